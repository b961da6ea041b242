/**
 * Helpers several commands share: reading the robots.txt flags, notes on
 * stderr, diagnostic lines.
 *
 * @module
 */
import { integerFlag, stringFlag } from './args.ts';
import { CliError, UsageError, type Context, type ParsedArgs } from './command.ts';
import { groupDigits, printable, type Colors } from './io/output.ts';
import { truncationNote, type Source, type SourceOptions } from './io/source.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS } from '../fetch/retrieve.ts';
import { DEFAULT_PARSE_LIMIT } from '../model/dialect.ts';

/** Above this, `--max-bytes` would only risk running out of memory. */
const MAX_BYTES_CEILING = 100_000_000;

/** `--max-bytes`, `--timeout` and `--agent` as {@link SourceOptions}. */
export function sourceOptions(args: ParsedArgs, command: string, context: Context): SourceOptions {
  const maxBytes = integerFlag(args, 'max-bytes', command, DEFAULT_PARSE_LIMIT);
  if (maxBytes > MAX_BYTES_CEILING) {
    throw new UsageError(`--max-bytes ${maxBytes} is too large; the most is ${groupDigits(MAX_BYTES_CEILING)} (RFC 9309 asks for at least 512,000).`, command);
  }
  const timeoutMs = integerFlag(args, 'timeout', command, DEFAULT_TIMEOUT_MS);
  if (timeoutMs > MAX_TIMEOUT_MS) {
    throw new UsageError(
      `--timeout ${timeoutMs} is too large; the most is ${groupDigits(MAX_TIMEOUT_MS)} ms (about 24.8 days), the longest a timer can wait.`,
      command,
    );
  }
  const agent = stringFlag(args, 'agent');
  return {
    maxBytes,
    timeoutMs,
    // Read when a source is `-` (see Context.stdin).
    get stdin() {
      return context.stdin;
    },
    ...(agent ? { agent } : {}),
  };
}

/**
 * The bytes of a source that has a body. A URL without a 2xx answer has no
 * file to parse: that is an error for commands that need the text.
 */
export function sourceBytesOrFail(source: Source): Uint8Array {
  const response = source.response;
  if (!response) return source.bytes;
  if (response.failure) throw new CliError(`${response.failure.message} Check the URL and your connection, or raise --timeout.`);
  const status = response.status ?? 0;
  if (status < 200 || status > 299) {
    throw new CliError(
      `${response.finalUrl} answered HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}, so there is no file to show. 'robotstxt fetch ${response.url}' says what that means for crawlers.`,
    );
  }
  return source.bytes;
}

/** Prints the truncation note on stderr when only the head of the source was read. */
export function warnTruncated(source: Source, maxBytes: number, context: Context): void {
  if (source.truncated) context.stderr.line(`${context.stderr.color.yellow('robotstxt: note:')} ${printable(truncationNote(source, maxBytes))}`);
}

/** `file:line:column: severity code: message`, the format editors and CI understand; the file name and the message (which may quote the file) terminal-safe. */
export function diagnosticLine(file: string, diagnostic: Diagnostic, c: Colors): string {
  const { line, column } = diagnostic.range.start;
  const severity = diagnostic.severity === 'error' ? c.red('error') : diagnostic.severity === 'warning' ? c.yellow('warning') : c.dim('info');
  return `${printable(file)}:${line}:${column}: ${severity} ${c.dim(diagnostic.code)}: ${printable(diagnostic.message)}`;
}
