/**
 * `visit-time-value`: a Visit-time value that is not `HHMM-HHMM` in UTC.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueSpan } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'visit-time-value',
  family: 'values',
  title: 'Malformed Visit-time',
  what: 'A Visit-time value that is not `HHMM-HHMM` (UTC).',
  why: 'Readers of the 1996 extended standard skip a malformed value.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §3.4'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nVisit-time: at night\n',
  good: 'User-agent: *\nVisit-time: 0100-0600\n',
  fix: 'Write e.g. `Visit-time: 0100-0600`.',
  anchors: [],
};

const VALID = /^([01]\d|2[0-3])[0-5]\d\s*-\s*([01]\d|2[0-3])[0-5]\d$/;

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'visit-time' || VALID.test(value)) return;
      context.report({
        code: 'visit-time-value',
        message: `Visit-time "${value}" is not HHMM-HHMM in UTC (e.g. 0100-0600).`,
        ...valueSpan(line, value),
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
