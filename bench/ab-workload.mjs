/**
 * Issue 11 row 7, two builds A/B beside robots-parser in one run: compile +
 * N questions per file (see bench/workers/workload.mjs), every contender in
 * its own worker, rounds interleaved; medians, and each build's ratio to
 * robots-parser.
 *
 *   node --expose-gc bench/ab-workload.mjs BASE_DIST [CANDIDATE_DIST] [--rounds=5]
 */
import path from 'node:path';
import { REPO_ROOT, requireCorpus } from './lib/load.mjs';
import { QUESTION_COUNTS, workloadTimes } from './sections/workload.mjs';

requireCorpus();
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const rounds = Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.slice(9) ?? 5);
const [baseDist, candidateDist = path.join(REPO_ROOT, 'dist')] = args;
if (!baseDist) throw new Error('usage: node --expose-gc bench/ab-workload.mjs BASE_DIST [CANDIDATE_DIST] [--rounds=5]');
const contenders = { 'robots-parser': { contender: 'robots-parser', distDir: path.resolve(candidateDist) } };
for (const dialect of ['rfc9309', 'google'])
  for (const [build, dist] of [
    ['base', baseDist],
    ['candidate', candidateDist],
  ])
    contenders[`${build} ${dialect}`] = { contender: dialect, distDir: path.resolve(dist) };
const times = await workloadTimes(contenders, rounds);
for (const dialect of ['rfc9309', 'google']) {
  const cells = QUESTION_COUNTS.map((n) => {
    const theirs = times[n]['robots-parser'].medianMs;
    const ratio = (build) => (theirs / times[n][`${build} ${dialect}`].medianMs).toFixed(2);
    return `N=${n}: base ${ratio('base')}× candidate ${ratio('candidate')}×`;
  });
  console.log(`${dialect.padEnd(8)} ${cells.join('  |  ')}   (robots-parser CPU time / ours, median of ${rounds})`);
}
