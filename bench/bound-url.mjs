/**
 * What binding a file to its robots.txt URL costs `isAllowed`:
 * `node --expose-gc bench/bound-url.mjs [--baseline=DIR]` (after `npm run build`).
 *
 * Every file of corpus/top-sites is compiled (rfc9309) unbound and bound to
 * https://example.com/robots.txt, then asked the §3b questions (20 URLs × 4
 * agents per file, all on that origin) warm, in interleaved rounds:
 *
 * - unbound: `isAllowed(url, agent)` on the unbound file (the benchmarked hot path);
 * - bound, absolute: the same calls on the bound file (the origin check takes
 *   the no-parse path: the URL starts with the origin as serialised);
 * - bound, path: the bound file asked about the path alone (`/a?b`);
 * - bound, other origin: the same URLs on http:// (parsed, then `undefined`);
 * - with `--baseline=DIR` (another build, e.g. of the commit before), its
 *   unbound `isAllowed`, to compare the hot path before and after;
 *   `--unbound-only` then times the two unbound contenders alone, so that no
 *   bound call shares (and reshapes) the JIT's code for `isAllowed`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadTopSites, requestsFor, ORIGIN } from './lib/corpus.mjs';
import { loadLibrary, loadRobotsParser, distDirectory } from './lib/load.mjs';
import { fmt, interleavedRounds, seededRandom } from './lib/measure.mjs';

const baselineFlag = process.argv.find((arg) => arg.startsWith('--baseline='));
const library = await loadLibrary(distDirectory());
const baseline = baselineFlag ? await import(pathToFileURL(path.join(path.resolve(baselineFlag.slice(11)), 'esm/index.js')).href) : undefined;
const robotsParser = loadRobotsParser();
const { files } = loadTopSites(library);
const random = seededRandom(2022);
const cases = files.map((file) => {
  const { urls, agents } = requestsFor(library.parse(file.text), random);
  return {
    unbound: library.compile(file.text),
    bound: library.compile(file.text, { url: `${ORIGIN}/robots.txt` }),
    before: baseline?.compile(file.text),
    theirs: robotsParser(`${ORIGIN}/robots.txt`, file.text),
    urls,
    paths: urls.map((url) => url.slice(ORIGIN.length) || '/'),
    others: urls.map((url) => `http${url.slice(5)}`),
    agents,
  };
});
const calls = cases.reduce((sum, entry) => sum + entry.urls.length * entry.agents.length, 0);

let sink = 0;
/** A contender asking each file's `entry[matcher]` about each of its `entry[urls]`, as each of its agents. */
const contender = (name, matcher, urls) => ({
  name,
  run() {
    for (const entry of cases) {
      const robots = entry[matcher];
      for (const agent of entry.agents) for (const url of entry[urls]) if (robots.isAllowed(url, agent)) sink++;
    }
  },
});
const contenders = [
  contender('unbound isAllowed(absolute URL)', 'unbound', 'urls'),
  contender('bound isAllowed(absolute URL, same origin)', 'bound', 'urls'),
  contender('bound isAllowed(path)', 'bound', 'paths'),
  contender('bound isAllowed(other origin) → undefined', 'bound', 'others'),
  contender('robots-parser isAllowed(absolute URL)', 'theirs', 'urls'),
];
if (process.argv.includes('--unbound-only')) contenders.splice(1);
if (baseline) contenders.unshift(contender(`baseline unbound isAllowed (${baselineFlag.slice(11)})`, 'before', 'urls'));

const results = interleavedRounds(contenders, { warmup: 2, rounds: 7, gcBefore: true });
console.log(`isAllowed, rfc9309, warm: ${calls.toLocaleString('en')} calls per round (${files.length} files), median of 7 interleaved rounds`);
for (const { name } of contenders) {
  const { medianMs, samplesMs } = results[name];
  console.log(`${name.padEnd(48)} ${fmt((medianMs * 1000) / calls)} µs/call   rounds ${fmt(Math.min(...samplesMs))}–${fmt(Math.max(...samplesMs))} ms`);
}
if (sink === 0) throw new Error('nothing was asked');
