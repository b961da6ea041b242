import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/crawl-delay-value.ts';

ruleTester(rule, {
  valid: [{ code: 'Crawl-delay: 5\n' }, { code: 'Crawl-delay: 0.5\n' }, { code: 'Crawl-delay: .5 # seconds\n' }],
  invalid: [
    { code: 'User-agent: *\nCrawl-delay: 5s\n', errors: [{ line: 2, message: 'Crawl-delay "5s" is not a non-negative number of seconds' }] },
    { code: 'Crawl-delay: -1\n', errors: [{ line: 1 }] },
    { code: 'Crawl-delay:\n', options: { dialect: '1994' }, errors: [{ line: 1, message: 'Crawl-delay ""' }] },
    { code: 'Crawl-delay: 1,5\nCrawl-delay: ten\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
