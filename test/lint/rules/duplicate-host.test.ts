import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/duplicate-host.ts';

ruleTester(rule, {
  valid: [{ code: 'Host: example.com\n' }, { code: 'User-agent: *\nDisallow: /\n' }, { code: 'Host: example.com\n# Host: www.example.com\n' }],
  invalid: [
    { code: 'Host: example.com\nHost: www.example.com\n', errors: [{ line: 2, message: 'Yandex read only the first (line 1)' }] },
    { code: 'Host: a\nUser-agent: *\nDisallow: /\nhost: b\n', errors: [{ line: 4 }] },
    { code: 'Host: a\nHost: b\nHost: c\n', options: { dialect: 'google' }, errors: [{ line: 2 }, { line: 3, message: '(line 1)' }] },
    { code: 'Host: a\r\n\r\nHOST: a\r\n', options: { dialects: 'all' }, errors: [{ line: 3 }] },
  ],
});
