import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/duplicate-star-group.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /a\n' },
    { code: 'User-agent: *\nUser-agent: *\nDisallow: /a\n' },
    { code: 'User-agent: *\nDisallow: /a\n\nUser-agent: b\nDisallow: /b\n' },
  ],
  invalid: [
    { code: 'User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n', errors: [{ line: 4, message: 'the first starts on line 1' }] },
    {
      code: 'User-agent: *\nDisallow: /a\n\nUser-agent: * # again\nDisallow: /b\n',
      options: { dialect: 'draft-1996' },
      errors: [{ line: 4, message: 'draft-1996 readers obey only the first' }],
    },
    { code: 'User-agent: *\nDisallow: /a\nUser-agent: *\nDisallow: /b\nUser-agent: *\nDisallow: /c\n', errors: [{ line: 3 }, { line: 5 }] },
    { code: 'User-agent: *\nDisallow: /a\n\nUser-agent: b\nUser-agent: *\nDisallow: /b\n', options: { dialects: 'all' }, errors: [{ line: 5 }] },
  ],
});
