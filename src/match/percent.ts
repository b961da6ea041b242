/**
 * Percent-encoding, the way each dialect compares paths (docs/spec/dialects.md A-11).
 *
 * @module
 */

import { fetchedPath, localPath, localPathStart, needsUrlReading, needsUrlReadingAfter, NOT_A_DOT_SEGMENT, setSpan, type PathSpan } from './url.ts';

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
 * ASCII that RFC 9309 normalisation leaves as it is: characters that may stand
 * unescaped in a URI (unreserved, gen- and sub-delims), except `*` and `$`,
 * which depend on the role. (`%` is not a URI character on its own.)
 */
const URI_KEEPS = new Uint8Array(128);
for (let code = 0; code < 128; code++) if (isUnreserved(code) || ":/?#[]@!&'()+,;=".includes(String.fromCharCode(code))) URI_KEEPS[code] = 1;

/**
 * The upper-case UTF-8 escapes of the code point `text.codePointAt(i)` (not
 * ASCII). A lone surrogate becomes U+FFFD, as `TextEncoder` has it. The caller
 * advances by 2 units when the code point is above U+FFFF.
 */
function utf8Escapes(code: number): string {
  if (code < 0x800) return ESCAPES[0xc0 | (code >> 6)]! + ESCAPES[0x80 | (code & 0x3f)]!;
  if (code >= 0xd800 && code <= 0xdfff) return '%EF%BF%BD';
  if (code < 0x10000) return ESCAPES[0xe0 | (code >> 12)]! + ESCAPES[0x80 | ((code >> 6) & 0x3f)]! + ESCAPES[0x80 | (code & 0x3f)]!;
  return (
    ESCAPES[0xf0 | (code >> 18)]! + ESCAPES[0x80 | ((code >> 12) & 0x3f)]! + ESCAPES[0x80 | ((code >> 6) & 0x3f)]! + ESCAPES[0x80 | (code & 0x3f)]!
  );
}

/**
 * The characters RFC 9309 normalisation leaves as they are, as the body of a
 * regex character class: unreserved and reserved ASCII but `%`, `*`, `$` and
 * `#` (see {@link URI_KEEPS}, which keeps `#` too).
 */
const RFC9309_KEEPS = "A-Za-z0-9\\-._~:/?[\\]@!&'()+,;=";

/** {@link RFC9309_KEEPS} but `/`: the fast route reads a path segment by segment. */
const RFC9309_KEEPS_BUT_SLASH = "A-Za-z0-9\\-._~:?[\\]@!&'()+,;=";


/** Text that RFC 9309 normalisation leaves as it is, in a path and in a pattern. */
const ALREADY_NORMAL = new RegExp(`^[#${RFC9309_KEEPS}]*$`);

/** A pattern that RFC 9309 normalisation leaves as it is: kept characters and `*`, maybe a final `$` (`/*.php$`). */
const ALREADY_NORMAL_PATTERN = new RegExp(`^[#*${RFC9309_KEEPS}]*\\$?$`);

/**
 * The characters a draft-1996 path may not hold to be left as it is, as the
 * body of a regex character class: `%`, everything outside ASCII, and `#`
 * (which ends a URL's path). Negate it (`[^...]`) for the characters kept.
 */
const DRAFT1996_NOT_KEPT = '%#\\u0080-\\uffff';

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

/** What to do with `*` and `$` while normalising. */
export type SpecialCharacters = 'pattern' | 'path';

/**
 * RFC 9309 §2.2.2 normalisation, applied to both rule patterns and paths so
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
  // Most paths need nothing: only unreserved and reserved ASCII other than `%`, `*` and `$`. (V8's
  // regex engine scans for these faster than a charCodeAt loop, measured on the bench's paths.)
  return (role === 'pattern' ? ALREADY_NORMAL_PATTERN : ALREADY_NORMAL).test(text) ? text : rewriteRfc9309(text, 0, role);
}

/** Whether `text[i]` starts a well-formed escape of a byte that is not unreserved (normalisation keeps its escape). */
function isNormalEscape(text: string, i: number): boolean {
  const byte = escapedByte(text, i);
  return byte >= 0 && !isUnreserved(byte);
}

/**
 * What RFC 9309 normalisation writes for `text[i]` in a path, a character it
 * does not keep as it stands: an escape decoded (unreserved) or with upper-case
 * hex, `%25` for a `%` that starts no escape, the escape of an ASCII character
 * not allowed in a URI (or of `*` and `$`), the UTF-8 escapes of anything else.
 * {@link rewrittenUnits} says how many units of `text` that covers.
 */
