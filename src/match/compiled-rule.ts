/**
 * A rule as the matchers compare it: its kind, its order and its pattern, compiled on first use. Its own module,
 * below both the rule index (which sorts and searches these) and the dialects (which build them), so that
 * neither imports the other.
 *
 * @module
 */
import type { CompactGroup, CompactModel } from '../model/compact.ts';
import type { Rule } from '../model/types.ts';
import { compileIndexablePattern, matchesPatternSource, pathStartsWith, type IndexablePattern, type PieceFinder } from './pattern.ts';

/**
 * A rule with the pattern it is matched by (its own, or one derived from it,
 * as Google's `index.htm` alternatives). The compiled form is built on first
 * use: the first questions to a rule set scan it (see rule-index.ts) with
 * {@link CompiledRule.matches}, which reads the pattern in place.
 *
 * It holds what matching reads (`kind`, `order`, the pattern) and not the
 * model's {@link Rule}: {@link rule} asks the file for it (a compact model reads
 * it from the rule's line: explaining builds no model, see src/model/compact.ts).
 */
export class CompiledRule {
  /** Allow or Disallow (as {@link Rule.kind}). */
  readonly kind: Rule['kind'];
  /** The rule's place among the file's rules (as {@link Rule.order}). */
  readonly order: number;
  /** The pattern as compared (already normalized by the dialect). */
  readonly source: string;
  /**
   * Whether `*` and a final `$` are special (the dialect's `wildcards` property) and the pattern has one:
   * a pattern without either matches as the plain prefix it is, whatever the dialect, and is compared as one.
   */
  readonly wildcards: boolean;
  private readonly file: RuleLookup;
  private compiled: IndexablePattern | undefined = undefined;

  constructor(file: RuleLookup, order: number, kind: Rule['kind'], source: string, wildcards: boolean) {
    this.file = file;
    this.order = order;
    this.kind = kind;
    this.source = source;
    this.wildcards = wildcards && hasWildcards(source);
  }

  /** The model's rule (building the file's model if it is not built yet). */
  get rule(): Rule {
    return this.file.rule(this.order);
  }

  /**
   * A rule matched by another pattern with this rule's kind and order (Google's `index.htm` alternative);
   * `wildcards` is the dialect's property (this rule's own flag says whether its pattern has a wildcard).
   */
  withPattern(source: string, wildcards: boolean): CompiledRule {
    return new CompiledRule(this.file, this.order, this.kind, source, wildcards);
  }

  get pattern(): IndexablePattern {
    return (this.compiled ??= compileIndexablePattern(this.source, this.wildcards));
  }

  /**
   * `pattern.matches(path)`, without compiling the pattern. `pathMask`, the path's `characterMask`
   * (if known), lets a wildcard pattern needing a character the path lacks be rejected unsearched; a `finder`
   * reset to `path` finds its pieces (see pattern.ts's PieceFinder).
   */
  matches(path: string, pathMask?: number, finder?: PieceFinder): boolean {
    return this.wildcards ? matchesPatternSource(this.source, path, pathMask, finder) : pathStartsWith(path, this.source);
  }
}

/** Whether a pattern uses `*` or a final `$` (without either, it matches as a plain prefix in every dialect). */
function hasWildcards(source: string): boolean {
  // endsWith rather than reading the last character: an empty pattern has none.
  return source.includes('*') || source.endsWith('$');
}

/** Where a {@link CompiledRule} finds its model {@link Rule}: a {@link CompactModel}, or a list of rules. */
export interface RuleLookup {
  /** The rule with this {@link Rule.order}. */
  rule(order: number): Rule;
}

/** Compiles rules, dropping none (for a list of rules of any origin: tests, tools). */
export function compileRules(rules: readonly Rule[], wildcards: boolean): CompiledRule[] {
  const byOrder = new Map(rules.map((rule) => [rule.order, rule]));
  const lookup: RuleLookup = { rule: (order) => byOrder.get(order) as Rule };
  return rules.map((rule) => new CompiledRule(lookup, rule.order, rule.kind, rule.pattern, wildcards));
}

/** Compiles the rules of `groups`, in file order, dropping none (empty patterns are kept; each dialect decides what they mean). */
export function compileGroupRules(model: CompactModel, groups: readonly CompactGroup[], wildcards: boolean): CompiledRule[] {
  const compiled: CompiledRule[] = [];
  const patterns = model.patterns;
  for (const group of groups) {
    for (let order = group.ruleStart; order < group.ruleEnd; order++)
      compiled.push(new CompiledRule(model, order, model.isAllow(order) ? 'allow' : 'disallow', patterns[order] as string, wildcards));
  }
  return compiled;
}
