/**
 * RFC 9309 group selection and longest-match precedence, shared by the
 * `rfc9309` and `google` dialects (docs/spec/dialects.md §3.5–§3.7, docs/spec/google.md §3.2–§3.3).
 *
 * @module
 */
import type { CompactGroup, CompactModel } from '../../model/compact.ts';
import type { Rule } from '../../model/types.ts';
import { agentValueToken, leadingProductToken, tokenMayHaveLength } from '../agent.ts';
import type { CompiledRule } from '../compiled-rule.ts';
import type { Specificity } from '../types.ts';
import type { RuleIndex } from '../rule-index.ts';
import type { PathSpan } from '../url.ts';
import { policyOf, scratch, type AgentIndex, type AgentPolicy, type PolicyCache, type Verdict } from './dialect.ts';

/**
 * Whether a User-agent value is the global `*`: exactly `*`, or `*` followed
 * by whitespace and anything (A-9; Google reads `* foo` as `*`, docs/spec/google.md §3.2).
 */
export function isGlobalAgent(value: string): boolean {
  if (value.charCodeAt(0) !== 0x2a /* * */) return false;
  const next = value.charCodeAt(1);
  return value.length === 1 || next === 0x20 || (next >= 0x09 && next <= 0x0d);
}

/** Lower-cases ASCII letters only, as Google's `EqualsIgnoreCase` compares (`K`, the Kelvin sign, stays). */
function asciiLower(text: string): string {
  return /[^\x00-\x7f]/.test(text) ? text.replace(/[A-Z]+/g, (run) => run.toLowerCase()) : text.toLowerCase();
}

/** Whether a User-agent value is `*`, or `*` and whitespace; rfc9309 reads any value whose product is `*` so. */
function namesEveryRobot(value: string, google: boolean): boolean {
  return google ? isGlobalAgent(value) : agentValueToken(value) === '*';
}

/**
 * What a group's User-agent value is indexed by, lower-cased: its product, a
 * trailing `*` dropped (rfc9309, A-9), or Google's leading `[A-Za-z_-]` run (google).
 */
function indexToken(value: string, google: boolean): string {
  return google ? leadingProductToken(value).toLowerCase() : agentValueToken(value).toLowerCase();
}

/**
 * The groups that apply: every group naming the robot, merged; else every
 * `*` group, merged (RFC 9309 §2.2.1; A-3). A group naming both the robot and
 * `*` counts as naming the robot.
 */
export function selectGroups(model: CompactModel, token: string, cache: PolicyCache, google = false): { groups: readonly CompactGroup[]; specific: boolean } {
  // Google compares even an empty agent: it names the groups whose leading run is empty (docs/spec/google.md §3.2).
  const key = token === '' && !google ? undefined : google ? asciiLower(token) : token.toLowerCase();
  // The first robot asked about: one pass over the groups finds its own and the `*` ones, with no index
  // (most compiled files are asked about one robot only); a second robot builds the index.
  if (cache.agentIndex === undefined && !cache.selectedOnce) {
    cache.selectedOnce = true;
    return groupsNaming(model, key, google);
  }
  const agents = (cache.agentIndex ??= agentIndexOf(model, google));
  const named = key === undefined ? undefined : agents.byToken.get(key);
  if (named) return { groups: named, specific: true };
  return { groups: agents.global, specific: false };
}

/** {@link selectGroups} by one pass over the groups: those whose index token is `key` (lower-cased), else the `*` ones. */
function groupsNaming(model: CompactModel, key: string | undefined, google: boolean): { groups: readonly CompactGroup[]; specific: boolean } {
  let named: CompactGroup[] | undefined;
  let global: CompactGroup[] | undefined;
  for (const group of model.groups) {
    let isGlobal = false;
    for (const agent of group.agents) {
      if (namesEveryRobot(agent.value, google)) {
        isGlobal = true;
        continue;
      }
      if (key !== undefined && namesKey(agent.value, key, google)) {
        (named ??= []).push(group);
        // Once per group, however many of its lines name the token.
        break;
      }
    }
    if (isGlobal) (global ??= []).push(group);
  }
  if (named) return { groups: named, specific: true };
  return { groups: global ?? NO_GROUPS, specific: false };
}

/** The selection of no group. */
const NO_GROUPS: readonly CompactGroup[] = Object.freeze([]);

/** Whether `indexToken(value, google) === key`, the token made only when its length does not rule it out. */
function namesKey(value: string, key: string, google: boolean): boolean {
  if (!tokenMayHaveLength(value, key.length, google)) return false;
  // An empty product names nobody (rfc9309); Google matches it with an empty agent.
  const token = indexToken(value, google);
  return (token !== '' || google) && token === key;
}

