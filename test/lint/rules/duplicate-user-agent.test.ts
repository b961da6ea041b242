import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/duplicate-user-agent.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: FooBot\nUser-agent: BarBot\nDisallow: /a\n' },
    // Two groups for one robot are agent-in-several-groups' concern.
    { code: 'User-agent: FooBot\nDisallow: /a\n\nUser-agent: FooBot\nDisallow: /b\n' },
    // Another line between them: extension-between-agents' concern.
    { code: 'User-agent: *\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /a\n' },
    // Values that differ beyond a version are agent-not-product-token's, though RFC 9309 reads both as "Branch".
    { code: 'User-agent: Branch Metrics API\nUser-agent: Branch API\nDisallow: /a\n' },
    // Google reads FooBot2 as FooBot, RFC 9309 keeps the digit.
    { code: 'User-agent: FooBot\nUser-agent: FooBot2\nDisallow: /a\n' },
  ],
  invalid: [
    {
      code: 'User-agent: a\nUser-agent: A\nDisallow: /x\n',
      errors: [{ line: 2, message: '"A" names the same robot as line 1 ("a") in the same group' }],
      output: 'User-agent: a\nDisallow: /x\n',
    },
    {
      code: 'User-agent: *\n# the same again\nUser-agent: *\r\nDisallow: /x\n',
      errors: [{ line: 3, message: '"*" names the same robot as line 1 in the same group' }],
      output: 'User-agent: *\n# the same again\nDisallow: /x\n',
    },
    // The same product with another version: RFC 9309 compares the product, but the lines do not read the same.
    {
      code: 'User-agent: FooBot\nUser-agent: FooBot/2.0\nDisallow: /x\n',
      errors: [{ line: 2, message: '("FooBot")' }],
      suggestion: 'User-agent: FooBot\nDisallow: /x\n',
    },
    // The 1994 readers compare the whole value: a version makes another robot name for them.
    {
      code: 'User-agent: FooBot/1.0\nUser-agent: foobot/1.0\nUser-agent: FooBot/2.0\nDisallow: /x\n',
      options: { dialect: '1994' },
      errors: [{ line: 2 }],
      output: 'User-agent: FooBot/1.0\nUser-agent: FooBot/2.0\nDisallow: /x\n',
    },
    // Google reads a value by its leading letters: FooBot2 is FooBot.
    {
      code: 'User-agent: FooBot\nUser-agent: foobot\nUser-agent: FooBot2\nDisallow: /x\n',
      options: { dialect: 'google' },
      errors: [{ line: 2 }],
      output: 'User-agent: FooBot\nUser-agent: FooBot2\nDisallow: /x\n',
    },
    {
      code: 'User-agent: a\nUser-agent: b\nUser-agent: a\nUser-agent: B\nDisallow: /x\n',
      options: { dialects: 'all', preset: 'strict' },
      errors: [{ line: 3 }, { line: 4 }],
      output: 'User-agent: a\nUser-agent: b\nDisallow: /x\n',
    },
  ],
});
