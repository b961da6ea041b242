import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/star-rules-not-inherited.ts';

ruleTester(rule, {
  valid: [
    // The named group repeats the * rule, or widens it.
    { code: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: FooBot\nDisallow: /admin/\nDisallow: /drafts/\n' },
    { code: 'User-agent: *\nDisallow: /admin/\nDisallow: /*.pdf$\n\nUser-agent: FooBot\nDisallow: /\n' },
    { code: 'User-agent: *\nDisallow: /admin/secret\n\nUser-agent: FooBot\nDisallow: /admin\n' },
    // The * group shuts out everything: the named groups are the exceptions the file is written for.
    { code: 'User-agent: *\nDisallow: /\n\nUser-agent: FooBot\nDisallow: /drafts/\n' },
    // The * group restricts nothing.
    { code: 'User-agent: *\nDisallow:\nAllow: /a\n\nUser-agent: FooBot\nDisallow: /drafts/\n' },
    // The named group opens everything, or opens the * rule's path, on purpose.
    { code: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: FooBot\nDisallow:\n' },
    { code: 'User-agent: *\nDisallow: /abs/\n\nUser-agent: FooBot\nDisallow: /cgi-bin/\nAllow: /abs/\n' },
    // A group without rules is group-without-rules' concern.
    { code: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: FooBot\nCrawl-delay: 5\n' },
    // AdsBot-Google ignores * groups anyway; Google-Extended is a control token no crawler sends.
    { code: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: AdsBot-Google\nDisallow: /cart/\n\nUser-agent: Google-Extended\nDisallow: /news/\n' },
    // A * value that matches no path loses nothing.
    { code: 'User-agent: *\nDisallow: admin.php\n\nUser-agent: FooBot\nDisallow: /drafts/\n' },
  ],
  invalid: [
    {
      code: 'User-agent: *\nDisallow: /admin/\nDisallow: /cart\n\nUser-agent: FooBot\nDisallow: /drafts/\n',
      errors: [
        {
          line: 5,
          message:
            '"FooBot" has a group of its own, so it obeys none of the "User-agent: *" rules: "Disallow: /admin/" (line 2) and "Disallow: /cart" (line 3) do not apply to it.',
        },
      ],
    },
    // RFC 9309 merges the * groups: the rules of both are lost. The robot's second group counts with its first.
    {
      code: 'User-agent: *\nDisallow: /a\n\nUser-agent: FooBot\nUser-agent: BarBot\nDisallow: /x\n\nUser-agent: *\nDisallow: /b\n\nUser-agent: foobot\nDisallow: /a\n',
      errors: [
        {
          line: 4,
          message: '"FooBot" and "BarBot" have a group of their own, so they obey none of the "User-agent: *" rules: "Disallow: /b" (line 9) does not',
        },
      ],
    },
    // The 1994 records: only the first * record applies, and only the robot's first record.
    {
      code: 'User-agent: *\nDisallow: /a\n\nUser-agent: FooBot\nDisallow: /x\n\nUser-agent: *\nDisallow: /b\n\nUser-agent: foobot\nDisallow: /a\n',
      options: { dialect: '1994' },
      errors: [{ line: 4, message: '"Disallow: /a" (line 2) does not apply to it' }],
    },
    // A wildcard pattern of the robot covers the * patterns it begins, not a pattern anchored with `$`.
    {
      code: 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /tmp*x\nDisallow: /*.doc\n\nUser-agent: FooBot\nDisallow: /*.pdf\nDisallow: /tmp\nDisallow: /*.doc$\n',
      errors: [{ line: 6, message: 'rules: "Disallow: /*.doc" (line 4) does not apply to it' }],
    },
    // Where wildcards are literal, `/*.doc$` is a plain prefix of `/*.doc$x`.
    {
      code: 'User-agent: *\nDisallow: /*.doc$x\nDisallow: /a\n\nUser-agent: FooBot\nDisallow: /*.doc$\n',
      options: { dialect: 'draft-1996' },
      errors: [{ line: 5, message: 'rules: "Disallow: /a" (line 3) does not apply to it' }],
    },
    // At most five listed, with how many more.
    {
      code: `User-agent: *\n${['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((path) => `Disallow: /${path}\n`).join('')}\nUser-agent: FooBot\nDisallow: /x\n`,
      errors: [{ line: 10, message: '"Disallow: /e" (line 6) and 2 more do not apply to it' }],
    },
  ],
});
