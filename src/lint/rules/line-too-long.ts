/**
 * `line-too-long`: a line longer than the 16,663 bytes Google reads (it cuts the rest off).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, GP, YX } from './meta.ts';
import { GOOGLE_MAX_LINE_BYTES } from '../../model/dialect.ts';
import type { LineView } from '../../syntax/tree.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import { groupedDigits, offsetAfterUtf8Bytes } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'line-too-long',
  family: 'syntax',
  title: 'Line longer than Google reads',
  what: `A line longer than 16,663 bytes (Google's 2083 × 8 − 1).`,
  why: 'Google cuts the line there, so the end of a long pattern is lost and the rule matches more than written.',
  spec: /* @__PURE__ */ cite.google('line length limit'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  // Calls marked pure (not a template) so that bundlers drop the rule's metadata when lint is not used.
  bad: /* @__PURE__ */ 'User-agent: *\nDisallow: /'.concat(/* @__PURE__ */ 'a'.repeat(16_700), '\n'),
  good: 'User-agent: *\nDisallow: /a\n',
  fix: 'Shorten the pattern, for instance with a `*` wildcard.',
  anchors: [/* @__PURE__ */ GP('line too long'), /* @__PURE__ */ YX('Rule too long')],
};

export function create(context: RuleContext): RuleListeners {
  return {
    // Comment lines are read in any file (a long one in an HTML page is still cut); other lines only in a robots.txt.
    everyFile: true,
    line(line: LineView): void {
      if (line.kind !== 'comment' && !context.robotsTxt) return;
      // At most 3 UTF-8 bytes per UTF-16 unit: most lines are too short to count.
      if ((line.contentEnd - line.offset) * 3 <= GOOGLE_MAX_LINE_BYTES) return;
      const content = line.content;
      if (new TextEncoder().encode(content).length <= GOOGLE_MAX_LINE_BYTES) return;
      context.report({
        code: 'line-too-long',
        message: `This line is longer than the ${groupedDigits(GOOGLE_MAX_LINE_BYTES)} bytes Google reads; Google cuts it there, so the rule matches more than written. Shorten it.`,
        offset: line.offset + offsetAfterUtf8Bytes(content, GOOGLE_MAX_LINE_BYTES),
        end: line.contentEnd,
        spec: meta.spec,
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
