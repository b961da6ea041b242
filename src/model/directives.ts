/**
 * Which directive, if any, each line holds under a dialect.
 *
 * 1994, draft-1996 and rfc9309 read the syntax tree's `field: value` lines
 * and recognise field names exactly (case-insensitively). google re-reads
 * the raw line the way Google's parser does (docs/spec/google.md §2): first `#` starts
 * a comment, first `:` separates, a two-word line without a colon is a
 * directive, field names match by prefix with a list of accepted typos, and
 * a line is cut at 16,663 bytes.
 *
 * @module
 */
import { COMMON_FIELD_NAMES, fieldNameAt, type LineView } from '../syntax/tree.ts';
import { DIALECT_PROPERTIES, GOOGLE_MAX_LINE_BYTES, type Dialect } from './dialect.ts';
import type { Field, FieldKind, LineRef } from './types.ts';

/**
 * What a lower-cased field name means to a dialect with `Allow` lines (`allowLines`) or without
 * (1994: `Allow` is an unknown field, `other`). Compared with the keys' constants, not looked up in a map:
 * {@link fieldKey} hands out those very strings for the usual spellings.
 */
function recognisedKind(key: string, allowLines: boolean): FieldKind {
  if (key === 'disallow') return 'disallow';
  if (key === 'user-agent') return 'user-agent';
  return allowLines && key === 'allow' ? 'allow' : 'other';
}

/**
 * A {@link LineRef} of two numbers and the document's text: the column and
 * the line's text are read from the source when asked for. A model holds one
 * per directive line and matching reads neither, so a ref keeps no slice, no
 * column and not the {@link SyntaxLine} it was read from (holding the line
 * object cost ~70 bytes a directive, and a crawler keeps compiled files long). `line` and `offset`
 * are plain fields, `column` and `text` getters; `toJSON` gives all four.
 */
class SourceLineRef implements LineRef {
  readonly line: number;
  readonly offset: number;
  readonly #source: string;
  constructor(source: string, line: number, offset: number) {
    this.#source = source;
    this.line = line;
    this.offset = offset;
  }
  get column(): number {
    return this.offset - this.lineStart() + 1;
  }
  get text(): string {
    const source = this.#source;
    let start = this.lineStart();
    // The line's content ends at its line end: the first CR or LF from the directive on.
    let end = this.offset;
    for (let code; end < source.length && (code = source.charCodeAt(end)) !== 0x0a && code !== 0x0d; end++);
    // The byte-order mark belongs to the file, not to its first line; a U+FEFF further on is content.
    if (start === 0 && source.charCodeAt(0) === 0xfeff) start = 1;
    return source.slice(start, end);
  }
  /** Where the line starts: just past the last CR or LF before the directive (lines end at CR LF, CR or LF). */
  private lineStart(): number {
    const source = this.#source;
    let start = this.offset;
    for (let code; start > 0 && (code = source.charCodeAt(start - 1)) !== 0x0a && code !== 0x0d; start--);
    return start;
  }
  toJSON(): LineRef {
    return { line: this.line, column: this.column, offset: this.offset, text: this.text };
  }
}

/** The key of each of the syntax tree's {@link COMMON_FIELD_NAMES} (what {@link fieldKey} gives for it), in its order. */
const COMMON_FIELD_KEYS: readonly string[] = ['disallow', 'disallow', 'user-agent', 'user-agent', 'allow', 'sitemap', 'crawl-delay'];

/** The field name in lower case (the key fields are compared by). */
export function fieldKey(name: string): string {
  // The usual spellings: their keys are the constants, not a fresh lower-cased copy per line.
  if (name === 'Disallow') return 'disallow';
  if (name === 'User-agent') return 'user-agent';
  if (name === 'Allow') return 'allow';
  if (name === 'Sitemap') return 'sitemap';
  if (name === 'disallow') return 'disallow';
  if (name === 'User-Agent') return 'user-agent';
  if (name === 'Crawl-delay') return 'crawl-delay';
  return name.toLowerCase();
}

