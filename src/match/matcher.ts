/**
 * `RobotsMatcher`: a robots.txt read under one dialect that answers "may this
 * robot fetch this URL?" and nothing else. `RobotsTxt` (src/match/compile.ts)
 * is a `RobotsMatcher` that also explains, reports rules and reads the model.
 *
 * The split is for bundle size: a bundler keeps every member of a class it
 * keeps, so `compile` alone brings the model builder, `explain`, the AI usage
 * readers and their messages into a browser bundle (about 23 kB gzipped).
 * Nothing here reaches them: the compact model is made without a full-model
 * builder (`fullModelBuilder`), and `isAllowed` never asks
 * a rule for its model object. `compileMatcher` from `robotstxt-toolkit/matcher`
 * bundles to about 18 kB (docs/performance.md, §7b).
 *
 * @module
 */
import { describeValue, isBytes, isInstance, notAString, urlArgument } from '../diagnostics/describe.ts';
import { compactModelWith, type CompactModel, type FullModelBuilder } from '../model/compact.ts';
import type { BuildOptions } from '../model/build.ts';
import { DIALECT_PROPERTIES } from '../model/dialect.ts';
import { parse, readAsBytes } from '../syntax/parse.ts';
import { SyntaxDocument } from '../syntax/tree.ts';
import { robotNameToken } from './agent.ts';
import { PolicyCache, type AgentPolicy, type DialectMatcher, type MatcherOptions } from './dialects/dialect.ts';
import { matcher1994 } from './dialects/dialect-1994.ts';
import { matcherDraft1996 } from './dialects/dialect-draft-1996.ts';
import { matcherGoogle } from './dialects/dialect-google.ts';
import { matcherRevisited1996 } from './dialects/dialect-revisited-1996.ts';
import { matcherRfc9309 } from './dialects/dialect-rfc9309.ts';
import { bindOrigin, urlOnOrigin, type OriginBinding } from './origin.ts';
import type { RuleIndex } from './rule-index.ts';
import { DIALECTS, type AllowedAnswer, type BoundCompileOptions, type CompileOptions, type Dialect, type UnboundCompileOptions } from './types.ts';

const MATCHERS: Record<Dialect, DialectMatcher> = {
  '1994': matcher1994,
  'draft-1996': matcherDraft1996,
  rfc9309: matcherRfc9309,
  google: matcherGoogle,
  'revisited-1996': matcherRevisited1996,
};

/** How many robots' policies a compiled file remembers (a crawler asks for a handful of agents). */
const POLICY_CACHE_SIZE = 64;

/** The matcher options of every file compiled without `agentMatch` or `specificity`: one object for all of them. */
const DEFAULT_MATCHER_OPTIONS: MatcherOptions = Object.freeze({ agentMatch: 'token-in-value', specificity: 'pattern-length' });

/** The build options of every file compiled without `parseLimit` or `truncated`. */
const NO_BUILD_OPTIONS: BuildOptions = Object.freeze({});

/** The options the model builder reads, from compile's. */
function buildOptionsOf(settings: CompileOptions): BuildOptions {
  if (settings.parseLimit === undefined && settings.truncated !== true) return NO_BUILD_OPTIONS;
  return { ...(settings.parseLimit !== undefined ? { parseLimit: settings.parseLimit } : {}), ...(settings.truncated === true ? { truncated: true } : {}) };
}

/**
 * The last robots.txt URL bound, and its binding: a crawler compiles file after file for few origins, or for
 * one (a test harness, a cache keyed by site), and a binding is immutable, so the same URL shares one.
 */
let lastBound: { readonly url: string; readonly binding: OriginBinding } | undefined;

function bindingOf(url: string | URL): OriginBinding {
  if (typeof url === 'string' && lastBound?.url === url) return lastBound.binding;
  const binding = bindOrigin(url);
  if (typeof url === 'string') lastBound = { url, binding };
  return binding;
}

