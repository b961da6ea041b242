/**
 * Fetching robots.txt over HTTP with the platform's `fetch`, per dialect.
 * No Node-only APIs: this runs in browsers and workers too.
 *
 * @module
 */
export {
  fetchRobotsTxt,
  interpretRobotsTxtResponse,
  type FetchRobotsTxtOptions,
  type FetchRobotsTxtResult,
} from './fetch-robots.ts';
export {
  retrieveRobotsTxt,
  robotsTxtUrl,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  MAX_TIMEOUT_MS,
  type RetrieveOptions,
  type RobotsTxtResponse,
} from './retrieve.ts';
export {
  RobotsTxtCache,
  DEFAULT_MAX_ENTRIES,
  DEFAULT_MAX_MEMORY_BYTES,
  DEFAULT_MAX_LIFETIME_MS,
  DEFAULT_MAX_STALE_MS,
  DEFAULT_MIN_LIFETIME_MS,
  DEFAULT_UNREACHABLE_RETRY_MS,
  type CacheInfo,
  type CacheServed,
  type CachedRobotsTxtResult,
  type RobotsTxtCacheGetOptions,
  type RobotsTxtCacheOptions,
  type UnreachableRefresh,
} from './cache.ts';
export { estimateRetainedBytes } from './cost.ts';
export {
  freshnessOf,
  type CacheHeaders,
  type Freshness,
  type FreshnessLimits,
  type FreshnessRule,
} from './freshness.ts';
export {
  interpretStatus,
  interpretFailure,
  isUnreachableStatus,
  isUnreachableFailure,
  type FetchOutcome,
  type Interpretation,
  type RetrievalFailure,
  type RetrievalFailureKind,
} from './policy.ts';
