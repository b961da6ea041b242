/**
 * `percent-escape`: a `%` not followed by two hex digits, or an escape with lower-case hex (`%2f`). Upper-casing
 * is safe where every dialect linted normalizes escapes.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { fixOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'percent-escape',
  family: 'values',
  title: 'Lower-case or invalid %-escape',
  what: 'A `%` not followed by two hex digits, or a %-escape with lower-case hex (`%2f`).',
  why: 'RFC 9309 normalises escapes, but literal readers (1994, Revisited) compare them byte for byte, and a broken escape matches no URL a browser sends.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.2'),
  severity: /* @__PURE__ */ on('info'),
  fixable: 'safe',
  bad: 'User-agent: *\nDisallow: /caf%c3%a9/\n',
  good: 'User-agent: *\nDisallow: /caf%C3%A9/\n',
  fix: 'Upper-case the hex digits (safe where escapes are normalised), write `%25` for a literal `%`.',
  anchors: [],
};

const INVALID = /%(?![0-9A-Fa-f]{2})/;
const LOWER_CASE = /%(?=[0-9A-Fa-f]{2})(?:[0-9a-f][a-f]|[a-f][0-9a-f])/g;

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if ((key !== 'allow' && key !== 'disallow') || !value.includes('%')) return;
      const start = valueStart(line, value);
      const invalid = INVALID.exec(value);
      if (invalid) {
        context.report({
          code: 'percent-escape',
          message: 'A "%" not followed by two hex digits: no URL a browser sends has it. Write %25 for a literal "%".',
          offset: start + invalid.index,
          end: start + Math.min(value.length, invalid.index + 3),
        });
      }
      const lower = [...value.matchAll(LOWER_CASE)];
      const first = lower[0];
      if (!first) return;
      const edits = lower.map((match) => ({ offset: start + match.index, end: start + match.index + 3, text: match[0].toUpperCase() }));
      context.report({
        code: 'percent-escape',
        message: `Lower-case hex in "${first[0]}": RFC 9309 normalises it, but literal readers compare escapes byte for byte. Write "${first[0].toUpperCase()}".`,
        offset: start + first.index,
        end: start + first.index + 3,
        fixes: [fixOf('Upper-case the hex digits', context.facts.normalized, edits)],
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
