import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/allow-unsupported.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nAllow: /a\n' },
    { code: 'User-agent: *\nDisallow: /a\n', options: { dialect: '1994' } },
    // An empty Allow allows nothing anywhere.
    { code: 'User-agent: *\nAllow:\n', options: { dialect: '1994' } },
  ],
  invalid: [
    { code: 'User-agent: *\nAllow: /a\n', options: { dialect: '1994' }, errors: [{ line: 2, message: '1994 has no Allow: its readers ignore this line' }] },
    { code: 'User-agent: *\nAllow: /a # open\n', options: { dialect: '1994' }, errors: [{ line: 2 }] },
    { code: 'User-agent: *\nAllow: /a\nAllow: /b\n', options: { dialect: '1994', preset: 'strict' }, errors: [{ line: 2 }, { line: 3 }] },
    {
      code: 'User-agent: *\nDisallow: /\nAllow: /public/\n',
      options: { dialects: 'all' },
      errors: [{ line: 3, message: '1994 and revisited-1996 have no Allow: their readers' }],
    },
  ],
});
