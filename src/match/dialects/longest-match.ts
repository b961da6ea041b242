/**
 * RFC 9309 group selection and longest-match precedence, shared by the
 * `rfc9309` and `google` dialects (dialects.md §3.5–§3.7, google.md §3.2–§3.3).
 *
 * @module
 */
import type { Group, RobotsModel, Rule } from '../../model/types.ts';
import { leadingProductToken } from '../agent.ts';
import { compilePattern } from '../pattern.ts';
import { RuleIndex } from '../rule-index.ts';
import type { Specificity } from '../types.ts';
import { compileRules, type AgentPolicy, type CompiledRule, type Verdict } from './dialect.ts';

/**
 * Whether a User-agent value is the global `*`: exactly `*`, or `*` followed
 * by whitespace and anything (A-9; Google reads `* foo` as `*`).
 */
export function isGlobalAgent(value: string): boolean {
  return value === '*' || /^\*[ \t]/.test(value);
}

/** The product token a User-agent value counts as: its leading `[A-Za-z_-]` run. */
export function agentValueToken(value: string): string {
  return leadingProductToken(value);
}

/** Whether a group names the robot (case-insensitive equality of product tokens, RFC 9309 §2.2.1). */
export function namesRobot(group: Group, token: string): boolean {
  if (token === '') return false;
  const lower = token.toLowerCase();
  return group.agents.some((agent) => !isGlobalAgent(agent.value) && agentValueToken(agent.value).toLowerCase() === lower);
}

/**
 * The groups that apply: every group naming the robot, merged; else every
 * `*` group, merged (RFC 9309 §2.2.1; A-3). A group naming both the robot and
 * `*` counts as naming the robot.
 */
export function selectGroups(model: RobotsModel, token: string): { groups: Group[]; specific: boolean } {
  const named = model.groups.filter((group) => namesRobot(group, token));
  if (named.length > 0) return { groups: named, specific: true };
  return { groups: model.groups.filter((group) => group.agents.some((agent) => isGlobalAgent(agent.value))), specific: false };
}

/**
 * Google's `index.htm` rule (google.md §3.3): `Allow: /d/index.html` also
 * allows exactly `/d/`. Returns the extra pattern `/d/$`, or `undefined`.
 */
export function indexHtmlAlternative(pattern: string): string | undefined {
  const slash = pattern.lastIndexOf('/');
  if (slash < 0 || !pattern.startsWith('/index.htm', slash)) return undefined;
  return `${pattern.slice(0, slash + 1)}$`;
}

/** Builds the policy of the selected groups; with `indexHtml`, adds Google's alternative Allow patterns. */
export function longestMatchPolicy(model: RobotsModel, token: string, indexHtml: boolean): AgentPolicy {
  const { groups, specific } = selectGroups(model, token);
  const rules: CompiledRule[] = compileRules(
    groups.flatMap((group) => group.rules),
    true,
  );
  if (indexHtml) {
    for (const compiled of [...rules]) {
      const alternative = compiled.rule.kind === 'allow' ? indexHtmlAlternative(compiled.rule.pattern) : undefined;
      if (alternative !== undefined) rules.push({ rule: compiled.rule, pattern: compilePattern(alternative, true) });
    }
  }
  return { groups, specific, rules, index: new RuleIndex(rules, true), fileHasGroups: model.groups.length > 0 };
}

/**
 * The most specific matching rule: the highest specificity wins, Allow wins
 * a tie (RFC 9309 §2.2.2, A-12, A-13), and among equals the earlier line.
 */
export function mostSpecificMatch(policy: AgentPolicy, path: string, specificity: Specificity): Rule | undefined {
  let best: Rule | undefined;
  let bestScore = -1;
  policy.index.forEachMatch(path, (compiled) => {
    const score = specificity === 'pattern-length' ? compiled.pattern.length : compiled.pattern.matchedOctets(path);
    const rule = compiled.rule;
    if (
      !best ||
      score > bestScore ||
      (score === bestScore && rule.kind === 'allow' && best.kind === 'disallow') ||
      (score === bestScore && rule.kind === best.kind && rule.order < best.order)
    ) {
      best = rule;
      bestScore = score;
    }
  });
  return best;
}

/** A verdict from the most specific match, if any. */
export function verdictOf(rule: Rule | undefined): Verdict | undefined {
  return rule ? { allowed: rule.kind === 'allow', reasonCode: 'rule-matched', rule } : undefined;
}
