import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/space-before-colon.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /x\n' }, { code: 'User-agent:*\nDisallow:/x\n' }, { code: '# Disallow : /x\n' }],
  invalid: [
    {
      code: 'User-agent: *\nDisallow : /x\n',
      errors: [{ line: 2, message: 'Whitespace between the field name and its colon' }],
      output: 'User-agent: *\nDisallow: /x\n',
    },
    { code: 'User-agent\t: *\n', errors: [{ line: 1 }], output: 'User-agent: *\n' },
    { code: 'Crawl-delay  : 5\n', options: { dialect: '1994' }, errors: [{ line: 1 }], output: 'Crawl-delay: 5\n' },
    { code: 'User-agent : *\nDisallow : /x\n', errors: [{ line: 1 }, { line: 2 }], output: 'User-agent: *\nDisallow: /x\n' },
  ],
});
