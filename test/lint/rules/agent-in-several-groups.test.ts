import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/agent-in-several-groups.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: FooBot\nDisallow: /a\n' },
    { code: 'User-agent: FooBot\nUser-agent: foobot\nDisallow: /a\n' },
    { code: 'User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n' },
  ],
  invalid: [
    {
      code: 'User-agent: FooBot\nDisallow: /a\n\nUser-agent: FooBot\nDisallow: /b\n',
      errors: [{ line: 4, message: '"FooBot" already has a group on line 1' }],
    },
    // Compared by product token, in any case.
    { code: 'User-agent: FooBot/1.0\nDisallow: /a\n\nUser-agent: foobot\nDisallow: /b\n', errors: [{ line: 4 }] },
    {
      code: 'User-agent: a\nDisallow: /a\n\nUser-agent: b\nUser-agent: a\nDisallow: /b\n',
      options: { dialect: '1994' },
      errors: [{ line: 5, message: '1994 readers obey only the first' }],
    },
    {
      code: 'User-agent: a\nUser-agent: b\nDisallow: /a\n\nUser-agent: b\nUser-agent: a\nDisallow: /b\n',
      options: { dialects: 'all' },
      errors: [{ line: 5 }, { line: 6 }],
    },
  ],
});
