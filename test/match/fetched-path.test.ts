/**
 * The path that will be fetched (docs/spec/dialects.md §0.2 "U"): under
 * rfc9309, 1994, draft-1996 and revisited-1996 a URL is read as the WHATWG URL
 * parser reads it (what `fetch` requests; `new URL()` in Node and browsers):
 * any run of `/` and `\` after a special scheme skipped before the host, the
 * host ending at `/`, `\`, `?` or `#`, dot segments removed, `\` read as `/`
 * for http(s), tab/CR/LF dropped. A bare path gets the same reading. google
 * keeps Google's own extraction (docs/spec/google.md §3.1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS, type Dialect } from '../../src/index.ts';
import { matcher1994 } from '../../src/match/dialects/dialect-1994.ts';
import { matcherDraft1996 } from '../../src/match/dialects/dialect-draft-1996.ts';
import { matcherGoogle } from '../../src/match/dialects/dialect-google.ts';
import { matcherRfc9309 } from '../../src/match/dialects/dialect-rfc9309.ts';
import { decodeDraft1996, normalizeRfc9309 } from '../../src/model/patterns.ts';
import { matcherRevisited1996 } from '../../src/match/dialects/dialect-revisited-1996.ts';
import { fetchedPathSpan, needsUrlReading } from '../../src/match/url.ts';
import { fetchedPath } from '../../src/match/url.reference.ts';
import { BUILD_AFTER } from '../../src/match/rule-index.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { urlToPath } from '../oracle/common.ts';
import { getPathParamsQuery } from '../oracle/dialect-google.ts';

const RUNS = propertyRuns(1000);
const FETCHING: readonly Dialect[] = ['1994', 'draft-1996', 'rfc9309', 'revisited-1996'];
const text = 'User-agent: *\nDisallow: /private\nDisallow: /a/b\n';

describe('isAllowed answers for the path a crawler would request', () => {
  it.each(FETCHING.map((dialect) => [dialect]))('%s: https://h/a/../private is /private', (dialect) => {
    const robots = compile(text, { dialect });
    for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) {
      expect(robots.isAllowed('https://h/a/../private', 'bot')).toBe(false);
      expect(robots.isAllowed('https://h/./private', 'bot')).toBe(false);
      expect(robots.isAllowed('https://h/x/%2e%2E/private', 'bot')).toBe(false);
      expect(robots.isAllowed('https://h/a/./b', 'bot')).toBe(false);
      expect(robots.isAllowed('https://h/private/../public', 'bot')).toBe(true);
    }
    expect(robots.explain('https://h/a/../private', 'bot')).toMatchObject({ allowed: false, path: '/private' });
  });
  it.each(FETCHING.map((dialect) => [dialect]))('%s: \\ is / in http(s) URLs and bare paths', (dialect) => {
    const robots = compile(text, { dialect });
    expect(robots.isAllowed('https://h\\private', 'bot')).toBe(false);
    expect(robots.isAllowed('https://h/a\\b', 'bot')).toBe(false);
    expect(robots.isAllowed('/a\\b', 'bot')).toBe(false);
    // Not in the query: `?x=\` names the same path.
    expect(matcher1994.pathOf('https://h/a?x=\\..\\')).toBe('/a?x=\\..\\');
  });
  it.each(FETCHING.map((dialect) => [dialect]))('%s: tab, CR and LF are dropped; spaces at the ends too', (dialect) => {
    const robots = compile(text, { dialect });
    expect(robots.isAllowed('https://h/pri\tvate', 'bot')).toBe(false);
    expect(robots.isAllowed('https://h/pri\r\nvate', 'bot')).toBe(false);
    expect(robots.isAllowed('  https://h/private\n', 'bot')).toBe(false);
  });
  it.each(FETCHING.map((dialect) => [dialect]))('%s: a bare path gets the same dot-segment removal', (dialect) => {
    const robots = compile(text, { dialect });
    expect(robots.isAllowed('/x/../private', 'bot')).toBe(false);
    expect(robots.isAllowed('/private/..', 'bot')).toBe(true);
  });
  it('the query is not a path: its dot segments stay', () => {
    expect(matcherRfc9309.pathOf('https://h/a/../b?c=/../d')).toBe('/b?c=/../d');
    expect(matcherDraft1996.pathOf('/a/./b?./')).toBe('/a/b?./');
  });
  it("google keeps Google's own path extraction (docs/spec/google.md §3.1: .. is never examined)", () => {
    expect(matcherGoogle.pathOf('https://h/a/../private')).toBe('/a/../private');
    expect(compile(text, { dialect: 'google' }).isAllowed('https://h/a/../private', 'bot')).toBe(true);
  });
});

/** `https://example.com/private` as the URL parser also reads it: slashes and backslashes of any number, any scheme case. */
const MALFORMED_PRIVATE = [
  'https:/example.com/private',
  'https:///example.com/private',
  'https:\\example.com/private',
  'HtTpS:/\\/example.com/private',
  'https:example.com/private',
  'https:////\\example.com/private?q',
  '\thttps:\n/example.com/pri\tvate',
  'https://example.com;x/private',
  'https://u:p;w@example.com/private',
  'wss:/example.com/private',
];

