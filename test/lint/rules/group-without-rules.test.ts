import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/group-without-rules.ts';

ruleTester(rule, {
  valid: [{ code: 'User-agent: *\nDisallow: /\n' }, { code: 'User-agent: a\nUser-agent: b\nDisallow:\n' }, { code: 'User-agent: *\nCrawl-delay: 5\n' }],
  invalid: [
    {
      code: 'User-agent: a\n\nUser-agent: b\nDisallow: /\n',
      options: { dialect: '1994' },
      errors: [
        {
          line: 1,
          message: 'This group has no rules, so the robots it names may crawl everything (A-4). Add their rules, or remove the blank line that cut them off.',
        },
      ],
    },
    // No blank line follows the agents: none is mentioned.
    { code: 'User-agent: *\n', errors: [{ line: 1, message: 'Add their rules, or remove the group.' }] },
    { code: 'User-agent: a\n# nothing yet\n\n', options: { dialect: '1994' }, errors: [{ line: 1, message: 'Add their rules, or remove the group.' }] },
    // Empty under the dialects where the blank line ends the record; RFC 9309 keeps the agents together.
    {
      code: 'User-agent: a\n\nUser-agent: b\nDisallow: /\n',
      options: { dialects: 'all' },
      errors: [{ line: 1, message: 'under 1994, draft-1996 and revisited-1996' }],
    },
    { code: 'User-agent: a\nDisallow: /\nUser-agent: b\n', options: { dialect: 'google' }, errors: [{ line: 3, message: 'or remove the group.' }] },
  ],
});
