/**
 * `no-effect-field`: a known extension no current crawler acts on (Host, Noindex, ACAP…).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, GSC } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { ACAP_FIELD, extensionOf } from './non-standard-field.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'no-effect-field',
  family: 'values',
  title: 'Field no crawler honours',
  what: 'A `Noindex`, `Nofollow`, `Noarchive`, `Host` or `ACAP-…` line.',
  why: 'Google stopped reading Noindex in robots.txt on 1 September 2019 and Yandex stopped reading Host in 2018: no current crawler acts on them.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §3.5'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nNoindex: /drafts/\n',
  good: 'User-agent: *\nDisallow: /drafts/\n',
  fix: 'Use a robots meta tag or an `X-Robots-Tag` header for noindex; a 301 redirect for the main mirror.',
  anchors: [/* @__PURE__ */ GSC('Syntax not understood')],
};

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, name, key }: RuleDirective): void {
      const extension = extensionOf(key);
      if (!extension?.noEffect) return;
      const acap = extension === ACAP_FIELD;
      const instead =
        key === 'host'
          ? ' Use a 301 redirect to the main host instead.'
          : acap
            ? ' Use Allow and Disallow lines.'
            : ' Use a robots meta tag or an X-Robots-Tag header instead.';
      context.report({
        code: 'no-effect-field',
        message: `${acap ? name : extension.name} is not part of RFC 9309 and has no effect: ${extension.honouredBy}.${instead}`,
        offset: line.textStart,
        end: line.textStart + name.length,
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
