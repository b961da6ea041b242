import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matcherRfc9309 } from '../../src/match/dialects/dialect-rfc9309.ts';
import { normalizeRfc9309 } from '../../src/model/patterns.ts';
import { rfc9309PathSpan } from '../../src/match/percent.ts';
import { referenceRfc9309Path } from '../../src/match/percent.reference.ts';
import { fetchedLocalPath } from '../../src/match/url.ts';
import { BUILD_AFTER } from '../../src/match/rule-index.ts';
import { compile } from '../../src/index.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { rfcNormalisePath, rfcNormalisePattern } from '../oracle/dialect-rfc9309.ts';
import { httpUrl, parts } from './url-arbitraries.ts';

const RUNS = propertyRuns(1000);

// That every reader agrees with its readable reference on any URL is in url-reference.test.ts and percent-reference.test.ts.
describe("pathOf is the dialect's normalisation of fetchedLocalPath(url) (the path the URL parser names), by a shorter way", () => {
  it.each([
    ['https://example.com/%7Euser/caf%C3%A9', '/~user/caf%C3%A9'],
    ['https://example.com/%70age/325#x%41', '/page/325'],
    ['https://example.com/a%4#b', '/a%254'],
    ['https://example.com/a%2f*$?q=é', '/a%2F%2A%24?q=%C3%A9'],
    ['https://example.com?%7e', '/?~'],
    ['https://example.com/;a b', '/;a%20b'],
    // `;` does not end the host for the URL parser (Google's reading ends it there).
    ['https://example.com;a/b', '/b'],
    ['https://example.com#%7e', '/'],
    ['http://example.com', '/'],
    ['example.com/%7e', '/~'],
    ['/a\ud800#', '/a%EF%BF%BD'],
    ['', '/'],
  ])('rfc9309: %j → %j', (input, path) => {
    expect(matcherRfc9309.pathOf(input)).toBe(path);
  });

  it('a URL read again (the recent-rewrites cache, past its 64 entries too) gives the same path as the first time', () => {
    const span = { text: '', start: 0, end: 0 };
    const urls = fc.sample(httpUrl, { numRuns: 300, seed: 9309 });
    const first = urls.map((text) => (rfc9309PathSpan(text, span), span.text.slice(span.start, span.end)));
    for (let round = 0; round < 2; round++)
      urls.forEach((text, i) => {
        rfc9309PathSpan(text, span);
        expect(span.text.slice(span.start, span.end)).toBe(first[i]);
        expect(first[i]).toBe(referenceRfc9309Path(text));
      });
  });

  it.each(['rfc9309', 'google'] as const)('%s: a fragment is no part of the path, before and after the rule index is built', (dialect) => {
    const robots = compile('User-agent: *\nDisallow: /*secret\nDisallow: /a$\nDisallow: /b/\nAllow: /b/*x$\n', { dialect });
    for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) {
      expect(robots.isAllowed('https://example.com/page#secret', 'bot')).toBe(true);
      expect(robots.isAllowed('https://example.com/page?secret', 'bot')).toBe(false);
      expect(robots.isAllowed('https://example.com/a#x', 'bot')).toBe(false);
      expect(robots.isAllowed('https://example.com/ab#x', 'bot')).toBe(true);
      expect(robots.isAllowed('https://example.com/b/x#x', 'bot')).toBe(true);
      expect(robots.isAllowed('https://example.com/b/xy#x', 'bot')).toBe(false);
    }
  });

  it('rfc9309 normalisation of a path, against the independent oracle (test/oracle shares no code with src/)', () => {
    // Local paths without a fragment, so that only normalisation is compared, not how a URL is split.
    // `/p` first: a path starting `//` would name a host.
    const path = parts.map((text) => `/p${text.replaceAll('#', '')}`);
    fc.assert(
      fc.property(path, (text) => {
        expect(normalizeRfc9309(fetchedLocalPath(text), 'path')).toBe(rfcNormalisePath(text));
        expect(matcherRfc9309.pathOf(text)).toBe(rfcNormalisePath(text));
        expect(matcherRfc9309.pathOf(`https://example.com${text}`)).toBe(rfcNormalisePath(text));
      }),
      { numRuns: RUNS },
    );
  });

  it('rfc9309 normalisation of a pattern (`*` kept, a final `$` kept), against the independent oracle', () => {
    // A rule value holds no `#` (it would start a comment).
    const pattern = parts.map((text) => text.replaceAll('#', ''));
    fc.assert(
      fc.property(pattern, (text) => {
        expect(normalizeRfc9309(text, 'pattern')).toBe(rfcNormalisePattern(text));
      }),
      { numRuns: RUNS },
    );
  });
});
