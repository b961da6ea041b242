/**
 * §6 Bounded time and memory on hostile input (issue 11, rows 1–4 and 6).
 *
 * - §6a rows 1–2: hostile wildcard rules against long URLs, each case in a
 *   child process (bench/stress/: the same cases `npm run stress` holds to
 *   its bounds): the worst of `explain` as the first question and
 *   `isAllowed` calls 1–18, at 8 KB and 100 KB, and the growth between.
 * - §6b row 3: 30 MB of CRs and 50 MB of `a\n` through `compile`, in child
 *   processes: time and peak resident memory.
 * - §6c row 4: heap (and typed-array) bytes `parse` keeps alive, per input
 *   byte over the corpus and per line on many-line input, beside robots-parser.
 * - §6d row 6: `parse` throughput at 50 MB against 500 KB.
 */
import { concatenatedCorpus, ORIGIN } from '../lib/corpus.mjs';
import { fmt, fmtDuration, fmtRatio, interleavedRounds, mbPerSecond, note, printTable, round2 } from '../lib/measure.mjs';
import { CASES } from '../stress/cases.mjs';
import { judge, runCase } from '../stress/runner.mjs';
import { retainedBytes } from './memory.mjs';

/** The stress cases the bench reports (the full list runs under `npm run stress`). */
const MATCHER_CASES = ['rows-rfc9309', 'rows-google', 'long-rfc9309', 'percent-rfc9309', 'percent-google', 'rowsb-rfc9309', 'percentb-google'];
const COMPILE_CASES = ['cr30m-rfc9309', 'cr30m-google', 'lf50m-rfc9309', 'lf50m-1994', 'cr30m-parse'];

const byName = (name) => CASES.find((testCase) => testCase.name === name);

export async function runBoundedSection({ library, robotsParser, corpus, plan, distDir }) {
  const results = new Map();
  const run = async (name) => {
    const result = await runCase(byName(name), distDir, 60_000);
    results.set(name, result);
    return result;
  };

  const matcherRows = [];
  for (const stem of MATCHER_CASES) {
    const small = await run(`${stem}-8k`);
    const large = await run(`${stem}-100k`);
    const ok = [...judge(byName(`${stem}-8k`), small, results), ...judge(byName(`${stem}-100k`), large, results)].every((check) => check.ok);
    matcherRows.push({ case: byName(`${stem}-8k`).what.replace(/, 8 KB/, ''), at8k: small, at100k: large, growth: large.worstMs / small.worstMs, ok });
  }
  printTable(
    '§6a Hostile wildcards (rows 1–2): worst of explain-first and isAllowed calls 1–18, each case in a child process',
    ['case', 'first call 8 KB', 'worst 8 KB', 'worst 100 KB', 'growth 8 → 100 KB', 'bounds (≤ 200 ms; ≤ 15×)'],
    matcherRows.map((row) => [
      row.case,
      row.at8k.callsMs ? fmtDuration(row.at8k.callsMs[0]) : row.at8k.failure,
      row.at8k.worstMs !== undefined ? fmtDuration(row.at8k.worstMs) : row.at8k.failure,
      row.at100k.worstMs !== undefined ? fmtDuration(row.at100k.worstMs) : row.at100k.failure,
      Number.isFinite(row.growth) ? fmtRatio(row.growth) : '–',
      row.ok ? 'held' : 'BROKEN',
    ]),
  );
  note('The URL grows 12.5× from 8 KB to 100 KB: linear growth is ~12.5×. "b + a\'s" URLs hold every character the rules need, so no filter skips a rule.');

  const compileRows = [];
  for (const name of COMPILE_CASES) {
    const result = await run(name);
    compileRows.push({ case: byName(name).what, result, ok: judge(byName(name), result, results).every((check) => check.ok) });
  }
  printTable(
    '§6b Many tiny lines (row 3): compile in a child process; bounds ≤ 5 s, ≤ 1 GB peak RSS',
    ['case', 'time', 'peak RSS', 'bounds'],
    compileRows.map((row) => [
      row.case,
      row.result.ms !== undefined ? fmtDuration(row.result.ms) : row.result.failure,
      row.result.rssMB ? `${fmt(row.result.rssMB)} MB` : '–',
      row.ok ? 'held' : 'BROKEN',
    ]),
  );
  note('Peak RSS includes node itself (~45 MB) and the input string (1 byte per character).');

  const memory = parseMemory(library, robotsParser, corpus, plan);
  const throughput = parseThroughput(library, corpus, plan);
  return {
    matcher: matcherRows.map(({ at8k, at100k, ...row }) => ({ ...row, at8k, at100k, growth: round2(row.growth) })),
    compile: compileRows,
    parseMemory: memory,
    parseThroughput: throughput,
  };
}

