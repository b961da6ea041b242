/**
 * Run by cache-memory.test.ts as `node --expose-gc cache-memory-child.mjs DIST_INDEX`
 * (a fresh process, so the heap holds nothing but what is measured). Prints
 * one JSON line:
 *
 * - `shapes`: for hostile and realistic bodies, the heap one fetched result
 *   retains (several copies held, full GCs around) beside `estimateRetainedBytes`;
 * - `cache`: a `RobotsTxtCache` with a memory bound, filled from many sites that
 *   each serve 512,000 bytes of CRs (a fake `fetch`): heap growth, the cache's
 *   own accounting, and the sites kept.
 */
const [indexPath, sitesArg, boundArg] = process.argv.slice(2);
const library = await import(indexPath);
const { RobotsTxtCache, fetchRobotsTxt, estimateRetainedBytes } = library;

if (typeof globalThis.gc !== 'function') throw new Error('run with --expose-gc');
const heap = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};

const text = (value) => new TextEncoder().encode(value);
const shapes = {
  '512,000 CRs': new Uint8Array(512_000).fill(0x0d),
  '256,000 × "a\\n"': text('a\n'.repeat(256_000)),
  'Disallow: /a × 38,000': text(`User-agent: *\n${'Disallow: /a\n'.repeat(38_000)}`),
  'Allow: /*a$ × 40,000': text(`User-agent: *\n${'Allow: /*a$\n'.repeat(40_000)}`),
  'one group per rule × 18,000': text('User-agent: a\nDisallow: /b\n'.repeat(18_000)),
  'Sitemap × 15,000': text('Sitemap: https://a.example/s.xml\n'.repeat(15_000)),
  'a 600-byte file': text(`User-agent: *\n${'Disallow: /private/area/\n'.repeat(24)}`),
};
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

const sites = Number(sitesArg);
const maxMemoryBytes = Number(boundArg);
const crs = shapes['512,000 CRs'];
const before = heap();
const cache = new RobotsTxtCache({ fetch: fetchOf(crs), maxMemoryBytes });
let peakAccounted = 0;
for (let i = 0; i < sites; i++) {
  const answer = await cache.get(`https://site${i}.example/`);
  answer.robots.isAllowed('/x', 'ExampleBot');
  peakAccounted = Math.max(peakAccounted, cache.memoryBytes);
}
const grown = heap() - before;
const kept = Array.from({ length: sites }, (_, i) => cache.peek(`https://site${i}.example/`) !== undefined);
console.log(JSON.stringify({ shapes: shapeRows, cache: { sites, maxMemoryBytes, heapGrowth: grown, memoryBytes: cache.memoryBytes, peakAccounted, size: cache.size, kept } }));
