/**
 * The URLs a `check` run asks about: arguments, then `--urls FILE`, or
 * stdin when neither is given. Lists are read line by line, so a long list
 * streams; blank lines and `#` comments are skipped.
 *
 * @module
 */
import { open, type FileHandle } from 'node:fs/promises';
import { CliError } from '../command.ts';
import { clip, groupDigits } from './output.ts';
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
  if (text.startsWith('/'))
    return /[\s\u0000-\u001f]/.test(text) ? `'${clip(text)}' contains spaces or control characters; percent-encode them (%20).` : undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    try {
      new URL(text);
      return undefined;
    } catch {
      return `'${clip(text)}' is not a valid URL. Check it, or give a path starting with / (like /private/page.html).`;
    }
  }
  return `'${clip(text)}' is neither an absolute URL nor a path: give https://example.com/page or /page.`;
}

/**
 * The longest line a URL list may have, in bytes (1 MiB): far above any URL a
 * server accepts (8 KiB is common, browsers stop at 2 MiB of address bar),
 * and small enough that a list without line ends (`< /dev/zero`, one 300 MB
 * line) is an input error after 1 MiB instead of a string longer than a JavaScript string may be.
 */
export const MAX_URL_LINE_BYTES = 1_048_576;

const LF = 0x0a;
const CR = 0x0d;

/**
 * Reads non-blank, non-comment lines from a stream. Lines end at LF, CRLF or
 * a lone CR; a line longer than {@link MAX_URL_LINE_BYTES} stops the run
 * with an input error (a list of URLs has no such line, and reading on to
 * its end may never finish).
 */
async function* lines(stream: NodeJS.ReadableStream, label: string): AsyncGenerator<UrlItem> {
  const decoder = new TextDecoder();
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let number = 0;
  let afterCR = false;
  const take = (last: Uint8Array): UrlItem | undefined => {
    number++;
    const bytes = pending.length === 0 ? last : concat([...pending, last], pendingBytes + last.length);
    pending = [];
    pendingBytes = 0;
    const text = decoder.decode(bytes).trim();
    return text === '' || text.startsWith('#') ? undefined : { url: text, origin: `${label}:${number}` };
  };
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array);
    let start = 0;
    if (afterCR && bytes[0] === LF) start = 1; // the LF of a CRLF split across chunks
    afterCR = false;
    for (let i = start; i < bytes.length; i++) {
      const byte = bytes[i];
      if (byte !== LF && byte !== CR) continue;
      if (pendingBytes + (i - start) > MAX_URL_LINE_BYTES) throw lineTooLong(label, number + 1);
      const item = take(bytes.subarray(start, i));
      if (item) yield item;
      if (byte === CR) {
        if (i + 1 < bytes.length) {
          if (bytes[i + 1] === LF) i++;
        } else afterCR = true;
      }
      start = i + 1;
    }
    if (start < bytes.length) {
      pendingBytes += bytes.length - start;
      if (pendingBytes > MAX_URL_LINE_BYTES) throw lineTooLong(label, number + 1);
      // Copied: a stream may reuse its chunk's memory.
      pending.push(bytes.slice(start));
    }
  }
  if (pendingBytes > 0) {
    const item = take(new Uint8Array(0));
    if (item) yield item;
  }
}

function concat(parts: readonly Uint8Array[], length: number): Uint8Array {
  const whole = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

function lineTooLong(label: string, line: number): CliError {
  return new CliError(
    `${label}:${line}: the line is longer than ${groupDigits(MAX_URL_LINE_BYTES)} bytes, the most a URL list line may have (is it a list of URLs, one per line?). Nothing after it was read.`,
  );
}

/** Reads the lines of a `--urls` file, with file errors that say what to do. */
export async function* urlFileLines(path: string): AsyncGenerator<UrlItem> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw new CliError(`--urls ${clip(path)} is a directory; give a file with one URL or path per line.`);
    }
  } catch (error) {
    throw fileError(error, path);
  }
  yield* lines(handle.createReadStream(), clip(path));
}

/** Where a run's URLs come from. */
export interface UrlSources {
  readonly args: readonly string[];
  /** `--urls` files; `-` is standard input. */
  readonly files: readonly string[];
  /** Read standard input when there are no arguments and no `--urls` (the caller decides). */
  readonly stdin?: NodeJS.ReadableStream;
}

/** Every URL from the given sources, in order; `stdin` is asked for standard input only when a `--urls` file is `-`. */
export async function* urlItems(sources: UrlSources, stdin: () => NodeJS.ReadableStream): AsyncGenerator<UrlItem> {
  for (const url of sources.args) yield { url, origin: 'argument' };
  for (const file of sources.files) yield* file === '-' ? lines(stdin(), '<stdin>') : urlFileLines(file);
  if (sources.stdin) yield* lines(sources.stdin, '<stdin>');
}