/** The groups each product token names (A-9; google: the leading `[A-Za-z_-]` run), and the `*` groups. */
function agentIndexOf(model: CompactModel, google: boolean): AgentIndex {
  const byToken = new Map<string, CompactGroup[]>();
  const global: CompactGroup[] = [];
  for (const group of model.groups) {
    let isGlobal = false;
    for (const agent of group.agents) {
      if (namesEveryRobot(agent.value, google)) {
        isGlobal = true;
        continue;
      }
      const token = indexToken(agent.value, google);
      // An empty product names nobody (rfc9309); Google matches it with an empty agent.
      if (token === '' && !google) continue;
      const list = byToken.get(token);
      if (!list) byToken.set(token, [group]);
      // Once per group, however many of its lines name the token.
      else if (list[list.length - 1] !== group) list.push(group);
    }
    if (isGlobal) global.push(group);
  }
  return { byToken, global };
}

/**
 * Google's `index.htm` rule (docs/spec/google.md §3.3): `Allow: /d/index.html` also
 * allows exactly `/d/`. Returns the extra pattern `/d/$`, or `undefined`.
 */
export function indexHtmlAlternative(pattern: string): string | undefined {
  const slash = pattern.lastIndexOf('/');
  if (slash < 0 || !pattern.startsWith('/index.htm', slash)) return undefined;
  return `${pattern.slice(0, slash + 1)}$`;
}

/** Builds the policy of the selected groups; `google` reads agents Google's way and adds its alternative Allow patterns. */
export function longestMatchPolicy(model: CompactModel, token: string, google: boolean, cache: PolicyCache): AgentPolicy {
  const { groups, specific } = selectGroups(model, token, cache, google);
  return policyOf(groups, model, cache, specific, google ? indexHtmlAlternatives : undefined);
}

/** Google's extra Allow patterns (`/d/$` for `Allow: /d/index.html`). */
function indexHtmlAlternatives(rules: readonly CompiledRule[]): CompiledRule[] {
  const extra: CompiledRule[] = [];
  for (const compiled of rules) {
    const alternative = compiled.kind === 'allow' ? indexHtmlAlternative(compiled.source) : undefined;
    // Google's patterns have wildcards (`/d/$` needs its `$`).
    if (alternative !== undefined) extra.push(compiled.withPattern(alternative, true));
  }
  return extra;
}

/**
 * The most specific matching rule: the highest specificity wins, Allow wins
 * a tie (RFC 9309 §2.2.2, A-12, A-13), and among equals the earlier line.
 */
export function mostSpecificMatch(policy: AgentPolicy, path: string, specificity: Specificity): Rule | undefined {
  return mostSpecificCompiled(policy.index, path, specificity)?.rule;
}

/**
 * {@link mostSpecificMatch} as the policy's compiled rule: its kind and order without the model's rule
 * (`isAllowed` never builds the full model, and `compileMatcher` has none).
 */
function mostSpecificCompiled(index: RuleIndex, path: string, specificity: Specificity): CompiledRule | undefined {
  // The index ranks rules by pattern length, Allow first, then line: its best match is the answer.
  if (specificity === 'pattern-length') return index.best(path);
  let best: CompiledRule | undefined;
  let bestScore = -1;
  for (const compiled of index.matches(path, scratch)) {
    const score = compiled.pattern.matchedOctets(path);
    // Kind and order are on the compiled rule: the model's rule is looked up for the winner only.
    if (
      !best ||
      score > bestScore ||
      (score === bestScore && compiled.kind === 'allow' && best.kind === 'disallow') ||
      (score === bestScore && compiled.kind === best.kind && compiled.order < best.order)
    ) {
      best = compiled;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Whether the most specific matching rule (if any) allows the path
 * `span.text.slice(span.start, span.end)`: the `isAllowed` fast path of
 * {@link mostSpecificMatch}. No match allows.
 */
export function mostSpecificAllows(index: RuleIndex, span: PathSpan, specificity: Specificity): boolean {
  if (specificity === 'pattern-length') {
    return index.allows(span.text, span.start, span.end);
  }
  return mostSpecificCompiled(index, span.text.slice(span.start, span.end), specificity)?.kind !== 'disallow';
}

/** A verdict from the most specific match, if any. */
export function verdictOf(rule: Rule | undefined): Verdict | undefined {
  return rule ? { allowed: rule.kind === 'allow', reasonCode: 'rule-matched', rule } : undefined;
}
