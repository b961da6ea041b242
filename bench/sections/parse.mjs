/**
 * §1 Parse throughput over the real corpus: `parse()` (the line scanner, the
 * default engine) and the `parse` of `robotstxt-toolkit/grammar` (the
 * Chevrotain lexer and parser) against robots-parser, and where the grammar engine's
 * time goes (lexing, grammar recognition, tree building).
 */
import { GC_STAGE, printProfile, profileRegion, summariseProfile } from '../lib/profile.mjs';
import { collectGarbage, fmt, fmtDuration, fmtRatio, gcShare, interleavedRounds, mbPerSecond, median, note, printTable, round2 } from '../lib/measure.mjs';
import { ORIGIN } from '../lib/corpus.mjs';

/** Profile frames by parse stage: Chevrotain's lexer and our token patterns, its recognizer and our rules, our tree. */
const PARSE_STAGES = [
  GC_STAGE,
  { stage: 'lexing', test: (frame) => frame.functionName.startsWith('RegExp:') },
  { stage: 'lexing', test: (frame) => /chevrotain\/lib\/src\/scan\//.test(frame.url) },
  { stage: 'lexing', test: (frame) => /grammar\/tokens\.[jt]s$/.test(frame.url) },
  { stage: 'grammar recognition', test: (frame) => /chevrotain\/lib\/src\/parse\//.test(frame.url) },
  { stage: 'grammar recognition', test: (frame) => /grammar\/parser\.[jt]s$/.test(frame.url) },
  { stage: 'line scanner', test: (frame) => /\/src\/syntax\/scan\.[jt]s$/.test(frame.url) },
  { stage: 'tree building', test: (frame) => /\/src\/syntax\//.test(frame.url) },
];

export async function runParseSection({ library, robotsParser, corpus, plan }) {
  const { files, totalBytes } = corpus;
  const robotsUrl = `${ORIGIN}/robots.txt`;
  let sink = 0;

  const rounds = interleavedRounds(
    [
      {
        name: 'ours',
        run: () => {
          for (const file of files) sink += library.parse(file.text).lines.length;
        },
      },
      {
        name: 'grammar',
        run: () => {
          for (const file of files) sink += library.parseWithGrammar(file.text).lines.length;
        },
      },
      {
        name: 'robots-parser',
        run: () => {
          for (const file of files) sink += robotsParser(robotsUrl, file.text)._sitemaps.length;
        },
      },
    ],
    plan.parse,
  );
  const oursGc = await gcShare(rounds.ours.windows);
  const theirsGc = await gcShare(rounds['robots-parser'].windows);
  const oursMBs = mbPerSecond(totalBytes, rounds.ours.medianMs);
  const grammarMBs = mbPerSecond(totalBytes, rounds.grammar.medianMs);
  const theirsMBs = mbPerSecond(totalBytes, rounds['robots-parser'].medianMs);
  printTable(
    `§1 Parse throughput: ${files.length} files of corpus/top-sites, ${fmt(totalBytes / 1e6)} MB, median of ${plan.parse.rounds} interleaved rounds`,
    ['parser', 'median time', 'MB/s', 'in GC pauses'],
    [
      ['robotstxt-toolkit parse() (line scanner)', fmtDuration(rounds.ours.medianMs), fmt(oursMBs), `${fmt(oursGc * 100)} %`],
      ['grammar parse(text) (Chevrotain)', fmtDuration(rounds.grammar.medianMs), fmt(grammarMBs), ''],
      ['robots-parser robotsParser()', fmtDuration(rounds['robots-parser'].medianMs), fmt(theirsMBs), `${fmt(theirsGc * 100)} %`],
      ['ratio parse() / robots-parser', '', fmtRatio(oursMBs / theirsMBs), ''],
      ['ratio grammar engine / robots-parser', '', fmtRatio(grammarMBs / theirsMBs), ''],
    ],
  );
  note('Both get the same strings (decoded up front with decodeBytes, not timed).');

  const breakdown = stageBreakdown(library, files, plan.breakdownRounds);
  const parseMs = breakdown.parse;
  const stages = {
    lexing: breakdown.tokenize,
    recognition: breakdown.recognize,
    treeBuilding: parseMs - breakdown.tokenize - breakdown.recognize,
  };
  const stageRows = [
    ['lexing: tokenize()', stages.lexing],
    ['grammar recognition: recognize(tokens)', stages.recognition],
    ['tree building + diagnostics (parse − the two above)', stages.treeBuilding],
  ];
  printTable(
    `§1b Where the grammar engine's time goes (each file timed stage by stage; median of ${plan.breakdownRounds} rounds)`,
    ['stage', 'time', 'share of parse', 'MB/s alone'],
    [
      ...stageRows.map(([stage, ms]) => [stage, fmtDuration(ms), `${fmt((ms / parseMs) * 100)} %`, fmt(mbPerSecond(totalBytes, ms))]),
      ['grammar parse(text) in total', fmtDuration(parseMs), '100 %', fmt(mbPerSecond(totalBytes, parseMs))],
      ['decodeBytes() (bytes → text; outside the MB/s above)', fmtDuration(breakdown.decode), '', fmt(mbPerSecond(totalBytes, breakdown.decode))],
    ],
  );
  note("Stage by stage, file by file, each stage runs colder than in §1, so the total here is higher than §1's time.");

  let profile;
  if (plan.profile) {
    const sampled = await profileRegion(() => {
      for (let round = 0; round < plan.profileRounds; round++) for (const file of files) sink += library.parse(file.text).lines.length;
    });
    profile = summariseProfile(sampled, PARSE_STAGES);
    printProfile(
      `§1c CPU profile of parse() (V8 sampling profiler, ${plan.profileRounds} passes over the corpus, ${fmt(profile.sampledMs / 1000)} s sampled): self time by stage`,
      profile,
    );
  }
  if (sink === 0) throw new Error('parse produced nothing');

  return {
    files: files.length,
    bytes: totalBytes,
    rounds: plan.parse,
    oursMs: round2(rounds.ours.medianMs),
    robotsParserMs: round2(rounds['robots-parser'].medianMs),
    oursMBps: round2(oursMBs),
    grammarEngineMs: round2(rounds.grammar.medianMs),
    grammarEngineMBps: round2(grammarMBs),
    gcShare: { ours: round2(oursGc), robotsParser: round2(theirsGc) },
    robotsParserMBps: round2(theirsMBs),
    ratioOursOverRobotsParser: round2(oursMBs / theirsMBs),
    samplesMs: { ours: rounds.ours.samplesMs, robotsParser: rounds['robots-parser'].samplesMs },
    breakdownMs: {
      lexing: round2(stages.lexing),
      recognition: round2(stages.recognition),
      treeBuilding: round2(stages.treeBuilding),
      parse: round2(parseMs),
      decodeBytes: round2(breakdown.decode),
    },
    profile,
  };
}

/**
 * Times each stage file by file: decode, tokenize, recognize (on the tokens
 * just produced), and a whole parse. Tree building is the whole parse less
 * its first two stages.
 */
function stageBreakdown(library, files, rounds) {
  const totals = { decode: [], tokenize: [], recognize: [], parse: [] };
  let sink = 0;
  for (let round = 0; round < rounds + 1; round++) {
    collectGarbage();
    const sum = { decode: 0, tokenize: 0, recognize: 0, parse: 0 };
    for (const file of files) {
      const t0 = performance.now();
      sink += library.decodeBytes(file.bytes).text.length;
      const t1 = performance.now();
      const lexed = library.tokenize(file.text);
      const t2 = performance.now();
      sink += library.recognize(lexed.tokens).length;
      const t3 = performance.now();
      sink += library.parseWithGrammar(file.text).lines.length;
      const t4 = performance.now();
      sum.decode += t1 - t0;
      sum.tokenize += t2 - t1;
      sum.recognize += t3 - t2;
      sum.parse += t4 - t3;
    }
    // Round 0 warms up.
    if (round > 0) for (const key of Object.keys(totals)) totals[key].push(sum[key]);
  }
  if (sink === 0) throw new Error('breakdown produced nothing');
  return Object.fromEntries(Object.entries(totals).map(([key, values]) => [key, median(values)]));
}
