/**
 * `RobotsTxtCache`: one robots.txt per site for a crawler, fetched only when
 * the cached copy is no longer fresh (RFC 9309 §2.4), kept while the site is
 * unreachable (§2.3.1.4), bounded in sites and in memory.
 *
 * @module
 */
import type { Dialect } from '../match/types.ts';
import { estimateRetainedBytes } from './cost.ts';
import { checkDialect, interpretRobotsTxtResponse, type FetchRobotsTxtResult } from './fetch-robots.ts';
import { formatDuration, freshnessOf, type Freshness, type FreshnessLimits } from './freshness.ts';
import { describeValue } from '../diagnostics/describe.ts';
import { checkOptionsObject, durationOption, integerOption } from './options.ts';
import { isUnreachableFailure, isUnreachableStatus } from './policy.ts';
import { checkRetrieveOptions, retrieveRobotsTxt, robotsTxtUrl, type RetrieveOptions, type RobotsTxtResponse } from './retrieve.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** RFC 9309 §2.4: a cached copy should not be used for more than 24 hours. */
export const DEFAULT_MAX_LIFETIME_MS = DAY;
/** RFC 9309 §2.3.1.4's example of "a reasonably long time" for an unreachable file: 30 days. */
export const DEFAULT_MAX_STALE_MS = 30 * DAY;
/** How soon a fetch that found the site unreachable is retried: 5 minutes. */
export const DEFAULT_UNREACHABLE_RETRY_MS = 5 * 60_000;
/** Shortest reuse of a copy, even under `no-store`/`no-cache`: 1 minute. */
export const DEFAULT_MIN_LIFETIME_MS = 60_000;
/** Sites kept; the least recently used one goes first. */
export const DEFAULT_MAX_ENTRIES = 1000;
/**
 * Estimated heap the cached files may hold: 256 MiB. A real robots.txt of
 * the corpus's mean size (4 KB) is estimated at 86 KB compiled, so about
 * 3,000 such sites fit; a file at the 500 KiB limit costs 8–85 MB, so a few
 * hostile sites cannot take more than this. See `estimateRetainedBytes`.
 */
export const DEFAULT_MAX_MEMORY_BYTES = 256 * 1024 * 1024;

/**
 * Options of {@link RobotsTxtCache}. Every duration is in milliseconds.
 *
 * @example
 * ```ts
 * // A crawler of many sites that keeps a dead site's rules for a week only.
 * new RobotsTxtCache({ agent: 'ExampleBot/1.0', maxEntries: 50_000, maxStaleMs: 7 * 86_400_000 });
 * ```
 */
export interface RobotsTxtCacheOptions extends Omit<RetrieveOptions, 'signal'> {
  /** The dialect whose fetch rules apply and under which files are compiled; default `rfc9309`. */
  readonly dialect?: Dialect;
  /** The clock, in ms since the epoch; default `Date.now`. */
  readonly now?: () => number;
  /** Sites kept at most, a whole number ≥ 1; default 1,000. The least recently used site is dropped first. */
  readonly maxEntries?: number;
  /**
   * Estimated heap the cached files may hold, in bytes (a whole number ≥ 1);
   * default 256 MiB (`DEFAULTS.cache.maxMemoryBytes`). Each file's cost is
   * estimated from its lines, fields, rules and groups (a 512,000-byte body of
   * CRs costs about 85 MB, a real 4 KB file about 86 KB); the least
   * recently used sites are dropped until the total fits. A file that alone
   * costs more is answered but not kept. (Not to be confused with
   * `maxBytes`, the bytes of each body that are read.)
   */
  readonly maxMemoryBytes?: number;
  /** Lifetime when the server sends no `Cache-Control: max-age` or `Expires`: 24 h (7 days for `draft-1996`, D §3.4). */
  readonly defaultLifetimeMs?: number;
  /** Longest a copy is used while the site answers: 24 h, RFC 9309 §2.4 (no limit for `draft-1996`). */
  readonly maxLifetimeMs?: number;
  /** Shortest a copy is used, even under `no-store`, `no-cache` or `max-age=0`; default 1 minute. */
  readonly minLifetimeMs?: number;
  /** How soon to fetch again after a fetch found the site unreachable; default 5 minutes. */
  readonly unreachableRetryMs?: number;
  /**
   * How long past its expiry the last good copy may stand in while the site
   * is unreachable (RFC 9309 §2.4, §2.3.1.4); default 30 days. After that the
   * dialect's outcome for an unreachable file applies. `Infinity` keeps it.
   */
  readonly maxStaleMs?: number;
}

