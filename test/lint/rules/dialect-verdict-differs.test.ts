import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/dialect-verdict-differs.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /private/\n', options: { dialects: 'all' } },
    // One dialect has nothing to differ from.
    { code: 'User-agent: *\nDisallow: /*.pdf\n', options: { preset: 'strict' } },
    { code: 'User-agent: *\nDisallow: /a\n', options: { dialects: ['rfc9309', 'google'] } },
  ],
  invalid: [
    {
      code: 'User-agent: *\nDisallow: /*.pdf\n',
      options: { dialects: 'all' },
      errors: [{ line: 2, message: 'is allowed under 1994, draft-1996 and revisited-1996' }],
    },
    { code: 'User-agent: *\nDisallow: /a\nAllow: /a/b\n', options: { dialects: ['draft-1996', 'rfc9309'] }, errors: [{ line: 2, message: '"/a/b"' }] },
    {
      code: 'User-agent: *\nAllow: /a\nDisallow: /\n',
      options: { dialects: ['1994', 'rfc9309'] },
      errors: [
        { line: 2, message: 'allowed under rfc9309 (line 2 decides) but disallowed under 1994 (line 3 decides)' },
        { line: 3, message: '"/robots.txt" for a robot the file does not name is allowed under rfc9309 (no rule matches)' },
      ],
    },
    {
      code: 'User-agent: *\nDisallow: /a$\n',
      options: { dialects: ['google', '1994'] },
      errors: [{ line: 2, message: '"/a" for a robot the file does not name is allowed under 1994 (no rule matches)' }],
    },
  ],
});
