/**
 * `space-before-colon`: blanks between a field name and its colon (`Disallow : /x`).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { fixOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'space-before-colon',
  family: 'syntax',
  title: 'Whitespace before the colon',
  what: 'A field name is followed by spaces or tabs before its colon (`Disallow : /x`).',
  why: 'RFC 9309 and Google accept it, but the 1994 standard and the 1996 draft have no whitespace there in their grammar (A-14); strict parsers may skip the line.',
  spec: /* @__PURE__ */ cite.toolkit('A-14'),
  severity: /* @__PURE__ */ on('info'),
  fixable: 'safe',
  bad: 'User-agent: *\nDisallow : /x\n',
  good: 'User-agent: *\nDisallow: /x\n',
  fix: 'Remove the whitespace (a safe fix: no dialect reads the line differently).',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, name }: RuleDirective): void {
      // The name's end from the line's offsets (the name is trimmed: what follows it up to the colon is blank).
      const nameEnd = line.textStart + name.length;
      if (nameEnd >= line.colonOffset) return;
      context.report({
        code: 'space-before-colon',
        message:
          'Whitespace between the field name and its colon: RFC 9309 and Google accept it, but the 1994 and 1996 grammars have none there (A-14). Remove it.',
        offset: nameEnd,
        end: line.colonOffset,
        fixes: [fixOf('Remove the whitespace before the colon', true, [{ offset: nameEnd, end: line.colonOffset, text: '' }])],
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
