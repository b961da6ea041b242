/**
 * `dollar-not-at-end`: a `$` before the end of a pattern, where it is a literal `$`, not an end anchor.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, LH } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'dollar-not-at-end',
  family: 'values',
  title: '`$` not at the end',
  what: 'A `$` inside an Allow or Disallow value rather than at its end.',
  why: 'In RFC 9309 `$` anchors the end only as the last character; elsewhere it is matched as a literal `$`. That is right when the URLs contain one (`/$30-offer`), but Lighthouse reports it as an error and a reader may take it for an end anchor.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.3'),
  severity: /* @__PURE__ */ on('info'),
  fixable: 'no',
  bad: 'User-agent: *\nDisallow: /*.php$?x\n',
  good: 'User-agent: *\nDisallow: /*.php$\n',
  fix: 'Move the `$` to the end if the end was meant; leave it if the URLs really contain a `$`.',
  anchors: [/* @__PURE__ */ LH('"$" should only be used at the end of the pattern')],
};

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'allow' && key !== 'disallow') return;
      const dollar = value.indexOf('$');
      if (dollar < 0 || dollar === value.length - 1) return;
      const at = valueStart(line, value) + dollar;
      context.report({
        code: 'dollar-not-at-end',
        message: `"$" anchors the end of a pattern only as its last character; here RFC 9309 and Google match it as a literal "$" (right if the URLs have one), but Lighthouse reports it as an error and readers may take it for an end anchor. If the end was meant, move it to the end.`,
        offset: at,
        end: at + 1,
        spec: meta.spec,
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
