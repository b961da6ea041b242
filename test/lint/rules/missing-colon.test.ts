import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/missing-colon.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /x\n' }, { code: '# Disallow /x\n' }, { code: 'User-agent: *\n\nSitemap: https://example.com/s.xml\n' }],
  invalid: [
    {
      code: 'User-agent: *\nDisallow /private/\n',
      errors: [{ line: 2, message: 'Google reads it as "Disallow: /private/"' }],
      suggestion: 'User-agent: *\nDisallow: /private/\n',
    },
    // Google alone reads the line so already: inserting the colon changes no verdict.
    { code: 'User-agent: *\nDisallow /private/\n', options: { dialect: 'google' }, errors: [{ line: 2 }], output: 'User-agent: *\nDisallow: /private/\n' },
    { code: 'User-agent: *\nDisallow /private/\n', options: { dialects: 'all' }, errors: [{ line: 2 }], suggestion: 'User-agent: *\nDisallow: /private/\n' },
    { code: 'User-agent: *\nhello\n', errors: [{ line: 2, message: 'no colon' }] },
  ],
});
