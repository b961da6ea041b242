import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/non-ascii-path.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /caf%C3%A9/\n' },
    { code: 'User-agent: *\n# café\nDisallow: /a\n' },
    { code: 'User-agent: robot\u00e9\nDisallow: /a\n' },
  ],
  invalid: [
    { code: 'User-agent: *\nDisallow: /café/\n', errors: [{ line: 2, message: 'Write "/caf%C3%A9/"' }], output: 'User-agent: *\nDisallow: /caf%C3%A9/\n' },
    { code: 'User-agent: *\nDisallow: /café/\n', options: { dialect: '1994' }, errors: [{ line: 2 }], suggestion: 'User-agent: *\nDisallow: /caf%C3%A9/\n' },
    // Characters beyond the BMP are left as written: no fix.
    { code: 'User-agent: *\nDisallow: /\u{1F600}\n', errors: [{ line: 2 }] },
    { code: 'User-agent: *\nAllow: /ü/ö\n', options: { dialect: 'google' }, errors: [{ line: 2 }], output: 'User-agent: *\nAllow: /%C3%BC/%C3%B6\n' },
  ],
});
