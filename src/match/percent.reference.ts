/**
 * The readable reference for `percent.ts`: the path of a URL as rfc9309 and draft-1996 compare it,
 * found the obvious way (the path the URL parser names, then a plain loop over its characters that
 * decodes or encodes each one). percent.ts does the same in place, in as few passes as it can;
 * test/match/percent-reference.test.ts holds it equal to these. The same loops are the reference
 * for the rewriters percent.ts shares with rule patterns (`normalizeRfc9309`, `decodeDraft1996`
 * in src/model/patterns.ts).
 *
 * @module
 */
import { fetchedPath } from './url.reference.ts';

/** RFC 3986 unreserved characters: an escape of one of these names the same resource as the character. */
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/** RFC 3986 reserved characters (gen-delims and sub-delims): they stand in a URI as written. */
const RESERVED = ":/?#[]@!$&'()*+,;=";
const HEX_DIGITS = '0123456789abcdefABCDEF';

/** The byte of a `%XX` escape (either case) at `text[i]`, or -1 when `text[i]` starts none. */
function escapeAt(text: string, i: number): number {
  const [percent, high, low] = [text.charAt(i), text.charAt(i + 1), text.charAt(i + 2)];
  if (percent !== '%' || high === '' || low === '' || !HEX_DIGITS.includes(high) || !HEX_DIGITS.includes(low)) return -1;
  return Number.parseInt(high + low, 16);
}

/** `%XX` with upper-case hex. */
function escaped(byte: number): string {
  return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** The code point at `text[i]`, as a string of one or two units (a lone surrogate stays one unit). */
function codePointAt(text: string, i: number): string {
  return String.fromCodePoint(text.codePointAt(i) as number);
}

/** The UTF-8 escapes of `character` (a lone surrogate is U+FFFD, as `TextEncoder` has it). */
function utf8Escaped(character: string): string {
  return Array.from(new TextEncoder().encode(character), escaped).join('');
}

/**
 * RFC 9309 §2.2.2 normalization, one character at a time: an escape of an unreserved character is
 * decoded, any other escape gets upper-case hex; unreserved and reserved ASCII stays, but `*` and
 * `$`, which a path encodes and a pattern keeps (`*` always, `$` as the last character); everything
 * else (a `%` that starts no escape, ASCII a URI may not hold, non-ASCII) is written as the UTF-8
 * escapes of its code point.
 */
export function referenceNormalizeRfc9309(text: string, role: 'pattern' | 'path'): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const byte = escapeAt(text, i);
    if (byte >= 0) {
      const character = String.fromCharCode(byte);
      out += UNRESERVED.includes(character) ? character : escaped(byte);
      i += 3;
      continue;
    }
    const character = codePointAt(text, i);
    const special = character === '*' || character === '$';
    const keptInPattern = character === '*' || (character === '$' && i === text.length - 1);
    if (special ? role === 'pattern' && keptInPattern : UNRESERVED.includes(character) || RESERVED.includes(character)) out += character;
    else out += utf8Escaped(character);
    i += character.length;
  }
  return out;
}

/**
 * draft-1996 §3.2.2 decoding, one character at a time: an escape is decoded, except `%2F` (an
 * escaped slash), `%25` (a percent sign) and bytes from 0x80 on, which keep their escape with
 * upper-case hex; a `%` that starts no escape is `%25`; a non-ASCII character is written as the
 * UTF-8 escapes of its code point; other ASCII stays.
 */
export function referenceDecodeDraft1996(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const byte = escapeAt(text, i);
    if (byte >= 0) {
      out += byte === 0x2f || byte === 0x25 || byte >= 0x80 ? escaped(byte) : String.fromCharCode(byte);
      i += 3;
      continue;
    }
    const character = codePointAt(text, i);
    if (character === '%') out += '%25';
    else if (character.charCodeAt(0) >= 0x80) out += utf8Escaped(character);
    else out += character;
    i += character.length;
  }
  return out;
}

/** The path of `url` as rfc9309 compares it: the path the URL parser names, normalized. The reference for `rfc9309PathOf` and `rfc9309PathSpan`. */
export function referenceRfc9309Path(url: string): string {
  return referenceNormalizeRfc9309(fetchedPath(url), 'path');
}

/** The path of `url` as draft-1996 compares it: the path the URL parser names, decoded. The reference for `draft1996PathOf`. */
export function referenceDraft1996Path(url: string): string {
  return referenceDecodeDraft1996(fetchedPath(url));
}
