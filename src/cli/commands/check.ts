/**
 * `robotstxt check`: may this robot fetch these URLs? One line (or JSON
 * object) per URL; `--dialect all` compares the five dialects; `--files`
 * checks many robots.txt files at once (see `batch/`).
 *
 * @module
 */
import { booleanFlag, DIALECT_NAMES, dialectFlag, formatFlag, integerFlag, requiredAgent, SHARED, stringFlags, type Format } from '../args.ts';
import { runBatch } from '../batch/batch.ts';
import { EXIT, UsageError, type Command, type Context } from '../command.ts';
import { loadMatchEngine } from '../engine.ts';
import { clip, JsonListWriter, printable } from '../output.ts';
import { sourceOptions, warnTruncated } from '../shared.ts';
import { noteGoogleAgent } from '../agent-note.ts';
import { readSource } from '../source.ts';
import { urlItems, urlProblem } from '../urls.ts';
import { comparisonJson, readUnder, tableHeader, tableRow, verdictJson, verdictLine, type Reading } from '../verdicts.ts';
import type { Dialect } from '../../match/types.ts';

export const checkCommand: Command = {
  name: 'check',
  summary: 'Say whether a robot may fetch URLs, and which line decides.',
  usage: [
    'check FILE|URL|- --agent NAME [--dialect D|all] [--format FMT] [URL-or-path …]',
    'check --files DIR|GLOB … --agent NAME [--format FMT] [URL-or-path …]',
  ],
  description: [
    "FILE is a robots.txt path, - for standard input, or an http(s) URL (its site's /robots.txt is fetched; the HTTP status counts as the dialect says, see `robotstxt fetch`).",
    'The URLs to check come after FILE, from --urls FILE, or (when FILE is not -) one per line on standard input. Each is an absolute URL or a path (/a/b?c).',
    'Prints one line per URL: allowed or disallowed, the line that decided (file:line: text) and the dialect. --dialect all prints the verdict under each dialect and marks with * the URLs where they differ.',
    '--format json prints one JSON array with an object per URL (the Explanation plus file and truncated; with --dialect all, url, differ and a verdicts map); --format jsonl prints the same objects one per line, as they are checked.',
    'With --files, checks every file of a directory (recursively) or every match of a glob (*, **, ?, [..], {a,b}; quote it) and prints one JSON line per file and URL (jsonl; --format text for the one-line form, json for one array). Large batches use worker threads.',
    'Exit status: 0 when every URL is allowed, 1 when any is disallowed (under any dialect checked), 2 on usage or input errors.',
  ],
  options: {
    agent: SHARED.agent,
    dialect: { ...SHARED.dialect, description: 'rfc9309 (default), google, draft-1996, 1994, revisited-1996, or all to compare them.' },
    format: { ...SHARED.format, description: 'text (default), json (one array, an object per URL) or jsonl (an object per line; the default with --files).' },
    urls: {
      type: 'string',
      short: 'u',
      multiple: true,
      valueName: 'FILE',
      description: 'Read the URLs to check from FILE (- for standard input), one per line; # comments allowed.',
    },
    files: { type: 'string', multiple: true, valueName: 'DIR|GLOB', description: 'Check many robots.txt files: a directory or a quoted glob. Repeatable.' },
    quiet: { type: 'boolean', short: 'q', description: 'With --files: no progress bar (drawn only when stderr is a terminal and stdout is not).' },
    jobs: {
      type: 'string',
      short: 'j',
      valueName: 'N',
      description: 'With --files: threads that check files, the main one included (default: automatic, by batch size and idle CPUs; 1 = no worker threads).',
    },
    timeout: SHARED.timeout,
    'max-bytes': SHARED['max-bytes'],
  },
  examples: [
    'robotstxt check robots.txt --agent Googlebot /private/ /public/',
    'robotstxt check https://example.com --agent ExampleBot https://example.com/search?q=1',
    'robotstxt check robots.txt --agent FooBot --dialect all < urls.txt',
    "robotstxt check --files 'sites/**/robots.txt' --agent FooBot / /admin > verdicts.jsonl",
  ],
  async run(args, context) {
    const fileArgs = stringFlags(args, 'files');
    if (args.positionals.length === 0 && fileArgs.length === 0) throw missingFile();
    const agent = requiredAgent(args, 'check');
    const choice = dialectFlag(args, 'check', true);
    // Batches are for tools: JSON lines unless asked otherwise.
    const format = formatFlag(args, 'check', fileArgs.length > 0 ? 'jsonl' : 'text');
    const options = sourceOptions(args, 'check', context);
    const urlFiles = stringFlags(args, 'urls');
    const jobs = integerFlag(args, 'jobs', 'check', 0, 1);
    const dialects: readonly Dialect[] = choice === 'all' ? DIALECT_NAMES : [choice];

    if (fileArgs.length > 0) {
      if (choice === 'all') throw new UsageError('--dialect all cannot be combined with --files; run one dialect per batch.', 'check');
      for (const url of args.positionals) checkUrlArgument(url);
      const stdin = args.positionals.length === 0 && urlFiles.length === 0 ? usableStdin(context, '--files') : undefined;
      const urls = { args: args.positionals, files: urlFiles, ...(stdin ? { stdin } : {}) };
      return runBatch(
        { patterns: fileArgs, agent, dialect: choice, format, maxBytes: options.maxBytes, urls, quiet: booleanFlag(args, 'quiet'), jobs },
        context,
      );
    }

    const [file, ...urlArgs] = args.positionals;
    if (file === undefined) throw missingFile();
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

    const source = await readSource(file, options);
    warnTruncated(source, options.maxBytes, context);
    noteGoogleAgent(agent, dialects, context);
    const engine = await loadMatchEngine();
    const readings = dialects.map((dialect) => readUnder(source, dialect, engine, options.maxBytes));
    reportFetch(readings, context);
    return checkUrls(
      readings,
      agent,
      format,
      urlItems({ args: urlArgs, files: urlFiles, ...(stdin ? { stdin } : {}) }, () => context.stdin),
      context,
    );
  },
};

