/**
 * Bytes to text and back, without losing a byte.
 *
 * RFC 9309 §2.3 says robots.txt is UTF-8. Real files are also Latin-1,
 * Windows-1252 or UTF-16. The rule used here:
 *
 * 1. A UTF-16 byte-order mark (FF FE or FE FF) and a well-formed body: UTF-16.
 * 2. Otherwise well-formed UTF-8 (a UTF-8 BOM is kept as U+FEFF): UTF-8.
 * 3. Otherwise ISO-8859-1 (Latin-1): every byte becomes the code point of the
 *    same value. This reading is lossless for any bytes, so
 *    `encodeText(decodeBytes(b).text, decodeBytes(b).encoding)` equals `b` for
 *    every byte string `b`.
 *
 * The platform's `TextDecoder` (browsers and Node) does the UTF work; Latin-1
 * is done by hand because WHATWG's "latin1" label means Windows-1252.
 *
 * @module
 */

/** The encodings bytes can be decoded from. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'latin1';

/** The result of decoding: the text, how it was read, and why if not UTF-8. */
export interface DecodedText {
  /** The decoded text. */
  readonly text: string;
  /** The encoding it was decoded from. */
  readonly encoding: TextEncodingName;
  /** For `latin1`: the byte offset of the first byte that is not valid UTF-8. */
  readonly invalidUtf8At?: number;
}

function tryDecode(label: 'utf-8' | 'utf-16le' | 'utf-16be', bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Reads bytes as text, keeping every byte (see the module comment for the rule). */
export function decodeBytes(bytes: Uint8Array): DecodedText {
  const utf16 = decodeMarkedUtf16(bytes);
  if (utf16 !== undefined) return utf16;
  const utf8 = tryDecode('utf-8', bytes);
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  return { text: decodeLatin1(bytes), encoding: 'latin1', invalidUtf8At: firstInvalidUtf8(bytes) };
}

/** Rule 1 of the module comment: a UTF-16 byte-order mark and a well-formed body, decoded; else `undefined`. */
function decodeMarkedUtf16(bytes: Uint8Array): DecodedText | undefined {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (!((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff))) return undefined;
  const encoding = b0 === 0xff ? 'utf-16le' : 'utf-16be';
  const text = bytes.length % 2 === 0 ? tryDecode(encoding, bytes) : undefined;
  return text !== undefined && sameBytes(encodeText(text, encoding), bytes) ? { text, encoding } : undefined;
}

/** Whether {@link decodeBytes} reads these bytes as UTF-16 (a byte-order mark and a well-formed body), and which. */
export function markedUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const encoding = decodeMarkedUtf16(bytes)?.encoding;
  return encoding === 'utf-16le' || encoding === 'utf-16be' ? encoding : undefined;
}

/** Writes text back in the encoding it was decoded from. */
export function encodeText(text: string, encoding: TextEncodingName): Uint8Array {
  switch (encoding) {
    case 'utf-8':
      return new TextEncoder().encode(text);
    case 'latin1': {
      const out = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
      return out;
    }
    case 'utf-16le':
    case 'utf-16be': {
      const out = new Uint8Array(text.length * 2);
      const little = encoding === 'utf-16le';
      for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        out[2 * i + (little ? 0 : 1)] = unit & 0xff;
        out[2 * i + (little ? 1 : 0)] = unit >> 8;
      }
      return out;
    }
  }
}

/** Whether this platform stores a Uint16Array's units little-endian (so its bytes read as UTF-16LE). */

/**
 * Reads bytes one char per byte (ISO-8859-1), which any byte string survives. Each byte is widened
 * to a UTF-16 unit below U+0100 and the platform's UTF-16 decoder reads them (no unit is a surrogate
 * or a byte-order mark): linear, where building the string from argument lists of chars took seconds
 * on files of a few megabytes.
 */
export function decodeLatin1(bytes: Uint8Array): string {
  // The code units are in the platform's byte order: decode them as such.
  const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
  return new TextDecoder(littleEndian ? 'utf-16le' : 'utf-16be', { ignoreBOM: true }).decode(new Uint16Array(bytes));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The offset of the first byte that starts an ill-formed UTF-8 sequence (Unicode Table 3-7). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      const lo = k === 1 ? low : 0x80;
      const hi = k === 1 ? high : 0xbf;
      if (c < lo || c > hi) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}
