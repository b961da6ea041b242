/**
 * Every verdict of two builds compared: the bench's own requests (corpus/top-sites × 20 URLs × 4
 * agents, as §3 asks them) under all five dialects, each file compiled unbound and bound to its
 * robots.txt URL, each URL asked as given and as an origin-relative path, and the agents asked in
 * the bench's order and again in reverse (the matcher keeps the last robots' rule indexes).
 * Exits 1 on any difference. Timings: see ab-isallowed.mjs.
 *
 *   node bench/ab-verdicts.mjs BASE_DIST [CANDIDATE_DIST]   (default candidate: ./dist)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadTopSites, ORIGIN, requestsFor } from './lib/corpus.mjs';
import { seededRandom } from './lib/measure.mjs';
import { REPO_ROOT } from './lib/load.mjs';

const [baseDist, candidateDist = path.join(REPO_ROOT, 'dist')] = process.argv.slice(2);
if (!baseDist) throw new Error('usage: node bench/ab-verdicts.mjs BASE_DIST [CANDIDATE_DIST]');
const load = (dist) => import(pathToFileURL(path.join(path.resolve(dist), 'esm/index.js')).href);
const base = await load(baseDist);
const candidate = await load(candidateDist);
const { files } = loadTopSites(base);
const random = seededRandom(2022);
const requests = files.map((file) => requestsFor(base.parse(file.text), random));
const DIALECTS = ['1994', 'draft-1996', 'rfc9309', 'google', 'revisited-1996'];

/** Every verdict of one build for one file, in a fixed order: 1 allowed, 0 disallowed, 2 undefined. */
function verdicts(library, text, options, { urls, agents }) {
  const robots = library.compile(text, options);
  const out = [];
  const ask = (url, agent) => {
    const verdict = robots.isAllowed(url, agent);
    out.push(verdict === true ? 1 : verdict === false ? 0 : 2);
  };
  for (const agent of agents) for (const url of urls) ask(url, agent);
  for (const agent of [...agents].reverse()) for (const url of urls) ask(url.slice(ORIGIN.length) || '/', agent);
  // Interleaved: a new robot on every question.
  for (const url of urls) for (const agent of agents) ask(url, agent);
  return out;
}

let questions = 0;
let differences = 0;
for (const dialect of DIALECTS) {
  let dialectDifferences = 0;
  for (const [i, file] of files.entries()) {
    for (const options of [{ dialect }, { dialect, url: `${ORIGIN}/robots.txt` }]) {
      const a = verdicts(base, file.text, options, requests[i]);
      const b = verdicts(candidate, file.text, options, requests[i]);
      questions += a.length;
      for (let k = 0; k < a.length; k++) {
        if (a[k] === b[k]) continue;
        if (dialectDifferences++ < 5) console.log(`${dialect} ${file.name} ${JSON.stringify(options)} question ${k}: base ${a[k]} candidate ${b[k]}`);
      }
    }
  }
  console.log(`${dialect.padEnd(15)} ${dialectDifferences} differences`);
  differences += dialectDifferences;
}
console.log(`${questions} verdicts compared, ${differences} differences`);
process.exitCode = differences === 0 ? 0 : 1;
