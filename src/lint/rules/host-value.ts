/**
 * `host-value`: a Host value that is not a host name (with an optional scheme and port).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueSpan } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'host-value',
  family: 'values',
  title: 'Host not a host name',
  what: 'A Host value that is not a host name (with an optional scheme and port).',
  why: 'Yandex, the only engine that read Host (until 2018), ignores a malformed one.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §3.2'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'Host: https://example.com/path/\n',
  good: 'Host: example.com\n',
  fix: 'Write the bare host name, or delete the line (no current crawler uses it).',
  anchors: [],
};

const VALID = /^(https?:\/\/)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?(:\d{1,5})?\/?$/;

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'host' || VALID.test(value)) return;
      context.report({
        code: 'host-value',
        message: `Host "${value}" is not a host name: write the bare host (example.com), or delete the line (no current crawler reads Host).`,
        ...valueSpan(line, value),
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
