import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/invalid-utf8.ts';

const bytes = (...parts: (string | number)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'number' ? [part] : [...new TextEncoder().encode(part)])));

ruleTester(rule, {
  valid: [
    { code: bytes('User-agent: *\nDisallow: /café\n') },
    // A string is text already: nothing was decoded.
    { code: 'User-agent: *\nDisallow: /café\n' },
    { code: bytes(0xef, 0xbb, 0xbf, 'User-agent: *\n') },
  ],
  invalid: [
    { code: bytes('User-agent: *\nDisallow: /caf', 0xe9, '\n'), errors: [{ line: 2 }] },
    { code: bytes(0xff, 'User-agent: *\n'), errors: [{ line: 1 }] },
    { code: bytes('User-agent: *\nDisallow: /a', 0xc3, '\n'), options: { dialect: 'google' }, errors: [{ line: 2 }] },
    { code: bytes('# ', 0x80, '\nUser-agent: *\n'), options: { dialects: 'all' }, errors: [{ line: 1 }] },
  ],
});
