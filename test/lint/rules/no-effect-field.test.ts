import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/no-effect-field.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /\n' }, { code: 'Crawl-delay: 5\n' }, { code: '# Noindex: /x\n' }],
  invalid: [
    { code: 'Host: example.com\n', errors: [{ line: 1, message: 'Use a 301 redirect to the main host instead.' }] },
    { code: 'User-agent: *\nNoindex: /private/\n', errors: [{ line: 2, message: 'Use a robots meta tag or an X-Robots-Tag header instead.' }] },
    // ACAP's message names the field as written.
    { code: 'ACAP-disallow-crawl: /x\n', errors: [{ line: 1, message: 'ACAP-disallow-crawl is not part of RFC 9309 and has no effect' }] },
    { code: 'nofollow: /a\nNOARCHIVE: /b\n', options: { dialect: 'google' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
