/**
 * §lint Lint throughput over the corpus: `lint()` for one dialect (rfc9309)
 * and for `dialects: 'all'` (portability, with the witness search), beside
 * robots-parser's parse in the same run. Target for one dialect: ≥ 1×.
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
  return { oneDialectMBs: one, allDialectsMBs: all, robotsParserMBs: theirs, ratioOne: one / theirs, ratioAll: all / theirs };
}
