import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/duplicate-field.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: a\nCrawl-delay: 1\n\nUser-agent: b\nCrawl-delay: 5\n' },
    // A Content-Usage or Content-Signal line per path, a Request-rate per time window.
    { code: 'User-agent: *\nAllow: /\nContent-Usage: bots=y\nContent-Usage: /public/ train-ai=y\nContent-Usage: /restricted/ train-ai=n\n' },
    { code: 'User-agent: *\nRequest-rate: 1/5 0600-0845\nRequest-rate: 1/10 0845-1800\n' },
    // Under the 1994 rules the blank line ends the record: the second line belongs to none.
    { code: 'User-agent: a\nCrawl-delay: 1\n\nCrawl-delay: 5\n', options: { dialect: '1994' } },
    { code: 'Crawl-delay: 1\nCrawl-delay: 5\nUser-agent: *\nDisallow:\n' },
  ],
  invalid: [
    {
      code: 'User-agent: bingbot\nCrawl-delay: 1\nCrawl-delay: 5\n',
      errors: [{ line: 3, message: 'A second Crawl-delay line in this group: "5" here, "1" on line 2. Readers keep one of them' }],
    },
    // The same value again: deleting the repeat changes nothing.
    {
      code: 'User-agent: Google\nVisit-time: 1200-4000\nVisit-time: 1200-4000\nUser-agent: Yahoo\nVisit-time: 1200-4000\n',
      errors: [{ line: 3, message: 'A second Visit-time line in this group, with the value of line 2' }],
      output: 'User-agent: Google\nVisit-time: 1200-4000\nUser-agent: Yahoo\nVisit-time: 1200-4000\n',
    },
    {
      code: 'User-agent: *\nRequest-rate: 1/2\nDisallow: /a\nRequest-rate: 1/5\nRequest-rate: 1/5\n',
      options: { dialect: 'google' },
      errors: [{ line: 4 }, { line: 5 }],
      output: 'User-agent: *\nRequest-rate: 1/2\nDisallow: /a\nRequest-rate: 1/5\n',
    },
    {
      code: 'User-agent: *\nContent-Usage: /a/ train-ai=n\nContent-Usage: /a/ train-ai=y\nContent-Signal: search=yes\nContent-Signal: search=no\n',
      errors: [
        { line: 3, message: 'A second Content-Usage line for /a/ in this group' },
        { line: 5, message: 'A second Content-Signal line in this group' },
      ],
    },
    // RFC 9309 keeps the group across the blank line; the 1994 rules end the record there, so deleting is a suggestion.
    {
      code: 'User-agent: a\nCrawl-delay: 1\n\nCrawl-delay: 1\n',
      options: { dialects: 'all' },
      errors: [{ line: 4 }],
      suggestion: 'User-agent: a\nCrawl-delay: 1\n\n',
    },
    { code: 'User-agent: a\nCrawl-delay: 1\n\nCrawl-delay: 1\n', errors: [{ line: 4 }], output: 'User-agent: a\nCrawl-delay: 1\n\n' },
  ],
});
