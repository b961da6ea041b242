/**
 * The implementation of `robotstxt fmt` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { booleanFlag, DIALECT_NAMES, formatFlag, integerFlag, stringFlag, type DialectName } from '../args.ts';
import { CliError, EXIT, inFlagNames, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { OutsideTreeError, writeFailure, writeFileAtomic, type Snapshot } from '../io/atomic-write.ts';
import { unifiedDiff } from './diff.ts';
import { expandOperands } from '../io/files.ts';
import type { Target } from '../io/walk.ts';
import { groupDigits, JsonListWriter, printable, type Output } from '../io/output.ts';
import { diagnosticLine, sourceBytesOrFail } from '../shared.ts';
import { fileError, isHttpUrl, readFileHead, readSource } from '../io/source.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { formatWithDiagnostics, type FormatOptions } from '../../format/format.ts';
import { decodeBytes } from '../../syntax/encoding.ts';
import { DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS } from '../../fetch/retrieve.ts';
import { formatOptionsFromConfig, type FormatOverrides } from '../config/config.ts';
import { ConfigLookup } from '../config/lookup.ts';

/**
 * The largest file fmt reads, and the default of `--max-bytes`. Unlike the
 * other commands, fmt never formats the head of a file: writing that back
 * would lose the rest, so a longer file is refused instead.
 */
const FMT_MAX_BYTES = 100_000_000;

type Mode = 'print' | 'check' | 'write';

interface Settings {
  readonly mode: Mode;
  readonly diff: boolean;
  /** The layout flags given; each file's options are these over its configuration file. */
  readonly overrides: FormatOverrides;
  readonly maxBytes: number;
  readonly timeoutMs: number;
  readonly agent: string | undefined;
  readonly force: boolean;
}

/** One input read and formatted. */
interface Formatted {
  readonly label: string;
  readonly text: string;
  readonly formatted: string;
  readonly diagnostics: readonly Diagnostic[];
  /** For files: what the file looked like when read (for --write). */
  readonly snapshot?: Snapshot;
}

export async function run(args: ParsedArgs, context: Context): Promise<number> {
  const settings = readSettings(args);
  const configs = ConfigLookup.fromArgs(args, context, 'fmt');
  const optionsFor = async (input: string): Promise<FormatOptions> => formatOptionsFromConfig(await configs.configFor(input), settings.overrides);
  const format = formatFlag(args, 'fmt');
  const inputs = args.positionals;
  if (inputs.length === 0) throw new UsageError('missing FILE: give robots.txt files, a directory, a quoted glob, or - for standard input.', 'fmt');
  const single = inputs.find((input) => input === '-' || isHttpUrl(input));
  if (single !== undefined && inputs.length > 1) {
    throw new UsageError(`${single === '-' ? '- (standard input)' : 'a URL'} must be fmt's only input; format files in a separate run.`, 'fmt');
  }
  if (single !== undefined && settings.mode === 'write') {
    throw new UsageError(
      `--write rewrites files; ${single === '-' ? 'standard input' : 'a URL'} has no file to rewrite. Drop --write to print the result.`,
      'fmt',
    );
  }
  // Every argument is resolved before anything is printed or written: a typo stops the run cleanly.
  const files: readonly Target[] = single === undefined ? await expandOperands(inputs) : [];
  const json = format === 'text' ? undefined : new JsonListWriter(context.stdout, format);
  let failed = false;
  let unformatted = 0;
  const report = (error: Error): void => {
    failed = true;
    context.stderr.line(`${context.stderr.color.red('robotstxt:')} ${printable(error.message)}`);
  };
  const jobs: readonly { label: string; within?: string | undefined; read: () => Promise<Formatted> }[] =
    single !== undefined
      ? [{ label: single, read: async () => readOther(single, settings, await optionsFor(single), context) }]
      : files.map((target) => ({
          label: target.path,
          within: target.within,
          read: async () => readFile(target.path, settings, await optionsFor(target.path)),
        }));
  for (const job of jobs) {
    let item: Formatted;
    try {
      item = await job.read();
    } catch (caught) {
      const error = fileError(caught, job.label);
      // On stderr only: the JSON lists the files that were read.
      report(error);
      continue;
    }
    const changed = item.formatted !== item.text;
    if (changed) unformatted++;
    let written = false;
    if (settings.mode === 'write' && changed) {
      try {
        await writeFileAtomic(item.label, new TextEncoder().encode(item.formatted), {
          expected: item.snapshot,
          force: settings.force,
          within: job.within,
        });
        written = true;
      } catch (error) {
        const failure = writeFailure(error, item.label);
        report(failure);
        json?.item({
          file: item.label,
          changed,
          written: false,
          ...(error instanceof OutsideTreeError ? { skipped: 'link-outside-tree', target: error.target } : {}),
          error: failure.message,
        });
        continue;
      }
    }
    for (const diagnostic of item.diagnostics) context.stderr.line(diagnosticLine(item.label, diagnostic, context.stderr.color));
    if (json) {
      const diff = settings.diff ? unifiedDiff(item.text, item.formatted, { old: item.label, new: item.label }) : undefined;
      json.item({
        file: item.label,
        changed,
        written,
        diagnostics: item.diagnostics,
        ...(settings.mode === 'print' && !settings.diff ? { formatted: item.formatted } : {}),
        ...(diff !== undefined ? { diff } : {}),
      });
      continue;
    }
    printText(item, { changed, written }, settings, context.stdout);
  }
  json?.end();
  if (failed) return EXIT.error;
  if (settings.mode === 'check' && unformatted > 0 && format === 'text') {
    const total = jobs.length;
    context.stderr.line(
      `${context.stderr.color.yellow('robotstxt:')} ${unformatted} of ${total} file${total === 1 ? ' is' : 's are'} not formatted. Run robotstxt fmt --write to format ${unformatted === 1 ? 'it' : 'them'}.`,
    );
  }
  return (settings.mode === 'check' || settings.diff) && settings.mode !== 'write' && unformatted > 0 ? EXIT.findings : EXIT.ok;
}

