/**
 * Share links: the state goes into the URL's fragment compressed and comes back exactly; a damaged
 * or hostile fragment restores nothing and never throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, fromBase64Url, MAX_INFLATED_BYTES, SHARE_PREFIX, toBase64Url, type SharedState } from '../../playground/src/share.ts';

const state = fc.record({
  text: fc.string({ unit: 'binary', maxLength: 400 }),
  agents: fc.string({ maxLength: 40 }),
  urls: fc.string({ unit: 'binary', maxLength: 80 }),
  dialect: fc.constantFrom('1994', 'draft-1996', 'rfc9309', 'google', 'revisited-1996'),
  testDialects: fc.constantFrom('all', 'rfc9309', 'google'),
});

describe('share links', () => {
  it('restore exactly the text, robots, URLs and dialects they were made from', async () => {
    await fc.assert(
      fc.asyncProperty(state, async (shared: SharedState) => {
        const hash = await encodeShare(shared);
        expect(hash.startsWith(SHARE_PREFIX)).toBe(true);
        expect(hash.slice(SHARE_PREFIX.length)).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(await decodeShare(hash)).toEqual(shared);
      }),
      { numRuns: 200 },
    );
  });

  it('compress a repetitive file well below its size', async () => {
    const text = 'User-agent: *\nDisallow: /private/\n'.repeat(500);
    const hash = await encodeShare({ text, agents: 'Googlebot', urls: '/', dialect: 'rfc9309', testDialects: 'all' });
    expect(hash.length).toBeLessThan(text.length / 20);
  });

  it('restore nothing from any other fragment, and never throw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (tail) => {
        expect(await decodeShare(tail)).toBeUndefined();
        const decoded = await decodeShare(SHARE_PREFIX + tail);
        expect(decoded === undefined || typeof decoded.text === 'string').toBe(true);
      }),
      { numRuns: 300 },
    );
    const good = await encodeShare({ text: 'User-agent: *\n', agents: 'a', urls: '/', dialect: 'google', testDialects: 'all' });
    expect(await decodeShare(good.slice(0, -6))).toBeUndefined();
    expect(await decodeShare(`${SHARE_PREFIX}${toBase64Url(new TextEncoder().encode('{"t":1}'))}`)).toBeUndefined();
  });

  it('refuse a link that inflates past the limit', async () => {
    const stream = new Blob([new Uint8Array(MAX_INFLATED_BYTES + 1)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const bomb = new Uint8Array(await new Response(stream).arrayBuffer());
    expect(bomb.length).toBeLessThan(20_000);
    expect(await decodeShare(SHARE_PREFIX + toBase64Url(bomb))).toBeUndefined();
  });

  it('encode bytes as base64url and back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64Url(text)).toEqual(bytes);
      }),
      { numRuns: 50 },
    );
    expect(fromBase64Url('a')).toBeUndefined();
    expect(fromBase64Url('ab+c')).toBeUndefined();
  });
});
