/**
 * `star-rules-not-inherited`: a robot with a group of its own obeys none of the `User-agent: *` rules (RFC 9309
 * §2.2.1; the 1994 rules and the 1996 draft read records the same way), so the Disallow lines written for every robot
 * do not bind it. Reported on the robot's first User-agent line, naming the `*` Disallow lines it no longer obeys,
 * only when that matters:
 *
 * - the `*` group has a Disallow with a value, and none that shuts out everything (then the named groups are the
 *   exceptions the file is written for);
 * - the robot's own rules restrict something (a group that opens everything says so on purpose; a group without
 *   rules is `group-without-rules`'s);
 * - a `*` Disallow is lost unless one of the robot's patterns is a prefix of it: a Disallow that repeats or widens it
 *   (`Disallow: /`) keeps it, an Allow that opens it says the robot is meant to go there;
 * - the robot is not one that ignores `*` groups anyway (AdsBot-Google) or a control token no crawler sends
 *   (Google-Extended), as the known-crawler table says.
 *
 * Only the robot's first group is reported on (a second group for it is `agent-in-several-groups`'s).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';
import { listOf } from '../context.ts';
import type { LintAgent, LintGroup, LintRule } from '../lint-model.ts';
import { PrefixIndex } from '../prefix-index.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import { agentName, relatedAt } from '../text.ts';
import type { RuleMeta } from '../types.ts';
import { knownCrawler } from '../../crawlers/known-crawlers.ts';
import { nameUnder } from './duplicate-user-agent.ts';

export const meta: RuleMeta = {
  code: 'star-rules-not-inherited',
  family: 'meaning',
  title: 'Named group ignores the `*` rules',
  what: 'A robot with a group of its own, while the `User-agent: *` group disallows paths that its group does not.',
  why: 'A robot obeys only the group that names it: none of the `*` rules apply to it (RFC 9309 §2.2.1, and the 1994 records before it). Writers often expect the named group to add to the `*` rules, and the robot then crawls what they meant to keep from every robot.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.1'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: FooBot\nDisallow: /drafts/\n',
  good: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: FooBot\nDisallow: /admin/\nDisallow: /drafts/\n',
  fix: 'Repeat in the named group the `*` rules the robot should keep.',
  anchors: [],
};

/** How many of the lost rules a finding lists. */
const LISTED = 5;

/** Whether a rule is `Disallow: /` (or `/*`). */
const disallowsAll = (rule: LintRule): boolean => rule.kind === 'disallow' && (rule.value === '/' || rule.value === '/*');

/** Up to how many prefixes of a robot's rules are tried one by one (beyond, they are indexed). */
const MAX_PLAIN_PREFIXES = 16;

