/**
 * Binding a compiled robots.txt to the URL it came from: which URLs it has a
 * say over (those on its origin) and how a relative reference is read.
 *
 * Origins are compared as the platform's URL parser (WHATWG, what `fetch`
 * requests and what robots-parser uses) serialises them: scheme, lower-cased
 * and IDNA-encoded host, and port with the scheme's default dropped, so
 * `https://EXAMPLE.com:443`, `https://example.com` and `https://example.com/`
 * are one origin and `http://example.com` and `https://example.com:8443` are
 * two others (RFC 9309 §2.3: the rules apply to the host, protocol and port
 * the file was fetched from; docs/spec/rfc9309.md).
 *
 * @module
 */
import { describeValue, isInstance } from '../diagnostics/describe.ts';

/** A robots.txt URL, parsed once when a file is compiled with `{ url }`. */
export interface OriginBinding {
  /** The robots.txt URL as the URL parser serialises it. */
  readonly url: string;
  /** Its origin, e.g. `https://example.com` or `http://example.com:8080`. */
  readonly origin: string;
  /** `origin` + `/`: what relative references resolve against. */
  readonly base: string;
}

/**
 * Parses the `url` option of `compile`. Throws a `TypeError` when it is not an
 * absolute URL with a host: a robots.txt URL is the caller's own (the one it
 * fetched), so a bad one is a programming error, like an unknown dialect, and
 * a file that silently answered nothing would hide it.
 */
export function bindOrigin(url: string | URL): OriginBinding {
  if (typeof url !== 'string' && !isInstance(url, URL)) {
    throw new TypeError(`compile: the url option must be a string or a URL object, not ${describeValue(url)}.`);
  }
  const text = typeof url === 'string' ? url : (url as URL).href;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new TypeError(`compile: the url option must be an absolute URL such as "https://example.com/robots.txt"; got ${JSON.stringify(text)}.`);
  }
  // `file:`, `data:`, `mailto:` and other schemes without a (scheme, host, port) origin serialise it as "null".
  if (parsed.origin === 'null' || parsed.host === '') {
    throw new TypeError(`compile: the url option must have a host (http, https, ftp, ws or wss); "${parsed.href}" has none.`);
  }
  return { url: parsed.href, origin: parsed.origin, base: `${parsed.origin}/` };
}

/**
 * The URL a bound file should read for `url`, or `undefined` when `url` is on
 * another origin or is not a URL at all.
 *
 * - An absolute URL on the origin is read as given, so each dialect extracts
 *   its path exactly as it does for an unbound file.
 * - A path (`/a?b`) is on the origin and is read as given.
 * - Any other relative reference (`a/b`, `?q`, `//host/p`, `\a`) is resolved
 *   against the origin as a browser resolves a link, and the result is read.
 *
 * The two common cases (a path, or a URL starting with the origin as
 * serialised) are decided without parsing, to keep `isAllowed` fast.
 */
export function urlOnOrigin(binding: OriginBinding, url: string): string | undefined {
  if (isPlainPath(url) || startsWithOrigin(url, binding.origin)) return url;
  try {
    // Absolute: the base is ignored. Parsed without a base first so an absolute URL is read as given.
    const absolute = new URL(url);
    return absolute.origin === binding.origin ? url : undefined;
  } catch {
    // Not absolute: a relative reference.
  }
  try {
    const resolved = new URL(url, binding.base);
    return resolved.origin === binding.origin ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A path starting with one `/`: the URL parser reads it as a path on the
 * base's origin. Not `//host` or `/\host` (a host follows), nor `/` followed
 * by a tab or line break, which the parser drops before reading on.
 */
function isPlainPath(url: string): boolean {
  if (url.charCodeAt(0) !== 0x2f /* / */) return false;
  const next = url.charCodeAt(1);
  return next !== 0x2f /* / */ && next !== 0x5c /* \ */ && next !== 0x09 && next !== 0x0a && next !== 0x0d;
}

/** `url` is the origin exactly as serialised, followed by the end, `/`, `?` or `#` (so the host ends there). */
function startsWithOrigin(url: string, origin: string): boolean {
  if (!url.startsWith(origin)) return false;
  if (url.length === origin.length) return true;
  const next = url.charCodeAt(origin.length);
  return next === 0x2f /* / */ || next === 0x3f /* ? */ || next === 0x23; /* # */
}
