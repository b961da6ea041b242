/**
 * A Structured Field Dictionary parser (RFC 9651 §4.2.2), for AIPREF
 * `Content-Usage` and Cloudflare `Content-Signal` values
 * (docs/spec/extensions.md §1.1, §2.2). It accepts exactly RFC 9651's
 * grammar: any failure fails the whole field (the caller then reads every
 * category as unknown), duplicate keys keep the last value, and the input
 * must be visible ASCII, as its bytes would be. Written as one sticky
 * regular expression per member: it sits in the root bundle, so it is small.
 * Never throws.
 *
 * @module
 */

/** The type of a Structured Field item (RFC 9651 §3.3), or an inner list. */
export type StructuredItemType = 'token' | 'string' | 'boolean' | 'integer' | 'decimal' | 'bytes' | 'date' | 'display-string' | 'inner-list';

/** A dictionary member's value: its type and, for a token, string, number or Boolean, its value. */
export interface StructuredItem {
  /** The item's type; a bare key is a `boolean` `true`. */
  readonly type: StructuredItemType;
  /** The value as written (a string's and a token's text, a number's digits, `?1`/`?0`); for a bare key `?1`. */
  readonly value: string;
}

/** One dictionary member: its value (parameters are read and dropped, as AIPREF says to ignore them). */
export interface StructuredMember {
  /** The member's key (lower-case by the grammar). */
  readonly key: string;
  /** The member's value. */
  readonly item: StructuredItem;
}

/** What {@link parseStructuredDictionary} found. */
export type StructuredDictionaryResult = StructuredDictionary | StructuredFailure;

/** A dictionary that parsed. */
export interface StructuredDictionary {
  /** It parsed. */
  readonly ok: true;
  /** The members by key, in order. */
  readonly members: ReadonlyMap<string, StructuredMember>;
}

/** A value that is not a dictionary. */
export interface StructuredFailure {
  /** It did not parse. */
  readonly ok: false;
  /** Where (0-based) the text stops fitting the grammar. */
  readonly offset: number;
}

const KEY = '[a-z*][a-z0-9_.*-]*';
// Bare items, in RFC 9651 §4.2.3.1's order of first characters: number, string, token, bytes, Boolean, date, display string.
const BARE =
  '(-?\\d{1,12}\\.\\d{1,3}|-?\\d{1,15}(?![\\d.])|"(?:[ !#-\\[\\]-~]|\\\\["\\\\])*"|[A-Za-z*][\\w!#$%&\'*+.^`|~:/-]*|:[A-Za-z0-9+/=]*:|\\?[01]|@-?\\d{1,15}(?![\\d.])|%"(?:[ !#$&-\\[\\]-~]|%[0-9a-f]{2})*")';
/** The same, without its capture group. */
const BARE_NC = `(?:${BARE.slice(1)}`;
const PARAMETERS = `(?:;[ ]*${KEY}(?:=${BARE_NC})?)*`;
const INNER_LIST = `\\([ ]*(?:${BARE_NC}${PARAMETERS}(?:[ ]+${BARE_NC}${PARAMETERS})*[ ]*)?\\)`;
/** One member at the sticky position: key, then `=` and an item or inner list, then parameters. */
const MEMBER = new RegExp(`(${KEY})(?:=(?:${BARE}|(${INNER_LIST})))?${PARAMETERS}`, 'y');
const SEPARATOR = /[ \t]*,[ \t]*/y;

/** The type of a bare item from its text. */
function typeOf(text: string): StructuredItemType {
  const c = text[0] as string;
  if (c === '-' || (c >= '0' && c <= '9')) return text.includes('.') ? 'decimal' : 'integer';
  return c === '"' ? 'string' : c === ':' ? 'bytes' : c === '?' ? 'boolean' : c === '@' ? 'date' : c === '%' ? 'display-string' : 'token';
}

/**
 * Parses `text` as an RFC 9651 Dictionary. Returns the members by key (the
 * last of duplicate keys wins), or the offset where the text stops fitting
 * the grammar.
 *
 * @example
 * ```ts
 * parseStructuredDictionary('train-ai=n, search=y'); // ok: train-ai → token n, search → token y
 * parseStructuredDictionary('Train-AI=n').ok;         // false: keys are lower-case
 * ```
 */
export function parseStructuredDictionary(text: string): StructuredDictionaryResult {
  const members = new Map<string, StructuredMember>();
  const end = text.replace(/ +$/, '').length;
  let at = /^ */.exec(text)?.[0].length ?? 0;
  if (/[^\t\x20-\x7e]/.test(text)) return { ok: false, offset: text.search(/[^\t\x20-\x7e]/) };
  while (at < end) {
    MEMBER.lastIndex = at;
    const member = MEMBER.exec(text);
    if (!member) return { ok: false, offset: at };
    const [whole, key, bare, inner] = member as unknown as [string, string, string | undefined, string | undefined];
    const item: StructuredItem =
      bare !== undefined ? { type: typeOf(bare), value: bare } : inner !== undefined ? { type: 'inner-list', value: inner } : { type: 'boolean', value: '?1' };
    // A later duplicate replaces the value (RFC 9651 §4.2.2: keep the last).
    members.delete(key);
    members.set(key, { key, item });
    at += whole.length;
    if (at >= end) break;
    SEPARATOR.lastIndex = at;
    const separator = SEPARATOR.exec(text);
    if (!separator || at + separator[0].length >= end) return { ok: false, offset: at };
    at += separator[0].length;
  }
  return { ok: true, members };
}
