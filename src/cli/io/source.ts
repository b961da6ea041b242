/**
 * Getting the robots.txt a command works on: a file, `-` (stdin) or an
 * http(s) URL. Only the first `maxBytes` bytes are read, whatever the size
 * of the file (a 100 MB file costs the same as a 500 KiB one); the caller
 * reports the truncation.
 *
 * @module
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import { cutAtCharBoundary } from '../../fetch/body.ts';
import { retrieveRobotsTxt, type RobotsTxtResponse } from '../../fetch/retrieve.ts';
import type { Snapshot } from './atomic-write.ts';
import { CliError, inFlagNames } from '../command.ts';
import { clip, groupDigits } from './output.ts';
import { looksLikeHost } from './site.ts';

/** A robots.txt as read: its bytes, or for a URL the whole HTTP retrieval. */
export interface Source {
  /** How to name it in output: the path as given, `<stdin>`, or the robots.txt URL. */
  readonly label: string;
  readonly kind: 'file' | 'stdin' | 'url';
  /** The first `maxBytes` bytes (for a URL: of a 2xx body). */
  readonly bytes: Uint8Array;
  /** True when there was more than `maxBytes`; only the head was read. */
  readonly truncated: boolean;
  /** The file's size when known (files), for the truncation note. */
  readonly size?: number;
  /** For URLs: the retrieval, to be read under each dialect. */
  readonly response?: RobotsTxtResponse;
  /** For files read by {@link readFileHead}: the size and time of change when opened, to refuse a write if it changed since. */
  readonly snapshot?: Snapshot;
}

/**
 * How files are opened for reading: without blocking, so that opening a FIFO
 * (or a device that waits) returns at once and the `fstat` of the open file
 * can refuse it. Reading a regular file is the same either way.
 */
const OPEN_FOR_READING = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Refuses what is not a regular file, by the `fstat` of the opened file (no
 * race between a check and the open): a FIFO or a socket would block the
 * read forever, and a device (`/dev/zero`) is no robots.txt. Standard input
 * is read as `-`.
 */
function requireRegularFile(info: Stats, path: string, directoryHint: string): void {
  if (info.isFile()) return;
  if (info.isDirectory()) throw new CliError(`${clip(path)} is a directory, not a robots.txt file.${directoryHint}`);
  const kind = info.isFIFO()
    ? 'a named pipe (FIFO)'
    : info.isSocket()
      ? 'a socket'
      : info.isCharacterDevice() || info.isBlockDevice()
        ? 'a device'
        : 'not a regular file';
  throw new CliError(
    `${clip(path)} is ${kind}; robotstxt reads regular files only. To read from a pipe, give - and redirect it to standard input (robotstxt … - < ${clip(path)}).`,
  );
}

export interface SourceOptions {
  readonly maxBytes: number;
  readonly timeoutMs: number;
  /** The User-Agent header for URLs. */
  readonly agent?: string;
  readonly stdin: NodeJS.ReadStream;
  /** What to add to the message when FILE is missing or is a directory (the command knows what the user may have meant). */
  readonly hints?: FileHints;
}

/** Sentences added to a file error, each starting with a space. */
export interface FileHints {
  readonly missing?: string;
  readonly directory?: string;
}

/** True for arguments that are URLs to fetch rather than paths. */
export function isHttpUrl(argument: string): boolean {
  return /^https?:\/\//i.test(argument);
}

/** Reads a robots.txt from a path, `-` or a URL. Throws {@link CliError} with a fix for anything the user can fix. */
export async function readSource(argument: string, options: SourceOptions): Promise<Source> {
  if (argument === '-') {
    const head = await readStreamHead(options.stdin, options.maxBytes);
    return { label: '<stdin>', kind: 'stdin', ...head };
  }
  if (isHttpUrl(argument)) {
    let response: RobotsTxtResponse;
    try {
      response = await retrieveRobotsTxt(argument, {
        timeoutMs: options.timeoutMs,
        maxBytes: options.maxBytes,
        ...(options.agent ? { agent: options.agent } : {}),
      });
    } catch (error) {
      if (error instanceof TypeError) throw new CliError(inFlagNames(clip(error.message, 500)));
      throw error;
    }
    return { label: response.url, kind: 'url', bytes: response.body, truncated: response.truncated, response };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(argument)) {
    throw new CliError(`cannot fetch ${clip(argument)}: only http:// and https:// URLs are supported. For a local file, give its path.`);
  }
  // FILE is a path unless it has a scheme (a file may well be called example.com),
  // but when there is no such file and it looks like a host, say how to fetch it.
  const hostHint = looksLikeHost(argument) ? ` To fetch that site's robots.txt, give the URL: https://${clip(argument)}` : undefined;
  const missing = options.hints?.missing ?? hostHint;
  return readFileHead(argument, options.maxBytes, { ...options.hints, ...(missing !== undefined ? { missing } : {}) });
}

