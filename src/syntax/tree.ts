/**
 * The lossless syntax tree: document → lines → tokens.
 *
 * Every character of the input is in exactly one token, tokens are in source
 * order, and concatenating their texts gives the input back. Trivia
 * (whitespace, comments, line ends, the byte-order mark) are ordinary tokens
 * inside the line that owns them, as in rust-analyzer's rowan. Nodes are
 * plain immutable data plus accessors; the accessors return `undefined` for a
 * missing part and never throw.
 *
 * As rowan keeps its cursor apart from its immutable nodes, the one mutable
 * object here is a {@link LineCursor} (`document.cursor()`): it moves from
 * line to line, reading each in place, so a scan over every line makes no
 * object per line. A {@link SyntaxLine} is one line and never changes; both
 * read their parts through the same accessors ({@link LineView}).
 *
 * @module
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { LineIndex, type Position, type Range } from './position.ts';
import type { TextEncodingName } from './encoding.ts';

/**
 * What a token is.
 *
 * | kind | text |
 * | --- | --- |
 * | `bom` | U+FEFF at offset 0 |
 * | `whitespace` | a run of spaces and tabs |
 * | `field-name` | the text before the colon (`User-agent`, `Sitemap`, `user agent`) |
 * | `colon` | `:` |
 * | `value` | the text after the colon and its optional space, up to trailing space or `#` |
 * | `text` | the words of a line that has no colon (not a directive) |
 * | `comment` | `#` to the end of the line |
 * | `line-end` | CR LF, CR or LF |
 */
export type TokenKind = 'bom' | 'whitespace' | 'field-name' | 'colon' | 'value' | 'text' | 'comment' | 'line-end';

/** The field names the 1994 grammar knows as keywords; every other name is an extension field. */
export type FieldKeyword = 'user-agent' | 'disallow';

/** A leaf of the tree. `end` is exclusive: `text === source.slice(offset, end)`. */
export interface SyntaxToken {
  /** Always `token`: tells tokens from lines and documents in a {@link SyntaxNode}. */
  readonly type: 'token';
  /** What the token is. */
  readonly kind: TokenKind;
  /** The exact source text of the token. */
  readonly text: string;
  /** 0-based offset of the token's first character (UTF-16 units). */
  readonly offset: number;
  /** 0-based offset just past the token (exclusive). */
  readonly end: number;
  /** For `field-name` tokens: the 1994 keyword this name is (any case), if it is one. */
  readonly keyword?: FieldKeyword;
}

/**
 * What a line holds, ignoring trivia.
 *
 * - `blank`: nothing but whitespace (and the byte-order mark).
 * - `comment`: whitespace and a comment only.
 * - `directive`: a field name, a colon and a (possibly empty) value.
 * - `invalid`: anything else: text without a colon, or a colon without a field name.
 */
export type LineKind = 'blank' | 'comment' | 'directive' | 'invalid';

/**
 * Where the parts of one line are, as offsets into the document's text (`-1`
 * for a part the line does not have). Every gap between two parts is a run
 * of whitespace, so these offsets determine every token of the line.
 *
 * The grammar allows a line exactly this shape (see docs/grammar.md):
 * `BOM? WS? ((FieldName WS?)? Colon WS? Value? WS? | Text WS?)? Comment? LineEnd?`.
 */
export interface LineLayout {
  /** Offset of the line's first character. */
  start: number;
  /** Whether the line starts with the byte-order mark (line 1 only). */
  bom: boolean;
  /** The field name (before a colon) or stray text (no colon): its start, or -1. */
  headStart: number;
  /** The end of the field name or stray text (exclusive), or -1. */
  headEnd: number;
  /** Whether the head is a field name (a colon follows) rather than stray text. */
  headIsField: boolean;
  /** Offset of the colon, or -1. */
  colon: number;
  /** The value's start, or -1 (a colon with nothing after it has no value). */
  valueStart: number;
  /** The value's end (exclusive), or -1. */
  valueEnd: number;
  /** Offset of `#`, or -1; a comment runs to `contentEnd`. */
  commentStart: number;
  /** Where the line end starts (the end of the line when it has none). */
  contentEnd: number;
  /** Offset just past the line end. */
  end: number;
}

