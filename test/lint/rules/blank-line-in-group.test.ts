import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/blank-line-in-group.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /a\n\nUser-agent: b\nDisallow: /b\n' },
    { code: '\n\nUser-agent: *\nDisallow: /a\n' },
    { code: 'User-agent: *\nDisallow: /a\n\nSitemap: https://example.com/s.xml\n' },
  ],
  invalid: [
    // Harmless to RFC 9309: deleting the blank line is safe there.
    { code: 'User-agent: *\n\nDisallow: /a\n', errors: [{ line: 2, message: 'harmless in RFC 9309' }], output: 'User-agent: *\nDisallow: /a\n' },
    {
      code: 'User-agent: *\nDisallow: /a\n\n# note\n\nDisallow: /b\n',
      options: { dialect: '1994' },
      errors: [{ line: 3, message: 'under 1994 it ends the record, so the rules after it belong to no robot' }],
      suggestion: 'User-agent: *\nDisallow: /a\n# note\nDisallow: /b\n',
    },
    {
      code: 'User-agent: a\n\nUser-agent: b\nDisallow: /\n',
      options: { dialects: 'all' },
      errors: [{ line: 2, message: 'the robots before it get no rules' }],
      suggestion: 'User-agent: a\nUser-agent: b\nDisallow: /\n',
    },
    {
      code: 'User-agent: *\r\n\r\nDisallow: /a\r\n\r\nAllow: /b\r\n',
      errors: [{ line: 2 }, { line: 4 }],
      output: 'User-agent: *\r\nDisallow: /a\r\nAllow: /b\r\n',
    },
  ],
});
