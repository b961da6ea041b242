/**
 * url.ts (the measured core) against its readable reference, src/match/url.reference.ts: the local
 * part Google's reading names (`localPath`, where it starts, as a span of the URL) is
 * `GetPathParamsQuery` as written, and the path a crawler fetches, read in place where it can be,
 * is the URL parser's reading step by step (`fetchedPath`, which fetched-path.test.ts holds equal
 * to `new URL()`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { fetchedLocalPath, fetchedPathSpan, localPath, localPathSpan, localPathStart, needsUrlReading } from '../../src/match/url.ts';
import { fetchedPath, referenceLocalPath } from '../../src/match/url.reference.ts';
import { url } from './url-arbitraries.ts';

const RUNS = propertyRuns(1000);

describe('the local part of a URL (Google reading) is GetPathParamsQuery as written', () => {
  it.each([
    ['https://example.com/a/b?c=1#top', '/a/b?c=1'],
    ['//host/b/c', '/b/c'],
    ['example.com?a', '/?a'],
    ['/a?u=http://b/c', '/a?u=http://b/c'],
    ['https://example.com#x/y', '/'],
    ['https://example.com;a/b', '/;a/b'],
    // A fragment before anything that looks like a scheme: nothing after it is read.
    ['#a://b/c', '/'],
    ['a#b://c/d', '/'],
    ['', '/'],
  ])('%j → %j', (input, expected) => {
    expect(referenceLocalPath(input)).toBe(expected);
    expect(localPath(input)).toBe(expected);
  });

  it(`localPath, localPathStart and localPathSpan agree with it (${RUNS} runs)`, () => {
    const span = { text: '', start: 0, end: 0 };
    fc.assert(
      fc.property(url, (text) => {
        const expected = referenceLocalPath(text);
        expect(localPath(text)).toBe(expected);
        localPathSpan(text, span);
        expect(span.text.slice(span.start, span.end)).toBe(expected);
        const start = localPathStart(text);
        const hash = text.indexOf('#', start);
        const rest = text.slice(start, hash < 0 ? text.length : hash);
        expect(rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the path a crawler fetches is the URL parser’s reading, however url.ts finds it', () => {
  it(`fetchedPathSpan and fetchedLocalPath agree with fetchedPath (${RUNS} runs)`, () => {
    const span = { text: '', start: 0, end: 0 };
    fc.assert(
      fc.property(url, (text) => {
        const expected = fetchedPath(text);
        expect(fetchedLocalPath(text)).toBe(expected);
        fetchedPathSpan(text, span);
        expect(span.text.slice(span.start, span.end)).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('a URL that needs no URL reading names the path Google’s reading names', () => {
    fc.assert(
      fc.property(url, (text) => {
        if (!needsUrlReading(text)) expect(referenceLocalPath(text)).toBe(fetchedPath(text));
      }),
      { numRuns: RUNS },
    );
  });
});
