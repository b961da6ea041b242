import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/agent-not-product-token.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /\n' },
    { code: 'User-agent: Foo_Bot-x\nDisallow: /\n' },
    { code: 'User-agent: a b\nDisallow: /\n', options: { dialect: 'revisited-1996' } },
    // A product followed only by "*" is agent-trailing-star's finding.
    { code: 'User-agent: Mediapartners-Google*\nDisallow: /\n' },
  ],
  invalid: [
    {
      code: 'User-agent: FooBot/1.0\nDisallow: /\n',
      errors: [{ line: 1, message: 'Google reads it as "FooBot"; RFC 9309 readers here compare "FooBot"' }],
      suggestion: 'User-agent: FooBot\nDisallow: /\n',
    },
    { code: 'User-agent: 123\nDisallow: /\n', errors: [{ line: 1, message: 'Google matches no robot with it' }] },
    {
      code: 'User-agent: Mozilla/5.0 (compatible; Foo)\nDisallow: /\n',
      options: { dialect: 'google' },
      errors: [{ line: 1, message: 'compare "Mozilla"' }],
      suggestion: 'User-agent: Mozilla\nDisallow: /\n',
    },
    { code: 'User-agent: a b\nDisallow: /\n', options: { dialects: 'all' }, errors: [{ line: 1 }], suggestion: 'User-agent: a\nDisallow: /\n' },
  ],
});
