/**
 * `path-start`: an Allow or Disallow value that starts with neither `/` nor `*`, so it matches no URL path.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, LH, YX } from './meta.ts';
import { fixOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'path-start',
  family: 'values',
  title: 'Path not starting with `/` or `*`',
  what: 'An Allow or Disallow value that starts with neither `/` nor `*`.',
  why: 'URL paths start with `/`, so the rule never matches (Google prepends nothing either).',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.2'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'suggestion',
  bad: 'User-agent: *\nDisallow: private/\n',
  good: 'User-agent: *\nDisallow: /private/\n',
  fix: 'Start the path with `/` (a suggestion: the rule then starts to match).',
  anchors: [/* @__PURE__ */ LH('Pattern should either be empty, start with "/" or "*"'), /* @__PURE__ */ YX("Rule doesn't start with / or *")],
};

export function create(context: RuleContext): RuleListeners {
  const lists = context.facts.valueLists;
  const rooted = (path: string): boolean => path[0] === '/' || path[0] === '*';
  return {
    directive({ line, key, value }: RuleDirective): void {
      if ((key !== 'allow' && key !== 'disallow') || value === '') return;
      // Where values are lists (revisited-1996), every path of the line must start so.
      const bad = lists ? value.split(/[ \t]+/).some((path) => path !== '' && !rooted(path)) : !rooted(value);
      if (!bad) return;
      const start = valueStart(line, value);
      context.report({
        code: 'path-start',
        message: `${key === 'allow' ? 'Allow' : 'Disallow'} "${value}" starts with neither "/" nor "*": URL paths start with "/", so this rule never matches. Start it with "/".`,
        offset: start,
        end: start + value.length,
        fixes: lists ? [] : [fixOf('Start the path with "/"', false, [{ offset: start, end: start, text: '/' }])],
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
