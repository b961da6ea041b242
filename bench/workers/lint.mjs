/**
 * Worker for §lint: one contender in its own V8 isolate, so that its JIT
 * feedback is its own (as §3's and §8's workers: see workers/matcher.mjs).
 * A linter run for one dialect never runs the code paths of the four others;
 * in one shared isolate, `dialects: 'all'` made the walk and the checks
 * polymorphic for the one-dialect lint too, and its garbage fell into the
 * neighbouring passes.
 *
 * Contenders: `lint` (`lint(text)`: rfc9309, the recommended preset),
 * `lint-all` (`lint(text, { dialects: 'all' })`), `robots-parser`
 * (`robotsParser(url, text)`).
 *
 * The parent sends `{ type: 'pass' }`; the worker answers `{ ms, cpuMs }`:
 * the wall time and the process's CPU time (user + system: this worker's and
 * V8's helper threads'; the workers run one at a time) of one pass over
 * corpus/top-sites, a full GC first (when exposed) off the clock.
 *
 * workerData: { contender: 'lint' | 'lint-all' | 'robots-parser', distDir }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ORIGIN, loadTopSites } from '../lib/corpus.mjs';
import { loadLibrary, loadRobotsParser } from '../lib/load.mjs';

const { contender, distDir } = workerData;
const library = await loadLibrary(distDir);
const texts = loadTopSites(library).files.map((file) => file.text);
const robotsParser = contender === 'robots-parser' ? loadRobotsParser() : undefined;
const ROBOTS_URL = `${ORIGIN}/robots.txt`;
const ALL = { dialects: 'all' };

let sink = 0;
const passes = {
  lint: () => {
    for (const text of texts) sink += library.lint(text).diagnostics.length;
  },
  'lint-all': () => {
    for (const text of texts) sink += library.lint(text, ALL).diagnostics.length;
  },
  'robots-parser': () => {
    for (const text of texts) sink += robotsParser(ROBOTS_URL, text)._sitemaps.length;
  },
};
const pass = passes[contender];
if (!pass) throw new Error(`unknown lint contender ${contender}`);

parentPort.on('message', () => {
  if (typeof globalThis.gc === 'function') globalThis.gc();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  pass();
  const cpu = process.cpuUsage(cpuStart);
  parentPort.postMessage({ ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000, sink: sink % 10 });
});
parentPort.postMessage({ ready: true });
