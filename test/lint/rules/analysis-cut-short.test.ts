import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/analysis-cut-short.ts';

// The portability search (dialect-verdict-differs) is what reaches a bound and reports it: `searching` turns it on.
const searching = (dialects: 'all' | readonly ('1994' | 'draft-1996' | 'rfc9309' | 'google' | 'revisited-1996')[] = 'all') =>
  ({ dialects, rules: { 'dialect-verdict-differs': 'warning' } }) as const;
const long = 'a'.repeat(2084);
const groups = (count: number): string => Array.from({ length: count }, (_, i) => `User-agent: bot${'abcdefghij'[i % 10]}\nDisallow: /x${i}\n`).join('\n');

ruleTester(rule, {
  valid: [
    // Every value within the bound: the search runs in full and finds nothing.
    { code: 'User-agent: *\nDisallow: /private/\n', options: searching() },
    { code: `User-agent: *\nDisallow: /${'a'.repeat(2082)}\n`, options: searching() },
    // One dialect: no portability search, so nothing to cut short.
    { code: `User-agent: *\nDisallow: /${long}\n`, options: { dialect: 'rfc9309' } },
    // The search itself off: no note about it.
    { code: `User-agent: *\nDisallow: /${long}\n`, options: { dialects: 'all', rules: { 'dialect-verdict-differs': 'off' } } },
  ],
  invalid: [
    {
      code: `User-agent: *\nDisallow: /${long}\n`,
      options: searching(),
      errors: [{ line: 1, message: 'values longer than 2,083 characters (the first on line 2)' }],
    },
    {
      code: `User-agent: *\nDisallow: /private/\nDisallow: /${long}\n`,
      options: searching(['1994', 'rfc9309']),
      errors: [{ line: 1, message: '(the first on line 3)' }],
    },
    {
      code: `User-agent: ${'B'.repeat(2084)}\nDisallow: /x\n`,
      options: searching(),
      errors: [{ line: 1, message: 'values longer than 2,083 characters (the first on line 1)' }],
    },
    {
      code: groups(10_001),
      options: searching(),
      errors: [{ line: 1, message: 'the file has 10,001 groups under some dialect, more than the 10,000' }],
    },
  ],
});
