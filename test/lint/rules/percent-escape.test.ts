import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/percent-escape.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /caf%C3%A9/\n' }, { code: 'User-agent: *\nDisallow: /a%25b\n' }, { code: 'Sitemap: https://example.com/%zz\n' }],
  invalid: [
    // RFC 9309 normalises escapes: upper-casing changes no verdict.
    {
      code: 'User-agent: *\nDisallow: /caf%c3%a9/\n',
      errors: [{ line: 2, message: 'Lower-case hex in "%c3"' }],
      output: 'User-agent: *\nDisallow: /caf%C3%A9/\n',
    },
    // The 1994 rules compare escapes byte for byte: a suggestion there.
    { code: 'User-agent: *\nDisallow: /a%2fb\n', options: { dialect: '1994' }, errors: [{ line: 2 }], suggestion: 'User-agent: *\nDisallow: /a%2Fb\n' },
    { code: 'User-agent: *\nDisallow: /100%\n', errors: [{ line: 2, message: 'A "%" not followed by two hex digits' }] },
    {
      // Both findings on one value, by position; upper-casing is a suggestion where some dialect compares bytes.
      code: 'User-agent: *\nAllow: /%2f%zz\n',
      options: { dialects: 'all' },
      errors: [
        { line: 2, message: 'Lower-case hex' },
        { line: 2, message: 'not followed by two hex digits' },
      ],
      suggestion: 'User-agent: *\nAllow: /%2F%zz\n',
    },
  ],
});
