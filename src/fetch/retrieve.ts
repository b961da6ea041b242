/**
 * The HTTP half of fetching a robots.txt: request `/robots.txt`, follow up to
 * five redirects by hand, read at most `maxBytes` of the body, give up after
 * `timeoutMs`. Nothing here knows about dialects; {@link interpretStatus} and
 * {@link interpretFailure} say what the result means.
 *
 * Runs on the platform's `fetch` (browsers, Node ≥ 18, Deno, Bun, workers).
 *
 * @module
 */
import { DEFAULT_PARSE_LIMIT } from '../model/dialect.ts';
import { readHead } from './body.ts';
import type { CacheHeaders } from './freshness.ts';
import type { RetrievalFailure } from './policy.ts';

/** RFC 9309 §2.3.1.2: follow at least five consecutive redirects. */
export const DEFAULT_MAX_REDIRECTS = 5;
/** The time limit of a retrieval (every hop and the body), in ms: 10 seconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** The `User-Agent` header sent when the caller names none. */
export const DEFAULT_USER_AGENT = 'robotstxt-toolkit';

/** Options of {@link retrieveRobotsTxt}. */
export interface RetrieveOptions {
  /** The `User-Agent` header to send; default `robotstxt-toolkit`. */
  readonly agent?: string;
  /** Time limit for the whole retrieval (every hop and the body), in ms; default 10,000. */
  readonly timeoutMs?: number;
  /** Bytes of the body to read; the rest is not read. Default {@link DEFAULT_PARSE_LIMIT} (512,000: 500 KiB). */
  readonly maxBytes?: number;
  /** Redirects to follow; one more is a failure. Default 5. */
  readonly maxRedirects?: number;
  /** The `fetch` to use; default the global one. */
  readonly fetch?: typeof fetch;
  /** Aborts the retrieval; the returned promise then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

/** What came back, before any dialect reads it. */
export interface RobotsTxtResponse {
  /** The robots.txt URL first requested (`/robots.txt` at the authority of the input). */
  readonly url: string;
  /** The URL of the last request made. */
  readonly finalUrl: string;
  /** Every redirect target followed, in order (absolute URLs). */
  readonly redirects: readonly string[];
  /** The final HTTP status; `undefined` when there was none (see `failure`). */
  readonly status: number | undefined;
  /** The final status's reason phrase (`''` when none). */
  readonly statusText: string;
  /** The `Content-Type` of the final response, if any. */
  readonly contentType: string | undefined;
  /** The `Content-Length` of the final response, when the server sent a valid one. */
  readonly contentLength: number | undefined;
  /** The head of the body (2xx only; empty otherwise): at most `maxBytes` bytes. */
  readonly body: Uint8Array;
  /** True when the body was longer than `maxBytes` and the rest was not read. */
  readonly truncated: boolean;
  /** Set when the retrieval ended without a final HTTP answer. */
  readonly failure?: RetrievalFailure;
  /**
   * The final response's `Cache-Control`, `Expires`, `Date` and `Age`, for
   * caching (RFC 9309 §2.4); absent when there was no final HTTP answer.
   */
  readonly cacheHeaders?: CacheHeaders;
}

/**
 * The `/robots.txt` URL for any URL of a site: the same scheme, host and port,
 * path `/robots.txt` (RFC 9309 §2.3). Throws a `TypeError` for a string that is
 * not an absolute http(s) URL.
 */
export function robotsTxtUrl(siteUrl: string | URL): string {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new TypeError(`Not an absolute URL: ${JSON.stringify(String(siteUrl))}. Give one like https://example.com/.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`Only http and https URLs can be fetched, not ${url.protocol.slice(0, -1)}: ${url.href}`);
  }
  return `${url.origin}/robots.txt`;
}

/**
 * Fetches `/robots.txt` for the site of `siteUrl`. Never rejects for network
 * or HTTP trouble (that is reported in `failure` and `status`); rejects only
 * for a bad URL (`TypeError`) or when `options.signal` aborts.
 */
export async function retrieveRobotsTxt(siteUrl: string | URL, options: RetrieveOptions = {}): Promise<RobotsTxtResponse> {
  const url = robotsTxtUrl(siteUrl);
  const fetchFn = options.fetch ?? globalThis.fetch;
  const maxBytes = options.maxBytes ?? DEFAULT_PARSE_LIMIT;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers = { 'user-agent': options.agent ?? DEFAULT_USER_AGENT, accept: 'text/plain, */*;q=0.1' };

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('timeout'));
  }, timeoutMs);
  const onAbort = (): void => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const redirects: string[] = [];
  let current = url;
  const empty = { status: undefined, statusText: '', contentType: undefined, contentLength: undefined, body: new Uint8Array(0), truncated: false };
  const fail = (failure: RetrievalFailure): RobotsTxtResponse => ({ url, finalUrl: current, redirects, ...empty, failure });
  try {
    for (;;) {
      const response = await fetchFn(current, { redirect: 'manual', headers, signal: controller.signal });
      if (response.type === 'opaqueredirect') {
        // Browsers hide the Location of a manual redirect; let them follow it.
        await response.body?.cancel().catch(() => undefined);
        const followed = await fetchFn(current, { redirect: 'follow', headers, signal: controller.signal });
        if (followed.redirected) redirects.push(followed.url);
        current = followed.url || current;
        return await finish(url, current, redirects, followed, maxBytes);
      }
      if (response.status >= 300 && response.status <= 399 && response.status !== 304) {
        await response.body?.cancel().catch(() => undefined);
        const next = redirectTarget(response.headers.get('location'), current);
        if (typeof next !== 'string') return fail(next);
        if (redirects.length >= maxRedirects) {
          return fail({ kind: 'too-many-redirects', message: `More than ${maxRedirects} redirects (the next one goes to ${next}).` });
        }
        redirects.push(next);
        current = next;
        continue;
      }
      return await finish(url, current, redirects, response, maxBytes);
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (timedOut) {
      return fail({ kind: 'timeout', message: `No complete answer from ${current} within ${timeoutMs} ms.` });
    }
    return fail({ kind: 'network', message: `Could not fetch ${current}: ${describeNetworkError(error)}.` });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function finish(url: string, finalUrl: string, redirects: readonly string[], response: Response, maxBytes: number): Promise<RobotsTxtResponse> {
  const success = response.status >= 200 && response.status <= 299;
  // Only a successful body is a robots.txt; error pages are not read at all.
  const head = success ? await readHead(response.body, maxBytes) : { bytes: new Uint8Array(0), truncated: false };
  if (!success) await response.body?.cancel().catch(() => undefined);
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  return {
    url,
    finalUrl,
    redirects,
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('content-type') ?? undefined,
    contentLength: Number.isSafeInteger(length) && length >= 0 ? length : undefined,
    body: head.bytes,
    truncated: head.truncated,
    cacheHeaders: {
      cacheControl: response.headers.get('cache-control') ?? undefined,
      expires: response.headers.get('expires') ?? undefined,
      date: response.headers.get('date') ?? undefined,
      age: response.headers.get('age') ?? undefined,
    },
  };
}

/** The absolute http(s) URL a `Location` header points to, or why it cannot be followed. */
function redirectTarget(location: string | null, base: string): string | RetrievalFailure {
  if (!location) return { kind: 'bad-redirect', message: `A redirect from ${base} has no Location header.` };
  let target: URL;
  try {
    target = new URL(location, base);
  } catch {
    return { kind: 'bad-redirect', message: `A redirect from ${base} points to ${JSON.stringify(location)}, which is not a URL.` };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return { kind: 'bad-redirect', message: `A redirect from ${base} points to ${target.href}, which is not http or https.` };
  }
  return target.href;
}

/** Node's fetch says only "fetch failed"; the useful part (ECONNREFUSED, ENOTFOUND…) is in `cause`. */
function describeNetworkError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    const text = typeof code === 'string' && !current.message.includes(code) ? `${current.message} (${code})` : current.message;
    if (text && !parts.includes(text)) parts.push(text);
    current = current.cause;
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}
