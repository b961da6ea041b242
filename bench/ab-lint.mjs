/**
 * Every lint finding of two builds compared: each file of ../shared/corpus/{top-sites,real}, read as bytes,
 * linted under each dialect alone and with `dialects: 'all'`, each under the presets recommended, strict and
 * portable. A finding is compared whole (code, severity, message, range, spec, related places, fixes with their
 * edits, dialects, witness, docs page) as its JSON. Exits 1 on any difference. `--quick`: the recommended preset only.
 *
 *   node bench/ab-lint.mjs BASE_DIST [CANDIDATE_DIST] [--quick]   (default candidate: ./dist)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCorpusBytes } from './lib/corpus.mjs';
import { REPO_ROOT } from './lib/load.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const [baseDist, candidateDist = path.join(REPO_ROOT, 'dist')] = args.filter((arg) => !arg.startsWith('--'));
if (!baseDist) throw new Error('usage: node bench/ab-lint.mjs BASE_DIST [CANDIDATE_DIST] [--quick]');
const load = (dist) => import(pathToFileURL(path.join(path.resolve(dist), 'esm/index.js')).href);
const base = await load(baseDist);
const candidate = await load(candidateDist);

const files = loadCorpusBytes();
const DIALECTS = ['1994', 'draft-1996', 'rfc9309', 'google', 'revisited-1996'];
const PRESETS = quick ? ['recommended'] : ['recommended', 'strict', 'portable'];
const settings = [...DIALECTS.map((dialect) => ({ dialect })), { dialects: 'all' }].flatMap((options) => PRESETS.map((preset) => ({ ...options, preset })));

let findings = 0;
let differences = 0;
for (const options of settings) {
  let here = 0;
  let count = 0;
  for (const file of files) {
    const a = base.lint(file.bytes, options).diagnostics.map((diagnostic) => JSON.stringify(diagnostic));
    const b = candidate.lint(file.bytes, options).diagnostics.map((diagnostic) => JSON.stringify(diagnostic));
    count += a.length;
    for (let k = 0; k < Math.max(a.length, b.length); k++) {
      if (a[k] === b[k]) continue;
      if (here++ < 5) console.log(`${file.name} ${JSON.stringify(options)} finding ${k}:\n  base      ${a[k]}\n  candidate ${b[k]}`);
    }
  }
  console.log(`${JSON.stringify(options).padEnd(45)} ${String(count).padStart(7)} findings, ${here} differences`);
  findings += count;
  differences += here;
}
console.log(`${files.length} files, ${findings} findings compared, ${differences} differences`);
process.exitCode = differences === 0 ? 0 : 1;