/** A fresh layout with no parts, for scanners to fill in. */
export function emptyLayout(start: number): LineLayout {
  return {
    start,
    bom: false,
    headStart: -1,
    headEnd: -1,
    headIsField: false,
    colon: -1,
    valueStart: -1,
    valueEnd: -1,
    commentStart: -1,
    contentEnd: start,
    end: start,
  };
}

function makeToken(source: string, kind: TokenKind, offset: number, end: number, keyword?: FieldKeyword): SyntaxToken {
  return { type: 'token', kind, text: source.slice(offset, end), offset, end, keyword };
}

/**
 * The spellings of field names that fill most files (`Disallow` alone is two lines in three of the corpus),
 * which {@link fieldNameAt} hands out as these very strings; {@link commonFieldNameAt} tells which one a name is.
 *
 * @internal
 */
export const COMMON_FIELD_NAMES = ['Disallow', 'disallow', 'User-agent', 'User-Agent', 'Allow', 'Sitemap', 'Crawl-delay'] as const;

/**
 * Which of {@link COMMON_FIELD_NAMES} the field name `source[start, end)` is (its index), or -1 for any other
 * spelling: read in place, no string made.
 *
 * @internal
 */
export function commonFieldNameAt(source: string, start: number, end: number): number {
  const length = end - start;
  for (let known = 0; known < COMMON_FIELD_NAMES.length; known++) {
    const name = COMMON_FIELD_NAMES[known] as string;
    if (name.length === length && source.startsWith(name, start)) return known;
  }
  return -1;
}

/**
 * `source.slice(start, end)`, a field name: one of the {@link COMMON_FIELD_NAMES} is handed out as a
 * constant instead of a fresh copy, which saves an allocation per directive line and lets later lookups
 * compare by identity.
 */
export function fieldNameAt(source: string, start: number, end: number): string {
  const common = commonFieldNameAt(source, start, end);
  return common >= 0 ? (COMMON_FIELD_NAMES[common] as string) : source.slice(start, end);
}

/**
 * What one physical line says, read from the offsets of its parts: its span, its tokens, its field name and
 * value. The accessors of both a {@link SyntaxLine} (one line, which never changes) and a {@link LineCursor}
 * (whichever line it is on); a function that only reads a line while it runs takes a `LineView`, so that a
 * scan can hand it the cursor.
 *
 * A line keeps the offsets of its parts ({@link LineLayout}) and builds its
 * token objects only when they are asked for: the model reads a line's field
 * name and value straight from the text, so compiling a file allocates no
 * token at all.
 */
export abstract class LineView {
  // Declared, not initialised: `read` sets every field, from the constructor and from a cursor's moves, in one order.
  /** 1-based line number. */
  declare readonly number: number;
  /** Offset of the first character of the line. */
  declare readonly offset: number;
  /** Offset just past the line end (or past the last character of an unterminated last line). */
  declare readonly end: number;
  /** Offset where the line end starts (equal to `end` when the line has none). */
  declare readonly contentEnd: number;
  /** The whole document text; every offset of the line points into it. */
  readonly source: string;
  declare private readonly hasBom: boolean;
  declare private readonly headStart: number;
  declare private readonly headEnd: number;
  declare private readonly headIsField: boolean;
  declare private readonly colonAt: number;
  declare private readonly valueStart: number;
  declare private readonly valueEnd: number;
  declare private readonly commentStart: number;
  declare private cachedTokens: readonly SyntaxToken[] | undefined;

  /** `source` is the whole document text, `layout` this line's parts in it. */
  protected constructor(source: string, number: number, layout: Readonly<LineLayout>) {
    this.source = source;
    this.read(number, layout);
  }

