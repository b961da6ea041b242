/**
 * `aiAccess` over ../shared/corpus/{top-sites,real} (or ROBOTSTXT_CORPUS) under rfc9309: the time per file
 * (compile included; p50, p99, the largest file) and, per purpose of the known-crawler table, how many sites
 * shut every crawler of that purpose out of `/` (fully), some of them (partly), or none (not at all); plus how
 * many files have each kind of finding.
 *
 *   node bench/ai-corpus.mjs [DIST]   (default: ./dist; run `npm run build` first)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCorpusBytes } from './lib/corpus.mjs';
import { REPO_ROOT } from './lib/load.mjs';

const dist = process.argv[2] ?? path.join(REPO_ROOT, 'dist');
const { aiAccess, compile, CRAWLER_PURPOSES } = await import(pathToFileURL(path.join(path.resolve(dist), 'esm/index.js')).href);
const files = loadCorpusBytes();
const times = [];
const byPurpose = new Map(CRAWLER_PURPOSES.map(({ purpose }) => [purpose, { fully: 0, partly: 0, none: 0 }]));
const findings = new Map();
for (const file of files) {
  const start = performance.now();
  const report = aiAccess(compile(file.bytes));
  times.push(performance.now() - start);
  for (const { purpose } of CRAWLER_PURPOSES) {
    const members = report.crawlers.filter((entry) => entry.crawler.purpose === purpose && !entry.crawler.obeysOnlyWhenNamed);
    const shut = members.filter((entry) => !entry.root.allowed).length;
    const counts = byPurpose.get(purpose);
    if (shut === members.length) counts.fully++;
    else if (shut > 0) counts.partly++;
    else counts.none++;
  }
  for (const code of new Set(report.findings.map((finding) => finding.kind))) findings.set(code, (findings.get(code) ?? 0) + 1);
}
const sorted = [...times].sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const largest = files.reduce((best, file, i) => (file.bytes.length > files[best].bytes.length ? i : best), 0);
console.log(
  `aiAccess over ${files.length} files (rfc9309, compile included): p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, largest file (${(files[largest].bytes.length / 1e6).toFixed(1)} MB) ${times[largest].toFixed(1)} ms`,
);
console.log('\npurpose                                   / shut for every crawler   for some   for none');
for (const { purpose, label } of CRAWLER_PURPOSES) {
  const { fully, partly, none } = byPurpose.get(purpose);
  console.log(`${label.padEnd(42)}${String(fully).padStart(24)}${String(partly).padStart(11)}${String(none).padStart(11)}`);
}
console.log('\nfiles with each finding');
for (const [code, count] of [...findings].sort((a, b) => b[1] - a[1])) console.log(`${code.padEnd(34)}${String(count).padStart(6)}`);
