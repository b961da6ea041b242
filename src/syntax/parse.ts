/**
 * `parse`: text (or bytes) to the lossless syntax tree. Never throws.
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import { describeValue, isBytes } from '../diagnostics/describe.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { decodeBytes, decodeLatin1, encodeText } from './encoding.ts';
import type { LineIndex } from './position.ts';
import { scanLineStore } from './scan.ts';
import { SyntaxDocument, type LineStore, type LineView, type SyntaxLine, type SourceEncoding } from './tree.ts';

/**
 * Parses robots.txt source into a {@link SyntaxDocument}.
 *
 * Any string is accepted, and `print(parse(s)) === s` for every string `s`.
 * Given bytes, the text is decoded as UTF-8, UTF-16 (with its byte-order mark)
 * or, when it is not valid UTF-8, as Latin-1, so that no byte is lost; the
 * document's `encoding` says which, and a diagnostic says why it is not UTF-8.
 * Any other value (`null`, a number, an object) is a programming error: a
 * `TypeError` that says what was given, without calling the value's
 * `toString` (docs/matching.md, "Arguments").
 *
 * This is the line scanner of `src/syntax/scan.ts`, the grammar of `grammar/`
 * compiled by hand. The Chevrotain grammar itself runs behind the subpath
 * `robotstxt-toolkit/grammar`, whose `parse` gives the same tree (the tests
 * hold both to that on every corpus file and on random text); it is kept out
 * of this entry point so that importing the library never loads Chevrotain.
 *
 * @example
 * ```ts
 * const doc = parse('User-agent: *\nDisallow: /tmp/ # scratch\n');
 * doc.lines[1]?.field?.text;   // 'Disallow'
 * doc.lines[1]?.value?.text;   // '/tmp/'
 * doc.lines[1]?.comment?.text; // '# scratch'
 * print(doc) === doc.text;     // true
 * ```
 */
export function parse(input: string | Uint8Array): SyntaxDocument {
  return parseWith(input, scanLineStore);
}

/**
 * Reads the lines of a text: the scanner, or (in `src/syntax/grammar-engine.ts`)
 * the Chevrotain grammar. An engine that meets an error it cannot have (a bug)
 * pushes it to `internal`, to be reported as a diagnostic, never thrown.
 */
export type LineReader = (text: string, internal: InternalError[]) => readonly SyntaxLine[] | LineStore;

/** {@link parse} with another engine: decoding, encoding notes and diagnostics are shared by both. */
export function parseWith(input: string | Uint8Array, readLines: LineReader): SyntaxDocument {
  if (typeof input === 'string') return parseText(input, 'string', [], readLines);
  // Not converted with String(): parse(null) would read the text "null" (docs/matching.md, "Arguments").
  if (!isBytes(input)) throw new TypeError(`parse: input must be a string or a Uint8Array, not ${describeValue(input)}.`);
  const decoded = decodeBytes(input);
  const notes: EncodingNote[] = [];
  if (decoded.encoding === 'latin1') notes.push({ kind: 'latin1', at: decoded.invalidUtf8At ?? 0 });
  if (decoded.encoding === 'utf-16le' || decoded.encoding === 'utf-16be') notes.push({ kind: 'utf16', at: 0 });
  return parseText(decoded.text, decoded.encoding, notes, readLines);
}

/**
 * The document as a reader of bytes sees it: a document decoded from UTF-16
 * (by its byte-order mark) read again one char per byte, as Latin-1, so that
 * its NUL bytes and line ends are where a byte-oriented parser finds them
 * (Google's; docs/spec/google.md §2.1); any other document as it is. The new
 * document prints back to the same bytes (`printBytes`).
 *
 * @example
 * ```ts
 * const utf16 = parse(new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x0a, 0x00]));
 * utf16.encoding;              // 'utf-16le'
 * readAsBytes(utf16).encoding; // 'latin1'
 * readAsBytes(utf16).text;     // 'ÿþa\u0000\n\u0000'
 * ```
 */
export function readAsBytes(document: SyntaxDocument): SyntaxDocument {
  const encoding = document.encoding;
  if (encoding !== 'utf-16le' && encoding !== 'utf-16be') return document;
  const text = decodeLatin1(encodeText(document.text, encoding));
  return parseText(text, 'latin1', [{ kind: 'utf16-as-bytes', at: 0 }], scanLineStore);
}