/**
 * Reads at most `maxBytes` (+1 to detect more) from a regular file, with
 * errors that say what to do. Anything else (a FIFO, a socket, a device) is
 * refused before a byte is read.
 */
export async function readFileHead(path: string, maxBytes: number, hints: FileHints = {}): Promise<Source> {
  try {
    const handle = await open(path, OPEN_FOR_READING);
    try {
      const info = await handle.stat();
      requireRegularFile(info, path, hints.directory ?? ' Give a file inside it.');
      const head = new HeadBuffer(maxBytes, info.size);
      for (let room = head.room(); room !== undefined; room = head.room()) {
        const { bytesRead } = await handle.read(room.buffer, room.offset, room.length, null);
        if (bytesRead === 0) break;
        head.filled += bytesRead;
      }
      return { ...head.source(path, info.size), snapshot: { size: info.size, mtimeMs: info.mtimeMs } };
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw fileError(error, path, hints.missing);
  }
}

/**
 * {@link readFileHead} without the event loop: open, read (twice: the second
 * finds the end) and close in the calling thread. Batch runs (`check --files`)
 * read thousands of small files from the page cache, where each awaited call
 * costs a round trip through libuv's thread pool and leaves the thread idle;
 * a synchronous read of a cached file takes microseconds. One `fstat` of the
 * open file refuses what is not a regular file (as {@link readFileHead} does);
 * its size is not used to size a buffer: the bytes go into one scratch buffer ({@link SCRATCH_BYTES}) that every
 * call reuses, and are copied out at their size (a bigger file gets a buffer
 * of `maxBytes` + 1). With `borrow`, the source's bytes are a view of the
 * scratch buffer instead, **valid until the next call** in the same thread: for
 * a caller that decodes them at once (`checkFile`: a copy of every file's bytes
 * cost as much memory as the corpus outside the JavaScript heap, which made the garbage
 * collector run more often). Reading stops at `maxBytes` + 1 bytes, so a
 * file that grows while it is read ends too. The source has no `size` (batch
 * runs never print the truncation note that quotes it).
 */
export function readFileHeadSync(path: string, maxBytes: number, borrow = false): Source {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FOR_READING);
  } catch (error) {
    throw fileError(error, path);
  }
  try {
    requireRegularFile(fstatSync(fd), path, '');
    const head = new HeadBuffer(maxBytes, undefined, (scratch ??= new Uint8Array(SCRATCH_BYTES)));
    for (let room = head.room(); room !== undefined; room = head.room()) {
      const bytesRead = readSync(fd, room.buffer, room.offset, room.length, null);
      if (bytesRead === 0) break;
      head.filled += bytesRead;
    }
    return head.source(path, undefined, borrow);
  } catch (error) {
    throw fileError(error, path);
  } finally {
    closeSync(fd);
  }
}

/** The size of the scratch buffer of {@link readFileHeadSync}: nearly every robots.txt fits (the biggest of corpus/top-sites: ~1 MB). */
const SCRATCH_BYTES = 65_536;
/** The scratch buffer of {@link readFileHeadSync} (one per thread: module state). */
let scratch: Uint8Array | undefined;

/**
 * The first `maxBytes` + 1 bytes of a file, read by {@link readFileHead} and
 * {@link readFileHeadSync} alike: one byte more than the limit tells whether
 * there is more. A small file gets a small buffer, grown to the limit if the
 * file grew since its stat. Given a `scratch` buffer, reading starts in it (its
 * first `maxBytes` + 1 bytes at most), and the bytes are copied out of it.
 */
