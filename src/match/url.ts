/**
 * From a URL (or a path) to the part robots.txt rules are matched against:
 * the path, `;params` and `?query`, without scheme, authority or fragment.
 *
 * @module
 */

/**
 * The local part of `url`, always starting with `/`. Mirrors Google's
 * `GetPathParamsQuery`, which every dialect uses here:
 *
 * | input | result |
 * | --- | --- |
 * | `https://example.com/a/b?c=1#top` | `/a/b?c=1` |
 * | `/a?b` | `/a?b` |
 * | `https://example.com` | `/` |
 * | `example.com?a` | `/?a` |
 * | `//host/b/c` | `/b/c` |
 * | `''` | `/` |
 *
 * Without a scheme or a leading `/`, the first segment is taken to be a host
 * (`example.com/a` → `/a`). Escapes are left as they are: each dialect
 * normalizes them its own way.
 */
export function localPath(url: string): string {
  return pathAt(url, localPathStart(url));
}

/**
 * Where a path stands: `text.slice(start, end)`. The `…PathSpan` functions
 * fill one in, so that the path of a URL that needs no rewriting is read
 * where it is instead of being cut out (one string less per question).
 */
export interface PathSpan {
  text: string;
  start: number;
  end: number;
}

/** Sets `out` to `text.slice(start, end)` and returns it. */
export function setSpan(out: PathSpan, text: string, start: number, end: number): PathSpan {
  out.text = text;
  out.start = start;
  out.end = end;
  return out;
}

/** {@link localPath} of `url`, as a span (of `url` itself when its path starts with `/`). */
export function localPathSpan(url: string, out: PathSpan): PathSpan {
  const start = localPathStart(url);
  if (url.charCodeAt(start) === 0x2f /* / */) {
    const hash = url.indexOf('#', start);
    return setSpan(out, url, start, hash < 0 ? url.length : hash);
  }
  const path = pathAt(url, start);
  return setSpan(out, path, 0, path.length);
}

/**
 * Where the local part of `url` starts: `localPath(url)` is the text from
 * there up to the first `#` (`/` when that is empty), with a `/` put in front
 * when it does not start with one. The offset is the end of the host, or 0
 * for a local path (`/a?b`).
 */
export function localPathStart(url: string): number {
  // Already a local path (`/a?b`, not `//host/...`).
  if (url.charCodeAt(0) === 0x2f && url.charCodeAt(1) !== 0x2f) return 0;
  // `http://` or `https://` and a host, found in one native scan.
  HTTP_AUTHORITY.lastIndex = 0;
  if (HTTP_AUTHORITY.test(url)) return HTTP_AUTHORITY.lastIndex;
  let end = authorityStart(url);
  while (!endsHost(url, end)) end++;
  return end;
}

/**
 * `http://` or `https://` and the host after it (up to `/`, `?`, `;`, `#` or
 * the end). Sticky, so `lastIndex` is where the host ends. The same answer as
 * {@link authorityStart} then {@link endsHost}: those schemes hold no `/?;` before their `://`.
 */
const HTTP_AUTHORITY = /https?:\/\/[^/?;#]*/y;

/** Where the host starts: after `scheme://` or a leading `//`, else 0. */
function authorityStart(url: string): number {
  const searchStart = url.startsWith('//') ? 2 : 0;
  const earlyPath = firstOf(url, '/?;', searchStart);
  const protocolEnd = url.indexOf('://', searchStart);
  // No scheme when a `://` comes after the path starts: it belongs to the query, as in `/a?u=http://b`.
  if (earlyPath < protocolEnd || protocolEnd < 0) return searchStart;
  return protocolEnd + 3;
}

/** Whether the host ends at `i`: the end of the URL, or `/`, `?`, `;` (the path starts) or `#` (a fragment). */
function endsHost(url: string, i: number): boolean {
  if (i >= url.length) return true;
  const code = url.charCodeAt(i);
  return code === 0x2f /* / */ || code === 0x3f /* ? */ || code === 0x3b /* ; */ || code === 0x23; /* # */
}

/** The local part when the host ends at `end`: from there to the fragment, starting with `/`. */
function pathAt(url: string, end: number): string {
  // No path, or a fragment before any path: the path is empty.
  if (end >= url.length || url.charCodeAt(end) === 0x23 /* # */) return '/';
  const hash = url.indexOf('#', end);
  const path = hash < 0 ? url.slice(end) : url.slice(end, hash);
  return url.charCodeAt(end) === 0x2f ? path : `/${path}`;
}

function firstOf(text: string, chars: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    for (let k = 0; k < chars.length; k++) if (chars.charCodeAt(k) === code) return i;
  }
  return -1;
}

