/**
 * A rule's {@link Finding} (offsets) made into the {@link LintDiagnostic} `lint()` returns (lines and columns,
 * severity, the rule's spec and page). The fields are made in one fixed order, so a diagnostic always serialises
 * alike (`spec` and `witness` only when present).
 *
 * @module
 */
import type { Severity } from '../diagnostics/diagnostic.ts';
import type { Dialect } from '../model/dialect.ts';
import type { SyntaxDocument } from '../syntax/tree.ts';
import type { Finding } from './context.ts';
import { ruleDocsPath, RULES_BY_CODE } from './rules/index.ts';
import type { LintDiagnostic } from './types.ts';

/** The diagnostic of `finding`, at `severity`, about `dialects` unless the finding names its own. */
export function toDiagnostic(document: SyntaxDocument, finding: Finding, severity: Severity, dialects: readonly Dialect[]): LintDiagnostic {
  const index = document.lineIndex();
  const { code, message, witness } = finding;
  const range = index.range(finding.offset, finding.end);
  const fixes = (finding.fixes ?? []).map((fix) => ({
    title: fix.title,
    kind: fix.kind,
    edits: fix.edits.map((edit) => ({ offset: edit.offset, end: edit.end, text: edit.text, range: index.range(edit.offset, edit.end) })),
  }));
  const related = (finding.related ?? []).map((place) => ({ range: index.range(place.offset, place.end), message: place.message }));
  const spec = finding.spec ?? RULES_BY_CODE.get(code)?.spec;
  return {
    code,
    severity,
    message,
    range,
    ...(spec ? { spec } : {}),
    related,
    fixes,
    dialects: finding.dialects ?? dialects,
    ...(witness ? { witness } : {}),
    docs: ruleDocsPath(code),
  };
}
