/**
 * `compile(text, { url })`: a file bound to its robots.txt URL answers for
 * URLs on that origin and says `undefined` for others, as robots-parser's
 * `isAllowed` does (docs/migrating.md); `isDisallowed` and `matchingLine`.
 * Origins are compared as the URL parser serialises them (RFC 9309 §2.3,
 * docs/spec/rfc9309.md: the rules apply to the protocol, host and port the
 * file was fetched from).
 */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { compile, DIALECTS, RobotsTxt, parse, type CompileOptions, type Dialect } from '../../src/index.ts';
import { localPath } from '../../src/internals.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';
import { caseArb } from '../oracle/generators.ts';
import { file } from './helpers.ts';

const ROBOTS_URL = 'https://example.com/robots.txt';
const TEXT = file('User-agent: *', 'Disallow: /private/', 'Allow: /private/open', '', 'User-agent: FooBot', 'Disallow: /');

const bound = (dialect: Dialect = 'rfc9309', url: string | URL = ROBOTS_URL) => compile(TEXT, { url, dialect });

describe('binding a file to its robots.txt URL', () => {
  it('answers for URLs on the origin as the unbound file does', () => {
    const robots = bound();
    const unbound = compile(TEXT);
    for (const url of ['https://example.com/private/a', 'https://example.com/private/open', 'https://example.com/public', 'https://example.com']) {
      expect(robots.isAllowed(url, 'BarBot')).toBe(unbound.isAllowed(url, 'BarBot'));
    }
    expect(robots.isAllowed('https://example.com/private/a', 'BarBot')).toBe(false);
    expect(robots.isAllowed('https://example.com/public', 'FooBot/2.1')).toBe(false);
  });

  it.each([
    ['another host', 'https://example.org/public'],
    ['a subdomain', 'https://www.example.com/public'],
    ['the parent domain of a www file', 'https://example.com.evil.test/public'],
    ['http instead of https', 'http://example.com/public'],
    ['another port', 'https://example.com:8443/public'],
    ['https on port 80', 'https://example.com:80/public'],
    ['userinfo that names the host', 'https://example.com@evil.test/public'],
    ['a scheme-relative URL to another host', '//evil.test/public'],
    ['a path that the URL parser reads as a host (/\\)', '/\\evil.test/public'],
    ['a path with a tab the URL parser drops (/\\t/)', '/\t/evil.test/public'],
    ['an unparseable port', 'https://example.com:99999/public'],
    ['a URL without a host', 'mailto:robots@example.com'],
  ])('says undefined for %s: %s', (_what, url) => {
    const robots = bound();
    expect(robots.isAllowed(url, 'BarBot')).toBeUndefined();
    expect(robots.isDisallowed(url, 'BarBot')).toBeUndefined();
    expect(robots.matchingLine(url, 'BarBot')).toBeUndefined();
    const explanation = robots.explain(url, 'BarBot');
    expect(explanation.allowed).toBeUndefined();
    expect(explanation.reasonCode).toBe('other-origin');
    expect(explanation.reason).toContain('https://example.com');
  });

  it('says undefined for another origin even when no rule applies (checked before the rules)', () => {
    const robots = compile('', { url: ROBOTS_URL });
    expect(robots.isAllowed('https://example.org/', 'BarBot')).toBeUndefined();
    expect(robots.isAllowed('https://example.com/', 'BarBot')).toBe(true);
  });

  it.each([
    ['the default port written out', 'https://example.com:443/private/a'],
    ['an upper-case scheme and host', 'HTTPS://EXAMPLE.COM/private/a'],
    ['userinfo', 'https://user:secret@example.com/private/a'],
    ['a fragment', 'https://example.com/private/a#top'],
  ])('treats %s as the same origin: %s', (_what, url) => {
    expect(bound().isAllowed(url, 'BarBot')).toBe(false);
    expect(bound().matchingLine(url, 'BarBot')).toBe(2);
  });

  it('compares default ports: http on 80, a robots.txt URL with :443 written out', () => {
    const http = compile(TEXT, { url: 'http://example.com:80/robots.txt' });
    expect(http.origin).toBe('http://example.com');
    expect(http.isAllowed('http://example.com/private/a', 'BarBot')).toBe(false);
    expect(http.isAllowed('https://example.com/private/a', 'BarBot')).toBeUndefined();
    expect(http.isAllowed('http://example.com:8080/private/a', 'BarBot')).toBeUndefined();
    const https = compile(TEXT, { url: 'https://example.com:443/robots.txt' });
    expect(https.isAllowed('https://example.com/private/a', 'BarBot')).toBe(false);
  });

  it('binds a non-default port to that port only', () => {
    const robots = compile(TEXT, { url: 'http://example.com:8080/robots.txt' });
    expect(robots.origin).toBe('http://example.com:8080');
    expect(robots.isAllowed('http://example.com:8080/private/a', 'BarBot')).toBe(false);
    expect(robots.isAllowed('http://example.com/private/a', 'BarBot')).toBeUndefined();
  });

  it('compares IDN hosts in their ASCII form, either way round', () => {
    const unicode = compile(TEXT, { url: 'https://bücher.example/robots.txt' });
    expect(unicode.origin).toBe('https://xn--bcher-kva.example');
    expect(unicode.isAllowed('https://xn--bcher-kva.example/private/a', 'BarBot')).toBe(false);
    expect(unicode.isAllowed('https://BÜCHER.example/private/a', 'BarBot')).toBe(false);
    const ascii = compile(TEXT, { url: 'https://xn--bcher-kva.example/robots.txt' });
    expect(ascii.isAllowed('https://bücher.example/private/a', 'BarBot')).toBe(false);
    expect(ascii.isAllowed('https://bucher.example/private/a', 'BarBot')).toBeUndefined();
  });

  it('reads a path, and any other relative reference, against the origin', () => {
    const robots = bound();
    expect(robots.isAllowed('/private/a', 'BarBot')).toBe(false);
    expect(robots.isAllowed('/public', 'BarBot')).toBe(true);
    // Path-relative references resolve against the origin's root, as a browser resolves a link.
    expect(robots.isAllowed('private/a', 'BarBot')).toBe(false);
    expect(robots.matchingLine('private/a', 'BarBot')).toBe(2);
    expect(robots.explain('private/a', 'BarBot').path).toBe('/private/a');
    expect(robots.explain('?q=1', 'BarBot').path).toBe('/?q=1');
    expect(robots.explain('', 'BarBot').path).toBe('/');
    // Scheme-relative and backslash references that land on the origin.
    expect(robots.isAllowed('//example.com/private/a', 'BarBot')).toBe(false);
    expect(robots.isAllowed('\\private\\a', 'BarBot')).toBe(false);
  });

  it('accepts a URL object and exposes the URL and origin it is bound to', () => {
    const robots = compile(TEXT, { url: new URL('HTTPS://Example.COM:443/robots.txt') });
    expect(robots.url).toBe('https://example.com/robots.txt');
    expect(robots.origin).toBe('https://example.com');
    const unbound = compile(TEXT);
    expect(unbound.url).toBeUndefined();
    expect(unbound.origin).toBeUndefined();
  });

  it('accepts ftp, ws and wss robots.txt URLs (RFC 9309 §2.3 is not only for http)', () => {
    expect(compile(TEXT, { url: 'ftp://files.example/robots.txt' }).isAllowed('ftp://files.example/private/a', 'BarBot')).toBe(false);
    expect(compile(TEXT, { url: 'wss://live.example/robots.txt' }).isAllowed('ws://live.example/private/a', 'BarBot')).toBeUndefined();
  });

  it.each([
    ['a path', '/robots.txt'],
    ['a bare host', 'example.com/robots.txt'],
    ['not a URL', 'not a url'],
    ['an empty string', ''],
    ['a file: URL (no host)', 'file:///srv/robots.txt'],
    ['a data: URL', 'data:text/plain,User-agent: *'],
  ])('throws a TypeError for a url option that is %s', (_what, url) => {
    expect(() => compile(TEXT, { url })).toThrow(TypeError);
    expect(() => compile(TEXT, { url })).toThrow(/url option/);
  });

  it('works the same under every dialect', () => {
    for (const dialect of DIALECTS) {
      const robots = bound(dialect);
      expect(robots.isAllowed('https://example.com/private/a', 'BarBot'), dialect).toBe(false);
      expect(robots.isAllowed('https://example.org/private/a', 'BarBot'), dialect).toBeUndefined();
    }
  });

  it('types the answers: boolean unbound, boolean | undefined bound', () => {
    expectTypeOf(compile(TEXT).isAllowed('/', 'a')).toEqualTypeOf<boolean>();
    expectTypeOf(compile(TEXT, { dialect: 'google' }).isDisallowed('/', 'a')).toEqualTypeOf<boolean>();
    expectTypeOf(compile(TEXT, { url: ROBOTS_URL }).isAllowed('/', 'a')).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(compile(TEXT, { url: ROBOTS_URL }).isDisallowed('/', 'a')).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(compile(TEXT, { url: ROBOTS_URL }).explain('/', 'a').allowed).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(compile(TEXT).explain('/', 'a').allowed).toEqualTypeOf<boolean>();
    // Options that may hold a url: the answer may be undefined.
    const options: CompileOptions = {};
    expectTypeOf(compile(TEXT, options).isAllowed('/', 'a')).toEqualTypeOf<boolean | undefined>();
    // An unbound file can go where a maybe-bound one is expected.
    expectTypeOf(compile(TEXT)).toMatchTypeOf<RobotsTxt<boolean | undefined>>();
    const viaNew = new RobotsTxt<boolean | undefined>(parse(TEXT), { url: ROBOTS_URL });
    expect(viaNew.isAllowed('https://example.org/', 'a')).toBeUndefined();
  });
});

