/**
 * `extension-between-agents`: another field (not Sitemap) between two User-agent lines of one group. RFC 9309 keeps
 * the group together; the 1996 draft ends it there.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'extension-between-agents',
  family: 'structure',
  title: 'Other field between User-agent lines',
  what: 'A line with another field (Crawl-delay, Content-Signal…) sits between two User-agent lines of a group.',
  why: 'RFC 9309 says such lines must not end a group, but the 1996 draft treats them as rule lines, so peers disagree about which robots the following lines apply to.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.4'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: FooBot\nCrawl-delay: 5\nUser-agent: BarBot\nDisallow: /a/\n',
  good: 'User-agent: FooBot\nUser-agent: BarBot\nCrawl-delay: 5\nDisallow: /a/\n',
  fix: 'Move the line below the last User-agent line of the group.',
  anchors: [],
};

export function create(context: RuleContext): RuleListeners {
  // The other fields since the last User-agent line, waiting for the line that tells whether another follows.
  let pending: { offset: number; end: number; name: string }[] = [];
  let inAgents = false;
  return {
    everyFile: true,
    directive({ line, key }: RuleDirective): void {
      if (key === 'user-agent') {
        for (const between of pending) {
          context.report({
            code: 'extension-between-agents',
            message: `This ${between.name} line sits between two User-agent lines: RFC 9309 keeps the group together, but the 1996 draft ends it here, so crawlers disagree on which robots the lines below apply to. Move it below the last User-agent line.`,
            offset: between.offset,
            end: between.end,
          });
        }
        pending = [];
        inAgents = true;
      } else if (key === 'allow' || key === 'disallow') {
        inAgents = false;
        pending = [];
      } else if (inAgents && key !== 'sitemap') pending.push({ offset: line.textStart, end: line.contentEnd, name: line.fieldName as string });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
