/**
 * `robotstxt-toolkit/matcher`: `compileMatcher`, the `compile` of code that
 * only asks whether a robot may fetch a URL, for browsers and edge workers
 * where bundle size counts. A {@link RobotsMatcher} answers `isAllowed` and
 * `isDisallowed` exactly as a `RobotsTxt` does (every `RobotsTxt` is a
 * `RobotsMatcher`), without `explain`, the model, diagnostics or AI usage
 * preferences: a bundler keeps every member of a class it keeps, so those
 * stay out of a bundle only on a class without them.
 *
 * Bundled with esbuild (`--bundle --minify --platform=browser`, gzip -9):
 * `compileMatcher` + `isAllowed` about 19 kB, `compile` + `isAllowed` from
 * the root about 24 kB (`npm run bench -- --only=package`, §7b).
 *
 * @example
 * ```ts
 * import { compileMatcher } from 'robotstxt-toolkit/matcher';
 *
 * const robots = compileMatcher('User-agent: *\nDisallow: /private/\n', { url: 'https://example.com/robots.txt' });
 * robots.isAllowed('https://example.com/private/x', 'FooBot/1.0'); // false
 * robots.isAllowed('https://example.org/', 'FooBot/1.0');          // undefined: another origin
 * ```
 *
 * @packageDocumentation
 */
export { compileMatcher, RobotsMatcher } from './match/matcher.ts';
export type {
  AgentMatchDirection,
  AgentTokenMode,
  AllowedAnswer,
  BoundCompileOptions,
  CompileOptions,
  Dialect,
  Specificity,
  UnboundCompileOptions,
} from './match/types.ts';
