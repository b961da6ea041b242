/**
 * STAND-IN for the formatter library (issue 13), written on branch `w-fmtcli`
 * so that `robotstxt fmt` and the Prettier plugin can be built and tested
 * before the real formatter lands. It has exactly the real module's API
 * ({@link format}, {@link formatWithDiagnostics}, {@link FormatOptions}); at
 * the merge the real `src/format/format.ts` (branch `w-format`) replaces this
 * file whole. Nothing outside it may depend on what it does beyond that API.
 *
 * What it does, and no more (each change keeps every verdict under every
 * dialect, because no token other than whitespace, line ends and the BOM is
 * touched, and no blank line is added or removed inside the file):
 * - trailing spaces and tabs of every line removed (they are trivia: the
 *   value token never includes them, docs/spec/dialects.md);
 * - one line-ending style: `lf` (default), `crlf`, or `preserve` (the file's
 *   first line end);
 * - the byte-order mark dropped (`bom: 'drop'`, the default) or kept;
 * - blank lines at the end of the file removed, and exactly one final line
 *   end (none for a file with no content).
 * The other options are accepted and ignored.
 *
 * @module
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Dialect } from '../model/dialect.ts';
import { decodeBytes } from '../syntax/encoding.ts';
import type { SyntaxDocument } from '../syntax/tree.ts';

/** How `format()` lays a file out. Every option keeps the file's meaning. */
export interface FormatOptions {
  /** Use this dialect's freedom; without one, only changes that keep every verdict under every dialect. */
  dialect?: Dialect;
  /** The line ends written: `lf` (default), `crlf`, or `preserve` (the file's own). */
  lineEnding?: 'lf' | 'crlf' | 'preserve';
  /** The byte-order mark: `drop` (default) or `keep` (kept when the input has one). */
  bom?: 'drop' | 'keep';
  /** Align trailing comments within a group. */
  alignComments?: boolean;
  /** Gather the `Sitemap` lines at the end. */
  sitemapsAtEnd?: boolean;
  /** Remove exact duplicate rules. */
  removeDuplicates?: boolean;
  /** Repair Google's typos and missing colons where the dialect already reads them that way. */
  repairTypos?: boolean;
  /** Sort rules (only when asked). */
  sort?: boolean;
}

/** The formatted text with what the formatter has to say about the input. */
export interface FormatResult {
  /** The formatted text. */
  text: string;
  /** Why lines were left as written, and the like. */
  diagnostics: readonly Diagnostic[];
  /** Whether {@link FormatResult.text} differs from the input text. */
  changed: boolean;
}

const BOM = '\uFEFF';

function inputText(input: string | Uint8Array | SyntaxDocument): string {
  if (typeof input === 'string') return input;
  if (input instanceof Uint8Array) return decodeBytes(input).text;
  return input.text;
}

/**
 * Formats a robots.txt (text, bytes or a parsed document) in the canonical
 * layout; never throws, never changes a verdict.
 */
export function format(input: string | Uint8Array | SyntaxDocument, options: FormatOptions = {}): string {
  return formatWithDiagnostics(input, options).text;
}

/** {@link format}, with the diagnostics and whether anything changed. */
export function formatWithDiagnostics(input: string | Uint8Array | SyntaxDocument, options: FormatOptions = {}): FormatResult {
  const original = inputText(input);
  const hasBom = original.startsWith(BOM);
  const body = hasBom ? original.slice(1) : original;
  const firstEnd = /\r\n|\r|\n/.exec(body)?.[0];
  const eol = options.lineEnding === 'crlf' ? '\r\n' : options.lineEnding === 'preserve' ? (firstEnd ?? '\n') : '\n';
  const lines = body.split(/\r\n|\r|\n/).map((line) => line.replace(/[ \t]+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const text = (hasBom && options.bom === 'keep' ? BOM : '') + lines.map((line) => line + eol).join('');
  return { text, diagnostics: [], changed: text !== original };
}
