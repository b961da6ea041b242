/**
 * `not-robots-txt`: an HTML page or Apache configuration served as robots.txt. Such a file gets this one finding:
 * the linter hands its lines only to the rules that read every file ({@link notRobotsTxtMessage} decides).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, LH, GSC } from './meta.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'not-robots-txt',
  family: 'syntax',
  title: 'HTML page or .htaccess served as robots.txt',
  what: 'The file is an HTML page (often a "soft 404") or Apache configuration (`.htaccess`), not a robots.txt.',
  why: 'Crawlers find no directives in it, so every URL is allowed, whatever the site meant.',
  spec: /* @__PURE__ */ cite.rfc9309('2.3'),
  severity: /* @__PURE__ */ on('error'),
  fixable: 'no',
  bad: '<!DOCTYPE html>\n<html><head><title>Not found</title></head></html>\n',
  good: 'User-agent: *\nDisallow:\n',
  fix: 'Serve a plain-text robots.txt at /robots.txt, or answer 404 when there is none.',
  anchors: [/* @__PURE__ */ LH('Syntax not understood'), /* @__PURE__ */ GSC('Syntax not understood')],
};

const HTML_START = /^\s*(<!doctype\s+html|<html|<head|<body|<\?xml|<!--)/i;
const HTACCESS_LINE =
  /^\s*(RewriteEngine|RewriteRule|RewriteCond|<IfModule|Options\s|Order\s+(allow|deny)|Deny\s+from|Allow\s+from|AddType|ErrorDocument|DirectoryIndex|Header\s+set)/im;

/** A line that starts (after the byte-order mark, spaces and tabs) with a standard field name and its colon, in any case. */
const STANDARD_FIELD_LINE = /(?:^\uFEFF?|[\r\n])[ \t]*(?:user-agent|allow|disallow|sitemap)[ \t]*:/i;

/**
 * Whether a line has the field name `User-agent`, `Allow`, `Disallow` or `Sitemap`, as the scanner reads a field
 * name (lines end at CR, LF or CR LF; only ASCII letters match the names' letters in another case).
 */
export function hasStandardFieldLine(document: { readonly text: string }): boolean {
  return STANDARD_FIELD_LINE.test(document.text);
}

/** Whether the primary dialect reads no User-agent, Allow, Disallow or Sitemap line (its model is made only when some line has such a name). */
function noStandardLines(context: RuleContext): boolean {
  if (!DIALECT_PROPERTIES[context.primary].lenientLines && !context.hasStandardFieldLine) return true;
  return context.modelUnder(context.primary).standardLines === 0;
}

/**
 * What the finding says when the file is an HTML page or .htaccess, else `undefined`: the file's first 4,096
 * characters decide, with its standard lines. The linter asks once per file (`context.notRobotsTxtMessage`): the
 * other rules hear the lines of a robots.txt only.
 */
export function notRobotsTxtMessage(context: RuleContext): string | undefined {
  const head = context.text.slice(0, 4096);
  const markup = head.includes('<');
  if (markup && (HTML_START.test(head.replace(/^\uFEFF/, '')) || (/<html[\s>]/i.test(head) && noStandardLines(context))))
    return 'This is an HTML page, not a robots.txt: crawlers find no rules in it, so every URL is allowed. Serve a plain-text robots.txt, or answer 404.';
  // A standard line in the head is one under every dialect: no .htaccess (most files say so on their first line).
  if (!STANDARD_FIELD_LINE.test(head) && HTACCESS_LINE.test(head) && noStandardLines(context))
    return 'This looks like Apache configuration (.htaccess), not a robots.txt: crawlers find no rules in it. Serve a plain-text robots.txt at /robots.txt.';
  return undefined;
}

export function create(context: RuleContext): RuleListeners {
  return {
    file(): void {
      const message = context.notRobotsTxtMessage;
      if (message) context.report({ code: 'not-robots-txt', message, offset: 0, end: context.line(1)?.contentEnd ?? 0 });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
