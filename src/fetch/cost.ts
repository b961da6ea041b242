/**
 * What a fetched, compiled robots.txt costs to keep: an estimate of the heap
 * it retains (the compiled file, its syntax tree, its model, one rule index,
 * the text), so that {@link RobotsTxtCache} can be bounded by memory rather
 * than by a count of sites that may each cost a few KB or 75 MB.
 *
 * The estimate is a sum of measured per-item costs, not the body length: a
 * 512,000-byte body of CRs is 512,000 empty lines and retained 75 MB, while
 * 500 KiB of real robots.txt retained 7.5 MB. The factors were measured on
 * Node 20 with `--expose-gc` (`npm run bench -- --only=cache` prints the
 * estimate beside the measured heap; test/fetch/cache-memory.test.ts checks
 * it stays above) and
 * rounded up, so the estimate is an upper bound of what a file retains:
 *
 * | body | retained | estimate |
 * | --- | --- | --- |
 * | 512,000 CRs | 75.9 MB | 85.0 MB |
 * | 256,000 × `a` LF | 37.3 MB | 44.0 MB |
 * | `Disallow: /a` × 38,000 | 22.8 MB | 31.1 MB |
 * | `Allow: /*a$` × 40,000 | 26.9 MB | 32.5 MB |
 * | `User-agent: a` / `Disallow: /b` × 18,000 | 21.4 MB | 26.7 MB |
 * | `Sitemap: …` × 15,000 | 5.2 MB | 7.8 MB |
 * | top-sites files concatenated (500 KB) | 7.4 MB | 8.9 MB |
 * | a 600-byte file | 20 KB | 38 KB |
 * | corpus top-sites/, mean of 4,231 files (4 KB) | 57 KB | 86 KB |
 *
 * When the syntax tree or the model gets leaner, re-measure and lower the
 * factors: the bench section shows the ratio.
 *
 * @module
 */
import type { RobotsTxt } from '../match/compile.ts';

/**
 * Heap per line of the file, blank or not: the line store keeps one 32-bit
 * start per line (src/syntax/tree.ts `LineStore`) and makes line objects on demand.
 */
const BYTES_PER_LINE = 8;
/** Heap per field the model keeps (`User-agent`, `Sitemap`, unknown fields…): the field and the syntax line its reference holds. */
const BYTES_PER_FIELD = 320;
/** Heap per rule (`Allow`/`Disallow`), on top of its field: the rule, its pattern and its share of a rule index. */
const BYTES_PER_RULE = 420;
/** Heap per group or record. */
const BYTES_PER_GROUP = 260;
/** Heap per byte of text: the document's string and the slices of it that values keep. */
const BYTES_PER_TEXT_BYTE = 6;
/** Heap of any result, whatever its size: objects, the reason sentence, URLs. */
const BYTES_PER_RESULT = 16 * 1024;

/**
 * An upper-bound estimate of the heap a compiled robots.txt retains, from the
 * body it was compiled from and its model. `body` is the bytes parsed (for a
 * synthetic allow-all or disallow-all file, an empty array is fine).
 *
 * @example
 * ```ts
 * estimateRetainedBytes(new TextEncoder().encode('\r'.repeat(512_000)), compile('\r'.repeat(512_000)));
 * // 7,184,384: half a million empty lines (they retain under 3 MB)
 * ```
 */
export function estimateRetainedBytes(body: Uint8Array, robots: RobotsTxt<boolean | undefined>): number {
  const model = robots.model;
  let rules = model.ignoredRules.length;
  for (const group of model.groups) rules += group.rules.length;
  return (
    BYTES_PER_RESULT +
    BYTES_PER_LINE * countLines(body) +
    BYTES_PER_FIELD * model.fields.length +
    BYTES_PER_RULE * rules +
    BYTES_PER_GROUP * model.groups.length +
    BYTES_PER_TEXT_BYTE * Math.max(body.length, robots.document.text.length)
  );
}

/**
 * Lines in a body: LF, CRLF and lone CR each end one, and text after the last
 * line end is one more. Counted on the bytes, so it holds for any encoding the
 * parser may pick (a UTF-16 line end is a 0x0A or 0x0D byte next to a NUL).
 */
export function countLines(body: Uint8Array): number {
  let lines = 0;
  const length = body.length;
  for (let i = 0; i < length; i++) {
    const byte = body[i];
    if (byte === 0x0a || (byte === 0x0d && body[i + 1] !== 0x0a)) lines++;
  }
  const last = body[length - 1];
  return length > 0 && last !== 0x0a && last !== 0x0d ? lines + 1 : lines;
}
