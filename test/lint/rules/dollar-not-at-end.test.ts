import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/dollar-not-at-end.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /*.pdf$\n' },
    { code: 'User-agent: *\nDisallow: /a%24b\n' },
    { code: 'User-agent: *\nSitemap: https://example.com/$x\n' },
  ],
  invalid: [
    // RFC 9309 §2.2.3: a literal "$" is written %24, which RFC 9309 reads as the same character: safe.
    {
      code: 'User-agent: *\nDisallow: /a$b\n',
      errors: [{ line: 2, message: 'here it is a literal "$", which RFC 9309 (§2.2.3) says to write as "%24"' }],
      output: 'User-agent: *\nDisallow: /a%24b\n',
    },
    // The final "$" is the end anchor and stays.
    { code: 'User-agent: *\nAllow: /$/x$\n', errors: [{ line: 2 }], output: 'User-agent: *\nAllow: /%24/x$\n' },
    // The draft decodes %24 on both sides too.
    { code: 'User-agent: *\nDisallow: /a$b\n', options: { dialect: 'draft-1996' }, errors: [{ line: 2 }], output: 'User-agent: *\nDisallow: /a%24b\n' },
    // Google compares the URL as given: "/a$b" and "/a%24b" are two URLs there, so only a suggestion.
    { code: 'User-agent: *\nDisallow: $x\n', options: { dialect: 'google' }, errors: [{ line: 2 }], suggestion: 'User-agent: *\nDisallow: %24x\n' },
    {
      code: 'User-agent: *\nDisallow: /a$b\nDisallow: /c$$\n',
      options: { dialects: 'all' },
      errors: [{ line: 2 }, { line: 3 }],
      suggestion: 'User-agent: *\nDisallow: /a%24b\nDisallow: /c$$\n',
    },
  ],
});
