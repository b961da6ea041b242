/**
 * §lint Lint throughput over the corpus: `lint()` for one dialect (rfc9309)
 * and for `dialects: 'all'` (portability, with the witness search), beside
 * robots-parser's parse in the same run. Target for one dialect: ≥ 1×.
 *
 * With `LINT_RULES=1` in the environment it also times each rule alone: `lint()`
 * with only that rule on, minus `lint()` with every rule off, as interleaved
 * pairs (median of the differences). Only checks that skip their work when their
 * rule is off show a cost there; the line pass and the model walk are in the
 * "every rule off" time. On a loaded machine the differences drown in the noise:
 * a CPU profile (docs/performance.md §11) is steadier.
 */
import { fmt, fmtDuration, fmtRatio, interleavedRounds, mbPerSecond, note, printTable } from '../lib/measure.mjs';
import { ORIGIN } from '../lib/corpus.mjs';

export async function runLintSection({ library, robotsParser, corpus, plan }) {
  const { files, totalBytes } = corpus;
  const robotsUrl = `${ORIGIN}/robots.txt`;
  let sink = 0;
  const rounds = interleavedRounds(
    [
      { name: 'lint', run: () => files.forEach((file) => (sink += library.lint(file.text).diagnostics.length)) },
      { name: 'lint-all', run: () => files.forEach((file) => (sink += library.lint(file.text, { dialects: 'all' }).diagnostics.length)) },
      { name: 'robots-parser', run: () => files.forEach((file) => (sink += robotsParser(robotsUrl, file.text)._sitemaps.length)) },
    ],
    plan.lint ?? { warmup: 1, rounds: 3 },
  );
  const one = mbPerSecond(totalBytes, rounds.lint.medianMs);
  const all = mbPerSecond(totalBytes, rounds['lint-all'].medianMs);
  const theirs = mbPerSecond(totalBytes, rounds['robots-parser'].medianMs);
  printTable(
    `§lint Lint throughput: ${files.length} files of corpus/top-sites, ${fmt(totalBytes / 1e6)} MB`,
    ['what', 'median time', 'MB/s'],
    [
      ['lint() rfc9309 (recommended)', fmtDuration(rounds.lint.medianMs), fmt(one)],
      ["lint() dialects: 'all' (portable, witnesses)", fmtDuration(rounds['lint-all'].medianMs), fmt(all)],
      ['robots-parser robotsParser()', fmtDuration(rounds['robots-parser'].medianMs), fmt(theirs)],
      ['ratio lint (one dialect) / robots-parser', '', fmtRatio(one / theirs)],
      ["ratio lint (dialects: 'all') / robots-parser", '', fmtRatio(all / theirs)],
    ],
  );
  note(`(sink ${sink % 10})`);
  if (process.env.LINT_RULES === '1') timeEachRule(library, files, plan.lint ?? { warmup: 1, rounds: 3 });
  return { oneDialectMBs: one, allDialectsMBs: all, robotsParserMBs: theirs, ratioOne: one / theirs, ratioAll: all / theirs };
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
