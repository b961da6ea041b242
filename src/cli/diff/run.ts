/**
 * The implementation of `robotstxt diff` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { closest, dialectFlag, stringFlag, stringFlags } from '../args.ts';
import { dialectsFromConfig } from '../config/config.ts';
import { ConfigLookup } from '../config/lookup.ts';
import { EXIT, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { clip, printable as p, writeJson, type Output } from '../io/output.ts';
import { readSource } from '../io/source.ts';
import { sourceOptions, warnTruncated } from '../shared.ts';
import { outcomeShort, readUnder, type Reading } from '../verdicts.ts';
import { diffMeaning, type MeaningDiff, type RobotChange, type ValueChange, type VerdictAt } from '../../match/diff.ts';

const FORMATS = ['text', 'json', 'jsonl', 'github'] as const;
type DiffFormat = (typeof FORMATS)[number];

/** The two readings of one dialect, and what changed between them. */
interface Compared {
  readonly old: Reading;
  readonly now: Reading;
  readonly diff: MeaningDiff;
}

export async function run(args: ParsedArgs, context: Context): Promise<number> {
  const choice = stringFlag(args, 'dialect') === undefined ? undefined : dialectFlag(args, 'diff', true);
  const configs = ConfigLookup.fromArgs(args, context, 'diff');
  const format = formatOf(args);
  const [oldFile, newFile, ...extra] = args.positionals;
  if (oldFile === undefined || newFile === undefined) throw new UsageError('diff needs OLD and NEW: two robots.txt paths, URLs, or - for one of them.', 'diff');
  if (extra.length > 0) throw new UsageError(`diff compares two files, got ${extra.length + 2}.`, 'diff');
  if (oldFile === '-' && newFile === '-') throw new UsageError('only one of OLD and NEW can be - (standard input).', 'diff');
  const options = sourceOptions(args, 'diff', context);
  const oldSource = await readSource(oldFile, options);
  const newSource = await readSource(newFile, options);
  warnTruncated(oldSource, options.maxBytes, context);
  warnTruncated(newSource, options.maxBytes, context);
  const agents = stringFlags(args, 'agent');
  // The settings of the new file: the one a change is about to publish.
  const dialects = dialectsFromConfig(await configs.configFor(newFile), choice);
  const compared: Compared[] = dialects.map((dialect) => {
    const old = readUnder(oldSource, dialect, options.maxBytes);
    const now = readUnder(newSource, dialect, options.maxBytes);
    return { old, now, diff: diffMeaning(old.robots, now.robots, { agents }) };
  });
  if (format === 'json' || format === 'jsonl') {
    const json = (entry: Compared): unknown => ({ old: entry.old.label, new: entry.now.label, ...entry.diff });
    writeJson(
      context.stdout,
      dialects.length > 1 ? Object.fromEntries(compared.map((entry) => [entry.diff.dialect, json(entry)])) : json(compared[0] as Compared),
      format,
    );
  } else if (format === 'github') {
    for (const entry of compared) for (const line of githubLines(entry)) context.stdout.line(line);
  } else {
    compared.forEach((entry, i) => {
      if (i > 0) context.stdout.line();
      printDiff(entry, context.stdout);
    });
  }
  return compared.every((entry) => entry.diff.same) ? EXIT.ok : EXIT.findings;
}

function formatOf(args: ParsedArgs): DiffFormat {
  const value = stringFlag(args, 'format') ?? 'text';
  if ((FORMATS as readonly string[]).includes(value)) return value as DiffFormat;
  const near = closest(value, FORMATS);
  throw new UsageError(`unknown format '${clip(value)}'.${near ? ` Did you mean ${near}?` : ''} Choose one of: ${FORMATS.join(', ')}.`, 'diff');
}

/** `GPTBot`, or `UnlistedBot and 170 other robots`. */
function robotsText(agents: readonly string[]): string {
  const [first, ...rest] = agents;
  return rest.length === 0 ? p(first ?? '') : `${p(first ?? '')} and ${rest.length} other robot${rest.length === 1 ? '' : 's'}`;
}

