/**
 * Warm isAllowed(), two builds A/B, each pass in a fresh process (one dialect, the bench's calls in
 * the bench's order), processes alternated, time per call by CPU time (`process.cpuUsage`): on a
 * machine shared with other work, steadier than wall time in one process (ab-isallowed.mjs), where
 * two builds' objects share the heap and the CPU caches.
 *
 *   node bench/ab-isallowed-cpu.mjs BASE_DIST [CANDIDATE_DIST] [--dialect=rfc9309] [--pairs=4]
 *
 * Each process compiles the corpus, asks every question once (cold), then times 9 warm passes after a
 * full GC each and prints their median; the table gives each pair and the median over pairs.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REPO_ROOT } from './lib/load.mjs';

const SELF = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const flag = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

if (flag('child') !== undefined) {
  const { loadTopSites, requestsFor } = await import('./lib/corpus.mjs');
  const { seededRandom } = await import('./lib/measure.mjs');
  const library = await import(pathToFileURL(path.join(flag('child'), 'esm/index.js')).href);
  const dialect = flag('dialect', 'rfc9309');
  const { files } = loadTopSites(library);
  const random = seededRandom(2022);
  const requests = files.map((file) => requestsFor(library.parse(file.text), random));
  const matchers = files.map((file) => library.compile(file.text, { dialect }));
  let sink = 0;
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) * 1000;
  };
  const pass = () => {
    let calls = 0;
    const start = cpu();
    for (let i = 0; i < matchers.length; i++) {
      const { agents, urls } = requests[i];
      for (const agent of agents)
        for (const url of urls) {
          if (matchers[i].isAllowed(url, agent)) sink++;
          calls++;
        }
    }
    return (cpu() - start) / calls;
  };
  pass();
  const times = [];
  for (let round = 0; round < 9; round++) {
    globalThis.gc();
    times.push(pass());
  }
  times.sort((a, b) => a - b);
  process.stdout.write(`${JSON.stringify({ ns: times[times.length >> 1], sink })}\n`);
} else {
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const [baseDist, candidateDist = path.join(REPO_ROOT, 'dist')] = positional;
  if (!baseDist) throw new Error('usage: node bench/ab-isallowed-cpu.mjs BASE_DIST [CANDIDATE_DIST] [--dialect=rfc9309] [--pairs=4]');
  const dialect = flag('dialect', 'rfc9309');
  const pairs = Number(flag('pairs', '4'));
  const run = (dist) =>
    JSON.parse(execFileSync(process.execPath, ['--expose-gc', SELF, `--child=${path.resolve(dist)}`, `--dialect=${dialect}`], { encoding: 'utf8' })).ns;
  const base = [];
  const candidate = [];
  for (let pair = 0; pair < pairs; pair++) {
    const order = pair % 2 === 0 ? ['base', 'candidate'] : ['candidate', 'base'];
    for (const name of order) (name === 'base' ? base : candidate).push(run(name === 'base' ? baseDist : candidateDist));
    console.log(
      `${dialect} pair ${pair + 1}: base ${base[pair].toFixed(1)} ns  candidate ${candidate[pair].toFixed(1)} ns  candidate/base ${(candidate[pair] / base[pair]).toFixed(3)}`,
    );
  }
  const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
  console.log(
    `${dialect} median of ${pairs} pairs: base ${median(base).toFixed(1)} ns  candidate ${median(candidate).toFixed(1)} ns  candidate/base ${(median(candidate) / median(base)).toFixed(3)} (CPU time per warm call)`,
  );
}
