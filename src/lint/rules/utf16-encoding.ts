/**
 * `utf16-encoding`: a UTF-16 file (the parser decoded it by its byte-order mark and said so).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'utf16-encoding',
  family: 'syntax',
  title: 'UTF-16 file',
  what: 'The file is UTF-16 (it starts with a UTF-16 byte-order mark).',
  why: 'RFC 9309 requires UTF-8; most crawlers read a UTF-16 file as garbage and find no rules at all.',
  spec: /* @__PURE__ */ cite.rfc9309('2.3'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: '',
  good: 'User-agent: *\nDisallow: /private/\n',
  fix: 'Save the file as UTF-8 without a byte-order mark.',
  anchors: [],
};

/** Reports the parser's own diagnostics with `code`: only a text decoded as Latin-1 or UTF-16 has them. */
export function reportDecoding(context: RuleContext, code: 'invalid-utf8' | 'utf16-encoding'): void {
  const { document } = context;
  if (document.encoding !== 'latin1' && document.encoding !== 'utf-16le' && document.encoding !== 'utf-16be') return;
  for (const diagnostic of document.diagnostics) {
    if (diagnostic.code !== code) continue;
    context.report({ code, message: diagnostic.message, offset: diagnostic.range.start.offset, end: diagnostic.range.end.offset, spec: diagnostic.spec });
  }
}

export function create(context: RuleContext): RuleListeners {
  return { file: () => reportDecoding(context, 'utf16-encoding') };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
