/**
 * `editorDiagnostics`: the linter's findings in the shape of LSP's
 * `Diagnostic`, with the rule's page, the related places, the tags an
 * editor draws and the fixes a code action needs.
 *
 * @module
 */
import type { LintDiagnosticCode } from '../diagnostics/diagnostic.ts';
import { toLspTextEdit, type LspRange, type LspTextEdit } from '../format/text-edit.ts';
import { lint } from '../lint/lint.ts';
import type { LintDiagnostic, Witness } from '../lint/types.ts';
import type { Dialect } from '../model/dialect.ts';
import { parse } from '../syntax/parse.ts';
import { ruleDocsUrl } from './links.ts';
import type { EditorOptions } from './options.ts';
import { toLspRange } from './position.ts';
import { tagsOf, type EditorDiagnosticTag } from './tags.ts';

/** LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information, 4 hint. */
export type EditorSeverity = 1 | 2 | 3 | 4;

/** One fix of a finding, its edits in LSP's shape. */
export interface EditorFix {
  /** What the fix does, e.g. `Remove the space before the colon`. */
  readonly title: string;
  /** Whether `lint --fix` applies it: it changes no verdict under the dialects linted. */
  readonly safe: boolean;
  /** The edits, non-overlapping. */
  readonly edits: readonly LspTextEdit[];
}

/** What a code action needs of a finding, carried in LSP's `Diagnostic.data`. */
export interface EditorDiagnosticData {
  /** The finding's fixes, safe ones first as the linter lists them. */
  readonly fixes: readonly EditorFix[];
  /** The dialects the finding is about. */
  readonly dialects: readonly Dialect[];
  /** `dialect-verdict-differs`: the URL and agent that show the difference. */
  readonly witness?: Witness;
}

/** Another place a finding refers to; the caller adds the document's URI to make LSP's `DiagnosticRelatedInformation`. */
export interface EditorRelatedInformation {
  /** Where. */
  readonly range: LspRange;
  /** What is there. */
  readonly message: string;
}

/** A lint finding as LSP's `Diagnostic` (without URIs, which the caller knows). */
export interface EditorDiagnostic {
  /** Where, in 0-based lines and UTF-16 characters. */
  readonly range: LspRange;
  /** 1 error, 2 warning, 3 information. */
  readonly severity: EditorSeverity;
  /** The rule's code. */
  readonly code: LintDiagnosticCode;
  /** Always `robotstxt`. */
  readonly source: 'robotstxt';
  /** What is wrong, in one or two sentences. */
  readonly message: string;
  /** The rule's documentation page. */
  readonly codeDescription: {
    /** The URL of `docs/rules/<code>.md`. */
    readonly href: string;
  };
  /** The other places the finding refers to. */
  readonly relatedInformation: readonly EditorRelatedInformation[];
  /** `[1]` Unnecessary, `[2]` Deprecated (see `DIAGNOSTIC_TAGS`); absent when none. */
  readonly tags?: readonly EditorDiagnosticTag[];
  /** The fixes and dialects, for code actions. */
  readonly data: EditorDiagnosticData;
}

const SEVERITY: Readonly<Record<LintDiagnostic['severity'], EditorSeverity>> = { error: 1, warning: 2, info: 3 };

/** The LSP form of one lint finding. */
export function toEditorDiagnostic(diagnostic: LintDiagnostic): EditorDiagnostic {
  const tags = tagsOf(diagnostic.code);
  return {
    range: toLspRange(diagnostic.range),
    severity: SEVERITY[diagnostic.severity] ?? 3,
    code: diagnostic.code,
    source: 'robotstxt',
    message: diagnostic.message,
    codeDescription: { href: ruleDocsUrl(diagnostic.code) },
    relatedInformation: diagnostic.related.map((place) => ({ range: toLspRange(place.range), message: place.message })),
    ...(tags.length > 0 ? { tags } : {}),
    data: {
      fixes: diagnostic.fixes.map((fix) => ({ title: fix.title, safe: fix.kind === 'safe', edits: fix.edits.map(toLspTextEdit) })),
      dialects: diagnostic.dialects,
      ...(diagnostic.witness ? { witness: diagnostic.witness } : {}),
    },
  };
}

/**
 * The lint findings of a robots.txt as LSP diagnostics: one lint pass, the
 * same findings as `robotstxt lint` with the same options. Never throws.
 *
 * @example
 * ```ts
 * const [first] = editorDiagnostics('User-agent: *\nDisallow: /a\nDisallow: /a\n');
 * first?.code;     // 'duplicate-rule'
 * first?.range;    // { start: { line: 2, character: 0 }, end: { line: 2, character: 12 } }
 * first?.tags;     // [1]
 * first?.codeDescription.href; // 'https://github.com/robotstxt-toolkit/robotstxt-toolkit/blob/main/docs/rules/duplicate-rule.md'
 * ```
 */
export function editorDiagnostics(text: string, options: EditorOptions = {}): EditorDiagnostic[] {
  return lint(parse(text), options).diagnostics.map(toEditorDiagnostic);
}
