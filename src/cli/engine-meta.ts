/**
 * The meta-tag readers for `robotstxt page` and `meta`, loaded on demand (see
 * `commands/page.ts`), with the matching library: so that the library is one
 * chunk of the CLI bundle whichever command loads it (see `engine.ts`).
 *
 * @module
 */
export * from '../meta.ts';
export * as match from './engine-match.ts';