/** The last agent string whose product token was derived, and the token: a crawler asks as one robot, file after file. */
let lastAgent = '';
/** `robotNameToken('')`. */
let lastToken = '';

/**
 * A compiled robots.txt that answers {@link RobotsMatcher.isAllowed} and
 * {@link RobotsMatcher.isDisallowed}: the part of `RobotsTxt` a crawler
 * in a browser or an edge worker needs, without what makes `RobotsTxt`
 * heavy to bundle (explanations, the model, diagnostics, AI usage
 * preferences). Create it with {@link compileMatcher}; every `RobotsTxt`
 * is one too, and both answer alike for every file, URL and robot.
 *
 * Read without a URL, it answers every URL by its path. Bound to its
 * robots.txt URL (`compileMatcher(text, { url })`), it answers only for URLs
 * on that origin and says `undefined` for others.
 *
 * @typeParam A - what {@link RobotsMatcher.isAllowed} answers: `boolean`
 * (unbound, the default) or `boolean | undefined` (bound to a URL).
 *
 * @example
 * ```ts
 * import { compileMatcher } from 'robotstxt-toolkit/matcher';
 *
 * const robots = compileMatcher('User-agent: *\nDisallow: /private/\n');
 * robots.isAllowed('https://example.com/private/x', 'FooBot/1.0'); // false
 * ```
 */
export class RobotsMatcher<A extends AllowedAnswer = boolean> {
  /** The dialect the file is read under. */
  readonly dialect: Dialect;
  /**
   * The lossless syntax tree the rules came from: the document compiled, or,
   * under a dialect that reads bytes (`google`, `decodesUtf16: false`), a
   * UTF-16 document read again byte for byte (`readAsBytes`), which prints
   * back to the same bytes.
   */
  readonly document: SyntaxDocument;
  /**
   * The robots.txt URL the file is bound to (as the URL parser serialises it),
   * or `undefined` when it was compiled without `{ url }`.
   *
   * @example
   * ```ts
   * compile(text, { url: 'HTTPS://Example.COM:443/robots.txt' }).url; // 'https://example.com/robots.txt'
   * compile(text).url;                                                // undefined
   * ```
   */
  readonly url: string | undefined;
  /**
   * The origin the file answers for (`https://example.com`,
   * `http://example.com:8080`), or `undefined` when it is not bound to a URL.
   *
   * @example
   * ```ts
   * compile(text, { url: 'https://bücher.example/robots.txt' }).origin; // 'https://xn--bcher-kva.example'
   * ```
   */
  readonly origin: string | undefined;
  /** @internal */
  protected readonly binding: OriginBinding | undefined;
  /**
   * What answering needs (groups' agents, rule patterns and kinds); a `RobotsTxt` builds its full model
   * from it when first read (a crawler keeps many compiled files it only asks isAllowed of).
   *
   * @internal
   */
  protected readonly compact: CompactModel;
  /** @internal */
  protected readonly matcher: DialectMatcher;
  /** @internal */
  protected readonly options: MatcherOptions;
  /** google, or `agentToken: 'as-given'`: the agent is compared as the caller gave it, not by its product. */
  private readonly agentAsGiven: boolean;
  /**
   * The policy of each agent string asked about, so a repeated question skips deriving the token and
   * selecting groups. (The compiled rule sets behind policies are shared per set of groups; see policyOf.)
   */
  private policies: Map<string, AgentPolicy> | undefined = undefined;
  /**
   * The compiled rule sets behind the policies, shared by every agent that lands on the same groups.
   * Both caches are made on the first question: a crawler keeps many compiled files it may never ask.
   */
  private ruleSets: PolicyCache | undefined = undefined;
  /** The agent asked about last and its policy: a crawler asks about one robot many times in a row. */
  private lastAgent: string | undefined = undefined;
  private lastPolicy: AgentPolicy | undefined = undefined;
  /**
   * The last {@link RECENT_AGENTS} agents `isAllowed` was asked about, most recent first, and their
   * policies' rule indexes: fields of the file itself, so that a crawler switching between a few robots
   * reaches the index with no map lookup and no policy object between (a crawler's many compiled files
   * are mostly out of the CPU cache on their first question: each pointer followed is a cache miss).
   */
  private agent0: string | undefined = undefined;
  private index0: RuleIndex | undefined = undefined;
  private agent1: string | undefined = undefined;
  private index1: RuleIndex | undefined = undefined;
  private agent2: string | undefined = undefined;
  private index2: RuleIndex | undefined = undefined;
  private agent3: string | undefined = undefined;
  private index3: RuleIndex | undefined = undefined;

