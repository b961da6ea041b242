import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/unreachable-rule.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /a\nAllow: /a/b\n' },
    // Google's index.htm rule lets the Allow decide its directory.
    { code: 'User-agent: *\nAllow: /x/index.html\nDisallow: /x/*.html\n', options: { dialect: 'google' } },
    { code: 'User-agent: *\nDisallow: /b\nDisallow: /a\n', options: { dialect: 'draft-1996' } },
  ],
  invalid: [
    { code: 'User-agent: *\nDisallow: /a\nAllow: /a\n', errors: [{ line: 2, message: 'the Allow on line 3 has the same pattern and wins the tie' }] },
    {
      code: 'User-agent: *\nDisallow: /a/b\nAllow: /a/*b\n',
      errors: [{ line: 2, message: 'line 3 ("/a/*b") matches every URL it matches and always wins, being longer' }],
    },
    {
      code: 'User-agent: *\nAllow: /a\nDisallow: /a/b\n',
      options: { dialect: 'draft-1996' },
      errors: [{ line: 3, message: 'comes first, and the first match wins here' }],
    },
    {
      code: 'User-agent: *\nDisallow: /a\nDisallow: /a/b\n',
      options: { dialect: '1994' },
      errors: [{ line: 3, message: 'This Disallow is redundant: line 2 ("/a")' }],
    },
  ],
});
