/**
 * `wildcard-literal`: a `*` or `$` under a dialect that reads them literally (1994, draft-1996, revisited-1996).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { listOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'wildcard-literal',
  family: 'values',
  title: '`*` or `$` where they are literal',
  what: 'A `*` or `$` in a path, linted for a dialect without wildcards (1994, the 1996 draft, the Revisited format).',
  why: 'Those readers compare the characters literally, so `/*.pdf` blocks only a URL that really starts with `/*.pdf`.',
  spec: /* @__PURE__ */ cite.standard1994('The Format'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nDisallow: /*.pdf$\n',
  good: 'User-agent: *\nDisallow: /docs/\n',
  fix: 'Use plain path prefixes for crawlers that follow the older rules.',
  anchors: [],
  exampleOptions: { dialect: '1994' },
};

export function create(context: RuleContext): RuleListeners {
  const literal = context.facts.literalWildcards;
  if (literal.length === 0) return {};
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'allow' && key !== 'disallow') return;
      const special = /[*$]/.exec(value);
      if (!special) return;
      const at = valueStart(line, value) + special.index;
      context.report({
        code: 'wildcard-literal',
        message: `"${special[0]}" is literal under ${listOf(literal)}: ${literal.length === 1 ? 'its' : 'their'} readers match only URLs that contain "${special[0]}" here. Use a plain path prefix for them.`,
        offset: at,
        end: at + 1,
        dialects: literal,
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
