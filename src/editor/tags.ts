/**
 * The LSP diagnostic tags each lint code carries: editors draw an
 * `Unnecessary` line faded and a `Deprecated` one struck through. Decided
 * per code, here only; a code the table does not name (a new rule) gets no
 * tag.
 *
 * @module
 */
import type { LintDiagnosticCode } from '../diagnostics/diagnostic.ts';

/** LSP's `DiagnosticTag.Unnecessary`: the line does nothing. */
export const UNNECESSARY: EditorDiagnosticTag = 1;
/** LSP's `DiagnosticTag.Deprecated`: the field or token is obsolete. */
export const DEPRECATED: EditorDiagnosticTag = 2;

/** An LSP diagnostic tag: 1 `Unnecessary`, 2 `Deprecated`. */
export type EditorDiagnosticTag = 1 | 2;

/**
 * The tags of the codes that have some. `Unnecessary`: a line no crawler's
 * verdict depends on (a rule that never decides, a repeat, a rule before any
 * group, an empty Disallow beside other rules, a second Host).
 * `Deprecated`: a field crawlers once read and no longer do (`no-effect-field`:
 * Noindex, Host, ACAP), which does nothing as well.
 */
export const DIAGNOSTIC_TAGS: Readonly<Partial<Record<LintDiagnosticCode, readonly EditorDiagnosticTag[]>>> = {
  'unreachable-rule': [UNNECESSARY],
  'duplicate-rule': [UNNECESSARY],
  'duplicate-field': [UNNECESSARY],
  'duplicate-host': [UNNECESSARY],
  'rule-outside-group': [UNNECESSARY],
  'empty-disallow-with-rules': [UNNECESSARY],
  'no-effect-field': [UNNECESSARY, DEPRECATED],
};

/** The tags of a code: none for a code the table does not name. */
export function tagsOf(code: string): readonly EditorDiagnosticTag[] {
  return Object.hasOwn(DIAGNOSTIC_TAGS, code) ? (DIAGNOSTIC_TAGS[code as LintDiagnosticCode] ?? []) : [];
}
