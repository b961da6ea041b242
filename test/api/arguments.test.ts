/**
 * The argument contract of the API (docs/matching.md, "Arguments"): `parse`,
 * `compile` and the `RobotsTxt` methods take strings (and `parse`/`compile`
 * bytes); anything else is a `TypeError` that names the function and the
 * argument and says what it got, without calling the value's own code. Never
 * another exception, never a silent `String()` conversion.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeValue } from '../../src/diagnostics/describe.ts';
import { compile, parse } from '../../src/index.ts';
import { parse as parseWithGrammar } from '../../src/grammar.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';

const TEXT = 'User-agent: *\nDisallow: /private/\nCrawl-delay: 2\n';
const robots = compile(TEXT);
const bound = compile(TEXT, { url: 'https://example.com/robots.txt' });

/** Values whose own code must never run: a throwing toString, no prototype at all, a throwing getter, a proxy that throws on every trap. */
const throwing = {
  toString(): string {
    throw new Error('toString was called');
  },
  valueOf(): number {
    throw new Error('valueOf was called');
  },
};
const trap = (): never => {
  throw new Error('a proxy trap ran');
};
const HOSTILE: readonly [string, unknown][] = [
  ['null', null],
  ['undefined', undefined],
  ['number 42', 42],
  ['an object with a throwing toString', throwing],
  ['Object.create(null)', Object.create(null) as unknown],
  ['a proxy that throws on every trap', new Proxy({}, { get: trap, getPrototypeOf: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap })],
  ['a symbol', Symbol('x')],
  ['a URL object', new URL('https://example.com/private/a')],
  ['an array', ['/private/a']],
];

/** Every entry point, with the hostile value in one argument position: [label, call, function name, argument name]. */
function calls(value: unknown): [string, () => unknown, string, string][] {
  const v = value as string;
  return [
    ['parse(v)', () => parse(v), 'parse', 'input'],
    ['grammar parse(v)', () => parseWithGrammar(v), 'parse', 'input'],
    ['compile(v)', () => compile(v), 'compile', 'input'],
    ['isAllowed(v, agent)', () => robots.isAllowed(v, 'FooBot'), 'isAllowed', 'url'],
    ['isAllowed(url, v)', () => robots.isAllowed('/private/a', v), 'isAllowed', 'agent'],
    ['bound isAllowed(v, agent)', () => bound.isAllowed(v, 'FooBot'), 'isAllowed', 'url'],
    ['bound isAllowed(other origin, v)', () => bound.isAllowed('https://example.org/', v), 'isAllowed', 'agent'],
    ['isDisallowed(v, agent)', () => robots.isDisallowed(v, 'FooBot'), 'isDisallowed', 'url'],
    ['isDisallowed(url, v)', () => robots.isDisallowed('/a', v), 'isDisallowed', 'agent'],
    ['matchingLine(v, agent)', () => robots.matchingLine(v, 'FooBot'), 'matchingLine', 'url'],
    ['matchingLine(url, v)', () => robots.matchingLine('/a', v), 'matchingLine', 'agent'],
    ['explain(v, agent)', () => robots.explain(v, 'FooBot'), 'explain', 'url'],
    ['explain(url, v)', () => robots.explain('/a', v), 'explain', 'agent'],
    ['groupsFor(v)', () => robots.groupsFor(v), 'groupsFor', 'agent'],
    ['rulesFor(v)', () => robots.rulesFor(v), 'rulesFor', 'agent'],
    ['crawlDelay(v)', () => robots.crawlDelay(v), 'crawlDelay', 'agent'],
    ['requestRate(v)', () => robots.requestRate(v), 'requestRate', 'agent'],
  ];
}

