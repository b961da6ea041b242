import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/control-character.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /a\tb\n' }, { code: 'User-agent: *\r\nDisallow: /a\r\n' }, { code: '# tab\there\n' }],
  invalid: [
    { code: 'User-agent: *\nDisallow: /a\u000b\n', errors: [{ line: 2, message: 'Control character U+000B' }] },
    { code: '# \u0000\nUser-agent: *\n', errors: [{ line: 1, message: 'U+0000' }] },
    // One finding per line: the first control character.
    { code: 'User-agent: *\nDisallow: /\u0001\u0002\n', errors: [{ line: 2, message: 'U+0001' }] },
    { code: 'User-agent: \u001b*\nDisallow: /x\u007f\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2, message: 'U+007F' }] },
  ],
});