  /**
   * Prefer {@link compileMatcher}. Throws a `TypeError` only for an unknown
   * dialect or a `url` that is not an absolute URL with a host (programming
   * errors). To bind with `new`, say so in the type:
   * `new RobotsMatcher<boolean | undefined>(document, { url })`.
   */
  constructor(document: SyntaxDocument, options?: [A] extends [boolean] ? UnboundCompileOptions : CompileOptions) {
    if (!isInstance(document, SyntaxDocument))
      throw new TypeError(`RobotsTxt: document must be a SyntaxDocument (from parse), not ${describeValue(document)}.`);
    if (options !== undefined && (typeof options !== 'object' || options === null)) {
      throw new TypeError(`compile: options must be an object, not ${describeValue(options)}.`);
    }
    const settings: CompileOptions = options ?? {};
    this.dialect = settings.dialect ?? 'rfc9309';
    this.binding = settings.url !== undefined ? bindingOf(settings.url) : undefined;
    this.url = this.binding?.url;
    this.origin = this.binding?.origin;
    // A dialect that is not a string is never used as a key: that would run its toString.
    const matcher = typeof this.dialect === 'string' && Object.hasOwn(MATCHERS, this.dialect) ? MATCHERS[this.dialect] : undefined;
    if (!matcher) throw new TypeError(`Unknown dialect ${describeValue(this.dialect)}: use one of ${DIALECTS.join(', ')}.`);
    this.matcher = matcher;
    // Google's parser reads bytes: a UTF-16 file is not decoded (docs/spec/google.md §2.1).
    this.document = DIALECT_PROPERTIES[this.dialect].decodesUtf16 ? document : readAsBytes(document);
    if (settings.parseLimit !== undefined && typeof settings.parseLimit !== 'number') {
      throw new TypeError(`compile: the parseLimit option must be a number of bytes, not ${describeValue(settings.parseLimit)}.`);
    }
    if (settings.truncated !== undefined && typeof settings.truncated !== 'boolean') {
      throw new TypeError(`compile: the truncated option must be true or false, not ${describeValue(settings.truncated)}.`);
    }
    this.options =
      settings.agentMatch === undefined && settings.specificity === undefined
        ? DEFAULT_MATCHER_OPTIONS
        : { agentMatch: settings.agentMatch ?? 'token-in-value', specificity: settings.specificity ?? 'pattern-length' };
    this.agentAsGiven = settings.agentToken === 'as-given' || this.dialect === 'google';
    this.compact = compactModelWith(this.document, this.dialect, buildOptionsOf(settings), this.fullModelBuilder());
  }

  /**
   * What builds the full model behind the rules a compiled file reports: none here (a matcher reports no
   * rules, and naming `buildModel` would put it in every bundle of `compileMatcher`); `RobotsTxt`'s own.
   * Called by the constructor.
   *
   * @internal
   */
  protected fullModelBuilder(): FullModelBuilder | undefined {
    return undefined;
  }

