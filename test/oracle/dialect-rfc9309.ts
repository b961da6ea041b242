/**
 * The oracle for dialect `rfc9309`: RFC 9309 (docs/spec/dialects.md §3, docs/spec/rfc9309.md).
 *
 * @module
 */
import { classifyFile, isHexDigit, productOf, percentEncodeOctet, urlToPath, utf8Octets, type Specificity } from './common.ts';
import { naiveWildcardMatch, naiveWildcardMatchLength } from './wildcard.ts';

/** RFC 9309 §2.5: the parse limit must be at least 500 KiB; the toolkit's default is exactly that. */
export const RFC9309_PARSE_LIMIT = 512_000;

/** A group: its user-agent values (as written) and its rules in file order. */
interface Group {
  readonly agents: string[];
  readonly rules: { readonly allow: boolean; readonly value: string }[];
}

/**
 * The part of the file that is parsed (R §2.5): its first `limit` octets
 * (UTF-8, a leading BOM included).
 *
 * Oracle decision: the line that straddles the limit is dropped whole, so that
 * a cut never turns `Disallow: /private` into the broader `Disallow: /pri`.
 * A line counts as complete when its terminator (CR or LF) lies inside the
 * limit or is the very first octet after it.
 */
export function applyParseLimit(text: string, limit: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= limit) return text;
  const next = bytes[limit];
  if (next === 0x0a || next === 0x0d) return bytes.subarray(0, limit).toString('utf8');
  let end = limit;
  while (end > 0 && bytes[end - 1] !== 0x0a && bytes[end - 1] !== 0x0d) end--;
  return bytes.subarray(0, end).toString('utf8');
}

/**
 * Groups (R §2.1, §2.2; docs/spec/dialects.md §3.2): consecutive user-agent lines form a
 * group whatever lies between them (blank lines, comments, other records); a
 * user-agent line after an allow/disallow line starts a new group; rules before
 * the first user-agent line are ignored (R §2.2.2). Only the exact keys
 * `user-agent`, `allow`, `disallow` (any case) count; typos and lines without a
 * colon are other records and never end a group (R §2.2.4).
 */
function parseGroups(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | undefined;
  for (const line of classifyFile(text)) {
    if (line.kind !== 'field') continue;
    if (line.field === 'user-agent') {
      if (current === undefined || current.rules.length > 0) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(line.value);
    } else if ((line.field === 'allow' || line.field === 'disallow') && current !== undefined) {
      current.rules.push({ allow: line.field === 'allow', value: line.value });
    }
  }
  return groups;
}

/**
 * What a user-agent value stands for: its product, so `*` for
 * `*` or `*` followed by whitespace (`* Rex`), `FooBot/1.0` → `FooBot`,
 * `Copernicus Fred` → `Copernicus`, `MJ12bot` and `crawler1` whole; and a
 * product followed only by `*` stands for the product before it
 * (`Mediapartners-Google*` → `Mediapartners-Google`; `*` and `**` stay).
 */
function productToken(value: string): string {
  const product = productOf(value);
  const starred = /^(.*[^*])\*+$/s.exec(product);
  return starred ? (starred[1] as string) : product;
}

/**
 * Whether a group names the robot: some value's product token equals the
 * robot's token, case-insensitively (R §2.2.1).
 *
 * Oracle decision: an empty product (an empty value, `/x`) names nobody,
 * not even a robot whose token is empty.
 */
function groupNames(group: Group, token: string): boolean {
  return group.agents.some((value) => {
    const product = productToken(value);
    return product !== '*' && product !== '' && product.toLowerCase() === token.toLowerCase();
  });
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** RFC 3986 unreserved and reserved characters: those that may stand unescaped in a URI. */
const URI_CHARACTER = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]$/;

/**
 * Percent-encoding normalisation of R §2.2.2, as octets: an escape of an
 * unreserved character (`A-Za-z0-9-._~`) is decoded; any other escape gets
 * upper-case hex; every non-ASCII octet is percent-encoded (upper-case hex).
 * `literalSpecials` lists ASCII characters to percent-encode as well.
 */