/** Row 4: what `parse` keeps alive over the corpus (every file, every document kept) and on many-line input. */
export function parseMemory(library, robotsParser, corpus, plan) {
  if (typeof globalThis.gc !== 'function') {
    note('§6c skipped: run node with --expose-gc (npm run bench does).');
    return { skipped: 'no --expose-gc' };
  }
  const texts = corpus.files.map((file) => file.text);
  const corpusBytes = corpus.totalBytes;
  const corpusLines = texts.reduce((sum, text) => sum + library.parse(text).lines.length, 0);
  const manyLines = 'Disallow: /x\n\n\r'.repeat(200_000);
  const manyLinesCount = library.parse(manyLines).lines.length;
  const rows = [
    {
      input: `corpus/top-sites: ${corpus.files.length} files, ${fmt(corpusBytes / 1e6)} MB`,
      bytes: corpusBytes,
      lines: corpusLines,
      subject: 'parse()',
      make: () => texts.map((text) => library.parse(text)),
    },
    {
      input: 'corpus/top-sites',
      bytes: corpusBytes,
      lines: corpusLines,
      subject: 'robots-parser',
      make: () => texts.map((text) => robotsParser(`${ORIGIN}/robots.txt`, text)),
    },
    {
      input: `many lines: ${fmt(manyLines.length / 1e6)} MB, ${fmt(manyLinesCount)} lines`,
      bytes: manyLines.length,
      lines: manyLinesCount,
      subject: 'parse()',
      make: () => library.parse(manyLines),
    },
  ].map(({ make, ...row }) => {
    const retained = retainedBytes(make, plan.memorySamples);
    // The text exists before the measurement; the document keeps it alive: 1 byte per (ASCII) input byte.
    return {
      ...row,
      retainedBytes: Math.round(retained),
      perInputByte: round2(retained / row.bytes),
      perInputByteWithText: round2(retained / row.bytes + 1),
      perLine: round2(retained / row.lines),
    };
  });
  printTable(
    '§6c Memory retained by parse (row 4: ≤ 1.5 B per input byte with the text, ≤ 48 B per line; heapUsed + arrayBuffers)',
    ['input', 'object', 'retained', 'B / input byte', '+ the text', 'B / line'],
    rows.map((row) => [row.input, row.subject, `${fmt(row.retainedBytes / 1e6)} MB`, fmt(row.perInputByte), fmt(row.perInputByteWithText), fmt(row.perLine)]),
  );
  note("parse() keeps each line's start (4 bytes) and the text; line objects are made when asked for.");
  return rows;
}

/** Row 6: parse MB/s at 50 MB against 500 KB (one realistic 500 KB block, repeated). */
export function parseThroughput(library, corpus, plan) {
  const block = concatenatedCorpus(corpus.files, 500_000, 9309);
  const large = block.repeat(100);
  const rounds = interleavedRounds(
    [
      {
        name: '500 KB',
        run: () => {
          for (let i = 0; i < 20; i++) library.parse(block);
        },
      },
      { name: '50 MB', run: () => library.parse(large) },
    ],
    { warmup: 1, rounds: plan.growth.rounds + 2, gcBefore: true },
  );
  const smallMBps = mbPerSecond(block.length * 20, rounds['500 KB'].medianMs);
  const largeMBps = mbPerSecond(large.length, rounds['50 MB'].medianMs);
  printTable(
    '§6d parse throughput, 50 MB against 500 KB (row 6: ≥ 0.7×)',
    ['input', 'parse MB/s', 'vs 500 KB'],
    [
      ['500 KB (realistic)', fmt(smallMBps), '1×'],
      ['50 MB (the same, 100×)', fmt(largeMBps), fmtRatio(largeMBps / smallMBps)],
    ],
  );
  return { smallMBps: round2(smallMBps), largeMBps: round2(largeMBps), ratio: round2(largeMBps / smallMBps) };
}
