/**
 * `duplicate-host`: a second Host line (Host names one main mirror for the whole file; Yandex read only the first).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'duplicate-host',
  family: 'values',
  title: 'Several Host lines',
  what: 'More than one Host line.',
  why: 'Host names one main mirror for the whole file; Yandex read only the first.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §3.2'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'Host: example.com\nHost: www.example.com\n',
  good: 'Host: example.com\n',
  fix: 'Keep one Host line, or none.',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  let first: { number: number; offset: number; end: number } | undefined;
  return {
    directive({ line, key }: RuleDirective): void {
      if (key !== 'host') return;
      if (!first) {
        first = { number: line.number, offset: line.textStart, end: line.contentEnd };
        return;
      }
      context.report({
        code: 'duplicate-host',
        message: `A second Host line: Host names one main mirror for the whole file, and Yandex read only the first (line ${first.number}). Keep one.`,
        offset: line.textStart,
        end: line.contentEnd,
        related: [{ offset: first.offset, end: first.end, message: 'the first Host line' }],
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