describe('isDisallowed', () => {
  it('is the opposite of isAllowed', () => {
    const robots = compile(TEXT);
    expect(robots.isDisallowed('/private/a', 'BarBot')).toBe(true);
    expect(robots.isDisallowed('/private/open', 'BarBot')).toBe(false);
    expect(robots.isDisallowed('/public', 'BarBot')).toBe(false);
    expect(robots.isDisallowed('/public', 'FooBot')).toBe(true);
  });
});

describe('matchingLine: the deciding rule, per dialect', () => {
  // /a/b/c/d matches lines 2, 3 (an Allow) and 4; /a/b/x matches lines 2 and 3.
  const LINES = file('User-agent: *', 'Disallow: /a', 'Allow: /a/b', 'Disallow: /a/b/c', 'Disallow: /robots.txt');

  it.each<[Dialect, number, number]>([
    // Longest match: the longest pattern decides.
    ['rfc9309', 4, 3],
    ['google', 4, 3],
    // First match in file order.
    ['draft-1996', 2, 2],
    // Disallow lines only: the first that matches.
    ['1994', 2, 2],
  ])('%s: /a/b/c/d → line %i, /a/b/x → line %i', (dialect, deep, shallow) => {
    const robots = compile(LINES, { dialect });
    expect(robots.matchingLine('/a/b/c/d', 'FooBot')).toBe(deep);
    expect(robots.matchingLine('https://example.com/a/b/x', 'FooBot')).toBe(shallow);
    expect(robots.matchingLine('/a/b/c/d', 'FooBot')).toBe(robots.explain('/a/b/c/d', 'FooBot').rule?.line);
  });

  it('is undefined when no rule decided', () => {
    for (const dialect of DIALECTS) {
      const robots = compile(LINES, { dialect });
      expect(robots.matchingLine('/z', 'FooBot'), dialect).toBeUndefined();
      expect(compile('', { dialect }).matchingLine('/a', 'FooBot'), dialect).toBeUndefined();
    }
    // rfc9309 and draft-1996 always allow /robots.txt: no rule decides, though line 5 matches.
    expect(compile(LINES, { dialect: 'rfc9309' }).matchingLine('/robots.txt', 'FooBot')).toBeUndefined();
    expect(compile(LINES, { dialect: 'google' }).matchingLine('/robots.txt', 'FooBot')).toBe(5);
  });
});

