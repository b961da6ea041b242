/**
 * `agent-in-several-groups`: a robot named by two groups. RFC 9309 and Google merge them; the 1994 rules and the
 * draft obey only the first. (`User-agent: *` twice is `duplicate-star-group`'s.)
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { listOf } from '../context.ts';
import type { LintAgent, LintGroup } from '../lint-model.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import { agentName, relatedAt } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'agent-in-several-groups',
  family: 'structure',
  title: 'One robot in several groups',
  what: 'The same robot name appears in more than one record or group.',
  why: 'RFC 9309 and Google merge the groups; 1994 and draft readers obey only the first.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.1'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: FooBot\nDisallow: /a/\n\nUser-agent: FooBot\nDisallow: /b/\n',
  good: 'User-agent: FooBot\nDisallow: /a/\nDisallow: /b/\n',
  fix: 'Merge the groups into one.',
  anchors: [],
};

/** A User-agent line naming a robot an earlier group names, with that group and the name compared. */
export interface RepeatedAgent {
  readonly agent: LintAgent;
  readonly earlier: LintGroup;
  readonly name: string;
}

/** Each User-agent line of the primary dialect's groups whose robot an earlier group names (a name twice in one group counts once). */
export function repeatedAgents(context: RuleContext): RepeatedAgent[] {
  const firstGroup = new Map<string, LintGroup>();
  const repeated: RepeatedAgent[] = [];
  for (const group of context.model.groups) {
    const names = new Set<string>();
    for (const agent of group.agents) {
      const name = agentName(agent.value);
      if (name === '' || names.has(name)) continue;
      names.add(name);
      const earlier = firstGroup.get(name);
      if (earlier) repeated.push({ agent, earlier, name });
      else firstGroup.set(name, group);
    }
  }
  return repeated;
}

/** How the dialects linted read a robot's second group. */
export function secondGroupReading(context: RuleContext): string {
  const firstOnly = context.facts.firstRecordOnly;
  return firstOnly.length > 0
    ? `${listOf(firstOnly)} readers obey only the first, so these rules are lost to them`
    : 'RFC 9309 and Google merge the groups, but 1994 and draft readers obey only the first';
}

export function create(context: RuleContext): RuleListeners {
  return {
    end(): void {
      for (const { agent, earlier, name } of repeatedAgents(context)) {
        if (name === '*') continue;
        context.report({
          code: 'agent-in-several-groups',
          message: `"${agent.value}" already has a group on line ${earlier.start.line}: ${secondGroupReading(context)}. Merge them into one.`,
          offset: agent.offset,
          end: context.contentEnd(agent.line),
          related: [relatedAt(context, earlier.start, 'the first group for this robot')],
        });
      }
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
