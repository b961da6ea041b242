/**
 * The readable reference for `url.ts`: the part of a URL that robots.txt rules are matched against,
 * read the obvious way, step by step. url.ts reads most URLs faster, in place; it takes
 * {@link fetchedPath} itself for the URLs its fast routes leave (dot segments, backslashes, odd
 * schemes). test/match/url-reference.test.ts holds the fast routes equal to these, and
 * test/match/fetched-path.test.ts holds {@link fetchedPath} equal to `new URL()`.
 *
 * @module
 */

/**
 * Google's `GetPathParamsQuery` (robots.cc), as written there: the path, `;params` and `?query` of
 * `url`, without scheme, authority or fragment, always starting with `/`. The reference for
 * `localPath`, `localPathStart` and `localPathSpan` in url.ts.
 */
export function referenceLocalPath(url: string): string {
  // A leading `//` starts a host (a scheme-relative URL).
  const searchStart = url.startsWith('//') ? 2 : 0;
  const earlyPath = firstIndexOfAny(url, '/?;', searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  // A `://` after the path has started is part of the path or query (`/a?u=http://b`), not a scheme's.
  if (earlyPath >= 0 && earlyPath < protocolEnd) protocolEnd = -1;
  const hostStart = protocolEnd < 0 ? searchStart : protocolEnd + 3;
  const pathStart = firstIndexOfAny(url, '/?;', hostStart);
  if (pathStart < 0) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash >= 0 && hash < pathStart) return '/';
  const path = url.slice(pathStart, hash < 0 ? url.length : hash);
  return path.startsWith('/') ? path : `/${path}`;
}

/** The first index at or after `from` of any character of `chars` in `text`, or -1. */
function firstIndexOfAny(text: string, chars: string, from: number): number {
  for (let i = from; i < text.length; i++) if (chars.includes(text.charAt(i))) return i;
  return -1;
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
 * `fetch` requests. The reference for the fast routes (`fetchedPathSpan` and
 * `fetchedLocalPath` in url.ts, `rfc9309PathSpan` and `draft1996PathOf` in
 * percent.ts), held equal to `new URL()` by test/match/fetched-path.test.ts;
 * url.ts also takes it as its slow route, for the URLs it says need it:
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
