/**
 * Files: open one from disk (its bytes decoded as the library reads a robots.txt: UTF-8, UTF-16 with
 * its byte-order mark, else Latin-1) and download the formatted text as robots.txt. Nothing is uploaded.
 */
import { decodeBytes, format } from '../../src/index.ts';

/** The largest file opened: a robots.txt past it is read by no crawler (Google reads 500 KiB). */
export const MAX_OPEN_BYTES = 5 * 1024 * 1024;

/** What opening a file gives: the text, and a sentence saying how it was read. */
export interface OpenedFile {
  readonly text: string | undefined;
  readonly note: string;
}

/** Reads a file's bytes into text, saying which encoding was used (and refusing a file too large to edit). */
export function openBytes(name: string, bytes: Uint8Array): OpenedFile {
  if (bytes.length > MAX_OPEN_BYTES) {
    return { text: undefined, note: `${name} is ${bytes.length} bytes; the playground opens files of up to ${MAX_OPEN_BYTES} bytes.` };
  }
  const decoded = decodeBytes(bytes);
  const how =
    decoded.encoding === 'latin1'
      ? `read as Latin-1: byte ${decoded.invalidUtf8At ?? 0} is not valid UTF-8`
      : decoded.encoding === 'utf-8'
        ? 'read as UTF-8'
        : `read as ${decoded.encoding.toUpperCase()} (byte-order mark)`;
  return { text: decoded.text, note: `Opened ${name} (${bytes.length} bytes), ${how}.` };
}

/**
 * The text `robotstxt fmt --line-ending preserve` would write: the meaning kept under every dialect, and
 * the file's line end (its first one) kept, so a CRLF file stays CRLF.
 */
export function formatted(text: string): string {
  return format(text, { lineEnding: 'preserve' });
}

/** Offers the formatted text as a download named robots.txt. */
export function downloadFormatted(text: string): void {
  const url = URL.createObjectURL(new Blob([formatted(text)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'robots.txt';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
