/**
 * `precedence-differs`: an Allow and a Disallow that first match (the 1996 draft) and longest match (RFC 9309,
 * Google) decide differently: an earlier rule's value is a prefix of a later, opposite one's. Reported when the
 * dialects linted include both precedence rules, naming them.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { portableOnly } from './meta.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';
import { listOf } from '../context.ts';
import type { LintRule } from '../lint-model.ts';
import { PrefixIndex } from '../prefix-index.ts';
import type { Rule, RuleContext, RuleGroup, RuleListeners } from '../rule.ts';
import { relatedAt } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'precedence-differs',
  family: 'meaning',
  title: 'Allow/Disallow pair read differently',
  what: 'An Allow and a Disallow whose winner depends on the precedence rule: the first match (the 1996 draft) or the longest match (RFC 9309, Google).',
  why: 'Crawlers that follow the draft and crawlers that follow RFC 9309 obey different lines for the same URL. Reported when the dialects linted include the 1996 draft and RFC 9309 or Google (`dialects: "all"`); off in `recommended`.',
  spec: /* @__PURE__ */ cite.draft1996('3.2.2'),
  severity: portableOnly,
  fixable: 'no',
  bad: 'User-agent: *\nDisallow: /a/\nAllow: /a/public/\n',
  good: 'User-agent: *\nAllow: /a/public/\nDisallow: /a/\n',
  fix: 'Put the more specific rule first: then both precedence rules pick it.',
  anchors: [],
  exampleOptions: { dialects: 'all' },
};

export function create(context: RuleContext): RuleListeners {
  const firstMatch = context.dialects.filter((dialect) => DIALECT_PROPERTIES[dialect].precedence === 'first-match');
  const longestMatch = context.dialects.filter((dialect) => DIALECT_PROPERTIES[dialect].precedence === 'longest-match');
  if (firstMatch.length === 0 || longestMatch.length === 0) return {};
  return {
    group({ rules }: RuleGroup): void {
      const earlier = { allow: new PrefixIndex(), disallow: new PrefixIndex() };
      for (const later of rules) {
        // Patterns with wildcards are not prefixes of one another as written.
        if (later.value === '' || /[*$]/.test(later.value)) continue;
        const first = firstDeciding(earlier[later.kind === 'allow' ? 'disallow' : 'allow'], later);
        if (first) {
          context.report({
            code: 'precedence-differs',
            message: `For URLs under "${later.value}", ${listOf(firstMatch)} ${firstMatch.length === 1 ? 'obeys' : 'obey'} line ${first.line} (${first.kind}: the first match) but ${listOf(longestMatch)} ${longestMatch.length === 1 ? 'obeys' : 'obey'} this line (${later.kind}: the longest match, Allow winning ties). Put the more specific rule first.`,
            dialects: [...firstMatch, ...longestMatch],
            offset: later.offset,
            end: context.contentEnd(later.line),
            related: [relatedAt(context, first, 'the rule the first match picks')],
          });
        }
        earlier[later.kind].add(later.value, later);
      }
    },
  };
}

/** The first earlier opposite rule (shortest value first) whose value begins `later`'s, on another line, unless both pick the Allow. */
function firstDeciding(opposite: PrefixIndex, later: LintRule): LintRule | undefined {
  for (const first of opposite.prefixesOf(later.value)) {
    if (first.line === later.line) continue;
    // The same value, the Allow first: both rules pick the Allow.
    if (later.value === first.value && first.kind === 'allow') continue;
    return first;
  }
  return undefined;
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
