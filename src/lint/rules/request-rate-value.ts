/**
 * `request-rate-value`: a Request-rate value that is not documents/time (`1/10m`), with an optional `HHMM-HHMM` window.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueSpan } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'request-rate-value',
  family: 'values',
  title: 'Malformed Request-rate',
  what: 'A Request-rate value that is not `documents/time[s|m|h]` with an optional `HHMM-HHMM` window.',
  why: 'Parsers that read it (Python urllib.robotparser) skip a malformed value.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §3.4'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nRequest-rate: fast\n',
  good: 'User-agent: *\nRequest-rate: 1/10m\n',
  fix: 'Write e.g. `Request-rate: 1/10m` (one document every ten minutes).',
  anchors: [],
};

const VALID = /^\d+\s*\/\s*\d+\s*[smhd]?(\s+\d{4}\s*-\s*\d{4})?$/i;

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'request-rate' || VALID.test(value)) return;
      context.report({
        code: 'request-rate-value',
        message: `Request-rate "${value}" is not documents/time (e.g. 1/10m), with an optional HHMM-HHMM window.`,
        ...valueSpan(line, value),
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
