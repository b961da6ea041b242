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
  readonly type: 'token';
  readonly kind: TokenKind;
  readonly text: string;
  readonly offset: number;
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

/** One physical line, its line end included. */
export class SyntaxLine {
  readonly type = 'line' as const;
  /** 1-based line number. */
  readonly number: number;
  readonly tokens: readonly SyntaxToken[];

  constructor(number: number, tokens: readonly SyntaxToken[]) {
    this.number = number;
    this.tokens = tokens;
  }

  /** Offset of the first character of the line. */
  get offset(): number {
    return this.tokens[0]?.offset ?? 0;
  }

  /** Offset just past the line end (or past the last character of an unterminated last line). */
  get end(): number {
    return this.tokens[this.tokens.length - 1]?.end ?? this.offset;
  }

  /** The field name token (`User-agent` in `User-agent: *`), if the line has one. */
  get field(): SyntaxToken | undefined {
    return this.find('field-name');
  }

  /** The colon between field name and value, if any. */
  get colon(): SyntaxToken | undefined {
    return this.find('colon');
  }

  /** The value token (trimmed, inner spaces kept), if the line has a non-empty value. */
  get value(): SyntaxToken | undefined {
    return this.find('value');
  }

  /** The comment token, `#` included, if any. */
  get comment(): SyntaxToken | undefined {
    return this.find('comment');
  }

  /** The line end (CR LF, CR or LF); absent on the last line when the file does not end with one. */
  get lineEnd(): SyntaxToken | undefined {
    const last = this.tokens[this.tokens.length - 1];
    return last?.kind === 'line-end' ? last : undefined;
  }

  /** The text of a line without a colon, if any. */
  get strayText(): SyntaxToken | undefined {
    return this.find('text');
  }

  /** The field's 1994 keyword, if the field name is one. */
  get keyword(): FieldKeyword | undefined {
    return this.field?.keyword;
  }

  /** What the line holds; see {@link LineKind}. */
  get kind(): LineKind {
    let hasComment = false;
    for (const token of this.tokens) {
      switch (token.kind) {
        case 'field-name':
          return this.colon ? 'directive' : 'invalid';
        case 'colon':
        case 'text':
        case 'value':
          return 'invalid';
        case 'comment':
          hasComment = true;
          break;
        case 'bom':
        case 'whitespace':
        case 'line-end':
          break;
      }
    }
    return hasComment ? 'comment' : 'blank';
  }

  /** The line's source text without its line end. */
  get content(): string {
    let text = '';
    for (const token of this.tokens) if (token.kind !== 'line-end') text += token.text;
    return text;
  }

  private find(kind: TokenKind): SyntaxToken | undefined {
    for (const token of this.tokens) if (token.kind === kind) return token;
    return undefined;
  }
}

/** How the text was obtained: given as a string, or decoded from bytes. */
export type SourceEncoding = TextEncodingName | 'string';

/** The root: the whole input, its lines, and what parsing noticed. */
export class SyntaxDocument {
  readonly type = 'document' as const;
  /** The exact source text. */
  readonly text: string;
  readonly lines: readonly SyntaxLine[];
  /** Syntax-level diagnostics (lines that fit no directive, encoding problems). Never thrown. */
  readonly diagnostics: readonly Diagnostic[];
  /** The encoding the text was decoded from, or `string` when `parse` was given a string. */
  readonly encoding: SourceEncoding;
  private index: LineIndex | undefined;

  constructor(text: string, lines: readonly SyntaxLine[], diagnostics: readonly Diagnostic[], encoding: SourceEncoding) {
    this.text = text;
    this.lines = lines;
    this.diagnostics = diagnostics;
    this.encoding = encoding;
  }

  get offset(): number {
    return 0;
  }

  get end(): number {
    return this.text.length;
  }

  /** The byte-order mark token, if the text starts with U+FEFF. */
  get bom(): SyntaxToken | undefined {
    const first = this.lines[0]?.tokens[0];
    return first?.kind === 'bom' ? first : undefined;
  }

  /** The line with this 1-based number, or `undefined`. */
  line(number: number): SyntaxLine | undefined {
    return this.lines[number - 1];
  }

  /** Line, column and offset of an offset in the text. */
  position(offset: number): Position {
    return this.lineIndex().position(offset);
  }

  /** The range a node or token covers. */
  range(node: { readonly offset: number; readonly end: number }): Range {
    return this.lineIndex().range(node.offset, node.end);
  }

  private lineIndex(): LineIndex {
    this.index ??= lineIndexOf(this.lines, this.text.length);
    return this.index;
  }
}

/** The line index of parsed lines: one start per line, plus the empty line after a final line end. */
export function lineIndexOf(lines: readonly SyntaxLine[], length: number): LineIndex {
  const starts = lines.map((line) => line.offset);
  const last = lines[lines.length - 1];
  if (last?.lineEnd) starts.push(last.end);
  return new LineIndex(starts, length);
}

/** Any node of the tree. */
export type SyntaxNode = SyntaxDocument | SyntaxLine | SyntaxToken;
