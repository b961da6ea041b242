/**
 * `content-signal-value`: what the Content-Signal reader (src/model/usage.ts) could not read.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { parseContentSignal } from '../../model/usage.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueSpan } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'content-signal-value',
  family: 'values',
  title: 'Content-Signal value outside the vocabulary',
  what: 'A `Content-Signal` (Cloudflare) key or value outside its vocabulary, or a key given twice.',
  why: 'Readers of Content-Signal ignore what is outside the vocabulary, so the signal the site meant is not given.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §2'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nContent-Signal: ai-train=maybe\n',
  good: 'User-agent: *\nContent-Signal: search=yes, ai-train=no\n',
  fix: 'Use the keys `search`, `ai-input`, `ai-train` with `yes` or `no` (and `use` with `immediate`, `reference` or `full`), each once.',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'content-signal') return;
      for (const finding of parseContentSignal(value).diagnostics)
        context.report({ code: 'content-signal-value', message: `Content-Signal: ${finding.message}`, ...valueSpan(line, value) });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
