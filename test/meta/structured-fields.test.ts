/** The RFC 9651 Dictionary parser behind Content-Usage and Content-Signal values. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStructuredDictionary } from '../../src/meta/index.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const types = (text: string) => {
  const result = parseStructuredDictionary(text);
  return result.ok ? Object.fromEntries([...result.members].map(([key, member]) => [key, `${member.item.type}:${member.item.value}`])) : 'fail';
};

describe('parseStructuredDictionary', () => {
  it.each([
    ['train-ai=n, search=y', { 'train-ai': 'token:n', search: 'token:y' }],
    [
      'a=1, b=-2.5, c="x \\"y\\"", d=?0, e, f=:aGk=:, g=@1700000000, h=%"caf%c3%a9"',
      {
        a: 'integer:1',
        b: 'decimal:-2.5',
        c: 'string:"x \\"y\\""',
        d: 'boolean:?0',
        e: 'boolean:?1',
        f: 'bytes::aGk=:',
        g: 'date:@1700000000',
        h: 'display-string:%"caf%c3%a9"',
      },
    ],
    ['l=(a "b" 1);p=2, m=()', { l: 'inner-list:(a "b" 1)', m: 'inner-list:()' }],
    ['a;x=1;y, a=2', { a: 'integer:2' }],
    ['  a=1 ,\tb=2  ', { a: 'integer:1', b: 'integer:2' }],
    ['', {}],
    ['*k=tok/en:x', { '*k': 'token:tok/en:x' }],
  ])('%s', (text, expected) => expect(types(text)).toEqual(expected));

  it.each([
    'Train-AI=n',
    'a=1 b=2',
    'a=1,',
    ',a=1',
    '\ta=1',
    'a=1\t',
    'a=',
    'a="unterminated',
    'a=1.2345',
    'a=1234567890123456',
    'a=(1,2)',
    'a=é',
    'a=%"%C3"',
    'a;=1',
  ])('fails: %s', (text) => expect(types(text)).toBe('fail'));

  it('serialised dictionaries parse back', () => {
    const key = fc.stringMatching(/^[a-z*][a-z0-9_.*-]{0,6}$/);
    const item = fc.oneof(
      fc.integer({ min: -999, max: 999 }).map(String),
      fc.stringMatching(/^[A-Za-z*][A-Za-z0-9:/!#$%&'*+.^_`|~-]{0,5}$/),
      fc.stringMatching(/^[ -!#-[\]-~]{0,6}$/).map((s) => `"${s}"`),
      fc.constantFrom('?0', '?1'),
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(key, item), { selector: ([k]) => k, maxLength: 5 }), (members) => {
        const result = parseStructuredDictionary(members.map(([k, v]) => `${k}=${v}`).join(', '));
        expect(result.ok).toBe(true);
        if (result.ok) expect([...result.members.values()].map((m) => [m.key, m.item.value])).toEqual(members);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('never throws, and ends on long input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => void parseStructuredDictionary(text)),
      { numRuns: propertyRuns(1000) },
    );
    expect(parseStructuredDictionary(`a=(${'"x" '.repeat(20_000)}`)).toBeDefined();
    expect(parseStructuredDictionary(`a=${'b;c'.repeat(20_000)}=`)).toBeDefined();
  });
});
