/**
 * How long a fetched robots.txt may be reused: HTTP freshness (RFC 9111 §4.2)
 * read the way a crawler, a private cache, applies it, within the limits of
 * RFC 9309 §2.4. This module is pure: no I/O, no clock.
 *
 * @module
 */

/** The response header fields that decide freshness and revalidation, as received (absent: `undefined`). */
export interface CacheHeaders {
  /** `Cache-Control`. */
  readonly cacheControl?: string | undefined;
  /** `Expires`. */
  readonly expires?: string | undefined;
  /** `Date`. */
  readonly date?: string | undefined;
  /** `Age`. */
  readonly age?: string | undefined;
  /** `ETag`: sent back as `If-None-Match` when a cached copy is revalidated. */
  readonly etag?: string | undefined;
  /** `Last-Modified`: sent back as `If-Modified-Since` when a cached copy is revalidated. */
  readonly lastModified?: string | undefined;
  /** `Retry-After` (RFC 9110 §10.2.3): how long a 429 or 503 asks the client to wait. */
  readonly retryAfter?: string | undefined;
}

/**
 * The rule that decided a lifetime:
 * - `no-store`, `no-cache`: the response must not be reused (Cache-Control);
 * - `max-age`: Cache-Control `max-age` (invalid values mean "already stale");
 * - `expires`: `Expires` minus `Date` (an invalid `Expires` means "already stale");
 * - `default`: the server said nothing, so the default lifetime applies;
 * - `unreachable`: the fetch failed (5xx, network error); retry after a short delay;
 * - `retry-after`: a 429 or 503 said when to ask again (`Retry-After`).
 */
export type FreshnessRule = 'no-store' | 'no-cache' | 'max-age' | 'expires' | 'default' | 'unreachable' | 'retry-after';

/** The lifetimes a cache works within, in milliseconds. */
export interface FreshnessLimits {
  /** Lifetime when the server says nothing. */
  readonly defaultLifetimeMs: number;
  /** No copy is used longer than this, whatever the server says (RFC 9309 §2.4: 24 h). */
  readonly maxLifetimeMs: number;
  /** No copy is refetched sooner than this, whatever the server says. */
  readonly minLifetimeMs: number;
}

/** How long a response stays fresh, and why. */
export interface Freshness {
  /** The rule that decided the lifetime. */
  readonly rule: FreshnessRule;
  /** The lifetime the rule gave, before limits (ms). */
  readonly ruleLifetimeMs: number;
  /** How old the response already was on arrival: its `Age` header (ms). */
  readonly initialAgeMs: number;
  /** How long after arrival the copy is fresh: the rule's lifetime, limited, minus `initialAgeMs`. */
  readonly freshForMs: number;
  /** Set when a limit, not the rule, decided `freshForMs` (`max-retry-after`: the cache's `maxRetryAfterMs`). */
  readonly limitedBy?: 'max-lifetime' | 'min-lifetime' | 'max-retry-after';
  /**
   * False when the headers forbid serving the copy once stale, even when the
   * server is down (`no-store`, `no-cache`, `must-revalidate`: RFC 9111 §4.2.4).
   */
  readonly staleAllowed: boolean;
  /** One sentence: which header (or default) decided, and which limit applied. */
  readonly reason: string;
}

/**
 * The freshness of a response under `limits` (RFC 9111 §4.2.1, §4.2.3, as a
 * private cache). `Cache-Control` wins over `Expires`; when directives
 * conflict the most restrictive wins. Only the `Age` header counts as initial
 * age: `Date` is compared with `Expires` alone, never with the local clock,
 * so a server with a wrong clock does not make every copy stale.
 *
 * @example
 * ```ts
 * const limits = { defaultLifetimeMs: 86_400_000, maxLifetimeMs: 86_400_000, minLifetimeMs: 60_000 };
 * const now = Date.now();
 * freshnessOf({ cacheControl: 'public, max-age=3600', age: '600' }, now, limits).freshForMs; // 3_000_000
 * freshnessOf({ cacheControl: 'max-age=604800' }, now, limits).limitedBy;                     // 'max-lifetime'
 * ```
 *
 * @param receivedAt When the response arrived (ms since the epoch); it stands
 *   in for a missing or invalid `Date` (RFC 9111 §4.2.1).
 */