  /** Becomes line `number`, whose parts are in `layout` (for the constructor, and for {@link LineCursor.moveTo}). */
  protected read(number: number, layout: Readonly<LineLayout>): void {
    const self = this as unknown as MutableLineView;
    self.number = number;
    self.offset = layout.start;
    self.end = layout.end;
    self.contentEnd = layout.contentEnd;
    self.hasBom = layout.bom;
    self.headStart = layout.headStart;
    self.headEnd = layout.headEnd;
    self.headIsField = layout.headIsField;
    self.colonAt = layout.colon;
    self.valueStart = layout.valueStart;
    self.valueEnd = layout.valueEnd;
    self.commentStart = layout.commentStart;
    self.cachedTokens = undefined;
  }

  /** The tokens of the line, in order; together they are exactly the line's text. */
  get tokens(): readonly SyntaxToken[] {
    this.cachedTokens ??= this.buildTokens();
    return this.cachedTokens;
  }

  /** The field name token (`User-agent` in `User-agent: *`), if the line has one. */
  get field(): SyntaxToken | undefined {
    return this.headIsField ? this.find('field-name') : undefined;
  }

  /** The colon between field name and value, if any. */
  get colon(): SyntaxToken | undefined {
    return this.colonAt >= 0 ? this.find('colon') : undefined;
  }

  /** The value token (trimmed, inner spaces kept), if the line has a non-empty value. */
  get value(): SyntaxToken | undefined {
    return this.valueStart >= 0 ? this.find('value') : undefined;
  }

  /** The comment token, `#` included, if any. */
  get comment(): SyntaxToken | undefined {
    return this.commentStart >= 0 ? this.find('comment') : undefined;
  }

  /** The line end (CR LF, CR or LF); absent on the last line when the file does not end with one. */
  get lineEnd(): SyntaxToken | undefined {
    return this.end > this.contentEnd ? this.find('line-end') : undefined;
  }

  /** The text of a line without a colon, if any. */
  get strayText(): SyntaxToken | undefined {
    return this.headStart >= 0 && !this.headIsField ? this.find('text') : undefined;
  }

  /** The field's 1994 keyword, if the field name is one. */
  get keyword(): FieldKeyword | undefined {
    return this.headIsField ? keywordOf(this.source, this.headStart, this.headEnd) : undefined;
  }

  /**
   * Which of {@link COMMON_FIELD_NAMES} the field name is (its index), -1 for another spelling, -2 when the
   * line has no field name: the model's directive scanner reads the usual names so without making a string.
   *
   * @internal
   */
  get commonFieldName(): number {
    return this.headIsField ? commonFieldNameAt(this.source, this.headStart, this.headEnd) : -2;
  }

  /** The field name's text, if the line has one (a string read without building tokens). */
  get fieldName(): string | undefined {
    return this.headIsField ? fieldNameAt(this.source, this.headStart, this.headEnd) : undefined;
  }

  /** The value's text: `''` for a colon with nothing after it, `undefined` for a line without a colon. */
  get fieldValue(): string | undefined {
    if (this.colonAt < 0) return undefined;
    return this.valueStart >= 0 ? this.source.slice(this.valueStart, this.valueEnd) : '';
  }

  /** Offset of the colon, or -1 (read without building tokens). The first colon of the line before any `#`. */
  get colonOffset(): number {
    return this.colonAt;
  }

  /** Offset of the `#` that starts the comment, or -1: the first `#` of the line. */
  get commentOffset(): number {
    return this.commentStart;
  }

  /** Offset of the first character that is neither the byte-order mark nor whitespace (the line end if none). */
  get textStart(): number {
    if (this.headStart >= 0) return this.headStart;
    if (this.colonAt >= 0) return this.colonAt;
    if (this.commentStart >= 0) return this.commentStart;
    return this.contentEnd;
  }

  /** What the line holds; see {@link LineKind}. */
  get kind(): LineKind {
    if (this.headIsField) return 'directive';
    if (this.headStart >= 0 || this.colonAt >= 0) return 'invalid';
    return this.commentStart >= 0 ? 'comment' : 'blank';
  }

  /** The line's source text without its line end. */
  get content(): string {
    return this.source.slice(this.offset, this.contentEnd);
  }