function rfc9309Rewrite(text: string, i: number): string {
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
function rewrittenUnits(text: string, i: number): number {
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
    if (code < 0x80 && URI_KEEPS[code] === 1) {
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
 * An escape RFC 9309 normalisation leaves as it is, as a regex: upper-case
 * hex, of a byte that is not unreserved (`%41` is `A`, `%2D` is `-`, so those are decoded).
 */
const NORMAL_ESCAPE = '%(?:[0189A-F][0-9A-F]|2[0-9A-CF]|3[A-F]|40|5[B-E]|60|7[B-DF])';

/** The longest run at `lastIndex` that RFC 9309 normalisation leaves as it is (see {@link HTTP_NORMAL_RUN}); it may be empty. */
const NORMAL_RUN = new RegExp(String.raw`[${RFC9309_KEEPS}]*(?:${NORMAL_ESCAPE}[${RFC9309_KEEPS}]*)*`, 'y');

/**
 * `normalizeRfc9309(localPath(url), 'path')`, where `start` is
 * `localPathStart(url)`, for any URL: the path is rewritten where it stands in
 * `url`, up to the first `#` (or the end), without being cut out first.
 * Reading an escape's hex digits past the path's end is harmless: a `#` is
 * no hex digit, as the end of the text is not.
 */
export function rfc9309UrlPath(url: string, start: number): string {
  const length = url.length;
  NORMAL_RUN.lastIndex = start;
  NORMAL_RUN.test(url);
  const i = NORMAL_RUN.lastIndex;
  if (i >= length || url.charCodeAt(i) === 0x23 /* # */) {
    // Nothing to rewrite: the path as it stands.
    if (i === start) return '/';
    const path = start === 0 && i === length ? url : url.slice(start, i);
    return url.charCodeAt(start) === 0x2f /* / */ ? path : `/${path}`;
  }
  return rewriteUrlPath(url, start, i);
}

/**
 * `http(s)://host/` and then the longest run of the path that RFC 9309
 * normalisation leaves as it is: kept characters, and escapes already in
 * normal form (upper-case hex, of a byte that is not unreserved). Sticky: it
 * matches every `http(s)://host/...` URL, and `lastIndex` is then the first
 * character to rewrite, the `#` or the end.
 */
const HTTP_NORMAL_RUN = new RegExp(
  String.raw`https?:\/\/[^/?;#\\\t\n\r]*(?:\/${NOT_A_DOT_SEGMENT}[${RFC9309_KEEPS_BUT_SLASH}]*(?:${NORMAL_ESCAPE}[${RFC9309_KEEPS_BUT_SLASH}]*)*)+`,
  'y',
);

/**
 * `normalizeRfc9309(localPath(url), 'path')`, as a span: of `url` itself when
 * nothing needs rewriting; for a URL the URL parser would rewrite (a dot
 * segment, `\`, tab, CR, LF), `normalizeRfc9309(fetchedPath(url), 'path')`.
 */
export function rfc9309PathSpan(url: string, out: PathSpan): PathSpan {
  let path: string;
  HTTP_NORMAL_RUN.lastIndex = 0;
  // The run holds nothing the URL parser rewrites: no dot segment, `\`, tab, CR, LF, space or `%2e`.
  if (HTTP_NORMAL_RUN.test(url)) {
    // The host holds no `/`: the first one after `scheme://` starts the path.
    const start = url.indexOf('/', url.charCodeAt(4) === 0x73 /* s */ ? 8 : 7);
    const end = HTTP_NORMAL_RUN.lastIndex;
    if (end === url.length || url.charCodeAt(end) === 0x23 /* # */) return setSpan(out, url, start, end);
    // Stopped at a character to rewrite (or at a dot segment's `/`, left to the URL parser's reading).
    if (url.charCodeAt(url.length - 1) > 0x20) {
      const rewritten = rewriteUrlPathIfPlain(url, start, end);
      if (rewritten !== undefined) return setSpan(out, rewritten, 0, rewritten.length);
    }

  }
  // The path the URL parser would fetch (docs/spec/dialects.md §0.2 "U"), then normalised.
  path = needsUrlReading(url) ? normalizeRfc9309(fetchedPath(url), 'path') : rfc9309UrlPath(url, localPathStart(url));
  return setSpan(out, path, 0, path.length);
}

/** A span for {@link rfc9309PathOf}'s own use. */
const pathOfSpan: PathSpan = { text: '', start: 0, end: 0 };

/** `normalizeRfc9309(fetchedPath(url), 'path')`: see {@link rfc9309PathSpan}. */
export function rfc9309PathOf(url: string): string {
  const { text, start, end } = rfc9309PathSpan(url, pathOfSpan);
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/**
 * {@link rfc9309UrlPath} when `url[from]` (at or after `start`) is the first
 * character to rewrite. The runs left as they are between rewrites are found
 * by {@link NORMAL_RUN} (V8's regex engine scans faster than a `charCodeAt` loop).
 */
function rewriteUrlPath(url: string, start: number, from: number): string {
  const length = url.length;
  let out = url.charCodeAt(start) === 0x2f /* / */ ? url.slice(start, from) : `/${url.slice(start, from)}`;
  let i = from;
  while (i < length) {
    const code = url.charCodeAt(i);
    if (code === 0x23 /* # */) break;
    const replacement = rfc9309Rewrite(url, i);
    const units = rewrittenUnits(url, i);
    i += units;
    NORMAL_RUN.lastIndex = i;
    NORMAL_RUN.test(url);
    const end = NORMAL_RUN.lastIndex;
    out += end > i ? replacement + url.slice(i, end) : replacement;
    i = end;
  }
  return out;
}

/**
 * {@link NORMAL_RUN} read segment by segment: it also stops at the `/` of a
 * dot segment (see {@link NOT_A_DOT_SEGMENT}).
 */
const NORMAL_RUN_BY_SEGMENT = new RegExp(
  String.raw`[${RFC9309_KEEPS_BUT_SLASH}]*(?:${NORMAL_ESCAPE}[${RFC9309_KEEPS_BUT_SLASH}]*)*(?:\/${NOT_A_DOT_SEGMENT}[${RFC9309_KEEPS_BUT_SLASH}]*(?:${NORMAL_ESCAPE}[${RFC9309_KEEPS_BUT_SLASH}]*)*)*`,
  'y',
);

/**
 * {@link rewriteUrlPath} for the fast route, which has not checked the rest
 * of the URL for what the URL parser rewrites: `undefined` when it meets a
 * dot segment, `\`, tab, CR, LF or `%2e` on the way (the caller then takes
 * the URL parser's reading). A trailing space or control is the caller's check.
 */
function rewriteUrlPathIfPlain(url: string, start: number, from: number): string | undefined {
  const length = url.length;
  let out = url.slice(start, from);
  let i = from;
  while (i < length) {
    const code = url.charCodeAt(i);
    if (code === 0x23 /* # */) break;
    if (code === 0x2f /* / */ || code === 0x5c /* \ */ || code === 0x09 || code === 0x0a || code === 0x0d) return undefined;
    if (code === 0x25 /* % */ && url.charCodeAt(i + 1) === 0x32 /* 2 */ && (url.charCodeAt(i + 2) | 0x20) === 0x65 /* e */) return undefined;
    const replacement = rfc9309Rewrite(url, i);
    i += rewrittenUnits(url, i);
    NORMAL_RUN_BY_SEGMENT.lastIndex = i;
    NORMAL_RUN_BY_SEGMENT.test(url);
    const end = NORMAL_RUN_BY_SEGMENT.lastIndex;
    out += end > i ? replacement + url.slice(i, end) : replacement;
    i = end;
  }
  return out;
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

/**
 * `http(s)://host/` and then the longest run of the path that draft-1996
 * decoding leaves as it is. Sticky: it matches every `http(s)://host/...`
 * URL, and `lastIndex` is then the first `%`, non-ASCII character or `#`, or the end.
 */
const HTTP_UNDECODED_RUN = new RegExp(
  String.raw`https?:\/\/[^/?;#\\\x00-\x20]*(?:\/${NOT_A_DOT_SEGMENT}[^/${DRAFT1996_NOT_KEPT}\\\x00-\x20]*)+`,
  'y',
);

/** `decodeDraft1996(localPath(url))`, or of `fetchedPath(url)` when the URL parser would rewrite the URL (docs/spec/dialects.md §0.2 "U"). */
export function draft1996PathOf(url: string): string {
  HTTP_UNDECODED_RUN.lastIndex = 0;
  if (HTTP_UNDECODED_RUN.test(url)) {
    // The host holds no `/`: the first one after `scheme://` starts the path.
    const start = url.indexOf('/', url.charCodeAt(4) === 0x73 /* s */ ? 8 : 7);
    const end = HTTP_UNDECODED_RUN.lastIndex;
    if (end === url.length) return url.slice(start);
    const stop = url.charCodeAt(end);
    if (stop === 0x23 /* # */) return url.slice(start, end);
    // The run stopped at the first `%` or non-ASCII character: decode from there.
    if ((stop === 0x25 /* % */ || stop >= 0x80) && !needsUrlReadingAfter(url, end)) {
      const hash = url.indexOf('#', end);
      return decodeDraft1996From(hash < 0 ? url.slice(start) : url.slice(start, hash), end - start);
    }
  }
  // The path the URL parser would fetch (docs/spec/dialects.md §0.2 "U").
  return decodeDraft1996(needsUrlReading(url) ? fetchedPath(url) : localPath(url));
}

/** {@link decodeDraft1996} of `text`, whose first character to decode is at `from` (-1: none). */
function decodeDraft1996From(text: string, from: number): string {
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
