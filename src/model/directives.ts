/**
 * Which directive, if any, each line holds under a dialect.
 *
 * 1994, draft-1996 and rfc9309 read the syntax tree's `field: value` lines
 * and recognise field names exactly (case-insensitively). google re-reads
 * the raw line the way Google's parser does (google.md §2): first `#` starts
 * a comment, first `:` separates, a two-word line without a colon is a
 * directive, field names match by prefix with a list of accepted typos, and
 * a line is cut at 16,663 bytes.
 *
 * @module
 */
import type { Dialect, LineRef } from '../match/types.ts';
import type { SyntaxLine } from '../syntax/tree.ts';
import type { Field, FieldKind } from './types.ts';

/** The fields each non-Google dialect recognises; every other name is `other`. */
const RECOGNISED: Record<Exclude<Dialect, 'google'>, ReadonlyMap<string, FieldKind>> = {
  '1994': new Map([
    ['user-agent', 'user-agent'],
    ['disallow', 'disallow'],
  ]),
  'draft-1996': new Map([
    ['user-agent', 'user-agent'],
    ['allow', 'allow'],
    ['disallow', 'disallow'],
  ]),
  rfc9309: new Map([
    ['user-agent', 'user-agent'],
    ['allow', 'allow'],
    ['disallow', 'disallow'],
  ]),
};

/** A reference to a line, for the model and explanations. */
export function lineRef(line: SyntaxLine): LineRef {
  let start = line.offset;
  for (const token of line.tokens) {
    if (token.kind !== 'whitespace' && token.kind !== 'bom') {
      start = token.offset;
      break;
    }
  }
  // The line knows its number and start: no need to search the document's line index.
  const position = { line: line.number, column: start - line.offset + 1, offset: start };
  const text = line.content.replace(/^\ufeff/, '');
  return { line: line.number, column: position.column, offset: start, text, position };
}

/** The directive of `line` under `dialect`, or `undefined` if the line holds none. */
export function readDirective(line: SyntaxLine, dialect: Dialect): Field | undefined {
  if (dialect === 'google') return readGoogleDirective(line);
  if (line.kind !== 'directive') return undefined;
  const name = line.field?.text ?? '';
  const key = name.toLowerCase();
  return {
    kind: RECOGNISED[dialect].get(key) ?? 'other',
    name,
    key,
    value: line.value?.text ?? '',
    ref: lineRef(line),
  };
}

/** Google's maximum line length in bytes: longer lines are cut (google.md §2.3). */
export const GOOGLE_MAX_LINE_BYTES = 2083 * 8 - 1;

const GOOGLE_KEYS: readonly { kind: FieldKind; key: string; spellings: readonly string[]; typos: readonly string[] }[] = [
  { kind: 'user-agent', key: 'user-agent', spellings: ['user-agent'], typos: ['useragent', 'user agent'] },
  { kind: 'allow', key: 'allow', spellings: ['allow'], typos: [] },
  { kind: 'disallow', key: 'disallow', spellings: ['disallow'], typos: ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'] },
  { kind: 'other', key: 'sitemap', spellings: ['sitemap'], typos: ['site-map'] },
];

/** ASCII whitespace as C's `isspace`: space, \t, \n, \v, \f, \r. */
function trimAsciiSpace(text: string): string {
  return text.replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, '');
}

/** Cuts `text` to at most `maxBytes` UTF-8 bytes (never inside a character). */
function cutToUtf8Bytes(text: string, maxBytes: number): string {
  if (text.length * 3 <= maxBytes) return text;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
    if (bytes + size > maxBytes) return text.slice(0, i);
    bytes += size;
    if (size === 4) i++;
  }
  return text;
}

function readGoogleDirective(line: SyntaxLine): Field | undefined {
  let content = cutToUtf8Bytes(line.content.replace(/^\ufeff/, ''), GOOGLE_MAX_LINE_BYTES);
  const hash = content.indexOf('#');
  if (hash >= 0) content = content.slice(0, hash);
  content = trimAsciiSpace(content);
  if (content === '') return undefined;
  let name: string;
  let value: string;
  let missingColon = false;
  const colon = content.indexOf(':');
  if (colon >= 0) {
    name = trimAsciiSpace(content.slice(0, colon));
    value = trimAsciiSpace(content.slice(colon + 1));
  } else {
    // Google's two-word rule: "disallow /x" reads as "disallow: /x"; one word or three do not.
    const split = /[ \t]+/.exec(content);
    if (!split) return undefined;
    const rest = content.slice(split.index + split[0].length);
    if (/[ \t]/.test(rest)) return undefined;
    name = content.slice(0, split.index);
    value = trimAsciiSpace(rest);
    missingColon = true;
  }
  if (name === '') return undefined;
  const lower = name.toLowerCase();
  const ref = lineRef(line);
  for (const entry of GOOGLE_KEYS) {
    const spelled = entry.spellings.some((spelling) => lower.startsWith(spelling));
    if (spelled || entry.typos.some((typo) => lower.startsWith(typo))) {
      return { kind: entry.kind, name, key: entry.key, value, ref, typo: !spelled, missingColon };
    }
  }
  return { kind: 'other', name, key: lower, value, ref, typo: false, missingColon };
}
