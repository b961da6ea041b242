/**
 * `clean-param-value`: a Clean-param value that is not `param[&param…] [path]` (Yandex).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, YX } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueSpan } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'clean-param-value',
  family: 'values',
  title: 'Malformed Clean-param',
  what: 'A Clean-param value that is not `param[&param…] [path]`.',
  why: 'Yandex reports "Invalid Clean-param directive format" and ignores the line.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §3.1'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: Yandex\nClean-param: ref & sort /a /b\n',
  good: 'User-agent: Yandex\nClean-param: ref&sort /a\n',
  fix: 'Join the parameter names with `&` and give at most one path prefix.',
  anchors: [/* @__PURE__ */ YX('Invalid Clean-param directive format')],
};

const VALID = /^[^\s&]+(&[^\s&]+)*(\s+[A-Za-z0-9.\-/*_%]+)?$/;

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'clean-param' || VALID.test(value)) return;
      context.report({
        code: 'clean-param-value',
        message: `Clean-param "${value}" is not "param[&param…] [path]": Yandex reports an invalid Clean-param and ignores the line.`,
        ...valueSpan(line, value),
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
