/**
 * The oracle for dialect `google`: a line-by-line transcription of what
 * docs/spec/google.md says Google's open-source matcher (google/robotstxt) does. It works
 * on octets throughout, as the C++ does: the file and the URL are UTF-8 encoded
 * first, and strings below hold one char per octet.
 *
 * @module
 */
import { isHexDigit, leadingNameRun, octetsOf, percentEncodeOctet, utf8Octets, type Specificity } from './common.ts';
import { naiveWildcardMatch, naiveWildcardMatchLength } from './wildcard.ts';

/** docs/spec/google.md §2.3: the line buffer is 2083×8 octets, and at most one less is kept. */
export const GOOGLE_MAX_LINE_OCTETS = 2083 * 8 - 1;

const BOM = '\xEF\xBB\xBF';

/**
 * The file's lines as Google's tokenizer emits them (docs/spec/google.md §2.1-§2.4):
 * leading octets are skipped while they follow EF BB BF (a partial BOM too; at
 * the first mismatch skipping stops for good); LF, CR and CR LF end a line; the
 * rest after the last terminator is always one more line; a line keeps at most
 * 16,663 octets; an embedded NUL ends the line's content.
 */
export function googleLines(octets: string): string[] {
  let start = 0;
  while (start < BOM.length && octets.charAt(start) === BOM.charAt(start)) start++;
  const lines: string[] = [];
  let line = '';
  let lastWasCr = false;
  for (let i = start; i < octets.length; i++) {
    const ch = octets.charAt(i);
    if (ch === '\n' || ch === '\r') {
      // The LF of a CR LF pair ends nothing: the CR already ended the line.
      const crlfContinuation = ch === '\n' && lastWasCr && line === '';
      if (!crlfContinuation) lines.push(line);
      line = '';
      lastWasCr = ch === '\r';
    } else {
      if (line.length < GOOGLE_MAX_LINE_OCTETS) line += ch;
      // (lastWasCr keeps its value until the next terminator, as in the C++.)
    }
  }
  lines.push(line);
  return lines.map((l) => (l.includes('\0') ? l.slice(0, l.indexOf('\0')) : l));
}

/** The whitespace of C's `isspace` / absl's `ascii_isspace` (docs/spec/google.md §2.6). */
const ASCII_SPACE = ' \t\n\v\f\r';

function stripAsciiSpace(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && ASCII_SPACE.includes(s.charAt(a))) a++;
  while (b > a && ASCII_SPACE.includes(s.charAt(b - 1))) b--;
  return s.slice(a, b);
}

/** A directive line: its raw trimmed key and trimmed value. */
export interface GoogleKeyValue {
  readonly key: string;
  readonly value: string;
}

/**
 * docs/spec/google.md §2.5-§2.8: drop everything from the first `#`; trim; split at the
 * first `:`; with no colon at all, a run of spaces/tabs separates key and value
 * but only when the line is exactly two space/tab-separated words (the
 * missing-colon rule); an empty key is no directive.
 */
export function googleKeyValue(line: string): GoogleKeyValue | undefined {
  const hash = line.indexOf('#');
  const content = stripAsciiSpace(hash >= 0 ? line.slice(0, hash) : line);
  if (content === '') return undefined;
  let sep = content.indexOf(':');
  let valueStart = sep + 1;
  if (sep < 0) {
    sep = content.search(/[ \t]/);
    if (sep < 0) return undefined;
    valueStart = sep;
    while (valueStart < content.length && ' \t'.includes(content.charAt(valueStart))) valueStart++;
    if (/[ \t]/.test(content.slice(valueStart))) return undefined; // three words or more
  }
  const key = stripAsciiSpace(content.slice(0, sep));
  if (key === '') return undefined;
  return { key, value: stripAsciiSpace(content.slice(valueStart)) };
}

/** The kinds of key Google knows (docs/spec/google.md §2.9). */
export type GoogleKeyType = 'user-agent' | 'allow' | 'disallow' | 'sitemap' | 'unknown';

function startsWithIgnoreCase(s: string, prefix: string): boolean {
  return s.slice(0, prefix.length).toLowerCase() === prefix;
}

/**
 * docs/spec/google.md §2.9: keys are matched case-insensitively **as prefixes**, in this
 * order, with Google's accepted typos.
 */
export function googleKeyType(key: string): GoogleKeyType {
  const any = (...prefixes: string[]) => prefixes.some((p) => startsWithIgnoreCase(key, p));
  if (any('user-agent', 'useragent', 'user agent')) return 'user-agent';
  if (any('allow')) return 'allow';
  if (any('disallow', 'dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw')) return 'disallow';
  if (any('sitemap', 'site-map')) return 'sitemap';
  return 'unknown';
}

/**
 * `MaybeEscapePattern` (docs/spec/google.md §2.10): the hex digits of a `%XX` escape are
 * upper-cased, every octet ≥ 0x80 becomes `%XX`; nothing is decoded.
 */
export function googleEscapePattern(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value.charAt(i);
    const hex = value.slice(i + 1, i + 3);
    if (ch === '%' && hex.length === 2 && isHexDigit(hex.charAt(0)) && isHexDigit(hex.charAt(1))) {
      out += '%' + hex.toUpperCase();
      i += 2;
    } else if (ch.charCodeAt(0) >= 0x80) {
      out += percentEncodeOctet(ch.charCodeAt(0));
    } else {
      out += ch;
    }
  }
  return out;
}

function indexOfFirst(s: string, chars: string, from: number): number {
  for (let i = from; i < s.length; i++) if (chars.includes(s.charAt(i))) return i;
  return -1;
}

