/**
 * URLs and paths for the properties of the path readers (path-of.test.ts, url-reference.test.ts,
 * percent-reference.test.ts): every shape of URL, with the escapes, characters and dot segments
 * each reader treats specially.
 */
import fc from 'fast-check';

/** Pieces URLs are made of: schemes (odd ones too), hosts, escapes of every kind, lone `%`, non-ASCII, special characters. */
const piece = fc.oneof(
  fc.constantFrom('http://', 'https://', 'HTTP://', 'http:/', 'https:', 'ftp://', 'h://', '//', '/', 'example.com', 'a.b:8080', 'user@host'),
  fc.constantFrom('%7E', '%7e', '%62', '%2F', '%2f', '%C3%A9', '%c3%a9', '%C3%a9', '%25', '%41', '%5F', '%2A', '%24', '%20', '%', '%4', '%Zz', '%g1'),
  fc.constantFrom('*', '$', '#', '?', ';', ':', '=', '&', '~', ' ', '"', '<', '\\', '^', '`', '{', '|', '\t', '\u007f', '\u0000', '\n', '\r'),
  fc.constantFrom('/.', '/..', '/./', '/../', '%2e', '%2E', '.'),
  fc.constantFrom('é', 'ツ', '😀', '\ud800', '\udc00', '\ud83d', '\u0080', '\u07ff', '\u0800', '\uffff'),
  fc.string({ unit: fc.constantFrom('a', 'B', '0', '-', '.', '_', '/', '%', '#', 'F') }),
  fc.string(),
);
export const parts = fc.array(piece, { maxLength: 12 }).map((list) => list.join(''));
/** Mostly `http(s)://host` and a path, the case each dialect's `pathOf` takes a shorter way for. */
export const httpUrl = fc
  .tuple(fc.constantFrom('http://', 'https://'), fc.constantFrom('', 'example.com', 'a.b:80', 'x%41y', 'é'), fc.constantFrom('', '/', '?', ';', '#'), parts)
  .map((list) => list.join(''));
export const url = fc.oneof(httpUrl, parts, fc.string(), fc.string({ unit: 'binary' }));
