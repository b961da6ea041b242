/**
 * Properties of the fetch layer: the cache's memory accounting
 * under any sequence of operations, and the UTF-16-without-BOM detector.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fetchRobotsTxt, RobotsTxtCache } from '../../src/index.ts';
import { estimateRetainedBytes } from '../../src/internals.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const SITES = ['https://a.example/', 'https://b.example/', 'https://c.example/', 'https://d.example/', 'https://e.example/'];

/** What a site serves: a status and a body of `lines` directive lines. */
const answerArb = fc.record({ status: fc.constantFrom(200, 200, 200, 404), lines: fc.nat({ max: 300 }), crs: fc.nat({ max: 3000 }) });
const bodyOf = (answer: { lines: number; crs: number }): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(`User-agent: *\n${'Disallow: /x\n'.repeat(answer.lines)}${'\r'.repeat(answer.crs)}`);

const opArb = fc.oneof(
  fc.record({ kind: fc.constant('get' as const), site: fc.nat({ max: SITES.length - 1 }), answer: answerArb }),
  fc.record({ kind: fc.constant('delete' as const), site: fc.nat({ max: SITES.length - 1 }) }),
  fc.record({ kind: fc.constant('clear' as const) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2 * 86_400_000 }) }),
);

describe('RobotsTxtCache memory accounting (property)', () => {
  it('memoryBytes is the sum of the estimates of the sites kept, never above maxMemoryBytes, for any operations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { maxLength: 25 }),
        fc.integer({ min: 20_000, max: 2_000_000 }),
        fc.integer({ min: 1, max: 4 }),
        async (ops, maxMemoryBytes, maxEntries) => {
          let t = Date.UTC(2026, 0, 1);
          const serving = new Map<string, { status: number; body: Uint8Array<ArrayBuffer> }>();
          const fetchFn = (async (input: string | URL | Request) => {
            const answer = serving.get(new URL(String(input)).origin) ?? { status: 404, body: new Uint8Array(0) };
            return new Response(answer.status === 200 ? answer.body : null, { status: answer.status });
          }) as typeof fetch;
          const cache = new RobotsTxtCache({ fetch: fetchFn, now: () => t, maxMemoryBytes, maxEntries });
          /** The body each site's cached answer was compiled from (a fresh copy is served without fetching). */
          const compiledFrom = new Map<string, Uint8Array>();
          for (const op of ops) {
            if (op.kind === 'get') {
              const site = SITES[op.site] ?? SITES[0]!;
              const body = bodyOf(op.answer);
              serving.set(new URL(site).origin, { status: op.answer.status, body });
              const answer = await cache.get(site);
              if (answer.cache.served === 'fetched') compiledFrom.set(site, answer.outcome === 'rules' ? body : new Uint8Array(0));
            } else if (op.kind === 'delete') cache.delete(SITES[op.site] ?? SITES[0]!);
            else if (op.kind === 'clear') cache.clear();
            else t += op.ms;
            let expected = 0;
            let kept = 0;
            for (const site of SITES) {
              const answer = cache.peek(site);
              if (!answer) continue;
              kept++;
              expected += estimateRetainedBytes(compiledFrom.get(site) ?? new Uint8Array(0), answer.robots);
            }
            expect(cache.size).toBe(kept);
            expect(cache.size).toBeLessThanOrEqual(maxEntries);
            expect(cache.memoryBytes).toBe(expected);
            expect(cache.memoryBytes).toBeLessThanOrEqual(maxMemoryBytes);
          }
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe('UTF-16 without a byte-order mark (property)', () => {
  const bodyFetch = (bytes: Uint8Array<ArrayBuffer>) =>
    (async () => new Response(bytes, { status: 200, headers: { 'content-type': 'text/plain' } })) as typeof fetch;
  const utf16 = (text: string, littleEndian: boolean): Uint8Array<ArrayBuffer> => {
    const out = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      out[2 * i + (littleEndian ? 0 : 1)] = unit & 0xff;
      out[2 * i + (littleEndian ? 1 : 0)] = unit >> 8;
    }
    return out;
  };
  const printableAscii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 2, maxLength: 300 });

  it('ASCII text (with line ends) written as UTF-16LE or BE without a BOM is always flagged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(printableAscii, { minLength: 1, maxLength: 5 }), fc.boolean(), async (lines, littleEndian) => {
        const result = await fetchRobotsTxt('https://example.com/', { fetch: bodyFetch(utf16(lines.join('\n'), littleEndian)) });
        expect(result.warnings.some((warning) => warning.code === 'body-utf16-without-bom')).toBe(true);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('UTF-8 text without NUL is never flagged as UTF-16', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 300 }).filter((text) => !text.includes('\u0000')),
        async (text) => {
          const result = await fetchRobotsTxt('https://example.com/', { fetch: bodyFetch(new TextEncoder().encode(text)) });
          expect(result.warnings.some((warning) => warning.code === 'body-utf16-without-bom')).toBe(false);
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });
});
