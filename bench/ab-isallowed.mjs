/**
 * Warm isAllowed(), two builds A/B in one process, rounds interleaved, on the
 * bench's own calls (corpus/top-sites × 20 URLs × 4 agents). On a busy machine
 * this is steadier than comparing two separate bench runs.
 *
 *   node bench/ab-isallowed.mjs BASE_DIST [CANDIDATE_DIST]   (default candidate: ./dist)
 *
 * e.g. build an older commit into /tmp/base (git archive COMMIT | tar -x -C /tmp/base;
 * link node_modules; npm run build there), then `node bench/ab-isallowed.mjs /tmp/base/dist`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadTopSites, requestsFor } from './lib/corpus.mjs';
import { seededRandom } from './lib/measure.mjs';
import { REPO_ROOT } from './lib/load.mjs';

const [baseDist, candidateDist = path.join(REPO_ROOT, 'dist')] = process.argv.slice(2);
if (!baseDist) throw new Error('usage: node bench/ab-isallowed.mjs BASE_DIST [CANDIDATE_DIST]');
const builds = { base: path.resolve(baseDist), candidate: path.resolve(candidateDist) };
const libraries = {};
for (const [name, dist] of Object.entries(builds)) libraries[name] = await import(pathToFileURL(path.join(dist, 'esm/index.js')).href);
const { files } = loadTopSites(libraries.base);
const random = seededRandom(2022);
const requests = files.map((file) => requestsFor(libraries.base.parse(file.text), random));
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
for (const dialect of ['1994', 'draft-1996', 'rfc9309', 'google']) {
  const sets = {};
  for (const name of Object.keys(builds)) sets[name] = files.map((file, i) => ({ robots: libraries[name].compile(file.text, { dialect }), ...requests[i] }));
  const times = { base: [], candidate: [] };
  for (let round = 0; round < 7; round++) {
    for (const name of round % 2 ? ['candidate', 'base'] : ['base', 'candidate']) {
      let calls = 0;
      let allowed = 0;
      const start = process.hrtime.bigint();
      for (const entry of sets[name])
        for (const agent of entry.agents)
          for (const url of entry.urls) {
            if (entry.robots.isAllowed(url, agent)) allowed++;
            calls++;
          }
      // The first round warms both builds up.
      if (round > 0) times[name].push(Number(process.hrtime.bigint() - start) / calls);
      if (allowed < 0) console.log(allowed);
    }
  }
  const base = median(times.base);
  const candidate = median(times.candidate);
  console.log(
    `${dialect.padEnd(10)} base ${base.toFixed(0)} ns  candidate ${candidate.toFixed(0)} ns  candidate/base ${(candidate / base).toFixed(2)}  (median of 6 interleaved rounds)`,
  );
}
