/**
 * The toolkit's defaults, grouped by the options they are the default of:
 * `DEFAULTS.compile.parseLimit` is what `compile`'s `parseLimit` is when it
 * is not given, `DEFAULTS.fetch.maxBytes` what `fetchRobotsTxt` reads,
 * `DEFAULTS.cache.maxLifetimeMs` how long `RobotsTxtCache` keeps a copy.
 * Each value is defined (and documented) beside the code that uses it.
 *
 * @module
 */
import {
  DEFAULT_MAX_ENTRIES,
  DEFAULT_MAX_LIFETIME_MS,
  DEFAULT_MAX_MEMORY_BYTES,
  DEFAULT_MAX_RETRY_AFTER_MS,
  DEFAULT_MAX_STALE_MS,
  DEFAULT_MIN_LIFETIME_MS,
  DEFAULT_UNREACHABLE_RETRY_MS,
} from './fetch/cache.ts';
import { DEFAULT_MAX_REDIRECTS, DEFAULT_TIMEOUT_MS, DEFAULT_USER_AGENT } from './fetch/retrieve.ts';
import { DEFAULT_PARSE_LIMIT } from './model/dialect.ts';

/**
 * The default of every option that has one, by the function or class it
 * configures; the keys are the options' names.
 *
 * @example
 * ```ts
 * import { DEFAULTS } from 'robotstxt-toolkit';
 *
 * DEFAULTS.compile.parseLimit; // 512000: RFC 9309 §2.5's 500 KiB
 * DEFAULTS.fetch.timeoutMs;    // 10000
 * DEFAULTS.cache.maxEntries;   // 1000
 * ```
 *
 * @category Defaults
 */
export const DEFAULTS = {
  /** `compile` (and `buildModel`): the bytes rfc9309 parses (RFC 9309 §2.5: at least 500 KiB). */
  compile: {
    /** RFC 9309 §2.5: a crawler must parse at least the first 500 KiB (512,000 bytes). */
    parseLimit: DEFAULT_PARSE_LIMIT,
  },
  /** `fetchRobotsTxt` and `retrieveRobotsTxt`. */
  fetch: {
    /** Bytes of the body read: the parse limit, so that nothing read goes unparsed. */
    maxBytes: DEFAULT_PARSE_LIMIT,
    /** RFC 9309 §2.3.1.2: follow at least five consecutive redirects. */
    maxRedirects: DEFAULT_MAX_REDIRECTS,
    /** The time limit of a retrieval (every hop and the body), in ms. */
    timeoutMs: DEFAULT_TIMEOUT_MS,
    /** The `User-Agent` header sent when the caller names none. */
    agent: DEFAULT_USER_AGENT,
  },
  /** `RobotsTxtCache`: every duration in ms. */
  cache: {
    /** Sites kept; the least recently used one goes first. */
    maxEntries: DEFAULT_MAX_ENTRIES,
    /** Estimated heap the cached files may hold: 256 MiB. */
    maxMemoryBytes: DEFAULT_MAX_MEMORY_BYTES,
    /** RFC 9309 §2.4: a cached copy should not be used for more than 24 hours. */
    maxLifetimeMs: DEFAULT_MAX_LIFETIME_MS,
    /** Shortest reuse of a copy, even under `no-store`/`no-cache`: 1 minute. */
    minLifetimeMs: DEFAULT_MIN_LIFETIME_MS,
    /** RFC 9309 §2.3.1.4's example of "a reasonably long time" for an unreachable file: 30 days. */
    maxStaleMs: DEFAULT_MAX_STALE_MS,
    /** How soon a fetch that found the site unreachable is retried: 5 minutes. */
    unreachableRetryMs: DEFAULT_UNREACHABLE_RETRY_MS,
    /** The longest wait a `Retry-After` on a 429 or 503 can impose: 24 hours. */
    maxRetryAfterMs: DEFAULT_MAX_RETRY_AFTER_MS,
  },
} as const;
