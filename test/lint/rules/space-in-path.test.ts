import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/space-in-path.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /my%20page/\n' },
    // Whitespace around the value and before a comment is not part of it.
    { code: 'User-agent: *\nDisallow:   /a/  \t# old pages\n' },
    // The 1996 "revisited" lists read one path root per word: that is their syntax.
    { code: 'User-agent: *\nDisallow: /a /b\n', options: { dialect: 'revisited-1996' } },
    // A User-agent value with a space is agent-not-product-token's.
    { code: 'User-agent: Foo Bot\nDisallow: /a\n' },
  ],
  invalid: [
    // RFC 9309 compares the space as %20, so writing %20 keeps every verdict.
    {
      code: 'User-agent: *\nDisallow: /my page/\n',
      errors: [{ line: 2, message: 'RFC 9309 reads it as "/my%20page/" (Google\'s parser keeps the raw space and never matches it). Write "/my%20page/".' }],
      output: 'User-agent: *\nDisallow: /my%20page/\n',
    },
    {
      code: 'User-agent: *\nAllow: /a\tb # tab\n',
      options: { dialect: 'draft-1996' },
      errors: [{ line: 2, message: 'the 1996 draft reads it as "/a%09b"' }],
      output: 'User-agent: *\nAllow: /a%09b # tab\n',
    },
    // Google keeps the raw space: %20 changes what the line matches there, so it is only a suggestion.
    {
      code: 'User-agent: *\nDisallow: /my page/\n',
      options: { dialect: 'google' },
      errors: [{ line: 2, message: "Google's parser keeps the raw space, so the line matches no URL." }],
      suggestion: 'User-agent: *\nDisallow: /my%20page/\n',
    },
    {
      code: 'User-agent: *\nDisallow: /my page/\n',
      options: { dialects: 'all', preset: 'strict' },
      errors: [{ line: 2, message: 'the 1996 "revisited" lists read 2 paths ("/my", "page/")' }],
      suggestion: 'User-agent: *\nDisallow: /my%20page/\n',
    },
    // Every word a path: most likely several rules meant, one per line.
    {
      code: 'User-agent: *\r\nDisallow: /a/ /b/\r\n',
      errors: [{ line: 2, message: 'Put each path on a Disallow line of its own.' }],
      suggestion: 'User-agent: *\r\nDisallow: /a/\r\nDisallow: /b/\r\n',
    },
  ],
});
