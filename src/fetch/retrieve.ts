/**
 * The HTTP half of fetching a robots.txt: request `/robots.txt`, follow up to
 * five redirects by hand, read at most `maxBytes` of the body, give up after
 * `timeoutMs` (whatever the `fetch` does with its AbortSignal). Nothing here
 * knows about dialects; {@link interpretStatus} and {@link interpretFailure}
 * say what the result means.
 *
 * Runs on the platform's `fetch` (browsers, Node ≥ 18, Deno, Bun, workers).
 *
 * @module
 */
import { DEFAULT_PARSE_LIMIT } from '../model/dialect.ts';
import { startReadingHead, type BodyHead } from './body.ts';
import type { CacheHeaders } from './freshness.ts';
import { describeValue } from '../diagnostics/describe.ts';
import { checkOptionsObject, checkSiteUrl, integerOption } from './options.ts';
import type { RetrievalFailure } from './policy.ts';

/** RFC 9309 §2.3.1.2: follow at least five consecutive redirects. */
export const DEFAULT_MAX_REDIRECTS = 5;
/** The time limit of a retrieval (every hop and the body), in ms: 10 seconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** The longest `timeoutMs`: the largest delay timers accept (2³¹ − 1 ms, about 24.8 days). */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/**
 * The statuses followed as redirects: the ones `fetch` itself follows
 * (RFC 9110 §15.4). A 300 Multiple Choices or any other 3xx is a final answer;
 * `interpretStatus` says what it means.
 */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** The `User-Agent` header sent when the caller names none. */
export const DEFAULT_USER_AGENT = 'robotstxt-toolkit';

/** Options of {@link retrieveRobotsTxt}. */
export interface RetrieveOptions {
  /** The `User-Agent` header to send; default `robotstxt-toolkit`. */
  readonly agent?: string;
  /**
   * Time limit for the whole retrieval (every hop and the body), in ms, from 1
   * to {@link MAX_TIMEOUT_MS}; default 10,000. It holds even when `fetch`
   * ignores its AbortSignal.
   */
  readonly timeoutMs?: number;
  /** Bytes of the body to read, a whole number ≥ 1; the rest is not read. Default `DEFAULTS.fetch.maxBytes` (512,000: 500 KiB). */
  readonly maxBytes?: number;
  /** Redirects to follow, a whole number ≥ 0; one more is a failure. Default 5. */
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
  /**
   * The length of the body as the server declared it (`Content-Length`), in
   * the bytes `body` counts: absent when the server sent none, or when the
   * body was content-encoded (then the header counts the encoded bytes on the
   * wire: see `encodedLength`).
   */
  readonly contentLength: number | undefined;
  /** The `Content-Encoding` of the final response (`gzip`, `br`…), when it was not `identity`; `fetch` decodes it. */
  readonly contentEncoding: string | undefined;
  /** The `Content-Length` of a content-encoded body: the bytes on the wire, before decoding. */
  readonly encodedLength: number | undefined;
  /** The head of the body (2xx only; empty otherwise): at most `maxBytes` bytes. */
  readonly body: Uint8Array;
  /** True when the body was longer than `maxBytes` and the rest was not read. */
  readonly truncated: boolean;
  /** Set when the retrieval ended without a final HTTP answer. */
  readonly failure?: RetrievalFailure;
  /**
   * The final response's `Cache-Control`, `Expires`, `Date`, `Age`, `ETag`,
   * `Last-Modified` and `Retry-After`, for caching (RFC 9309 §2.4); absent
   * when there was no final HTTP answer.
   */
  readonly cacheHeaders?: CacheHeaders;
}

/**
 * The `/robots.txt` URL for any URL of a site: the same scheme, host and port,
 * path `/robots.txt` (RFC 9309 §2.3).
 *
 * Throws a `TypeError` for a string that is not an absolute http(s) URL, and
 * for anything that is neither a string nor a `URL` (`null`, a number, an
 * object): such values are never converted with their `toString`.
 */