/**
 * `GetPathParamsQuery` (docs/spec/google.md §3.1), step by step: the result keeps path,
 * `;params` and `?query`, drops scheme, authority and fragment, and always
 * starts with `/`.
 */
export function getPathParamsQuery(url: string): string {
  const searchStart = url.startsWith('//') ? 2 : 0;
  const earlyPath = indexOfFirst(url, '/?;', searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  // A `://` after the first `/`, `?` or `;` is not the end of a scheme.
  if (protocolEnd >= 0 && earlyPath >= 0 && earlyPath < protocolEnd) protocolEnd = -1;
  protocolEnd = protocolEnd < 0 ? searchStart : protocolEnd + 3;
  const pathStart = indexOfFirst(url, '/?;', protocolEnd);
  if (pathStart < 0) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash >= 0 && hash < pathStart) return '/';
  const pathEnd = hash < 0 ? url.length : hash;
  const path = url.slice(pathStart, pathEnd);
  return url.charAt(pathStart) === '/' ? path : '/' + path;
}

/**
 * The priority of a rule (docs/spec/google.md §1.2, §3.3): -1 if it does not match,
 * otherwise the escaped pattern's length in octets (an empty pattern: 0). With
 * `matched-octets` (the toolkit's A-12 option, offered for google too) a
 * non-empty pattern scores the number of path octets it matched instead.
 */
function priority(pattern: string, path: string, specificity: Specificity): number {
  if (pattern === '') return 0;
  if (specificity === 'matched-octets') return naiveWildcardMatchLength(pattern, path);
  return naiveWildcardMatch(pattern, path) ? pattern.length : -1;
}

/**
 * Google's index.html rule (docs/spec/google.md §3.3): an Allow pattern that did not
 * match and whose part from its last `/` starts with `/index.htm` is retried
 * as the part up to and including that `/`, followed by `$`.
 */
function allowPriority(pattern: string, path: string, specificity: Specificity): number {
  const p = priority(pattern, path, specificity);
  if (p >= 0) return p;
  const slash = pattern.lastIndexOf('/');
  if (slash >= 0 && pattern.slice(slash).startsWith('/index.htm')) {
    return allowPriority(pattern.slice(0, slash + 1) + '$', path, specificity);
  }
  return -1;
}

/** ASCII letters lower-cased, nothing else (absl's `EqualsIgnoreCase`). */
function asciiLower(s: string): string {
  return s.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
}

/**
 * Whether the robot calling itself `agent` may fetch `url` per Google's
 * matcher, replayed as its single-pass state machine (docs/spec/google.md §3.2,
 * §3.3). `robots` may be given as octets, to reach the octet-level rules (partial BOM).
 *
 * The caller's agent is used **as given** (docs/spec/google.md §3.2: nothing is
 * derived from it): ASCII case-insensitive equality with each user-agent
 * value's leading `[A-Za-z_-]` run, so `Foo Bar` or `FooBot/1.0` name no
 * group, and an empty agent matches values whose run is empty.
 * No `/robots.txt` exemption; the URL is not normalised.
 */
export function isAllowedGoogle(robots: string | Uint8Array, agentAsGiven: string, url: string, specificity: Specificity): boolean {
  const octets = typeof robots === 'string' ? utf8Octets(robots) : octetsOf(robots);
  const path = getPathParamsQuery(utf8Octets(url));
  const agent = asciiLower(utf8Octets(agentAsGiven));

  // The matcher's state, named as in robots.cc.
  let seenGlobalAgent = false;
  let seenSpecificAgent = false;
  let everSeenSpecificAgent = false;
  let seenSeparator = false;
  const best = { specificAllow: -1, specificDisallow: -1, globalAllow: -1, globalDisallow: -1 };

  for (const line of googleLines(octets)) {
    const kv = googleKeyValue(line);
    if (kv === undefined) continue;
    const type = googleKeyType(kv.key);
    if (type === 'user-agent') {
      if (seenSeparator) seenSpecificAgent = seenGlobalAgent = seenSeparator = false;
      const value = kv.value;
      // `*` alone or `*` followed by whitespace is global; anything else counts by its leading run.
      if (value.charAt(0) === '*' && (value.length === 1 || ASCII_SPACE.includes(value.charAt(1)))) {
        seenGlobalAgent = true;
      } else if (asciiLower(leadingNameRun(value)) === agent) {
        seenSpecificAgent = everSeenSpecificAgent = true;
      }
    } else if (type === 'allow' || type === 'disallow') {
      if (!seenGlobalAgent && !seenSpecificAgent) continue; // rules outside a group
      seenSeparator = true;
      const pattern = googleEscapePattern(kv.value);
      const p = type === 'allow' ? allowPriority(pattern, path, specificity) : priority(pattern, path, specificity);
      if (p < 0) continue;
      // A group naming the robot and `*` feeds the specific bucket only.
      if (type === 'allow' && seenSpecificAgent) best.specificAllow = Math.max(best.specificAllow, p);
      else if (type === 'allow') best.globalAllow = Math.max(best.globalAllow, p);
      else if (seenSpecificAgent) best.specificDisallow = Math.max(best.specificDisallow, p);
      else best.globalDisallow = Math.max(best.globalDisallow, p);
    }
    // sitemap and unknown keys: no effect on matching or grouping.
  }

  // RobotsMatcher::disallow(), docs/spec/google.md §3.3.
  if (best.specificAllow > 0 || best.specificDisallow > 0) return !(best.specificDisallow > best.specificAllow);
  if (everSeenSpecificAgent) return true;
  if (best.globalAllow > 0 || best.globalDisallow > 0) return !(best.globalDisallow > best.globalAllow);
  return true;
}