interface EncodingNote {
  /** `utf16-as-bytes`: a UTF-16 file read byte for byte ({@link readAsBytes}). */
  readonly kind: 'latin1' | 'utf16' | 'utf16-as-bytes';
  /** Text offset (for Latin-1 equal to the byte offset). */
  readonly at: number;
}

function parseText(text: string, encoding: SourceEncoding, notes: readonly EncodingNote[], readLines: LineReader): SyntaxDocument {
  const internal: InternalError[] = [];
  const lines = readLines(text, internal);
  // Diagnostics are gathered when first asked for: compile() never asks.
  const diagnostics = (): Diagnostic[] => syntaxDiagnostics(document, notes, internal);
  const document = new SyntaxDocument(text, lines, diagnostics, encoding);
  return document;
}

/** Encoding notes, internal errors and lines that hold no directive, in that order. */
function syntaxDiagnostics(document: SyntaxDocument, notes: readonly EncodingNote[], internal: readonly InternalError[]): Diagnostic[] {
  const index = (): LineIndex => document.lineIndex();
  const diagnostics: Diagnostic[] = [];
  for (const note of notes) diagnostics.push(encodingDiagnostic(note, index()));
  for (const error of internal) {
    diagnostics.push({
      code: error.code,
      severity: 'error',
      message: `${error.code === 'internal-lexer-error' ? 'The lexer could not read this text' : 'The grammar rejected this token'} (${error.message}); this is a bug in robotstxt-toolkit, please report it.`,
      range: index().range(error.offset, error.end),
      spec: cite.toolkit('total grammar'),
    });
  }
  // One cursor for the scan: a diagnostic keeps offsets, not the line.
  const line = document.cursor();
  for (let number = 1; number <= document.lineCount; number++) {
    line.moveTo(number);
    if (line.kind !== 'invalid') continue;
    const diagnostic = lineDiagnostic(line, index);
    if (diagnostic) diagnostics.push(diagnostic);
  }
  return diagnostics;
}

/** A lexer or grammar error: impossible by construction, reported rather than thrown if it ever happens. */
export interface InternalError {
  readonly code: 'internal-lexer-error' | 'internal-grammar-error';
  readonly message: string;
  readonly offset: number;
  readonly end: number;
}

function lineDiagnostic(line: LineView, lineIndex: () => LineIndex): Diagnostic | undefined {
  const stray = line.strayText;
  if (stray) {
    return {
      code: 'missing-colon',
      severity: 'warning',
      message: `This line has no colon, so it is not a directive: write "field: value", or start it with "#" to make it a comment.`,
      range: lineIndex().range(stray.offset, stray.end),
      spec: cite.standard1994('The Format'),
    };
  }
  const colon = line.colon;
  if (colon && !line.field) {
    return {
      code: 'missing-field-name',
      severity: 'warning',
      message: `This line starts with a colon and has no field name before it, so it is not a directive.`,
      range: lineIndex().range(colon.offset, line.contentEnd),
      spec: cite.standard1994('The Format'),
    };
  }
  return undefined;
}

function encodingDiagnostic(note: EncodingNote, index: LineIndex): Diagnostic {
  if (note.kind === 'utf16') {
    return {
      code: 'utf16-encoding',
      severity: 'warning',
      message: 'The file is UTF-16 (it starts with a UTF-16 byte-order mark); robots.txt must be UTF-8. It was decoded as UTF-16; save it as UTF-8.',
      range: index.range(0, Math.min(1, index.length)),
      spec: cite.rfc9309('2.3'),
    };
  }
  if (note.kind === 'utf16-as-bytes') {
    return {
      code: 'utf16-encoding',
      severity: 'warning',
      message:
        'The file is UTF-16 (it starts with a UTF-16 byte-order mark); robots.txt must be UTF-8. It was read byte for byte, as Google reads it: every other byte is a NUL, which ends the line, so few or no directives are read. Save it as UTF-8.',
      range: index.range(0, Math.min(2, index.length)),
      spec: cite.rfc9309('2.3'),
    };
  }
  return {
    code: 'invalid-utf8',
    severity: 'warning',
    message: `The file is not valid UTF-8 (the first bad byte is at offset ${note.at}), so it was decoded as Latin-1 to keep every byte; robots.txt must be UTF-8.`,
    range: index.range(note.at, Math.min(note.at + 1, index.length)),
    spec: cite.rfc9309('2.3'),
  };
}
