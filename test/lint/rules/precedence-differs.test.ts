import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/precedence-differs.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nAllow: /a/b\nDisallow: /a\n', options: { dialects: 'all' } },
    { code: 'User-agent: *\nAllow: /a\nDisallow: /a\n', options: { dialects: 'all' } },
    // Wildcard patterns are not compared as prefixes.
    { code: 'User-agent: *\nDisallow: /a*\nAllow: /a/b\n', options: { dialects: 'all' } },
    // One precedence rule linted: nothing differs (the draft is not cited when it was not asked for).
    { code: 'User-agent: *\nDisallow: /a\nAllow: /a/b\n', options: { preset: 'strict' } },
    { code: 'User-agent: *\nDisallow: /a\nAllow: /a/b\n', options: { dialect: 'draft-1996' } },
    { code: 'User-agent: *\nDisallow: /a\nAllow: /a/b\n', options: { dialects: ['1994', 'rfc9309'] } },
  ],
  invalid: [
    {
      code: 'User-agent: *\nDisallow: /a\nAllow: /a/b\n',
      options: { dialects: 'all' },
      errors: [{ line: 3, message: 'draft-1996 obeys line 2 (disallow: the first match) but rfc9309 and google obey this line' }],
    },
    { code: 'User-agent: *\nAllow: /a\nDisallow: /a/b\n', options: { dialects: ['draft-1996', 'rfc9309'] }, errors: [{ line: 3, message: 'line 2 (allow' }] },
    {
      code: 'User-agent: *\nDisallow: /a\nAllow: /a\n',
      options: { dialects: ['google', 'draft-1996'] },
      errors: [{ line: 3, message: 'draft-1996 obeys line 2 (disallow: the first match) but google obeys this line' }],
    },
    { code: 'User-agent: *\nDisallow: /\nAllow: /a\nAllow: /b\n', options: { dialects: 'all', preset: 'strict' }, errors: [{ line: 3 }, { line: 4 }] },
  ],
});
