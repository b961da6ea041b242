/**
 * What a compiled file keeps to answer `isAllowed`: per record or group its
 * User-agent values and the range of its rules, and the file's rules as
 * parallel arrays (pattern, kind, line). The full {@link RobotsModel} (a Field
 * per directive line, a Rule and a LineRef per rule) is built from the
 * document when first asked for. The rules the matcher reports (`explain`,
 * `matchingLine`) are read from their own lines, equal to the model's, so
 * explaining builds no model (building one cost more than compiling).
 *
 * Both come from one walk ({@link walkModel}): the compact form is its second
 * sink, so the dialect's grouping is written once (a full model keeps ~170
 * bytes per rule line; this keeps ~40).
 *
 * @module
 */
import { parse } from '../syntax/parse.ts';
import type { SyntaxDocument } from '../syntax/tree.ts';
import { buildModel, exactList, ruleField, walkModel, type BuildOptions, type ModelSink } from './build.ts';
import { DIALECT_PROPERTIES, DIALECTS, type Dialect } from './dialect.ts';
import { directiveScannerOf, emptyDirectiveLine, fieldOf, type DirectiveLine } from './directives.ts';
import { pathRoots } from './revisited-1996.ts';
import type { Field, Group, LineRef, RobotsModel, Rule } from './types.ts';

/** A User-agent line as group selection reads it: its value. */
export interface AgentValue {
  /** The value, trimmed (as {@link Field.value}). */
  readonly value: string;
}

/** One record or group of a {@link CompactModel}. */
export interface CompactGroup {
  /** 0-based index among the file's groups (as {@link Group.index}). */
  readonly index: number;
  /** The User-agent lines' values. */
  readonly agents: readonly AgentValue[];
  /** The group's rules are the file's rules `ruleStart` (inclusive) to `ruleEnd` (exclusive), by {@link Rule.order}. */
  readonly ruleStart: number;
  /** See {@link ruleStart}. */
  readonly ruleEnd: number;
  /** The 1-based line number of the group's first User-agent line (as `Group.start.line`). */
  readonly startLine: number;
}

/**
 * Builds a document's full model, as {@link buildModel} does: what a {@link CompactModel} calls when its
 * {@link CompactModel.model} is first read. Passed in rather than imported, so that a compiled file that
 * never reports rules (`compileMatcher`) does not bring the model builder into a browser bundle.
 */
export type FullModelBuilder = (document: SyntaxDocument, dialect: Dialect, options: BuildOptions) => RobotsModel;

/**
 * A file's model in the form a compiled file keeps (see the module comment).
 * Its groups, rule patterns and kinds agree with {@link buildModel}'s on every
 * input (`test/model/compact.test.ts`); {@link model} builds that model once.
 */
export class CompactModel {
  /** The dialect the file is read under. */
  readonly dialect: Dialect;
  /** The records or groups, in file order. */
  readonly groups: readonly CompactGroup[];
  /** Every rule's pattern (as {@link Rule.pattern}), indexed by {@link Rule.order}. */
  readonly patterns: readonly string[];
  /**
   * Which rules are Allow rules, a bit each ({@link isAllow} reads it): bit `order % 16` of number
   * `order >> 4`. Plain small integers, not a typed array: no buffer to allocate per file.
   */
  readonly allowBits: readonly number[];
  /** The 1-based line number of every rule, indexed by {@link Rule.order}: {@link rule} reads the rule's line alone. */
  readonly ruleLines: readonly number[];
  private readonly document: SyntaxDocument;
  private readonly options: BuildOptions;
  private readonly buildFull: FullModelBuilder | undefined;
  private full: RobotsModel | undefined = undefined;
  private rulesByOrder: Rule[] | undefined = undefined;
  private groupStarts: LineRef[] | undefined = undefined;
  /** Whether {@link rulesByOrder} holds every rule of the built model. */
  private byOrderHasModel = false;

  constructor(
    document: SyntaxDocument,
    dialect: Dialect,
    options: BuildOptions,
    groups: readonly CompactGroup[],
    patterns: readonly string[],
    allowBits: readonly number[],
    ruleLines: readonly number[],
    buildFull: FullModelBuilder | undefined,
  ) {
    this.document = document;
    this.buildFull = buildFull;
    this.dialect = dialect;
    this.options = options;
    this.groups = groups;
    this.patterns = patterns;
    this.allowBits = allowBits;
    this.ruleLines = ruleLines;
  }

  /** Whether the rule with this {@link Rule.order} is an Allow rule (else Disallow). */
  isAllow(order: number): boolean {
    return (((this.allowBits[order >> 4] as number) >> (order & 15)) & 1) === 1;
  }

  /** The full model (built on first access, then kept). Only `compileMatcher`'s compact models have no builder: they are never asked. */
  get model(): RobotsModel {
    if (this.full === undefined) {
      if (this.buildFull === undefined) throw new Error('robotstxt-toolkit: no full model');
      this.full = this.buildFull(this.document, this.dialect, this.options);
    }
    return this.full;
  }

  /** The model's group with this index. */
  group(index: number): Group {
    return this.model.groups[index] as Group;
  }

  /**
   * The rule with this {@link Rule.order}: the model's own object once the model is built; before,
   * one equal to it, read from the rule's line alone (`explain` and `matchingLine` build no model:
   * building it cost more than compiling). Either way, one object per order for the life of the file.
   */
  rule(order: number): Rule {
    const byOrder = (this.rulesByOrder ??= []);
    if (byOrder[order] === undefined) {
      if (this.full !== undefined && !this.byOrderHasModel) {
        // Every order gets the model's rule, but an order already handed out keeps its object.
        for (const kept of this.full.ignoredRules) byOrder[kept.order] ??= kept;
        for (const group of this.full.groups) for (const kept of group.rules) byOrder[kept.order] ??= kept;
        this.byOrderHasModel = true;
      } else this.rulesFromLine(order, byOrder);
    }
    return byOrder[order] as Rule;
  }

