import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/content-signal-value.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nContent-Signal: search=yes, ai-train=no\n' },
    { code: 'Content-Signal: ai-input=yes\n' },
    { code: '# Content-Signal: maybe\n' },
  ],
  invalid: [
    { code: 'User-agent: *\nContent-Signal: ai-train=maybe\n', errors: [{ line: 2, message: 'Content-Signal: ' }] },
    { code: 'Content-Signal: search=maybe\n', errors: [{ line: 1 }] },
    { code: 'Content-Signal: ai-train=perhaps\n', options: { dialect: '1994' }, errors: [{ line: 1 }] },
    { code: 'Content-Signal: search=maybe\nContent-Signal: ai-train=sure\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
