import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/rule-outside-group.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /\n' },
    { code: '# no group\nSitemap: https://example.com/s.xml\n' },
    { code: 'User-agent: a\nUser-agent: b\nAllow: /x\n' },
  ],
  invalid: [
    { code: 'Disallow: /private/\nUser-agent: *\n', errors: [{ line: 1, message: 'comes before any User-agent line' }] },
    { code: 'Allow: /a\nDisallow: /b\n\nUser-agent: *\nDisallow: /c\n', errors: [{ line: 1, message: 'This Allow line' }, { line: 2 }] },
    // Under the 1994 rules a blank line ends the record: the rule after it belongs to no robot.
    { code: 'User-agent: *\nDisallow: /a\n\nDisallow: /b\n', options: { dialect: '1994' }, errors: [{ line: 4 }] },
    // revisited-1996 reads several paths on one line: one finding for the line.
    { code: 'Disallow: /a /b\nUser-agent: *\n', options: { dialect: 'revisited-1996' }, errors: [{ line: 1 }] },
  ],
});
