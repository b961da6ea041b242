/**
 * `missing-colon`: a line of words with no colon, so no directive. Google reads `Disallow /x` as if the colon were
 * there; the message says so, and the fix inserts it.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, LH, GP, GSC, YX } from './meta.ts';
import { readDirective } from '../../model/directives.ts';
import type { LineView } from '../../syntax/tree.ts';
import { fixOf } from '../context.ts';
import { displayName } from '../fields.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'missing-colon',
  family: 'syntax',
  title: 'Line without a colon',
  what: 'A line holds words but no `:`, so it is not a `field: value` directive.',
  why: 'RFC 9309 parsers ignore the line. Google reads a two-word line (`Disallow /x`) as if the colon were there, so the file means different things to different crawlers.',
  spec: /* @__PURE__ */ cite.standard1994('The Format'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'suggestion',
  bad: 'User-agent: *\nDisallow /private/\n',
  good: 'User-agent: *\nDisallow: /private/\n',
  fix: 'Insert the colon after the field name (a suggestion: it changes what RFC 9309 parsers read), or start the line with `#` to make it a comment.',
  anchors: [
    /* @__PURE__ */ LH('Syntax not understood'),
    /* @__PURE__ */ GP('missing colon separator'),
    /* @__PURE__ */ GSC('Syntax not understood'),
    /* @__PURE__ */ YX('Syntax error'),
  ],
};

export function create(context: RuleContext): RuleListeners {
  return {
    line(line: LineView): void {
      const stray = line.kind === 'invalid' ? line.strayText : undefined;
      if (!stray) return;
      const google = readDirective(line, 'google', context.document.encoding === 'latin1');
      const googleReads = google !== undefined && google.kind !== 'other';
      const read = googleReads ? ` Google reads it as "${displayName(google.key)}: ${google.value}"; RFC 9309 parsers ignore it.` : '';
      const space = /[ \t]/.exec(stray.text);
      // Safe only where every dialect linted reads the line as Google does.
      const at = space ? stray.offset + space.index : -1;
      const fixes = space && googleReads ? [fixOf('Insert the colon', context.facts.allLenient, [{ offset: at, end: at, text: ':' }])] : [];
      context.report({
        code: 'missing-colon',
        message: `This line has no colon, so it is not a directive.${read} Write "field: value", or start it with "#" to make it a comment.`,
        offset: stray.offset,
        end: stray.end,
        spec: meta.spec,
        fixes,
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
