import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/duplicate-rule.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /a\nAllow: /a\n' },
    { code: 'User-agent: a\nDisallow: /a\n\nUser-agent: b\nDisallow: /a\n' },
    { code: 'User-agent: *\nDisallow: /a\nDisallow: /A\n' },
  ],
  invalid: [
    {
      code: 'User-agent: *\nDisallow: /a\nDisallow: /a\n',
      errors: [{ line: 3, message: 'This Disallow rule repeats line 2' }],
      output: 'User-agent: *\nDisallow: /a\n',
    },
    {
      code: 'User-agent: *\nAllow: /x\nDisallow: /y\nAllow: /x # again\n',
      errors: [{ line: 4, message: 'This Allow rule' }],
      output: 'User-agent: *\nAllow: /x\nDisallow: /y\n',
    },
    // Under the dialects where the blank line ends the record the copies are in two groups: deleting one is a suggestion.
    {
      code: 'User-agent: *\nDisallow: /a\n\nDisallow: /a\n',
      options: { dialects: 'all', preset: 'strict' },
      errors: [{ line: 4 }],
      suggestion: 'User-agent: *\nDisallow: /a\n\n',
    },
    // revisited-1996 reads one path root per word: a line of several holds more than the copy.
    {
      code: 'User-agent: *\nDisallow: /a\nDisallow: /a /b\n',
      options: { dialect: 'revisited-1996' },
      errors: [{ line: 3 }],
      suggestion: 'User-agent: *\nDisallow: /a\n',
    },
  ],
});
