/**
 * What a lint rule is: its metadata and a `create(context)` that returns listeners, as ESLint's rules are. One walk
 * over the file calls the listeners of the rules that are on: `file` first, then `line`, `blank` and `directive` for
 * each line in order, `group` for each group of the primary dialect, `end` last.
 *
 * @module
 */
import type { RobotsTxt } from '../match/compile.ts';
import type { Dialect } from '../model/dialect.ts';
import type { SyntaxDocument, SyntaxLine, LineView } from '../syntax/tree.ts';
import type { DialectFacts, Finding } from './context.ts';
import type { LintGroup, LintModel, LintRule } from './lint-model.ts';
import type { RuleMeta } from './types.ts';

/** A directive line as the primary dialect reads it. */
export interface RuleDirective {
  /** The line (the walk's object, read again for the next line: keep offsets, not the line). */
  readonly line: LineView;
  /** The field name as written. */
  readonly name: string;
  /** The field name's key (lower case; the standard names as constants). */
  readonly key: string;
  /** The value, trimmed. */
  readonly value: string;
}

/** A group of the primary dialect, with what several rules ask of it worked out once, when first asked. */
export interface RuleGroup {
  readonly group: LintGroup;
  /** The group's Allow and Disallow rules, in file order. */
  readonly rules: readonly LintRule[];
  /** The rules whose pattern holds a `*`, in file order. */
  readonly wildcardRules: readonly LintRule[];
  /** The group's first `Disallow: /` (or `/*`), if it has one. */
  readonly disallowAll: LintRule | undefined;
  /** Whether an Allow rule of the group has a value. */
  readonly allowWithValue: boolean;
}

/** What a rule sees. */
export interface RuleContext {
  readonly document: SyntaxDocument;
  readonly text: string;
  /** The dialects linted (one, or several for portability). */
  readonly dialects: readonly Dialect[];
  /** What the dialects linted share. */
  readonly facts: DialectFacts;
  /** The dialect whose model the single-model rules read: the one linted, or rfc9309 when several are. */
  readonly primary: Dialect;
  /** False for an HTML page or an .htaccess file: its lines reach only the listeners with `everyFile`. */
  readonly robotsTxt: boolean;
  /** What not-robots-txt says of an HTML page or .htaccess file, else `undefined` (worked out once, when first asked). */
  readonly notRobotsTxtMessage: string | undefined;
  /** The primary dialect's groups (for `group` and `end` listeners: the walk makes them). */
  readonly model: LintModel;
  /** The groups of the file under a dialect (made on first use and kept). */
  modelUnder(dialect: Dialect): LintModel;
  /** The file compiled under a dialect (made on first use and kept). */
  compiled(dialect: Dialect): RobotsTxt;
  /** The line with this 1-based number (a new object each call), or `undefined`. */
  line(number: number): SyntaxLine | undefined;
  /** Where the content of line `number` ends (before its line end). */
  contentEnd(number: number): number;
  /** Whether a line of the file has a standard field name (User-agent, Allow, Disallow, Sitemap); asked once. */
  readonly hasStandardFieldLine: boolean;
  report(finding: Finding): void;
}

/** The listeners a rule's `create` returns; each is optional. */
export interface RuleListeners {
  /** Before the lines: whole-file checks. */
  file?(): void;
  /** Each non-blank line (comment, invalid or directive). */
  line?(line: LineView): void;
  /** Each blank line. */
  blank?(line: LineView): void;
  /** Each directive line. */
  directive?(directive: RuleDirective): void;
  /** Each group of the primary dialect's model, after the lines. */
  group?(group: RuleGroup): void;
  /** After everything else. */
  end?(): void;
  /** Also hear the lines of a file that is not a robots.txt (by default only one finding is made for it). */
  readonly everyFile?: boolean;
}

/** A lint rule: its metadata (the source of its documentation page) and its checks. */
export interface Rule {
  readonly meta: RuleMeta;
  create(context: RuleContext): RuleListeners;
}
