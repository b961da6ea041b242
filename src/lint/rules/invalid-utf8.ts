/**
 * `invalid-utf8`: bytes that are not UTF-8 (the parser read them as Latin-1 and said so).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import { reportDecoding } from './utf16-encoding.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'invalid-utf8',
  family: 'syntax',
  title: 'Not UTF-8',
  what: 'The bytes are not valid UTF-8; they were read as Latin-1 so that no byte is lost.',
  why: 'RFC 9309 requires UTF-8. Paths with other characters do not match URLs as the site meant.',
  spec: /* @__PURE__ */ cite.rfc9309('2.3'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: '',
  good: 'User-agent: *\nDisallow: /caf%C3%A9/\n',
  fix: 'Save the file as UTF-8, or write non-ASCII characters as %-escapes of their UTF-8 bytes.',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  return { file: () => reportDecoding(context, 'invalid-utf8') };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
