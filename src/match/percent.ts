/**
 * Percent-encoding, the way each dialect compares paths (dialects.md A-11).
 *
 * @module
 */

const HEX = '0123456789ABCDEF';
const utf8 = new TextEncoder();

function isHex(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

function escapeByte(byte: number): string {
  return `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
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

/** Characters that may stand unescaped in a URI: unreserved, reserved (gen- and sub-delims). */
function isUriCharacter(code: number): boolean {
  return isUnreserved(code) || ":/?#[]@!$&'()*+,;=".includes(String.fromCharCode(code));
}

/** Percent-encodes the UTF-8 bytes of one code point starting at `text[i]`; returns [escaped, units consumed]. */
function escapeCodePoint(text: string, i: number): [string, number] {
  const code = text.codePointAt(i) ?? 0xfffd;
  const units = code > 0xffff ? 2 : 1;
  let escaped = '';
  for (const byte of utf8.encode(text.slice(i, i + units))) escaped += escapeByte(byte);
  return [escaped, units];
}

/** How one dialect rewrites each part of a path or pattern. */
interface Rewriter {
  /** What to write for a well-formed `%XX` escape of `byte` (`hex` as written). */
  escape(byte: number, hex: string): string;
  /** What to write for a `%` that starts no escape. */
  readonly lonePercent: string;
  /** What to write for any other ASCII character, at `index` of `text`. */
  ascii(code: number, index: number, text: string): string;
}

/** Rewrites `text` part by part; non-ASCII characters always become UTF-8 escapes. */
function rewrite(text: string, rewriter: Rewriter): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code === 0x25 /* % */) {
      if (isHex(text.charCodeAt(i + 1)) && isHex(text.charCodeAt(i + 2))) {
        const hex = text.slice(i + 1, i + 3);
        out += rewriter.escape(parseInt(hex, 16), hex);
        i += 3;
      } else {
        out += rewriter.lonePercent;
        i += 1;
      }
    } else if (code < 0x80) {
      out += rewriter.ascii(code, i, text);
      i += 1;
    } else {
      const [escaped, units] = escapeCodePoint(text, i);
      out += escaped;
      i += units;
    }
  }
  return out;
}

/** Text that RFC 9309 normalisation leaves as it is, in a path and in a pattern. */
const ALREADY_NORMAL = /^[A-Za-z0-9\-._~:/?#[\]@!&'()+,;=]*$/;

/** Text with no `%` and nothing outside ASCII: draft-1996 and google leave it as it is. */
const NOTHING_TO_DECODE = /^[^%\u0080-\uffff]*$/;

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
  // Most paths need nothing: only unreserved and reserved ASCII other than `%`, `*` and `$`.
  if (ALREADY_NORMAL.test(text)) return text;
  return rewrite(text, {
    escape: (byte, hex) => (isUnreserved(byte) ? String.fromCharCode(byte) : `%${hex.toUpperCase()}`),
    lonePercent: '%25',
    ascii(code, index, source) {
      if (code === 0x2a /* * */) return role === 'pattern' ? '*' : '%2A';
      if (code === 0x24 /* $ */) return role === 'pattern' && index === source.length - 1 ? '$' : '%24';
      return isUriCharacter(code) ? source.charAt(index) : escapeByte(code);
    },
  });
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
  if (NOTHING_TO_DECODE.test(text)) return text;
  return rewrite(text, {
    escape: (byte) => (byte === 0x2f || byte === 0x25 || byte >= 0x80 ? escapeByte(byte) : String.fromCharCode(byte)),
    lonePercent: '%25',
    ascii: (_code, index, source) => source.charAt(index),
  });
}

/**
 * Google's `MaybeEscapePattern`: upper-case the hex of `%xx` escapes and
 * percent-encode every byte ≥ 0x80 (as UTF-8). Nothing is decoded, and ASCII
 * is left alone.
 */
export function googleEscapePattern(text: string): string {
  if (NOTHING_TO_DECODE.test(text)) return text;
  return rewrite(text, {
    escape: (_byte, hex) => `%${hex.toUpperCase()}`,
    lonePercent: '%',
    ascii: (_code, index, source) => source.charAt(index),
  });
}