describe('a special scheme is followed by any run of / and \\ before the host, as the URL parser reads it', () => {
  it('the URL parser itself names /private for each of these', () => {
    for (const url of MALFORMED_PRIVATE) expect(platformPath(url).replace(/\?.*/, '')).toBe('/private');
  });
  it.each(FETCHING.map((dialect) => [dialect]))('%s: isAllowed, explain and matchingLine answer for /private, bound or not', (dialect) => {
    const unbound = compile(text, { dialect });
    const bound = compile(text, { dialect, url: 'https://example.com/robots.txt' });
    for (const url of MALFORMED_PRIVATE) {
      // A file bound to https://example.com answers only for URLs on that origin.
      const robots = new URL(url).origin === 'https://example.com' ? bound : unbound;
      for (const file of [unbound, robots]) {
        for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) expect(file.isAllowed(url, 'bot'), url).toBe(false);
        expect(file.explain(url, 'bot'), url).toMatchObject({ allowed: false, path: expect.stringMatching(/^\/private\??q?$/) });
        expect(file.matchingLine(url, 'bot'), url).toBe(2);
      }
    }
  });
  it.each(FETCHING.map((dialect) => [dialect]))('%s: a bound file reads the host the URL parser reads (https:/evil.com/x is another origin)', (dialect) => {
    const robots = compile(text, { dialect, url: 'https://example.com/robots.txt' });
    for (const url of ['https:/evil.com/private', 'https:\\evil.com/private', 'HTTPS:///evil.com/private', '///evil.com/private', '\\\\evil.com/private']) {
      expect(robots.isAllowed(url, 'bot'), url).toBeUndefined();
      expect(robots.matchingLine(url, 'bot'), url).toBeUndefined();
      expect(robots.explain(url, 'bot').reasonCode, url).toBe('other-origin');
    }
    expect(robots.isAllowed('///example.com/private', 'bot')).toBe(false);
  });
  it('a bare reference starting with two or more slashes names a host, then the path (read against an http(s) robots.txt)', () => {
    for (const matcher of [matcher1994, matcherDraft1996, matcherRfc9309, matcherRevisited1996]) {
      expect(matcher.pathOf('///example.com/private')).toBe('/private');
      expect(matcher.pathOf('\\\\example.com\\private')).toBe('/private');
      expect(matcher.pathOf('/\\example.com/private')).toBe('/private');
    }
  });
  it("google keeps Google's reading of the same URLs (GetPathParamsQuery, the oracle in test/oracle)", () => {
    for (const url of MALFORMED_PRIVATE) expect(matcherGoogle.pathOf(url), url).toBe(getPathParamsQuery(url));
    expect(matcherGoogle.pathOf('https:/example.com/private')).toBe('/example.com/private');
  });
});

