/**
 * percent.ts (the measured core) against its readable reference, src/match/percent.reference.ts:
 * the path rfc9309 and draft-1996 compare, read in place and rewritten in as few passes as can be,
 * is the path the URL parser names, then normalized or decoded one character at a time. The
 * rewriters percent.ts shares with rule patterns (src/model/patterns.ts) are held to the same loops.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { draft1996PathOf, rfc9309PathOf, rfc9309PathSpan } from '../../src/match/percent.ts';
import { referenceDecodeDraft1996, referenceDraft1996Path, referenceNormalizeRfc9309, referenceRfc9309Path } from '../../src/match/percent.reference.ts';
import { decodeDraft1996, normalizeRfc9309 } from '../../src/model/patterns.ts';
import { httpUrl, parts, url } from './url-arbitraries.ts';

const RUNS = propertyRuns(1000);

describe('the reference loops, on the spec’s own cases', () => {
  it.each([
    ['/%7Euser/caf%c3%a9', '/~user/caf%C3%A9'],
    ['/a%2f*$?q=é', '/a%2F%2A%24?q=%C3%A9'],
    ['/a%4', '/a%254'],
    ['/a b"<', '/a%20b%22%3C'],
    ['/\ud800', '/%EF%BF%BD'],
    ['/😀', '/%F0%9F%98%80'],
  ])('rfc9309 normalizes the path %j to %j', (input, expected) => {
    expect(referenceNormalizeRfc9309(input, 'path')).toBe(expected);
  });

  it('rfc9309 keeps a pattern’s `*` and its final `$`, and encodes any other `$`', () => {
    expect(referenceNormalizeRfc9309('/a*$b$', 'pattern')).toBe('/a*%24b$');
  });

  it.each([
    ['/%7e%2f%2F%25%41', '/~%2F%2F%25A'],
    ['/caf%c3%a9', '/caf%C3%A9'],
    ['/café', '/caf%C3%A9'],
    ['/a%', '/a%25'],
    ['/a%zz', '/a%25zz'],
  ])('draft-1996 decodes %j to %j', (input, expected) => {
    expect(referenceDecodeDraft1996(input)).toBe(expected);
  });
});

describe('the path readers agree with the reference', () => {
  it(`rfc9309: rfc9309PathOf and rfc9309PathSpan, read twice (${RUNS} runs)`, () => {
    const span = { text: '', start: 0, end: 0 };
    fc.assert(
      fc.property(fc.oneof(url, httpUrl), (text) => {
        const expected = referenceRfc9309Path(text);
        expect(rfc9309PathOf(text)).toBe(expected);
        // The second reading of a URL may come from the recent rewrites.
        for (let reading = 0; reading < 2; reading++) {
          rfc9309PathSpan(text, span);
          expect(span.text.slice(span.start, span.end)).toBe(expected);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(`draft-1996: draft1996PathOf (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.oneof(url, httpUrl), (text) => {
        expect(draft1996PathOf(text)).toBe(referenceDraft1996Path(text));
      }),
      { numRuns: RUNS },
    );
  });

  it(`the shared rewriters: normalizeRfc9309 (path and pattern) and decodeDraft1996 (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.oneof(parts, fc.string({ unit: 'binary' })), (text) => {
        expect(normalizeRfc9309(text, 'path')).toBe(referenceNormalizeRfc9309(text, 'path'));
        expect(normalizeRfc9309(text, 'pattern')).toBe(referenceNormalizeRfc9309(text, 'pattern'));
        expect(decodeDraft1996(text)).toBe(referenceDecodeDraft1996(text));
      }),
      { numRuns: RUNS },
    );
  });
});
