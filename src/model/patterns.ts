/**
 * How each dialect writes a rule's pattern before comparing it (docs/spec/dialects.md A-11),
 * and the percent-encoding rewriters that the matchers' path readers
 * (`src/match/percent.ts`) share with them: RFC 9309 normalization, the 1996
 * draft's decoding, Google's escaping.
 *
 * These live in the model because the model stores every rule's compared form
 * ({@link Rule.pattern}); the matchers read paths with the same rewriters, so
 * that a rule and a path written alike compare alike.
 *
 * @module
 */
import { DIALECT_PROPERTIES, type Dialect, type PercentHandling } from './dialect.ts';
/** `%XX` (upper-case hex) for every byte. */
const ESCAPES: readonly string[] = Array.from({ length: 256 }, (_, byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`);

function escapeByte(byte: number): string {
  return ESCAPES[byte] as string;
}

/** The value of a hex digit, or -1 (`NaN`, past the end of the text, gives -1 too). */
function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

/** The byte of a well-formed `%XX` escape at `text[i]` (the `%`), or -1. */
function escapedByte(text: string, i: number): number {
  const high = hexValue(text.charCodeAt(i + 1));
  if (high < 0) return -1;
  const low = hexValue(text.charCodeAt(i + 2));
  return low < 0 ? -1 : (high << 4) | low;
}

/** RFC 3986 unreserved: `A-Z a-z 0-9 - . _ ~`. */
function isUnreserved(code: number): boolean {
  return (
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d ||
    code === 0x2e ||
    code === 0x5f ||
    code === 0x7e
  );
}

/**
 * ASCII that RFC 9309 normalization leaves as it is: characters that may stand
 * unescaped in a URI (unreserved, gen- and sub-delims), except `*` and `$`,
 * which depend on the role. (`%` is not a URI character on its own.)
 */
const URI_KEEPS: readonly boolean[] = Array.from({ length: 128 }, (_, code) => isUnreserved(code) || ":/?#[]@!&'()+,;=".includes(String.fromCharCode(code)));

/**
 * The upper-case UTF-8 escapes of the code point `text.codePointAt(i)` (not
 * ASCII). A lone surrogate becomes U+FFFD, as `TextEncoder` has it. The caller
 * advances by 2 units when the code point is above U+FFFF.
 */
function utf8Escapes(code: number): string {
  if (code < 0x800) return ESCAPES[0xc0 | (code >> 6)]! + ESCAPES[0x80 | (code & 0x3f)]!;
  if (code >= 0xd800 && code <= 0xdfff) return '%EF%BF%BD';
  if (code < 0x10000) return ESCAPES[0xe0 | (code >> 12)]! + ESCAPES[0x80 | ((code >> 6) & 0x3f)]! + ESCAPES[0x80 | (code & 0x3f)]!;
  return ESCAPES[0xf0 | (code >> 18)]! + ESCAPES[0x80 | ((code >> 12) & 0x3f)]! + ESCAPES[0x80 | ((code >> 6) & 0x3f)]! + ESCAPES[0x80 | (code & 0x3f)]!;
}

/**
 * The characters RFC 9309 normalization leaves as they are, as the body of a
 * regex character class: unreserved and reserved ASCII but `%`, `*`, `$` and
 * `#` (see {@link URI_KEEPS}, which keeps `#` too).
 */
export const RFC9309_KEEPS = "A-Za-z0-9\\-._~:/?[\\]@!&'()+,;=";

/** Text that RFC 9309 normalization leaves as it is, in a path and in a pattern. */
const ALREADY_NORMAL = new RegExp(`^[#${RFC9309_KEEPS}]*$`);

/** A pattern that RFC 9309 normalization leaves as it is: kept characters and `*`, maybe a final `$` (`/*.php$`). */
const ALREADY_NORMAL_PATTERN = new RegExp(`^[#*${RFC9309_KEEPS}]*\\$?$`);

/** Text with no `%` and nothing outside ASCII: draft-1996 and google leave it as it is. */
const NOTHING_TO_DECODE = /^[^%\u0080-\uffff]*$/;

/** The first index at or after `from` holding `%` or a non-ASCII character, or -1. */
function firstPercentOrNonAscii(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x25 || code >= 0x80) return i;
  }
  return -1;
}

