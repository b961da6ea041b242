/**
 * `parse`: text (or bytes) to the lossless syntax tree. Never throws.
 *
 * @module
 */
import type { IToken, TokenType } from 'chevrotain';
import { recognize } from '../../grammar/parser.ts';
import * as T from '../../grammar/tokens.ts';
import { rfc9309, standard1994, toolkit, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { decodeBytes } from './encoding.ts';
import { lineIndexOf, SyntaxDocument, SyntaxLine, type FieldKeyword, type SourceEncoding, type SyntaxToken, type TokenKind } from './tree.ts';
import type { LineIndex } from './position.ts';

/** What each token type becomes in the tree: its kind and, for the two keywords, which one. */
const TOKEN_TABLE: readonly (readonly [TokenType, TokenKind, FieldKeyword?])[] = [
  [T.ByteOrderMark, 'bom'],
  [T.Newline, 'line-end'],
  [T.ValueNewline, 'line-end'],
  [T.Whitespace, 'whitespace'],
  [T.Comment, 'comment'],
  [T.Colon, 'colon'],
  [T.UserAgentKeyword, 'field-name', 'user-agent'],
  [T.DisallowKeyword, 'field-name', 'disallow'],
  [T.ExtensionName, 'field-name'],
  [T.Text, 'text'],
  [T.Value, 'value'],
];

/** The table as arrays indexed by Chevrotain's `tokenTypeIdx`: this lookup runs once per token. */
const kindOfTokenType: TokenKind[] = [];
const keywordOfTokenType: (FieldKeyword | undefined)[] = [];
for (const [type, kind, keyword] of TOKEN_TABLE) {
  kindOfTokenType[type.tokenTypeIdx ?? 0] = kind;
  keywordOfTokenType[type.tokenTypeIdx ?? 0] = keyword;
}

/**
 * Parses robots.txt source into a {@link SyntaxDocument}.
 *
 * Any string is accepted, and `print(parse(s)) === s` for every string `s`.
 * Given bytes, the text is decoded as UTF-8, UTF-16 (with its byte-order mark)
 * or, when it is not valid UTF-8, as Latin-1, so that no byte is lost; the
 * document's `encoding` says which, and a diagnostic says why it is not UTF-8.
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
  if (typeof input === 'string') return parseText(input, 'string', []);
  const decoded = decodeBytes(input);
  const notes: EncodingNote[] = [];
  if (decoded.encoding === 'latin1') notes.push({ kind: 'latin1', at: decoded.invalidUtf8At ?? 0 });
  if (decoded.encoding === 'utf-16le' || decoded.encoding === 'utf-16be') notes.push({ kind: 'utf16', at: 0 });
  return parseText(decoded.text, decoded.encoding, notes);
}

interface EncodingNote {
  readonly kind: 'latin1' | 'utf16';
  /** Text offset (for Latin-1 equal to the byte offset). */
  readonly at: number;
}

function parseText(text: string, encoding: SourceEncoding, notes: readonly EncodingNote[]): SyntaxDocument {
  const lexed = T.tokenize(text);
  const grammarErrors = recognize(lexed.tokens);
  const lines = buildLines(lexed.tokens);
  // Built only when there is something to report: most files have nothing.
  let lineIndex: LineIndex | undefined;
  const index = (): LineIndex => (lineIndex ??= lineIndexOf(lines, text.length));
  const diagnostics: Diagnostic[] = [];
  for (const note of notes) diagnostics.push(encodingDiagnostic(note, index()));
  for (const error of lexed.errors) {
    diagnostics.push({
      code: 'internal-lexer-error',
      severity: 'error',
      message: `The lexer could not read this text (${error.message}); this is a bug in robotstxt-toolkit, please report it.`,
      range: index().range(error.offset, error.offset + error.length),
      spec: toolkit('total grammar'),
    });
  }
  for (const error of grammarErrors) {
    const offset = Number.isFinite(error.token.startOffset) ? error.token.startOffset : 0;
    diagnostics.push({
      code: 'internal-grammar-error',
      severity: 'error',
      message: `The grammar rejected this token (${error.message}); this is a bug in robotstxt-toolkit, please report it.`,
      range: index().range(offset, offset + error.token.image.length),
      spec: toolkit('total grammar'),
    });
  }
  for (const line of lines) {
    const diagnostic = lineDiagnostic(line, index);
    if (diagnostic) diagnostics.push(diagnostic);
  }
  return new SyntaxDocument(text, lines, diagnostics, encoding);
}

/** Splits the token stream into lines: each line ends after a line-end token. */
function buildLines(tokens: readonly IToken[]): SyntaxLine[] {
  const lines: SyntaxLine[] = [];
  let current: SyntaxToken[] = [];
  for (const token of tokens) {
    const kind = kindOfTokenType[token.tokenTypeIdx] ?? 'text';
    current.push({
      type: 'token',
      kind,
      text: token.image,
      offset: token.startOffset,
      end: token.startOffset + token.image.length,
      keyword: keywordOfTokenType[token.tokenTypeIdx],
    });
    if (kind === 'line-end') {
      lines.push(new SyntaxLine(lines.length + 1, current));
      current = [];
    }
  }
  if (current.length > 0) lines.push(new SyntaxLine(lines.length + 1, current));
  return lines;
}

function lineDiagnostic(line: SyntaxLine, lineIndex: () => LineIndex): Diagnostic | undefined {
  if (line.kind !== 'invalid') return undefined;
  const stray = line.strayText;
  if (stray) {
    return {
      code: 'missing-colon',
      severity: 'warning',
      message: `This line has no colon, so it is not a directive: write "field: value", or start it with "#" to make it a comment.`,
      range: lineIndex().range(stray.offset, stray.end),
      spec: standard1994('The Format'),
    };
  }
  const colon = line.colon;
  if (colon && !line.field) {
    return {
      code: 'missing-field-name',
      severity: 'warning',
      message: `This line starts with a colon and has no field name before it, so it is not a directive.`,
      range: lineIndex().range(colon.offset, line.end - (line.lineEnd?.text.length ?? 0)),
      spec: standard1994('The Format'),
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
      spec: rfc9309('2.3'),
    };
  }
  return {
    code: 'invalid-utf8',
    severity: 'warning',
    message: `The file is not valid UTF-8 (the first bad byte is at offset ${note.at}), so it was decoded as Latin-1 to keep every byte; robots.txt must be UTF-8.`,
    range: index.range(note.at, Math.min(note.at + 1, index.length)),
    spec: rfc9309('2.3'),
  };
}