  /**
   * Whether `agent` may fetch `url`.
   *
   * A file bound to its robots.txt URL answers `undefined` for a URL on
   * another origin (or a string that is not a URL), as robots-parser's
   * `isAllowed` does; decide what that means for your crawler (fetch that
   * origin's robots.txt; crawlee's `RobotsTxtFile` reads it as allowed).
   *
   * @param url An absolute URL (a string or a `URL` object) or a path with optional query (`/a?b`); for a
   *   bound file, also any reference relative to its origin.
   * @param agent A full User-Agent header or a bare robot name.
   *
   * @example
   * ```ts
   * const robots = compile('User-agent: *\nDisallow: /private/\n', { url: 'https://example.com/robots.txt' });
   * robots.isAllowed('https://example.com/private/a', 'FooBot/1.0'); // false
   * robots.isAllowed('https://example.com:443/public', 'FooBot');    // true
   * robots.isAllowed('http://example.com/public', 'FooBot');         // undefined: http is another origin
   * ```
   */
  isAllowed(url: string | URL, agent: string): A {
    // Never String(): the hot path is these two typeof tests; a URL object is read as its href.
    let urlText = typeof url === 'string' ? url : urlArgument('isAllowed', url);
    if (typeof agent !== 'string') throw notAString('isAllowed', 'agent', agent);
    if (this.binding !== undefined) {
      const onOrigin = urlOnOrigin(this.binding, urlText);
      if (onOrigin === undefined) return undefined as A;
      urlText = onOrigin;
    }
    const index = agent === this.agent0 ? (this.index0 as RuleIndex) : this.recentIndexOf(agent);
    // No rule with a pattern (no group applies, or only empty `Disallow:` lines): every dialect allows
    // every URL, so the URL need not even be read (one call in seven in the bench).
    if (index.size === 0) return true as A;
    return this.matcher.isAllowed(index, urlText, this.options) as A;
  }

  /** The rule index of `agent`'s policy, made the most recent of the {@link agent0} slots (the least recent falls out). */
  private recentIndexOf(agent: string): RuleIndex {
    let index: RuleIndex;
    if (agent === this.agent1) {
      index = this.index1 as RuleIndex;
    } else {
      if (agent === this.agent2) {
        index = this.index2 as RuleIndex;
      } else {
        if (agent === this.agent3) index = this.index3 as RuleIndex;
        else index = this.policyFor(agent).index;
        this.agent3 = this.agent2;
        this.index3 = this.index2;
      }
      this.agent2 = this.agent1;
      this.index2 = this.index1;
    }
    this.agent1 = this.agent0;
    this.index1 = this.index0;
    this.agent0 = agent;
    this.index0 = index;
    return index;
  }

  /**
   * The opposite of {@link isAllowed}: `true` when `agent` may not
   * fetch `url`; `undefined` where `isAllowed` is (a bound file asked about
   * another origin). robots-parser 3.0.1's `isDisallowed` answers `true`
   * there (it negates `undefined`); check `isAllowed(url, agent) !== true`
   * to keep that reading.
   *
   * @example
   * ```ts
   * const robots = compile('User-agent: *\nDisallow: /private/\n');
   * robots.isDisallowed('/private/a', 'FooBot'); // true
   * robots.isDisallowed('/public', 'FooBot');    // false
   * ```
   */
  isDisallowed(url: string | URL, agent: string): A {
    const urlText = urlArgument('isDisallowed', url);
    if (typeof agent !== 'string') throw notAString('isDisallowed', 'agent', agent);
    const allowed = this.isAllowed(urlText, agent);
    return (allowed === undefined ? undefined : !allowed) as A;
  }

  /**
   * The URL the dialect reads for `url`: as given when unbound; see urlOnOrigin when bound (`undefined`: another origin).
   *
   * @internal
   */
  protected readableUrl(url: string): string | undefined {
    return this.binding === undefined ? url : urlOnOrigin(this.binding, url);
  }

  /**
   * What the agent is compared by: its product token, or the string as given (docs/spec/dialects.md §0.2, A-9).
   *
   * @internal
   */
  protected tokenOf(agent: string): string {
    if (this.agentAsGiven) return agent;
    if (agent !== lastAgent) {
      lastToken = robotNameToken(agent);
      lastAgent = agent;
    }
    return lastToken;
  }