function verdictText(verdict: VerdictAt, reading: Reading): string {
  const word = verdict.allowed ? 'allowed' : 'disallowed';
  if (verdict.line === undefined) return `${word} (no rule)`;
  const text = reading.robots.document.line(verdict.line)?.content.trim() ?? '';
  return `${word} by ${p(reading.label)}:${verdict.line} ${p(clip(text, 80))}`;
}

const HEADINGS: Record<RobotChange['severity'], string> = { 'lost-root': 'LOST /', lost: 'LOST', gained: 'GAINED' };
const SHOWN_CHANGES = 5;

function printDiff({ old, now, diff }: Compared, out: Output): void {
  const c = out.color;
  const header = `${p(old.label)} → ${p(now.label)} under ${diff.dialect}`;
  out.line(
    diff.same
      ? `${header}: the same meaning ${c.dim(`(${diff.compared.robots} robots × ${diff.compared.paths} URLs compared)`)}`
      : `${c.bold(header)}: the meaning changed`,
  );
  for (const reading of [old, now])
    if (reading.fetched && reading.fetched.outcome !== 'rules') out.line(`  ${c.dim('fetched')} ${p(reading.label)}: ${p(outcomeShort(reading.fetched))}`);
  for (const robot of diff.robots) {
    const heading = HEADINGS[robot.severity];
    const colored = robot.severity === 'gained' ? c.green(heading) : c.red(heading);
    out.line(`  ${colored}${' '.repeat(8 - heading.length)}${robotsText(robot.agents)}${robot.named ? '' : c.dim(' (by the * group)')}`);
    for (const change of robot.changes.slice(0, SHOWN_CHANGES)) {
      out.line(`      ${p(change.path)}  ${verdictText(change.before, old)} → ${verdictText(change.after, now)}`);
    }
    if (robot.changes.length > SHOWN_CHANGES) out.line(c.dim(`      and ${robot.changes.length - SHOWN_CHANGES} more URLs (--format json lists them)`));
  }
  if (diff.sitemaps.added.length + diff.sitemaps.removed.length > 0) {
    out.line(`  ${c.bold('sitemaps')}`);
    for (const url of diff.sitemaps.removed) out.line(`      - ${p(url)}`);
    for (const url of diff.sitemaps.added) out.line(`      + ${p(url)}`);
  }
  if (diff.host) out.line(`  ${c.bold('host')}  ${valueText(diff.host)}`);
  const perRobot: [string, readonly ValueChange<unknown>[]][] = [
    ['crawl-delay', diff.crawlDelay],
    ['request-rate', diff.requestRate],
    ['content-signal', diff.contentSignal],
    ['content-usage', diff.contentUsage],
  ];
  for (const [name, changes] of perRobot) {
    for (const change of changes) out.line(`  ${c.bold(name)}  ${robotsText(change.agents ?? [])}: ${valueText(change)}`);
  }
}

function valueText(change: ValueChange<unknown>): string {
  const show = (value: unknown): string => (value === undefined ? '(none)' : p(String(value)));
  return `${show(change.before)} → ${show(change.after)}`;
}

/** One workflow annotation per robot change, on the NEW file's deciding line (or line 1). */
function githubLines({ old, now, diff }: Compared): string[] {
  const escapeData = (text: string): string => p(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return diff.robots.map((robot) => {
    const first = robot.changes[0];
    const line = first?.after.line ?? 1;
    const level = robot.severity === 'gained' ? 'notice' : robot.severity === 'lost-root' ? 'error' : 'warning';
    const what = first ? `${first.path}: ${verdictText(first.before, old)} → ${verdictText(first.after, now)}` : '';
    const message = `${robotsText(robot.agents)} ${robot.severity === 'gained' ? 'gained' : 'lost'} ${robot.changes.length} URL${robot.changes.length === 1 ? '' : 's'} under ${diff.dialect} (${what})`;
    return `::${level} file=${escapeProperty(now.label)},line=${line},title=${escapeProperty(`robotstxt diff ${robot.severity}`)}::${escapeData(message)}`;
  });
}
