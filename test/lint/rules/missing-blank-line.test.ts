import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/missing-blank-line.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: a\nDisallow: /a\n\nUser-agent: b\nDisallow: /b\n', options: { dialect: '1994' } },
    // RFC 9309 does not end records at blank lines: nothing to say.
    { code: 'User-agent: a\nDisallow: /a\nUser-agent: b\nDisallow: /b\n' },
    { code: 'User-agent: a\nUser-agent: b\nDisallow: /b\n', options: { dialect: 'draft-1996' } },
    // The comment labels the record after the blank line: the blank line is where it belongs.
    { code: 'User-agent: a\nDisallow: /a\n\n# block AI bots\nUser-agent: b\nDisallow: /b\n', options: { dialect: '1994' } },
    { code: 'User-agent: a\nDisallow: /a\n\n# AI bots\n# (all of them)\nUser-agent: b\nDisallow: /b\n', options: { dialects: 'all' } },
  ],
  invalid: [
    {
      code: 'User-agent: a\nDisallow: /a\nUser-agent: b\nDisallow: /b\n',
      options: { dialect: '1994' },
      errors: [{ line: 3, message: '1994 separates records with blank lines' }],
      output: 'User-agent: a\nDisallow: /a\n\nUser-agent: b\nDisallow: /b\n',
    },
    {
      code: 'User-agent: a\r\nDisallow: /a\r\n# b next\r\nUser-agent: b\r\nDisallow: /b\r\n',
      options: { dialect: 'draft-1996' },
      errors: [{ line: 4 }],
      // The blank line goes above the comment that labels the record, keeping the two together.
      output: 'User-agent: a\r\nDisallow: /a\r\n\r\n# b next\r\nUser-agent: b\r\nDisallow: /b\r\n',
    },
    {
      code: 'User-agent: a\nDisallow: /a\nUser-agent: b\nDisallow: /b\n',
      options: { dialects: 'all' },
      errors: [{ line: 3, message: '1994, draft-1996 and revisited-1996 separate records' }],
      output: 'User-agent: a\nDisallow: /a\n\nUser-agent: b\nDisallow: /b\n',
    },
    {
      code: 'User-agent: a\nDisallow: /a\nUser-agent: b\nDisallow: /b\nUser-agent: c\nDisallow: /c\n',
      options: { dialect: 'revisited-1996' },
      errors: [{ line: 3 }, { line: 5 }],
      output: 'User-agent: a\nDisallow: /a\n\nUser-agent: b\nDisallow: /b\n\nUser-agent: c\nDisallow: /c\n',
    },
  ],
});
