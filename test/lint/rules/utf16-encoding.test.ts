import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/utf16-encoding.ts';

/** `text` as UTF-16 with its byte-order mark. */
function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const out = [endian === 'le' ? 0xff : 0xfe, endian === 'le' ? 0xfe : 0xff];
  for (const char of text) {
    const code = char.charCodeAt(0);
    out.push(...(endian === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff]));
  }
  return Uint8Array.from(out);
}

ruleTester(rule, {
  valid: [
    { code: new TextEncoder().encode('User-agent: *\nDisallow: /\n') },
    { code: 'User-agent: *\nDisallow: /\n' },
    { code: Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('User-agent: *\n')]) },
  ],
  invalid: [
    { code: utf16('User-agent: *\nDisallow: /\n', 'le'), errors: [{ line: 1 }] },
    { code: utf16('User-agent: *\nDisallow: /\n', 'be'), errors: [{ line: 1 }] },
    { code: utf16('', 'le'), errors: [{ line: 1 }] },
    { code: utf16('User-agent: *\n', 'be'), options: { dialects: 'all' }, errors: [{ line: 1 }] },
  ],
});