class HeadBuffer {
  buffer: Uint8Array;
  filled = 0;
  private readonly maxBytes: number;
  private readonly scratch: Uint8Array | undefined;

  constructor(maxBytes: number, size: number | undefined, scratch?: Uint8Array) {
    this.maxBytes = maxBytes;
    this.scratch = scratch;
    this.buffer =
      scratch !== undefined ? scratch.subarray(0, Math.min(maxBytes + 1, scratch.length)) : new Uint8Array(Math.min(maxBytes, size ?? maxBytes) + 1);
  }

  /** Where the next read goes, or `undefined` when the limit + 1 bytes are in. */
  room(): { buffer: Uint8Array; offset: number; length: number } | undefined {
    if (this.filled === this.buffer.length) {
      if (this.buffer.length > this.maxBytes) return undefined;
      const bigger = new Uint8Array(this.maxBytes + 1);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    return { buffer: this.buffer, offset: this.filled, length: this.buffer.length - this.filled };
  }

  /**
   * The bytes read as a source, cut at the limit (on a character boundary) when there were more.
   * `borrowed`: the bytes may stay in the scratch buffer (the caller reads them before the next read).
   */
  source(path: string, size: number | undefined, borrowed = false): Source {
    // Out of the scratch buffer, unless borrowed: the next read reuses it.
    const inScratch = this.scratch !== undefined && this.buffer.buffer === this.scratch.buffer;
    const read = inScratch && !borrowed ? this.buffer.slice(0, this.filled) : this.buffer.subarray(0, this.filled);
    const truncated = this.filled > this.maxBytes;
    const bytes = truncated ? cutAtCharBoundary(read, this.maxBytes) : read;
    return { label: path, kind: 'file', bytes, truncated, ...(size !== undefined ? { size } : {}) };
  }
}

/** A file-system error as a message that says what to do. */
export function fileError(error: unknown, path: string, hintIfMissing = ''): Error {
  if (error instanceof CliError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  // Messages quote the path clipped: an argument may be 128 KiB long.
  const shown = clip(path);
  switch (code) {
    case 'ENOENT':
      if (hintIfMissing) return new CliError(`no such file: ${shown}.${hintIfMissing}`);
      return new CliError(`no such file: ${shown}. Check the path; give - to read standard input, or an http(s):// URL to fetch.`);
    case 'EACCES':
    case 'EPERM':
      return new CliError(`cannot read ${shown}: permission denied. Check the file's permissions (ls -l ${shown}).`);
    case 'EISDIR':
      return new CliError(`${shown} is a directory, not a file. Give a file inside it.`);
    case 'ENOTDIR':
      return new CliError(`no such file: ${shown} (a part of the path is not a directory). Check the path.`);
    case 'ENAMETOOLONG':
      return new CliError(`the path ${shown} is too long for the file system. Check it.`);
    case 'ENXIO':
      // What open() says of a unix socket (and of a device with nothing behind it).
      return new CliError(`cannot read ${shown}: it is a socket or a missing device; robotstxt reads regular files only.`);
    case 'ELOOP':
      return new CliError(`cannot read ${shown}: too many symbolic links. Check where the link points.`);
    default: {
      const message = error instanceof Error ? error.message : String(error);
      return new CliError(`cannot read ${shown}: ${clip(message, 300)}`);
    }
  }
}

/** Reads at most `maxBytes` from a stream, then stops reading it. */
async function readStreamHead(stream: NodeJS.ReadableStream, maxBytes: number): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array);
    chunks.push(bytes);
    total += bytes.length;
    if (total > maxBytes) break; // leaving the loop destroys the stream
  }
  const buffer = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    buffer.set(chunk, at);
    at += chunk.length;
  }
  return { bytes: cutAtCharBoundary(buffer, maxBytes), truncated: total > maxBytes };
}

/** The note printed when only the head of a file was read. */
export function truncationNote(source: Source, maxBytes: number): string {
  const limit = groupDigits(maxBytes);
  const size = source.size !== undefined ? ` (${groupDigits(source.size)} bytes)` : '';
  return `${clip(source.label)}${size} is longer than ${limit} bytes; only the first ${limit} were read and parsed (RFC 9309 §2.5). Use --max-bytes to change the limit.`;
}
