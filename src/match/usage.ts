/**
 * AI usage preferences for one URL and one robot, as draft-ietf-aipref-attach-05
 * §3.1 evaluates robots.txt `Content-Usage` rules (experimental; docs/spec/extensions.md §1.3–§1.6):
 *
 * - the robot's groups are the ones Allow/Disallow use: a robot with its own
 *   group gets nothing from `*` (no inheritance);
 * - a disallowed URL carries **no** preferences (`null`, not "unknown");
 * - of the rules whose path matches, the longest path (bytes of the pattern)
 *   decides; a rule without a path matches every URL with length 0, so any
 *   path rule beats it (§1.6 decision 2); rules tied at the longest length are
 *   combined most-restrictively (vocab-07 §5.1, §1.6 decision 3); shorter
 *   rules never fill in categories the winner leaves unknown (Ex. 2).
 *
 * `Content-Signal` lines of the same groups are reported beside them, in their
 * own vocabulary (never mapped to AIPREF).
 *
 * @module
 */
import { DIALECT_PROPERTIES, type Dialect } from '../model/dialect.ts';
import type { ContentSignalLine, ContentUsageRule, Group } from '../model/types.ts';
import { AIPREF_REVISION, CONTENT_SIGNAL_VOCABULARY, combineUsage, unknownCategories, type UsageValue } from '../model/usage.ts';
import { matchesPatternSource, pathStartsWith } from './pattern.ts';

/** What {@link RobotsTxt.usagePreferences} answers. */
export interface UsagePreferences {
  /** The AIPREF revision the answer follows: the drafts are not final. */
  readonly experimental: typeof AIPREF_REVISION;
  /** Whether the robot may fetch the URL (`undefined`: a bound file asked about another origin). */
  readonly allowed: boolean | undefined;
  /**
   * Each AIPREF category (`train-ai`, `search`) with `allowed`, `disallowed`
   * or `unknown`; `null` when the URL may not be fetched (a disallowed path
   * carries no preferences) or is on another origin.
   */
  readonly categories: Readonly<Record<string, UsageValue>> | null;
  /** The `Content-Usage` rules that decided (several when tied at the longest path), in file order. */
  readonly rules: readonly ContentUsageRule[];
  /**
   * The `Content-Signal` of the robot's groups (Cloudflare's vocabulary, kept
   * apart): each key with `yes`, `no`, a `use` level or `unstated`; several
   * lines combine most-restrictively per key. `null` when the URL may not be
   * fetched or no line applies.
   */
  readonly signals: Readonly<Record<string, string>> | null;
  /** The `Content-Signal` lines behind {@link UsagePreferences.signals}. */
  readonly signalLines: readonly ContentSignalLine[];
  /** Why, one sentence each, in the style of `explain`. */
  readonly reasons: readonly string[];
}

/** What the evaluation needs from a compiled file. */
export interface UsageQuery {
  readonly dialect: Dialect;
  /** The robot's groups (as Allow/Disallow select them). */
  readonly groups: readonly Group[];
  /** The URL's path as the dialect compares it. */
  readonly path: string;
  /** Whether the robot may fetch the URL (`undefined`: another origin). */
  readonly allowed: boolean | undefined;
}

const encoder = new TextEncoder();

/** Evaluates the `Content-Usage` and `Content-Signal` lines of the robot's groups for one path. */
export function evaluateUsage(query: UsageQuery): UsagePreferences {
  const { groups, path, allowed } = query;
  const rules = groups.flatMap((group) => group.contentUsage).sort((a, b) => a.ref.offset - b.ref.offset);
  const signalLines = groups.flatMap((group) => group.contentSignals).sort((a, b) => a.ref.offset - b.ref.offset);
  const base = { experimental: AIPREF_REVISION, allowed, signalLines } as const;
  if (allowed === undefined)
    return { ...base, categories: null, rules: [], signals: null, reasons: ['The URL is on another origin than the robots.txt, which says nothing about it.'] };
  if (!allowed)
    return {
      ...base,
      categories: null,
      rules: [],
      signals: null,
      reasons: ['The robot may not fetch this URL, and a disallowed path carries no usage preferences (AIPREF attach-05 §3.1).'],
    };
  const reasons: string[] = [];
  const wildcards = DIALECT_PROPERTIES[query.dialect].wildcards;
  let best = -2;
  let winners: ContentUsageRule[] = [];
  for (const rule of rules) {
    const length = matchLength(rule, path, wildcards);
    if (length === -2 || length < best) continue;
    if (length > best) winners = [];
    best = length;
    winners.push(rule);
  }
  let categories: Record<string, UsageValue>;
  if (rules.length === 0) {
    categories = unknownCategories();
    reasons.push(
      groups.length === 0
        ? 'No group applies to the robot, so no Content-Usage rule does: every category is unknown.'
        : `The robot's group${groups.length > 1 ? 's have' : ' has'} no Content-Usage rule, and nothing is inherited from other groups: every category is unknown.`,
    );
  } else if (winners.length === 0) {
    categories = unknownCategories();
    reasons.push(`No Content-Usage rule of the robot's groups matches ${path}: every category is unknown.`);
  } else {
    categories = combineUsage(winners.map((rule) => rule.statement.categories));
    const lines = winners.map((rule) => `line ${rule.ref.line} "Content-Usage: ${rule.value}"`).join(' and ');
    const scope = best < 0 ? 'has no path, so it applies to every path' : `has the longest matching path (${best} bytes)`;
    reasons.push(
      winners.length > 1
        ? `${lines} are tied: each ${scope}; combined, the most restrictive value wins (AIPREF vocab-07 §5.1).`
        : `${lines} ${scope} and decides alone: shorter rules do not fill in what it leaves unknown.`,
    );
  }
  const signals = signalLines.length === 0 ? null : combineSignals(signalLines);
  if (signals) reasons.push(`Content-Signal (Cloudflare's vocabulary, not mapped to AIPREF) from line ${signalLines.map((line) => line.ref.line).join(', ')}.`);
  return { ...base, categories, rules: winners, signals, reasons };
}

/** The rule's match length on `path`: -1 for a rule without a path (matches everything, loses to any path), -2 for no match. */
function matchLength(rule: ContentUsageRule, path: string, wildcards: boolean): number {
  if (rule.pattern === undefined) return -1;
  const matches = wildcards ? matchesPatternSource(rule.pattern, path) : pathStartsWith(path, rule.pattern);
  return matches ? encoder.encode(rule.pattern).length : -2;
}

/**
 * Combines Content-Signal lines most-restrictively per key (extensions.md §2.5,
 * the recommended reading where Cloudflare says nothing): `no` beats `yes`;
 * of `use` levels, the least permissive wins; `unstated` loses to any value.
 */
export function combineSignals(lines: readonly ContentSignalLine[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { key, values } of CONTENT_SIGNAL_VOCABULARY) {
    // A key's values run from most to least permissive for yes/no, least to most for `use`: rank by restrictiveness.
    const rank = (value: string): number => (values[0] === 'yes' ? values.indexOf(value) : values.length - 1 - values.indexOf(value));
    let chosen = 'unstated';
    for (const line of lines) {
      const value = line.statement.signals[key] ?? 'unstated';
      if (value === 'unstated') continue;
      if (chosen === 'unstated' || rank(value) > rank(chosen)) chosen = value;
    }
    result[key] = chosen;
  }
  return result;
}