function normalise(text: string, literalSpecials: string): string {
  const octets = utf8Octets(text);
  let out = '';
  for (let i = 0; i < octets.length; i++) {
    const ch = octets.charAt(i);
    const hex = octets.slice(i + 1, i + 3);
    if (ch === '%' && hex.length === 2 && isHexDigit(hex.charAt(0)) && isHexDigit(hex.charAt(1))) {
      const decoded = String.fromCharCode(parseInt(hex, 16));
      out += UNRESERVED.test(decoded) ? decoded : '%' + hex.toUpperCase();
      i += 2;
    } else if (ch.charCodeAt(0) >= 0x80 || literalSpecials.includes(ch) || !URI_CHARACTER.test(ch)) {
      // Toolkit decision: a `%` that starts no escape is a literal percent (`%25`), and
      // characters that may not stand in a URI (space, controls, `"<>\^\`{|}`) are encoded too,
      // so that `/a b` and `/a%20b` are the same resource on both sides.
      out += percentEncodeOctet(ch.charCodeAt(0));
    } else {
      out += ch;
    }
  }
  return out;
}

/**
 * The URL's path (query included, A-10) in the form patterns are matched
 * against. A literal `*` or `$` in the URL becomes `%2A` / `%24`, so that
 * a pattern `%2A` matches a literal `*` (R §2.2.3).
 */
export function rfcNormalisePath(url: string): string {
  return normalise(urlToPath(url), '*$');
}

/**
 * A rule's value in the form it is matched with: normalised like the path,
 * with every `*` kept as the wildcard and a final `$` kept as the end anchor
 * (R §2.2.3). Oracle decision: a `$` anywhere else is a literal dollar and so
 * becomes `%24`, the form a literal `$` takes in the normalised path.
 */
export function rfcNormalisePattern(value: string): string {
  const anchored = value.endsWith('$');
  const body = anchored ? value.slice(0, -1) : value;
  return normalise(body, '$') + (anchored ? '$' : '');
}

/**
 * Whether the robot with name `token` may fetch `url` under RFC 9309.
 *
 * - Only the first `parseLimit` octets are read (R §2.5; see {@link applyParseLimit}).
 * - `/robots.txt` is implicitly allowed (R §2.2.2). Oracle decision: the
 *   normalised path, query included, must be exactly `/robots.txt`.
 * - The rules of **all** groups naming the token are merged; if none does, the
 *   rules of all `*` groups are merged (R §2.2.1; A-3).
 * - The most specific matching rule decides (R §2.2.2): specificity is the
 *   normalised pattern's length in octets (`*` and `$` count 1), or with
 *   `matched-octets` the number of path octets matched. A tie goes to
 *   allow. An empty pattern matches nothing. No match: allowed.
 */
export function isAllowedRfc9309(text: string, token: string, url: string, specificity: Specificity, parseLimit: number = RFC9309_PARSE_LIMIT): boolean {
  const path = rfcNormalisePath(url);
  if (path === '/robots.txt') return true;
  const groups = parseGroups(applyParseLimit(text, parseLimit));
  let applicable = groups.filter((g) => groupNames(g, token));
  if (applicable.length === 0) applicable = groups.filter((g) => g.agents.some((v) => productToken(v) === '*'));
  let bestAllow = -1;
  let bestDisallow = -1;
  for (const rule of applicable.flatMap((g) => g.rules)) {
    if (rule.value === '') continue;
    const pattern = rfcNormalisePattern(rule.value);
    let score: number;
    if (specificity === 'matched-octets') score = naiveWildcardMatchLength(pattern, path);
    else score = naiveWildcardMatch(pattern, path) ? pattern.length : -1;
    if (score < 0) continue;
    if (rule.allow) bestAllow = Math.max(bestAllow, score);
    else bestDisallow = Math.max(bestDisallow, score);
  }
  return !(bestDisallow > bestAllow);
}