/** Options of {@link RobotsTxtCache.get}. */
export interface RobotsTxtCacheGetOptions {
  /** Makes this call reject with the signal's reason; a shared fetch goes on for the others. */
  readonly signal?: AbortSignal;
}

/**
 * Where an answer came from:
 * - `fetched`: a fetch made for this call (or shared with concurrent calls);
 * - `cached`: a fresh copy; nothing was fetched;
 * - `stale`: the site is unreachable, so the last good copy stands in, past its expiry.
 */
export type CacheServed = 'fetched' | 'cached' | 'stale';

/** The last fetch, when it found the site unreachable (5xx, network error, timeout). */
export interface UnreachableRefresh {
  /** When that fetch ended. */
  readonly at: number;
  /** When the site was first found unreachable, in this run of failed fetches. */
  readonly since: number;
  /** That fetch's final HTTP status (a 5xx), or `undefined` after a network error or timeout. */
  readonly status: number | undefined;
  /** Set when that fetch ended without an HTTP answer. */
  readonly failure?: RobotsTxtResponse['failure'];
  /** What the failure alone would mean under the dialect. */
  readonly reason: string;
}

/** How an answer relates to the cache. Times are ms since the epoch, on the cache's clock. */
export interface CacheInfo {
  /** Whether the answer was fetched now, served fresh from the cache, or served stale. */
  readonly served: CacheServed;
  /** When the answer's response arrived. */
  readonly fetchedAt: number;
  /** How old the answer is: time since it arrived plus its `Age` header. */
  readonly ageMs: number;
  /** When the cache will fetch again for this site. */
  readonly expiresAt: number;
  /** The rule that decided the answer's lifetime. */
  readonly freshness: Freshness;
  /** Set while the site is unreachable: the failed fetch, and since when. */
  readonly unreachable?: UnreachableRefresh;
  /** One sentence: why this answer, for how long. */
  readonly reason: string;
}

/**
 * A {@link FetchRobotsTxtResult} with how the cache served it.
 *
 * @example
 * ```ts
 * const { outcome, robots, cache: info } = await cache.get('https://example.com/');
 * if (info.served === 'stale') console.warn(info.reason); // the site is down; yesterday's rules apply
 * ```
 */
export interface CachedRobotsTxtResult extends FetchRobotsTxtResult {
  /** How the cache served the answer, and until when it holds. */
  readonly cache: CacheInfo;
}

/** One fetch result and its freshness. */
interface Copy {
  readonly result: FetchRobotsTxtResult;
  readonly fetchedAt: number;
  readonly freshness: Freshness;
  /** Estimated heap the result retains (see cost.ts). */
  readonly cost: number;
}

/** A fetch that found the site unreachable, and since when it has been. */
interface Failed extends Copy {
  readonly since: number;
}

/**
 * What the cache holds for a site: the last answer from the site while it
 * answers, and also the last failure while it is unreachable.
 */
type Entry =
  | { readonly good: Copy; readonly failed?: undefined; readonly expiresAt: number }
  | { readonly good?: Copy; readonly failed: Failed; readonly expiresAt: number };

/** A fetch in progress; its identity tells whether it is still wanted. */
interface Flight {
  promise: Promise<CachedRobotsTxtResult>;
}