/**
 * The directive of `line` under `dialect`, or `undefined` if the line holds none.
 * `latin1`: the text was decoded from bytes as Latin-1 (one char per byte), which
 * Google's byte-level reading needs to know (docs/spec/google.md §2.1, §2.3).
 */
export function readDirective(line: LineView, dialect: Dialect, latin1 = false): Field | undefined {
  return directiveReaderOf(dialect, latin1)(line);
}

/** Reads one line's directive under one dialect. */
export type DirectiveReader = (line: LineView) => Field | undefined;

/**
 * One line's directive as a {@link DirectiveScanner} found it, written into an
 * object the caller reuses for every line: the model walker makes a
 * {@link Field} of it only where it keeps one, so compiling a file allocates
 * no field object, no {@link LineRef} and no name per line (compiling is a
 * crawler's most frequent call after `isAllowed`).
 */
export interface DirectiveLine {
  /** What the line means to the dialect. */
  kind: FieldKind;
  /** The field name as written. */
  name: string;
  /** The name lower-cased (google: the name it was taken for). */
  key: string;
  /** The value, trimmed. */
  value: string;
  /** google: read by one of Google's accepted typos. */
  typo: boolean;
  /** google: read by Google's two-word rule (no colon). */
  missingColon: boolean;
  /** The document's text. */
  source: string;
  /** 1-based line number. */
  line: number;
  /** Where the line's directive starts (the offset of its {@link LineRef}). */
  offset: number;
  /**
   * Set by the model walk (`walkModel`) on each Allow or Disallow line before it hands the line to a sink's
   * line hook, meaningless on other lines: true when the walk has found the value plain, i.e. the dialect
   * normalizes as RFC 9309 does, reads a value as one path, and the value holds only characters a URI keeps
   * as written, `*`, and `$` at most as its last character (`isPlainRfc9309Pattern`: no `%`, no space or tab,
   * no control character, nothing outside ASCII). False says nothing: the value was not tested, or is not plain.
   */
  plainValue: boolean;
}

/** A blank {@link DirectiveLine}, for a scanner to fill in. */
export function emptyDirectiveLine(): DirectiveLine {
  return { kind: 'other', name: '', key: '', value: '', typo: false, missingColon: false, source: '', line: 0, offset: 0, plainValue: false };
}

/** Reads `line`'s directive into `into`; false (and `into` unspecified) when the line holds none. */
export type DirectiveScanner = (line: LineView, into: DirectiveLine) => boolean;

/** The {@link Field} of a scanned directive line: a new object, with its own {@link LineRef}. */
export function fieldOf(directive: DirectiveLine): Field {
  const ref = new SourceLineRef(directive.source, directive.line, directive.offset);
  const { kind, name, key, value } = directive;
  // `typo` and `missingColon` only when true: most lines are written plainly, and a model may be kept long.
  if (!directive.typo && !directive.missingColon) return { kind, name, key, value, ref };
  return { kind, name, key, value, ref, typo: directive.typo, missingColon: directive.missingColon };
}

/** The strict scanners, one per set of recognised fields. */
const SCAN_WITH_ALLOW: DirectiveScanner = (line, into) => scanWellFormedDirective(line, true, into);
const SCAN_WITHOUT_ALLOW: DirectiveScanner = (line, into) => scanWellFormedDirective(line, false, into);

/** Google's scanners, of a text decoded as UTF-8 and of one decoded as Latin-1 (one char per byte). */
const SCAN_GOOGLE: DirectiveScanner = (line, into) => scanGoogleDirective(line, false, into);
const SCAN_GOOGLE_LATIN1: DirectiveScanner = (line, into) => scanGoogleDirective(line, true, into);

/**
 * The scanner of `dialect`'s directives, chosen once per file by the dialect's
 * properties (`lenientLines`: Google's reader; else the syntax tree's
 * well-formed `field: value` lines, with or without `Allow`). `latin1`: the
 * document was decoded from bytes as Latin-1, which Google's byte-level reading needs.
 */
export function directiveScannerOf(dialect: Dialect, latin1 = false): DirectiveScanner {
  const properties = DIALECT_PROPERTIES[dialect];
  if (properties.lenientLines) return latin1 ? SCAN_GOOGLE_LATIN1 : SCAN_GOOGLE;
  return properties.allowLines ? SCAN_WITH_ALLOW : SCAN_WITHOUT_ALLOW;
}

