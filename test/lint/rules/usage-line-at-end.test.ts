import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/usage-line-at-end.ts';

ruleTester(rule, {
  valid: [
    // Where Cloudflare writes it: in the * group.
    { code: 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n' },
    // The last group is the * group.
    { code: 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /admin/\n\nContent-Signal: search=yes, ai-train=no\n' },
    // Below the group's User-agent lines, or among its rules: written for that group.
    { code: 'User-agent: FooBot\nContent-Usage: train-ai=n\nDisallow: /x\n' },
    { code: 'User-agent: FooBot\nDisallow: /x\nContent-Signal: ai-train=no\nDisallow: /y\n' },
    // The last group's own line, below its User-agent line, though other groups have rules above.
    { code: 'User-agent: FooBot\nDisallow: /x\n\nUser-agent: RespectfulAI\nContent-Signal: ai-train=yes\n' },
    // Right after a group's rules, with more groups below: attached to that group.
    { code: 'User-agent: FooBot\nDisallow: /x\nContent-Signal: ai-train=no\n\nUser-agent: *\nDisallow: /y\n' },
    // 1994 records: the blank line ends the record, so the line belongs to none (and has no effect).
    { code: 'User-agent: FooBot\nDisallow: /x\n\nContent-Signal: ai-train=no\n', options: { dialect: '1994' } },
  ],
  invalid: [
    {
      code: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n\nContent-Signal: search=yes, ai-train=no\n',
      errors: [
        {
          line: 7,
          message:
            'This Content-Signal line belongs to the group of line 4, so it speaks for GPTBot alone, not for every robot: the line applies to the group it sits in, and has no file-wide form. If it is meant for every robot, move it into the "User-agent: *" group (line 1)',
        },
      ],
      suggestion: 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n\n',
    },
    // No * group: start one (the next group's robots are not taken in, as there is none).
    {
      code: 'User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\nContent-Usage: train-ai=n\nContent-Signal: ai-train=no\r\n',
      errors: [{ line: 4, message: 'GPTBot and CCBot alone' }, { line: 5 }],
      suggestion: 'User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: *\nContent-Usage: train-ai=n\nContent-Signal: ai-train=no\r\n',
    },
    // Set apart between two groups: RFC 9309 keeps it in the group above.
    {
      code: 'User-agent: Applebot\nUser-agent: BingBot\nDisallow: /search\n\nContent-Signal: ai-input=no, search=yes\n\nUser-agent: *\nDisallow: /\n',
      errors: [{ line: 5, message: 'move it into the "User-agent: *" group (line 7)' }],
      suggestion: 'User-agent: Applebot\nUser-agent: BingBot\nDisallow: /search\n\n\nUser-agent: *\nContent-Signal: ai-input=no, search=yes\nDisallow: /\n',
    },
    // Between groups with no * group: no suggestion (a * line there would take in the next group's robots).
    {
      code: 'User-agent: FooBot\nDisallow: /x\n\nContent-Signal: ai-train=no\n\nUser-agent: BarBot\nDisallow: /y\n',
      errors: [{ line: 4, message: 'start a "User-agent: *" group for it at the end of the file' }],
    },
    // Linting every dialect: the readers that end the record at the blank line ignore it.
    {
      code: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n\nContent-Signal: ai-train=no\n',
      options: { dialects: 'all', preset: 'strict' },
      errors: [{ line: 7, message: '(1994, draft-1996 and revisited-1996, where the blank line ends the record, ignore it)' }],
      suggestion: 'User-agent: *\nContent-Signal: ai-train=no\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n\n',
    },
  ],
});
