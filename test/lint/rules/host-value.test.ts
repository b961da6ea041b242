import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/host-value.ts';

ruleTester(rule, {
  valid: [{ code: 'Host: example.com\n' }, { code: 'Host: https://www.example.com:443/\n' }, { code: 'Host: example.com.\n' }],
  invalid: [
    { code: 'Host: https://example.com/path\n', errors: [{ line: 1, message: 'Host "https://example.com/path" is not a host name' }] },
    { code: 'Host: -example.com\n', errors: [{ line: 1 }] },
    { code: 'Host:\n', options: { dialect: 'google' }, errors: [{ line: 1 }] },
    { code: 'Host: exa mple.com\nHost: a_b.com\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
