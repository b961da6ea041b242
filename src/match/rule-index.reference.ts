/**
 * The readable reference for `rule-index.ts`: the rules that match a path, and the one that
 * decides, found by checking every rule in turn with the reference pattern matcher. Linear in the
 * rules (and exponential in a pattern's `*`s), so never used to answer a question;
 * test/match/rule-index-reference.test.ts holds every form of the index (scan, ranked scan, tree)
 * equal to it.
 *
 * @module
 */
import type { CompiledRule } from './compiled-rule.ts';
import { referenceMatches } from './pattern.reference.ts';
import type { Precedence } from './rule-index.ts';

/** Every rule whose pattern matches `path`, in the order given. Empty patterns match nothing. */
export function referenceMatchingRules(rules: readonly CompiledRule[], path: string): CompiledRule[] {
  return rules.filter((rule) => rule.source !== '' && referenceMatches(rule.source, path, rule.wildcards));
}

/** The matching rule that takes precedence (see {@link Precedence}), or `undefined` if none matches. */
export function referenceBestRule(rules: readonly CompiledRule[], path: string, precedence: Precedence): CompiledRule | undefined {
  let best: CompiledRule | undefined;
  for (const rule of referenceMatchingRules(rules, path)) if (best === undefined || outranks(rule, best, precedence)) best = rule;
  return best;
}

/**
 * Whether `a` takes precedence over `b`. `pattern-length`: the longer pattern, then Allow over
 * Disallow, then the earlier line. `file-order`: the earlier line.
 */
function outranks(a: CompiledRule, b: CompiledRule, precedence: Precedence): boolean {
  if (precedence === 'pattern-length') {
    if (a.source.length !== b.source.length) return a.source.length > b.source.length;
    if (a.kind !== b.kind) return a.kind === 'allow';
  }
  return a.order < b.order;
}
