/**
 * `control-character`: a control character other than tab in a line (NUL, vertical tab, ESC…).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, YX } from './meta.ts';
import type { LineView } from '../../syntax/tree.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'control-character',
  family: 'syntax',
  title: 'Control character',
  what: 'A control character other than tab (NUL, form feed, vertical tab, ESC…) in a line.',
  why: 'Parsers disagree on them: some end the line, some keep them in the value, Google treats some as whitespace. A pattern with one never matches a real URL.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: *\nDisallow: /a\u000b\n',
  good: 'User-agent: *\nDisallow: /a\n',
  fix: 'Delete the character (an editor may show it as `^K` or `\\v`).',
  anchors: [/* @__PURE__ */ YX("It's possible that an illegal character was used")],
};

/** A control character other than tab, CR and LF (those end lines). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function create(context: RuleContext): RuleListeners {
  // Most files have none: one search of the text spares a look at each line.
  if (!CONTROL.test(context.text)) return {};
  const text = context.text;
  return {
    line(line: LineView): void {
      for (let at = line.offset; at < line.contentEnd; at++) {
        if (!CONTROL.test(text[at] as string)) continue;
        const code = text.charCodeAt(at);
        context.report({
          code: 'control-character',
          message: `Control character U+${code.toString(16).toUpperCase().padStart(4, '0')} in this line: parsers disagree on it (some end the line, some keep it in the value). Delete it.`,
          offset: at,
          end: at + 1,
        });
        return;
      }
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
