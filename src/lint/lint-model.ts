/**
 * The groups the linter reads, made by a sink of the model walker
 * (`walkModel`, src/model/build.ts): the walker decides the grouping under
 * the dialect, exactly as for `compile()`'s model, and this sink keeps only
 * what the group checks read (no Field per line, no LineRef per rule, no
 * matcher). With a line hook, the same walk hands every line to the
 * rules, so one dialect is linted in one pass over the lines.
 *
 * The grouping agrees with `buildModel`'s on every input
 * (`test/lint/lint-model.test.ts`).
 *
 * @module
 */
import { walkModel, type ModelSink } from '../model/build.ts';
import type { Dialect } from '../model/dialect.ts';
import type { DirectiveLine } from '../model/directives.ts';
import type { SyntaxDocument, LineView } from '../syntax/tree.ts';
import { STANDARD_FIELDS } from './fields.ts';

/** Where a directive line is: its 1-based number and the offset its directive starts at (as a model's `LineRef`). */
export interface LintLineRef {
  /** 1-based line number. */
  readonly line: number;
  /** Where the directive starts. */
  readonly offset: number;
}

/** A User-agent line of a group. */
export interface LintAgent extends LintLineRef {
  /** The value, trimmed (as a model's `Field.value`). */
  readonly value: string;
}

/** An Allow or Disallow rule (as a model's `Rule`, its place flattened into it). */
export interface LintRule extends LintLineRef {
  /** Allow or Disallow. */
  readonly kind: 'allow' | 'disallow';
  /** The value as written (trimmed); revisited-1996: the path root. */
  readonly value: string;
  /** The value as the dialect compares it. */
  readonly pattern: string;
}

/** A record or group (as a model's `Group`). */
export interface LintGroup {
  /** 0-based index among the file's groups. */
  readonly index: number;
  /** The User-agent lines. */
  readonly agents: LintAgent[];
  /** The rules, in file order. */
  readonly rules: LintRule[];
  /** How many other directive lines the group holds. */
  extensions: number;
  /** The first User-agent line. */
  readonly start: LintAgent;
}

/** What the group checks read of a file under one dialect. */
export interface LintModel {
  /** The dialect it is read under. */
  readonly dialect: Dialect;
  /** The records or groups, in file order. */
  readonly groups: readonly LintGroup[];
  /** Rules before any User-agent line (or after a record ended), which no robot gets. */
  readonly ignoredRules: readonly LintRule[];
  /** How many directive lines are User-agent, Allow, Disallow or Sitemap lines. */
  readonly standardLines: number;
}

/** A {@link LintAgent}. */
class AgentLine implements LintAgent {
  constructor(
    readonly line: number,
    readonly offset: number,
    readonly value: string,
  ) {}
}

/** A {@link LintRule}. */
class RuleLine implements LintRule {
  constructor(
    readonly kind: 'allow' | 'disallow',
    readonly value: string,
    readonly pattern: string,
    readonly line: number,
    readonly offset: number,
  ) {}
}

/** A {@link LintGroup}. */
class GroupOfLines implements LintGroup {
  readonly agents: LintAgent[] = [];
  readonly rules: LintRule[] = [];
  extensions = 0;

  constructor(
    readonly index: number,
    readonly start: LintAgent,
  ) {}
}

/** A {@link LintModel}, with how many lines its walk handed to the line hook. */
class WalkedModel implements LintModel {
  constructor(
    readonly dialect: Dialect,
    readonly groups: readonly LintGroup[],
    readonly ignoredRules: readonly LintRule[],
    readonly standardLines: number,
    readonly linesRead: number,
  ) {}
}

/** The walker's sink that fills a {@link LintModel}, mirroring the full model's sink. */
class LintModelSink implements ModelSink {
  readonly groups: LintGroup[] = [];
  readonly ignoredRules: LintRule[] = [];
  standardLines = 0;
  private current: LintGroup | undefined = undefined;
  /**
   * The line hook, if any: declared only when given, so the walker skips the call otherwise. The hook itself,
   * not a wrapper: the walk calls it for every line of the file (how many it read, the walk returns).
   */
  declare line?: LineHook;

  constructor(onLine: LineHook | undefined) {
    if (onLine) this.line = onLine;
  }

  startGroup(directive: DirectiveLine): void {
    const start = new AgentLine(directive.line, directive.offset, directive.value);
    this.current = new GroupOfLines(this.groups.length, start);
    this.groups.push(this.current);
  }

  agent(directive: DirectiveLine): void {
    // User-agent, Allow and Disallow lines are standard lines by their kind (every reader keys them by their standard name).
    this.standardLines++;
    const current = this.current as LintGroup;
    // The group's first agent is its start, already made.
    const agent =
      current.agents.length === 0 && current.start.line === directive.line ? current.start : new AgentLine(directive.line, directive.offset, directive.value);
    current.agents.push(agent);
  }

  ruleLine(_directive: DirectiveLine, inGroup: boolean): void {
    this.standardLines++;
    if (!inGroup) this.current = undefined;
  }

  rule(directive: DirectiveLine, value: string, pattern: string): void {
    const rule = new RuleLine(directive.kind as LintRule['kind'], value, pattern, directive.line, directive.offset);
    (this.current ? this.current.rules : this.ignoredRules).push(rule);
  }

  other(directive: DirectiveLine, inGroup: boolean): void {
    // Sitemap, or a line a dialect without Allow reads as another field.
    if (STANDARD_FIELDS.has(directive.key)) this.standardLines++;
    if (!inGroup) this.current = undefined;
    if (this.current) this.current.extensions++;
  }
}

/**
 * What the walk hands the line checks: each line, with its directive as the
 * dialect's scanner read it (`undefined` when it holds none). Both objects are
 * the walker's scratch: read them, keep nothing.
 */
export type LineHook = (line: LineView, directive: DirectiveLine | undefined) => void;

/**
 * The {@link LintModel} of `document` under `dialect`, by one walk of its
 * lines; `onLine` (if given) is called with every line the walk reads, in
 * order. Under rfc9309 the walk stops at the parse limit: the lines after it
 * are not handed to `onLine` (the caller reads them itself, from `linesRead + 1`).
 */
export function lintModelOf(document: SyntaxDocument, dialect: Dialect, onLine?: LineHook): LintModel & { readonly linesRead: number } {
  const sink = new LintModelSink(onLine);
  const { linesRead } = walkModel(document, dialect, {}, sink);
  return new WalkedModel(dialect, sink.groups, sink.ignoredRules, sink.standardLines, linesRead);
}