export function freshnessOf(headers: CacheHeaders | undefined, receivedAt: number, limits: FreshnessLimits): Freshness {
  const directives = parseCacheControl(headers?.cacheControl ?? '');
  const initialAgeMs = deltaSecondsMs(firstMember(headers?.age)) ?? 0;
  const { rule, lifetimeMs, because } = ruleOf(directives, headers, receivedAt, limits.defaultLifetimeMs);
  const capped = Math.min(lifetimeMs, limits.maxLifetimeMs) - initialAgeMs;
  const freshForMs = Math.max(capped, limits.minLifetimeMs);
  const limitedBy = capped < limits.minLifetimeMs ? 'min-lifetime' : lifetimeMs > limits.maxLifetimeMs ? 'max-lifetime' : undefined;
  // RFC 9111 §4.2.4: these forbid serving the copy stale, even when the origin is down.
  const staleAllowed = rule !== 'no-store' && rule !== 'no-cache' && !directives.has('must-revalidate');
  const age = initialAgeMs > 0 ? `, already ${formatDuration(initialAgeMs)} old (Age)` : '';
  const limit =
    limitedBy === 'max-lifetime'
      ? `, capped at ${formatDuration(limits.maxLifetimeMs)} (RFC 9309 §2.4)`
      : limitedBy === 'min-lifetime'
        ? `, raised to the minimum of ${formatDuration(limits.minLifetimeMs)} so robots.txt is not fetched before every page`
        : '';
  const reason = `${because}${age}${limit}: fresh for ${formatDuration(freshForMs)}.`;
  return { rule, ruleLifetimeMs: lifetimeMs, initialAgeMs, freshForMs, ...(limitedBy ? { limitedBy } : {}), staleAllowed, reason };
}

interface Rule {
  readonly rule: FreshnessRule;
  readonly lifetimeMs: number;
  /** What the headers said, for the reason. */
  readonly because: string;
}

function ruleOf(directives: Map<string, string | true>, headers: CacheHeaders | undefined, receivedAt: number, defaultLifetimeMs: number): Rule {
  // Only the bare directives count: a qualified `no-cache="Set-Cookie"` restricts those fields alone (RFC 9111 §5.2.2.4).
  if (directives.get('no-store') === true) return { rule: 'no-store', lifetimeMs: 0, because: 'Cache-Control: no-store' };
  if (directives.get('no-cache') === true) return { rule: 'no-cache', lifetimeMs: 0, because: 'Cache-Control: no-cache' };
  const maxAge = directives.get('max-age');
  if (maxAge !== undefined) {
    const ms = deltaSecondsMs(maxAge === true ? '' : maxAge);
    // RFC 9111 §4.2.1: invalid freshness information is best read as "stale".
    if (ms === undefined) return { rule: 'max-age', lifetimeMs: 0, because: `Cache-Control: max-age with an invalid value (stale)` };
    return { rule: 'max-age', lifetimeMs: ms, because: `Cache-Control: max-age=${maxAge}` };
  }
  if (headers?.expires !== undefined) {
    const expires = parseHttpDate(headers.expires);
    // RFC 9111 §5.3: an invalid Expires (notably "0") means "already expired".
    if (expires === undefined) return { rule: 'expires', lifetimeMs: 0, because: `Expires: ${headers.expires} is not a date (stale)` };
    const date = parseHttpDate(headers.date ?? '');
    const lifetimeMs = Math.max(0, expires - (date ?? receivedAt));
    const base = date === undefined ? 'the time of arrival (no valid Date)' : 'Date';
    return { rule: 'expires', lifetimeMs, because: `Expires is ${formatDuration(lifetimeMs)} after ${base}` };
  }
  return { rule: 'default', lifetimeMs: defaultLifetimeMs, because: 'No Cache-Control max-age or Expires, so the default lifetime' };
}

/**
 * Cache-Control directives, lower-cased, first occurrence of each kept
 * (RFC 9111 §4.2.1). Value-less directives map to `true`; quoted values are
 * unquoted, so `no-cache="a, b"` is one directive.
 *
 * @example
 * ```ts
 * parseCacheControl('Max-Age=60, no-cache="Set-Cookie, X-A", public');
 * // Map { 'max-age' => '60', 'no-cache' => 'Set-Cookie, X-A', 'public' => true }
 * ```
 */
export function parseCacheControl(value: string): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const match of value.matchAll(/([^\s=,"]+)\s*(?:=\s*("(?:[^"\\]|\\.)*"?|[^,]*))?/g)) {
    const name = (match[1] ?? '').toLowerCase();
    const raw = match[2]?.trim();
    const parsed = raw === undefined ? true : raw.startsWith('"') ? raw.replace(/^"|"$/g, '').replace(/\\(.)/g, '$1') : raw;
    if (!directives.has(name)) directives.set(name, parsed);
  }
  return directives;
}

