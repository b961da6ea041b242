/**
 * `duplicate-star-group`: a second `User-agent: *` group.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, YX } from './meta.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import { relatedAt } from '../text.ts';
import { repeatedAgents, secondGroupReading } from './agent-in-several-groups.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'duplicate-star-group',
  family: 'structure',
  title: 'Several `User-agent: *` groups',
  what: 'More than one record or group names `*`.',
  why: 'RFC 9309 and Google merge them; the 1994 standard allows one, and 1994 and draft readers take only the first (A-3), so the later rules are lost to them.',
  spec: /* @__PURE__ */ cite.standard1994('The Format'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nDisallow: /a/\n\nUser-agent: *\nDisallow: /b/\n',
  good: 'User-agent: *\nDisallow: /a/\nDisallow: /b/\n',
  fix: 'Merge the groups into one.',
  anchors: [/* @__PURE__ */ YX("Multiple 'User-agent: *' rules found")],
};

export function create(context: RuleContext): RuleListeners {
  return {
    end(): void {
      for (const { agent, earlier, name } of repeatedAgents(context)) {
        if (name !== '*') continue;
        context.report({
          code: 'duplicate-star-group',
          message: `A second "User-agent: *" group (the first starts on line ${earlier.start.line}): ${secondGroupReading(context)}. Merge them into one.`,
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
