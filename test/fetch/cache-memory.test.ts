/**
 * RobotsTxtCache is bounded by memory, measured: a site serving
 * 512,000 bytes of CRs costs ~75 MB compiled, and before `maxMemoryBytes` a
 * cache of such sites grew until the process was killed (~55 sites).
 *
 * The heap is measured in a child process (`node --expose-gc`, the built
 * library in dist/: `npm test` builds first), so that nothing else lives in it.
 * cache-memory.shared-corpus.test.ts measures a realistic body the same way.
 */
import { describe, expect, it } from 'vitest';
import { RobotsTxtCache } from '../../src/index.ts';
import { runChild } from './run-cache-memory-child.ts';

const MB = 1_000_000;

/** A fake `fetch` serving `body` with status 200 to every site, counting requests. */
function serving(body: Uint8Array<ArrayBuffer>) {
  const state = { requests: 0 };
  const fetchFn = (async () => {
    state.requests++;
    return new Response(body, { status: 200, headers: { 'content-type': 'text/plain' } });
  }) as typeof fetch;
  return { fetch: fetchFn, state };
}

const CRS = new Uint8Array(512_000).fill(0x0d);

describe('RobotsTxtCache: bounded by memory', () => {
  it('a cache filled from sites serving 512,000 CRs keeps its accounting within maxMemoryBytes, dropping the least recently used', async () => {
    const site = serving(CRS);
    const cache = new RobotsTxtCache({ fetch: site.fetch, maxMemoryBytes: 20 * MB });
    for (let i = 0; i < 5; i++) {
      await cache.get(`https://site${i}.example/`);
      expect(cache.memoryBytes).toBeLessThanOrEqual(20 * MB);
    }
    // Each costs ~7 MB by the estimate (4 bytes a line in the line store, 512,000 lines, and the text): two fit.
    expect(cache.size).toBe(2);
    expect(cache.memoryBytes).toBeGreaterThan(12 * MB);
    expect(cache.peek('https://site4.example/')).toBeDefined();
    expect(cache.peek('https://site3.example/')).toBeDefined();
    expect(cache.peek('https://site2.example/')).toBeUndefined();
    // Forgetting gives the bytes back.
    cache.delete('https://site4.example/');
    expect(cache.size).toBe(1);
    expect(cache.memoryBytes).toBeLessThan(10 * MB);
    cache.clear();
    expect(cache.memoryBytes).toBe(0);
  });

  it('small files are many to the byte bound, and the default bound holds 1,000 of them', async () => {
    const cache = new RobotsTxtCache({ fetch: serving(new TextEncoder().encode('User-agent: *\nDisallow: /private/\n')).fetch });
    for (let i = 0; i < 1000; i++) await cache.get(`https://site${i}.example/`);
    expect(cache.size).toBe(1000);
    expect(cache.memoryBytes).toBeGreaterThan(1000 * 16 * 1024);
    expect(cache.memoryBytes).toBeLessThan(1000 * 32 * 1024);
  });

  it('docs/caching.md: a 600-byte robots.txt is counted at about 38,000 bytes', async () => {
    const body = new TextEncoder().encode(`User-agent: *\n${'Disallow: /private/area/\n'.repeat(24)}`);
    expect(body.length).toBe(614);
    const cache = new RobotsTxtCache({ agent: 'ExampleBot/1.0', maxMemoryBytes: 64 * 1024 * 1024, fetch: serving(body).fetch });
    await cache.get('https://example.com/');
    expect(cache.memoryBytes).toBeGreaterThan(35_000);
    expect(cache.memoryBytes).toBeLessThan(41_000);
  });

  it('a file that alone costs more than the bound is answered, not kept, and evicts nothing', async () => {
    const small = new TextEncoder().encode('User-agent: *\nDisallow: /a\n');
    let body = small;
    const cache = new RobotsTxtCache({ fetch: (async () => new Response(body, { status: 200 })) as typeof fetch, maxMemoryBytes: 5 * MB });
    await cache.get('https://small.example/');
    body = CRS;
    const huge = await cache.get('https://huge.example/');
    expect(huge.outcome).toBe('rules');
    expect(cache.peek('https://huge.example/')).toBeUndefined();
    expect(cache.peek('https://small.example/')).toBeDefined();
    expect(cache.memoryBytes).toBeLessThan(MB);
  });

  it('measured in a fresh heap: the estimate is an upper bound of what each body retains, and the cache stays within its bound', async () => {
    const bound = 200 * MB;
    const report = await runChild(8, bound);
    for (const shape of report.shapes) {
      expect(shape.estimate, `${shape.name}: estimate ${shape.estimate} vs retained ${shape.retained}`).toBeGreaterThanOrEqual(shape.retained);
    }
    const crs = report.shapes.find((shape) => shape.name === '512,000 CRs');
    // The hostile case: ~71 MB per entry before the line store, which keeps 4 bytes a line.
    expect(crs?.retained).toBeLessThan(8 * MB);
    const { cache } = report;
    expect(cache.peakAccounted).toBeLessThanOrEqual(bound);
    // Eight sites of ~75 MB would be ~600 MB without the bound; allow 16 MB of heap beyond the cache's files.
    expect(cache.heapGrowth).toBeLessThanOrEqual(bound + 16 * MB);
    expect(cache.kept.slice(-cache.size).every(Boolean)).toBe(true);
    expect(cache.kept.slice(0, -cache.size).some(Boolean)).toBe(false);
  }, 120_000);
});