/**
 * {@link directiveScannerOf}`(dialect, latin1)(line, into)`, written as direct calls rather than through
 * the function chosen per file: the model walk reads every line through this, under `compile()` and
 * `lint()` alike, and the walk is part of the measured core (docs/performance.md).
 */
export function scanDirective(line: LineView, lenientLines: boolean, allowLines: boolean, latin1: boolean, into: DirectiveLine): boolean {
  return lenientLines ? scanGoogleDirective(line, latin1, into) : scanWellFormedDirective(line, allowLines, into);
}

/**
 * The readers made from the scanners: one per scanner, each with its own scratch line, made once
 * (there are at most four) so that `readDirective`, called line by line, makes no reader per call.
 */
const readers = new Map<DirectiveScanner, DirectiveReader>();

/** The reader of `dialect`'s directives: its {@link directiveScannerOf}, each directive made a new {@link Field}. */
export function directiveReaderOf(dialect: Dialect, latin1 = false): DirectiveReader {
  const scan = directiveScannerOf(dialect, latin1);
  let read = readers.get(scan);
  if (read === undefined) {
    const scratch = emptyDirectiveLine();
    read = (line) => (scan(line, scratch) ? fieldOf(scratch) : undefined);
    readers.set(scan, read);
  }
  return read;
}

/** A well-formed `field: value` line of the syntax tree, its field read with or without `Allow` lines. */
function scanWellFormedDirective(line: LineView, allowLines: boolean, into: DirectiveLine): boolean {
  // The usual spellings are told by their index (SyntaxLine.commonFieldName): name and key from tables, no string made or looked up.
  const common = line.commonFieldName;
  if (common === -2) return false;
  const name = common >= 0 ? (COMMON_FIELD_NAMES[common] as string) : (line.fieldName as string);
  // A common name's key is a constant, which recognisedKind compares by identity.
  const key = common >= 0 ? (COMMON_FIELD_KEYS[common] as string) : fieldKey(name);
  into.kind = recognisedKind(key, allowLines);
  into.name = name;
  into.key = key;
  into.value = line.fieldValue ?? '';
  into.typo = false;
  into.missingColon = false;
  into.source = line.source;
  into.line = line.number;
  // The line knows where its directive starts: no line index is searched.
  into.offset = line.textStart;
  return true;
}

const GOOGLE_KEYS: readonly { kind: FieldKind; key: string; spellings: readonly string[]; typos: readonly string[] }[] = [
  { kind: 'user-agent', key: 'user-agent', spellings: ['user-agent'], typos: ['useragent', 'user agent'] },
  { kind: 'allow', key: 'allow', spellings: ['allow'], typos: [] },
  { kind: 'disallow', key: 'disallow', spellings: ['disallow'], typos: ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'] },
  { kind: 'other', key: 'sitemap', spellings: ['sitemap'], typos: ['site-map'] },
];

/** ASCII whitespace as C's `isspace`: space, \t, \n, \v, \f, \r. */
function isAsciiSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}

/** `end` moved back over the ASCII whitespace before it, never past `start`. */
function trimmedEnd(text: string, start: number, end: number): number {
  let to = end;
  while (to > start && isAsciiSpace(text.charCodeAt(to - 1))) to--;
  return to;
}

/** `text.slice(start, end)` without the ASCII whitespace at either end. */
function trimmedSlice(text: string, start: number, end: number): string {
  let from = start;
  while (from < end && isAsciiSpace(text.charCodeAt(from))) from++;
  return text.slice(from, trimmedEnd(text, from, end));
}

/** The offset of the first space or tab in `text[start, end)`, or -1. */
function blankAt(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x09) return i;
  }
  return -1;
}

/** The first character outside ASCII. */
const NON_ASCII = /[^\x00-\x7f]/;

