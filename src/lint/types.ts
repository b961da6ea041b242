/**
 * The linter's public shapes: options, findings, fixes and rule metadata.
 *
 * @module
 */
import type { Diagnostic, LintDiagnosticCode, Severity, SpecReference } from '../diagnostics/diagnostic.ts';
import type { TextEdit } from '../format/text-edit.ts';
import type { Dialect } from '../model/dialect.ts';
import type { Range } from '../syntax/position.ts';

/** The families rules come in (the sections of `docs/rules/README.md`). */
export type RuleFamily = 'syntax' | 'structure' | 'values' | 'meaning';

/** The presets, as ESLint has them: `recommended` (the default), `strict` (every rule on) and `portable` (every dialect). */
export type LintPreset = 'recommended' | 'strict' | 'portable';

/** A rule's setting: `off`, or the severity its findings get (`warn` is ESLint's spelling of `warning`). */
export type RuleSetting = 'off' | 'info' | 'warn' | 'warning' | 'error';

/** Options of {@link lint}. */
export interface LintOptions {
  /** The dialect to lint the file for; default `rfc9309` (`portable` preset: every dialect). */
  readonly dialect?: Dialect;
  /** `all`: lint for portability across every dialect of `DIALECTS` (overrides `dialect`); or a list of dialects. */
  readonly dialects?: 'all' | readonly Dialect[];
  /** The preset the rule settings start from; default `recommended` (`portable` when several dialects are linted). */
  readonly preset?: LintPreset;
  /** Per-rule settings over the preset, e.g. `{ 'crawl-delay-value': 'off', 'unknown-field': 'error' }`. */
  readonly rules?: Readonly<Partial<Record<LintDiagnosticCode, RuleSetting>>>;
}

/** Whether `--fix` may apply a fix: `safe` changes no verdict under the dialects linted; a `suggestion` may. */
export type FixKind = 'safe' | 'suggestion';

/** One way to resolve a finding: a few text edits with a title. */
export interface LintFix {
  /** What the fix does, e.g. `Remove the space before the colon`. */
  readonly title: string;
  /** `safe`: applied by `--fix`; `suggestion`: shown, never applied automatically. */
  readonly kind: FixKind;
  /** The edits, non-overlapping. */
  readonly edits: readonly TextEdit[];
}

/** Another place a finding refers to (the other line of a conflict). */
export interface RelatedLocation {
  /** Where. */
  readonly range: Range;
  /** What is there, e.g. `the first User-agent: * group starts here`. */
  readonly message: string;
}

/**
 * A URL and agent on which dialects disagree, found by the
 * `dialect-verdict-differs` rule and checked with `compile(…).isAllowed`.
 */
export interface Witness {
  /** The URL path (with its query) that gets different verdicts. */
  readonly url: string;
  /** The robot name it was checked for. */
  readonly agent: string;
  /** The dialects that allow it. */
  readonly allowedBy: readonly Dialect[];
  /** The dialects that disallow it. */
  readonly disallowedBy: readonly Dialect[];
}

/** A finding of the linter: a {@link Diagnostic} with related places, fixes and, for portability, a witness. */
export interface LintDiagnostic extends Diagnostic {
  /** The rule's code (one of the lint rules of `RULES`, or a parse-level code the linter reports). */
  readonly code: LintDiagnosticCode;
  /** Other places the finding refers to. */
  readonly related: readonly RelatedLocation[];
  /** Ways to fix it; `safe` ones are applied by `--fix`. */
  readonly fixes: readonly LintFix[];
  /** The dialects the finding is about (all the dialects linted, unless it is about some of them). */
  readonly dialects: readonly Dialect[];
  /** `dialect-verdict-differs`: the URL and agent that show the difference. */
  readonly witness?: Witness;
  /** Where the rule is documented (`docs/rules/<code>.md`). */
  readonly docs: string;
}

/** What {@link lint} found. */
export interface LintResult {
  /** The findings, by position. */
  readonly diagnostics: readonly LintDiagnostic[];
  /** The dialects the file was linted for. */
  readonly dialects: readonly Dialect[];
  /** How many findings are errors. */
  readonly errorCount: number;
  /** How many findings are warnings. */
  readonly warningCount: number;
  /** How many findings are infos. */
  readonly infoCount: number;
  /** How many findings have a safe fix. */
  readonly fixableCount: number;
}

/** Where a rule's finding maps to another tool's check (for the table of `docs/rules/README.md`). */
export interface ExternalCheck {
  /** The tool. */
  readonly tool: 'Lighthouse' | "Google's parser" | 'Search Console' | 'Yandex';
  /** The check's name or message there. */
  readonly check: string;
}

/** What a rule is, as data: the source of its documentation page and of the index. */
export interface RuleMeta {
  /** The code its findings carry. */
  readonly code: LintDiagnosticCode;
  /** Its family. */
  readonly family: RuleFamily;
  /** A short title, e.g. `Whitespace before the colon`. */
  readonly title: string;
  /** What the rule finds. */
  readonly what: string;
  /** Why it matters. */
  readonly why: string;
  /** The standard it enforces. */
  readonly spec: SpecReference;
  /** Its severity in each preset (`off`: not run). */
  readonly severity: Readonly<Record<LintPreset, Severity | 'off'>>;
  /** Whether findings carry a fix: `safe` (applied by `--fix` where it changes no verdict), `suggestion`, or none. */
  readonly fixable: FixKind | 'no';
  /** A file that breaks the rule. */
  readonly bad: string;
  /** The same file fixed. */
  readonly good: string;
  /** What to do about a finding. */
  readonly fix: string;
  /** The checks of other tools that find the same. */
  readonly anchors: readonly ExternalCheck[];
  /** Options the example needs (`dialects`, `dialect`). */
  readonly exampleOptions?: LintOptions;
}
