/**
 * `usage-line-at-end`: a `Content-Signal` or `Content-Usage` line after the last rule of a group that does not name
 * `*`, at the end of the file or set apart from the group by a blank line. No reader has a file-wide form of these
 * lines: each belongs to the group it sits in (AIPREF makes Content-Usage a rule of its group; Cloudflare puts
 * Content-Signal in the `*` group, extensions.md §1.3, §2.3), and blank lines do not end a group under RFC 9309 or
 * Google, so such a line speaks for that group's robots alone, while its writer usually meant every robot. Under the
 * 1994 records and the 1996 draft a blank line before it ends the record, and the line belongs to none.
 *
 * The suggestion moves the line into the first `User-agent: *` group (below its User-agent lines, where Cloudflare
 * writes it), or, without one, starts a `User-agent: *` group for a line at the end.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';
import { fixOf, listOf, type FixDraft } from '../context.ts';
import type { LintGroup } from '../lint-model.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { agentName, deleteLine, relatedAt } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'usage-line-at-end',
  family: 'structure',
  title: 'Content-Signal or Content-Usage line at the end',
  what: 'A `Content-Signal` or `Content-Usage` line after the last rule of a group that does not name `*`: at the end of the file, or set apart from the group by a blank line.',
  why: 'The line belongs to that group (a blank line does not end a group under RFC 9309 or Google), so only its robots get it; there is no file-wide form. Its writer usually meant every robot.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §1.3, §2.3'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'suggestion',
  bad: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n\nContent-Signal: search=yes, ai-train=no\n',
  good: 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n',
  fix: 'Move the line into the `User-agent: *` group (or start one for it), or right below the User-agent lines of the group it is meant for.',
  anchors: [],
};

/** A Content-Signal or Content-Usage line after the last rule line of a group. */
interface UsageLine {
  readonly line: number;
  readonly offset: number;
  readonly end: number;
  readonly name: string;
  /** The rule line before it. */
  readonly afterRule: number;
  /** A blank line comes between it and that rule. */
  readonly afterBlank: boolean;
  /** No User-agent, Allow or Disallow line follows it. */
  atEnd: boolean;
}

export function create(context: RuleContext): RuleListeners {
  let lastRuleLine = 0;
  let blankSinceRule = false;
  let trailing: UsageLine[] = [];
  const found: UsageLine[] = [];
  return {
    blank(): void {
      blankSinceRule = true;
    },
    directive({ line, name, key }: RuleDirective): void {
      if (key === 'user-agent' || key === 'allow' || key === 'disallow') {
        for (const usage of trailing) usage.atEnd = false;
        trailing = [];
        blankSinceRule = false;
        // A line below the User-agent lines, before any rule, is written for the group.
        lastRuleLine = key === 'user-agent' ? 0 : line.number;
      } else if ((key === 'content-signal' || key === 'content-usage') && lastRuleLine > 0) {
        const usage = {
          line: line.number,
          offset: line.textStart,
          end: line.contentEnd,
          name,
          afterRule: lastRuleLine,
          afterBlank: blankSinceRule,
          atEnd: true,
        };
        trailing.push(usage);
        found.push(usage);
      }
    },
    end(): void {
      if (found.length === 0) return;
      const groups = context.model.groups;
      // Each group by its last rule line.
      const byLastRule = new Map<number, LintGroup>();
      for (const group of groups) {
        const last = group.rules[group.rules.length - 1];
        if (last) byLastRule.set(last.line, group);
      }
      const splits = DIALECT_PROPERTIES[context.primary].blankLinesEndRecords;
      const star = groups.find((group) => group.agents.some((agent) => agentName(agent.value) === '*'));
      const firstOfRun = new Map<number, UsageLine>();
      for (const usage of found) if (!firstOfRun.has(usage.afterRule)) firstOfRun.set(usage.afterRule, usage);
      for (const usage of found) {
        const group = byLastRule.get(usage.afterRule);
        // Below the last group, or set apart from its group by a blank line: written for every robot, most likely.
        if (!group || !(usage.atEnd || usage.afterBlank)) continue;
        // Where the blank line ends the record, the line belongs to none: the primary reader ignores it.
        if (splits && usage.afterBlank) continue;
        if (group.agents.some((agent) => agentName(agent.value) === '*')) continue;
        const robots = group.agents.slice(0, 3).map((agent) => agent.value);
        const named = group.agents.length > 3 ? `${robots.join(', ')} and ${group.agents.length - 3} more` : listOf(robots);
        const cut =
          usage.afterBlank && context.facts.splitting.length > 0
            ? ` (${listOf(context.facts.splitting)}, where the blank line ends the record, ${context.facts.splitting.length === 1 ? 'ignores' : 'ignore'} it)`
            : '';
        context.report({
          code: 'usage-line-at-end',
          message: `This ${usage.name} line belongs to the group of line ${group.start.line}, so it speaks for ${named} alone, not for every robot: the line applies to the group it sits in, and has no file-wide form${cut}. ${star ? `If it is meant for every robot, move it into the "User-agent: *" group (line ${star.start.line})` : `If it is meant for every robot, start a "User-agent: *" group for it${usage.atEnd ? '' : ' at the end of the file'}`}; if for these robots, put it below their User-agent lines.`,
          offset: usage.offset,
          end: usage.end,
          related: [relatedAt(context, group.start, 'the group it belongs to')],
          // A `User-agent: *` line above a line between groups would take in the next group's robots too.
          fixes: star ? [moveInto(context, star, usage)] : usage.atEnd ? [startStarGroup(context, firstOfRun.get(usage.afterRule) as UsageLine)] : [],
        });
      }
    },
  };
}

/** Moves the line below the last User-agent line of `star`. */
function moveInto(context: RuleContext, star: LintGroup, usage: UsageLine): FixDraft {
  const agentLine = star.agents[star.agents.length - 1]?.line ?? star.start.line;
  const below = context.line(agentLine);
  const at = below?.end ?? 0;
  const lineEnd = below?.lineEnd?.text ?? '\n';
  const text = context.text.slice(context.line(usage.line)?.offset ?? usage.offset, usage.end);
  return fixOf('Move the line into the "User-agent: *" group', false, [{ offset: at, end: at, text: `${text}${lineEnd}` }, deleteLine(context, usage.line)]);
}

/** Starts a `User-agent: *` group before the first of the lines at the end (after a blank line). */
function startStarGroup(context: RuleContext, first: UsageLine): FixDraft {
  const line = context.line(first.line);
  const at = line?.offset ?? first.offset;
  const lineEnd = line?.lineEnd?.text ?? context.line(first.line - 1)?.lineEnd?.text ?? '\n';
  const previous = context.line(first.line - 1);
  const blank = previous !== undefined && previous.kind !== 'blank' ? lineEnd : '';
  return fixOf('Start a "User-agent: *" group for the line', false, [{ offset: at, end: at, text: `${blank}User-agent: *${lineEnd}` }]);
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