/*
 * The rewriters below copy runs of characters that stay as they are with one
 * `slice` each (`out += text.slice(run, i)`) rather than character by
 * character: fewer string pieces, and a text with nothing to rewrite is
 * returned as it came, after one scan of its char codes.
 */

/** What to do with `*` and `$` while normalizing. */
export type SpecialCharacters = 'pattern' | 'path';

/**
 * RFC 9309 §2.2.2 normalization, applied to both rule patterns and paths so
 * that equal resources compare equal:
 *
 * - an escape of an unreserved character is decoded (`%7E` → `~`, `%62` → `b`);
 * - every other escape keeps its escape, with upper-case hex (`%2f` → `%2F`);
 * - non-ASCII characters are percent-encoded as UTF-8 (`ツ` → `%E3%83%84`),
 *   and so are characters that may not stand in a URI (space, `"`, `<`, …)
 *   and a `%` that starts no escape (→ `%25`);
 * - in a path, `*` and `$` are encoded (`%2A`, `%24`), because in a pattern
 *   they are special and a literal one is written encoded (§2.2.3); in a
 *   pattern, `*` stays a wildcard, a final `$` stays the end anchor, and any
 *   other `$` is encoded.
 */
export function normalizeRfc9309(text: string, role: SpecialCharacters): string {
  // Most paths need nothing: only unreserved and reserved ASCII other than `%`, `*` and `$`, which one
  // regex test says.
  return (role === 'pattern' ? ALREADY_NORMAL_PATTERN : ALREADY_NORMAL).test(text) ? text : rewriteRfc9309(text, 0, role);
}

/**
 * Whether RFC 9309 normalization leaves the pattern `text` as it is ({@link normalizeRfc9309}`(text, 'pattern') === text`
 * by its fast path): only the ASCII characters a URI keeps as written (no `%`, no space, tab or control character,
 * nothing outside ASCII), `*` anywhere and `$` at most as the last character. The model walk tells the linter's
 * line checks this of each Allow/Disallow value (`DirectiveLine.plainValue`), so they need not scan it again.
 */
export function isPlainRfc9309Pattern(text: string): boolean {
  return ALREADY_NORMAL_PATTERN.test(text);
}

/** {@link normalizeRfc9309}`(text, 'pattern')` of a pattern {@link isPlainRfc9309Pattern} has said no of (not tested again). */
export function rewriteRfc9309Pattern(text: string): string {
  return rewriteRfc9309(text, 0, 'pattern');
}

/** Whether `text[i]` starts a well-formed escape of a byte that is not unreserved (normalization keeps its escape). */
function isNormalEscape(text: string, i: number): boolean {
  const byte = escapedByte(text, i);
  return byte >= 0 && !isUnreserved(byte);
}

/**
 * What RFC 9309 normalization writes for `text[i]` in a path, a character it
 * does not keep as it stands: an escape decoded (unreserved) or with upper-case
 * hex, `%25` for a `%` that starts no escape, the escape of an ASCII character
 * not allowed in a URI (or of `*` and `$`), the UTF-8 escapes of anything else.
 * {@link rewrittenUnits} says how many units of `text` that covers.
 */
export function rfc9309Rewrite(text: string, i: number): string {
  const code = text.charCodeAt(i);
  if (code === 0x25 /* % */) {
    const byte = escapedByte(text, i);
    if (byte < 0) return '%25';
    return isUnreserved(byte) ? String.fromCharCode(byte) : escapeByte(byte);
  }
  if (code < 0x80) return escapeByte(code);
  return utf8Escapes(text.codePointAt(i) as number);
}

/** The units of `text` that {@link rfc9309Rewrite} replaces at `i`: 3 for an escape, 2 for a surrogate pair, else 1. */
export function rewrittenUnits(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code === 0x25 /* % */) return escapedByte(text, i) < 0 ? 1 : 3;
  return code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
}

/** {@link normalizeRfc9309} of `text`, whose first character to rewrite may be at `from` (none before it). */
function rewriteRfc9309(text: string, from: number, role: SpecialCharacters): string {
  const last = text.length - 1;
  let i = from;
  let out = '';
  let run = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code < 0x80 && URI_KEEPS[code] === true) {
      i++;
      continue;
    }
    if (code === 0x25 /* % */ && text.charCodeAt(i + 1) < 0x61 && text.charCodeAt(i + 2) < 0x61 && isNormalEscape(text, i)) {
      // Already in normal form (`%2F`, `%C3`: upper-case hex of a reserved byte): part of the run.
      i += 3;
      continue;
    }
    // In a pattern, `*` stays a wildcard and a final `$` the end anchor.
    if (role === 'pattern' && (code === 0x2a /* * */ || (code === 0x24 /* $ */ && i === last))) {
      i++;
      continue;
    }
    const replacement = rfc9309Rewrite(text, i);
    const units = rewrittenUnits(text, i);
    out += text.slice(run, i) + replacement;
    i += units;
    run = i;
  }
  return run === 0 ? text : out + text.slice(run);
}