export function create(context: RuleContext): RuleListeners {
  return {
    end(): void {
      const dialect = context.model.dialect;
      const properties = DIALECT_PROPERTIES[dialect];
      const groups = context.model.groups;
      const isStar = (agent: LintAgent): boolean => agent.value.startsWith('*') && agentName(agent.value) === '*';
      // Most files have no named group with rules: they are done here, before any rule is read.
      if (!groups.some((group) => group.rules.length > 0 && !group.agents.every(isStar))) return;
      const starGroups = groups.filter((group) => group.agents.some(isStar));
      // Merged groups: every `*` group applies; records: the first.
      const applying = properties.agentSelection === 'merged-groups' ? starGroups : starGroups.slice(0, 1);
      // A value that starts with neither `/` nor a wildcard `*` matches no path (`path-start`'s): nothing is lost with it.
      const restricts = (rule: LintRule): boolean =>
        rule.kind === 'disallow' && (rule.value.startsWith('/') || (properties.wildcards && rule.value.startsWith('*')));
      const starRules = applying.flatMap((group) => group.rules.filter(restricts));
      if (starRules.length === 0 || starRules.some(disallowsAll)) return;
      // The robot each User-agent line names, by group.
      const names = groups.map((group) => group.agents.map((agent) => nameUnder(dialect, agent.value)));
      const namesOf = (group: LintGroup): readonly string[] => names[group.index] as string[];
      // Each robot's groups, in file order.
      const groupsOf = new Map<string, LintGroup[]>();
      for (const group of groups) {
        for (const name of namesOf(group)) {
          if (name === '' || name === '*') continue;
          const list = groupsOf.get(name);
          if (!list) groupsOf.set(name, [group]);
          else if (list[list.length - 1] !== group) list.push(group);
        }
      }
      for (const group of groups) {
        // A group that disallows everything keeps every rule (the common group of a robot shut out).
        if (group.rules.some(disallowsAll)) continue;
        // The robots whose first group this is, each by its first line here.
        const robots = new Map<string, LintAgent>();
        namesOf(group).forEach((name, i) => {
          if (name !== '' && name !== '*' && !robots.has(name) && groupsOf.get(name)?.[0] === group) robots.set(name, group.agents[i] as LintAgent);
        });
        const lostTo = (robotNames: readonly string[], most: number): LintRule[] => {
          const own = properties.agentSelection === 'merged-groups' ? new Set(robotNames.flatMap((name) => groupsOf.get(name) ?? [])) : new Set([group]);
          return lostRules(
            starRules,
            [...own].flatMap((each) => each.rules),
            properties.wildcards,
            most,
          );
        };
        // Whether one rule is lost is found fast; the whole list only for a finding.
        if (robots.size === 0 || lostTo([...robots.keys()], 1).length === 0) continue;
        // Asked only now, as few groups get here: the crawlers that ignore `*` groups anyway, and the control tokens.
        for (const name of robots.keys()) {
          const known = knownCrawler(name);
          if (known?.obeysOnlyWhenNamed || known?.controls !== undefined) robots.delete(name);
        }
        const lost = robots.size === 0 ? [] : lostTo([...robots.keys()], Infinity);
        if (lost.length === 0) continue;
        const agents = [...robots.values()];
        const first = agents[0] as LintAgent;
        const named = listOf(agents.map((agent) => `"${agent.value}"`));
        const one = agents.length === 1;
        const listed = lost.slice(0, LISTED).map((rule) => `"Disallow: ${rule.value}" (line ${rule.line})`);
        const more = lost.length > LISTED ? `${listed.join(', ')} and ${lost.length - LISTED} more` : listOf(listed);
        context.report({
          code: 'star-rules-not-inherited',
          message: `${named} ${one ? 'has a group' : 'have a group'} of ${one ? 'its' : 'their'} own, so ${one ? 'it obeys' : 'they obey'} none of the "User-agent: *" rules: ${more} ${lost.length === 1 ? 'does' : 'do'} not apply to ${one ? 'it' : 'them'}. Repeat in this group the rules ${one ? 'it' : 'they'} should keep.`,
          offset: first.offset,
          end: context.contentEnd(first.line),
          related: lost
            .slice(0, LISTED)
            .map((rule) => relatedAt(context, rule, `a "User-agent: *" rule ${one ? 'this robot does' : 'these robots do'} not obey`)),
        });
      }
    },
  };
}

/**
 * The `*` Disallow rules (the first `most` of them) that the robot's own rules do not speak for; none when its rules
 * restrict nothing. A rule of
 * the robot speaks for a `*` rule when its pattern, less a trailing `*` and with no final `$`, begins the `*` rule's
 * pattern: rules match by prefix, so it matches every path the `*` rule matches. A Disallow then disallows them all,
 * and an Allow opens them on purpose.
 */
function lostRules(starRules: readonly LintRule[], own: readonly LintRule[], wildcards: boolean, most: number): LintRule[] {
  if (!own.some((rule) => rule.kind === 'disallow' && rule.value !== '')) return [];
  const prefixes: [string, LintRule][] = [];
  const exact = new Set<string>();
  for (const rule of own) {
    if (rule.value === '') continue;
    exact.add(rule.pattern);
    const prefix = !wildcards
      ? rule.pattern
      : rule.pattern.endsWith('$')
        ? undefined
        : rule.pattern.endsWith('*')
          ? rule.pattern.replace(/\*+$/, '')
          : rule.pattern;
    // `/` (or `/*`, `*`) begins every `*` rule that restricts a path.
    if (prefix === '' || prefix === '/') return [];
    if (prefix !== undefined) prefixes.push([prefix, rule]);
  }
  // A few prefixes are tried in turn; many go in an index, so that a group of thousands of rules costs no more than linear time.
  let covered = (text: string): boolean => prefixes.some(([prefix]) => text.startsWith(prefix));
  if (prefixes.length > MAX_PLAIN_PREFIXES) {
    const index = new PrefixIndex();
    for (const [prefix, rule] of prefixes) index.add(prefix, rule);
    covered = (text) => index.prefixesOf(text).next().done !== true;
  }
  const ownRules = new Set(own);
  const lost: LintRule[] = [];
  for (const rule of starRules) {
    if (lost.length >= most) break;
    if (!ownRules.has(rule) && !exact.has(rule.pattern) && !covered(rule.pattern)) lost.push(rule);
  }
  return lost;
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
