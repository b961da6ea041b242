/**
 * The path that will be fetched (docs/spec/dialects.md §0.2 "U"): under
 * rfc9309, 1994 and draft-1996 a URL is read as the WHATWG URL parser reads it
 * (what `fetch` requests; `new URL()` in Node and browsers): dot segments
 * removed, `\` read as `/` for http(s), tab/CR/LF dropped. A bare path gets
 * the same reading. google keeps Google's own extraction (docs/spec/google.md §3.1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS, type Dialect } from '../../src/index.ts';
import { matcher1994 } from '../../src/match/dialects/dialect-1994.ts';
import { matcherDraft1996 } from '../../src/match/dialects/dialect-draft-1996.ts';
import { matcherGoogle } from '../../src/match/dialects/dialect-google.ts';
import { matcherRfc9309 } from '../../src/match/dialects/dialect-rfc9309.ts';
import { decodeDraft1996, normalizeRfc9309 } from '../../src/model/patterns.ts';
import { fetchedPath, needsUrlReading } from '../../src/match/url.ts';
import { BUILD_AFTER } from '../../src/match/rule-index.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const FETCHING: readonly Dialect[] = ['1994', 'draft-1996', 'rfc9309'];
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
const urlArb = fc
  .tuple(
    fc.constantFrom('http://', 'https://', 'HTTPS://'),
    fc.constantFrom('example.com', 'a.b:8080', 'user@h'),
    fc.constantFrom('/', '\\', '/a/'),
    tailArb,
    fc.constantFrom('', ' ', '\n'),
  )
  .map(([scheme, host, first, tail, end]) => `${scheme}${host}${first}${tail}${end}`);

/** `new URL(url)`'s pathname and query (`?` kept when the query is empty, as the request line has it): what `fetch` requests. */
function platformPath(url: string, base?: string): string {
  const parsed = new URL(url, base);
  parsed.hash = '';
  const query = parsed.href.indexOf('?');
  return parsed.pathname + (query < 0 ? '' : parsed.href.slice(query));
}

describe("property: our path is new URL(u).pathname + search, after the dialect's percent rules", () => {
  it('rfc9309 (RFC 9309 §2.2.2 normalisation on both)', () => {
    fc.assert(
      fc.property(urlArb, (url) => {
        expect(matcherRfc9309.pathOf(url)).toBe(normalizeRfc9309(platformPath(url), 'path'));
      }),
      { numRuns: RUNS },
    );
  });
  it('draft-1996 (%XX decoded but %2F)', () => {
    fc.assert(
      fc.property(urlArb, (url) => {
        expect(matcherDraft1996.pathOf(url)).toBe(decodeDraft1996(platformPath(url)));
      }),
      { numRuns: RUNS },
    );
  });
  it('1994 (literal), on URLs holding nothing the URL parser percent-encodes', () => {
    fc.assert(
      fc.property(urlArb, (url) => {
        expect(matcher1994.pathOf(url)).toBe(platformPath(url));
      }),
      { numRuns: RUNS },
    );
  });
  it('bare paths, read against an http(s) base', () => {
    const pathArb = tailArb.map((tail) => `/p${tail}`);
    fc.assert(
      fc.property(pathArb, (path) => {
        expect(matcher1994.pathOf(path)).toBe(platformPath(path, 'https://example.com/robots.txt'));
        expect(matcherRfc9309.pathOf(path)).toBe(normalizeRfc9309(platformPath(path, 'https://example.com/robots.txt'), 'path'));
      }),
      { numRuns: RUNS },
    );
  });
  it.each(DIALECTS.map((dialect) => [dialect]))('%s: isAllowed and explain agree on such URLs', (dialect) => {
    const robots = compile('User-agent: *\nDisallow: /a/\nAllow: /a/b\nDisallow: /b\n', { dialect });
    fc.assert(
      fc.property(urlArb, (url) => {
        expect(robots.isAllowed(url, 'bot')).toBe(robots.explain(url, 'bot').allowed);
      }),
      { numRuns: RUNS / 4 },
    );
  });
});
