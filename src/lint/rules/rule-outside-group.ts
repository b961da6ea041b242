/**
 * `rule-outside-group`: an Allow or Disallow line before any User-agent line (or after a record ended), which no
 * robot gets. One finding per line.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, LH, YX } from './meta.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'rule-outside-group',
  family: 'structure',
  title: 'Rule before any User-agent',
  what: 'An Allow or Disallow line comes before the first User-agent line.',
  why: 'It belongs to no group, so every crawler ignores it (A-6, RFC 9309 §2.2.2).',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.2'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'Disallow: /private/\nUser-agent: *\nDisallow: /tmp/\n',
  good: 'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n',
  fix: 'Put a `User-agent:` line before it, or move it into the group it was meant for.',
  anchors: [/* @__PURE__ */ LH('No user-agent specified'), /* @__PURE__ */ YX('No User-agent directive in front of rule')],
};

export function create(context: RuleContext): RuleListeners {
  return {
    end(): void {
      const reported = new Set<number>();
      for (const rule of context.model.ignoredRules) {
        if (reported.has(rule.line)) continue;
        reported.add(rule.line);
        context.report({
          code: 'rule-outside-group',
          message: `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} line comes before any User-agent line, so it applies to no robot and every crawler ignores it. Put a User-agent line before it.`,
          offset: rule.offset,
          end: context.contentEnd(rule.line),
        });
      }
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