  /**
   * The group's first line (as `Group.start`), read from that line alone: no model is built.
   * One object per group for the life of the file.
   */
  groupStart(index: number): LineRef {
    const starts = (this.groupStarts ??= []);
    return (starts[index] ??= this.full?.groups[index]?.start ?? (this.fieldAt((this.groups[index] as CompactGroup).startLine) as Field).ref);
  }

  /**
   * Puts in `byOrder` the rules of the line of rule `order`, made as buildModel makes them (see
   * build.ts's FullModelSink.rule) from that line alone: one rule, or under revisited-1996 one per
   * path root, of consecutive orders, all made at once (a line may hold thousands).
   */
  private rulesFromLine(order: number, byOrder: Rule[]): void {
    const line = this.ruleLines[order] as number;
    const field = this.fieldAt(line) as Field;
    if (!DIALECT_PROPERTIES[this.dialect].valueLists) {
      byOrder[order] = ruleField(field, this.patterns[order] as string, order);
      return;
    }
    let first = order;
    while (first > 0 && this.ruleLines[first - 1] === line) first--;
    const roots = pathRoots(field.value);
    for (let i = 0; i < roots.length; i++) {
      byOrder[first + i] ??= {
        kind: field.kind as Rule['kind'],
        value: roots[i] as string,
        pattern: this.patterns[first + i] as string,
        ref: field.ref,
        order: first + i,
      };
    }
  }

  /** The directive of line `number` as the model reads it. */
  private fieldAt(number: number): Field | undefined {
    const directive = emptyDirectiveLine();
    const line = this.document.cursor();
    line.moveTo(number);
    return directiveScannerOf(this.dialect, this.document.encoding === 'latin1')(line, directive) ? fieldOf(directive) : undefined;
  }
}

interface GroupDraft {
  index: number;
  agents: AgentValue[];
  ruleStart: number;
  ruleEnd: number;
  startLine: number;
}

/** The sink of {@link walkModel} that fills a {@link CompactModel}: no object per line but a group's agents. */
class CompactSink implements ModelSink {
  readonly groups: GroupDraft[] = [];
  readonly patterns: string[] = [];
  readonly allowBits: number[] = [];
  readonly ruleLines: number[] = [];
  private current: GroupDraft | undefined = undefined;

  startGroup(directive: DirectiveLine): void {
    const start = this.patterns.length;
    this.current = { index: this.groups.length, agents: [], ruleStart: start, ruleEnd: start, startLine: directive.line };
    this.groups.push(this.current);
  }

  agent(directive: DirectiveLine): void {
    (this.current as GroupDraft).agents.push({ value: directive.value });
  }

  ruleLine(_directive: DirectiveLine, inGroup: boolean): void {
    if (!inGroup) this.current = undefined;
  }

  rule(directive: DirectiveLine, _value: string, pattern: string, order: number): void {
    this.patterns.push(pattern);
    this.ruleLines.push(directive.line);
    const slot = order >> 4;
    if (slot === this.allowBits.length) this.allowBits.push(0);
    if (directive.kind === 'allow') this.allowBits[slot] = (this.allowBits[slot] as number) | (1 << (order & 15));
    if (this.current) this.current.ruleEnd = order + 1;
  }

  other(_directive: DirectiveLine, inGroup: boolean): void {
    if (!inGroup) this.current = undefined;
  }
}

/** The {@link CompactModel} of `document` under `dialect`, whose full model is {@link buildModel}'s. Never throws. */
export function compactModel(document: SyntaxDocument, dialect: Dialect, options: BuildOptions = {}): CompactModel {
  return compactModelWith(document, dialect, options, buildModel);
}

/** {@link compactModel} with the full model built by `buildFull` (none: never asked for). Never throws. */
export function compactModelWith(document: SyntaxDocument, dialect: Dialect, options: BuildOptions, buildFull: FullModelBuilder | undefined): CompactModel {
  keptAlive ??= keepSinkShapesAlive();
  const sink = new CompactSink();
  walkModel(document, dialect, options, sink);
  // Exact lists: the spare room of lists grown by `push` would be kept as long as the compiled file.
  const groups = sink.groups.map((group): CompactGroup => ({
    index: group.index,
    agents: exactList(group.agents),
    ruleStart: group.ruleStart,
    ruleEnd: group.ruleEnd,
    startLine: group.startLine,
  }));
  return new CompactModel(document, dialect, options, groups, exactList(sink.patterns), exactList(sink.allowBits), exactList(sink.ruleLines), buildFull);
}

/** See {@link keepSinkShapesAlive}. */
let keptAlive: readonly object[] | undefined;

/**
 * A {@link CompactSink} per dialect, each filled by a walk over a two-line text, kept for as long as
 * the module is loaded (made on the first call). Between two compiles no sink is alive, and V8 throws
 * optimised code away when a hidden class it was compiled for dies in a full garbage collection
 * ("reason: weak objects" under `--trace-deopt`): every full collection (a crawler's, the bench's
 * between passes) sent the walk back to the interpreter. See `keepWalkShapesAlive` in build.ts for
 * the walk's own objects, and for what the two keep-alives are measured to save (a `compile` pass over
 * the corpus about twice as fast after a full collection).
 */
function keepSinkShapesAlive(): readonly object[] {
  const document = parse('User-agent: *\nDisallow: /\n');
  return DIALECTS.map((dialect) => {
    const sink = new CompactSink();
    walkModel(document, dialect, {}, sink);
    return sink;
  });
}
