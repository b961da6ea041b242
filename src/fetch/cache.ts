/**
 * `RobotsTxtCache`: one robots.txt per site for a crawler, fetched only when
 * the cached copy is no longer fresh (RFC 9309 §2.4), kept while the site is
 * unreachable (§2.3.1.4), bounded in sites and in memory.
 *
 * @module
 */
import { robotNameToken } from '../match/agent.ts';
import type { Dialect, Explanation } from '../match/types.ts';
import { estimateRetainedBytes } from './cost.ts';
import { checkDialect, interpretRobotsTxtResponse, type FetchRobotsTxtResult } from './fetch-robots.ts';
import { formatDuration, freshnessOf, parseHttpDate, retryAfterMs, type CacheHeaders, type Freshness, type FreshnessLimits } from './freshness.ts';
import { describeValue, notAString } from '../diagnostics/describe.ts';
import { checkOptionsObject, durationOption, integerOption } from './options.ts';
import { isUnreachableFailure, isUnreachableStatus } from './policy.ts';
import {
  checkRetrieveOptions,
  retrieveResource,
  robotsTxtUrl,
  ROBOTS_TXT_ACCEPT,
  type CheckedRetrieveOptions,
  type ConditionalRequest,
  type RetrieveOptions,
  type RobotsTxtResponse,
} from './retrieve.ts';

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
/**
 * The longest wait a `Retry-After` (on a 429 or 503) can impose: 24 h, as long
 * as RFC 9309 §2.4 lets a copy be used, so a hostile "retry in 10 years"
 * cannot stall a crawler's view of a site.
 */
export const DEFAULT_MAX_RETRY_AFTER_MS = DAY;
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
 * Options of {@link RobotsTxtCache}. Every duration is in milliseconds. The
 * `agent` (the `User-Agent` header sent) is also the robot that
 * {@link RobotsTxtCache.isAllowed} and {@link RobotsTxtCache.explain} answer
 * for when a call names none.
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
   * The longest wait a `Retry-After` header on a 429 or 503 can impose; default
   * 24 h. The wait it asks for is honoured from `minLifetimeMs` up to this.
   */
  readonly maxRetryAfterMs?: number;
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
 * - `revalidated`: a conditional request made for this call found the cached
 *   copy unchanged (304 Not Modified): the same file, fresh again;
 * - `cached`: a fresh copy; nothing was fetched;
 * - `stale`: the site is unreachable, so the last good copy stands in, past its expiry.
 */
export type CacheServed = 'fetched' | 'revalidated' | 'cached' | 'stale';

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
  /** When the answer's response arrived (for a copy a 304 renewed: when the 304 arrived). */
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
  /** The response's caching headers, which a 304 updates (RFC 9111 §4.3.4). */
  readonly headers: CacheHeaders | undefined;
  /** What a revalidation sends; absent when the copy may not be revalidated (see conditionalOf). */
  readonly conditional: ConditionalRequest | undefined;
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
 * `minLifetimeMs` and `maxLifetimeMs` (24 h, RFC 9309 §2.4). A copy whose
 * server sent an `ETag` or `Last-Modified` is revalidated once stale: the
 * request carries `If-None-Match` / `If-Modified-Since`, and a 304 keeps the
 * copy (the same compiled file, so the same verdicts), fresh again by the
 * 304's headers. A 429 or 503 with `Retry-After` is not asked again before
 * the time it names, within `minLifetimeMs` and `maxRetryAfterMs` (24 h).
 * When a refresh finds the site unreachable (5xx, network error, timeout; and
 * 429 for `google`), the last good copy is served for up to `maxStaleMs` past
 * its expiry (30 days, RFC 9309 §2.3.1.4), unless its headers forbid stale use
 * (`no-cache`, `no-store`, `must-revalidate`); otherwise everything is
 * disallowed (§2.3.1.4). The site is retried every `unreachableRetryMs`.
 *
 * Every answer's file is bound to its site: it answers for URLs on that
 * origin (and for paths) and says `undefined` for another origin's URL.
 *
 * @example
 * ```ts
 * const cache = new RobotsTxtCache({ agent: 'ExampleBot/1.0 (+https://example.com/bot)' });
 * const page = new URL('https://example.com/some/page');
 * if (await cache.isAllowed(page)) {
 *   // crawl it: ExampleBot may fetch it
 * }
 * const site = await cache.get(page);
 * site.robots.isAllowed(page, 'OtherBot'); // another robot's verdict, from the same copy
 * site.cache.served;  // 'fetched' the first time, then 'cached' until site.cache.expiresAt
 * site.cache.reason;  // e.g. 'Cache-Control: max-age=3600: fresh for 1 h.'
 * ```
 */
