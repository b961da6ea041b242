/**
 * §8 The crawler's workload (issue 11, rows 5 and 7), beside robots-parser:
 *
 * - §8a row 7: compile + N questions per file over corpus/top-sites, N = 1,
 *   10 and 100, rfc9309 and google, each contender in its own worker
 *   (bench/workers/workload.mjs says what a pass asks); rounds interleaved
 *   one worker at a time, median; the ratio is robots-parser's time over ours.
 * - §8b row 5: heap (and typed-array) bytes the compiled corpus keeps alive,
 *   every file compiled and kept, against robots-parser's parsed corpus:
 *   right after compile, after 8 questions for each of two robots per file
 *   (policies built, rules scanned), and after 40 (rule indexes built).
 *
 * `workloadTimes` is exported for bench/ab-workload.mjs, which runs two
 * builds beside robots-parser in one run.
 */
import { ORIGIN } from '../lib/corpus.mjs';
import { fmt, fmtDuration, fmtRatio, median, note, printTable, round2 } from '../lib/measure.mjs';
import { startWorker } from '../lib/worker.mjs';
import { retainedBytes } from './memory.mjs';

/** How many questions per file a pass asks (row 7). */
export const QUESTION_COUNTS = [1, 10, 100];
const DIALECTS = ['rfc9309', 'google'];
/** Targets of issue 11: ours / robots-parser. */
const TARGETS = { workloadRatio: 1.5, memoryRatio: 2 };

/**
 * Median pass times, in ms, of each contender for each N: `medianMs` the CPU
 * time (what the ratios use: steadier on a shared machine), `medianWallMs`
 * the wall time. `contenders` maps a name to `{ contender, distDir }`. Workers start one at a time; for each N,
 * one warm-up pass each, then `rounds` rounds, the order flipped every round.
 */
export async function workloadTimes(contenders, rounds) {
  const workers = {};
  try {
    for (const [name, { contender, distDir }] of Object.entries(contenders)) {
      workers[name] = startWorker(new URL('../workers/workload.mjs', import.meta.url), { contender, distDir });
      await workers[name].next();
    }
    const names = Object.keys(contenders);
    const times = {};
    for (const n of QUESTION_COUNTS) {
      const samples = Object.fromEntries(names.map((name) => [name, { wall: [], cpu: [] }]));
      for (let round = -1; round < rounds; round++) {
        const order = round % 2 === 0 ? names : [...names].reverse();
        for (const name of order) {
          const { ms, cpuMs } = await workers[name].ask({ n });
          if (round < 0) continue;
          samples[name].wall.push(ms);
          samples[name].cpu.push(cpuMs);
        }
      }
      times[n] = Object.fromEntries(
        names.map((name) => [
          name,
          { medianMs: median(samples[name].cpu), medianWallMs: median(samples[name].wall), samplesCpuMs: samples[name].cpu.map(round2) },
        ]),
      );
    }
    return times;
  } finally {
    await Promise.all(Object.values(workers).map((worker) => worker.stop()));
  }
}

export async function runWorkloadSection({ library, robotsParser, corpus, plan, distDir }) {
  const rounds = plan.workloadRounds ?? 5;
  const contenders = { 'robots-parser': { contender: 'robots-parser', distDir } };
  for (const dialect of DIALECTS) contenders[dialect] = { contender: dialect, distDir };
  const times = await workloadTimes(contenders, rounds);
  const workload = [];
  for (const dialect of DIALECTS) {
    for (const n of QUESTION_COUNTS) {
      const ours = times[n][dialect].medianMs;
      const theirs = times[n]['robots-parser'].medianMs;
      const wallRatio = times[n]['robots-parser'].medianWallMs / times[n][dialect].medianWallMs;
      workload.push({ dialect, n, oursMs: round2(ours), robotsParserMs: round2(theirs), ratio: round2(theirs / ours), wallRatio: round2(wallRatio) });
    }
  }
  printTable(
    `§8a The crawler's workload (row 7): compile + N questions per file over corpus/top-sites (${corpus.files.length} files), each contender in its own worker; median of ${rounds} interleaved rounds`,
    ['dialect', 'N', 'ours (CPU)', 'robots-parser (CPU)', 'ours / robots-parser (speed)', 'by wall time', `target ≥ ${TARGETS.workloadRatio}×`],
    workload.map((row) => [
      row.dialect,
      row.n,
      fmtDuration(row.oursMs),
      fmtDuration(row.robotsParserMs),
      fmtRatio(row.ratio),
      fmtRatio(row.wallRatio),
      row.ratio >= TARGETS.workloadRatio ? 'met' : 'NOT met',
    ]),
  );
  note("Times are CPU time (user + system) of the worker's process, median of the rounds; the wall-time ratio beside it moves with the machine's load.");
  note("A pass: compile(text, { url }) of every file, then N isAllowed calls by one robot (file i: agent i % 4) on the file's own URLs.");
  const memory = compiledCorpusMemory(library, robotsParser, corpus, plan);
  return { rounds, workload, memory, targets: TARGETS };
}

