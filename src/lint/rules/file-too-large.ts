/**
 * `file-too-large`: a file over the 500 KiB crawlers read; the finding covers what they ignore.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, GSC, YX } from './meta.ts';
import { DEFAULT_PARSE_LIMIT } from '../../model/dialect.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import { groupedDigits, offsetAfterUtf8Bytes } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'file-too-large',
  family: 'syntax',
  title: 'File over 500 KiB',
  what: 'The file is longer than the 500 KiB (512,000 bytes) crawlers must read.',
  why: 'RFC 9309 lets crawlers stop there, and Google does: rules past the limit are ignored.',
  spec: /* @__PURE__ */ cite.rfc9309('2.5'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  // Calls marked pure (not a template) so that bundlers drop the rule's metadata when lint is not used.
  bad: /* @__PURE__ */ 'User-agent: *\n'.concat(
    /* @__PURE__ */ 'Disallow: /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n'.repeat(5_300),
  ),
  good: 'User-agent: *\nDisallow: /a\n',
  fix: 'Shorten the file: merge rules with `*` wildcards, drop duplicates and comments.',
  anchors: [/* @__PURE__ */ GSC('content after 500 KiB ignored'), /* @__PURE__ */ YX('Robots.txt file size limit exceeded')],
};

export function create(context: RuleContext): RuleListeners {
  return {
    file(): void {
      const { text } = context;
      // At most 3 UTF-8 bytes per UTF-16 unit: most files are too short to count.
      if (!context.robotsTxt || text.length * 3 <= DEFAULT_PARSE_LIMIT) return;
      const cut = offsetAfterUtf8Bytes(text, DEFAULT_PARSE_LIMIT);
      if (cut >= text.length) return;
      context.report({
        code: 'file-too-large',
        message: `The file is over 500 KiB (${groupedDigits(DEFAULT_PARSE_LIMIT)} bytes): crawlers may stop reading here, and Google does, so the rules after this point are ignored. Shorten the file.`,
        offset: cut,
        end: text.length,
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
