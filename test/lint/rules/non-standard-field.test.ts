import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/non-standard-field.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /\n' }, { code: 'Host: example.com\n' }, { code: 'Noindex: /x\nACAP-crawler: *\n' }],
  invalid: [
    { code: 'Crawl-delay: 5\n', errors: [{ line: 1, message: 'Crawl-delay is not part of RFC 9309; it is read by Bing' }] },
    { code: 'User-agent: *\nclean-param: ref /\n', errors: [{ line: 2, message: 'Clean-param is not part of RFC 9309' }] },
    { code: 'Content-Signal: search=yes\n', errors: [{ line: 1, message: 'Content-Signal' }] },
    { code: 'Request-rate: 1/10\nVisit-time: 0100-0600\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
