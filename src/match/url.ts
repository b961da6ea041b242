/**
 * From a URL (or a path) to the part robots.txt rules are matched against:
 * the path, `;params` and `?query`, without scheme, authority or fragment.
 *
 * @module
 */
import { fetchedPath } from './url.reference.ts';

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
  const earlyPath = firstOf(url, '/?;#', searchStart);
  const protocolEnd = url.indexOf('://', searchStart);
  // No scheme when a `://` comes after the path starts: it belongs to the query, as in `/a?u=http://b`;
  // nor after a fragment starts (`a#b://c/d` names the path `/`, as Google reads it).
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
