/**
 * `disallow-all`: `Disallow: /` (or `/*`) for every robot, with no Allow that opens anything.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { Rule, RuleContext, RuleGroup, RuleListeners } from '../rule.ts';
import { agentName } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'disallow-all',
  family: 'meaning',
  title: 'Whole site disallowed for every robot',
  what: '`Disallow: /` in the `User-agent: *` group with no Allow line.',
  why: 'Every robot is kept out of the whole site: right for a staging host, a disaster on production.',
  spec: /* @__PURE__ */ cite.rfc9309('5.1'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nDisallow: /\n',
  good: 'User-agent: *\nDisallow: /private/\n',
  fix: 'Disallow only what should stay private; keep `Disallow: /` for hosts that must not be crawled at all.',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  return {
    group({ group, disallowAll, allowWithValue }: RuleGroup): void {
      if (!disallowAll || allowWithValue || !group.agents.some((agent) => agentName(agent.value) === '*')) return;
      context.report({
        code: 'disallow-all',
        message:
          '"Disallow: /" for every robot: no crawler may fetch any page of the site. Right for a staging host; on production, disallow only what should stay private.',
        offset: disallowAll.offset,
        end: context.contentEnd(disallowAll.line),
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
