import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/request-rate-value.ts';

ruleTester(rule, {
  valid: [{ code: 'Request-rate: 1/10m\n' }, { code: 'Request-rate: 1/5 0900-1700\n' }, { code: 'Request-rate: 3 / 1h\n' }],
  invalid: [
    { code: 'Request-rate: fast\n', errors: [{ line: 1, message: 'Request-rate "fast" is not documents/time' }] },
    { code: 'User-agent: *\nRequest-rate: 1/10x\n', errors: [{ line: 2 }] },
    { code: 'Request-rate:\n', options: { dialect: 'draft-1996' }, errors: [{ line: 1 }] },
    { code: 'Request-rate: 1/10 9-17\nRequest-rate: /10\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
