import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/empty-user-agent.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /\n' }, { code: 'User-agent: FooBot\nDisallow: /\n' }, { code: '# User-agent:\n' }],
  invalid: [
    { code: 'User-agent:\nDisallow: /\n', errors: [{ line: 1, message: 'names no robot' }] },
    { code: 'User-agent:   # nobody\nDisallow: /\n', errors: [{ line: 1 }] },
    { code: 'User-agent: a\nUser-agent:\r\nDisallow: /\r\n', options: { dialect: 'google' }, errors: [{ line: 2 }] },
    { code: 'User-agent:\nUser-agent:\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