describe('fetchedPath', () => {
  it.each([
    ['https://h/a/../private', '/private'],
    ['https://h/a/./b/.', '/a/b/'],
    ['https://h/a/b/..', '/a/'],
    ['https://h/..', '/'],
    ['https://h/a/%2E%2e/b', '/b'],
    ['https://h/a/.%2e/b', '/b'],
    ['https://h\\a\\..\\b', '/b'],
    ['https://h/a\tb\n', '/ab'],
    ['/a/../b?x=/../', '/b?x=/../'],
    ['https://h//a/../b', '//b'],
    ['https://h/.well-known/x', '/.well-known/x'],
    ['https://h/a/...', '/a/...'],
    // The WHATWG standard (and browsers); Node 20's Ada keeps `/a/.b/./`.
    ['https://h/a/.b/./', '/a/.b/'],
    // Not a special scheme: `\` is an ordinary character.
    ['foo://h/a\\b/../c', '/c'],
    ['foo://h/a/b\\..', '/a/b\\..'],
  ])('%j → %j', (url, path) => {
    expect(fetchedPath(url)).toBe(path);
  });
  it('ordinary URLs take the fast route', () => {
    for (const url of ['https://example.com/a/b.html?q=1', '/index.html', 'http://example.com', 'https://h/%2F/x']) expect(needsUrlReading(url)).toBe(false);
    for (const url of ['https://h/a/../b', 'https://h\\a', 'https://h/a\tb', ' /a', 'https://h/%2e/']) expect(needsUrlReading(url)).toBe(true);
  });
});

/**
 * Pieces of a path: dot segments in every spelling (always whole segments:
 * Node 20's URL parser, Ada, leaves `/a/.b/./` as it is, where the WHATWG
 * standard and browsers give `/a/.b/`; see the example below), `\`, tab, CR,
 * LF, escapes and plain characters; then an ending and a query or fragment.
 */
const piece = fc.constantFrom(
  '/',
  'a',
  'b',
  '-',
  '_',
  '~',
  '%2F',
  '%41',
  '\\',
  '\t',
  '\r',
  '\n',
  '=',
  '&',
  '/./',
  '/../',
  '/%2e/',
  '/%2E%2e/',
  '/.%2e/',
  '/x/../',
  '\\..\\',
);
const tailArb = fc
  .tuple(fc.array(piece, { maxLength: 10 }), fc.constantFrom('', '/.', '/..', '/%2e', '/.%2E'), fc.constantFrom('', '?', '?a=/../', '?x\\y', '#f', '?q#f/../'))
  .map(([pieces, ending, query]) => pieces.join('') + ending + query);
/**
 * Path segments: plain, dot segments in every spelling, escapes, params. A
 * segment starting with `.` that is no dot segment (`.b`, `...`) is left out:
 * Node 20's URL parser (Ada) leaves a later `/./` in place after one
 * (`https://h/a/.b/./` stays, where the WHATWG standard and browsers give
 * `/a/.b/`; the example test above keeps the standard's answer).
 */
const SEGMENTS = ['', 'a', 'b', 'private', '.', '..', '%2e', '%2E', '%2e%2E', '.%2e', '%2E.', 'a.b', '%41', '%2F', ';p=1', 'x;'];

/** A scheme name in any case (`HtTpS`): the URL parser lower-cases it. */
const anyCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join(''));

/**
 * Every shape of URL the WHATWG parser accepts for a special scheme other than
 * `file`: scheme in any case; any run of `/` and `\` (none too) before the
 * authority; userinfo (with `;` and `%40`), hosts (IPv4, IPv6, IDNA, a `;`),
 * ports (empty, default, leading zeros); `/` or `\` between segments, dot
 * segments in every spelling, escapes; an empty path; a query and a fragment;
 * C0 controls and spaces at either end, and a tab, CR or LF anywhere.
 */
