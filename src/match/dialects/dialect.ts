/**
 * What every dialect's matcher provides, and the pieces they share.
 *
 * @module
 */
import { DIALECT_PROPERTIES, type RulePrecedence } from '../../model/dialect.ts';
import type { CompactGroup, CompactModel } from '../../model/compact.ts';
import type { Group, Rule } from '../../model/types.ts';
import { compileGroupRules, type CompiledRule } from '../compiled-rule.ts';
import { RuleIndex, type Precedence } from '../rule-index.ts';
import type { AgentMatchDirection, ReasonCode, Specificity } from '../types.ts';
import type { PathSpan } from '../url.ts';

/** Matcher options after defaults are applied. */
export interface MatcherOptions {
  readonly agentMatch: AgentMatchDirection;
  readonly specificity: Specificity;
}

/** What applies to one robot: computed once per robot token and cached. */
export interface AgentPolicy {
  /** The records or groups that apply, in file order (empty: none): the model's (built when first read). */
  readonly groups: readonly Group[];
  /** The same records or groups as the compact model has them (`explain` reads these: no model is built). */
  readonly compactGroups: readonly CompactGroup[];
  /** google: true when the applicable groups name the robot (not `*`). */
  readonly specific: boolean;
  /** The applicable rules, in the order the dialect examines them. */
  readonly rules: readonly CompiledRule[];
  /** The rules with non-empty patterns, indexed by literal prefix. */
  readonly index: RuleIndex;
  /** Whether the file has any record or group at all (to tell "empty file" from "no record for you"). */
  readonly fileHasGroups: boolean;
  /** The verdict when no rule matches (computed once: it depends on the policy alone). */
  readonly noMatch: Verdict;
}

/** The outcome for one path. */
export interface Verdict {
  readonly allowed: boolean;
  readonly reasonCode: ReasonCode;
  /** The deciding rule. */
  readonly rule?: Rule;
}

/** One dialect's matching logic. */
export interface DialectMatcher {
  /** The path of `url` as the dialect compares it (`localPath(url)`, then the dialect's percent-encoding rules). */
  pathOf(url: string): string;
  /** The records or groups that apply to the robot token, with their rules ready. */
  policy(model: CompactModel, token: string, options: MatcherOptions, cache: PolicyCache): AgentPolicy;
  /** The verdict for a prepared path. */
  decide(policy: AgentPolicy, path: string, options: MatcherOptions): Verdict;
  /**
   * `decide(policy, pathOf(url), options).allowed` for the policy whose rule index is `index`, without
   * building a verdict (the `isAllowed` fast path; a dialect may read the path where it stands in `url`).
   * It takes the index, not the policy: `isAllowed` keeps the indexes of the last robots asked about
   * (one memory access less on each file's first question; see RobotsMatcher.isAllowed).
   */
  isAllowed(index: RuleIndex, url: string, options: MatcherOptions): boolean;
  /** Every rule of the policy that matches the path, in file order (for explanations). */
  matchingRules(policy: AgentPolicy, path: string): Rule[];
}

/** Rules of the policy whose non-empty pattern matches the path, in file order, each once. */
export function nonEmptyMatches(policy: AgentPolicy, path: string): Rule[] {
  const matched = new Set(policy.index.matches(path).map((compiled) => compiled.rule));
  return [...matched].sort((a, b) => a.order - b.order);
}

/** A scratch array for lookups: matching is synchronous, so one array serves every call. */
export const scratch: CompiledRule[] = [];

/** A scratch span for the `isAllowed` fast paths, for the same reason. */
export const scratchSpan: PathSpan = { text: '', start: 0, end: 0 };

/** The rule of the policy that matches `path` and comes first in the file, if any (needs a `file-order` policy). */
export function firstMatchInFileOrder(policy: AgentPolicy, path: string): Rule | undefined {
  return policy.index.best(path)?.rule;
}

/**
 * What one compiled file remembers between questions (each `RobotsTxt` owns
 * one, so it is freed with the file): the policies already built, keyed by
 * the groups they cover, so that every robot landing on the same groups
 * (typically all of them on the `*` group) shares one compiled, indexed rule
 * set; and the groups each product token names.
 */