describe('non-string arguments: a TypeError naming the function and the argument', () => {
  for (const [name, value] of HOSTILE) {
    describe(name, () => {
      // A URL object is a URL argument like a string (see the URL-object tests in test/match/url-objects.test.ts).
      const hostile = calls(value).filter(([, , , arg]) => !(name === 'a URL object' && arg === 'url'));
      it.each(hostile.map(([label, call, fn, arg]) => [label, call, fn, arg] as const))('%s', (_label, call, fn, arg) => {
        let caught: unknown;
        try {
          call();
        } catch (error) {
          caught = error;
        }
        expect(caught).toBeInstanceOf(TypeError);
        const message = (caught as TypeError).message;
        const what =
          fn === 'compile'
            ? 'input must be a string, a Uint8Array or a SyntaxDocument'
            : fn === 'parse'
              ? 'input must be a string or a Uint8Array'
              : `${arg} must be a string`;
        expect(message.startsWith(`${fn}: ${what}`)).toBe(true);
        expect(message.endsWith(`not ${describeValue(value)}.`)).toBe(true);
      });
    });
  }

  it('the messages read well', () => {
    expect(() => parse(null as unknown as string)).toThrow(new TypeError('parse: input must be a string or a Uint8Array, not null.'));
    expect(() => compile(42 as unknown as string)).toThrow(new TypeError('compile: input must be a string, a Uint8Array or a SyntaxDocument, not number 42.'));
    expect(() => robots.isAllowed(undefined as unknown as string, 'FooBot')).toThrow(
      new TypeError('isAllowed: url must be a string or a URL object, not undefined.'),
    );
    expect(() => robots.isAllowed(null as unknown as string, 'FooBot')).toThrow(new TypeError('isAllowed: url must be a string or a URL object, not null.'));
    expect(() => robots.explain('/a', throwing as unknown as string)).toThrow(new TypeError('explain: agent must be a string, not an object.'));
  });

  it('compile options: an object or nothing; the dialect and the url option described without running their code', () => {
    expect(() => compile(TEXT, null as unknown as object)).toThrow(new TypeError('compile: options must be an object, not null.'));
    expect(() => compile(TEXT, 'google' as unknown as object)).toThrow(new TypeError('compile: options must be an object, not "google".'));
    expect(() => compile(TEXT, { dialect: throwing as unknown as 'google' })).toThrow(/^Unknown dialect an object: use one of /);
    expect(() => compile(TEXT, { url: throwing as unknown as string })).toThrow(
      new TypeError('compile: the url option must be a string or a URL object, not an object.'),
    );
    expect(compile(TEXT, { url: new URL('https://example.com/robots.txt') }).origin).toBe('https://example.com');
  });

  it('strings and bytes still work: a Buffer is a Uint8Array', () => {
    expect(compile(Buffer.from(TEXT)).isAllowed('/private/a', 'FooBot')).toBe(false);
    expect(parse(new Uint8Array([0x41])).text).toBe('A');
  });
});

describe('property: any JS value in any argument position gives a TypeError or a normal answer, never another exception', () => {
  // fc.anything() with the oddities turned on: null-prototype objects, boxed values, sparse arrays, typed arrays.
  const anything = fc.oneof(
    fc.anything({
      withNullPrototype: true,
      withBoxedValues: true,
      withSparseArray: true,
      withTypedArray: true,
      withMap: true,
      withSet: true,
      withBigInt: true,
      withDate: true,
    }),
    // The throwing proxy stays in the examples above: fast-check itself inspects the values it reports, and
    // compile must read an options object's fields (a getter or trap there is the caller's code, run by design).
    fc.constantFrom(...HOSTILE.filter(([name]) => !name.includes('proxy')).map(([, value]) => value)),
    fc.string(),
  );

  it('every entry point', () => {
    fc.assert(
      fc.property(anything, fc.nat({ max: 16 }), (value, which) => {
        const [, call] = calls(value)[which] ?? [];
        if (!call) return;
        try {
          call();
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it('compile options of any shape', () => {
    fc.assert(
      fc.property(anything, (options) => {
        try {
          compile(TEXT, options as object).isAllowed('/private/a', 'FooBot');
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
        }
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 5) },
    );
  });
});
