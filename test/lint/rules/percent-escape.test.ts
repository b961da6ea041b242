import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/percent-escape.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /caf%C3%A9/\n' }, { code: 'User-agent: *\nDisallow: /a%25b\n' }, { code: 'Sitemap: https://example.com/%zz\n' }],
  invalid: [
    // RFC 9309 normalizes escapes: upper-casing changes no verdict.
    {
      code: 'User-agent: *\nDisallow: /caf%c3%a9/\n',
      errors: [{ line: 2, message: 'Lower-case hex in "%c3"' }],
      output: 'User-agent: *\nDisallow: /caf%C3%A9/\n',
    },
    // The 1994 rules compare escapes byte for byte: a suggestion there.
    { code: 'User-agent: *\nDisallow: /a%2fb\n', options: { dialect: '1994' }, errors: [{ line: 2 }], suggestion: 'User-agent: *\nDisallow: /a%2Fb\n' },
    { code: 'User-agent: *\nDisallow: /100%\n', errors: [{ line: 2, message: 'A "%" not followed by two hex digits' }] },
    { code: 'User-agent: *\nDisallow: /a%zz\n', options: { dialect: 'google' }, errors: [{ line: 2, message: 'A "%" not followed by two hex digits' }] },
    // RFC 9309 decodes escapes of unreserved characters on both sides: decoding them is safe.
    {
      code: 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n',
      errors: [{ line: 3, message: '"%62" escapes an unreserved character: RFC 9309 reads "/foo/bar/%62%61%7A" as "/foo/bar/baz", but Google' }],
      output: 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/baz\n',
    },
    // Google compares the URL as given: "/foo/bar/baz" and "/foo/bar/%62%61%7A" are two URLs there.
    {
      code: 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n',
      options: { dialect: 'google' },
      errors: [{ line: 3 }],
      suggestion: 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/baz\n',
    },
    // An unreserved escape in lower case is decoded, not upper-cased; the other escapes are upper-cased.
    {
      code: 'User-agent: *\nDisallow: /%7e%2f\n',
      errors: [
        { line: 2, message: '"%7e" escapes an unreserved character' },
        { line: 2, message: 'Lower-case hex in "%2f"' },
      ],
      output: 'User-agent: *\nDisallow: /~%2F\n',
    },
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