  private find(kind: TokenKind): SyntaxToken | undefined {
    for (const token of this.tokens) if (token.kind === kind) return token;
    return undefined;
  }

  private buildTokens(): SyntaxToken[] {
    const source = this.source;
    const tokens: SyntaxToken[] = [];
    let at = this.offset;
    // Each part in line order; the gap before a part is whitespace.
    const add = (kind: TokenKind, start: number, end: number, keyword?: FieldKeyword): void => {
      if (start > at) tokens.push(makeToken(source, 'whitespace', at, start));
      tokens.push(makeToken(source, kind, start, end, keyword));
      at = end;
    };
    if (this.hasBom) add('bom', this.offset, this.offset + 1);
    if (this.headStart >= 0) {
      if (this.headIsField) add('field-name', this.headStart, this.headEnd, this.keyword);
      else add('text', this.headStart, this.headEnd);
    }
    if (this.colonAt >= 0) add('colon', this.colonAt, this.colonAt + 1);
    if (this.valueStart >= 0) add('value', this.valueStart, this.valueEnd);
    if (this.commentStart >= 0) add('comment', this.commentStart, this.contentEnd);
    if (this.contentEnd > at) tokens.push(makeToken(source, 'whitespace', at, this.contentEnd));
    if (this.end > this.contentEnd) tokens.push(makeToken(source, 'line-end', this.contentEnd, this.end));
    return tokens;
  }
}

/**
 * One physical line, its line end included: immutable. Made by {@link SyntaxDocument.line} and
 * {@link SyntaxDocument.lines}; it reads as a {@link LineView}.
 */
export class SyntaxLine extends LineView {
  /** Always `line` (a getter on the prototype: one field less in each of a file's many lines). */
  get type(): 'line' {
    return 'line';
  }

  /** Built by `parse`; `source` is the whole document text, `layout` this line's parts in it. */
  constructor(source: string, number: number, layout: Readonly<LineLayout>) {
    super(source, number, layout);
  }
}

/** A {@link LineView}'s fields, writable: for {@link LineView.read} only. */
interface MutableLineView {
  number: number;
  offset: number;
  end: number;
  contentEnd: number;
  hasBom: boolean;
  headStart: number;
  headEnd: number;
  headIsField: boolean;
  colonAt: number;
  valueStart: number;
  valueEnd: number;
  commentStart: number;
  cachedTokens: readonly SyntaxToken[] | undefined;
}

/**
 * The mutable, fast way over a document's lines: one object that moves from line to line
 * ({@link moveTo}, {@link next}) and reads the line it is on as a {@link LineView}, each part read in
 * place when asked for. A scan over a file of millions of lines makes no object per line. Everything it
 * says is about its current line and changes when it moves: keep a {@link SyntaxLine}
 * (`document.line(cursor.number)`) or the values read, never the cursor, to remember a line.
 *
 * A new cursor ({@link SyntaxDocument.cursor}) stands before line 1: `number` 0, an empty line at offset 0.
 *
 * @example
 * ```ts
 * const cursor = doc.cursor();
 * while (cursor.next()) {
 *   if (cursor.kind === 'directive') console.log(cursor.number, cursor.fieldName);
 * }
 * ```
 */
export class LineCursor extends LineView {
  private readonly store: LineStore | undefined;
  private readonly lineArray: readonly SyntaxLine[] | undefined;
  /** How many lines the document has: the cursor moves among lines 1 to `lineCount`. */
  readonly lineCount: number;

  /** Made by {@link SyntaxDocument.cursor}, over the document's line store or, when it has none, its lines. */
  constructor(source: string, store: LineStore | undefined, lineArray: readonly SyntaxLine[] | undefined, lineCount: number) {
    super(source, 0, emptyLayout(0));
    this.store = store;
    this.lineArray = lineArray;
    this.lineCount = lineCount;
  }

  /**
   * Moves to the line with this 1-based number and returns `true`; returns `false` and stays where it is
   * when the document has no such line.
   */
  moveTo(number: number): boolean {
    if (!(number >= 1 && number <= this.lineCount && number % 1 === 0)) return false;
    if (this.store !== undefined) this.read(number, this.store.layoutOf(number));
    // A document parsed into line objects has no line store: its line's fields are the cursor's.
    else Object.assign(this, this.lineArray?.[number - 1]);
    return true;
  }

