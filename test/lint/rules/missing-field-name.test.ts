import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/missing-field-name.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /\n' }, { code: '# : a comment\n' }, { code: 'User-agent: *\nDisallow: /a:b\n' }],
  invalid: [
    { code: ': /private/\n', errors: [{ line: 1, message: 'no field name' }] },
    { code: 'User-agent: *\n: /x\n', errors: [{ line: 2 }] },
    { code: 'User-agent: *\n   :\n', errors: [{ line: 2 }] },
    { code: ':x # a comment\r\n:y\r\n', errors: [{ line: 1 }, { line: 2 }] },
  ],
});