/**
 * A robots.txt cache for crawlers, keyed by site (scheme, host and port). `get`
 * answers from a fresh copy or fetches, and concurrent calls for one site
 * share a single fetch.
 *
 * Freshness follows the response's HTTP caching headers as a private cache
 * would (RFC 9111; `max-age`, `Expires` minus `Date`, `Age`), within
 * `minLifetimeMs` and `maxLifetimeMs` (24 h, RFC 9309 §2.4). When a refresh
 * finds the site unreachable (5xx, network error, timeout; and 429 for
 * `google`), the last good copy is served for up to `maxStaleMs` past its
 * expiry (30 days, RFC 9309 §2.3.1.4), unless its headers forbid stale use
 * (`no-cache`, `no-store`, `must-revalidate`); the site is retried every
 * `unreachableRetryMs`.
 *
 * @example
 * ```ts
 * const cache = new RobotsTxtCache({ agent: 'ExampleBot/1.0 (+https://example.com/bot)' });
 * const page = 'https://example.com/some/page';
 * const site = await cache.get(page);
 * if (site.robots.isAllowed(page, 'ExampleBot')) {
 *   // crawl it
 * }
 * site.cache.served;  // 'fetched' the first time, then 'cached' until site.cache.expiresAt
 * site.cache.reason;  // e.g. 'Cache-Control: max-age=3600: fresh for 1 h.'
 * ```
 */
export class RobotsTxtCache {
  /** The dialect of every answer. */
  readonly dialect: Dialect;
  readonly #entries = new Map<string, Entry>();
  readonly #flights = new Map<string, Flight>();
  readonly #retrieve: RetrieveOptions;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #maxEntries: number;
  readonly #maxMemoryBytes: number;
  /** The sum of the costs of every stored entry. */
  #memoryBytes = 0;
  readonly #limits: FreshnessLimits;
  readonly #retryMs: number;
  readonly #maxStaleMs: number;

