/**
 * What every check sees: the document, the dialects linted with their
 * compiled files, and a `report` function that takes offsets.
 *
 * @module
 */
import type { LintDiagnosticCode, Severity, SpecReference } from '../diagnostics/diagnostic.ts';
import type { RobotsTxt } from '../match/compile.ts';
import type { Dialect } from '../model/dialect.ts';
import type { SyntaxDocument, LineView, SyntaxLine } from '../syntax/tree.ts';
import type { LintModel } from './lint-model.ts';
import type { FixKind, Witness } from './types.ts';

/** One edit of a fix, in offsets (the linter adds line and column). */
export interface EditDraft {
  readonly offset: number;
  readonly end: number;
  readonly text: string;
}

/** A fix before positions are added. */
export interface FixDraft {
  readonly title: string;
  readonly kind: FixKind;
  readonly edits: readonly EditDraft[];
}

/** A finding before severity and positions are added. */
export interface Finding {
  readonly code: LintDiagnosticCode;
  readonly message: string;
  readonly offset: number;
  readonly end: number;
  readonly spec?: SpecReference;
  readonly related?: readonly { readonly offset: number; readonly end: number; readonly message: string }[];
  readonly fixes?: readonly FixDraft[];
  readonly dialects?: readonly Dialect[];
  readonly witness?: Witness;
}

/**
 * What the dialects linted have in common, worked out once per call instead
 * of once per line (the value checks ask on every rule line).
 */
export interface DialectFacts {
  /** Every dialect linted reads Allow/Disallow and User-agent values as lists (revisited-1996, R-4, R-5). */
  readonly valueLists: boolean;
  /** The dialects linted that have no Allow. */
  readonly withoutAllow: readonly Dialect[];
  /** The dialects linted where `*` and `$` are literal. */
  readonly literalWildcards: readonly Dialect[];
  /** Every dialect linted normalises %-escapes on both sides. */
  readonly normalised: boolean;
  /** Every dialect linted reads lines leniently (Google's typos and missing colons). */
  readonly allLenient: boolean;
  /** The dialects linted where a blank line ends a record. */
  readonly splitting: readonly Dialect[];
  /** The dialects linted that obey only the first record naming a robot. */
  readonly firstRecordOnly: readonly Dialect[];
}

/** The input of the checks. */
export interface LintContext {
  readonly document: SyntaxDocument;
  readonly text: string;
  /** The line with this 1-based number, or `undefined` (a new object each call: for reports, not for scans). */
  line(number: number): SyntaxLine | undefined;
  /** Where the content of the line with this 1-based number ends (before its line end), read from the line starts without making the line. */
  contentEnd(number: number): number;
  /** The dialects linted (one, or every dialect for portability). */
  readonly dialects: readonly Dialect[];
  /** What the dialects linted share. */
  readonly facts: DialectFacts;
  /** The dialect whose model the single-model checks read: the one linted, or rfc9309 when several are. */
  readonly primary: Dialect;
  /** The file compiled under a dialect (made on first use and kept): only for checks that need a matcher. */
  compiled(dialect: Dialect): RobotsTxt;
  /** The groups of the file under a dialect (made on first use and kept; the primary dialect's by the line pass). */
  modelUnder(dialect: Dialect): LintModel;
  /** The primary dialect's groups (set once the line pass has walked the file). */
  readonly model: LintModel;
  /**
   * The lines whose Allow or Disallow value holds a `*`, ascending, noted by the line
   * checks' pass (so the group checks need not scan every pattern for one);
   * `undefined` until that pass has run over the whole file.
   */
  wildcardLines: readonly number[] | undefined;
  /** Each rule's setting: the same map for the same options (each preset's is shared), so work that depends on the settings alone may be kept by it. */
  readonly severities: ReadonlyMap<LintDiagnosticCode, Severity | 'off'>;
  /** Whether a rule is on (checks skip expensive work for rules that are off). */
  enabled(code: LintDiagnosticCode): boolean;
  report(finding: Finding): void;
  /**
   * Reads the comment of a line (one with `commentOffset >= 0`) for `# robotstxt-disable-next-line`: the line pass
   * hands it every such line, and the findings on the lines they disable are dropped once every check has reported.
   */
  readComment(line: LineView): void;
}

/** A fix that is safe when `safe` holds, else a suggestion. */
export function fixOf(title: string, safe: boolean, edits: readonly EditDraft[]): FixDraft {
  return { title, kind: safe ? 'safe' : 'suggestion', edits };
}

/** `a, b and c`. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
