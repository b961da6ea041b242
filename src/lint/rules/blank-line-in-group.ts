/**
 * `blank-line-in-group`: a blank line after User-agent or rule lines and before more of the same group (by RFC
 * 9309's grouping). Harmless to RFC 9309; the dialects where a blank line ends a record split the group there.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { portability } from './meta.ts';
import type { SyntaxLine, LineView } from '../../syntax/tree.ts';
import { fixOf, listOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'blank-line-in-group',
  family: 'structure',
  title: 'Blank line inside a group',
  what: 'A blank line between the lines of one group (after User-agent or rule lines, before more of them).',
  why: 'Harmless in RFC 9309 and Google, but under the 1994 rules, the 1996 draft and the Revisited format a blank line ends the record: the rules after it belong to no robot.',
  spec: /* @__PURE__ */ cite.standard1994('The Format'),
  severity: portability,
  fixable: 'safe',
  bad: 'User-agent: *\n\nDisallow: /private/\n',
  good: 'User-agent: *\nDisallow: /private/\n',
  fix: 'Delete the blank line (safe where blank lines do not end records; a suggestion where they do, because it changes the meaning there).',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  // The last agent or rule line, and the first and last blank line since (0: none; only agent and rule lines end the run).
  let previous: 'agent' | 'rule' | 'none' = 'none';
  let firstBlank = 0;
  let lastBlank = 0;
  const report = (current: 'agent' | 'rule'): void => {
    const blanks: { offset: number; end: number; text: string }[] = [];
    for (let number = firstBlank; number <= lastBlank; number++) {
      const line = context.line(number) as SyntaxLine;
      if (line.kind === 'blank') blanks.push({ offset: line.offset, end: line.end, text: '' });
    }
    const splitting = context.facts.splitting;
    const effect =
      splitting.length > 0
        ? `under ${listOf(splitting)} it ends the record, so ${current === 'rule' ? 'the rules after it belong to no robot' : 'the robots before it get no rules'}`
        : 'harmless in RFC 9309, but the 1994 rules, the 1996 draft and the Revisited format end the record there';
    context.report({
      code: 'blank-line-in-group',
      message: `A blank line inside a group: ${effect}. Delete it.`,
      offset: (blanks[0] as { offset: number }).offset,
      end: (blanks[blanks.length - 1] as { end: number }).end,
      dialects: splitting.length > 0 ? splitting : context.dialects,
      fixes: [fixOf('Delete the blank line', splitting.length === 0, blanks)],
    });
  };
  return {
    everyFile: true,
    blank(line: LineView): void {
      if (previous === 'none') return;
      if (firstBlank === 0) firstBlank = line.number;
      lastBlank = line.number;
    },
    directive({ key }: RuleDirective): void {
      const current = key === 'user-agent' ? 'agent' : key === 'allow' || key === 'disallow' ? 'rule' : undefined;
      if (!current) return;
      // A blank line splits a group when more of the group follows: rules after anything, or agents after agents.
      if (firstBlank > 0 && (current === 'rule' || previous === 'agent')) report(current);
      firstBlank = 0;
      previous = current;
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
