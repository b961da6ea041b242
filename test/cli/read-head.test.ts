/**
 * The two ways a command reads the head of a file (src/cli/io/source.ts):
 * `readFileHead` (async, with a stat) and `readFileHeadSync` (batch runs: no
 * stat, one scratch buffer reused by every call). Both must give the same
 * bytes and the same `truncated`, whatever the file's size against the
 * scratch buffer (64 KiB) and the limit, and one call must never see the
 * bytes of another.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileHead, readFileHeadSync } from '../../src/cli/io/source.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { tempDir } from './run-cli.ts';

const files = tempDir();
afterAll(() => files.cleanup());

const SIZES = [0, 1, 2, 4096, 65_535, 65_536, 65_537, 70_000, 200_000];
const LIMITS = [0, 1, 3, 1000, 65_535, 65_536, 65_537, 100_000, 512_000];

/** Bytes that differ from file to file and from place to place (a stale byte of an earlier read would show). */
function content(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = 0x20 + ((i * 7 + seed * 13) % 90);
  return bytes;
}

describe('readFileHeadSync', () => {
  it('reads what readFileHead reads: the same bytes and truncation at every size and limit, one call after another', async () => {
    let seed = 0;
    for (const size of SIZES) {
      const path = files.path(`size-${size}.txt`);
      writeFileSync(path, content(size, seed++));
      for (const limit of LIMITS) {
        const expected = await readFileHead(path, limit);
        const actual = readFileHeadSync(path, limit);
        expect({ size, limit, truncated: actual.truncated, bytes: Buffer.from(actual.bytes).toString('latin1') }).toEqual({
          size,
          limit,
          truncated: expected.truncated,
          bytes: Buffer.from(expected.bytes).toString('latin1'),
        });
        expect(actual.label).toBe(path);
      }
    }
  });

  it('hands out bytes of their own: a later read never changes an earlier result', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 80_000 }), { minLength: 2, maxLength: 5 }), (sizes) => {
        const results = sizes.map((size, i) => {
          const path = files.path(`run-${i}.txt`);
          writeFileSync(path, content(size, size + i));
          return { expected: content(size, size + i), source: readFileHeadSync(path, 512_000) };
        });
        for (const { expected, source } of results) expect(Buffer.from(source.bytes).equals(Buffer.from(expected))).toBe(true);
      }),
      { numRuns: propertyRuns(40, 0.01) },
    );
  });

  it('borrowed bytes (the batch decodes them at once) are the bytes and truncation readFileHead gives, at every size and limit', async () => {
    let seed = 100;
    for (const size of SIZES) {
      const path = files.path(`borrowed-${size}.txt`);
      writeFileSync(path, content(size, seed++));
      for (const limit of LIMITS) {
        const expected = await readFileHead(path, limit);
        const actual = readFileHeadSync(path, limit, true);
        expect({ size, limit, truncated: actual.truncated, bytes: Buffer.from(actual.bytes).toString('latin1') }).toEqual({
          size,
          limit,
          truncated: expected.truncated,
          bytes: Buffer.from(expected.bytes).toString('latin1'),
        });
      }
    }
  });

  it('a directory or a missing file: the messages the batch prints', () => {
    mkdirSync(files.path('folder'), { recursive: true });
    expect(() => readFileHeadSync(files.path('folder'), 1000)).toThrow(/folder is a directory, not a robots\.txt file\.$/);
    expect(() => readFileHeadSync(files.path('missing.txt'), 1000)).toThrow(/^no such file: .*missing\.txt\. Check the path/);
  });
});
