import { expect, it } from 'vitest';
import { compile } from '../../../src/index.ts';
import { findingsOf, ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/agent-trailing-star.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: Mediapartners-Google\nDisallow: /\n' },
    { code: 'User-agent: *\nDisallow: /\n' },
    // Not a product followed only by "*": agent-not-product-token's findings.
    { code: 'User-agent: Foo*Bot\nDisallow: /\n' },
    { code: 'User-agent: FooBot/2.1*\nDisallow: /\n' },
  ],
  invalid: [
    // Google keeps the leading run of letters, "_" and "-": removing the "*" changes nothing it reads.
    {
      code: 'User-agent: Mediapartners-Google*\nDisallow: /\n',
      options: { dialect: 'google' },
      errors: [{ line: 1, message: 'RFC 9309 and Google read the value as "Mediapartners-Google", but other readers may not' }],
      output: 'User-agent: Mediapartners-Google\nDisallow: /\n',
    },
    { code: 'User-agent: Googlebot**\nDisallow: /x\n', options: { dialect: 'google' }, errors: [{ line: 1 }], output: 'User-agent: Googlebot\nDisallow: /x\n' },
    // The 1994 rules compare by substring, in a direction the caller chooses: the "*" may count, so only a suggestion.
    {
      code: 'User-agent: Mediapartners-Google*\nDisallow: /\n',
      options: { dialect: '1994' },
      errors: [{ line: 1, message: 'the 1994 rules and the 1996 draft compare it with its "*" by substring' }],
      suggestion: 'User-agent: Mediapartners-Google\nDisallow: /\n',
    },
    {
      code: 'User-agent: FooBot*\nDisallow: /\n',
      options: { dialect: 'revisited-1996' },
      errors: [{ line: 1 }],
      suggestion: 'User-agent: FooBot\nDisallow: /\n',
    },
    {
      code: 'User-agent: a\nDisallow: /a\n\nUser-agent: FooBot*\nDisallow: /\n',
      options: { dialects: 'all' },
      errors: [{ line: 4, message: 'Write "FooBot"' }],
      suggestion: 'User-agent: a\nDisallow: /a\n\nUser-agent: FooBot\nDisallow: /\n',
    },
  ],
});

it('under rfc9309 the fix is safe exactly when the rfc9309 matcher reads the value as the product', () => {
  const text = 'User-agent: Mediapartners-Google*\nDisallow: /\n';
  const readsAsProduct = compile(text).isAllowed('/', 'Mediapartners-Google') === false;
  const [finding] = findingsOf(rule, text);
  expect(finding?.fixes.map((fix) => fix.kind)).toEqual([readsAsProduct ? 'safe' : 'suggestion']);
});