/**
 * `count` questions for each of two robots (Googlebot, and one no file names). A rule set
 * scans its rules for its first 16 questions (src/match/rule-index.ts BUILD_AFTER); the 17th
 * sorts them and, from 8 rules on (TREE_FROM), builds the tree: 8 questions leave the policies
 * without indexes, 40 build them.
 */
function ask(robots, count) {
  for (const agent of ['Googlebot', 'NoSuchRobot']) for (let i = 0; i < count; i++) robots.isAllowed(`${ORIGIN}/page/${i}`, agent);
  return robots;
}

/** Row 5: what the compiled corpus keeps alive, beside robots-parser's. */
export function compiledCorpusMemory(library, robotsParser, corpus, plan) {
  if (typeof globalThis.gc !== 'function') {
    note('§8b skipped: run node with --expose-gc (npm run bench does).');
    return { skipped: 'no --expose-gc' };
  }
  const texts = corpus.files.map((file) => file.text);
  const ROBOTS_URL = `${ORIGIN}/robots.txt`;
  const subjects = [
    { subject: 'robots-parser', make: () => texts.map((text) => robotsParser(ROBOTS_URL, text)) },
    ...DIALECTS.flatMap((dialect) => [
      { subject: `compile() ${dialect}`, make: () => texts.map((text) => library.compile(text, { dialect })) },
      { subject: `compile() ${dialect}, 8 questions × 2 robots`, make: () => texts.map((text) => ask(library.compile(text, { dialect }), 8)) },
      { subject: `compile() ${dialect}, 40 questions × 2 robots (rule indexes)`, make: () => texts.map((text) => ask(library.compile(text, { dialect }), 40)) },
    ]),
  ];
  const retained = subjects.map(({ subject, make }) => ({ subject, bytes: retainedBytes(make, plan.memorySamples) }));
  const theirs = retained[0].bytes;
  const rows = retained.map(({ subject, bytes }) => ({
    subject,
    retainedBytes: Math.round(bytes),
    perInputByte: round2(bytes / corpus.totalBytes),
    ratio: round2(bytes / theirs),
  }));
  printTable(
    `§8b Memory retained by the compiled corpus (row 5: ≤ ${TARGETS.memoryRatio}× robots-parser; heapUsed + arrayBuffers, median of ${plan.memorySamples} samples)`,
    ['object (every file of corpus/top-sites kept)', 'retained', 'B / input byte', 'vs robots-parser', `target ≤ ${TARGETS.memoryRatio}×`],
    rows.map((row) => [
      row.subject,
      `${fmt(row.retainedBytes / 1e6)} MB`,
      fmt(row.perInputByte),
      row.subject === 'robots-parser' ? '1×' : fmtRatio(row.ratio),
      row.subject === 'robots-parser' ? '' : row.ratio <= TARGETS.memoryRatio ? 'met' : 'NOT met',
    ]),
  );
  note(
    'The texts exist before the measurement and are not counted (both keep them alive). 8 questions per robot scan the rules; the 17th sorts them and, from 8 rules on, builds a rule index.',
  );
  return rows;
}
