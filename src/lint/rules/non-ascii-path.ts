/**
 * `non-ascii-path`: raw non-ASCII characters in a path. The fix %-encodes them as UTF-8: safe where every dialect
 * linted encodes them so itself and the file was UTF-8.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { fixOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'non-ascii-path',
  family: 'values',
  title: 'Raw non-ASCII in a path',
  what: 'An Allow or Disallow value with characters outside ASCII.',
  why: 'URLs on the wire are ASCII: RFC 9309 and Google %-encode the pattern as UTF-8 before matching, but literal readers compare the raw characters and never match.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.2'),
  severity: /* @__PURE__ */ on('info'),
  fixable: 'safe',
  bad: 'User-agent: *\nDisallow: /café/\n',
  good: 'User-agent: *\nDisallow: /caf%C3%A9/\n',
  fix: 'Write the characters as %-escapes of their UTF-8 bytes (safe where patterns are normalized).',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  const safe = context.facts.normalized && context.document.encoding !== 'latin1';
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'allow' && key !== 'disallow') return;
      const nonAscii = /[^\u0000-\u007f]+/.exec(value);
      if (!nonAscii) return;
      const start = valueStart(line, value);
      // A lone surrogate has no UTF-8 form.
      const encodable = !/[\ud800-\udfff]/.test(value);
      const encoded = encodable ? value.replace(/[^\u0000-\u007f]+/g, (chars) => encodeURIComponent(chars)) : value;
      context.report({
        code: 'non-ascii-path',
        message: `Raw non-ASCII characters in a path: RFC 9309 and Google %-encode them as UTF-8 before matching, but literal readers never match them. Write "${encoded}".`,
        offset: start + nonAscii.index,
        end: start + nonAscii.index + nonAscii[0].length,
        fixes: encodable ? [fixOf('Percent-encode as UTF-8', safe, [{ offset: start, end: start + value.length, text: encoded }])] : [],
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
