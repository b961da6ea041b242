/**
 * `missing-blank-line`: a record that starts right after a rule line, with no blank line, under the dialects where
 * blank lines end records; comment lines just above the User-agent line label its record and go with it. The
 * fix is safe when every such dialect already starts a record there.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { SyntaxLine } from '../../syntax/tree.ts';
import { fixOf, listOf } from '../context.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'missing-blank-line',
  family: 'structure',
  title: 'No blank line between records',
  what: 'A User-agent line follows a rule line without a blank line between them (comment lines just above the User-agent line go with it).',
  why: 'The 1994 standard separates records with blank lines; its readers start a new record here anyway (A-5), but strict ones may run the two records together.',
  spec: /* @__PURE__ */ cite.toolkit('A-5'),
  severity: /* @__PURE__ */ on('info'),
  fixable: 'safe',
  bad: 'User-agent: FooBot\nDisallow: /a/\nUser-agent: *\nDisallow: /b/\n',
  good: 'User-agent: FooBot\nDisallow: /a/\n\nUser-agent: *\nDisallow: /b/\n',
  fix: 'Insert a blank line before the User-agent line and the comments that label it (a safe fix).',
  anchors: [],
  exampleOptions: { dialect: '1994' },
};

export function create(context: RuleContext): RuleListeners {
  const splitting = context.facts.splitting;
  if (splitting.length === 0) return {};
  return {
    end(): void {
      // By the group's first line: how many of the splitting dialects start a record there after a rule line.
      const starts = new Map<number, { first: number; count: number }>();
      for (const dialect of splitting) {
        const groups = context.modelUnder(dialect).groups;
        for (const group of groups) {
          const previous = groups[group.index - 1];
          if (!previous || previous.rules.length === 0) continue;
          // The comment lines just above a User-agent line label its group: the blank line goes above them.
          let first = group.start.line;
          while (first > 1 && context.line(first - 1)?.kind === 'comment') first--;
          const before = first > 1 ? context.line(first - 1) : undefined;
          if (!before || before.kind === 'blank') continue;
          starts.set(group.start.line, { first, count: (starts.get(group.start.line)?.count ?? 0) + 1 });
        }
      }
      for (const [number, { first, count }] of starts) {
        const line = context.line(number) as SyntaxLine;
        const insertAt = (context.line(first) as SyntaxLine).offset;
        // The same line end again makes the blank line (a CR after a CR, never CR LF).
        const lineEnd = context.line(first - 1)?.lineEnd?.text ?? '\n';
        context.report({
          code: 'missing-blank-line',
          message: `No blank line before this User-agent line: ${listOf(splitting)} ${splitting.length === 1 ? 'separates' : 'separate'} records with blank lines; readers start a new record here anyway (A-5), but strict ones may run the two together. Insert a blank line.`,
          offset: line.textStart,
          end: line.contentEnd,
          dialects: splitting,
          fixes: [fixOf('Insert a blank line', count === splitting.length, [{ offset: insertAt, end: insertAt, text: lineEnd }])],
        });
      }
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
