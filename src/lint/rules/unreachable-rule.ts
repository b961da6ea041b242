/**
 * `unreachable-rule`: a rule another rule of its group always beats, so it never decides a URL.
 *
 * Under longest match (rfc9309, google) the matcher picks, among the rules that match a path, the longest pattern
 * (`*` and `$` counting 1), an Allow before a Disallow of equal length (RFC 9309 §2.2.2). So R never decides when a
 * rule S of its group matches every URL R matches and outranks it: S is longer, or as long and an Allow where R is a
 * Disallow. Inclusion is decided soundly, never guessed ({@link covers}); it misses a rule covered only by several
 * others together. A longer S needs a `*` to cover a shorter R, so only the group's wildcard rules are candidates.
 *
 * Under first match (draft-1996) an earlier rule whose pattern is a prefix of a later one always wins; under
 * disallow-wins readers an earlier Disallow prefix makes a later Disallow redundant.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { DIALECT_PROPERTIES, type Dialect } from '../../model/dialect.ts';
import type { LintRule } from '../lint-model.ts';
import { PrefixIndex } from '../prefix-index.ts';
import type { Rule, RuleContext, RuleGroup, RuleListeners } from '../rule.ts';
import { relatedAt } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'unreachable-rule',
  family: 'meaning',
  title: 'Rule that never decides',
  what: 'A rule that another rule of its group always overrides. Under longest match (RFC 9309, Google): the same pattern with the opposite kind (the Allow wins the tie), or a rule whose every URL a longer wildcard rule also matches (`Disallow: /a` beside `Allow: /a*`; `Disallow: /trackback/` beside `Disallow: */trackback/`), decided soundly: reported only when certain. Under first match (the 1996 draft): a longer pattern after a prefix of it.',
  why: 'The rule has no effect on any URL, which usually means the file does not do what its author thinks.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.2'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nAllow: /a/\nDisallow: /a/\n',
  good: 'User-agent: *\nDisallow: /a/\n',
  fix: 'Delete one of the two, or make the intended one more specific.',
  anchors: [],
};

/** A rule another rule of its group always beats, and that rule. */
export interface Shadowed {
  readonly rule: LintRule;
  readonly by: LintRule;
  /** `same-pattern`: an Allow of the same pattern wins the tie; `covers`: a wildcard pattern covers it. */
  readonly how: 'same-pattern' | 'covers';
}

// Bounds of the search on hostile groups: candidates compared per rule, candidates looked at per rule, comparisons
// per group, and the longest pattern compared (a comparison is quadratic in the lengths at worst).
const MAX_CANDIDATES_PER_RULE = 8;
const MAX_LOOKS_PER_RULE = 24;
const MAX_COMPARISONS_PER_GROUP = 4_000;
const MAX_COMPARED_LENGTH = 512;

/** What the search compares of a pattern before the pattern itself. */
interface Shape {
  /** How many literal characters it has: its characters other than `*`, a final `$` left out. */
  readonly literals: number;
  /** A 32-bit summary of which literal characters it has (bit `code & 31` of each). */
  readonly mask: number;
}

/** A wildcard rule with what the search compares before the patterns. */
interface Candidate extends Shape {
  readonly rule: LintRule;
  readonly length: number;
  /** The pattern before its first `*`: it must begin a pattern the candidate covers. */
  readonly start: string;
  /** The longest run of literal characters after the start: a pattern the candidate covers holds it. */
  readonly segment: string;
}

/** The wildcard rules with one literal start, longest pattern first. */
interface Bucket {
  readonly start: string;
  readonly candidates: Candidate[];
  /** The length of its longest pattern. */
  longest: number;
  /** The most characters a pattern has beyond its literal ones. */
  widest: number;
}

/**
 * Where the search looks for the buckets whose start begins a rule: one bucket, compared with the rule's pattern, or
 * every bucket whose start has `length` characters, found by the rule's prefix of that length.
 */
interface Slot {
  /** The length of the start. */
  readonly length: number;
  /** The longest pattern of its buckets. */
  readonly longest: number;
  /** The one bucket, when the starts are compared. */
  readonly bucket?: Bucket;
}

/** Groups with at most this many distinct starts compare each with the rule; more are found by hashing its prefixes. */
const COMPARED_STARTS = 6;

/**
 * The rules of `rules` (one group, in file order) that never decide under longest match, each with a rule that always
 * beats it. Under google an Allow with Google's `index.htm` alternative also matches its directory: never reported.
 * `wildcardRules` are the rules of `rules` whose pattern holds a `*`, in file order (the group's fact, when the
 * linter has it).
 */
export function shadowedRules(
  rules: readonly LintRule[],
  dialect: Dialect,
  wildcardRules: readonly LintRule[] = rules.filter((rule) => rule.pattern.includes('*')),
): Shadowed[] {
  const found: Shadowed[] = [];
  const reported = new Set<LintRule>();
  // The same pattern with the opposite kind: the Allow wins the tie; the first Disallow of each pattern is reported.
  // Many groups have Disallow lines only, or Allow lines only: then no pattern has both kinds.
  if (rules.some((rule) => rule.kind === 'allow' && rule.pattern !== '') && rules.some((rule) => rule.kind === 'disallow' && rule.pattern !== '')) {
    const firstAllow = new Map<string, LintRule>();
    for (const rule of rules) if (rule.kind === 'allow' && rule.pattern !== '' && !firstAllow.has(rule.pattern)) firstAllow.set(rule.pattern, rule);
    const paired = new Set<string>();
    for (const rule of rules) {
      const by = rule.kind === 'disallow' ? firstAllow.get(rule.pattern) : undefined;
      if (!by || paired.has(rule.pattern)) continue;
      paired.add(rule.pattern);
      found.push({ rule, by, how: 'same-pattern' });
      reported.add(rule);
    }
  }
  // A longer rule needs a `*` to cover a shorter one: without wildcard rules there is nothing more to search.
  if (wildcardRules.length === 0) return found;
  const buckets = bucketsOf(wildcardRules);
  if (buckets.size === 0) return found;
  // Longest start first: a longer start is likelier to cover. Of the starts of one length, at most one begins a pattern.
  const slots = buckets.size <= COMPARED_STARTS ? comparedSlots(buckets) : hashedSlots(buckets);
  let longest = 0;
  for (const slot of slots) longest = Math.max(longest, slot.longest);
  let comparisons = 0;
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index] as LintRule;
    const pattern = rule.pattern;
    const length = pattern.length;
    // Only a pattern at least as long outranks it.
    if (length === 0 || length > longest || reported.has(rule)) continue;
    if (dialect === 'google' && rule.kind === 'allow' && hasIndexHtmlAlternative(pattern)) continue;
    // Worked out when a candidate first asks (most rules have none long enough).
    let shape: Shape | undefined;
    let looked = 0;
    let tried = 0;
    // A start holds no `*`: one longer than the pattern's literal start cannot begin it.
    const star = pattern.indexOf('*');
    const startsUpTo = star < 0 ? length : star;
    search: for (const slot of slots) {
      if (slot.length > startsUpTo || slot.longest < length) continue;
      const bucket = slot.bucket ? (pattern.startsWith(slot.bucket.start) ? slot.bucket : undefined) : buckets.get(pattern.slice(0, slot.length));
      if (!bucket || bucket.longest < length) continue;
      // Candidates longer than the pattern plus their wildcards have more literal characters than it has characters:
      // passed over, but counted as looked at (the count stops where it passes the bound: the search ends there).
      const candidates = bucket.candidates;
      const tooLong = length + bucket.widest;
      let at = 0;
      while (at < candidates.length && (candidates[at] as Candidate).length > tooLong && looked + at <= MAX_LOOKS_PER_RULE) at++;
      looked += at;
      if (looked > MAX_LOOKS_PER_RULE) break;
      for (; at < candidates.length; at++) {
        const candidate = candidates[at] as Candidate;
        // Longest first: once shorter, no later candidate outranks the rule.
        if (candidate.length < length) break;
        if (++looked > MAX_LOOKS_PER_RULE) break search;
        const other = candidate.rule;
        // Necessary conditions, cheapest first: each literal character of the other must match one of this rule's.
        if (other === rule) continue;
        shape ??= shapeOf(pattern);
        if (candidate.literals > shape.literals || (candidate.mask & ~shape.mask) !== 0) continue;
        if (candidate.segment !== '' && !pattern.includes(candidate.segment, candidate.start.length)) continue;
        if (!outranks(other, rule) || other.pattern === pattern) continue;
        if (++tried > MAX_CANDIDATES_PER_RULE || ++comparisons > MAX_COMPARISONS_PER_GROUP) break search;
        if (!covers(other.pattern, pattern)) continue;
        // A second copy of a rule is duplicate-rule's finding, not this one's.
        const repeats = rules.slice(0, index).some((earlier) => earlier.kind === rule.kind && earlier.pattern === pattern);
        if (!repeats) found.push({ rule, by: other, how: 'covers' });
        break search;
      }
    }
    if (comparisons > MAX_COMPARISONS_PER_GROUP) break;
  }
  return found;
}

/** The wildcard rules (patterns up to {@link MAX_COMPARED_LENGTH}) by their literal start, each bucket longest pattern first. */
function bucketsOf(wildcardRules: readonly LintRule[]): Map<string, Bucket> {
  const buckets = new Map<string, Bucket>();
  for (const rule of wildcardRules) {
    const pattern = rule.pattern;
    if (pattern.length > MAX_COMPARED_LENGTH) continue;
    const star = pattern.indexOf('*');
    const start = pattern.slice(0, star);
    const { literals, mask } = shapeOf(pattern);
    const candidate = { rule, length: pattern.length, start, literals, mask, segment: longestRunAfter(pattern, star) };
    let bucket = buckets.get(start);
    if (!bucket) {
      bucket = { start, candidates: [], longest: 0, widest: 0 };
      buckets.set(start, bucket);
    }
    bucket.candidates.push(candidate);
    bucket.longest = Math.max(bucket.longest, candidate.length);
    bucket.widest = Math.max(bucket.widest, candidate.length - literals);
  }
  // Stable: file order among patterns of one length.
  for (const bucket of buckets.values()) if (bucket.candidates.length > 1) bucket.candidates.sort((a, b) => b.length - a.length);
  return buckets;
}

/** One slot per bucket, its start compared with each rule: longest start first. */
function comparedSlots(buckets: ReadonlyMap<string, Bucket>): Slot[] {
  return [...buckets.values()].map((bucket) => ({ length: bucket.start.length, longest: bucket.longest, bucket })).sort((a, b) => b.length - a.length);
}

/** One slot per length of start, its bucket found by the rule's prefix of that length: longest first. */
function hashedSlots(buckets: ReadonlyMap<string, Bucket>): Slot[] {
  const longestAt = new Map<number, number>();
  for (const [start, bucket] of buckets) longestAt.set(start.length, Math.max(longestAt.get(start.length) ?? 0, bucket.longest));
  return [...longestAt].map(([length, longest]) => ({ length, longest })).sort((a, b) => b.length - a.length);
}

/** The end of a pattern's body: its length without a final `$`. */
function bodyEnd(pattern: string): number {
  return pattern.endsWith('$') ? pattern.length - 1 : pattern.length;
}

/** The {@link Shape} of a pattern, in one look at its characters. */
function shapeOf(pattern: string): Shape {
  const end = bodyEnd(pattern);
  let literals = 0;
  let mask = 0;
  for (let at = 0; at < end; at++) {
    const code = pattern.charCodeAt(at);
    if (code === 0x2a) continue;
    literals++;
    mask |= 1 << (code & 31);
  }
  return { literals, mask };
}

/** The longest run of literal characters of the pattern's body after `star` (its first `*`), the first of equal runs. */
function longestRunAfter(pattern: string, star: number): string {
  const end = bodyEnd(pattern);
  let best = 0;
  let bestLength = 0;
  let run = star + 1;
  for (let at = star + 1; at <= end; at++) {
    if (at < end && pattern.charCodeAt(at) !== 0x2a) continue;
    if (at - run > bestLength) {
      best = run;
      bestLength = at - run;
    }
    run = at + 1;
  }
  return pattern.slice(best, best + bestLength);
}

/** The pattern without a final `$`. */
function bodyOf(pattern: string): string {
  return pattern.endsWith('$') ? pattern.slice(0, -1) : pattern;
}

/** Whether `a` wins over `b` wherever both match: a longer pattern, or as long and an Allow against a Disallow. */
function outranks(a: LintRule, b: LintRule): boolean {
  return a.pattern.length > b.pattern.length || (a.pattern.length === b.pattern.length && a.kind === 'allow' && b.kind === 'disallow');
}

/** Google's `index.htm` rule applies to the pattern (docs/spec/google.md §3.3). */
function hasIndexHtmlAlternative(pattern: string): boolean {
  const slash = pattern.lastIndexOf('/');
  return slash >= 0 && pattern.startsWith('/index.htm', slash);
}

/**
 * Whether every path the pattern `inner` matches is matched by `outer` (sound, not complete): `outer` as a glob over
 * the whole path must match `inner` read as symbols, where each `*` of `inner` (and its open end) is a symbol only a
 * `*` of `outer` may absorb.
 */
export function covers(outer: string, inner: string): boolean {
  const glob = outer.endsWith('$') ? outer.slice(0, -1) : `${outer}*`;
  const symbols = [...bodyOf(inner)].map((char) => (char === '*' ? -1 : char.charCodeAt(0)));
  if (!inner.endsWith('$')) symbols.push(-1);
  return globMatches(glob, symbols);
}

/** Whether the glob (`*`: any run of symbols) matches all of `text`; a literal never matches a -1. Two pointers, one backtrack point. */
function globMatches(glob: string, text: readonly number[]): boolean {
  let g = 0;
  let t = 0;
  let starAt = -1;
  let resumeAt = 0;
  while (t < text.length) {
    if (g < glob.length && glob[g] === '*') {
      starAt = g++;
      resumeAt = t;
    } else if (g < glob.length && glob.charCodeAt(g) === text[t]) {
      g++;
      t++;
    } else if (starAt >= 0) {
      g = starAt + 1;
      t = ++resumeAt;
    } else return false;
  }
  while (glob[g] === '*') g++;
  return g === glob.length;
}

export function create(context: RuleContext): RuleListeners {
  const report = (rule: LintRule, by: LintRule, message: string): void =>
    context.report({
      code: 'unreachable-rule',
      message,
      offset: rule.offset,
      end: context.contentEnd(rule.line),
      related: [relatedAt(context, by, 'the rule that always wins')],
    });
  const precedence = DIALECT_PROPERTIES[context.primary].precedence;
  return {
    group({ rules, wildcardRules }: RuleGroup): void {
      if (rules.length < 2) return;
      if (precedence === 'longest-match') {
        for (const { rule, by, how } of shadowedRules(rules, context.primary, wildcardRules)) {
          report(
            rule,
            by,
            how === 'same-pattern'
              ? `This Disallow never decides: the Allow on line ${by.line} has the same pattern and wins the tie (RFC 9309 §2.2.2). Delete one of them.`
              : `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} never decides: line ${by.line} ("${by.value}") matches every URL it matches and always wins, being ${by.pattern.length > rule.pattern.length ? 'longer' : 'as long and an Allow'} (the longest match wins, RFC 9309 §2.2.2). Delete it, or make it more specific than line ${by.line}.`,
          );
        }
        return;
      }
      const earlier = new PrefixIndex();
      for (const rule of rules) {
        // Under disallow-wins readers an Allow neither decides against an earlier Disallow nor makes a later one redundant.
        if (rule.pattern === '' || (precedence !== 'first-match' && rule.kind !== 'disallow')) continue;
        {
          const first = firstPrefix(earlier, rule);
          if (first && precedence === 'first-match')
            report(
              rule,
              first,
              `This rule never decides: line ${first.line} ("${first.value}") matches every URL it matches and comes first, and the first match wins here. Put the more specific rule first.`,
            );
          else if (first && first.pattern !== rule.pattern)
            report(rule, first, `This Disallow is redundant: line ${first.line} ("${first.value}") already disallows every URL it matches.`);
        }
        earlier.add(rule.pattern, rule);
      }
    },
  };
}

/** The first earlier rule (shortest pattern first) whose pattern begins `rule`'s, on another line and not a copy of it (a copy is duplicate-rule's). */
function firstPrefix(earlier: PrefixIndex, rule: LintRule): LintRule | undefined {
  for (const first of earlier.prefixesOf(rule.pattern)) {
    if (first.line === rule.line || (first.pattern === rule.pattern && first.kind === rule.kind)) continue;
    return first;
  }
  return undefined;
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
