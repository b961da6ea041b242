/**
 * §10 Formatting and editing (issue 13): `format()` throughput over the
 * corpus beside robots-parser's parse of the same strings in the same run
 * (the target is ≥ 1×: formatting costs no more than robots-parser spends
 * just reading the file), with no dialect (every dialect's meaning
 * kept), with each dialect, and with the costlier layout options (CRLF line
 * ends, aligned comments); and the cost of one editing operation
 * (`addRule` on a new agent, `addRule` on the `*` group, `renameAgent`) on
 * the largest real file (3.7 MB), with `applyEdits`.
 */
import { largestRealFile, ORIGIN } from '../lib/corpus.mjs';
import { fmt, fmtDuration, fmtRatio, interleavedRounds, mbPerSecond, median, note, printTable, round2, timeMs } from '../lib/measure.mjs';

export async function runFormatSection({ library, robotsParser, corpus, plan }) {
  const { files, totalBytes } = corpus;
  const robotsUrl = `${ORIGIN}/robots.txt`;
  let sink = 0;
  // Each option set beside robots-parser's parse: no dialect (every dialect's meaning kept), each dialect, and the
  // layout options that cost the most (a line end other than the file's, aligned comments).
  const optionSets = [
    ['format', 'format(text) (every dialect kept)', {}],
    ['format-rfc9309', "format(text, { dialect: 'rfc9309' })", { dialect: 'rfc9309' }],
    ['format-google', "format(text, { dialect: 'google' })", { dialect: 'google' }],
    ['format-1994', "format(text, { dialect: '1994' })", { dialect: '1994' }],
    ['format-draft-1996', "format(text, { dialect: 'draft-1996' })", { dialect: 'draft-1996' }],
    ['format-crlf', "format(text, { lineEnding: 'crlf' })", { lineEnding: 'crlf' }],
    ['format-align', 'format(text, { alignComments: true })', { alignComments: true }],
  ];
  const rounds = interleavedRounds(
    [
      ...optionSets.map(([name, , options]) => ({
        name,
        run: () => {
          for (const file of files) sink += library.format(file.text, options).length;
        },
      })),
      {
        name: 'robots-parser',
        run: () => {
          for (const file of files) sink += robotsParser(robotsUrl, file.text)._sitemaps.length;
        },
      },
    ],
    plan.parse,
  );
  const theirsMBs = mbPerSecond(totalBytes, rounds['robots-parser'].medianMs);
  const mbs = Object.fromEntries(optionSets.map(([name]) => [name, mbPerSecond(totalBytes, rounds[name].medianMs)]));
  const formatMBs = mbs.format;
  const rfcMBs = mbs['format-rfc9309'];
  printTable(
    `§10 Format throughput: ${files.length} files of corpus/top-sites, ${fmt(totalBytes / 1e6)} MB, median of ${plan.parse.rounds} interleaved rounds`,
    ['', 'median time', 'MB/s', 'ratio to robots-parser parse (target ≥ 1×)'],
    [
      ...optionSets.map(([name, label]) => [label, fmtDuration(rounds[name].medianMs), fmt(mbs[name]), fmtRatio(mbs[name] / theirsMBs)]),
      ['robots-parser robotsParser() (parse only)', fmtDuration(rounds['robots-parser'].medianMs), fmt(theirsMBs), ''],
    ],
  );

  const large = largestRealFile(library);
  const document = library.parse(large.text);
  const operations = [
    ['addRule(doc, "GPTBot", "disallow", "/") (a new group)', () => library.edit.addRule(document, 'GPTBot', 'disallow', '/')],
    ['addRule(doc, "*", "disallow", "/private/")', () => library.edit.addRule(document, '*', 'disallow', '/private/')],
    ['renameAgent(doc, "*", "*")', () => library.edit.renameAgent(document, '*', '*')],
    ['addSitemap(doc, url)', () => library.edit.addSitemap(document, 'https://example.com/new-sitemap.xml')],
  ];
  const runs = Math.max(3, plan.parse.rounds);
  const editRows = [];
  const editResults = {};
  for (const [name, operation] of operations) {
    operation();
    const times = Array.from({ length: runs }, () => timeMs(() => (sink += library.applyEdits(large.text, operation()).length)));
    const ms = median(times);
    editRows.push([name, fmtDuration(ms)]);
    editResults[name] = round2(ms);
  }
  const parseMs = median(Array.from({ length: runs }, () => timeMs(() => (sink += library.parse(large.text).lineCount))));
  editRows.push(['(parse() of the same file, for scale)', fmtDuration(parseMs)]);
  printTable(
    `§10b One edit on ${large.name} (${fmt(large.bytes.length / 1e6)} MB, parsed once), with applyEdits; median of ${runs}`,
    ['operation', 'median time'],
    editRows,
  );
  note('Each edit reads the groups of the parsed document (the model under rfc9309), then builds the edits; applyEdits joins the text once.');
  if (sink === 0.5) console.log('');
  return {
    formatMBs: round2(formatMBs),
    formatRfc9309MBs: round2(rfcMBs),
    robotsParserMBs: round2(theirsMBs),
    ratio: round2(formatMBs / theirsMBs),
    ratioRfc9309: round2(rfcMBs / theirsMBs),
    ratios: Object.fromEntries(optionSets.map(([name]) => [name, round2(mbs[name] / theirsMBs)])),
    editMs: editResults,
    largeParseMs: round2(parseMs),
  };
}
