/**
 * The robots.txt lexicon: Chevrotain token types and the two-mode lexer.
 *
 * The token patterns partition every possible input, so the lexer can never
 * meet a character it cannot match: lexing is total and lossless (no token is
 * `SKIPPED`, none goes to a group). Two modes keep the lexicon small:
 *
 * - `line` mode (the start of every line): byte-order mark, whitespace, a
 *   field name (only when a colon follows on the same line, before any `#`),
 *   the colon, free text (a line with no colon), comments, line ends.
 * - `value` mode (after the colon): the value, whitespace, comments, line ends.
 *   A value may hold colons (`Sitemap: https://…`) and inner spaces.
 *
 * The field name is recognised by lookahead: a run of text counts as a field
 * name when a `:` ends it. The 1994 text names two fields, `User-agent` and
 * `Disallow`; they are keywords (case-insensitive). Every other field name is
 * an extension field (`Allow`, `Sitemap`, `Crawl-delay`, anything).
 *
 * This module is the only one (with `parser.ts`) that knows about Chevrotain.
 *
 * @module
 */
import { createToken, Lexer, type CustomPatternMatcherFunc, type ILexingResult, type TokenType } from 'chevrotain';

/** Characters that are whitespace inside a line: space and horizontal tab (RFC 9309 `WS`). */
const WHITESPACE = ' \t';

function isLineBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/**
 * Where the field name that starts at `offset` ends, or -1 if no field name
 * starts there. A field name is everything up to the first `:` on the line,
 * less trailing whitespace; a `#` or a line end first means there is none.
 *
 * The answer is cached per text and stop position: every token start between
 * `offset` and the stop shares it, so a long line without a colon is scanned
 * once, not once per word (which would make lexing quadratic).
 */
const fieldScan = { from: -1, stop: -1, hasColon: false };

function fieldNameEnd(text: string, offset: number): number {
  if (offset < fieldScan.from || offset > fieldScan.stop) {
    let stop = offset;
    for (; stop < text.length; stop++) {
      const code = text.charCodeAt(stop);
      if (code === 0x3a /* : */ || code === 0x23 /* # */ || isLineBreak(code)) break;
    }
    fieldScan.from = offset;
    fieldScan.stop = stop;
    fieldScan.hasColon = text.charCodeAt(stop) === 0x3a;
  }
  if (!fieldScan.hasColon) return -1;
  let end = fieldScan.stop;
  while (end > offset && isWhitespace(text.charCodeAt(end - 1))) end--;
  return end > offset ? end : -1;
}

/**
 * Every UTF-16 code unit except `excluded`, as Chevrotain's `start_chars_hint`.
 * With a hint on every token type the lexer can use its first-character
 * optimisation (it only tries the token types that can start with the
 * character at hand), which negated character classes would otherwise
 * switch off.
 */
function everyCodeUnitExcept(excluded: string): number[] {
  const codes: number[] = [];
  for (let code = 0; code < 256; code++) if (!excluded.includes(String.fromCharCode(code))) codes.push(code);
  // Above 255 Chevrotain files code units in buckets of 255 (lexer.js, charCodeToOptimizedIndex),
  // so one code unit per bucket says the same as all of them, at a fraction of the start-up cost.
  for (let code = 256; code <= 0xffff; code += 255) codes.push(code);
  codes.push(0xffff);
  return codes;
}

/** Code units that can start a field name, free text or a value. */
const FIELD_START = everyCodeUnitExcept(' \t:#\r\n');
const VALUE_START = everyCodeUnitExcept(' \t#\r\n');

/** A custom pattern for a field name; `accept` narrows it to one keyword. */
function fieldNamePattern(accept?: string): CustomPatternMatcherFunc {
  return (text, offset) => {
    const code = text.charCodeAt(offset);
    if (isWhitespace(code)) return null;
    const end = fieldNameEnd(text, offset);
    if (end < 0) return null;
    if (accept !== undefined) {
      if (end - offset !== accept.length) return null;
      if (text.slice(offset, end).toLowerCase() !== accept) return null;
    }
    return [text.slice(offset, end)] as unknown as RegExpExecArray;
  };
}

/** The category of every line end, in either mode. */
export const LineEnd = createToken({ name: 'LineEnd', pattern: Lexer.NA });

/** A category for every field name: the two keywords and extension names. */
export const FieldName = createToken({ name: 'FieldName', pattern: Lexer.NA });

