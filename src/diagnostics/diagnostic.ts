/**
 * Diagnostics are data: every stage reports what it noticed as values of
 * these shapes and never throws on input. A {@link Diagnostic} has a place in
 * the text; a {@link ValueDiagnostic} is about a value that is not a line of
 * the text (a response header, a meta tag, a preference). Every code is one
 * of {@link DiagnosticCode}, listed once in `codes.ts`.
 *
 * @module
 */
import type { Range } from '../syntax/position.ts';
import type { DiagnosticCode, DiagnosticStage, FetchDiagnosticCode, MetaDiagnosticCode, Severity, UsageDiagnosticCode } from './codes.ts';

export type {
  DiagnosticCode,
  DiagnosticStage,
  FetchDiagnosticCode,
  FormatDiagnosticCode,
  LintDiagnosticCode,
  LintRuleCode,
  MetaDiagnosticCode,
  ModelDiagnosticCode,
  Severity,
  SyntaxDiagnosticCode,
  UsageDiagnosticCode,
} from './codes.ts';

/** The standards a diagnostic can cite (`toolkit`: one of the toolkit's own documented decisions). */
export type SpecDocument = '1994' | 'draft-1996' | 'rfc9309' | 'google' | 'toolkit' | 'aipref' | 'content-signals' | 'robots-meta';

/**
 * Where the rule a diagnostic enforces is written down.
 *
 * @example
 * ```ts
 * { document: 'rfc9309', section: '2.2', title: 'RFC 9309 §2.2',
 *   url: 'https://www.rfc-editor.org/rfc/rfc9309.html#section-2.2' }
 * ```
 */
export interface SpecReference {
  /** Which standard. */
  readonly document: SpecDocument;
  /** Section number or heading inside the document, e.g. `2.2.2` or `The Format`. */
  readonly section: string;
  /** Human-readable citation, e.g. `RFC 9309 §2.2.2`. */
  readonly title: string;
  /** Where to read it, when it is published online. */
  readonly url?: string;
}

/** One finding about the input text, with its place and the rule it breaks. */
export interface Diagnostic {
  /** Stable kebab-case identifier, e.g. `missing-colon`. Match on this, not on `message`. */
  readonly code: DiagnosticCode;
  /** How bad it is. */
  readonly severity: Severity;
  /** One sentence saying what is wrong and, where it helps, what to do. */
  readonly message: string;
  /** Where: 1-based line and column, 0-based offset, end exclusive (UTF-16 units). */
  readonly range: Range;
  /** The rule the finding enforces, when a standard or a decision of the toolkit states it. */
  readonly spec?: SpecReference;
}

/**
 * A finding about a value rather than a line of the text, so without a
 * range: a fetched response as a whole (its headers, its length), a meta
 * tag's content, an `X-Robots-Tag` or `Content-Usage` header, a preference.
 * {@link ValueDiagnostic.source} says which tag or header, when known.
 *
 * @example
 * ```ts
 * { code: 'robots-directive-unknown', severity: 'info', message: '"noodp" is not a robots directive; it is ignored.',
 *   source: '<meta name="robots" content="noodp">' }
 * ```
 */
export interface ValueDiagnostic {
  /** What was noticed; match on this, not on `message`. */
  readonly code: FetchDiagnosticCode | MetaDiagnosticCode | UsageDiagnosticCode;
  /** How bad it is. */
  readonly severity: Severity;
  /** One sentence saying what was noticed and what it means. */
  readonly message: string;
  /** The tag or header the value came from, when known. */
  readonly source?: string;
  /** The rule the finding refers to. */
  readonly spec?: SpecReference;
}

/** What {@link DIAGNOSTIC_CODES} says about one code. */
export interface DiagnosticCodeInfo {
  /** The stage that emits it. */
  readonly stage: DiagnosticStage;
  /** The severity it is emitted with (a lint rule's: the `recommended` preset's, or `portable`'s for rules that preset alone turns on). */
  readonly severity: Severity;
  /** What it means, in one sentence. */
  readonly meaning: string;
  /** The spec it cites, as a short title (`RFC 9309 §2.5`). */
  readonly spec: string;
}
