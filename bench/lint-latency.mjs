/**
 * Lint latency per file over ../shared/corpus/{top-sites,real}: `lint(bytes)` (parse included) of each file under
 * rfc9309, timed in PASSES passes after one warm-up pass; each file's time is its median over the passes. Prints the
 * p50 and p99 over the files, the time of the largest file, and the whole corpus's throughput (the median pass).
 * Run one build per process, so that each has its own JIT feedback:
 *
 *   node --expose-gc bench/lint-latency.mjs [DIST] [--dialects all]   (default: ./dist)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCorpusBytes } from './lib/corpus.mjs';
import { REPO_ROOT } from './lib/load.mjs';

const args = process.argv.slice(2);
const all = args.includes('--dialects') && args[args.indexOf('--dialects') + 1] === 'all';
const dist = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--dialects') ?? path.join(REPO_ROOT, 'dist');
const { lint } = await import(pathToFileURL(path.join(path.resolve(dist), 'esm/index.js')).href);
const files = loadCorpusBytes();
const options = all ? { dialects: 'all' } : {};
const PASSES = all ? 1 : 5;
const times = files.map(() => []);
const passes = [];
for (let pass = 0; pass <= PASSES; pass++) {
  globalThis.gc?.();
  const start = performance.now();
  files.forEach((file, i) => {
    const before = performance.now();
    lint(file.bytes, options);
    if (pass > 0) times[i].push(performance.now() - before);
  });
  if (pass > 0) passes.push(performance.now() - start);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const perFile = times.map(median).sort((a, b) => a - b);
const at = (q) => perFile[Math.min(perFile.length - 1, Math.floor(q * perFile.length))];
const largest = files.reduce((best, file, i) => (file.bytes.length > files[best].bytes.length ? i : best), 0);
const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
const ms = median(passes);
console.log(`${dist} ${all ? "dialects: 'all'" : 'rfc9309'}: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB`);
console.log(
  `  per file: p50 ${(at(0.5) * 1000).toFixed(0)} µs, p99 ${at(0.99).toFixed(2)} ms; largest (${files[largest].name}, ${(files[largest].bytes.length / 1e6).toFixed(1)} MB) ${median(times[largest]).toFixed(1)} ms`,
);
console.log(`  corpus: ${ms.toFixed(0)} ms a pass, ${(bytes / 1e6 / (ms / 1000)).toFixed(1)} MB/s`);
