import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/unknown-field.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /\n' },
    { code: 'Crawl-delay: 5\nHost: example.com\n' },
    { code: 'ACAP-crawler: *\nSitemap: https://example.com/s.xml\n' },
  ],
  invalid: [
    {
      code: 'User-agent: *\nDissallow: /private/\n',
      errors: [{ line: 2, message: 'Did you mean "Disallow"? Google accepts it as a typo' }],
      suggestion: 'User-agent: *\nDisallow: /private/\n',
    },
    // Under Google alone the rename changes nothing Google reads: safe.
    { code: 'User-agent: *\nDissallow: /private/\n', options: { dialect: 'google' }, errors: [{ line: 2 }], output: 'User-agent: *\nDisallow: /private/\n' },
    { code: 'User-Agnet: *\n', errors: [{ line: 1, message: 'Did you mean "User-agent"?' }], suggestion: 'User-agent: *\n' },
    { code: 'Xyzzy-plugh: 1\n', errors: [{ line: 1, message: 'Unknown field "Xyzzy-plugh"' }] },
  ],
});
