/**
 * §7 Cache memory (issue 11): what a fetched robots.txt costs to keep, and a
 * `RobotsTxtCache` filled from hostile sites.
 *
 * Runs test/fetch/cache-memory-child.mjs in a fresh `node --expose-gc`
 * process (so the bench's own corpus is not in the heap measured), against
 * the build under measurement:
 *
 * - per body shape (about 500 KB each, hostile and realistic; and the mean
 *   over the corpus's top-sites, every file held at once): the heap one
 *   fetched, compiled and asked result retains, beside `estimateRetainedBytes`,
 *   the cost the cache counts (the ratio must stay ≥ 1: an upper bound);
 * - 60 sites that each serve 512,000 bytes of CRs, through a cache with the
 *   default `maxMemoryBytes` (256 MiB): heap growth and peak, time per site.
 *   Before the bound (maxEntries only), each such entry retained ~71 MB and
 *   the process was killed after ~55 sites.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CORPUS_DIR, REPO_ROOT } from '../lib/load.mjs';
import { fmt, note, printTable, round2 } from '../lib/measure.mjs';

const CHILD = path.join(REPO_ROOT, 'test/fetch/cache-memory-child.mjs');
const SITES = 60;
const MB = 1e6;

export function runCacheSection({ distDir }) {
  const index = path.join(distDir, 'esm/index.js');
  let report;
  try {
    report = JSON.parse(
      execFileSync(process.execPath, ['--expose-gc', CHILD, index, String(SITES), 'default', path.join(CORPUS_DIR, 'top-sites'), 'mean'], {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      }),
    );
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`\n§7 Cache memory: skipped, the measuring process failed (${why}); does this build export estimateRetainedBytes?`);
    return { skipped: why };
  }
  const shapes = report.shapes.map((shape) => ({ ...shape, ratio: round2(shape.estimate / Math.max(1, shape.retained)) }));
  printTable(
    "§7a Retained heap of one fetched result vs the cache's estimate (fresh process, full GCs around)",
    ['body', 'bytes', 'retained', 'estimate', 'estimate / retained'],
    shapes.map((shape) => [shape.name, fmt(shape.bytes), `${fmt(shape.retained / MB)} MB`, `${fmt(shape.estimate / MB)} MB`, fmt(shape.ratio)]),
  );
  const under = shapes.filter((shape) => shape.ratio < 1);
  if (under.length > 0) note(`ESTIMATE TOO LOW for ${under.map((shape) => shape.name).join(', ')}: raise the factors in src/fetch/cost.ts.`);
  const { cache } = report;
  const bound = 256 * 1024 * 1024;
  printTable(
    `§7b RobotsTxtCache (default maxMemoryBytes, 256 MiB) filled from ${SITES} sites serving 512,000 CRs each`,
    ['sites kept', 'accounted', 'heap growth (after GC)', 'peak heap growth (garbage included)', 'peak RSS', 'time per site'],
    [
      [
        fmt(cache.size),
        `${fmt(cache.memoryBytes / MB)} MB`,
        `${fmt(cache.heapGrowth / MB)} MB`,
        `${fmt(cache.peakHeapGrowth / MB)} MB`,
        `${fmt(cache.peakRss / MB)} MB`,
        `${fmt(cache.msPerSite)} ms`,
      ],
    ],
  );
  const withinBound = cache.heapGrowth <= bound + 16 * MB && cache.peakAccounted <= bound;
  note(
    `${withinBound ? 'within' : 'OVER'} the bound: ${fmt(bound / MB)} MB (+16 MB slack for the heap). Without it, ${SITES} entries would retain ~${fmt((SITES * (shapes[0]?.retained ?? 0)) / MB)} MB.`,
  );
  return { sites: SITES, boundBytes: bound, withinBound, shapes, cache: { ...cache, kept: undefined } };
}
