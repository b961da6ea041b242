import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/dollar-not-at-end.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /*.pdf$\n' },
    { code: 'User-agent: *\nDisallow: /a\n' },
    { code: 'User-agent: *\nSitemap: https://example.com/$x\n' },
  ],
  invalid: [
    { code: 'User-agent: *\nDisallow: /a$b\n', errors: [{ line: 2, message: '"$" anchors the end of a pattern only as its last character' }] },
    { code: 'User-agent: *\nAllow: /$/x$\n', errors: [{ line: 2 }] },
    { code: 'User-agent: *\nDisallow: $x\n', options: { dialect: 'google' }, errors: [{ line: 2 }] },
    { code: 'User-agent: *\nDisallow: /a$b\nDisallow: /c$$\n', options: { dialects: 'all' }, errors: [{ line: 2 }, { line: 3 }] },
  ],
});
