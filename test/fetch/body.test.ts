import { describe, expect, it } from 'vitest';
import { cutAtCharBoundary, readHead } from '../../src/fetch/body.ts';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('cutAtCharBoundary', () => {
  it('leaves short input alone', () => {
    const bytes = utf8('abc');
    expect(cutAtCharBoundary(bytes, 3)).toBe(bytes);
    expect(cutAtCharBoundary(bytes, 10)).toBe(bytes);
  });

  it('backs off to the start of a split 2-, 3- or 4-byte character', () => {
    for (const char of ['é', '€', '😀']) {
      const bytes = utf8(`ab${char}`);
      for (let cut = 3; cut < bytes.length; cut++) {
        expect(new TextDecoder().decode(cutAtCharBoundary(bytes, cut)), `${char} at ${cut}`).toBe('ab');
      }
    }
  });

  it('keeps a complete character that ends at the cap', () => {
    expect(new TextDecoder().decode(cutAtCharBoundary(utf8('a€b'), 4))).toBe('a€');
  });

  it('cuts bytes that are not UTF-8 exactly at the cap', () => {
    const latin1 = Uint8Array.from([0x41, 0xe9, 0x42, 0xe9, 0x43]);
    expect(cutAtCharBoundary(latin1, 3)).toEqual(Uint8Array.from([0x41, 0xe9, 0x42]));
    // A lone continuation byte run longer than 3 is not a character to protect.
    const stray = Uint8Array.from([0x41, 0x80, 0x80, 0x80, 0x80, 0x80]);
    expect(cutAtCharBoundary(stray, 5)).toHaveLength(5);
  });
});

describe('readHead', () => {
  it('stops pulling an endless stream soon after the cap and cancels it', async () => {
    let pulls = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(1000).fill(0x23));
      },
      cancel() {
        cancelled = true;
      },
    });
    const head = await readHead(stream, 5_500);
    expect(head.truncated).toBe(true);
    expect(head.bytes).toHaveLength(5_500);
    expect(cancelled).toBe(true);
    // 6 chunks are needed to pass the cap; the stream may have queued one ahead.
    expect(pulls).toBeLessThanOrEqual(8);
  });

  it('returns a short stream whole', async () => {
    const stream = new Response('User-agent: *\n').body;
    expect(await readHead(stream, 100)).toEqual({ bytes: utf8('User-agent: *\n'), truncated: false });
    expect(await readHead(null, 100)).toEqual({ bytes: new Uint8Array(0), truncated: false });
  });
});
