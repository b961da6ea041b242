/**
 * `non-standard-field`: a known extension (Crawl-delay, Clean-param, Content-Signal…) that some crawlers read and
 * others ignore. The extensions no crawler acts on are `no-effect-field`'s.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, GP, GSC } from './meta.ts';
import { EXTENSION_FIELDS, type ExtensionField } from '../fields.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'non-standard-field',
  family: 'values',
  title: 'Known non-standard field',
  what: 'A field that is not in RFC 9309 but that some crawlers read (Crawl-delay, Clean-param, Content-Signal, Content-Usage, License, Request-rate…): the message says who honours it.',
  why: 'Crawlers that do not know it ignore it (RFC 9309 §2.2.4), so it only works for the crawlers named.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.4'),
  severity: /* @__PURE__ */ on('info'),
  fixable: 'no',
  bad: 'User-agent: *\nCrawl-delay: 10\n',
  good: 'User-agent: *\nDisallow: /private/\n',
  fix: 'Nothing to fix if the crawlers named are the ones you mean; otherwise remove the line.',
  anchors: [/* @__PURE__ */ GP('known but unused key (kUnsupportedTags)'), /* @__PURE__ */ GSC('Rule ignored by Googlebot')],
};

/** ACAP (Automated Content Access Protocol, 2007) fields: `ACAP-crawler`, `ACAP-disallow-crawl`… */
export const ACAP_FIELD: ExtensionField = { name: 'ACAP', honouredBy: 'nobody: ACAP (2007) was never adopted by the search engines', noEffect: true };

/** The known extension a field key is, if any. */
export function extensionOf(key: string): ExtensionField | undefined {
  return EXTENSION_FIELDS.get(key) ?? (key.startsWith('acap-') ? ACAP_FIELD : undefined);
}

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, name, key }: RuleDirective): void {
      const extension = extensionOf(key);
      if (!extension || extension.noEffect) return;
      context.report({
        code: 'non-standard-field',
        message: `${extension.name} is not part of RFC 9309; it is read by ${extension.honouredBy}. Other crawlers ignore it.`,
        offset: line.textStart,
        end: line.textStart + name.length,
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
