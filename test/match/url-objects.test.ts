/**
 * A `URL` object is accepted wherever a URL string is: the matcher reads it as
 * its `href`, bound or not, so a crawler holding `URL`s need not convert them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, compileMatcher, DIALECTS } from '../../src/index.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';
import { file } from './helpers.ts';

const TEXT = file('User-agent: *', 'Disallow: /private/', 'Allow: /private/open', '', 'User-agent: FooBot', 'Disallow: /');
const ROBOTS_URL = 'https://example.com/robots.txt';

describe('URL objects as the url argument', () => {
  it.each(DIALECTS)('isAllowed, isDisallowed, matchingLine and explain read a URL object as its href (%s)', (dialect) => {
    const robots = compile(TEXT, { dialect });
    for (const href of ['https://example.com/private/a', 'https://example.com/private/open', 'https://example.com/public?q=1']) {
      const url = new URL(href);
      expect(robots.isAllowed(url, 'BarBot')).toBe(robots.isAllowed(href, 'BarBot'));
      expect(robots.isDisallowed(url, 'BarBot')).toBe(robots.isDisallowed(href, 'BarBot'));
      expect(robots.matchingLine(url, 'BarBot')).toBe(robots.matchingLine(href, 'BarBot'));
      expect(robots.explain(url, 'BarBot')).toEqual(robots.explain(href, 'BarBot'));
    }
    expect(robots.isAllowed(new URL('https://example.com/private/a'), 'BarBot')).toBe(false);
  });

  it('a bound file answers a URL object of its origin, and undefined for one of another origin', () => {
    const robots = compile(TEXT, { url: new URL(ROBOTS_URL) });
    expect(robots.isAllowed(new URL('https://example.com/private/a'), 'BarBot')).toBe(false);
    expect(robots.isAllowed(new URL('https://EXAMPLE.com:443/public'), 'BarBot')).toBe(true);
    expect(robots.isAllowed(new URL('https://example.org/public'), 'BarBot')).toBeUndefined();
    expect(robots.explain(new URL('http://example.com/public'), 'BarBot').reasonCode).toBe('other-origin');
  });

  it('compileMatcher takes URL objects as compile does', () => {
    expect(compileMatcher(TEXT).isAllowed(new URL('https://example.com/private/a'), 'BarBot')).toBe(false);
    expect(compileMatcher(TEXT, { url: ROBOTS_URL }).isAllowed(new URL('https://example.net/'), 'BarBot')).toBeUndefined();
  });

  it('still refuses other objects, never calling their toString', () => {
    const robots = compile(TEXT);
    const hostile = { href: 'https://example.com/', toString: () => 'https://example.com/' };
    expect(() => robots.isAllowed(hostile as never, 'BarBot')).toThrow(new TypeError('isAllowed: url must be a string or a URL object, not an object.'));
    expect(() => robots.explain(hostile as never, 'BarBot')).toThrow(/explain: url must be a string or a URL object/);
    expect(() => robots.matchingLine(hostile as never, 'BarBot')).toThrow(/matchingLine: url must be a string or a URL object/);
  });

  it('a URL object and its href get the same verdict for any web URL (property)', () => {
    const robots = compile(TEXT, { url: ROBOTS_URL });
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom('BarBot', 'FooBot/1.0'), (href, agent) => {
        const url = new URL(href);
        expect(robots.isAllowed(url, agent)).toBe(robots.isAllowed(url.href, agent));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