const specialUrlArb = fc
  .tuple(
    fc.constantFrom('', ' ', '\t', '\u0000', '\u001f \n'),
    fc.constantFrom('http', 'https', 'ws', 'wss', 'ftp').chain(anyCase),
    fc.array(fc.constantFrom('/', '\\'), { maxLength: 4 }),
    fc.constantFrom('', 'user@', 'u:p@', 'u:p;w@', 'a%40b@', 'u@evil.com@'),
    fc.constantFrom('example.com', 'EXAMPLE.com', 'evil.com', 'h', 'a;b', '127.0.0.1', '[::1]', 'bücher.de', 'xn--bcher-kva.de'),
    fc.constantFrom('', ':', ':8080', ':443', ':0443'),
    fc.array(fc.tuple(fc.constantFrom('/', '\\'), fc.constantFrom(...SEGMENTS)), { maxLength: 6 }),
    fc.constantFrom('', '?', '?a=/../', '?x\\y', '?q=%2e%2e/', '?/private'),
    fc.constantFrom('', '#', '#f/../x', '#?q'),
    fc.constantFrom('', ' ', '\n', '\u0000'),
    fc.constantFrom('', '\t', '\n', '\r'),
    fc.nat(),
  )
  .map(([lead, scheme, slashes, userinfo, host, port, segments, query, fragment, trail, inserted, at]) => {
    const url = `${scheme}:${slashes.join('')}${userinfo}${host}${port}${segments.map(([sep, segment]) => sep + segment).join('')}${query}${fragment}`;
    // A tab, CR or LF anywhere (the URL parser drops them first, even inside `%2e` or the scheme).
    const cut = at % (url.length + 1);
    return lead + url.slice(0, cut) + inserted + url.slice(cut) + trail;
  });

/** `file:` URLs: `file:` then any run of `/` and `\`, a host or none, and a path. */
const fileUrlArb = fc
  .tuple(
    anyCase('file'),
    fc.constantFrom('', '/', '//', '\\\\', '/\\', '///', '////'),
    fc.constantFrom('', 'h', 'example.com', 'localhost'),
    fc.array(fc.tuple(fc.constantFrom('/', '\\'), fc.constantFrom(...SEGMENTS)), { maxLength: 5 }),
    fc.constantFrom('', '?q', '?a=/../', '#f'),
  )
  .map(([scheme, slashes, host, segments, rest]) => `${scheme}:${slashes}${host}${segments.map(([sep, segment]) => sep + segment).join('')}${rest}`);

/** A URL of any special scheme, mostly http(s)-like; only those the URL parser accepts are compared. */
const urlArb = fc.oneof({ arbitrary: specialUrlArb, weight: 5 }, { arbitrary: fileUrlArb, weight: 1 });

/** A reference without a scheme, read against an http(s) robots.txt: a path, or `//host/path` with any run of `/` and `\`. */
const referenceArb = fc
  .tuple(
    fc.array(fc.constantFrom('/', '\\'), { minLength: 1, maxLength: 4 }),
    fc.constantFrom('', 'example.com', 'evil.com:8080', 'u@h'),
    fc.array(fc.tuple(fc.constantFrom('/', '\\'), fc.constantFrom(...SEGMENTS)), { maxLength: 5 }),
    fc.constantFrom('', '?', '?a=/../', '#f'),
  )
  .map(([slashes, host, segments, rest]) => `${slashes.join('')}${host}${segments.map(([sep, segment]) => sep + segment).join('')}${rest}`);

/** `new URL(url)`'s pathname and query (`?` kept when the query is empty, as the request line has it): what `fetch` requests. */
function platformPath(url: string, base?: string): string {
  const parsed = new URL(url, base);
  parsed.hash = '';
  const query = parsed.href.indexOf('?');
  return parsed.pathname + (query < 0 ? '' : parsed.href.slice(query));
}

const ROBOTS_URL = 'https://example.com/robots.txt';

