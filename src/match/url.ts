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
  let searchStart = 0;
  if (url.startsWith('//')) searchStart = 2;
  const earlyPath = firstOf(url, '/?;', searchStart);
  const protocolEnd = url.indexOf('://', searchStart);
  if (earlyPath < protocolEnd || protocolEnd < 0) {
    // No scheme (a `://` after the path starts belongs to the query, as in `/a?u=http://b`).
  } else {
    searchStart = protocolEnd + 3;
  }
  const pathStart = firstOf(url, '/?;', searchStart);
  if (pathStart < 0) return '/';
  const hashPos = url.indexOf('#', searchStart);
  if (hashPos >= 0 && hashPos < pathStart) return '/';
  const pathEnd = hashPos < 0 ? url.length : hashPos;
  const path = url.slice(pathStart, pathEnd);
  return path.startsWith('/') ? path : `/${path}`;
}

function firstOf(text: string, chars: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    for (let k = 0; k < chars.length; k++) if (chars.charCodeAt(k) === code) return i;
  }
  return -1;
}
