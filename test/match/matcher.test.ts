/**
 * `compileMatcher` (`robotstxt-toolkit/matcher`, src/match/matcher.ts): the
 * `RobotsMatcher` it makes answers `isAllowed` and `isDisallowed` exactly as
 * `compile`'s `RobotsTxt` does, on every file of a corpus sample and on
 * generated files, under every dialect and option, bound and unbound; and it
 * never builds the full model (it has none: asking would throw, so agreeing
 * without an exception is the proof).
 */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { compile, DIALECTS, parse, type Dialect, type UnboundCompileOptions } from '../../src/index.ts';
import { compileMatcher, RobotsMatcher } from '../../src/matcher.ts';
import { corpusFiles } from '../helpers/corpus.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';

const RUNS = 500;
const AGENTS = ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'FooBot', '', '*'];
const OPTIONS: readonly UnboundCompileOptions[] = [{}, { specificity: 'matched-octets' }, { agentMatch: 'value-in-token', agentToken: 'as-given' }];

/** Paths from the file's own rule values (filled in, extended, cut short), and a few every site has. */
function urlsOf(text: string): string[] {
  const paths = new Set(['/', '/robots.txt', '/index.html', '/search?q=a', '/%7Ejoe/caf%C3%A9', '/ツ/a.php']);
  for (const match of text.matchAll(/^\s*(?:dis)?allow\s*:\s*(\S+)/gim)) {
    const value = (match[1] as string).replace(/\$$/, '').replace(/\*/g, 'x1');
    for (const path of [value, `${value}/a.php?b=1`, value.slice(0, Math.ceil(value.length / 2))]) paths.add(path.startsWith('/') ? path : `/${path}`);
  }
  return [...paths].slice(0, 24).map((path) => `https://example.com${path}`);
}

/** Every way the matcher and the compiled file disagree on `text`; empty when they agree. */
function disagreements(text: string | Uint8Array, urls: readonly string[], dialects: readonly Dialect[] = DIALECTS): string[] {
  const problems: string[] = [];
  const document = parse(text);
  for (const dialect of dialects) {
    for (const options of OPTIONS) {
      const robots = compile(document, { ...options, dialect });
      const matcher = compileMatcher(document, { ...options, dialect });
      const bound = compileMatcher(document, { ...options, dialect, url: 'https://example.com/robots.txt' });
      for (const agent of AGENTS) {
        for (const url of [...urls, 'https://other.example/', '/relative?x']) {
          const expected = robots.isAllowed(url, agent);
          if (matcher.isAllowed(url, agent) !== expected) problems.push(`${dialect} ${JSON.stringify(options)} ${agent} ${url}: isAllowed`);
          if (matcher.isDisallowed(url, agent) !== !expected) problems.push(`${dialect} ${agent} ${url}: isDisallowed`);
          const onOrigin = url.startsWith('https://example.com/') || url.startsWith('/');
          if (bound.isAllowed(url, agent) !== (onOrigin ? expected : undefined)) problems.push(`${dialect} ${agent} ${url}: bound isAllowed`);
        }
      }
    }
  }
  return problems;
}

describe('compileMatcher answers as compile does', () => {
  it('on every 8th file of corpus/top-sites and every 4th of corpus/real, under every dialect and option', () => {
    const failures: string[] = [];
    const sample = [...corpusFiles('top-sites').filter((_, i) => i % 8 === 0), ...corpusFiles('real').filter((_, i) => i % 4 === 0)];
    for (const { name, bytes } of sample) {
      const text = new TextDecoder().decode(bytes);
      for (const problem of disagreements(bytes, urlsOf(text))) failures.push(`${name}: ${problem}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

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
    expect(() => compileMatcher(text).isAllowed(new URL('https://example.com/a') as never, 'FooBot')).toThrow(/pass url.href/);
  });

  it('reads only the first parseLimit bytes under rfc9309, as compile does', () => {
    const text = `User-agent: *\nDisallow: /a\n${'# padding\n'.repeat(10)}Disallow: /b\n`;
    for (const parseLimit of [20, 200]) {
      expect(compileMatcher(text, { parseLimit }).isAllowed('/b', 'FooBot')).toBe(compile(text, { parseLimit }).isAllowed('/b', 'FooBot'));
    }
    expect(compileMatcher(text, { parseLimit: 30 }).isAllowed('/b', 'FooBot')).toBe(true);
  });
});
