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
 * normalises them its own way.
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
  return code === 0x2f /* / */ || code === 0x3f /* ? */ || code === 0x3b /* ; */ || code === 0x23 /* # */;
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