/** The end of the longest run of `text[start, end)` that fits in `maxBytes` UTF-8 bytes (never inside a character). */
function utf8CutEnd(text: string, start: number, end: number, maxBytes: number): number {
  if ((end - start) * 3 <= maxBytes) return end;
  // A long line of ASCII (one byte a char) up to the cut: found natively, not counted char by char.
  const headEnd = end - start > maxBytes ? start + maxBytes : end;
  if (!NON_ASCII.test(text.slice(start, headEnd))) return headEnd;
  let bytes = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
    if (bytes + size > maxBytes) return i;
    bytes += size;
    if (size === 4) i++;
  }
  return end;
}

/** The bytes of a UTF-8 byte-order mark, which Google skips at the start of a file, a partial one too. */
const UTF8_BOM_BYTES = [0xef, 0xbb, 0xbf] as const;

/**
 * Where Google's reading of the file starts (docs/spec/google.md §2.1): past a
 * UTF-8 byte-order mark at offset 0, or past as much of one as is there (`EF`,
 * `EF BB`: invalid UTF-8, so `parse` decoded those bytes as the Latin-1 chars
 * U+00EF U+00BB). A U+FEFF anywhere else is ordinary content.
 */
function googleContentStart(source: string, latin1: boolean): number {
  if (!latin1) return source.charCodeAt(0) === 0xfeff ? 1 : 0;
  let start = 0;
  while (start < UTF8_BOM_BYTES.length && source.charCodeAt(start) === UTF8_BOM_BYTES[start]) start++;
  return start;
}

/**
 * Google's `MaybeEscapePattern` over a Latin-1-decoded text, whose chars are
 * the file's bytes: every byte ≥ 0x80 becomes `%XX`, the hex of a `%xx`
 * escape is upper-cased (docs/spec/google.md §2.10). (The UTF-8 case is
 * `googleEscapePattern`, which encodes a char as its UTF-8 bytes.)
 */