/*
 * The path that will be fetched (docs/spec/dialects.md §0.2 "U"): rfc9309,
 * 1994 and draft-1996 read a URL the way the WHATWG URL parser does (what
 * `fetch` and `new URL()` request), so that `https://h/a/../private` is
 * answered for `/private`. Only the steps that change *which* resource is
 * named are taken here; percent-encoding is each dialect's own business.
 * Most URLs hold nothing these steps change: {@link needsUrlReading} says so
 * in one scan, and they keep the fast in-place reading.
 */

/**
 * Tab, LF, CR, a backslash, a dot segment (`/.` or `/..` ending at `/`, `?`,
 * `#` or the end) or `%2e`: what the URL parser may rewrite. (`/.well-known`
 * holds no dot segment.)
 */
const REWRITTEN_BY_URL_PARSER = /[\t\n\r\\]|\/\.\.?(?:[/?#]|$)|%2[eE]/;

/**
 * Whether the URL parser would name a different path than {@link localPath}
 * reads in place: the URL does not start as a plain path (`/a`, not `//` or
 * `/\\`) or as `http://` or `https://` and a host that ends where both
 * readings end it; or it has a tab, CR, LF or `\\`, a dot segment (`.`, `..`,
 * `%2e`, …), or a C0 control or space at either end. A false positive
 * (`/.well-known`, `HTTPS://h/a`) only costs the slow route, which gives the same answer.
 */
export function needsUrlReading(url: string): boolean {
  const length = url.length;
  if (length === 0) return false;
  return url.charCodeAt(0) <= 0x20 || url.charCodeAt(length - 1) <= 0x20 || !hasPlainStart(url) || REWRITTEN_BY_URL_PARSER.test(url);
}

/**
 * A path (one `/`, not `//` or `/\\`), or `http://` or `https://`, a host,
 * then the path, query or fragment (or the end): where {@link localPath}
 * (Google's reading) and the URL parser start the path at the same place.
 * The host holds no `;`, which ends it for the first only, nor `\\`, which
 * ends it for the second only. Sticky, tested from 0.
 */
const PLAIN_START = /\/(?![/\\])|https?:\/\/[^/?#;\\\x00-\x20]+(?:[/?#]|$)/y;

/** Whether `url` starts as a path or as `http(s)://host` that both readings end at the same place. */
function hasPlainStart(url: string): boolean {
  PLAIN_START.lastIndex = 0;
  return PLAIN_START.test(url);
}

/** {@link REWRITTEN_BY_URL_PARSER}, to test the rest of a URL from `lastIndex`. */
const REWRITTEN_BY_URL_PARSER_FROM = new RegExp(REWRITTEN_BY_URL_PARSER.source, 'g');

/**
 * {@link needsUrlReading} of a URL whose `[0, end)` is known to hold nothing the
 * URL parser rewrites (a fast route's run):
 * only the rest is scanned, from `end - 1` so that a `/` at the run's end is seen.
 */
export function needsUrlReadingAfter(url: string, end: number): boolean {
  if (url.charCodeAt(url.length - 1) <= 0x20) return true;
  REWRITTEN_BY_URL_PARSER_FROM.lastIndex = end > 0 ? end - 1 : 0;
  return REWRITTEN_BY_URL_PARSER_FROM.test(url);
}

/**
 * WHATWG "special" schemes: any run of `/` and `\\` after `scheme:` comes
 * before the host (`https:/h/a`, `https:\\\\h/a` and `https:h/a` all name
 * `https://h/a`), and `\\` is `/` in their paths.
 */
const SPECIAL_SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);

/** A URL's scheme, as the URL parser finds it: a letter, then letters, digits, `+`, `-`, `.`, then `:`. */
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/** `.` or its escape `%2e` (any case) as a whole segment. */
const SINGLE_DOT = /^(?:\.|%2e)$/i;
/** `..` with either dot escaped, as a whole segment. */
const DOUBLE_DOT = /^(?:\.|%2e){2}$/i;

/**
 * The local part of `url` as the WHATWG URL parser reads it (path and query,
 * no fragment, always starting with `/`), escapes left as written: the path
 * `fetch` requests. The readable reference for the fast routes
 * ({@link fetchedPathSpan}, and `rfc9309PathSpan` and `draft1996PathOf` in
 * `percent.ts`), which a property holds equal to it and to `new URL()`:
 *
 * | input | result |
 * | --- | --- |
 * | `https://h/a/../private` | `/private` |
 * | `https://h/a/./b/.` | `/a/b/` |
 * | `https://h/a/%2E%2e/b` | `/b` |
 * | `https://h\\a\\..\\b` | `/b` |
 * | `https://h/a\tb\n` | `/ab` |
 * | `https:/h/a`, `HTTPS:\\\\h/a`, `https:h/a` | `/a` |
 * | `https://h;x/a` | `/a` |
 * | `///h/a` | `/a` (read against an http(s) robots.txt: `h` is the host) |
 * | `/a/../b?x=/../` | `/b?x=/../` (the query is left alone) |
 *
 * Step by step: C0 controls and spaces at either end are dropped, and tab,
 * CR and LF anywhere. For a special scheme (http, https, ws, wss, ftp: any
 * case) any run of `/` and `\\` after `scheme:` is skipped, and the host
 * ends at the first `/`, `\\`, `?` or `#` (userinfo, port and a `;` are part of
 * the authority); `file:` takes a host only after two slashes. A reference
 * without a scheme is read against an http(s) robots.txt: two or more
 * slashes start a host as above, one starts the path, and anything else is
 * read as `host/path` (`example.com/a` → `/a`). Another scheme's host follows
 * `//` and ends at `/`, `?` or `#`. Then `\\` is `/` in a special scheme's
 * path (not its query) and the path's dot segments are removed.
 */
export function fetchedPath(url: string): string {
  let from = 0;
  let to = url.length;
  while (from < to && url.charCodeAt(from) <= 0x20) from++;
  while (to > from && url.charCodeAt(to - 1) <= 0x20) to--;
  const text = url.slice(from, to).replace(/[\t\n\r]/g, '');
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  const special = scheme === undefined || SPECIAL_SCHEMES.has(scheme);
  return requestedPath(text, pathStart(text, scheme), special);
}

/** Where the path of `text` (tab, CR and LF dropped) starts, for its `scheme` (lower case; `undefined`: none). */
function pathStart(text: string, scheme: string | undefined): number {
  if (scheme === undefined) {
    // `/path`; else `//host/path` (any run of `/` and `\\`) or `host/path`.
    return isSlash(text, 0) && !isSlash(text, 1) ? 0 : endOf(SLASHES_AND_AUTHORITY, text, 0);
  }
  const afterScheme = scheme.length + 1;
  // `file:` takes a host only after two slashes; a third starts the path.
  if (scheme === 'file') return isSlash(text, afterScheme) && isSlash(text, afterScheme + 1) ? endOf(SPECIAL_AUTHORITY, text, afterScheme + 2) : afterScheme;
  if (SPECIAL_SCHEMES.has(scheme)) return endOf(SLASHES_AND_AUTHORITY, text, afterScheme);
  // Another scheme has a host only after `//`; without one, what follows is read as `host/path`, as for no scheme.
  return endOf(AUTHORITY, text, text.startsWith('//', afterScheme) ? afterScheme + 2 : 0);
}

/**
 * Any run of `/` and `\\`, then an authority up to the first `/`, `\\`, `?` or
 * `#`: what follows a special scheme. Sticky.
 */
const SLASHES_AND_AUTHORITY = /[/\\]*[^/\\?#]*/y;
/** A special scheme's authority alone (after `file://`). Sticky. */
const SPECIAL_AUTHORITY = /[^/\\?#]*/y;
/** An authority of another scheme: up to the first `/`, `?` or `#`. Sticky. */
const AUTHORITY = /[^/?#]*/y;

/** Where the sticky `pattern`, which always matches, stops when run on `text` from `from`. */
function endOf(pattern: RegExp, text: string, from: number): number {
  pattern.lastIndex = from;
  pattern.test(text);
  return pattern.lastIndex;
}

/** Whether `text[i]` is `/` or `\\` (the URL parser reads both as a slash in special URLs). */
function isSlash(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code === 0x2f /* / */ || code === 0x5c; /* \\ */
}

/** The path from `start` (`\\` read as `/` when `special`, dot segments removed, a `/` in front) and the query, without the fragment. */
function requestedPath(text: string, start: number, special: boolean): string {
  const hash = text.indexOf('#', start);
  const end = hash < 0 ? text.length : hash;
  const query = text.indexOf('?', start);
  const pathEnd = query < 0 || query > end ? end : query;
  let path = text.slice(start, pathEnd);
  if (special) path = path.replace(/\\/g, '/');
  if (path.charCodeAt(0) !== 0x2f /* / */) path = `/${path}`;
  return removeDotSegments(path) + text.slice(pathEnd, end);
}

/** The path (starting with `/`) without its dot segments, as the WHATWG path state removes them. */
function removeDotSegments(path: string): string {
  if (!path.includes('.') && !path.includes('%')) return path;
  const segments = path.slice(1).split('/');
  const kept: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    const last = i === segments.length - 1;
    if (DOUBLE_DOT.test(segment)) {
      kept.pop();
      // `/a/b/..` is `/a/`: a final dot segment leaves the directory's slash.
      if (last) kept.push('');
    } else if (SINGLE_DOT.test(segment)) {
      if (last) kept.push('');
    } else {
      kept.push(segment);
    }
  }
  return `/${kept.join('/')}`;
}

/** The local path of `url` as fetched: {@link fetchedPath} when the URL needs it, else {@link localPath}. */
export function fetchedLocalPath(url: string): string {
  return needsUrlReading(url) ? fetchedPath(url) : localPath(url);
}

/**
 * A regex fragment for just after a `/`: what follows does not make it a dot
 * segment (one or two of `.` and `%2e`, then `/`, `?`, `#`, `\` or the end).
 * The fast routes' runs go segment by segment behind it, so a run stops at
 * the `/` of the first dot segment.
 */
export const NOT_A_DOT_SEGMENT = String.raw`(?!(?:\.|%2[eE]){1,2}(?:[/?#\\]|$))`;

/**
 * `http(s)://host` and the longest run of the path holding nothing the URL
 * parser rewrites: no dot segment, `\`, C0 control or space (nor `#`, which
 * ends the path). Sticky: `lastIndex` is then where the run stops. The host
 * is not empty (`https:///h/a` names host `h`) and holds no `;` (which ends
 * it for {@link localPath} only): such URLs take {@link fetchedPath}.
 */
const HTTP_PLAIN_PATH = new RegExp(String.raw`https?:\/\/[^/?;#\\\x00-\x20]+(?:\/${NOT_A_DOT_SEGMENT}[^/#\\\x00-\x20]*)+`, 'y');

/** {@link fetchedLocalPath} as a span: of `url` itself when nothing needs rewriting. */
export function fetchedPathSpan(url: string, out: PathSpan): PathSpan {
  HTTP_PLAIN_PATH.lastIndex = 0;
  if (HTTP_PLAIN_PATH.test(url)) {
    // The host holds no `/`: the first one after `scheme://` starts the path.
    const start = url.indexOf('/', url.charCodeAt(4) === 0x73 /* s */ ? 8 : 7);
    const end = HTTP_PLAIN_PATH.lastIndex;
    if (end === url.length || url.charCodeAt(end) === 0x23 /* # */) return setSpan(out, url, start, end);
    // The run stopped at a space or control (or a character the parser rewrites, or a dot segment's `/`): read on from there.

    if (url.charCodeAt(end) !== 0x2f /* / */ && !needsUrlReadingAfter(url, end)) {
      const hash = url.indexOf('#', end);
      return setSpan(out, url, start, hash < 0 ? url.length : hash);
    }
  }

  if (!needsUrlReading(url)) return localPathSpan(url, out);
  const path = fetchedPath(url);
  return setSpan(out, path, 0, path.length);
}
