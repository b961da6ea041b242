/**
 * The public types of the matcher: dialects, options, verdicts and their
 * explanations.
 *
 * @module
 */
import type { Dialect } from '../model/dialect.ts';
import type { LineRef } from '../model/types.ts';

// Re-exported for the modules above the matcher (fetch, CLI) that already read them here.
export { DIALECTS, type Dialect } from '../model/dialect.ts';
export type { LineRef } from '../model/types.ts';

/**
 * Which way the 1994 and draft-1996 "case-insensitive substring" test runs
 * (docs/spec/dialects.md ).
 *
 * - `token-in-value` (default): the robot's name token must occur inside the
 *   User-agent value (`User-agent: FooBot-Images` matches the robot `FooBot`).
 *   This is the 1996 draft's own wording.
 * - `value-in-token`: the User-agent value must occur inside the robot's name
 *   token (`User-agent: bot` matches `Spambot`), as in *HTTP: The Definitive Guide*.
 */
export type AgentMatchDirection = 'token-in-value' | 'value-in-token';

/**
 * How RFC 9309's "most octets" is measured (A-12).
 *
 * - `pattern-length` (default): the length of the rule's pattern, as Google does.
 * - `matched-octets`: the number of octets of the path the rule matched.
 */
export type Specificity = 'pattern-length' | 'matched-octets';

/**
 * What the robot's agent string is compared by (docs/spec/dialects.md A-9).
 *
 * - `product` (default): in `rfc9309`, `1994` and `draft-1996`, the robot's
 *   product token (`robotNameToken`: `Mozilla/5.0 (compatible;
 *   MJ12bot/v1.4.8)` counts as `MJ12bot`); in `google`, the string as given,
 *   because that is what Google's matcher does (docs/spec/google.md §3.2).
 * - `as-given`: the caller's string whole, in every dialect (compared with
 *   each User-agent value's product, case-insensitively).
 */
export type AgentTokenMode = 'product' | 'as-given';

/** Options of {@link compile}. */
export interface CompileOptions {
  /** The standard to read the file under; default `rfc9309`. */
  readonly dialect?: Dialect;
  /**
   * The URL the robots.txt was requested from. A file bound to its URL answers
   * only for URLs on that origin (scheme, host and port, default ports and
   * IDN hosts compared as a browser compares them): `isAllowed` and
   * `isDisallowed` answer `undefined` for any other origin, as robots-parser
   * does, and a path (`/a?b`) or other relative reference is read against
   * the origin. Without it, every URL is read for its path alone.
   *
   * Must be an absolute URL with a host (`http:`, `https:`, `ftp:`, `ws:`,
   * `wss:`); anything else is a programming error and throws a `TypeError`.
   * Pass the URL you requested, not the one redirects ended at: RFC 9309
   * §2.3.1.2 applies the rules to the authority asked for.
   *
   * @example
   * ```ts
   * const robots = compile('User-agent: *\nDisallow: /private/\n', { url: 'https://example.com/robots.txt' });
   * robots.isAllowed('https://example.com/private/a', 'FooBot'); // false
   * robots.isAllowed('/public', 'FooBot');                       // true
   * robots.isAllowed('https://other.example/', 'FooBot');        // undefined
   * ```
   */
  readonly url?: string | URL;
  /** 1994 and draft-1996 only: direction of the user-agent substring test (revisited-1996 fixes it: R-1). */
  readonly agentMatch?: AgentMatchDirection;
  /**
   * How the agent passed to `isAllowed` and `explain` is compared: by its
   * product token (default; google: as given) or `as-given` in every dialect.
   *
   * @example
   * ```ts
   * const text = 'User-agent: FooBot\nDisallow: /\n';
   * compile(text).isAllowed('/x', 'FooBot/2.1');                             // false
   * compile(text, { agentToken: 'as-given' }).isAllowed('/x', 'FooBot/2.1'); // true
   * ```
   */
  readonly agentToken?: AgentTokenMode;
  /** rfc9309 and google only: how specificity is measured. */
  readonly specificity?: Specificity;
  /**
   * rfc9309 only: how many bytes (UTF-8) of the file are parsed; the rest is
   * ignored with a diagnostic. Default `DEFAULTS.compile.parseLimit` (512,000: 500 KiB, RFC 9309 §2.5's minimum).
   */
  readonly parseLimit?: number;
  /**
   * Every dialect: the text is only the head of a longer file, cut by a reader
   * at its byte limit (as `fetchRobotsTxt` cuts a body at `maxBytes`). A last
   * line without a line end was then cut short: it is not read, with a
   * `truncated-line` diagnostic, since part of a rule can mean what the author
   * never wrote (`Allow: /public-data` cut to `Allow: /`). Default `false`.
   *
   * @example
   * ```ts
   * const head = 'User-agent: *\nDisallow: /\nAllow: /'; // the file went on: "Allow: /public-data"
   * compile(head).isAllowed('/x', 'FooBot');                    // true: the cut line reads as Allow: /
   * compile(head, { truncated: true }).isAllowed('/x', 'FooBot'); // false
   * ```
   */
  readonly truncated?: boolean;
}

