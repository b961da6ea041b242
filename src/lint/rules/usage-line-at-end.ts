/**
 * `usage-line-at-end`: a `Content-Signal` or `Content-Usage` line after the last rule of the file, in a last group that
 * does not name `*`. No reader has a file-wide form of these lines: each belongs to the group it sits in (AIPREF makes
 * Content-Usage a rule of its group; Cloudflare puts Content-Signal in the `*` group), so a line appended at the end,
 * blank line or not, speaks for the last group's robots alone, while its writer usually meant every robot. Under the
 * 1994 records and the 1996 draft a blank line before it ends the record, and the line belongs to none.
 *
 * The suggestion moves the line into the first `User-agent: *` group (after its User-agent lines, where Cloudflare
 * writes it), or, without one, starts a `User-agent: *` group for it.
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
  what: 'A `Content-Signal` or `Content-Usage` line after the last rule of the file, when the last group does not name `*`.',
  why: 'The line belongs to the last group, so only that group’s robots get it; there is no file-wide form. Its writer usually meant every robot.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §1.3, §2.3'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'suggestion',
  bad: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n\nContent-Signal: search=yes, ai-train=no\n',
  good: 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n',
  fix: 'Move the line into the `User-agent: *` group (or start one for it), or right below the User-agent lines of the group it is meant for.',
  anchors: [],
};

/** A Content-Signal or Content-Usage line after the last rule seen. */
interface UsageLine {
  readonly line: number;
  readonly offset: number;
  readonly end: number;
  readonly name: string;
  /** A blank line comes between it and the last rule. */
  readonly afterBlank: boolean;
}

export function create(context: RuleContext): RuleListeners {
  let lastRuleLine = 0;
  let blankSinceRule = false;
  let trailing: UsageLine[] = [];
  return {
    blank(): void {
      blankSinceRule = true;
    },
    directive({ line, name, key }: RuleDirective): void {
      if (key === 'user-agent' || key === 'allow' || key === 'disallow') {
        trailing = [];
        blankSinceRule = false;
        if (key !== 'user-agent') lastRuleLine = line.number;
      } else if ((key === 'content-signal' || key === 'content-usage') && lastRuleLine > 0) {
        trailing.push({ line: line.number, offset: line.textStart, end: line.contentEnd, name, afterBlank: blankSinceRule });
      }
    },
    end(): void {
      const groups = context.model.groups;
      const last = groups[groups.length - 1];
      if (!last || trailing.length === 0 || last.rules[last.rules.length - 1]?.line !== lastRuleLine) return;
      if (last.agents.some((agent) => agentName(agent.value) === '*')) return;
      const splits = DIALECT_PROPERTIES[context.primary].blankLinesEndRecords;
      const star = groups.find((group) => group.agents.some((agent) => agentName(agent.value) === '*'));
      const robots = last.agents.slice(0, 3).map((agent) => agent.value);
      const named = last.agents.length > 3 ? `${robots.join(', ')} and ${last.agents.length - 3} more` : listOf(robots);
      for (const usage of trailing) {
        // Where the blank line ends the record, the line belongs to none: the primary reader ignores it.
        if (splits && usage.afterBlank) continue;
        const cut =
          usage.afterBlank && context.facts.splitting.length > 0
            ? ` (${listOf(context.facts.splitting)}, where the blank line ends the record, ${context.facts.splitting.length === 1 ? 'ignores' : 'ignore'} it)`
            : '';
        context.report({
          code: 'usage-line-at-end',
          message: `This ${usage.name} line belongs to the last group (line ${last.start.line}), so it speaks for ${named} alone, not for every robot: the line applies to the group it sits in, and has no file-wide form${cut}. ${star ? `Move it into the "User-agent: *" group (line ${star.start.line}).` : 'Start a "User-agent: *" group for it.'}`,
          offset: usage.offset,
          end: usage.end,
          related: [relatedAt(context, last.start, 'the group it belongs to')],
          fixes: [star ? moveInto(context, star, usage) : startStarGroup(context, trailing[0] as UsageLine)],
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
