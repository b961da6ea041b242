/**
 * `allow-unsupported`: an Allow line under a dialect that has no Allow (1994): its readers ignore it.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { listOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart, wholeOf } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'allow-unsupported',
  family: 'values',
  title: 'Allow where it is not defined',
  what: 'An Allow line, linted for the 1994 standard or the Revisited format.',
  why: 'They define only Disallow: their readers ignore Allow, so what it was meant to open stays closed.',
  spec: /* @__PURE__ */ cite.standard1994('The Format'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nDisallow: /a/\nAllow: /a/public/\n',
  good: 'User-agent: *\nDisallow: /a/private/\n',
  fix: 'Express the rules with Disallow lines only.',
  anchors: [],
  exampleOptions: { dialect: '1994' },
};

export function create(context: RuleContext): RuleListeners {
  const without = context.facts.withoutAllow;
  if (without.length === 0) return {};
  const one = without.length === 1;
  return {
    directive({ line, key, value }: RuleDirective): void {
      // An empty Allow allows nothing under any dialect.
      if (key !== 'allow' || value === '') return;
      context.report({
        code: 'allow-unsupported',
        message: `${listOf(without)} ${one ? 'has' : 'have'} no Allow: ${one ? 'its' : 'their'} readers ignore this line, so what it opens stays closed for them. Express the rules with Disallow lines.`,
        ...wholeOf(line, valueStart(line, value) + value.length),
        dialects: without,
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