  /**
   * Checks every option at once: a `RangeError` naming the option and the
   * accepted range for a number out of range (`NaN`, negative, fractional
   * counts; `Infinity` where no limit makes no sense; the fetch options as
   * `fetchRobotsTxt` checks them), a `TypeError` for a value of the
   * wrong type or an unknown dialect.
   */
  constructor(options: RobotsTxtCacheOptions = {}) {
    checkOptionsObject(options, 'options');
    const dialect = checkDialect(options.dialect);
    const now = options.now ?? Date.now;
    if (typeof now !== 'function') throw new TypeError(`now must be a function returning ms since the epoch, not ${describeValue(now)}.`);
    this.dialect = dialect;
    this.#retrieve = options;
    this.#maxBytes = checkRetrieveOptions(options).maxBytes;
    this.#now = now;
    this.#maxEntries = integerOption(options.maxEntries, 'maxEntries', DEFAULT_MAX_ENTRIES, 1, Number.MAX_SAFE_INTEGER);
    this.#maxMemoryBytes = integerOption(options.maxMemoryBytes, 'maxMemoryBytes', DEFAULT_MAX_MEMORY_BYTES, 1, Number.MAX_SAFE_INTEGER);
    // The 1996 draft (D §3.4) honours the server's headers, 7 days when there are none.
    const draft = dialect === 'draft-1996';
    this.#limits = {
      defaultLifetimeMs: durationOption(options.defaultLifetimeMs, 'defaultLifetimeMs', draft ? 7 * DAY : DAY, true),
      maxLifetimeMs: durationOption(options.maxLifetimeMs, 'maxLifetimeMs', draft ? Number.POSITIVE_INFINITY : DEFAULT_MAX_LIFETIME_MS, true),
      minLifetimeMs: durationOption(options.minLifetimeMs, 'minLifetimeMs', DEFAULT_MIN_LIFETIME_MS, false),
    };
    this.#retryMs = durationOption(options.unreachableRetryMs, 'unreachableRetryMs', DEFAULT_UNREACHABLE_RETRY_MS, false);
    this.#maxStaleMs = durationOption(options.maxStaleMs, 'maxStaleMs', DEFAULT_MAX_STALE_MS, true);
  }

  /** Sites cached. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * Estimated heap held by the cached files, in bytes: at most
   * `maxMemoryBytes`. (Fetches in progress are not counted until stored.)
   *
   * @example
   * ```ts
   * cache.memoryBytes; // about 86_000_000 for 1,000 sites of the corpus's top-sites/ mean size
   * ```
   */
  get memoryBytes(): number {
    return this.#memoryBytes;
  }

  /**
   * The robots.txt of the site of `url` (any URL of the site), from the cache
   * while fresh, fetched otherwise. Never rejects for network or HTTP trouble,
   * and never waits longer than `timeoutMs` for a fetch, whatever the `fetch`
   * does; rejects with a `TypeError` for a URL that is not absolute http(s)
   * or is neither a string nor a `URL`, and with the signal's reason when
   * `options.signal` aborts.
   */
  async get(url: string | URL, options: RobotsTxtCacheGetOptions = {}): Promise<CachedRobotsTxtResult> {
    const key = robotsTxtUrl(url);
    checkOptionsObject(options, 'options');
    options.signal?.throwIfAborted();
    const entry = this.#entries.get(key);
    const now = this.#now();
    if (entry && now < entry.expiresAt) {
      this.#touch(key, entry);
      return this.#answer(entry, now, 'cached');
    }
    const flight = this.#flights.get(key) ?? this.#start(key);
    return abortable(flight.promise, options.signal);
  }

  /**
   * What `get` would answer now, without fetching and without counting as a
   * use for the LRU order; `undefined` when nothing is cached for the site.
   * The answer may be expired: compare `cache.expiresAt` with the clock.
   *
   * @example
   * ```ts
   * cache.peek('https://example.com/')?.cache.expiresAt; // when get() will fetch again, or undefined
   * ```
   */
  peek(url: string | URL): CachedRobotsTxtResult | undefined {
    const entry = this.#entries.get(robotsTxtUrl(url));
    return entry && this.#answer(entry, this.#now(), 'cached');
  }

  /**
   * Forgets the site of `url`; a fetch in progress for it is not stored. True
   * if anything was forgotten.
   *
   * @example
   * ```ts
   * cache.delete('https://example.com/'); // the site changed its robots.txt: fetch it anew next time
   * ```
   */
  delete(url: string | URL): boolean {
    const key = robotsTxtUrl(url);
    const flying = this.#flights.delete(key);
    return this.#forget(key) || flying;
  }

  /** Forgets every site; fetches in progress are not stored. */
  clear(): void {
    this.#entries.clear();
    this.#flights.clear();
    this.#memoryBytes = 0;
  }

  #start(key: string): Flight {
    const flight = {} as Flight;
    flight.promise = this.#refresh(key, flight);
    this.#flights.set(key, flight);
    return flight;
  }

  async #refresh(key: string, flight: Flight): Promise<CachedRobotsTxtResult> {
    try {
      const response = await retrieveRobotsTxt(key, this.#retrieve);
      const at = this.#now();
      const result = interpretRobotsTxtResponse(response, this.dialect, this.#maxBytes);
      const cost = estimateRetainedBytes(result.outcome === 'rules' ? response.body : EMPTY, result.robots);
      let entry: Entry;
      if (isUnreachable(response, this.dialect)) {
        const previous = this.#entries.get(key);
        const failed = { result, fetchedAt: at, freshness: retryFreshness(this.#retryMs), cost, since: previous?.failed?.since ?? at };
        // The last good copy stays even when too old to stand in, so that answers can say why it does not.
        entry = previous?.good ? { good: previous.good, failed, expiresAt: at + this.#retryMs } : { failed, expiresAt: at + this.#retryMs };
      } else {
        const freshness = freshnessOf(response.cacheHeaders, at, this.#limits);
        entry = { good: { result, fetchedAt: at, freshness, cost }, expiresAt: at + freshness.freshForMs };
      }
      // Stored only if no delete() or clear() came in the meantime.
      if (this.#flights.get(key) === flight) this.#store(key, entry);
      return this.#answer(entry, at, 'fetched');
    } finally {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
    }
  }

  /** What an entry answers at `now`. */
  #answer(entry: Entry, now: number, served: CacheServed): CachedRobotsTxtResult {
    if (!entry.failed) return this.#serve(entry.good, entry, now, served, entry.good.freshness.reason);
    const { good, failed } = entry;
    const { status, failure } = failed.result;
    const unreachable: UnreachableRefresh = {
      at: failed.fetchedAt,
      since: failed.since,
      status,
      ...(failure ? { failure } : {}),
      reason: failed.result.reason,
    };
    const what = status !== undefined ? `HTTP ${status}` : failure?.kind === 'timeout' ? 'timeout' : 'network error';
    const down = `The site has been unreachable (${what}) since ${new Date(failed.since).toISOString()}`;
    const retry = `retry in ${formatDuration(Math.max(0, entry.expiresAt - now))}`;
    if (good && this.#staleUsable(good, now)) {
      const reason = `${down}, so the copy fetched ${formatDuration(now - good.fetchedAt)} ago stands in (RFC 9309 §2.4) for at most ${formatDuration(this.#maxStaleMs)} past its expiry; ${retry}.`;
      return this.#serve(good, entry, now, 'stale', reason, unreachable);
    }
    const why = !good
      ? 'no earlier copy is cached'
      : good.freshness.staleAllowed
        ? `the cached copy is more than ${formatDuration(this.#maxStaleMs)} past its expiry`
        : `the cached copy's headers forbid using it stale (${good.freshness.rule === 'no-store' || good.freshness.rule === 'no-cache' ? good.freshness.rule : 'must-revalidate'})`;
    return this.#serve(failed, entry, now, served, `${down} and ${why}: the dialect's rule for an unreachable file applies; ${retry}.`, unreachable);
  }

  #serve(copy: Copy, entry: Entry, now: number, served: CacheServed, reason: string, unreachable?: UnreachableRefresh): CachedRobotsTxtResult {
    const cache: CacheInfo = {
      served,
      fetchedAt: copy.fetchedAt,
      ageMs: now - copy.fetchedAt + copy.freshness.initialAgeMs,
      expiresAt: entry.expiresAt,
      freshness: copy.freshness,
      ...(unreachable ? { unreachable } : {}),
      reason,
    };
    return { ...copy.result, cache };
  }

  /** May `copy` stand in for an unreachable site at `now`? */
  #staleUsable(copy: Copy, now: number): boolean {
    const expiredAt = copy.fetchedAt + copy.freshness.freshForMs;
    return copy.freshness.staleAllowed && now - expiredAt <= this.#maxStaleMs;
  }

  #store(key: string, entry: Entry): void {
    this.#forget(key);
    const cost = entryCost(entry);
    // Keeping it would mean dropping every other site and still being over: answer it, keep nothing.
    if (cost > this.#maxMemoryBytes) return;
    this.#entries.set(key, entry);
    this.#memoryBytes += cost;
    // A Map iterates in insertion order: the first key is the least recently used.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries && this.#memoryBytes <= this.#maxMemoryBytes) break;
      this.#forget(oldest);
    }
  }

  /** Removes a stored entry and its cost; true if there was one. */
  #forget(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#memoryBytes -= entryCost(entry);
    return true;
  }

  #touch(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }
}

const EMPTY = new Uint8Array(0);

/** Estimated heap an entry holds: its good copy and its failed fetch. */
function entryCost(entry: Entry): number {
  return (entry.good?.cost ?? 0) + (entry.failed?.cost ?? 0);
}

/** The freshness of a failed fetch: retry after `retryMs`. */
function retryFreshness(retryMs: number): Freshness {
  return {
    rule: 'unreachable',
    ruleLifetimeMs: retryMs,
    initialAgeMs: 0,
    freshForMs: retryMs,
    staleAllowed: false,
    reason: `The site was unreachable: retry in ${formatDuration(retryMs)}.`,
  };
}

/** RFC 9309 §2.3.1.4's "unreachable", as the dialect's fetch rules (policy.ts) read it. */
function isUnreachable(response: RobotsTxtResponse, dialect: Dialect): boolean {
  return response.failure ? isUnreachableFailure(response.failure) : isUnreachableStatus(response.status ?? 0, dialect);
}

/** `promise`, or a rejection with the signal's reason if it aborts first. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
