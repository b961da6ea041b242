/**
 * The site argument of `robotstxt fetch`: an http(s) URL, or a bare host that
 * means https, the way a browser's address bar reads `example.com`.
 *
 * @module
 */
import { clip } from './output.ts';

/** A URL with an explicit scheme (`https://`, `ftp://`…), as opposed to a host or a path. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The outcome of {@link siteUrl}: the URL to fetch, or why the argument is not one. */
export type SiteUrl = { readonly url: string; readonly problem?: undefined } | { readonly url?: undefined; readonly problem: string };

/**
 * Reads the argument of `robotstxt fetch` as an absolute http(s) URL.
 *
 * - `http://…` and `https://…` stay as given (the scheme is case-insensitive);
 * - a bare host, `example.com`, `example.com:8080`, `example.com/path`,
 *   `127.0.0.1:8080`, `[::1]:8080`, or `//example.com`, means `https://…`;
 * - anything else (another scheme, a path, a user name, spaces) is a
 *   `problem`: a sentence that says what to give instead.
 */
export function siteUrl(argument: string): SiteUrl {
  if (argument === '') return { problem: "an empty URL: give the site, e.g. 'example.com' or https://example.com." };
  if (/[\s\u0000-\u001f\u007f]/.test(argument)) {
    return { problem: `'${clip(argument)}' contains spaces or control characters; give a host like example.com or a URL like https://example.com.` };
  }
  if (SCHEME.test(argument)) {
    if (!/^https?:\/\//i.test(argument)) {
      return { problem: `cannot fetch ${clip(argument)}: only http:// and https:// URLs are supported (a bare host means https://).` };
    }
    return parsedOrProblem(argument, argument);
  }
  if (/^[./~\\]/.test(argument) && !argument.startsWith('//')) {
    return {
      problem: `'${clip(argument)}' looks like a file path, not a site. For a local file, use 'robotstxt parse' or 'robotstxt check'; to fetch, give a host like example.com.`,
    };
  }
  const host = argument.replace(/^\/\//, '').split(/[/:?#]/)[0] ?? '';
  // `.txt` is no top-level domain: `robots.txt` is a file name.
  if (/\.txt$/i.test(host)) {
    return {
      problem: `'${clip(argument)}' looks like a file name, not a site. For a local file, use 'robotstxt parse' or 'robotstxt check'; to fetch, give a host like example.com.`,
    };
  }
  return parsedOrProblem(`https:${argument.startsWith('//') ? '' : '//'}${argument}`, argument);
}

function parsedOrProblem(url: string, argument: string): SiteUrl {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: `'${clip(argument)}' is neither a host nor an http(s) URL. Give one like example.com, example.com:8080 or https://example.com.` };
  }
  if (parsed.hostname === '') return { problem: `'${clip(argument)}' has no host name. Give one like example.com or https://example.com.` };
  if (parsed.username !== '' || parsed.password !== '') {
    return { problem: `'${clip(argument)}' has a user name before '@'; robots.txt is public, so give just the host, e.g. ${parsed.host}.` };
  }
  return { url };
}

/**
 * True when a FILE argument that is not a file could have been meant as a
 * site (`example.com`): the "no such file" message then suggests the URL.
 */
export function looksLikeHost(argument: string): boolean {
  const host = argument.split(/[/:]/)[0] ?? '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host) && siteUrl(argument).url !== undefined;
}
