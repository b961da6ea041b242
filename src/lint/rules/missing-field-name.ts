/**
 * `missing-field-name`: a line that starts with a colon, a value with no field name.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, GSC } from './meta.ts';
import type { LineView } from '../../syntax/tree.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'missing-field-name',
  family: 'syntax',
  title: 'Value without a field name',
  what: 'A line starts with `:`: a value with no field name before it.',
  why: 'No crawler can tell which directive was meant; every parser ignores the line.',
  spec: /* @__PURE__ */ cite.standard1994('The Format'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\n: /private/\n',
  good: 'User-agent: *\nDisallow: /private/\n',
  fix: 'Write the field name before the colon, or delete the line.',
  anchors: [/* @__PURE__ */ GSC('Syntax not understood')],
};

export function create(context: RuleContext): RuleListeners {
  return {
    line(line: LineView): void {
      // A line with stray text is missing-colon's.
      if (line.kind !== 'invalid' || line.strayText || line.colonOffset < 0) return;
      context.report({
        code: 'missing-field-name',
        message: 'This line starts with a colon and has no field name before it, so it is not a directive. Write the field name, or delete the line.',
        offset: line.colonOffset,
        end: line.contentEnd,
        spec: meta.spec,
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