function missingFile(): UsageError {
  return new UsageError('missing FILE: give a robots.txt path, - for standard input, or an http(s) URL (or use --files DIR).', 'check');
}

function checkUrlArgument(url: string): void {
  const problem = urlProblem(url);
  if (problem) throw new UsageError(problem, 'check');
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
  agent: string,
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
  let count = 0;
  const json = format === 'text' ? undefined : new JsonListWriter(stdout, format);
  if (table && format === 'text')
    stdout.line(
      tableHeader(
        readings.map((r) => r.dialect),
        c,
      ),
    );
  try {
    for await (const item of items) {
      const problem = urlProblem(item.url);
      if (problem) {
        badInput = true;
        stderr.line(`${stderr.color.red('robotstxt:')} ${printable(`${item.origin}: ${problem}`)} Skipped.`);
        continue;
      }
      count++;
      const verdicts = readings.map((reading) => ({ reading, explanation: reading.robots.explain(item.url, agent) }));
      const explanations = verdicts.map((v) => v.explanation);
      if (explanations.some((e) => !e.allowed)) anyDisallowed = true;
      const differ = new Set(explanations.map((e) => e.allowed)).size > 1;
      if (differ) anyDiffer = true;
      if (json) {
        const [only] = verdicts;
        json.item(table || !only ? comparisonJson(item.url, agent, verdicts) : verdictJson(only.reading, only.explanation));
      } else if (table) {
        stdout.line(tableRow(item.url, explanations, c));
      } else {
        for (const v of verdicts) stdout.line(verdictLine(v.reading, v.explanation, c));
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
  if (count === 0 && !badInput) {
    // Nothing was checked: an error, and no half-document on stdout.
    stderr.line(`${stderr.color.red('robotstxt:')} no URLs to check: the list was empty. Give URLs as arguments, with --urls FILE, or on standard input.`);
    return EXIT.error;
  }
  json?.end();
  if (badInput) return EXIT.error;
  return anyDisallowed ? EXIT.findings : EXIT.ok;
}
