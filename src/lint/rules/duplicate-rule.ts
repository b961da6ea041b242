/**
 * `duplicate-rule`: the same Allow or Disallow value twice in one group. Deleting the copy is safe when both copies
 * are in one group, as the same kind of rule, under every dialect linted.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { Dialect } from '../../model/dialect.ts';
import { fixOf } from '../context.ts';
import type { LintGroup, LintRule } from '../lint-model.ts';
import type { Rule, RuleContext, RuleGroup, RuleListeners } from '../rule.ts';
import { deleteLine, relatedAt } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'duplicate-rule',
  family: 'meaning',
  title: 'Duplicate rule',
  what: 'The same Allow or Disallow line twice in one group.',
  why: 'The second copy never changes a verdict; it is noise that hides real changes.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.2'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'safe',
  bad: 'User-agent: *\nDisallow: /a/\nDisallow: /a/\n',
  good: 'User-agent: *\nDisallow: /a/\n',
  fix: 'Delete the second copy (a safe fix).',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  // Per dialect, the first group holding a rule of each kind on each line (made when a duplicate first asks).
  const groupsByRuleLine = new Map<Dialect, Map<string, LintGroup>>();
  const groupOf = (dialect: Dialect, rule: LintRule): LintGroup | undefined => {
    let byLine = groupsByRuleLine.get(dialect);
    if (!byLine) {
      byLine = new Map();
      for (const group of context.modelUnder(dialect).groups)
        for (const other of group.rules) if (!byLine.has(`${other.kind} ${other.line}`)) byLine.set(`${other.kind} ${other.line}`, group);
      groupsByRuleLine.set(dialect, byLine);
    }
    return byLine.get(`${rule.kind} ${rule.line}`);
  };
  const deletionIsSafe = (first: LintRule, copy: LintRule): boolean => {
    // A line with several path roots (revisited-1996) holds more than the duplicate.
    if (/\s/.test(context.line(copy.line)?.fieldValue ?? '')) return false;
    // Under the primary dialect both are rules of the group checked.
    return context.dialects.every((dialect) => {
      if (dialect === context.model.dialect) return true;
      const group = groupOf(dialect, first);
      return group !== undefined && group === groupOf(dialect, copy);
    });
  };
  return {
    group({ rules }: RuleGroup): void {
      // The first rule of each value, one map per kind.
      const firstOf = { allow: new Map<string, LintRule>(), disallow: new Map<string, LintRule>() };
      for (const rule of rules) {
        const earlier = firstOf[rule.kind].get(rule.value);
        if (!earlier) firstOf[rule.kind].set(rule.value, rule);
        else if (earlier.line !== rule.line) {
          context.report({
            code: 'duplicate-rule',
            message: `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} rule repeats line ${earlier.line} in the same group: it never changes a verdict. Delete it.`,
            offset: rule.offset,
            end: context.contentEnd(rule.line),
            related: [relatedAt(context, earlier, 'the first copy')],
            fixes: [fixOf('Delete the duplicate line', deletionIsSafe(earlier, rule), [deleteLine(context, rule.line)])],
          });
        }
      }
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