export function robotsTxtUrl(siteUrl: string | URL): string {
  checkSiteUrl(siteUrl, 'url');
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new TypeError(`Not an absolute URL: ${describeValue(siteUrl)}. Give one like https://example.com/.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`Only http and https URLs can be fetched, not ${url.protocol.slice(0, -1)}: ${url.href}`);
  }
  return `${url.origin}/robots.txt`;
}

/** {@link RetrieveOptions} checked, with every default filled in. */
export interface CheckedRetrieveOptions {
  readonly agent: string;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly maxRedirects: number;
  readonly fetch: typeof fetch;
  readonly signal: AbortSignal | undefined;
}

/** What an HTTP header value may hold (RFC 9110 §5.5: visible characters, space, tab and obs-text). */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Checks retrieval options and fills in the defaults. Throws a `RangeError`
 * naming the option and the accepted range for a number out of range
 * (`NaN`, `Infinity`, negative, fractional, a `timeoutMs` of 0 or ≥ 2³¹), and
 * a `TypeError` for a value of the wrong type.
 */
export function checkRetrieveOptions(options: RetrieveOptions | undefined): CheckedRetrieveOptions {
  checkOptionsObject(options, 'options');
  const given = options ?? {};
  const agent = given.agent ?? DEFAULT_USER_AGENT;
  if (typeof agent !== 'string') throw new TypeError(`options.agent must be a string, not ${describeValue(agent)}.`);
  // fetch() refuses such a header only when it sends it, which would read as an unreachable site (a full disallow).
  if (!HEADER_VALUE.test(agent)) {
    throw new TypeError(`options.agent must be a valid User-Agent header: Latin-1 characters without line breaks or NUL, not ${JSON.stringify(agent)}.`);
  }
  const fetchFn = given.fetch ?? globalThis.fetch;
  if (typeof fetchFn !== 'function') throw new TypeError(`options.fetch must be a function like the global fetch, not ${describeValue(fetchFn)}.`);
  const signal = given.signal;
  if (signal !== undefined && !(typeof signal === 'object' && signal !== null && typeof signal.addEventListener === 'function')) {
    throw new TypeError(`options.signal must be an AbortSignal, not ${describeValue(signal)}.`);
  }
  return {
    agent,
    // Timers fire at once for delays of 2³¹ ms or more (with a warning in Node): reject those.
    timeoutMs: integerOption(given.timeoutMs, 'timeoutMs', DEFAULT_TIMEOUT_MS, 1, MAX_TIMEOUT_MS),
    maxBytes: integerOption(given.maxBytes, 'maxBytes', DEFAULT_PARSE_LIMIT, 1, Number.MAX_SAFE_INTEGER),
    maxRedirects: integerOption(given.maxRedirects, 'maxRedirects', DEFAULT_MAX_REDIRECTS, 0, Number.MAX_SAFE_INTEGER),
    fetch: fetchFn,
    signal,
  };
}

/**
 * Fetches `/robots.txt` for the site of `siteUrl`. Never rejects for network
 * or HTTP trouble (that is reported in `failure` and `status`); rejects only
 * for a bad URL or argument (`TypeError`), an option out of range
 * (`RangeError`: `timeoutMs` outside 1 to 2³¹ − 1, `maxBytes` below 1,
 * `maxRedirects` below 0, or any of them `NaN`, `Infinity` or fractional), or
 * when `options.signal` aborts.
 *
 * The time limit is kept by racing every step (each request and the body
 * read) against a timer, so a `fetch` that ignores its AbortSignal, or a body
 * stream that never ends, still gives a `timeout` failure in time.
 */
export async function retrieveRobotsTxt(siteUrl: string | URL, options: RetrieveOptions = {}): Promise<RobotsTxtResponse> {
  const url = robotsTxtUrl(siteUrl);
  const checked = checkRetrieveOptions(options);
  return (await retrieveResource(url, checked, ROBOTS_TXT_ACCEPT)).response;
}

/** The `Accept` header of a robots.txt request. */
export const ROBOTS_TXT_ACCEPT = 'text/plain, */*;q=0.1';

/**
 * The validators of a cached body (RFC 9110 §13.1), sent only to the URL that
 * served it, so that a 304 can only confirm that body: after a redirect to
 * somewhere new, the new target gets an unconditional request.
 */
export interface ConditionalRequest {
  /** The URL whose response the validators came from (the cached copy's final URL). */
  readonly url: string;
  /** Sent as `If-None-Match`. */
  readonly etag?: string;
  /** Sent as `If-Modified-Since`. */
  readonly lastModified?: string;
}

/** A response from {@link retrieveResource}: the robots.txt-shaped summary and, when there was a final answer, its headers. */
export interface RetrievedResource {
  /** The summary (`url` is the URL first requested). */
  readonly response: RobotsTxtResponse;
  /** Every header of the final response (X-Robots-Tag, Content-Usage…), when there was one. */
  readonly headers: Headers | undefined;
}

/**
 * Decides whether a redirect target may be requested, before it is: `undefined`
 * to go on, or one sentence saying why not (the retrieval then ends with a
 * `redirect-refused` failure, and the target is never requested).
 */
export type RedirectCheck = (target: string) => Promise<string | undefined>;

/**
 * The retrieval behind {@link retrieveRobotsTxt}, for any http(s) URL (the
 * page fetch of `inspectPage` uses it too): redirects bounded, the whole
 * retrieval under one time limit, at most `maxBytes` of a 2xx body read.
 * With `checkRedirect`, every redirect target is checked before it is
 * requested (inspectPage asks robots.txt); a platform that hides redirect
 * targets (a browser's opaque redirect) then gets no redirect followed, since
 * its targets cannot be checked.
 */
export async function retrieveResource(
  url: string,
  checked: CheckedRetrieveOptions,
  accept: string,
  checkRedirect?: RedirectCheck,
  conditional?: ConditionalRequest,
): Promise<RetrievedResource> {
  const { maxBytes, maxRedirects, timeoutMs, signal } = checked;
  const fetchFn = checked.fetch;
  const plain = { 'user-agent': checked.agent, accept };
  const validators = conditional && {
    ...plain,
    ...(conditional.etag !== undefined ? { 'if-none-match': conditional.etag } : {}),
    ...(conditional.lastModified !== undefined ? { 'if-modified-since': conditional.lastModified } : {}),
  };
  const headersFor = (target: string): Record<string, string> => (validators && target === conditional?.url ? validators : plain);
  signal?.throwIfAborted();

  const controller = new AbortController();
  let timedOut = false;
  // Settles (rejects) when time runs out or the caller aborts: every await below races it.
  let stop: (reason: unknown) => void = () => undefined;
  const stopped = new Promise<never>((_resolve, reject) => (stop = reject));
  stopped.catch(() => undefined); // nobody may be racing it when it fires
  const timer = setTimeout(() => {
    timedOut = true;
    const reason = new Error('timeout');
    controller.abort(reason);
    stop(reason);
  }, timeoutMs);
  const onAbort = (): void => {
    controller.abort(signal?.reason);
    stop(signal?.reason);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const race = <T>(step: Promise<T>): Promise<T> => {
    step.catch(() => undefined); // a step that fails after losing the race is not an unhandled rejection
    return Promise.race([step, stopped]);
  };

  const redirects: string[] = [];
  let current = url;
  const empty = {
    status: undefined,
    statusText: '',
    contentType: undefined,
    contentLength: undefined,
    contentEncoding: undefined,
    encodedLength: undefined,
    body: new Uint8Array(0),
    truncated: false,
  };
  const fail = (failure: RetrievalFailure): RetrievedResource => ({ response: { url, finalUrl: current, redirects, ...empty, failure }, headers: undefined });
  try {
    for (;;) {
      const response = await race(fetchFn(current, { redirect: 'manual', headers: headersFor(current), signal: controller.signal }));
      if (response.type === 'opaqueredirect') {
        // Browsers hide the Location of a manual redirect; let them follow it, unless each hop must be checked first.
        discard(response);
        if (checkRedirect) {
          return fail({
            kind: 'redirect-refused',
            message: `${current} redirects, and this platform hides where to, so the target cannot be checked before it is requested.`,
          });
        }
        const followed = await race(fetchFn(current, { redirect: 'follow', headers: plain, signal: controller.signal }));
        if (followed.redirected) redirects.push(followed.url);
        current = followed.url || current;
        return await finish(url, current, redirects, followed, maxBytes, race);
      }
      if (REDIRECT_STATUSES.has(response.status)) {
        discard(response);
        const next = redirectTarget(response.headers.get('location'), current);
        if (typeof next !== 'string') return fail(next);
        if (redirects.length >= maxRedirects) {
          return fail({ kind: 'too-many-redirects', message: `More than ${maxRedirects} redirects (the next one goes to ${next}).` });
        }
        const refusal = checkRedirect ? await race(checkRedirect(next)) : undefined;
        if (refusal !== undefined) return fail({ kind: 'redirect-refused', message: refusal });
        redirects.push(next);
        current = next;
        continue;
      }
      return await finish(url, current, redirects, response, maxBytes, race);
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timedOut) {
      return fail({ kind: 'timeout', message: `No complete answer from ${current} within ${timeoutMs} ms.` });
    }
    return fail({ kind: 'network', message: `Could not fetch ${current}: ${describeNetworkError(error)}.` });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Cancels a body that will not be read. Not awaited: a stream may never confirm it. */
function discard(response: Response): void {
  try {
    response.body?.cancel().catch(() => undefined);
  } catch {
    // A locked or odd stream: nothing more to do.
  }
}

async function finish(
  url: string,
  finalUrl: string,
  redirects: readonly string[],
  response: Response,
  maxBytes: number,
  race: <T>(step: Promise<T>) => Promise<T>,
): Promise<RetrievedResource> {
  const success = response.status >= 200 && response.status <= 299;
  // Only a successful body is a robots.txt; error pages are not read at all.
  let head: BodyHead = { bytes: new Uint8Array(0), truncated: false };
  if (success) {
    const reading = startReadingHead(response.body, maxBytes);
    try {
      head = await race(reading.head);
    } catch (error) {
      reading.cancel(); // time ran out: stop reading a body that may never end
      throw error;
    }
  } else {
    discard(response);
  }
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  const declared = Number.isSafeInteger(length) && length >= 0 ? length : undefined;
  // `fetch` hands over the decoded body, but Content-Length counts the encoded bytes: keep the two apart.
  const encoding = response.headers.get('content-encoding')?.trim().toLowerCase() || undefined;
  const encoded = encoding !== undefined && encoding !== 'identity' ? encoding : undefined;
  const summary: RobotsTxtResponse = {
    url,
    finalUrl,
    redirects,
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('content-type') ?? undefined,
    contentLength: encoded === undefined ? declared : undefined,
    contentEncoding: encoded,
    encodedLength: encoded !== undefined ? declared : undefined,
    body: head.bytes,
    truncated: head.truncated,
    cacheHeaders: {
      cacheControl: response.headers.get('cache-control') ?? undefined,
      expires: response.headers.get('expires') ?? undefined,
      date: response.headers.get('date') ?? undefined,
      age: response.headers.get('age') ?? undefined,
      etag: response.headers.get('etag') ?? undefined,
      lastModified: response.headers.get('last-modified') ?? undefined,
      retryAfter: response.headers.get('retry-after') ?? undefined,
    },
  };
  return { response: summary, headers: response.headers };
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
  if (target.username !== '' || target.password !== '') {
    // `fetch` refuses such a URL before any request is made: the redirect is unusable, not a network failure.
    target.username = '';
    target.password = '';
    return {
      kind: 'bad-redirect',
      message: `A redirect from ${base} points to a URL with a user name or password (${target.href}, without them), which is not fetched.`,
    };
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