/**
 * draft-1996 §3.2.2: `%XX` escapes are decoded before comparing, on both
 * sides, except `%2F`, which stays an escaped slash. Hex case does not matter.
 * Escapes of bytes ≥ 0x80 and raw non-ASCII characters (undefined by the
 * draft) are both brought to upper-case UTF-8 escapes, so that `é` and
 * `%C3%A9` compare equal. A literal percent sign is always `%25` (whether
 * written `%25` or as a `%` that starts no escape): decoding it would let it
 * pair with the next characters into an escape nobody wrote (`%252F` is not `%2F`).
 */
export function decodeDraft1996(text: string): string {
  return NOTHING_TO_DECODE.test(text) ? text : decodeDraft1996From(text, firstPercentOrNonAscii(text, 0));
}

/** {@link decodeDraft1996} of `text`, whose first character to decode is at `from` (-1: none). */
export function decodeDraft1996From(text: string, from: number): string {
  return rewriteEscapesAndNonAscii(text, from, true);
}

/**
 * Google's `MaybeEscapePattern`: upper-case the hex of `%xx` escapes and
 * percent-encode every byte ≥ 0x80 (as UTF-8). Nothing is decoded, and ASCII
 * is left alone.
 */
export function googleEscapePattern(text: string): string {
  return NOTHING_TO_DECODE.test(text) ? text : rewriteEscapesAndNonAscii(text, firstPercentOrNonAscii(text, 0), false);
}

/**
 * The rewriting draft-1996 (`decode`) and Google (not) share, from `from`
 * (the first `%` or non-ASCII character; -1: none): non-ASCII characters
 * become upper-case UTF-8 escapes; an escape is decoded (draft-1996, except
 * `%2F`, `%25` and bytes ≥ 0x80) or has its hex upper-cased (Google); a `%`
 * that starts no escape becomes `%25` (draft-1996) or stays (Google).
 */
function rewriteEscapesAndNonAscii(text: string, from: number, decode: boolean): string {
  let i = from;
  let out = '';
  let run = 0;
  while (i >= 0) {
    const code = text.charCodeAt(i);
    let replacement: string;
    let units = 1;
    if (code === 0x25 /* % */) {
      const byte = escapedByte(text, i);
      if (byte < 0) {
        if (!decode) {
          i = firstPercentOrNonAscii(text, i + 1);
          continue;
        }
        replacement = '%25';
      } else {
        const keepEscaped = !decode || byte === 0x2f || byte === 0x25 || byte >= 0x80;
        replacement = keepEscaped ? escapeByte(byte) : String.fromCharCode(byte);
        units = 3;
      }
    } else {
      const point = text.codePointAt(i) as number;
      replacement = utf8Escapes(point);
      if (point > 0xffff) units = 2;
    }
    out += text.slice(run, i) + replacement;
    run = i + units;
    i = firstPercentOrNonAscii(text, run);
  }
  return out + text.slice(run);
}

/** The function that writes a rule's value in its compared form, per kind of percent handling. */
const PATTERN_FORMS: Readonly<Record<PercentHandling, (value: string) => string>> = {
  'as-written': (value) => value,
  decode: decodeDraft1996,
  normalize: (value) => normalizeRfc9309(value, 'pattern'),
  'escape-pattern': googleEscapePattern,
};

/**
 * The function that writes a rule's value the way `dialect` compares it
 * (`Rule.pattern`): looked up once per file, then called for every rule.
 */
export function patternFormOf(dialect: Dialect): (value: string) => string {
  return PATTERN_FORMS[DIALECT_PROPERTIES[dialect].percent];
}

/** The form a rule's value is compared in under `dialect` (decoded, normalized or escaped; see {@link PercentHandling}). */
export function rulePattern(value: string, dialect: Dialect): string {
  return patternFormOf(dialect)(value);
}
