import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/visit-time-value.ts';

ruleTester(rule, {
  valid: [{ code: 'Visit-time: 0100-0600\n' }, { code: 'Visit-time: 2200 - 2359\n' }, { code: 'Visit-time: 0000-0000 # all day\n' }],
  invalid: [
    { code: 'Visit-time: 1-6\n', errors: [{ line: 1, message: 'Visit-time "1-6" is not HHMM-HHMM in UTC' }] },
    { code: 'User-agent: *\nVisit-time: 2400-0100\n', errors: [{ line: 2 }] },
    { code: 'Visit-time:\n', options: { dialect: '1994' }, errors: [{ line: 1 }] },
    { code: 'Visit-time: 0160-0200\nVisit-time: 01:00-02:00\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
