/**
 * §2 Linear growth: parse time for realistic inputs from 5 KB to 5 MB. If
 * parsing is linear, MB/s stays roughly flat as the input grows 1000×.
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
  const inputs = SIZES.map((size) => ({ ...size, text: concatenatedCorpus(corpus.files, size.bytes) }));
  // A shape the lexer guards against: one long line of words with no colon.
  const words = [];
  for (let i = 0; words.join(' ').length < 500_000; i++) words.push(`word${i}`);
  inputs.push({ label: '500 KB, one line, no colon', bytes: 500_000, text: words.join(' ').slice(0, 500_000), shape: true });

  const robotsUrl = `${ORIGIN}/robots.txt`;
  let sink = 0;
  const results = [];
  for (const input of inputs) {
    const bytes = Buffer.byteLength(input.text);
    const repeats = Math.max(1, Math.round(BYTES_PER_SAMPLE / bytes));
    const repeat = (fn) => () => { for (let i = 0; i < repeats; i++) sink += fn(); };
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
    `§2 Growth: realistic inputs (corpus files concatenated, cut at a line end); median of ${plan.growth.rounds} rounds`,
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
  const spreadOf = (values) => Math.max(...values) / Math.min(...values);
  const spread = spreadOf(sized.map((row) => row.parseMBps));
  const workSpread = spreadOf(sized.map((row) => row.parseMBpsWithoutGc));
  const topDecade = sized[sized.length - 1].parseMBps / sized[sized.length - 2].parseMBps;
  // Linear: the work per byte does not grow with size (GC pauses aside); 1.5× allows for caches and noise.
  const linear = workSpread <= 1.5;
  note(
    `parse MB/s varies ${fmt(spread)}× from 5 KB to 5 MB (5 MB vs 500 KB: ${fmtRatio(topDecade)}); without GC pauses ${fmt(workSpread)}×: ` +
      (linear ? 'the work is linear; the drop is GC copying a tree that outgrows the young generation.' : 'NOT flat even without GC: look for superlinear work.'),
  );
  note('compile uses the google dialect here because rfc9309 stops reading at its 500 KiB parse limit.');
  return { sizes: results, parseThroughputSpread: round2(spread), parseThroughputSpreadWithoutGc: round2(workSpread), linear };
}