/** The paths the four fetching dialects compare for `url`, and what they must be: the URL parser's path and query, under each dialect's percent rules. */
function expectFetchedPath(url: string, base?: string): void {
  const fetched = platformPath(url, base);
  expect(matcherRfc9309.pathOf(url)).toBe(normalizeRfc9309(fetched, 'path'));
  expect(matcherDraft1996.pathOf(url)).toBe(decodeDraft1996(fetched));
  // Literal: the generators hold nothing the URL parser percent-encodes in a path or query.
  expect(matcher1994.pathOf(url)).toBe(fetched);
  expect(matcherRevisited1996.pathOf(url)).toBe(fetched);
  const span = fetchedPathSpan(url, { text: '', start: 0, end: 0 });
  expect(span.text.slice(span.start, span.end)).toBe(fetched);
  // The reference (src/match/url.ts) and the independent oracle (test/oracle) agree with the URL parser too.
  expect(fetchedPath(url)).toBe(fetched);
  expect(urlToPath(url)).toBe(fetched);
}

describe("property: our path is new URL(u).pathname + search (what fetch requests), after the dialect's percent rules", () => {
  it('rfc9309, draft-1996, 1994 and revisited-1996, on every shape of special-scheme URL', () => {
    fc.assert(
      fc.property(urlArb, (url) => {
        fc.pre(URL.canParse(url));
        expectFetchedPath(url);
      }),
      { numRuns: RUNS },
    );
  });
  it('references without a scheme (paths, //host/path with any run of / and \\), read against an http(s) base', () => {
    fc.assert(
      fc.property(referenceArb, (reference) => {
        fc.pre(URL.canParse(reference, ROBOTS_URL));
        expectFetchedPath(reference, ROBOTS_URL);
      }),
      { numRuns: RUNS },
    );
  });
  it('bare paths with dot segments, backslashes, tabs and line breaks, read against an http(s) base', () => {
    const pathArb = tailArb.map((tail) => `/p${tail}`);
    fc.assert(
      fc.property(pathArb, (path) => {
        expectFetchedPath(path, ROBOTS_URL);
      }),
      { numRuns: RUNS },
    );
  });
  it("google reads every such URL as Google's GetPathParamsQuery does (the oracle in test/oracle), not as the URL parser", () => {
    fc.assert(
      fc.property(fc.oneof(urlArb, referenceArb), (url) => {
        expect(matcherGoogle.pathOf(url)).toBe(getPathParamsQuery(url));
      }),
      { numRuns: RUNS },
    );
  });
  it.each(DIALECTS.map((dialect) => [dialect]))('%s: isAllowed, explain and matchingLine agree on such URLs', (dialect) => {
    const robots = compile('User-agent: *\nDisallow: /a/\nAllow: /a/b\nDisallow: /b\n', { dialect });
    fc.assert(
      fc.property(fc.oneof(urlArb, referenceArb), (url) => {
        const explanation = robots.explain(url, 'bot');
        expect(robots.isAllowed(url, 'bot')).toBe(explanation.allowed);
        expect(robots.matchingLine(url, 'bot')).toBe(explanation.rule?.line);
      }),
      { numRuns: RUNS / 4 },
    );
  });
  it.each(FETCHING.map((dialect) => [dialect]))(
    '%s: a file bound to https://example.com answers undefined exactly for URLs the URL parser puts on another origin, else for the path it names',
    (dialect) => {
      const rules = 'User-agent: *\nDisallow: /a/\nAllow: /a/b\nDisallow: /private\n';
      const bound = compile(rules, { dialect, url: ROBOTS_URL });
      const unbound = compile(rules, { dialect });
      fc.assert(
        fc.property(fc.oneof(urlArb, referenceArb), (url) => {
          fc.pre(URL.canParse(url, ROBOTS_URL));
          // As `fetch(url)` reads it: an absolute URL as given (`https:h` is host h), else against the file's URL.
          const base = URL.canParse(url) ? undefined : ROBOTS_URL;
          const parsed = new URL(url, base);
          // The absolute URL, not its path alone: a path `//a/b` would name host `a`.
          const expected = parsed.origin === 'https://example.com' ? unbound.isAllowed(parsed.href, 'bot') : undefined;
          expect(bound.isAllowed(url, 'bot')).toBe(expected);
          expect(bound.explain(url, 'bot').allowed).toBe(expected);
        }),
        { numRuns: RUNS / 4 },
      );
    },
  );
});
