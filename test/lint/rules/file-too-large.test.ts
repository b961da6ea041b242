import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/file-too-large.ts';

// Each rule line is 102 bytes (192 with 90 `é`s) after a 14-byte first line.
const rules = (count: number, value = 'a'.repeat(90)): string => `User-agent: *\n${`Disallow: /${value}\n`.repeat(count)}`;

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /\n' }, { code: rules(5_000) }, { code: `<html>${'x'.repeat(600_000)}</html>\n` }],
  invalid: [
    { code: rules(5_300), errors: [{ line: 5_021, message: 'The file is over 500 KiB (512,000 bytes)' }] },
    { code: rules(5_300), options: { dialects: 'all' }, errors: [{ line: 5_021 }] },
    // Two bytes a character: the limit is reached after half as many characters.
    { code: rules(2_700, 'é'.repeat(90)), options: { dialect: 'google' }, errors: [{ line: 2_668 }] },
    { code: `# ${'x'.repeat(520_000)}\n`, errors: [{ line: 1 }] },
  ],
});