  /** Moves to the next line and returns `true`; `false` past the last line. */
  next(): boolean {
    return this.moveTo(this.number + 1);
  }
}

/** The 1994 keyword a field name is (ASCII case-insensitive), if any. */
function keywordOf(source: string, start: number, end: number): FieldKeyword | undefined {
  const length = end - start;
  if (length === 10 && source.slice(start, end).toLowerCase() === 'user-agent') return 'user-agent';
  if (length === 8 && source.slice(start, end).toLowerCase() === 'disallow') return 'disallow';
  return undefined;
}

/** Finds the parts of the line `text[start, end)` (see scan.ts's `readLineLayout`). */
export type LayoutReader = (text: string, start: number, end: number, layout: LineLayout) => void;

/**
 * A document's lines, kept compactly: the offset where each starts, in a
 * typed array (4 bytes a line), and the text. A {@link SyntaxLine} is made
 * when asked for, its parts found by re-reading its text, so a file of
 * millions of lines costs a few bytes a line until its lines are looked at
 * (as objects, 30 MB of CRs took ~150 bytes a line).
 */
export class LineStore {
  /** The whole text the lines are cut from. */
  readonly text: string;
  /** `starts[i]` is where line `i + 1` starts; `starts[count]` is the text's length. */
  private readonly starts: Int32Array;
  /** How many lines the text has. */
  readonly count: number;
  private readonly read: LayoutReader;
  private readonly layout: LineLayout = emptyLayout(0);

  constructor(text: string, starts: Int32Array, count: number, read: LayoutReader) {
    this.text = text;
    this.starts = starts;
    this.count = count;
    this.read = read;
  }

  /** A new object for the line with this 1-based number (which must exist). */
  line(number: number): SyntaxLine {
    return new SyntaxLine(this.text, number, this.layoutOf(number));
  }

  /**
   * The parts of the line with this 1-based number (which must exist), in one layout object the store
   * reuses: read it before the next call.
   */
  layoutOf(number: number): Readonly<LineLayout> {
    this.read(this.text, this.starts[number - 1] as number, this.starts[number] as number, this.layout);
    return this.layout;
  }

  /** Where the line with this 1-based number starts (the text's length past the last line). */
  start(number: number): number {
    return this.starts[number - 1] as number;
  }

  /** The line starts for a {@link LineIndex}: one per line, plus the empty line after a final line end. */
  lineIndex(): LineIndex {
    const length = this.text.length;
    const last = this.count > 0 ? this.text.charCodeAt(length - 1) : NaN;
    const endsWithLineEnd = last === 0x0a || last === 0x0d;
    return new LineIndex(this.starts.subarray(0, endsWithLineEnd ? this.count + 1 : this.count), length);
  }
}

/** How the text was obtained: given as a string, or decoded from bytes. */
export type SourceEncoding = TextEncodingName | 'string';

/**
 * The root: the whole input, its lines, and what parsing noticed.
 *
 * `parse` keeps the lines in a {@link LineStore} and makes line objects on
 * demand: {@link line} and {@link lineCount} cost no object per line; the
 * {@link lines} array is made (once, then kept) when first asked for. Two
 * calls of {@link line} may return different objects for one line: compare
 * lines by `number`. A line never changes; to read many lines without an
 * object per line, move a {@link cursor} over them.
 */
export class SyntaxDocument {
  /** Always `document`: tells the root from lines and tokens in a {@link SyntaxNode}. */
  readonly type = 'document' as const;
  /** The exact source text. */
  readonly text: string;
  private store: LineStore | undefined;
  private lineArray: readonly SyntaxLine[] | undefined;
  private diagnosticsOrMaker: readonly Diagnostic[] | (() => readonly Diagnostic[]);
  /** The encoding the text was decoded from, or `string` when `parse` was given a string. */
  readonly encoding: SourceEncoding;
  private index: LineIndex | undefined;