/**
 * {@link CompileOptions} that bind the file to its robots.txt URL: `compile`
 * then returns a `RobotsTxt<boolean | undefined>`, whose answers say
 * `undefined` for a URL on another origin.
 *
 * @example
 * ```ts
 * const options: BoundCompileOptions = { url: 'https://example.com/robots.txt', dialect: 'google' };
 * compile(text, options).isAllowed('https://example.org/', 'FooBot'); // undefined
 * ```
 */
export interface BoundCompileOptions extends CompileOptions {
  readonly url: string | URL;
}

/**
 * {@link CompileOptions} without a URL: `compile` returns a `RobotsTxt` whose
 * answers are always `true` or `false`, read from the URL's path alone.
 *
 * @example
 * ```ts
 * const options: UnboundCompileOptions = { dialect: '1994' };
 * compile(text, options).isAllowed('https://any.example/a', 'FooBot'); // true or false
 * ```
 */
export interface UnboundCompileOptions extends CompileOptions {
  readonly url?: undefined;
}

/**
 * What `isAllowed` and `isDisallowed` can answer: the bound on the type
 * parameter of `RobotsTxt` and {@link Explanation}. A file read without a URL
 * answers `boolean`; a file bound to its robots.txt URL answers
 * `boolean | undefined` (`undefined`: the URL is on another origin, so this
 * file has no say).
 *
 * @example
 * ```ts
 * function mayFetch(robots: RobotsTxt<AllowedAnswer>, url: string): boolean {
 *   return robots.isAllowed(url, 'FooBot') ?? false; // another origin: ask its own robots.txt first
 * }
 * ```
 */
export type AllowedAnswer = boolean | undefined;

/** The rule that decided a verdict. */
export interface RuleRef extends LineRef {
  /** Allow or Disallow. */
  readonly kind: 'allow' | 'disallow';
  /** The rule's value as written (trimmed). */
  readonly value: string;
  /** The value in the form the dialect compares (decoded, escaped, …). */
  readonly pattern: string;
}

/** A record (1994, draft-1996, revisited-1996) or group (rfc9309, google) that applied. */
export interface RecordRef {
  /** 0-based index among the file's records/groups. */
  readonly index: number;
  /** The User-agent values of the record, as written. */
  readonly agents: readonly string[];
  /** The record's first line. */
  readonly start: LineRef;
}

/**
 * Why a verdict came out as it did. Stable identifiers:
 *
 * | code | meaning |
 * | --- | --- |
 * | `rule-matched` | a rule decided (see `rule`) |
 * | `no-rule-matched` | the applicable record has rules, none matched: allowed |
 * | `empty-disallow` | 1994/draft: the record's only rule is an empty Disallow: allowed |
 * | `record-without-rules` | the applicable record has no rules: allowed |
 * | `no-applicable-record` | no record names the robot and there is no `*` record: allowed |
 * | `robots-txt-always-allowed` | the path is `/robots.txt`, which the dialect exempts |
 * | `empty-file` | the file has no records at all: allowed |
 */
export type ReasonCode =
  'rule-matched' | 'no-rule-matched' | 'empty-disallow' | 'record-without-rules' | 'no-applicable-record' | 'robots-txt-always-allowed' | 'empty-file';

/**
 * Why a file bound to its URL (`compile(text, { url })`) gave no verdict:
 * `other-origin`, the URL is on another origin (scheme, host or port) than
 * the robots.txt, or is not a URL at all. `allowed` is then `undefined`.
 *
 * @example
 * ```ts
 * const robots = compile('User-agent: *\nDisallow: /\n', { url: 'https://example.com/robots.txt' });
 * robots.explain('http://example.com/', 'FooBot').reasonCode; // 'other-origin'
 * ```
 */
export type OutOfScopeReasonCode = 'other-origin';

/**
 * The verdict for one URL and robot, with the reasoning.
 *
 * @typeParam A - the type of `allowed`: `boolean`, or `boolean | undefined`
 * from a file bound to its URL, where `undefined` (reason `other-origin`)
 * means the URL is on another origin.
 */
export interface Explanation<A extends AllowedAnswer = boolean> {
  /** The verdict; `undefined` only from a bound file, for a URL on another origin. */
  readonly allowed: A;
  /** The dialect that decided. */
  readonly dialect: Dialect;
  /** The URL or path as given. */
  readonly url: string;
  /** The path (with query) the dialect compared, after its normalization. */
  readonly path: string;
  /** The agent as given (a full User-Agent header or a bare name). */
  readonly agent: string;
  /**
   * What the dialect compared the User-agent values with: the robot's product
   * token derived from `agent` (docs/spec/dialects.md §0.2, A-9), or `agent`
   * as given under `google` (docs/spec/google.md §3.2) and with `agentToken: 'as-given'`.
   */
  readonly token: string;
  /** The record or group whose rules applied (the first, when groups were merged). */
  readonly record?: RecordRef;
  /** Every record or group that applied (more than one when rfc9309/google merge groups). */
  readonly records: readonly RecordRef[];
  /** The deciding rule, when one decided. */
  readonly rule?: RuleRef;
  /** Every rule that matched the path, deciding rule included, in file order. */
  readonly matchedRules: readonly RuleRef[];
  /** Why, as a stable code to match on. */
  readonly reasonCode: [A] extends [boolean] ? ReasonCode : ReasonCode | OutOfScopeReasonCode;
  /** One sentence: why. */
  readonly reason: string;
}