/** RFC 9111 §1.2.2: digits only; anything above 2^31 seconds counts as 2^31. */
function deltaSecondsMs(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Math.min(Number(value), 2 ** 31) * 1000;
}

/**
 * The wait a `Retry-After` header asks for (RFC 9110 §10.2.3), in ms:
 * delta-seconds (at most 2³¹ s), or an HTTP-date minus the response's `Date`
 * (minus `receivedAt` when there is no valid `Date`, so a server's clock is
 * compared with itself), 0 for a date in the past. `undefined` when there is
 * no such header or it is neither form (a negative or fractional number, a
 * bad date): the header is then ignored. Callers bound the result.
 *
 * @example
 * ```ts
 * retryAfterMs({ retryAfter: '120' }, Date.now());                                                            // 120_000
 * retryAfterMs({ retryAfter: 'Sun, 06 Nov 1994 08:51:37 GMT', date: 'Sun, 06 Nov 1994 08:49:37 GMT' }, 0); // 120_000
 * retryAfterMs({ retryAfter: '-1' }, Date.now());                                                             // undefined
 * ```
 */
export function retryAfterMs(headers: CacheHeaders | undefined, receivedAt: number): number | undefined {
  const value = headers?.retryAfter?.trim();
  if (value === undefined || value === '') return undefined;
  const seconds = deltaSecondsMs(value);
  if (seconds !== undefined) return seconds;
  const at = parseHttpDate(value);
  if (at === undefined) return undefined;
  const date = parseHttpDate(headers?.date ?? '') ?? receivedAt;
  return Math.max(0, at - date);
}

/** RFC 9111 §5.1: a list-valued `Age` counts by its first member. */
function firstMember(value: string | undefined): string | undefined {
  return value?.split(',')[0]?.trim();
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * An HTTP-date (RFC 9110 §5.6.7) in ms since the epoch, or `undefined`. All
 * three formats are accepted (IMF-fixdate, RFC 850, asctime), always as GMT:
 * `Date.parse` is not used because it reads asctime as local time and its
 * handling of non-ISO strings differs between engines.
 *
 * @example
 * ```ts
 * parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT'); // 784111777000
 * parseHttpDate('Sun Nov  6 08:49:37 1994');      // 784111777000
 * parseHttpDate('0');                             // undefined
 * ```
 */
export function parseHttpDate(value: string): number | undefined {
  const text = value.trim();
  const imf = /^[a-z]{3}, (\d{2}) ([a-z]{3}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) gmt$/i.exec(text);
  const rfc850 = /^[a-z]{6,9}, (\d{2})-([a-z]{3})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) gmt$/i.exec(text);
  const asctime = /^[a-z]{3} ([a-z]{3}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/i.exec(text);
  let parts: (string | undefined)[];
  if (imf) parts = [imf[3], imf[2], imf[1], imf[4], imf[5], imf[6]];
  else if (rfc850) parts = [rfc850[3], rfc850[2], rfc850[1], rfc850[4], rfc850[5], rfc850[6]];
  else if (asctime) parts = [asctime[6], asctime[1], asctime[2], asctime[3], asctime[4], asctime[5]];
  else return undefined;
  const [yearText, monthText, ...rest] = parts;
  const month = MONTHS.indexOf((monthText ?? '').toLowerCase());
  let year = Number(yearText);
  // RFC 850's two-digit years (obsolete since 1996): 70–99 are 19xx, the rest 20xx.
  if ((yearText ?? '').length === 2) year += year >= 70 ? 1900 : 2000;
  const [day, hour, minute, second] = rest.map(Number) as [number, number, number, number];
  if (month < 0 || hour > 23 || minute > 59 || second > 60) return undefined;
  const time = Date.UTC(year, month, day, hour, minute, second);
  // Date.UTC rolls 31 Feb over into March; such a date is invalid instead.
  return new Date(time).getUTCDate() === day ? time : undefined;
}

const UNITS: readonly [number, string][] = [
  [86_400_000, 'd'],
  [3_600_000, 'h'],
  [60_000, 'min'],
  [1000, 's'],
];

/**
 * A duration for people: the largest unit that divides it evenly, with days
 * only from two days up, so that RFC 9309's limit reads "24 h".
 *
 * @example
 * ```ts
 * formatDuration(86_400_000);    // '24 h'
 * formatDuration(2_592_000_000); // '30 d'
 * formatDuration(5_400_000);     // '90 min'
 * ```
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return 'forever';
  for (const [size, unit] of UNITS) {
    if (ms !== 0 && ms % size === 0 && (unit !== 'd' || ms >= 2 * size)) return `${(ms / size).toLocaleString('en-US')} ${unit}`;
  }
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}