/** The flags as settings; every bad value is a usage error here, before any file is read. */
function readSettings(args: ParsedArgs): Settings {
  const check = booleanFlag(args, 'check');
  const write = booleanFlag(args, 'write');
  if (check && write) throw new UsageError('--check and --write ask for different things: give one (--check changes nothing; --write formats).', 'fmt');
  const force = booleanFlag(args, 'force');
  if (force && !write) throw new UsageError('--force only changes what --write may rewrite (read-only files too); give it with --write.', 'fmt');
  const dialect = stringFlag(args, 'dialect');
  if (dialect !== undefined && dialect !== 'all' && !(DIALECT_NAMES as readonly string[]).includes(dialect)) {
    throw new UsageError(`unknown dialect '${dialect}'. Choose one of: ${[...DIALECT_NAMES, 'all'].join(', ')}.`, 'fmt');
  }
  const lineEnding = choice(args, 'line-ending', ['lf', 'crlf', 'preserve'] as const);
  const bom = choice(args, 'bom', ['drop', 'keep'] as const);
  const overrides: FormatOverrides = {
    ...(dialect !== undefined ? { dialect: dialect as DialectName | 'all' } : {}),
    ...(lineEnding ? { lineEnding } : {}),
    ...(bom ? { bom } : {}),
    ...(booleanFlag(args, 'align-comments') ? { alignComments: true } : {}),
    ...(booleanFlag(args, 'sitemaps-at-end') ? { sitemapsAtEnd: true } : {}),
    ...(booleanFlag(args, 'remove-duplicates') ? { removeDuplicates: true } : {}),
    ...(booleanFlag(args, 'repair-typos') ? { repairTypos: true } : {}),
    ...(booleanFlag(args, 'sort') ? { sort: true } : {}),
  };
  const maxBytes = integerFlag(args, 'max-bytes', 'fmt', FMT_MAX_BYTES);
  if (maxBytes > FMT_MAX_BYTES) throw new UsageError(`--max-bytes ${maxBytes} is too large; the most is ${groupDigits(FMT_MAX_BYTES)}.`, 'fmt');
  const timeoutMs = integerFlag(args, 'timeout', 'fmt', DEFAULT_TIMEOUT_MS);
  if (timeoutMs > MAX_TIMEOUT_MS) throw new UsageError(`--timeout ${timeoutMs} is too large; the most is ${groupDigits(MAX_TIMEOUT_MS)} ms.`, 'fmt');
  return {
    mode: write ? 'write' : check ? 'check' : 'print',
    diff: booleanFlag(args, 'diff'),
    overrides,
    maxBytes,
    timeoutMs,
    agent: stringFlag(args, 'agent'),
    force,
  };
}

