import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/path-start.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /a\nAllow: *.html\n' },
    { code: 'User-agent: *\nDisallow:\n' },
    { code: 'User-agent: *\nDisallow: /a /b\n', options: { dialect: 'revisited-1996' } },
  ],
  invalid: [
    {
      code: 'User-agent: *\nDisallow: private/\n',
      errors: [{ line: 2, message: 'Disallow "private/" starts with neither "/" nor "*"' }],
      suggestion: 'User-agent: *\nDisallow: /private/\n',
    },
    {
      code: 'User-agent: *\nAllow: a.html # x\n',
      options: { dialect: 'google' },
      errors: [{ line: 2, message: 'Allow "a.html"' }],
      suggestion: 'User-agent: *\nAllow: /a.html # x\n',
    },
    // Under value lists each path of the line is judged; no fix, as the line holds several paths.
    { code: 'User-agent: *\nDisallow: /a b\n', options: { dialect: 'revisited-1996' }, errors: [{ line: 2 }] },
    { code: 'User-agent: *\nDisallow: ?q=1\n', options: { dialects: 'all' }, errors: [{ line: 2 }], suggestion: 'User-agent: *\nDisallow: /?q=1\n' },
  ],
});
