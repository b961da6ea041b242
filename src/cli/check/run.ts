/**
 * The implementation of `robotstxt check` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { stat } from 'node:fs/promises';
import { booleanFlag, dialectFlag, formatFlag, integerFlag, stringFlag, stringFlags, type Format } from '../args.ts';
import { dialectsFromConfig } from '../config/config.ts';
import { ConfigLookup } from '../config/lookup.ts';
import { runBatch } from './batch/batch.ts';
import { EXIT, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { clip, JsonListWriter, printable, type Colors } from '../io/output.ts';
import { sourceOptions, warnTruncated } from '../shared.ts';
import { noteGoogleAgent } from '../agent-note.ts';
import { readSource, type Source, type SourceOptions } from '../io/source.ts';
import { urlItems, urlProblem } from '../io/urls.ts';
import {
  comparisonJson,
  otherOriginMessage,
  readUnder,
  tableHeader,
  tableRow,
  verdictJson,
  verdictLine,
  verdictsOn,
  verdictWord,
  type Reading,
} from '../verdicts.ts';
import { decodeBytes } from '../../syntax/encoding.ts';

export async function run(args: ParsedArgs, context: Context): Promise<number> {
  const fileArgs = stringFlags(args, 'files');
  if (args.positionals.length === 0 && fileArgs.length === 0) throw missingFile();
  const choice = dialectFlag(args, 'check', true);
  // Batches are for tools: JSON lines unless asked otherwise.
  const format = formatFlag(args, 'check', fileArgs.length > 0 ? 'jsonl' : 'text');
  const options = sourceOptions(args, 'check', context);
  const urlFiles = stringFlags(args, 'urls');
  const jobs = integerFlag(args, 'jobs', 'check', 0, 1);
  const configs = ConfigLookup.fromArgs(args, context, 'check');
  const agents = await agentsOf(args, options);

  if (fileArgs.length > 0) {
    if (choice === 'all') throw new UsageError('--dialect all cannot be combined with --files; run one dialect per batch.', 'check');
    for (const url of args.positionals) {
      if (urlProblem(url)) {
        throw new UsageError(
          `FILE and --files are exclusive: with --files, every argument is a URL or path to check, and '${clip(url)}' is neither. Give the robots.txt files with --files, or drop --files.`,
          'check',
        );
      }
    }
    const stdin = args.positionals.length === 0 && urlFiles.length === 0 ? usableStdin(context, '--files') : undefined;
    const urls = { args: args.positionals, files: urlFiles, ...(stdin ? { stdin } : {}) };
    const [agent, ...more] = agents;
    if (more.length > 0) throw new UsageError('--files checks one robot at a time: give one --agent, and run the batch once per robot.', 'check');
    return runBatch(
      { patterns: fileArgs, agent: agent as string, dialect: choice, format, maxBytes: options.maxBytes, urls, quiet: booleanFlag(args, 'quiet'), jobs },
      context,
    );
  }

  const [file, ...urlArgs] = args.positionals;
  if (file === undefined) throw missingFile();
  await requireFileNotUrlPath(file, urlArgs);
  for (const url of urlArgs) checkUrlArgument(url);
  if (file === '-' && urlFiles.includes('-')) {
    throw new UsageError('standard input cannot hold both the robots.txt (-) and the URL list (--urls -); put one of them in a file.', 'check');
  }
  let stdin: NodeJS.ReadStream | undefined;
  if (urlArgs.length === 0 && urlFiles.length === 0) {
    if (file === '-')
      throw new UsageError('the robots.txt is read from standard input (-), so give the URLs to check as arguments or with --urls FILE.', 'check');
    stdin = usableStdin(context, 'FILE');
  }

  const config = await configs.configFor(file);
  const dialects = dialectsFromConfig(config, stringFlag(args, 'dialect') === undefined ? undefined : choice);
  const source = await readSource(file, {
    ...options,
    hints: { directory: ` Give a file, or use 'robotstxt check --files ${clip(file)}' to check every robots.txt under it.` },
  });
  warnTruncated(source, options.maxBytes, context);
  for (const agent of agents) noteGoogleAgent(agent, dialects, context);
  const readings = dialects.map((dialect) => readUnder(source, dialect, options.maxBytes));
  reportFetch(readings, context);
  noteNotRobotsTxt(source, readings, context);
  return checkUrls(
    readings,
    agents,
    format,
    urlItems({ args: urlArgs, files: urlFiles, ...(stdin ? { stdin } : {}) }, () => context.stdin),
    context,
  );
}

/** The robots to check for: every `--agent`, then each line of every `--agents-file` (blank lines and `#` comments skipped). */
async function agentsOf(args: ParsedArgs, options: SourceOptions): Promise<string[]> {
  const agents = stringFlags(args, 'agent');
  for (const file of stringFlags(args, 'agents-file')) {
    const source = await readSource(file, { ...options, hints: {} });
    for (const line of decodeBytes(source.bytes).text.split(/\r\n|\r|\n/)) {
      const agent = line.replace(/#.*$/, '').trim();
      if (agent !== '') agents.push(agent);
    }
  }
  if (agents.length === 0)
    throw new UsageError(
      'missing --agent NAME: say which robot to check for, e.g. --agent Googlebot (repeat it, or use --agents-file FILE, for several).',
      'check',
    );
  return [...new Set(agents)];
}

function missingFile(): UsageError {
  return new UsageError('missing FILE: give a robots.txt path, - for standard input, or an http(s) URL (or use --files DIR).', 'check');
}

/**
 * A FILE that reads as the URL path to check (`check --agent x /`: the robots.txt forgotten) is a missing FILE,
 * not a directory to point `--files` at: `--files /` would read the whole file system.
 */
async function requireFileNotUrlPath(file: string, urlArgs: readonly string[]): Promise<void> {
  if (!file.startsWith('/') || (file !== '/' && urlArgs.length > 0)) return;
  let directory: boolean;
  try {
    directory = (await stat(file)).isDirectory();
  } catch {
    return;
  }
  if (directory) {
    throw new UsageError(
      `missing FILE: ${clip(file)} is a directory, so it reads as a URL path to check. Give the robots.txt first: robotstxt check FILE --agent NAME ${clip(file)}`,
      'check',
    );
  }
}

/**
 * A note when the input is no robots.txt at all (binary data, text that is not UTF-8, an HTML page) and nothing
 * in it was read as a group: every verdict is then "allowed", which is right, but says nothing about the site.
 */
function noteNotRobotsTxt(source: Source, readings: readonly Reading[], context: Context): void {
  if (source.response && source.response.status !== 200) return;
  if (readings.some((reading) => reading.robots.model.groups.length > 0)) return;
  const what = notRobotsTxt(source.bytes);
  if (what === undefined) return;
  context.stderr.line(
    `${context.stderr.color.yellow('robotstxt: note:')} ${printable(clip(source.label))} is not a robots.txt (${what}): no line of it is a rule, so every URL is allowed.`,
  );
}

/** What the bytes are instead of a robots.txt, or `undefined` when they may be one. */
function notRobotsTxt(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return 'binary data: it holds NUL bytes';
  const decoded = decodeBytes(head);
  if (decoded.encoding === 'latin1' && decoded.invalidUtf8At !== undefined && decoded.invalidUtf8At < head.length - 3)
    return 'binary data: it is not UTF-8 text';
  if (/^\s*<(?:!doctype\s+html|html[\s>])/i.test(decoded.text.replace(/^\uFEFF/, ''))) return 'an HTML page';
  return undefined;
}

function checkUrlArgument(url: string): void {
  const problem = argumentUrlProblem(url);
  if (problem) throw new UsageError(problem, 'check');
}

/**
 * Why a URL argument is not something to check. An empty argument is the empty URL, which the library reads as
 * the path `/` (as Google's matcher does, and conformance suites pass it); a line of a URL list is never empty.
 */
function argumentUrlProblem(url: string): string | undefined {
  return url === '' ? undefined : urlProblem(url);
}

/** The width of an agent's column in the robots × URLs table. */
function columnWidth(agent: string): number {
  return Math.max(12, Math.min(printable(agent).length, 30) + 2);
}

/** The header of the robots × URLs table: one column per agent, then the URL. */
function matrixHeader(agents: readonly string[], c: Colors): string {
  return c.bold(`  ${agents.map((agent) => clip(printable(agent), 30).padEnd(columnWidth(agent))).join('')}url`);
}

/** One row of the robots × URLs table; `*` marks a URL the robots are not all given the same verdict for. */
function matrixRowText(agents: readonly string[], allowed: readonly boolean[], url: string, c: Colors): string {
  const differ = new Set(allowed).size > 1;
  return `${differ ? c.yellow('*') : ' '} ${allowed.map((verdict, i) => verdictWord(verdict, c, columnWidth(agents[i] as string))).join('')}${printable(url)}`;
}

/** Standard input as the URL list, unless it is a terminal (nobody is typing URLs there). */
function usableStdin(context: Context, what: string): NodeJS.ReadStream {
  if (context.stdin.isTTY) {
    throw new UsageError(`no URLs to check: give them after ${what}, with --urls FILE, or one per line on standard input.`, 'check');
  }
  return context.stdin;
}

/** For a fetched file: what the fetch meant, on stderr, once per distinct sentence. */
function reportFetch(readings: readonly Reading[], context: Context): void {
  const c = context.stderr.color;
  const said = new Set<string>();
  for (const reading of readings) {
    const fetched = reading.fetched;
    if (!fetched) continue;
    const label = fetched.failure ? c.yellow('robotstxt: warning:') : c.dim('robotstxt: note:');
    const notes =
      fetched.outcome === 'rules'
        ? fetched.warnings.map((warning) => warning.message)
        : [`under ${reading.dialect} every URL is ${fetched.outcome === 'disallow-all' ? 'disallowed' : 'allowed'}. ${fetched.reason}`];
    for (const note of notes) {
      if (said.has(note)) continue;
      said.add(note);
      context.stderr.line(`${label} ${printable(clip(note, 500))}`);
    }
  }
}

async function checkUrls(
  readings: readonly Reading[],
  agents: readonly string[],
  format: Format,
  items: AsyncIterable<{ url: string; origin: string }>,
  context: Context,
): Promise<number> {
  const { stdout, stderr } = context;
  const c = stdout.color;
  const table = readings.length > 1;
  let anyDisallowed = false;
  let badInput = false;
  let anyDiffer = false;
  let anyDifferAgents = false;
  let count = 0;
  const json = format === 'text' ? undefined : new JsonListWriter(stdout, format);
  // A fetched robots.txt is bound to its own origin (RFC 9309 §2.3); a file read from disk is not.
  const fetchedFrom = readings[0]?.robots.origin;
  const matrix = agents.length > 1;
  // With --dialect all and several robots, a column of agent names: as wide as the longest (up to 30).
  const agentWidth = agents.reduce((width, agent) => Math.max(width, Math.min(printable(agent).length, 30)), 5);
  if (format === 'text' && table)
    stdout.line(
      tableHeader(
        readings.map((r) => r.dialect),
        c,
        matrix ? `${'agent'.padEnd(agentWidth)}  url` : 'url',
      ),
    );
  else if (format === 'text' && matrix) stdout.line(matrixHeader(agents, c));
  try {
    for await (const item of items) {
      const problem = argumentUrlProblem(item.url);
      if (problem) {
        badInput = true;
        stderr.line(`${stderr.color.red('robotstxt:')} ${printable(`${item.origin}: ${problem}`)} Skipped.`);
        continue;
      }
      const byAgent = agents.map((agent) => verdictsOn(readings, item.url, agent));
      if (byAgent.some((verdicts) => verdicts === undefined)) {
        badInput = true;
        stderr.line(`${stderr.color.red('robotstxt:')} ${printable(`${item.origin}: ${otherOriginMessage(clip(item.url), fetchedFrom ?? '')}`)} Skipped.`);
        continue;
      }
      count++;
      const matrixRow: boolean[] = [];
      agents.forEach((agent, i) => {
        const verdicts = byAgent[i] as NonNullable<(typeof byAgent)[number]>;
        const explanations = verdicts.map((v) => v.explanation);
        if (explanations.some((e) => !e.allowed)) anyDisallowed = true;
        if (new Set(explanations.map((e) => e.allowed)).size > 1) anyDiffer = true;
        if (json) {
          const [only] = verdicts;
          json.item(table || !only ? comparisonJson(item.url, agent, verdicts) : verdictJson(only.reading, only.explanation));
        } else if (table) {
          stdout.line(tableRow(matrix ? `${agent.padEnd(agentWidth)}  ${item.url}` : item.url, explanations, c));
        } else if (matrix) {
          matrixRow.push((explanations[0] as (typeof explanations)[number]).allowed);
        } else {
          for (const v of verdicts) stdout.line(verdictLine(v.reading, v.explanation, c));
        }
      });
      if (!json && !table && matrix) {
        if (new Set(matrixRow).size > 1) anyDifferAgents = true;
        stdout.line(matrixRowText(agents, matrixRow, item.url, c));
      }
      // Nobody reads the verdicts any more (`| head -1`): stop reading URLs.
      if (stdout.closed) break;
    }
  } catch (error) {
    // A --urls file that cannot be read, found half-way: close the array so stdout stays one document.
    if (json?.started) json.end();
    throw error;
  }
  if (table && format === 'text' && anyDiffer) stdout.line(c.dim('* marks the URLs on which the dialects disagree'));
  else if (matrix && format === 'text' && anyDifferAgents) stdout.line(c.dim('* marks the URLs the robots are not all given the same verdict for'));
  if (count === 0 && !badInput) {
    // Nothing was checked: an error, and no half-document on stdout.
    stderr.line(`${stderr.color.red('robotstxt:')} no URLs to check: the list was empty. Give URLs as arguments, with --urls FILE, or on standard input.`);
    return EXIT.error;
  }
  json?.end();
  if (badInput) return EXIT.error;
  return anyDisallowed ? EXIT.findings : EXIT.ok;
}
