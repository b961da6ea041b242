/**
 * `group-without-rules`: a group with User-agent lines and nothing else, under any dialect linted. The same
 * line is reported once, naming the dialects where it is empty when not all are.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { Dialect } from '../../model/dialect.ts';
import type { SyntaxLine } from '../../syntax/tree.ts';
import { listOf } from '../context.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'group-without-rules',
  family: 'structure',
  title: 'Group with no rules',
  what: 'A record or group whose User-agent lines are followed by no rule and no other field.',
  why: 'It matches the robots it names and allows them everything (A-4), which is rarely what was meant; under the 1994 rules a blank line after a User-agent line makes such a record.',
  spec: /* @__PURE__ */ cite.toolkit('A-4'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: FooBot\n\nUser-agent: *\nDisallow: /private/\n',
  good: 'User-agent: FooBot\nUser-agent: *\nDisallow: /private/\n',
  fix: 'Add the rules the robots should follow, or remove the blank line that cut them off (the message says when there is one).',
  anchors: [],
  exampleOptions: { dialect: '1994' },
};

export function create(context: RuleContext): RuleListeners {
  return {
    end(): void {
      const byLine = new Map<number, { dialects: Dialect[]; blankLine: boolean }>();
      for (const dialect of context.dialects) {
        for (const group of context.modelUnder(dialect).groups) {
          if (group.rules.length > 0 || group.extensions > 0) continue;
          const seen = byLine.get(group.start.line) ?? { dialects: [], blankLine: false };
          seen.dialects.push(dialect);
          seen.blankLine ||= blankLineAfter(context, (group.agents[group.agents.length - 1] ?? group.start).line);
          byLine.set(group.start.line, seen);
        }
      }
      for (const [number, { dialects, blankLine }] of byLine) {
        const line = context.line(number) as SyntaxLine;
        const some = dialects.length < context.dialects.length ? ` under ${listOf(dialects)}` : '';
        const advice = blankLine ? 'Add their rules, or remove the blank line that cut them off.' : 'Add their rules, or remove the group.';
        context.report({
          code: 'group-without-rules',
          message: `This group has no rules${some}, so the robots it names may crawl everything (A-4). ${advice}`,
          offset: line.textStart,
          end: line.contentEnd,
          dialects,
        });
      }
    },
  };
}

/** Whether a blank line follows line `number`, past the comment lines after it, with more of the file after it. */
function blankLineAfter(context: RuleContext, number: number): boolean {
  let next = number + 1;
  while (context.line(next)?.kind === 'comment') next++;
  if (context.line(next)?.kind !== 'blank') return false;
  while (context.line(next)?.kind === 'blank') next++;
  return context.line(next) !== undefined;
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