function choice<T extends string>(args: ParsedArgs, name: string, choices: readonly T[]): T | undefined {
  const value = stringFlag(args, name);
  if (value === undefined) return undefined;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be ${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}, not '${value}'.`, 'fmt');
}

/** Reads a whole regular file and formats it; throws a {@link CliError} when it cannot be formatted safely. */
async function readFile(path: string, settings: Settings, options: FormatOptions): Promise<Formatted> {
  const source = await readFileHead(path, settings.maxBytes);
  if (source.truncated) throw tooLarge(path, settings.maxBytes);
  return { ...formatBytes(path, source.bytes, options), ...(source.snapshot ? { snapshot: source.snapshot } : {}) };
}

/** Standard input or a URL: read whole (up to --max-bytes), never written. */
async function readOther(input: string, settings: Settings, options: FormatOptions, context: Context): Promise<Formatted> {
  const source = await readSource(input, {
    maxBytes: settings.maxBytes,
    timeoutMs: settings.timeoutMs,
    stdin: context.stdin,
    ...(settings.agent ? { agent: settings.agent } : {}),
  });
  const bytes = sourceBytesOrFail(source);
  if (source.truncated) throw tooLarge(source.label, settings.maxBytes);
  return formatBytes(source.label, bytes, options);
}

function tooLarge(label: string, maxBytes: number): CliError {
  return new CliError(
    `${label} is longer than ${groupDigits(maxBytes)} bytes; fmt formats whole files only, so it was left alone.${maxBytes < FMT_MAX_BYTES ? ' Raise --max-bytes to format it.' : ''}`,
  );
}

/** Decodes (UTF-8 only: anything else could not be written back exactly) and formats. */
function formatBytes(label: string, bytes: Uint8Array, options: FormatOptions): Omit<Formatted, 'snapshot'> {
  const decoded = decodeBytes(bytes);
  if (decoded.encoding === 'utf-16le' || decoded.encoding === 'utf-16be') {
    throw new CliError(
      `${label} is UTF-16 (${decoded.encoding === 'utf-16le' ? 'little' : 'big'}-endian, with a byte-order mark); fmt writes UTF-8 only, so it was left alone. Convert it to UTF-8 first, as RFC 9309 §2.3 asks (iconv -f UTF-16 -t UTF-8).`,
    );
  }
  if (decoded.encoding === 'latin1') {
    throw new CliError(
      `${label} is not valid UTF-8 (byte ${decoded.invalidUtf8At ?? 0} is the first that is not); its encoding would have to be guessed to rewrite it, so it was left alone. Convert it to UTF-8 first, as RFC 9309 §2.3 asks (iconv -f LATIN1 -t UTF-8, if that is what it is).`,
    );
  }
  const result = formatWithDiagnostics(decoded.text, options);
  return { label, text: decoded.text, formatted: result.text, diagnostics: result.diagnostics.map(inFlags) };
}

/** A formatter diagnostic in the CLI's words: its message names the API's options. */
function inFlags(diagnostic: Diagnostic): Diagnostic {
  const message = inFlagNames(diagnostic.message);
  return message === diagnostic.message ? diagnostic : { ...diagnostic, message };
}

/** The text output of one file. */
function printText(item: Formatted, result: { changed: boolean; written: boolean }, settings: Settings, out: Output): void {
  const terminal = out.isTTY;
  if (settings.diff) {
    const c = out.color;
    const style = (kind: 'header' | 'hunk' | ' ' | '-' | '+' | 'note', line: string): string => {
      // On a terminal every control character shows (a CR before the line end too: CRLF → LF must be visible).
      // Into a pipe the diff is a patch, its lines the files' exact bytes; the file names in the headers are
      // user input echoed, escaped everywhere (a name with a line break cannot stand in a patch header anyway).
      const shown = terminal || kind === 'header' ? printable(line) : line;
      return kind === '-' ? c.red(shown) : kind === '+' ? c.green(shown) : kind === 'hunk' ? c.cyan(shown) : kind === 'header' ? c.bold(shown) : shown;
    };
    out.write(unifiedDiff(item.text, item.formatted, { old: item.label, new: item.label }, { style }));
    return;
  }
  if (settings.mode === 'print') out.write(terminal ? forTerminal(item.formatted) : item.formatted);
  else if (settings.mode === 'check' ? result.changed : result.written) out.line(printable(item.label));
}

/** The formatted text for a terminal: control characters escaped (but line ends and tabs as they are). */
function forTerminal(text: string): string {
  return printable(text, true);
}
