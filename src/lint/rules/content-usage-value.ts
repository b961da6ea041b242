/**
 * `content-usage-value`: what the AIPREF Content-Usage reader (src/model/usage.ts, experimental) could not read.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { parseContentUsageValue } from '../../model/usage.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueSpan } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'content-usage-value',
  family: 'values',
  title: 'Content-Usage value not read as meant',
  what: 'A `Content-Usage` (IETF AIPREF, experimental) value that is not a Structured Fields dictionary of known categories set to `y` or `n`.',
  why: 'An AIPREF reader leaves every category it cannot read as "unknown": the preference the site meant to state is not stated.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §1'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nContent-Usage: train-ai=no\n',
  good: 'User-agent: *\nContent-Usage: train-ai=n\n',
  fix: 'Write lower-case categories with `y` or `n`, commas between: `Content-Usage: train-ai=n, search=y`.',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'content-usage') return;
      for (const finding of parseContentUsageValue(value).statement.diagnostics)
        context.report({ code: 'content-usage-value', message: `Content-Usage: ${finding.message}`, ...valueSpan(line, value) });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
