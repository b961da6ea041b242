/**
 * `empty-disallow-with-rules`: an empty `Disallow:` in a group that has other rules, where it matches nothing.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { SyntaxLine } from '../../syntax/tree.ts';
import { fixOf } from '../context.ts';
import type { Rule, RuleContext, RuleGroup, RuleListeners } from '../rule.ts';
import { deleteLine } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'empty-disallow-with-rules',
  family: 'meaning',
  title: 'Empty Disallow beside other rules',
  what: 'A `Disallow:` with no value in a group that has other rules.',
  why: 'An empty Disallow matches nothing (A-7): it allows nothing and blocks nothing. It is a common mistake for `Disallow: /`.',
  spec: /* @__PURE__ */ cite.toolkit('A-7'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'suggestion',
  bad: 'User-agent: *\nDisallow:\nDisallow: /tmp/\n',
  good: 'User-agent: *\nDisallow: /tmp/\n',
  fix: 'Delete the line, or write `Disallow: /` if the whole site was meant to be blocked.',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  return {
    group({ rules }: RuleGroup): void {
      if (!rules.some((rule) => rule.value !== '')) return;
      for (const rule of rules) {
        if (rule.kind !== 'disallow' || rule.value !== '') continue;
        const line = context.line(rule.line) as SyntaxLine;
        const insertAt = line.value ? line.value.offset : line.colonOffset + 1;
        context.report({
          code: 'empty-disallow-with-rules',
          message:
            'An empty "Disallow:" next to other rules matches nothing (A-7): it allows nothing and blocks nothing. Delete it, or write "Disallow: /" if the whole site was meant.',
          offset: rule.offset,
          end: context.contentEnd(rule.line),
          fixes: [
            fixOf('Delete the line', false, [deleteLine(context, rule.line)]),
            fixOf('Disallow the whole site', false, [{ offset: insertAt, end: insertAt, text: ' /' }]),
          ],
        });
      }
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
