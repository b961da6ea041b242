/**
 * `dollar-not-at-end`: a `$` before the end of a pattern, where it is a literal `$`, not an end anchor. RFC 9309
 * §2.2.3 says to write a literal `$` as `%24`: the fix does, safe where every dialect linted decodes `%24` on both
 * sides.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, LH } from './meta.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';
import { fixOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'dollar-not-at-end',
  family: 'values',
  title: '`$` not at the end',
  what: 'A `$` inside an Allow or Disallow value rather than at its end.',
  why: 'In RFC 9309 `$` anchors the end only as the last character; elsewhere it is matched as a literal `$`, which RFC 9309 §2.2.3 says to write as `%24`. Lighthouse reports it as an error, and a reader may take it for an end anchor.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.3'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'safe',
  bad: 'User-agent: *\nDisallow: /*.php$?x\n',
  good: 'User-agent: *\nDisallow: /*.php$\n',
  fix: 'Move the `$` to the end if the end was meant; write `%24` if the URLs really contain a `$` (RFC 9309 §2.2.3; a safe fix where `%24` and `$` are read alike).',
  anchors: [/* @__PURE__ */ LH('"$" should only be used at the end of the pattern')],
};

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'allow' && key !== 'disallow') return;
      const dollar = value.indexOf('$');
      if (dollar < 0 || dollar === value.length - 1) return;
      const start = valueStart(line, value);
      const at = start + dollar;
      // Every "$" but a final one, the end anchor.
      const edits = [...value.slice(0, -1).matchAll(/\$/g)].map((match) => ({ offset: start + match.index, end: start + match.index + 1, text: '%24' }));
      // `%24` and `$` are one character only where both the rule and the URL are decoded (RFC 9309's normalization, the draft's decoding).
      const decodedEverywhere = context.dialects.every((dialect) => ['normalize', 'decode'].includes(DIALECT_PROPERTIES[dialect].percent));
      context.report({
        code: 'dollar-not-at-end',
        message: `"$" anchors the end of a pattern only as its last character; here it is a literal "$", which RFC 9309 (§2.2.3) says to write as "%24". Lighthouse reports it as an error and readers may take it for an end anchor. If the end was meant, move the "$" to the end; else write "%24".`,
        offset: at,
        end: at + 1,
        spec: meta.spec,
        fixes: [fixOf('Write %24 for the literal "$"', decodedEverywhere, edits)],
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
