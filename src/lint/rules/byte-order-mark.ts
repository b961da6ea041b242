/**
 * `byte-order-mark`: a UTF-8 file that starts with U+FEFF.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { fixOf } from '../context.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'byte-order-mark',
  family: 'syntax',
  title: 'Byte-order mark',
  what: 'The file starts with a UTF-8 byte-order mark (U+FEFF).',
  why: 'RFC 9309 parsers and Google skip it, but older parsers read it as part of the first field name, so a first `User-agent` line is lost.',
  spec: /* @__PURE__ */ cite.rfc9309('2.3'),
  severity: /* @__PURE__ */ on('info'),
  fixable: 'safe',
  bad: '\uFEFFUser-agent: *\nDisallow: /x\n',
  good: 'User-agent: *\nDisallow: /x\n',
  fix: 'Remove the byte-order mark (a safe fix).',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  return {
    file(): void {
      const { text, document } = context;
      if (!context.robotsTxt || text.charCodeAt(0) !== 0xfeff || document.encoding === 'utf-16le' || document.encoding === 'utf-16be') return;
      context.report({
        code: 'byte-order-mark',
        message:
          'The file starts with a byte-order mark: RFC 9309 parsers and Google skip it, but older parsers read it as part of the first field name. Remove it.',
        offset: 0,
        end: 1,
        // Safe unless a second U+FEFF would then become the mark.
        fixes: [fixOf('Remove the byte-order mark', text.charCodeAt(1) !== 0xfeff, [{ offset: 0, end: 1, text: '' }])],
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
