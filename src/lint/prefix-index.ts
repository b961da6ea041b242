/**
 * Earlier rules by their pattern, to find those whose pattern is a prefix of a later one in time linear in the rules
 * (times the distinct lengths, at most {@link MAX_PREFIX_LENGTHS}), not quadratic: a group of 30,000 rules is real.
 *
 * @module
 */
import type { LintRule } from './lint-model.ts';

/** The most distinct pattern lengths a lookup tries (bounds the work on huge groups). */
const MAX_PREFIX_LENGTHS = 256;

export class PrefixIndex {
  private readonly byLength = new Map<number, Map<string, LintRule>>();
  /** The lengths of the keys, ascending. */
  private readonly lengths: number[] = [];

  /** Remembers `rule` under `key` (the first rule with a key is kept). */
  add(key: string, rule: LintRule): void {
    let rules = this.byLength.get(key.length);
    if (!rules) {
      rules = new Map();
      this.byLength.set(key.length, rules);
      let at = this.lengths.length;
      while (at > 0 && (this.lengths[at - 1] as number) > key.length) at--;
      this.lengths.splice(at, 0, key.length);
    }
    if (!rules.has(key)) rules.set(key, rule);
  }

  /** The earlier rules whose key is a prefix of `text` (or equal to it), shortest first. */
  *prefixesOf(text: string): Generator<LintRule> {
    let tried = 0;
    for (const length of this.lengths) {
      if (length > text.length || ++tried > MAX_PREFIX_LENGTHS) return;
      const rule = this.byLength.get(length)?.get(text.slice(0, length));
      if (rule) yield rule;
    }
  }
}
