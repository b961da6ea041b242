/**
 * `duplicate-user-agent`: one group names the same robot twice (`User-agent: a` and `User-agent: A`), compared as the
 * dialect compares a User-agent value with a robot. Deleting the repeat is safe when both lines say the same thing
 * (case aside) and sit in one group under every dialect linted.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { leadingProductToken } from '../../match/agent.ts';
import { DIALECT_PROPERTIES, type Dialect } from '../../model/dialect.ts';
import { fixOf } from '../context.ts';
import type { LintAgent, LintGroup } from '../lint-model.ts';
import type { Rule, RuleContext, RuleGroup, RuleListeners } from '../rule.ts';
import { agentName, deleteLine, relatedAt } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'duplicate-user-agent',
  family: 'structure',
  title: 'Robot named twice in one group',
  what: 'Two User-agent lines of one group name the same robot: the same value, case aside (`FooBot` and `foobot`), or the same product with another version (`FooBot/1.0` and `FooBot/2.0`).',
  why: 'The second line changes nothing; it is noise, and often a sign that another robot was meant.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.1'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'safe',
  bad: 'User-agent: FooBot\nUser-agent: foobot\nDisallow: /a/\n',
  good: 'User-agent: FooBot\nDisallow: /a/\n',
  fix: 'Delete the repeated line (a safe fix when both lines read the same, case aside).',
  anchors: [],
};

/** The robot a User-agent value names, as `dialect` compares it: Google by its leading `[A-Za-z_-]` run, the 1994 records by the whole value, the rest by the product token. */
export function nameUnder(dialect: Dialect, value: string): string {
  const name = agentName(value);
  if (name === '*') return name;
  if (DIALECT_PROPERTIES[dialect].lenientLines) return leadingProductToken(value.trim()).toLowerCase();
  if (DIALECT_PROPERTIES[dialect].agentSelection === 'first-matching-record') return value.trim().toLowerCase();
  return name;
}

/** A User-agent value without its version (`FooBot/2.1` → `foobot`), lower case. */
function withoutVersion(value: string): string {
  const trimmed = value.trim().toLowerCase();
  const slash = trimmed.indexOf('/');
  return slash < 0 ? trimmed : trimmed.slice(0, slash);
}

/** Whether every line strictly between lines `from` and `to` is a comment line. */
function onlyCommentsBetween(context: RuleContext, from: number, to: number): boolean {
  for (let number = from + 1; number < to; number++) if (context.line(number)?.kind !== 'comment') return false;
  return true;
}

export function create(context: RuleContext): RuleListeners {
  const dialect = context.primary;
  // Per dialect, the group of each User-agent line (made when a repeat first asks).
  const groupsByAgentLine = new Map<Dialect, Map<number, LintGroup>>();
  const groupOf = (other: Dialect, line: number): LintGroup | undefined => {
    let byLine = groupsByAgentLine.get(other);
    if (!byLine) {
      byLine = new Map();
      for (const group of context.modelUnder(other).groups) for (const agent of group.agents) byLine.set(agent.line, group);
      groupsByAgentLine.set(other, byLine);
    }
    return byLine.get(line);
  };
  const deletionIsSafe = (first: LintAgent, repeat: LintAgent): boolean =>
    first.value.toLowerCase() === repeat.value.toLowerCase() &&
    context.dialects.every((other) => {
      if (other === dialect) return true;
      const group = groupOf(other, first.line);
      return group !== undefined && group === groupOf(other, repeat.line);
    });
  return {
    group({ group }: RuleGroup): void {
      if (group.agents.length < 2) return;
      let firstOf = new Map<string, LintAgent>();
      let previous = 0;
      for (const agent of group.agents) {
        // Only a run of User-agent lines (comments between them aside): a repeat after other lines or a blank line is
        // extension-between-agents' (and duplicate-star-group's, for the readers that end the record there).
        if (previous > 0 && !onlyCommentsBetween(context, previous, agent.line)) firstOf = new Map();
        previous = agent.line;
        const name = nameUnder(dialect, agent.value);
        if (name === '') continue;
        const first = firstOf.get(name);
        if (!first) firstOf.set(name, agent);
        // Values that differ beyond a version (`Branch API`, `Branch Metrics API`) are agent-not-product-token's.
        else if (first.line !== agent.line && withoutVersion(first.value) === withoutVersion(agent.value)) {
          context.report({
            code: 'duplicate-user-agent',
            message: `"${agent.value}" names the same robot as line ${first.line}${first.value === agent.value ? '' : ` ("${first.value}")`} in the same group: the second line changes nothing. Delete it, or name the robot you meant.`,
            offset: agent.offset,
            end: context.contentEnd(agent.line),
            related: [relatedAt(context, first, 'the first line naming this robot')],
            fixes: [fixOf('Delete the repeated User-agent line', deletionIsSafe(first, agent), [deleteLine(context, agent.line)])],
          });
        }
      }
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
