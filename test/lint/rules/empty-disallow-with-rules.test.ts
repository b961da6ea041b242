import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/empty-disallow-with-rules.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow:\n' },
    { code: 'User-agent: *\nDisallow: /a\n' },
    { code: 'User-agent: a\nDisallow:\n\nUser-agent: b\nDisallow: /b\n' },
  ],
  invalid: [
    {
      code: 'User-agent: *\nDisallow:\nDisallow: /a\n',
      errors: [{ line: 2, message: 'An empty "Disallow:" next to other rules matches nothing' }],
      suggestion: 'User-agent: *\nDisallow: /a\n',
    },
    { code: 'User-agent: *\nAllow: /a\nDisallow: # none\n', errors: [{ line: 3 }], suggestion: 'User-agent: *\nAllow: /a\n' },
    {
      code: 'User-agent: *\nDisallow:\nDisallow:\nDisallow: /x\n',
      options: { dialect: 'google' },
      errors: [{ line: 2 }, { line: 3 }],
      suggestion: 'User-agent: *\nDisallow:\nDisallow: /x\n',
    },
    {
      code: 'User-agent: *\r\nDisallow:\r\nDisallow: /x\r\n',
      options: { dialects: 'all' },
      errors: [{ line: 2 }],
      suggestion: 'User-agent: *\r\nDisallow: /x\r\n',
    },
  ],
});