export class RobotsTxtCache {
  /** The dialect of every answer. */
  readonly dialect: Dialect;
  /**
   * The robot {@link RobotsTxtCache.isAllowed} and {@link RobotsTxtCache.explain} answer for when a call
   * names none: the `agent` option (default `robotstxt-toolkit`), or under
   * `google` its product token (`ExampleBot` for `ExampleBot/1.0 (+https://…)`),
   * since Google's matcher compares the agent as given and a whole
   * `User-Agent` header would match no group.
   */
  readonly agent: string;
  readonly #entries = new Map<string, Entry>();
  readonly #flights = new Map<string, Flight>();
  readonly #retrieve: CheckedRetrieveOptions;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #maxEntries: number;
  readonly #maxMemoryBytes: number;
  /** The sum of the costs of every stored entry. */
  #memoryBytes = 0;
  readonly #limits: FreshnessLimits;
  readonly #retryMs: number;
  readonly #maxRetryAfterMs: number;
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
    this.#retrieve = checkRetrieveOptions(options);
    this.#maxBytes = this.#retrieve.maxBytes;
    this.agent = dialect === 'google' ? robotNameToken(this.#retrieve.agent) : this.#retrieve.agent;
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
    this.#maxRetryAfterMs = durationOption(options.maxRetryAfterMs, 'maxRetryAfterMs', DEFAULT_MAX_RETRY_AFTER_MS, false);
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
   * Whether `agent` may fetch `url`, by the robots.txt of `url`'s site as
   * {@link get} gives it (from the cache, or fetched). `agent` defaults to the
   * cache's {@link RobotsTxtCache.agent}; one given here wins. Rejects as `get` does, and with
   * a `TypeError` for an agent that is not a string.
   *
   * @example
   * ```ts
   * const crawler = new RobotsTxtCache({ agent: 'ExampleBot/1.0' });
   * await crawler.isAllowed('https://example.com/private/a');             // as ExampleBot
   * await crawler.isAllowed(new URL('https://example.com/a'), 'OtherBot'); // as OtherBot
   * ```
   */
  async isAllowed(url: string | URL, agent?: string, options?: RobotsTxtCacheGetOptions): Promise<boolean> {
    const robot = this.#agentOf('isAllowed', agent);
    const { robots } = await this.get(url, options);
    // The file is bound to the origin of `url` itself, so the answer is never `undefined`.
    return robots.isAllowed(url, robot) === true;
  }

  /**
   * {@link RobotsTxtCache.isAllowed} with its reasoning: the deciding line of the site's
   * robots.txt, or why nothing applied. For an answer that is not the file's
   * own rules (a 4xx allows everything, a 5xx disallows everything), the
   * reason of the fetch is in `get(url)`'s `reason`.
   *
   * @example
   * ```ts
   * (await cache.explain('https://example.com/private/a')).rule?.line; // the deciding line, if a rule decided
   * ```
   */
  async explain(url: string | URL, agent?: string, options?: RobotsTxtCacheGetOptions): Promise<Explanation> {
    const robot = this.#agentOf('explain', agent);
    const { robots } = await this.get(url, options);
    return robots.explain(url, robot) as Explanation;
  }

  #agentOf(where: string, agent: unknown): string {
    if (agent === undefined) return this.agent;
    if (typeof agent !== 'string') throw notAString(where, 'agent', agent);
    return agent;
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
      const previous = this.#entries.get(key);
      const conditional = previous?.good?.conditional;
      const { response } = await retrieveResource(key, this.#retrieve, ROBOTS_TXT_ACCEPT, undefined, conditional);
      const at = this.#now();
      // A 304 confirms the body only from the URL that was asked conditionally; any other 304 is read by the dialect's rules.
      if (previous?.good && conditional && response.status === 304 && response.finalUrl === conditional.url) {
        const good = this.#renew(previous.good, response, at);
        const entry: Entry = { good, expiresAt: at + good.freshness.freshForMs };
        if (this.#flights.get(key) === flight) this.#store(key, entry);
        return this.#answer(entry, at, 'revalidated');
      }
      const result = interpretRobotsTxtResponse(response, this.dialect, this.#maxBytes);
      const cost = estimateRetainedBytes(result.outcome === 'rules' ? response.body : EMPTY, result.robots);
      const headers = response.cacheHeaders;
      const retryAfter = this.#retryAfterFreshness(response, at);
      let entry: Entry;
      if (isUnreachable(response, this.dialect)) {
        const freshness = retryAfter ?? retryFreshness(this.#retryMs);
        const failed = { result, fetchedAt: at, freshness, cost, headers, conditional: undefined, since: previous?.failed?.since ?? at };
        const expiresAt = at + freshness.freshForMs;
        // The last good copy stays even when too old to stand in, so that answers can say why it does not.
        entry = previous?.good ? { good: previous.good, failed, expiresAt } : { failed, expiresAt };
      } else {
        const freshness = retryAfter ?? freshnessOf(headers, at, this.#limits);
        entry = {
          good: { result, fetchedAt: at, freshness, cost, headers, conditional: conditionalOf(result, headers) },
          expiresAt: at + freshness.freshForMs,
        };
      }
      // Stored only if no delete() or clear() came in the meantime.
      if (this.#flights.get(key) === flight) this.#store(key, entry);
      return this.#answer(entry, at, 'fetched');
    } finally {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
    }
  }

  /**
   * The copy a 304 confirmed: the same result and compiled file, its stored
   * headers updated with the 304's (RFC 9111 §4.3.4), fresh from now.
   */
  #renew(copy: Copy, response: RobotsTxtResponse, at: number): Copy {
    const headers = updatedHeaders(copy.headers, response.cacheHeaders);
    const freshness = freshnessOf(headers, at, this.#limits);
    const reason = `HTTP 304 Not Modified: the cached copy is unchanged. ${freshness.reason}`;
    return { ...copy, fetchedAt: at, freshness: { ...freshness, reason }, headers, conditional: conditionalOf(copy.result, headers) };
  }

  /**
   * How long a 429 or 503 with a usable `Retry-After` keeps the site from
   * being asked again: the wait it names, from `minLifetimeMs` (so that a date
   * in the past cannot make the crawler hammer) to `maxRetryAfterMs` (so that
   * years cannot stall it). `undefined` without one: the usual rules apply.
   */
  #retryAfterFreshness(response: RobotsTxtResponse, at: number): Freshness | undefined {
    if (response.status !== 429 && response.status !== 503) return undefined;
    const asked = retryAfterMs(response.cacheHeaders, at);
    if (asked === undefined) return undefined;
    const { minLifetimeMs } = this.#limits;
    const waitMs = Math.max(minLifetimeMs, Math.min(asked, this.#maxRetryAfterMs));
    const limitedBy = waitMs > asked ? 'min-lifetime' : waitMs < asked ? 'max-retry-after' : undefined;
    const limit =
      limitedBy === 'min-lifetime'
        ? `, raised to the minimum of ${formatDuration(minLifetimeMs)}`
        : limitedBy === 'max-retry-after'
          ? `, capped at ${formatDuration(this.#maxRetryAfterMs)} (maxRetryAfterMs)`
          : '';
    const header = JSON.stringify(clip(response.cacheHeaders?.retryAfter ?? ''));
    return {
      rule: 'retry-after',
      ruleLifetimeMs: asked,
      initialAgeMs: 0,
      freshForMs: waitMs,
      ...(limitedBy ? { limitedBy } : {}),
      staleAllowed: false,
      reason: `HTTP ${response.status} with Retry-After: ${header} asks to wait ${formatDuration(asked)}${limit}: ask again in ${formatDuration(waitMs)}.`,
    };
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

/** The longest validator sent back: real ETags are a few dozen characters, and a header of kilobytes may be refused. */
const MAX_VALIDATOR_LENGTH = 1024;

/**
 * What revalidating `result` sends: its `ETag` and its `Last-Modified` (when
 * it is a valid HTTP-date, RFC 9110 §13.1.3), to its final URL. Only a body
 * received whole and read as rules is revalidated: a 304 for a body that was
 * cut at `maxBytes`, or for an answer that is not a file (4xx, 5xx), would
 * confirm something the cache does not hold.
 */
function conditionalOf(result: FetchRobotsTxtResult, headers: CacheHeaders | undefined): ConditionalRequest | undefined {
  if (result.outcome !== 'rules' || result.truncated) return undefined;
  const etag = headers?.etag?.trim();
  const lastModified = headers?.lastModified?.trim();
  const usableEtag = etag !== undefined && etag !== '' && etag.length <= MAX_VALIDATOR_LENGTH ? etag : undefined;
  const usableDate =
    lastModified !== undefined && lastModified.length <= MAX_VALIDATOR_LENGTH && parseHttpDate(lastModified) !== undefined ? lastModified : undefined;
  if (usableEtag === undefined && usableDate === undefined) return undefined;
  return { url: result.finalUrl, ...(usableEtag !== undefined ? { etag: usableEtag } : {}), ...(usableDate !== undefined ? { lastModified: usableDate } : {}) };
}

/**
 * A stored response's headers updated by a 304 (RFC 9111 §4.3.4): each field
 * the 304 sends replaces the stored one. `Date` and `Age` describe the 304
 * itself, so they are never carried over from the stored response.
 */
function updatedHeaders(stored: CacheHeaders | undefined, notModified: CacheHeaders | undefined): CacheHeaders {
  return {
    cacheControl: notModified?.cacheControl ?? stored?.cacheControl,
    expires: notModified?.expires ?? stored?.expires,
    date: notModified?.date,
    age: notModified?.age,
    etag: notModified?.etag ?? stored?.etag,
    lastModified: notModified?.lastModified ?? stored?.lastModified,
  };
}

/** A header value cut for a message. */
function clip(value: string): string {
  return value.length > 64 ? `${value.slice(0, 64)}…` : value;
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
