/**
 * The implementation of `robotstxt ai` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { booleanFlag, dialectFlag, formatFlag, soleOperand, stringFlag, stringFlags } from '../args.ts';
import { ConfigLookup } from '../config/lookup.ts';
import { EXIT, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { printable as p, writeJson, type Output } from '../io/output.ts';
import { readSource } from '../io/source.ts';
import { sourceOptions, warnTruncated } from '../shared.ts';
import { outcomeShort, readUnder, type Reading } from '../verdicts.ts';
import { aiAccess, type AccessLevel, type AiAccessReport, type CrawlerAccess } from '../../match/ai-access.ts';

export async function run(args: ParsedArgs, context: Context): Promise<number> {
  const flag = stringFlag(args, 'dialect') === undefined ? undefined : dialectFlag(args, 'ai', false);
  const configs = ConfigLookup.fromArgs(args, context, 'ai');
  const format = formatFlag(args, 'ai');
  const paths = stringFlags(args, 'path');
  for (const path of paths) {
    if (!path.startsWith('/')) throw new UsageError(`--path takes a path starting with /, not '${p(path)}'.`, 'ai');
  }
  const file = soleOperand(args, 'ai', 'FILE', 'ai needs FILE: a robots.txt path, an http(s) URL or - for standard input.');
  const options = sourceOptions(args, 'ai', context);
  const source = await readSource(file, options);
  warnTruncated(source, options.maxBytes, context);
  const dialect = flag ?? (await configs.configFor(file)).dialect ?? 'rfc9309';
  const reading = readUnder(source, dialect, options.maxBytes);
  const report = aiAccess(reading.robots, paths.length > 0 ? { paths } : {});
  if (format !== 'text') writeJson(context.stdout, { file: reading.label, ...report }, format);
  else printReport(reading, report, booleanFlag(args, 'all'), context.stdout);
  return EXIT.ok;
}

const LEVEL_ORDER: readonly AccessLevel[] = ['blocked', 'partly', 'allowed'];

function printReport(reading: Reading, report: AiAccessReport, all: boolean, out: Output): void {
  const c = out.color;
  const word = (level: AccessLevel): string => (level === 'blocked' ? c.red(level) : level === 'partly' ? c.yellow(level) : c.green(level));
  out.line(`${c.bold(p(reading.label))} under ${report.dialect}: ${report.crawlers.length} known crawlers`);
  if (reading.fetched && reading.fetched.outcome !== 'rules') out.line(`  ${c.dim('fetched')} ${p(outcomeShort(reading.fetched))}`);
  out.line(
    `  ${c.dim('asked about')} / ${report.sections.length > 0 ? `and ${report.sections.map((path) => p(path)).join(', ')}` : '(the file names no other path)'}`,
  );
  for (const summary of report.purposes) {
    const members = report.crawlers.filter((entry) => entry.crawler.purpose === summary.purpose);
    if (members.length === 0) continue;
    out.line();
    const counts = LEVEL_ORDER.map((level) => `${word(level)} ${summary[level]}`).join(' · ');
    out.line(`${c.bold(summary.label)} (${members.length})  ${counts}`);
    // Search engines are few and every owner asks about them: always one by one.
    const listed = all || summary.purpose === 'search' ? members : members.filter((entry) => entry.named || entry.notes.length > 0);
    for (const entry of [...listed].sort((a, b) => LEVEL_ORDER.indexOf(a.access) - LEVEL_ORDER.indexOf(b.access))) {
      out.line(`  ${word(entry.access)}${' '.repeat(9 - entry.access.length)}${crawlerRow(entry, reading)}`);
      for (const note of entry.notes) out.line(`            ${c.dim(p(note))}`);
    }
    const rest = members.length - listed.length;
    if (rest > 0)
      out.line(c.dim(`  ${rest} more not named in the file (${restSummary(members.filter((entry) => !listed.includes(entry)))}); --all lists them`));
  }
  if (report.findings.length > 0) {
    out.line();
    out.line(c.bold('Worth a look'));
    for (const finding of report.findings) out.line(`  ${p(reading.label)}:${finding.line}: ${p(finding.message)} ${c.dim(`[${finding.kind}]`)}`);
  }
}

function crawlerRow(entry: CrawlerAccess, reading: Reading): string {
  const { crawler } = entry;
  const operator = crawler.operator === undefined ? '' : ` (${p(crawler.operator)})`;
  const decided = entry.root.line === undefined ? '' : `  / decided by ${p(reading.label)}:${entry.root.line}`;
  const closed = entry.sections.filter((section) => !section.allowed).map((section) => p(section.path));
  const sections =
    entry.access === 'partly' && closed.length > 0
      ? `  closed: ${closed.slice(0, 4).join(', ')}${closed.length > 4 ? ` and ${closed.length - 4} more` : ''}`
      : '';
  // The * group's signal would repeat on every row: a named crawler's own is worth the space.
  const signal =
    entry.signals === null || !entry.named
      ? ''
      : `  Content-Signal ${Object.entries(entry.signals)
          .filter(([, value]) => value !== 'unstated')
          .map(([key, value]) => `${key}=${value}`)
          .join(', ')}`;
  return `${p(crawler.token)}${operator}${entry.named || crawler.obeysOnlyWhenNamed ? '' : ' (by the * group)'}${decided}${sections}${signal}`;
}

function restSummary(entries: readonly CrawlerAccess[]): string {
  return LEVEL_ORDER.map((level) => [level, entries.filter((entry) => entry.access === level).length] as const)
    .filter(([, count]) => count > 0)
    .map(([level, count]) => `${count} ${level}`)
    .join(', ');
}
