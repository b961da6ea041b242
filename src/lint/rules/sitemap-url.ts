/**
 * `sitemap-url`: a Sitemap value that is not an absolute http(s) URL.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, LH, YX } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueSpan } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'sitemap-url',
  family: 'values',
  title: 'Sitemap not an absolute http(s) URL',
  what: 'A Sitemap value that is not an absolute `http:` or `https:` URL.',
  why: 'RFC 9309 §2.2.4 and the sitemaps protocol require a fully qualified URL; crawlers ignore a relative one.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.4'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'Sitemap: /sitemap.xml\n',
  good: 'Sitemap: https://example.com/sitemap.xml\n',
  fix: 'Write the full URL with its scheme and host.',
  anchors: [
    /* @__PURE__ */ LH('Invalid sitemap URL'),
    /* @__PURE__ */ LH('Invalid sitemap URL protocol'),
    /* @__PURE__ */ YX('Invalid Sitemap file URL format'),
  ],
};

/** Whether `value` is an absolute http or https URL with a host, as the URL parser reads it. */
export function isAbsoluteHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'sitemap' || isAbsoluteHttpUrl(value)) return;
      context.report({
        code: 'sitemap-url',
        message: `Sitemap "${value}" is not an absolute http(s) URL: crawlers ignore it. Write the full URL, e.g. https://example.com/sitemap.xml.`,
        ...valueSpan(line, value),
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
