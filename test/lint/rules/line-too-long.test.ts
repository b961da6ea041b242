import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/line-too-long.ts';

const long = 'a'.repeat(16_700);

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /a\n' },
    // 5,000 characters of at most 3 bytes each fit in the 16,663 bytes Google reads.
    { code: `User-agent: *\nDisallow: /${'é'.repeat(5_000)}\n` },
    { code: `# ${'a'.repeat(16_600)}\n` },
  ],
  invalid: [
    { code: `User-agent: *\nDisallow: /${long}\n`, errors: [{ line: 2, message: 'longer than the 16,663 bytes Google reads' }] },
    { code: `# ${long}\n`, errors: [{ line: 1 }] },
    // Two bytes a character in UTF-8: 9,000 characters are 18,000 bytes.
    { code: `User-agent: *\nDisallow: /${'é'.repeat(9_000)}\n`, options: { dialect: 'google' }, errors: [{ line: 2 }] },
    { code: `User-agent: *\nDisallow: /${long}\nAllow: /${long}\n`, options: { dialects: 'all' }, errors: [{ line: 2 }, { line: 3 }] },
  ],
});
