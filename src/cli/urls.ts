/**
 * The URLs a `check` run asks about: arguments, then `--urls FILE`, or
 * stdin when neither is given. Lists are read line by line, so a long list
 * streams; blank lines and `#` comments are skipped.
 *
 * @module
 */
import { open, type FileHandle } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { CliError } from './command.ts';
import { fileError } from './source.ts';

/** One URL to check, and where it came from (for error messages). */
export interface UrlItem {
  readonly url: string;
  /** `argument`, or `FILE:LINE` / `<stdin>:LINE`. */
  readonly origin: string;
}

/**
 * Why `text` is not something to check, or `undefined` when it is: an
 * absolute URL (any scheme, as RFC 9309 allows) or a path starting with `/`.
 */
export function urlProblem(text: string): string | undefined {
  if (text.startsWith('/')) return /[\s\u0000-\u001f]/.test(text) ? `'${text}' contains spaces or control characters; percent-encode them (%20).` : undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    try {
      new URL(text);
      return undefined;
    } catch {
      return `'${text}' is not a valid URL. Check it, or give a path starting with / (like /private/page.html).`;
    }
  }
  return `'${text}' is neither an absolute URL nor a path: give https://example.com/page or /page.`;
}

/** Reads non-blank, non-comment lines from a stream. */
async function* lines(stream: NodeJS.ReadableStream, label: string): AsyncGenerator<UrlItem> {
  const reader = createInterface({ input: stream, crlfDelay: Infinity });
  let number = 0;
  for await (const line of reader) {
    number++;
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    yield { url: text, origin: `${label}:${number}` };
  }
}

/** Reads the lines of a `--urls` file, with file errors that say what to do. */
export async function* urlFileLines(path: string): AsyncGenerator<UrlItem> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw new CliError(`--urls ${path} is a directory; give a file with one URL or path per line.`);
    }
  } catch (error) {
    throw fileError(error, path);
  }
  yield* lines(handle.createReadStream(), path);
}

/** Where a run's URLs come from. */
export interface UrlSources {
  readonly args: readonly string[];
  /** `--urls` files; `-` is standard input. */
  readonly files: readonly string[];
  /** Read standard input when there are no arguments and no `--urls` (the caller decides). */
  readonly stdin?: NodeJS.ReadableStream;
}

/** Every URL from the given sources, in order. */
export async function* urlItems(sources: UrlSources, stdin: NodeJS.ReadableStream): AsyncGenerator<UrlItem> {
  for (const url of sources.args) yield { url, origin: 'argument' };
  for (const file of sources.files) yield* file === '-' ? lines(stdin, '<stdin>') : urlFileLines(file);
  if (sources.stdin) yield* lines(sources.stdin, '<stdin>');
}