  /**
   * Built by `parse`. `diagnostics` may be a function: it is called once, on
   * first access (compiling a file never asks for them).
   */
  constructor(
    text: string,
    lines: readonly SyntaxLine[] | LineStore,
    diagnostics: readonly Diagnostic[] | (() => readonly Diagnostic[]),
    encoding: SourceEncoding,
  ) {
    this.text = text;
    if (lines instanceof LineStore) this.store = lines;
    else this.lineArray = lines;
    this.diagnosticsOrMaker = diagnostics;
    this.encoding = encoding;
  }

  /** Every line, in order (made on first access and kept: prefer {@link line} and {@link lineCount} on large input). */
  get lines(): readonly SyntaxLine[] {
    if (this.lineArray === undefined) {
      const store = this.store as LineStore;
      const lines: SyntaxLine[] = [];
      for (let number = 1; number <= store.count; number++) lines.push(store.line(number));
      this.lineArray = lines;
    }
    return this.lineArray;
  }

  /** How many lines the text has (a final line end starts no line). */
  get lineCount(): number {
    return this.lineArray?.length ?? (this.store as LineStore).count;
  }

  /** Syntax-level diagnostics (lines that fit no directive, encoding problems). Never thrown. */
  get diagnostics(): readonly Diagnostic[] {
    if (typeof this.diagnosticsOrMaker === 'function') this.diagnosticsOrMaker = this.diagnosticsOrMaker();
    return this.diagnosticsOrMaker;
  }

  /** Where the document starts: always 0 (so a document has the same span fields as lines and tokens). */
  get offset(): number {
    return 0;
  }

  /** Where the document ends: the length of the text. */
  get end(): number {
    return this.text.length;
  }

  /** The byte-order mark token, if the text starts with U+FEFF. */
  get bom(): SyntaxToken | undefined {
    if (this.text.charCodeAt(0) !== 0xfeff) return undefined;
    const first = this.line(1)?.tokens[0];
    return first?.kind === 'bom' ? first : undefined;
  }

  /** The line with this 1-based number, or `undefined`. */
  line(number: number): SyntaxLine | undefined {
    if (this.lineArray !== undefined) return this.lineArray[number - 1];
    const store = this.store as LineStore;
    return Number.isInteger(number) && number >= 1 && number <= store.count ? store.line(number) : undefined;
  }

  /**
   * A new {@link LineCursor} over this document's lines, before line 1: the fast way to read many lines (one
   * object for the whole scan, each line read in place). Lines from {@link line} and {@link lines} never
   * change, however cursors move.
   */
  cursor(): LineCursor {
    return new LineCursor(this.text, this.store, this.lineArray, this.lineCount);
  }

  /** Where the line with this 1-based number starts (`text.length` for `lineCount + 1`), without making the line. */
  lineStart(number: number): number {
    if (this.lineArray !== undefined) return this.lineArray[number - 1]?.offset ?? this.text.length;
    return (this.store as LineStore).start(number);
  }

  /** Line, column and offset of an offset in the text. */
  position(offset: number): Position {
    return this.lineIndex().position(offset);
  }

  /** The range a node or token covers. */
  range(node: { readonly offset: number; readonly end: number }): Range {
    return this.lineIndex().range(node.offset, node.end);
  }

  /** The offsets where lines start, for positions (built on first use, from the line store without copying). */
  lineIndex(): LineIndex {
    this.index ??= this.store !== undefined ? this.store.lineIndex() : lineIndexOf(this.lines, this.text.length);
    return this.index;
  }
}

/** The line index of parsed lines: one start per line, plus the empty line after a final line end. */
export function lineIndexOf(lines: readonly SyntaxLine[], length: number): LineIndex {
  const starts = lines.map((line) => line.offset);
  const last = lines[lines.length - 1];
  if (last && last.end > last.contentEnd) starts.push(last.end);
  return new LineIndex(starts, length);
}

/** Any node of the tree. */
export type SyntaxNode = SyntaxDocument | SyntaxLine | SyntaxToken;
