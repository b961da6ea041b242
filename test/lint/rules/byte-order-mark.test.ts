import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/byte-order-mark.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /\n' },
    // Only a mark at the start of the file is one.
    { code: 'User-agent: *\n# \uFEFF\n' },
    // An HTML page gets not-robots-txt's one finding, nothing else.
    { code: '\uFEFF<!doctype html><html></html>\n' },
  ],
  invalid: [
    { code: '\uFEFFUser-agent: *\nDisallow: /\n', errors: [{ line: 1, message: 'byte-order mark' }], output: 'User-agent: *\nDisallow: /\n' },
    { code: '\uFEFF# comment\n', options: { dialects: 'all' }, errors: [{ line: 1 }], output: '# comment\n' },
    // A second mark would become the first: removing one is only a suggestion.
    { code: '\uFEFF\uFEFFUser-agent: *\n', errors: [{ line: 1 }], suggestion: '\uFEFFUser-agent: *\n' },
    { code: '\uFEFF', options: { dialect: '1994' }, errors: [{ line: 1 }], output: '' },
  ],
});
