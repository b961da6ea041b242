/**
 * `agent-not-product-token`: a User-agent value that is neither `*` nor an RFC 9309 product token (letters, `_`,
 * `-`), such as a whole browser string. The message says how Google and RFC 9309 readers read it.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { leadingProductToken } from '../../match/agent.ts';
import { fixOf } from '../context.ts';
import { productBeforeStar } from './agent-trailing-star.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { isProductToken, valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'agent-not-product-token',
  family: 'values',
  title: 'User-agent value not a product token',
  what: 'A User-agent value that is not an RFC 9309 product token (letters, `_` and `-`): a version, several words, digits or dots.',
  why: "RFC 9309 compares product tokens; Google keeps only the value's leading run of letters, `_` and `-` (`Googlebot/2.1` is `Googlebot`, `2ndBot` matches nothing), so robots may not recognise their name.",
  spec: /* @__PURE__ */ cite.rfc9309('2.2.1'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'suggestion',
  bad: 'User-agent: Googlebot/2.1\nDisallow: /a/\n',
  good: 'User-agent: Googlebot\nDisallow: /a/\n',
  fix: 'Write the product token alone (the message says how Google reads the value).',
  anchors: [],
};

/** The product name of a User-agent value: up to the first whitespace, `/`, `(`, `)`, `;` or `,`. */
export function productName(value: string): string {
  return /^[^\s/();,]*/.exec(value)?.[0] ?? '';
}

export function create(context: RuleContext): RuleListeners {
  const lists = context.facts.valueLists;
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'user-agent' || value === '' || value === '*' || isProductToken(value)) return;
      // A product followed only by "*" is agent-trailing-star's.
      if (productBeforeStar(value) !== undefined) return;
      // revisited-1996 reads a list of ids: each word is judged there.
      if (lists && value.split(/[ \t]+/).every((word) => word === '*' || isProductToken(word))) return;
      const start = valueStart(line, value);
      const end = start + value.length;
      const googleRun = leadingProductToken(value);
      const google =
        googleRun === '' ? 'Google matches no robot with it (it keeps only the leading letters, "_" and "-")' : `Google reads it as "${googleRun}"`;
      context.report({
        code: 'agent-not-product-token',
        message: `User-agent "${value}" is not an RFC 9309 product token (letters, "_" and "-" only): ${google}; RFC 9309 readers here compare "${productName(value)}". Write the robot's name alone.`,
        offset: start,
        end,
        fixes: googleRun !== '' && googleRun !== value ? [fixOf(`Replace with ${googleRun}`, false, [{ offset: start, end, text: googleRun }])] : undefined,
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
