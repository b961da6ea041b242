import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/unknown-field.ts';

/** A file that starts with the first bytes of a UTF-8 byte-order mark (not UTF-8, so read as Latin-1). */
const startingWith = (bom: readonly number[], text: string): Uint8Array => new Uint8Array([...bom, ...new TextEncoder().encode(text)]);

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /\n' },
    { code: 'Crawl-delay: 5\nHost: example.com\n' },
    { code: 'ACAP-crawler: *\nSitemap: https://example.com/s.xml\n' },
    // Google skips a partial byte-order mark, as its matcher here does: the name it reads is User-agent.
    { code: startingWith([0xef, 0xbb], 'User-Agent: foo\nAllow: /AnyValue\n'), options: { dialect: 'google' } },
    { code: startingWith([0xef], 'User-Agent: foo\nAllow: /AnyValue\n'), options: { dialect: 'google' } },
  ],
  invalid: [
    {
      code: 'User-agent: *\nDissallow: /private/\n',
      errors: [{ line: 2, message: 'Did you mean "Disallow"? Google accepts it as a typo' }],
      suggestion: 'User-agent: *\nDisallow: /private/\n',
    },
    // Under Google alone the rename changes nothing Google reads: safe.
    { code: 'User-agent: *\nDissallow: /private/\n', options: { dialect: 'google' }, errors: [{ line: 2 }], output: 'User-agent: *\nDisallow: /private/\n' },
    { code: 'User-Agnet: *\n', errors: [{ line: 1, message: 'Did you mean "User-agent"?' }], suggestion: 'User-agent: *\n' },
    { code: 'Xyzzy-plugh: 1\n', errors: [{ line: 1, message: 'Unknown field "Xyzzy-plugh"' }] },
    // RFC 9309 parsers read the partial mark as part of the name: not a typo Google accepts, a mark Google skips.
    {
      code: startingWith([0xef, 0xbb], 'User-Agent: foo\nAllow: /AnyValue\n'),
      errors: [{ line: 1, message: 'the file starts with the bytes EF BB of a UTF-8 byte-order mark, which Google skips (it reads User-agent)' }],
    },
    { code: startingWith([0xef], 'User-Agent: foo\nAllow: /x\n'), options: { dialects: 'all' }, errors: [{ line: 1, message: 'the byte EF' }] },
  ],
});
