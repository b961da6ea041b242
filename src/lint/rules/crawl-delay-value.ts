/**
 * `crawl-delay-value`: a Crawl-delay value that is not a non-negative number of seconds.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, GSC } from './meta.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueSpan } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'crawl-delay-value',
  family: 'values',
  title: 'Crawl-delay not a number',
  what: 'A Crawl-delay value that is not a non-negative number of seconds.',
  why: 'Crawlers that honour Crawl-delay (Bing, Yandex before 2018, many libraries) ignore the line; Google ignores Crawl-delay altogether.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §3.3'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: bingbot\nCrawl-delay: abc\n',
  good: 'User-agent: bingbot\nCrawl-delay: 5\n',
  fix: 'Write the delay in seconds, e.g. `Crawl-delay: 5`.',
  anchors: [/* @__PURE__ */ GSC('Rule ignored by Googlebot')],
};

const VALID = /^(\d+(\.\d*)?|\.\d+)$/;

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'crawl-delay' || VALID.test(value)) return;
      context.report({
        code: 'crawl-delay-value',
        message: `Crawl-delay "${value}" is not a non-negative number of seconds: Bing and the libraries that honour Crawl-delay ignore it (Google ignores Crawl-delay altogether). Write e.g. "Crawl-delay: 5".`,
        ...valueSpan(line, value),
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
