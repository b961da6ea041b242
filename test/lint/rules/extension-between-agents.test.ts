import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/extension-between-agents.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: a\nUser-agent: b\nCrawl-delay: 5\nDisallow: /\n' },
    // Sitemap belongs to no group.
    { code: 'User-agent: a\nSitemap: https://example.com/s.xml\nUser-agent: b\nDisallow: /\n' },
    { code: 'User-agent: a\nDisallow: /a\nCrawl-delay: 5\nUser-agent: b\nDisallow: /b\n' },
  ],
  invalid: [
    {
      code: 'User-agent: a\nCrawl-delay: 5\nUser-agent: b\nDisallow: /\n',
      errors: [{ line: 2, message: 'This Crawl-delay line sits between two User-agent lines' }],
    },
    { code: 'User-agent: a\nHost: x\nNoindex: /y\nUser-agent: b\nDisallow: /\n', errors: [{ line: 2 }, { line: 3 }] },
    { code: 'User-agent: a\nfoo: bar\n\nUser-agent: b\nDisallow: /\n', options: { dialect: 'draft-1996' }, errors: [{ line: 2, message: 'This foo line' }] },
    {
      code: 'User-agent: a\nCrawl-delay: 1\nUser-agent: b\nCrawl-delay: 2\nUser-agent: c\nDisallow: /\n',
      options: { dialects: 'all' },
      errors: [{ line: 2 }, { line: 4 }],
    },
  ],
});
