import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/disallow-all.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: BadBot\nDisallow: /\n' }, { code: 'User-agent: *\nDisallow: /\nAllow: /public/\n' }, { code: 'User-agent: *\nDisallow: /a\n' }],
  invalid: [
    { code: 'User-agent: *\nDisallow: /\n', errors: [{ line: 2, message: '"Disallow: /" for every robot' }] },
    { code: 'User-agent: a\nUser-agent: *\nDisallow: /a\nDisallow: /*\n', errors: [{ line: 4 }] },
    // An empty Allow opens nothing.
    { code: 'User-agent: * # all\nAllow:\nDisallow: /\n', options: { dialect: 'google' }, errors: [{ line: 3 }] },
    { code: 'User-agent: *\nDisallow: /\n\nUser-agent: *\nDisallow: /\n', options: { dialect: '1994' }, errors: [{ line: 2 }, { line: 5 }] },
  ],
});