/** U+FEFF at offset 0 only; anywhere else it is an ordinary character. */
export const ByteOrderMark = createToken({
  name: 'ByteOrderMark',
  pattern: {
    exec: (text, offset) => (offset === 0 && text.charCodeAt(0) === 0xfeff ? (['\ufeff'] as unknown as RegExpExecArray) : null),
  },
  line_breaks: false,
  start_chars_hint: ['\ufeff'],
});

/** CR LF, CR or LF, in `line` mode. */
export const Newline = createToken({
  name: 'Newline',
  pattern: /\r\n?|\n/,
  categories: [LineEnd],
  line_breaks: true,
  start_chars_hint: ['\r', '\n'],
});

/** CR LF, CR or LF, in `value` mode: it also returns to `line` mode. */
export const ValueNewline = createToken({
  name: 'ValueNewline',
  pattern: /\r\n?|\n/,
  categories: [LineEnd],
  line_breaks: true,
  pop_mode: true,
  start_chars_hint: ['\r', '\n'],
});

/** A run of spaces and tabs. */
export const Whitespace = createToken({
  name: 'Whitespace',
  pattern: /[ \t]+/,
  start_chars_hint: [...WHITESPACE],
  line_breaks: false,
});

/** `#` to the end of the line (the line end is not part of it). */
export const Comment = createToken({ name: 'Comment', pattern: /#[^\r\n]*/, start_chars_hint: ['#'], line_breaks: false });

/** The separator between field name and value; enters `value` mode. */
export const Colon = createToken({
  name: 'Colon',
  pattern: /:/,
  push_mode: 'value',
  start_chars_hint: [':'],
  line_breaks: false,
});

/** The 1994 keyword `User-agent` (any case). */
export const UserAgentKeyword = createToken({
  name: 'UserAgentKeyword',
  pattern: { exec: fieldNamePattern('user-agent') },
  categories: [FieldName],
  line_breaks: false,
  start_chars_hint: FIELD_START,
});

/** The 1994 keyword `Disallow` (any case). */
export const DisallowKeyword = createToken({
  name: 'DisallowKeyword',
  pattern: { exec: fieldNamePattern('disallow') },
  categories: [FieldName],
  line_breaks: false,
  start_chars_hint: FIELD_START,
});

/** Any other field name: `Allow`, `Sitemap`, `Crawl-delay`, `user agent`, … */
export const ExtensionName = createToken({
  name: 'ExtensionName',
  pattern: { exec: fieldNamePattern() },
  categories: [FieldName],
  line_breaks: false,
  start_chars_hint: FIELD_START,
});

/**
 * Text on a line that has no colon (before any `#`): words and the spaces
 * between them, ending at a non-space character. Such a line has no directive.
 */
export const Text = createToken({
  name: 'Text',
  pattern: /[^ \t:#\r\n]+(?:[ \t]+[^ \t:#\r\n]+)*/,
  start_chars_hint: FIELD_START,
  line_breaks: false,
});

/** The value after the colon: may hold colons and inner spaces, never `#`, never trailing spaces. */
export const Value = createToken({
  name: 'Value',
  pattern: /[^ \t#\r\n]+(?:[ \t]+[^ \t#\r\n]+)*/,
  start_chars_hint: VALUE_START,
  line_breaks: false,
});

/** Token types of `line` mode, in the order the lexer tries them. */
export const lineModeTokens: TokenType[] = [ByteOrderMark, Newline, Whitespace, Comment, Colon, UserAgentKeyword, DisallowKeyword, ExtensionName, Text];

/** Token types of `value` mode, in the order the lexer tries them. */
export const valueModeTokens: TokenType[] = [Whitespace, Value, ValueNewline, Comment];

/** Every token type the parser may meet (categories included). */
export const allTokenTypes: TokenType[] = [LineEnd, FieldName, ...lineModeTokens, ValueNewline, Value];

/**
 * The lexer. Offsets only: line and column come from the syntax tree's own
 * line index, which counts UTF-16 units exactly as documented.
 */
const robotsLexer = new Lexer(
  { modes: { line: lineModeTokens, value: valueModeTokens }, defaultMode: 'line' },
  { positionTracking: 'onlyOffset', ensureOptimizations: true },
);

/**
 * Splits `text` into tokens. Never throws; `errors` is always empty (the
 * patterns cover every character), and the tests hold it to that.
 */
export function tokenize(text: string): ILexingResult {
  // The field-name cache is per input: forget the previous text's answer.
  fieldScan.from = -1;
  fieldScan.stop = -1;
  return robotsLexer.tokenize(text);
}