  /** @internal */
  protected policyFor(agent: string): AgentPolicy {
    if (agent === this.lastAgent && this.lastPolicy !== undefined) return this.lastPolicy;
    let policy = this.policies?.get(agent);
    if (!policy) {
      policy = this.matcher.policy(this.compact, this.tokenOf(agent), this.options, (this.ruleSets ??= new PolicyCache()));
      // The first robot is remembered as the last one; a second starts the map (a crawler asks as one robot).
      if (this.lastAgent !== undefined && this.lastPolicy !== undefined) {
        const policies = (this.policies ??= new Map([[this.lastAgent, this.lastPolicy]]));
        if (policies.size >= POLICY_CACHE_SIZE) policies.clear();
        policies.set(agent, policy);
      }
    }
    this.lastAgent = agent;
    this.lastPolicy = policy;
    return policy;
  }
}

/**
 * The input of `compile` and {@link compileMatcher} as a document: text and bytes are parsed. Throws a
 * `TypeError` for anything else (a programming error).
 *
 * @internal
 */
export function documentOf(input: string | Uint8Array | SyntaxDocument): SyntaxDocument {
  const isDocument = isInstance(input, SyntaxDocument);
  if (typeof input !== 'string' && !isBytes(input) && !isDocument) {
    throw new TypeError(`compile: input must be a string, a Uint8Array or a SyntaxDocument, not ${describeValue(input)}.`);
  }
  return isDocument ? input : parse(input);
}

/**
 * Reads a robots.txt under a dialect (default `rfc9309`) into a
 * {@link RobotsMatcher}, bound to the URL it came from: the file answers for
 * URLs on that origin and says `undefined` for others.
 *
 * @example
 * ```ts
 * const robots = compileMatcher(text, { url: 'https://example.com/robots.txt' });
 * robots.isAllowed('https://example.com/a', 'FooBot'); // true or false
 * robots.isAllowed('https://example.net/a', 'FooBot'); // undefined
 * ```
 */
export function compileMatcher(input: string | Uint8Array | SyntaxDocument, options: BoundCompileOptions): RobotsMatcher<boolean | undefined>;
/**
 * Reads a robots.txt under a dialect (default `rfc9309`) into a
 * {@link RobotsMatcher}: `compile` for code that only asks `isAllowed`, at
 * about three quarters of `compile`'s bundle size (`robotstxt-toolkit/matcher`).
 * Takes the same input and options as `compile` and answers alike.
 *
 * @example
 * ```ts
 * import { compileMatcher } from 'robotstxt-toolkit/matcher';
 *
 * const robots = compileMatcher('User-agent: *\nDisallow: /private/\n');
 * robots.isAllowed('https://example.com/private/x', 'FooBot/1.0'); // false
 * ```
 */
export function compileMatcher(input: string | Uint8Array | SyntaxDocument, options?: UnboundCompileOptions): RobotsMatcher;
/**
 * Reads a robots.txt into a {@link RobotsMatcher} under options that may or
 * may not hold a `url`: the answers are typed `boolean | undefined`.
 *
 * @example
 * ```ts
 * const options: CompileOptions = process.env.ROBOTS_URL ? { url: process.env.ROBOTS_URL } : {};
 * compileMatcher(text, options).isAllowed('/a', 'FooBot'); // boolean | undefined
 * ```
 */
export function compileMatcher(input: string | Uint8Array | SyntaxDocument, options?: CompileOptions): RobotsMatcher<boolean | undefined>;
export function compileMatcher(input: string | Uint8Array | SyntaxDocument, options: CompileOptions = {}): RobotsMatcher<boolean | undefined> {
  const document = documentOf(input);
  return new RobotsMatcher<boolean | undefined>(document, options);
}
