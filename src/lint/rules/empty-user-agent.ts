/**
 * `empty-user-agent`: a User-agent line with no value names no robot, so its rules apply to nobody.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, LH } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { wholeOf } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'empty-user-agent',
  family: 'structure',
  title: 'Empty User-agent',
  what: 'A `User-agent:` line without a value.',
  why: 'It names no robot, so the rules under it apply to nobody (and in RFC 9309 the group still absorbs them).',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.1'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent:\nDisallow: /private/\n',
  good: 'User-agent: *\nDisallow: /private/\n',
  fix: 'Name the robot, or `*` for every robot.',
  anchors: [/* @__PURE__ */ LH('No user-agent specified')],
};

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'user-agent' || value !== '') return;
      context.report({
        code: 'empty-user-agent',
        message: 'This User-agent line names no robot, so the rules under it apply to nobody. Name the robot, or write "*" for every robot.',
        ...wholeOf(line, line.contentEnd),
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