export function googleEscapeLatin1Pattern(text: string): string {
  if (!/[%\u0080-\u00ff]/.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) out += `%${code.toString(16).toUpperCase()}`;
    else if (code === 0x25 /* % */ && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      out += `%${text.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
    } else out += text.charAt(i);
  }
  return out;
}

/** The offset of the first NUL in `text[start, end)`, or `end` when there is none. */
function beforeNul(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === 0) return i;
  return end;
}

/** `\v` or `\f`: whitespace to Google (C's `isspace`), not to the syntax tree, which trims spaces and tabs. */
function isVerticalTabOrFormFeed(code: number): boolean {
  return code === 0x0b || code === 0x0c;
}

function scanGoogleDirective(line: LineView, latin1: boolean, into: DirectiveLine): boolean {
  // A well-formed `name: value` line Google reads as the syntax tree does: the tree's name and value, unless
  // the line may be cut (long), starts the file (a byte-order mark, or part of one), holds a NUL before its
  // value ends (Google's line ends there), or a `\v` or `\f` at an edge of its name or value would be trimmed by
  // Google only. (Most lines are well formed, so most take this way.) Only spaces and tabs separate the tree's
  // name, colon and value, so a NUL before the value's end is in the name or in the value.
  const wellFormedName = line.fieldName;
  if (wellFormedName !== undefined && line.offset !== 0 && (line.contentEnd - line.offset) * 3 <= GOOGLE_MAX_LINE_BYTES) {
    const value = line.fieldValue as string;
    const edgesAgree =
      !isVerticalTabOrFormFeed(wellFormedName.charCodeAt(0)) &&
      !isVerticalTabOrFormFeed(wellFormedName.charCodeAt(wellFormedName.length - 1)) &&
      (value === '' || (!isVerticalTabOrFormFeed(value.charCodeAt(0)) && !isVerticalTabOrFormFeed(value.charCodeAt(value.length - 1))));
    if (edgesAgree && !wellFormedName.includes('\0') && !value.includes('\0')) {
      fillGoogleDirective(into, line, wellFormedName, value, false);
      return true;
    }
  }
  // Lines of only whitespace and a comment hold nothing for Google either.
  const lineKind = line.kind;
  if (lineKind === 'blank' || lineKind === 'comment') return false;
  const source = line.source;
  let start = line.offset;
  if (start === 0) start = googleContentStart(source, latin1);
  // In a Latin-1 text one char is one byte.
  let end = latin1 ? Math.min(line.contentEnd, start + GOOGLE_MAX_LINE_BYTES) : utf8CutEnd(source, start, line.contentEnd, GOOGLE_MAX_LINE_BYTES);
  // The first `#` starts a comment; the first `:` separates name and value. The syntax tree
  // has found both already (its comment starts at the first `#`, its colon is the first `:`
  // before any `#`), unless the line was cut.
  const hash = line.commentOffset;
  if (hash >= 0 && hash < end) end = hash;
  // Google's parser hands each line on as a C string: a NUL ends it (docs/spec/google.md §2.1).
  end = beforeNul(source, start, end);
  const colonAt = line.colonOffset;
  const colon = colonAt >= 0 && colonAt < end ? colonAt : -1;
  while (start < end && isAsciiSpace(source.charCodeAt(start))) start++;
  end = trimmedEnd(source, start, end);
  if (start === end) return false;
  let name: string;
  let value: string;
  let missingColon = false;
  if (colon >= 0) {
    name = fieldNameAt(source, start, trimmedEnd(source, start, colon));
    value = trimmedSlice(source, colon + 1, end);
  } else {
    // Google's two-word rule: "disallow /x" reads as "disallow: /x"; one word or three do not.
    const blank = blankAt(source, start, end);
    if (blank < 0) return false;
    let rest = blank;
    while (rest < end && (source.charCodeAt(rest) === 0x20 || source.charCodeAt(rest) === 0x09)) rest++;
    if (blankAt(source, rest, end) >= 0) return false;
    // Google strips the key of all ASCII whitespace, `\v` and `\f` before the blank too (docs/spec/google.md §2.7).
    name = fieldNameAt(source, start, trimmedEnd(source, start, blank));
    value = trimmedSlice(source, rest, end);
    missingColon = true;
  }
  if (name === '') return false;
  fillGoogleDirective(into, line, name, value, missingColon);
  return true;
}

/** Writes Google's reading of `line` (its field `name` and `value`) into the reused `into`. */
function fillGoogleDirective(into: DirectiveLine, line: LineView, name: string, value: string, missingColon: boolean): void {
  const field = googleField(name);
  into.kind = field.kind;
  into.name = name;
  into.key = field.key;
  into.value = value;
  into.typo = field.typo;
  into.missingColon = missingColon;
  into.source = line.source;
  into.line = line.number;
  into.offset = line.textStart;
}

/** How Google's parser reads a field name: which field, under which key, and whether by a typo. */
interface GoogleFieldName {
  readonly kind: FieldKind;
  readonly key: string;
  readonly typo: boolean;
}

/** The usual spellings, read without hashing the name (see {@link fieldKey}). */
const GOOGLE_DISALLOW = classifyGoogleField('disallow');
const GOOGLE_USER_AGENT = classifyGoogleField('user-agent');
const GOOGLE_ALLOW = classifyGoogleField('allow');
const GOOGLE_SITEMAP = classifyGoogleField('sitemap');

function googleField(name: string): GoogleFieldName {
  if (name === 'Disallow') return GOOGLE_DISALLOW;
  if (name === 'User-agent') return GOOGLE_USER_AGENT;
  if (name === 'Allow') return GOOGLE_ALLOW;
  // The other spellings fieldNameAt interns (compared by identity, no hashing).
  if (name === 'disallow') return GOOGLE_DISALLOW;
  if (name === 'User-Agent') return GOOGLE_USER_AGENT;
  if (name === 'Sitemap') return GOOGLE_SITEMAP;
  return classifyGoogleField(fieldKey(name));
}

/** The first field (in GOOGLE_KEYS order) that a spelling or typo of which starts the name; else `other`. */
function classifyGoogleField(lower: string): GoogleFieldName {
  for (const entry of GOOGLE_KEYS) {
    const spelled = entry.spellings.some((spelling) => lower.startsWith(spelling));
    if (spelled || entry.typos.some((typo) => lower.startsWith(typo))) return { kind: entry.kind, key: entry.key, typo: !spelled };
  }
  return { kind: 'other', key: lower, typo: false };
}