export class PolicyCache {
  /** The first policy built and its key (most files are asked as one robot: no map for them). */
  first: AgentPolicy | undefined = undefined;
  /** The key of {@link first}. */
  firstKey = '';
  /** The policies after the first, by key (made for the second). */
  byGroups: Map<string, AgentPolicy> | undefined = undefined;
  /** Built by the longest-match dialects for the second robot asked about (the first is found by one pass over the groups). */
  agentIndex: AgentIndex | undefined = undefined;
  /** Whether groups were selected for a robot already (the next selection builds {@link agentIndex}). */
  selectedOnce = false;
}

/** The groups each product token names (lower-cased), and the `*` groups. */
export interface AgentIndex {
  readonly byToken: Map<string, CompactGroup[]>;
  readonly global: CompactGroup[];
}

/** The order the rule index ranks rules in, for each precedence: its best match is the deciding rule. */
const INDEX_ORDER: Readonly<Record<RulePrecedence, Precedence>> = {
  // Any match disallows: the first in file order is as good as any (1994 has no Allow).
  'any-disallow': 'file-order',
  'first-match': 'file-order',
  'longest-match': 'pattern-length',
};

/**
 * The policy of the applicable groups: their rules compiled and indexed, built
 * once per file and set of groups. Whether `*` and `$` are special and how
 * the index ranks rules come from the model's dialect ({@link DIALECT_PROPERTIES}).
 * `extraRules` adds rules derived from these (Google's `index.htm` alternatives).
 */
export function policyOf(
  groups: readonly CompactGroup[],
  model: CompactModel,
  cache: PolicyCache,
  specific = false,
  extraRules?: (rules: readonly CompiledRule[]) => CompiledRule[],
): AgentPolicy {
  const key = groupsKey(groups, specific);
  let policy = cache.firstKey === key ? cache.first : cache.byGroups?.get(key);
  if (!policy) {
    const { wildcards, precedence } = DIALECT_PROPERTIES[model.dialect];
    const compiled = compileGroupRules(model, groups, wildcards);
    const extra = extraRules?.(compiled);
    const rules = extra !== undefined && extra.length > 0 ? [...compiled, ...extra] : compiled;
    const fileHasGroups = model.groups.length > 0;
    const index = new RuleIndex(rules, INDEX_ORDER[precedence]);
    policy = new GroupsPolicy(model, groups, specific, rules, index, fileHasGroups, noMatchVerdict(groups, rules, fileHasGroups));
    if (cache.first === undefined) {
      cache.first = policy;
      cache.firstKey = key;
    } else (cache.byGroups ??= new Map()).set(key, policy);
  }
  return policy;
}

/** An {@link AgentPolicy} whose groups are the model's, looked up when first read (`groupsFor`; `explain` reads `compactGroups`). */
class GroupsPolicy implements AgentPolicy {
  private modelGroups: readonly Group[] | undefined = undefined;
  constructor(
    private readonly model: CompactModel,
    readonly compactGroups: readonly CompactGroup[],
    readonly specific: boolean,
    readonly rules: readonly CompiledRule[],
    readonly index: RuleIndex,
    readonly fileHasGroups: boolean,
    readonly noMatch: Verdict,
  ) {}

  get groups(): readonly Group[] {
    this.modelGroups ??= this.compactGroups.map((group) => this.model.group(group.index));
    return this.modelGroups;
  }
}

/** A key for a set of groups: `g0`, `s2,5` (`s` when the groups name the robot). */
function groupsKey(groups: readonly CompactGroup[], specific: boolean): string {
  const prefix = specific ? 's' : 'g';
  if (groups.length === 1) return `${prefix}${(groups[0] as CompactGroup).index}`;
  return `${prefix}${groups.map((group) => group.index).join(',')}`;
}

function noMatchVerdict(groups: readonly CompactGroup[], rules: readonly CompiledRule[], fileHasGroups: boolean): Verdict {
  if (groups.length === 0) return { allowed: true, reasonCode: fileHasGroups ? 'no-applicable-record' : 'empty-file' };
  if (rules.length === 0) return { allowed: true, reasonCode: 'record-without-rules' };
  // (A derived pattern is never empty, and neither is the pattern it came from.)
  if (rules.every((compiled) => compiled.source === '')) return { allowed: true, reasonCode: 'empty-disallow' };
  return { allowed: true, reasonCode: 'no-rule-matched' };
}

/** True when the path is exactly `/robots.txt` (with a query it is another resource). */
export function isRobotsTxtPath(path: string): boolean {
  return path === '/robots.txt';
}

/** {@link isRobotsTxtPath} of a span. */
export function isRobotsTxtSpan({ text, start, end }: PathSpan): boolean {
  return end - start === 11 && text.startsWith('/robots.txt', start);
}
