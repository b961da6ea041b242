/**
 * Percent-encoding of the path, the way each dialect compares it
 * (docs/spec/dialects.md A-11): the matchers' path readers. Rule patterns are
 * rewritten by the same functions, in the model (`src/model/patterns.ts`).
 *
 * @module
 */

import { decodeDraft1996, decodeDraft1996From, normalizeRfc9309, RFC9309_KEEPS, rfc9309Rewrite, rewrittenUnits } from '../model/patterns.ts';
import { localPath, localPathStart, needsUrlReading, needsUrlReadingAfter, NOT_A_DOT_SEGMENT, setSpan, type PathSpan } from './url.ts';
import { fetchedPath } from './url.reference.ts';

/** {@link RFC9309_KEEPS} but `/`: the fast route reads a path segment by segment. */
const RFC9309_KEEPS_BUT_SLASH = "A-Za-z0-9\\-._~:?[\\]@!&'()+,;=";

/**
 * The characters a draft-1996 path may not hold to be left as it is, as the
 * body of a regex character class: `%`, everything outside ASCII, and `#`
 * (which ends a URL's path). Negate it (`[^...]`) for the characters kept.
 */
const DRAFT1996_NOT_KEPT = '%#\\u0080-\\uffff';

/**
 * An escape RFC 9309 normalization leaves as it is, as a regex: upper-case
 * hex, of a byte that is not unreserved (`%41` is `A`, `%2D` is `-`, so those are decoded).
 */
const NORMAL_ESCAPE = '%(?:[0189A-F][0-9A-F]|2[0-9A-CF]|3[A-F]|40|5[B-E]|60|7[B-DF])';

/** The longest run at `lastIndex` that RFC 9309 normalization leaves as it is (see {@link HTTP_NORMAL_RUN}); it may be empty. */
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
 * normalization leaves as it is: kept characters, and escapes already in
 * normal form (upper-case hex, of a byte that is not unreserved). Sticky: it
 * matches every `http(s)://host/...` URL whose host is not empty and holds no
 * `;` (others take `fetchedPath`), and `lastIndex` is then the first
 * character to rewrite, the `#` or the end.
 */
const HTTP_NORMAL_RUN = new RegExp(
  String.raw`https?:\/\/[^/?;#\\\t\n\r]+(?:\/${NOT_A_DOT_SEGMENT}[${RFC9309_KEEPS_BUT_SLASH}]*(?:${NORMAL_ESCAPE}[${RFC9309_KEEPS_BUT_SLASH}]*)*)+`,
  'y',
);

/**
 * `normalizeRfc9309(localPath(url), 'path')`, as a span: of `url` itself when
 * nothing needs rewriting; for a URL the URL parser would rewrite (a dot
 * segment, `\`, tab, CR, LF), `normalizeRfc9309(fetchedPath(url), 'path')`.
 */
export function rfc9309PathSpan(url: string, out: PathSpan): PathSpan {
  HTTP_NORMAL_RUN.lastIndex = 0;
  // The run holds nothing the URL parser rewrites: no dot segment, `\`, tab, CR, LF, space or `%2e`.
  if (HTTP_NORMAL_RUN.test(url)) {
    // The host holds no `/`: the first one after `scheme://` starts the path.
    const start = url.indexOf('/', url.charCodeAt(4) === 0x73 /* s */ ? 8 : 7);
    const end = HTTP_NORMAL_RUN.lastIndex;
    if (end === url.length || url.charCodeAt(end) === 0x23 /* # */) return setSpan(out, url, start, end);
    // Stopped at a character to rewrite (or at a dot segment's `/`, left to the URL parser's reading).
    if (url.charCodeAt(url.length - 1) > 0x20) {
      const rewritten = recentlyRewritten.get(url) ?? rememberRewritten(url, rewriteUrlPathIfPlain(url, start, end));
      if (rewritten !== undefined) return setSpan(out, rewritten, 0, rewritten.length);
    }
  }
  // The path the URL parser would fetch (docs/spec/dialects.md §0.2 "U"), then normalized.
  const path = needsUrlReading(url) ? normalizeRfc9309(fetchedPath(url), 'path') : rfc9309UrlPath(url, localPathStart(url));
  return setSpan(out, path, 0, path.length);
}

/**
 * The paths of the URLs rewritten last (a `%xx` to decode or encode, a
 * character to escape), by URL: a URL is often asked for several robots in
 * a row, and a rewrite costs several times an ordinary URL's reading. At most
 * {@link RECENT_REWRITES} URLs of at most {@link RECENT_REWRITE_MAX_LENGTH}
 * characters, forgotten all at once when full.
 */
const recentlyRewritten = new Map<string, string>();
const RECENT_REWRITES = 64;
const RECENT_REWRITE_MAX_LENGTH = 2048;

/** Keeps `path` as `url`'s rewritten path (see {@link recentlyRewritten}) and returns it. */
function rememberRewritten(url: string, path: string | undefined): string | undefined {
  if (path === undefined || url.length > RECENT_REWRITE_MAX_LENGTH) return path;
  if (recentlyRewritten.size >= RECENT_REWRITES) recentlyRewritten.clear();
  recentlyRewritten.set(url, path);
  return path;
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
 * `http(s)://host/` and then the longest run of the path that draft-1996
 * decoding leaves as it is. Sticky: it matches every `http(s)://host/...` (a host, without `;`)
 * URL, and `lastIndex` is then the first `%`, non-ASCII character or `#`, or the end.
 */
const HTTP_UNDECODED_RUN = new RegExp(String.raw`https?:\/\/[^/?;#\\\x00-\x20]+(?:\/${NOT_A_DOT_SEGMENT}[^/${DRAFT1996_NOT_KEPT}\\\x00-\x20]*)+`, 'y');

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
