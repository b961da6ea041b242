/**
 * Run by cache-memory.test.ts as `node --expose-gc cache-memory-child.mjs DIST_INDEX`
 * (a fresh process, so the heap holds nothing but what is measured). Prints
 * one JSON line:
 *
 * - `shapes`: for hostile and realistic bodies, the heap one fetched result
 *   retains (several copies held, full GCs around) beside `estimateRetainedBytes`;
 * - `cache`: a `RobotsTxtCache` with a memory bound (`default`: the default
 *   one), filled from many sites that each serve 512,000 bytes of CRs (a fake
 *   `fetch`): heap growth, peak heap and RSS, time per site, the cache's own
 *   accounting, and the sites kept.
 *
 * With a fourth argument, a directory of robots.txt files (the shared
 * corpus's top-sites/), `shapes` also has its files concatenated up to
 * 512,000 bytes (a realistic body); with a fifth, `mean`, every file of it
 * held at once: the mean per file.
 *
 * bench/sections/cache.mjs runs it too, with more sites and the mean.
 */
import { readdirSync, readFileSync } from 'node:fs';

const [indexPath, sitesArg, boundArg, corpusArg, meanArg] = process.argv.slice(2);
const library = await import(indexPath);
const { RobotsTxtCache, fetchRobotsTxt } = library;
// The estimate is a building block, exported beside the root entry under `internals`.
const { estimateRetainedBytes } = await import(indexPath.replace(/index\.js$/, 'internals.js'));

if (typeof globalThis.gc !== 'function') throw new Error('run with --expose-gc');
const heap = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};

const text = (value) => new TextEncoder().encode(value);

/** Whole files of `directory`, in name order, concatenated up to `limit` bytes. */
function concatenatedCorpus(directory, limit) {
  const out = new Uint8Array(limit);
  let length = 0;
  for (const name of readdirSync(directory).sort()) {
    const file = readFileSync(`${directory}/${name}`);
    if (length + file.length > limit) continue;
    out.set(file, length);
    length += file.length;
  }
  return out.subarray(0, length);
}
const shapes = {
  '512,000 CRs': new Uint8Array(512_000).fill(0x0d),
  '256,000 × "a\\n"': text('a\n'.repeat(256_000)),
  'Disallow: /a × 38,000': text(`User-agent: *\n${'Disallow: /a\n'.repeat(38_000)}`),
  'Allow: /*a$ × 40,000': text(`User-agent: *\n${'Allow: /*a$\n'.repeat(40_000)}`),
  'one group per rule × 18,000': text('User-agent: a\nDisallow: /b\n'.repeat(18_000)),
  'Sitemap × 15,000': text('Sitemap: https://a.example/s.xml\n'.repeat(15_000)),
  'a 600-byte file': text(`User-agent: *\n${'Disallow: /private/area/\n'.repeat(24)}`),
};
if (corpusArg) shapes['top-sites files concatenated'] = concatenatedCorpus(corpusArg, 512_000);
const fetchOf = (body) => async () => new Response(body, { status: 200, headers: { 'content-type': 'text/plain' } });

/** Copies held per shape: enough that small files rise above the heap's noise. */
const copiesOf = (body) => (body.length < 10_000 ? 200 : 2);
/** Holds the results under measurement, so that the second reading counts them. */
const holder = { results: [] };

/** A fetched, compiled result that has answered a few questions (so rule indexes exist). */
async function fetchedAndAsked(body, site) {
  const result = await fetchRobotsTxt(`https://site${site}.example/`, { fetch: fetchOf(body) });
  for (let q = 0; q < 8; q++) result.robots.isAllowed(`/page/${q}`, 'ExampleBot');
  return result;
}

async function measureShape(name, body) {
  holder.results = [];
  const before = heap();
  const copies = copiesOf(body);
  for (let i = 0; i < copies; i++) holder.results.push(await fetchedAndAsked(body, i));
  const retained = (heap() - before) / copies;
  const estimate = estimateRetainedBytes(body, holder.results[0].robots);
  holder.results = [];
  return { name, bytes: body.length, retained: Math.round(retained), estimate };
}

const shapeRows = [];
for (const [name, body] of Object.entries(shapes)) shapeRows.push(await measureShape(name, body));

/** Every file of a directory held at once: the mean retained and estimated per file. */
async function measureCorpus(directory) {
  const bodies = readdirSync(directory)
    .sort()
    .map((name) => new Uint8Array(readFileSync(`${directory}/${name}`)));
  holder.results = [];
  const before = heap();
  let estimate = 0;
  for (const [i, body] of bodies.entries()) {
    const result = await fetchedAndAsked(body, i);
    estimate += estimateRetainedBytes(body, result.robots);
    holder.results.push(result);
  }
  const retained = heap() - before;
  holder.results = [];
  const bytes = bodies.reduce((sum, body) => sum + body.length, 0);
  const n = bodies.length;
  return { name: `${n} real files, mean per file`, bytes: Math.round(bytes / n), retained: Math.round(retained / n), estimate: Math.round(estimate / n) };
}
if (corpusArg && meanArg === 'mean') shapeRows.push(await measureCorpus(corpusArg));

const sites = Number(sitesArg);
const crs = shapes['512,000 CRs'];
const before = heap();
const cache = new RobotsTxtCache({ fetch: fetchOf(crs), ...(boundArg === 'default' ? {} : { maxMemoryBytes: Number(boundArg) }) });
let peakAccounted = 0;
let peakHeapGrowth = 0;
let peakRss = 0;
const started = performance.now();
for (let i = 0; i < sites; i++) {
  const answer = await cache.get(`https://site${i}.example/`);
  answer.robots.isAllowed('/x', 'ExampleBot');
  peakAccounted = Math.max(peakAccounted, cache.memoryBytes);
  const usage = process.memoryUsage();
  peakHeapGrowth = Math.max(peakHeapGrowth, usage.heapUsed - before);
  peakRss = Math.max(peakRss, usage.rss);
}
const msPerSite = (performance.now() - started) / sites;
const grown = heap() - before;
const kept = Array.from({ length: sites }, (_, i) => cache.peek(`https://site${i}.example/`) !== undefined);
const report = { sites, heapGrowth: grown, peakHeapGrowth, peakRss, msPerSite, memoryBytes: cache.memoryBytes, peakAccounted, size: cache.size, kept };
console.log(JSON.stringify({ shapes: shapeRows, cache: report }));