/** Spellings of https://example.com that the URL parser reads as that origin. */
const SAME_ORIGIN = ['https://example.com', 'HTTPS://EXAMPLE.COM', 'https://example.com:443', 'https://Example.Com', 'https://bot:pw@example.com'];
/** Origins that are not https://example.com. */
const OTHER_ORIGINS = [
  'http://example.com',
  'https://example.com:8443',
  'https://www.example.com',
  'https://example.org',
  '//example.org',
  'ftp://example.com',
];

describe.each(DIALECTS.map((dialect) => [dialect]))('%s: a bound file, properties', (dialect: Dialect) => {
  const runs = Math.max(1, Math.floor(FUZZ_RUNS / 4));

  it('for a URL on the origin, answers as the unbound file does for its path; isDisallowed is its negation', () => {
    fc.assert(
      fc.property(caseArb(dialect), fc.constantFrom(...SAME_ORIGIN), ({ text, agent, url }, origin) => {
        const path = url.startsWith('/') ? url : localPath(url);
        const absolute = origin + path;
        fc.pre(new URL(absolute).origin === 'https://example.com');
        const robots = compile(text, { dialect, url: ROBOTS_URL });
        const unbound = compile(text, { dialect });
        const allowed = robots.isAllowed(absolute, agent);
        expect(allowed).toBe(unbound.isAllowed(absolute, agent));
        // A path starting with `//` (or `/\`, which the URL parser reads the same) is a host and
        // path (`//b` is host b), bound or not: it is on another origin. A relative reference with a
        // tab, CR, LF or `\` is resolved by the URL parser, which rewrites those (google would
        // otherwise read them as given), so only plain paths are compared with the unbound file.
        if (!/[\t\n\r\\]/.test(path) && URL.canParse(path, origin) && new URL(path, origin).origin === new URL(origin).origin) {
          expect(allowed).toBe(unbound.isAllowed(path, agent));
          expect(robots.isAllowed(path, agent)).toBe(allowed);
        }
        expect(robots.isDisallowed(absolute, agent)).toBe(!allowed);
        expect(robots.matchingLine(absolute, agent)).toBe(unbound.matchingLine(absolute, agent));
        expect(robots.explain(absolute, agent).allowed).toBe(allowed);
      }),
      { numRuns: runs },
    );
  });

  it('for a URL on another origin, answers undefined everywhere', () => {
    fc.assert(
      fc.property(caseArb(dialect), fc.constantFrom(...OTHER_ORIGINS), ({ text, agent, url }, origin) => {
        const absolute = origin + (url.startsWith('/') ? url : localPath(url));
        const robots = compile(text, { dialect, url: ROBOTS_URL });
        expect(robots.isAllowed(absolute, agent)).toBeUndefined();
        expect(robots.isDisallowed(absolute, agent)).toBeUndefined();
        expect(robots.matchingLine(absolute, agent)).toBeUndefined();
        expect(robots.explain(absolute, agent).reasonCode).toBe('other-origin');
      }),
      { numRuns: runs },
    );
  });

  it('unbound: isDisallowed is the negation of isAllowed and matchingLine the line explain names', () => {
    fc.assert(
      fc.property(caseArb(dialect), ({ text, agent, url }) => {
        const robots = compile(text, { dialect });
        const allowed = robots.isAllowed(url, agent);
        expect(robots.isDisallowed(url, agent)).toBe(!allowed);
        const explanation = robots.explain(url, agent);
        expect(explanation.allowed).toBe(allowed);
        expect(robots.matchingLine(url, agent)).toBe(explanation.rule?.line);
      }),
      { numRuns: runs },
    );
  });

  it('never throws on arbitrary strings as URLs, bound or not', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (url) => {
        const robots = compile(TEXT, { dialect, url: ROBOTS_URL });
        const allowed = robots.isAllowed(url, 'BarBot');
        expect(allowed === undefined || typeof allowed === 'boolean').toBe(true);
        expect(robots.isDisallowed(url, 'BarBot')).toBe(allowed === undefined ? undefined : !allowed);
        expect(robots.explain(url, 'BarBot').allowed).toBe(allowed);
      }),
      { numRuns: runs },
    );
  });
});
