import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/wildcard-literal.ts';

ruleTester(rule, {
  valid: [
    // RFC 9309 and Google read wildcards.
    { code: 'User-agent: *\nDisallow: /*.pdf$\n' },
    { code: 'User-agent: *\nDisallow: /*.pdf$\n', options: { dialect: 'google' } },
    { code: 'User-agent: *\nDisallow: /a\n', options: { dialect: '1994' } },
  ],
  invalid: [
    { code: 'User-agent: *\nDisallow: /*.pdf\n', options: { dialect: '1994' }, errors: [{ line: 2, message: '"*" is literal under 1994: its readers' }] },
    { code: 'User-agent: *\nDisallow: /a$\n', options: { dialect: 'draft-1996' }, errors: [{ line: 2, message: '"$" is literal under draft-1996' }] },
    { code: 'User-agent: *\nDisallow: /a*\n', options: { dialect: 'revisited-1996' }, errors: [{ line: 2 }] },
    {
      code: 'User-agent: *\nAllow: /*\nDisallow: /x$\n',
      options: { dialects: 'all' },
      errors: [{ line: 2, message: 'literal under 1994, draft-1996 and revisited-1996: their readers' }, { line: 3 }],
    },
  ],
});
