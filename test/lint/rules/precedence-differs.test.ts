import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/precedence-differs.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nAllow: /a/b\nDisallow: /a\n' },
    { code: 'User-agent: *\nAllow: /a\nDisallow: /a\n' },
    // Wildcard patterns are not compared as prefixes.
    { code: 'User-agent: *\nDisallow: /a*\nAllow: /a/b\n' },
  ],
  invalid: [
    { code: 'User-agent: *\nDisallow: /a\nAllow: /a/b\n', errors: [{ line: 3, message: 'the 1996 draft obeys line 2 (disallow: the first match)' }] },
    { code: 'User-agent: *\nAllow: /a\nDisallow: /a/b\n', errors: [{ line: 3, message: 'line 2 (allow' }] },
    { code: 'User-agent: *\nDisallow: /a\nAllow: /a\n', options: { dialect: 'google' }, errors: [{ line: 3 }] },
    { code: 'User-agent: *\nDisallow: /\nAllow: /a\nAllow: /b\n', options: { dialects: 'all', preset: 'strict' }, errors: [{ line: 3 }, { line: 4 }] },
  ],
});
