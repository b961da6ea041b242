/**
 * `compileMatcher` (`robotstxt-toolkit/matcher`, src/match/matcher.ts): the
 * `RobotsMatcher` it makes answers `isAllowed` and `isDisallowed` exactly as
 * `compile`'s `RobotsTxt` does, on generated files (matcher.corpus.test.ts: on
 * a corpus sample), under every dialect and option, bound and unbound; and it
 * never builds the full model (it has none: asking would throw, so agreeing
 * without an exception is the proof).
 */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { compile, DIALECTS, parse } from '../../src/index.ts';
import { compileMatcher, RobotsMatcher } from '../../src/matcher.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';
import { disagreements, urlsOf } from './matcher-agreement.ts';

const RUNS = 500;
describe('compileMatcher answers as compile does', () => {
  it(`on generated realistic files (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIALECTS), robotsTxtText(), (dialect, file) => {
        expect(disagreements(file.text, urlsOf(file.text), [dialect])).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('isAllowed, which keeps the rule indexes of the last four robots asked about', () => {
  /** More robots than it keeps, some naming the same group (`FooBot/1.0` and `foobot`), some none. */
  const ROBOTS = ['FooBot/1.0', 'foobot', 'BarBot', 'Mozilla/5.0 (compatible; BazBot/2.1)', 'QuxBot', 'Googlebot', 'NoSuchBot', '', '*'];
  const ROBOT_GROUPS = ['FooBot', 'BarBot', 'BazBot', 'QuxBot', 'Googlebot', '*'];
  const ruleLine = fc
    .tuple(fc.constantFrom('Allow', 'Disallow'), fc.array(fc.constantFrom('/', 'a', 'b', '*', '$', '%7E', '~', 'é', '.php', '?'), { maxLength: 4 }))
    .map(([kind, parts]) => `${kind}: /${parts.join('')}`);
  const fileArb = fc
    .array(fc.tuple(fc.subarray(ROBOT_GROUPS, { minLength: 1, maxLength: 2 }), fc.array(ruleLine, { maxLength: 4 })), { maxLength: 6 })
    .map((groups) => groups.map(([agents, rules]) => [...agents.map((agent) => `User-agent: ${agent}`), ...rules].join('\n')).join('\n\n'));
  const urlArb = fc
    .array(fc.constantFrom('/', 'a', 'b', '%7E', '~', '%C3%A9', 'é', '.php', '?', '#'), { maxLength: 5 })
    .chain((parts) => fc.constantFrom(`https://example.com/${parts.join('')}`, `/${parts.join('')}`));

  it(`answers every robot, in any order, as a freshly compiled file does (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIALECTS),
        fileArb,
        fc.array(fc.tuple(urlArb, fc.constantFrom(...ROBOTS)), { minLength: 1, maxLength: 40 }),
        (dialect, text, questions) => {
          const document = parse(text);
          const longLived = compileMatcher(document, { dialect });
          for (const [url, agent] of questions) expect(longLived.isAllowed(url, agent)).toBe(compileMatcher(document, { dialect }).isAllowed(url, agent));
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('RobotsMatcher', () => {
  it('is what every RobotsTxt is, and carries the same dialect, URL, origin and document', () => {
    const document = parse('User-agent: *\nDisallow: /private/\n');
    const robots = compile(document, { dialect: 'google', url: 'HTTPS://Example.COM:443/robots.txt' });
    const matcher = compileMatcher(document, { dialect: 'google', url: 'HTTPS://Example.COM:443/robots.txt' });
    expect(robots).toBeInstanceOf(RobotsMatcher);
    expect(matcher).not.toHaveProperty('explain');
    expect([matcher.dialect, matcher.url, matcher.origin, matcher.document]).toEqual([robots.dialect, robots.url, robots.origin, robots.document]);
    expect([matcher.dialect, matcher.url, matcher.origin]).toEqual(['google', 'https://example.com/robots.txt', 'https://example.com']);
  });

  it('answers as docs/matching.md and src/matcher.ts show', () => {
    const robots = compileMatcher('User-agent: *\nDisallow: /private/\n', { url: 'https://example.com/robots.txt' });
    expect(robots.isAllowed('https://example.com/private/x', 'FooBot/1.0')).toBe(false);
    expect(robots.isAllowed('https://example.com/private/a', 'FooBot/1.0')).toBe(false);
    expect(robots.isAllowed('https://example.org/', 'FooBot/1.0')).toBeUndefined();
  });

  it('types its answers as compile does: boolean unbound, boolean | undefined bound', () => {
    const text = 'User-agent: *\nDisallow: /private/\n';
    expectTypeOf(compileMatcher(text).isAllowed('/a', 'FooBot')).toEqualTypeOf<boolean>();
    expectTypeOf(compileMatcher(text, { url: 'https://example.com/robots.txt' }).isAllowed('/a', 'FooBot')).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(compileMatcher(text, { dialect: 'google' })).toEqualTypeOf<RobotsMatcher>();
    expect(compileMatcher(text).isAllowed('/private/a', 'FooBot')).toBe(false);
  });

  it('takes text, bytes or a document, and throws a TypeError for programming errors as compile does', () => {
    const text = 'User-agent: *\nDisallow: /a\n';
    for (const input of [text, new TextEncoder().encode(text), parse(text)]) expect(compileMatcher(input).isAllowed('/a/b', 'FooBot')).toBe(false);
    for (const [input, options] of [
      [42, {}],
      [text, { dialect: 'Google' }],
      [text, { url: '/robots.txt' }],
      [text, null],
      [text, { parseLimit: '100' }],
    ] as const) {
      const call = (make: typeof compile | typeof compileMatcher) => () => make(input as never, options as never);
      expect(call(compileMatcher)).toThrow(TypeError);
      expect(call(compileMatcher)).toThrow(
        (() => {
          try {
            call(compile)();
          } catch (error) {
            return (error as Error).message;
          }
          return 'no error';
        })(),
      );
    }
    expect(() => compileMatcher(text).isAllowed({ href: 'https://example.com/a' } as never, 'FooBot')).toThrow(/url must be a string or a URL object/);
  });

  it('reads only the first parseLimit bytes under rfc9309, as compile does', () => {
    const text = `User-agent: *\nDisallow: /a\n${'# padding\n'.repeat(10)}Disallow: /b\n`;
    for (const parseLimit of [20, 200]) {
      expect(compileMatcher(text, { parseLimit }).isAllowed('/b', 'FooBot')).toBe(compile(text, { parseLimit }).isAllowed('/b', 'FooBot'));
    }
    expect(compileMatcher(text, { parseLimit: 30 }).isAllowed('/b', 'FooBot')).toBe(true);
  });
});
