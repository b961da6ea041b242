/**
 * §2 Linear growth: parse time for realistic inputs from 5 KB to 5 MB. If
 * parsing is linear, MB/s stays roughly flat as the input grows 1000×.
 * The inputs are one block of real files repeated, so that only the size
 * changes, not the kind of lines.
 */
import { concatenatedCorpus, ORIGIN } from '../lib/corpus.mjs';
import { fmt, fmtDuration, fmtRatio, gcShare, interleavedRounds, mbPerSecond, note, printTable, round2 } from '../lib/measure.mjs';

const SIZES = [
  { label: '5 KB', bytes: 5_000 },
  { label: '50 KB', bytes: 50_000 },
  { label: '500 KB', bytes: 500_000 },
  { label: '5 MB', bytes: 5_000_000 },
];

/** Each timed sample processes about this many bytes (a 5 KB input is parsed 400 times). */
const BYTES_PER_SAMPLE = 2_000_000;

export async function runGrowthSection({ library, robotsParser, corpus, plan }) {
  // One realistic block repeated, so every size has the same mix of lines: parse cost follows lines and
  // tokens more than bytes, and differently dense inputs would blur the question "does size alone cost more?".
  const block = concatenatedCorpus(corpus.files, SIZES[0].bytes, 9309);
  const inputs = SIZES.map((size) => ({ ...size, text: block.repeat(Math.round(size.bytes / SIZES[0].bytes)) }));
  // A shape the lexer guards against: one long line of words with no colon.
  const words = [];
  for (let i = 0, length = 0; length < 500_000; i++) {
    words.push(`word${i}`);
    length += `word${i}`.length + 1;
  }
  inputs.push({ label: '500 KB, one line, no colon', bytes: 500_000, text: words.join(' ').slice(0, 500_000), shape: true });

  const robotsUrl = `${ORIGIN}/robots.txt`;
  let sink = 0;
  const results = [];
  for (const input of inputs) {
    const bytes = Buffer.byteLength(input.text);
    const repeats = Math.max(1, Math.round(BYTES_PER_SAMPLE / bytes));
    const repeat = (fn) => () => {
      for (let i = 0; i < repeats; i++) sink += fn();
    };
    const rounds = interleavedRounds(
      [
        { name: 'parse', run: repeat(() => library.parse(input.text).lines.length) },
        { name: 'compile-google', run: repeat(() => library.compile(input.text, { dialect: 'google' }).model.groups.length) },
        { name: 'robots-parser', run: repeat(() => robotsParser(robotsUrl, input.text)._sitemaps.length + 1) },
      ],
      plan.growth,
    );
    const perCall = (name) => rounds[name].medianMs / repeats;
    const parseGc = await gcShare(rounds.parse.windows);
    results.push({
      label: input.label,
      shape: Boolean(input.shape),
      bytes,
      lines: library.parse(input.text).lines.length,
      parseMs: round2(perCall('parse')),
      parseMBps: round2(mbPerSecond(bytes, perCall('parse'))),
      parseGcShare: round2(parseGc),
      parseMBpsWithoutGc: round2(mbPerSecond(bytes, perCall('parse') * (1 - parseGc))),
      compileGoogleMs: round2(perCall('compile-google')),
      compileGoogleMBps: round2(mbPerSecond(bytes, perCall('compile-google'))),
      robotsParserMs: round2(perCall('robots-parser')),
      robotsParserMBps: round2(mbPerSecond(bytes, perCall('robots-parser'))),
    });
  }
  if (sink === 0) throw new Error('growth produced nothing');

  const sized = results.filter((row) => !row.shape);
  const first = sized[0];
  printTable(
    `§2 Growth: a ${fmt(Buffer.byteLength(block))}-byte block of corpus files (cut at a line end) repeated 1×–1000×; median of ${plan.growth.rounds} rounds`,
    ['input', 'bytes', 'lines', 'parse', 'parse MB/s', 'vs 5 KB', 'in GC', 'MB/s without GC', 'compile google MB/s', 'robots-parser MB/s'],
    results.map((row) => [
      row.label,
      fmt(row.bytes),
      fmt(row.lines),
      fmtDuration(row.parseMs),
      fmt(row.parseMBps),
      row.shape ? '' : fmtRatio(row.parseMBps / first.parseMBps),
      `${fmt(row.parseGcShare * 100)} %`,
      fmt(row.parseMBpsWithoutGc),
      fmt(row.compileGoogleMBps),
      fmt(row.robotsParserMBps),
    ]),
  );
  // Superlinear work would show most over the largest step: 10× more input should take 10× the time, not 100×.
  const last = sized[sized.length - 1];
  const previous = sized[sized.length - 2];
  const topStep = last.parseMBps / previous.parseMBps;
  const overall = (key) => last[key] / first[key];
  // 1.5× allows for noise, caches and GC; a quadratic term would give about 0.1× here.
  const linear = topStep >= 1 / 1.5;
  note(
    `${previous.label} → ${last.label}: parse MB/s ×${fmt(topStep)} (1 = linear, 0.1 = quadratic): ` +
      (linear ? 'linear.' : 'NOT linear: look for superlinear work.'),
  );
  note(
    `${first.label} → ${last.label}: parse MB/s ×${fmt(overall('parseMBps'))} (robots-parser ×${fmt(overall('robotsParserMBps'))}); ` +
      'the fall comes with a rising GC share: the whole tree is alive while it is built, so the scavenger copies and promotes it.',
  );
  note('compile uses the google dialect here because rfc9309 stops reading at its 500 KiB parse limit.');
  return {
    blockBytes: Buffer.byteLength(block),
    sizes: results,
    largestStepThroughputRatio: round2(topStep),
    overallThroughputRatio: { parse: round2(overall('parseMBps')), robotsParser: round2(overall('robotsParserMBps')) },
    linear,
  };
}
