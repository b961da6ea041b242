/**
 * §lint Lint throughput over the corpus: `lint()` for one dialect (rfc9309)
 * and for `dialects: 'all'` (portability, with the witness search), beside
 * robots-parser's parse in the same run. Target for one dialect: ≥ 1×.
 *
 * Each contender runs in its own worker (bench/workers/lint.mjs), as §3's and
 * §8's do: its JIT feedback is its own, and the all-dialects lint (thirty
 * times the work) neither makes the one-dialect code polymorphic nor leaves
 * its garbage to the passes beside it. One-dialect lint and robots-parser
 * alternate pass by pass (the order flips each round), a full GC before each
 * pass; the ratio is of the medians, and the range is the lowest and highest
 * ratio of the rounds' back-to-back pairs. CPU time (the worker's process,
 * helper threads included) moves less than wall time on a shared machine.
 *
 * With `LINT_RULES=1` in the environment it also times each rule alone: `lint()`
 * with only that rule on, minus `lint()` with every rule off, as interleaved
 * pairs (median of the differences). Only checks that skip their work when their
 * rule is off show a cost there; the line pass and the model walk are in the
 * "every rule off" time. On a loaded machine the differences drown in the noise:
 * a CPU profile (docs/performance.md §11) is steadier.
 */
import { fmt, fmtDuration, fmtRatio, interleavedRounds, mbPerSecond, median, note, printTable, round2 } from '../lib/measure.mjs';
import { startWorker } from '../lib/worker.mjs';

const TARGET_RATIO = 1;

export async function runLintSection({ library, corpus, plan, distDir }) {
  const { files, totalBytes } = corpus;
  const { warmup, rounds, allRounds } = { allRounds: 1, ...(plan.lint ?? { warmup: 1, rounds: 3 }) };
  const names = ['lint', 'robots-parser', 'lint-all'];
  const workers = {};
  const samples = Object.fromEntries(names.map((name) => [name, { ms: [], cpuMs: [] }]));
  try {
    for (const name of names) {
      workers[name] = startWorker(new URL('../workers/lint.mjs', import.meta.url), { contender: name, distDir });
      await workers[name].next();
    }
    const timePass = async (name, keep) => {
      const { ms, cpuMs } = await workers[name].ask({ type: 'pass' });
      if (!keep) return;
      samples[name].ms.push(ms);
      samples[name].cpuMs.push(cpuMs);
    };
    for (let round = 0; round < warmup + rounds; round++) {
      const pair = round % 2 === 0 ? ['lint', 'robots-parser'] : ['robots-parser', 'lint'];
      for (const name of pair) await timePass(name, round >= warmup);
    }
    for (let round = 0; round < warmup + allRounds; round++) await timePass('lint-all', round >= warmup);
  } finally {
    await Promise.all(Object.values(workers).map((worker) => worker.stop()));
  }
  const medianMs = (name) => median(samples[name].ms);
  const medianCpuMs = (name) => median(samples[name].cpuMs);
  const one = mbPerSecond(totalBytes, medianMs('lint'));
  const all = mbPerSecond(totalBytes, medianMs('lint-all'));
  const theirs = mbPerSecond(totalBytes, medianMs('robots-parser'));
  const roundRatios = samples.lint.ms.map((ms, round) => samples['robots-parser'].ms[round] / ms);
  const range = [round2(Math.min(...roundRatios)), round2(Math.max(...roundRatios))];
  const cpuRatio = medianCpuMs('robots-parser') / medianCpuMs('lint');
  printTable(
    `§lint Lint throughput: ${files.length} files of corpus/top-sites, ${fmt(totalBytes / 1e6)} MB; each in its own worker, median of ${rounds} rounds (lint-all: ${allRounds})`,
    ['what', 'median time', 'CPU time', 'MB/s'],
    [
      ['lint() rfc9309 (recommended)', fmtDuration(medianMs('lint')), fmtDuration(medianCpuMs('lint')), fmt(one)],
      ["lint() dialects: 'all' (portable, witnesses)", fmtDuration(medianMs('lint-all')), fmtDuration(medianCpuMs('lint-all')), fmt(all)],
      ['robots-parser robotsParser()', fmtDuration(medianMs('robots-parser')), fmtDuration(medianCpuMs('robots-parser')), fmt(theirs)],
      [
        `ratio lint (one dialect) / robots-parser (target ≥ ${TARGET_RATIO}×: ${one / theirs >= TARGET_RATIO ? 'met' : 'NOT met'})`,
        '',
        '',
        fmtRatio(one / theirs),
      ],
      ['  the same, lowest–highest of the rounds', '', '', `${fmtRatio(range[0])}–${fmtRatio(range[1])}`],
      ['  the same, by CPU time', '', '', fmtRatio(cpuRatio)],
      ["ratio lint (dialects: 'all') / robots-parser", '', '', fmtRatio(all / theirs)],
    ],
  );
  if (process.env.LINT_RULES === '1') timeEachRule(library, files, plan.lint ?? { warmup: 1, rounds: 3 });
  return {
    oneDialectMBs: one,
    allDialectsMBs: all,
    robotsParserMBs: theirs,
    ratioOne: one / theirs,
    ratioOneRounds: range,
    ratioOneCpu: round2(cpuRatio),
    ratioAll: all / theirs,
    targetRatio: TARGET_RATIO,
    samplesMs: Object.fromEntries(names.map((name) => [name, samples[name].ms.map(round2)])),
  };
}

/** Each rule alone: `lint()` with only that rule on, less `lint()` with every rule off, in interleaved pairs. */
function timeEachRule(library, files, { rounds }) {
  const codes = library.RULES.map((rule) => rule.code);
  const off = Object.fromEntries(codes.map((code) => [code, 'off']));
  let sink = 0;
  const noRules = { name: 'none', run: () => files.forEach((file) => (sink += library.lint(file.text, { rules: off }).diagnostics.length)) };
  const rows = codes.map((code) => {
    const only = { rules: { ...off, [code]: 'warn' } };
    const pair = interleavedRounds(
      [{ name: 'only', run: () => files.forEach((file) => (sink += library.lint(file.text, only).diagnostics.length)) }, noRules],
      {
        warmup: 0,
        rounds,
      },
    );
    return [code, pair.only.medianMs - pair.none.medianMs];
  });
  rows.sort((a, b) => b[1] - a[1]);
  printTable(
    `§lint Each rule alone (only it on, less every rule off; median of ${rounds} interleaved pairs)`,
    ['rule', 'extra time'],
    rows.map(([code, ms]) => [code, `${ms.toFixed(1)} ms`]),
  );
  note(`(sink ${sink % 10})`);
}
