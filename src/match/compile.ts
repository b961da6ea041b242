/**
 * `compile`: a robots.txt, read under one dialect, ready to answer "may this
 * robot fetch this URL?" and to say why.
 *
 * @module
 */
import { describeValue, isBytes, isInstance, notAString } from '../diagnostics/describe.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { compactModel, type CompactModel } from '../model/compact.ts';
import type { Field, Group, RobotsModel, Rule } from '../model/types.ts';
import { parse } from '../syntax/parse.ts';
import { SyntaxDocument } from '../syntax/tree.ts';
import { robotNameToken } from './agent.ts';
import { PolicyCache, type AgentPolicy, type DialectMatcher, type MatcherOptions } from './dialects/dialect.ts';
import { matcher1994 } from './dialects/dialect-1994.ts';
import { matcherDraft1996 } from './dialects/dialect-draft-1996.ts';
import { matcherGoogle } from './dialects/dialect-google.ts';
import { matcherRevisited1996 } from './dialects/dialect-revisited-1996.ts';
import { matcherRfc9309 } from './dialects/dialect-rfc9309.ts';
import { explainOtherOrigin, explainVerdict } from './explain.ts';
import { bindOrigin, urlOnOrigin, type OriginBinding } from './origin.ts';
import { evaluateUsage, type UsagePreferences } from './usage.ts';
import {
  DIALECTS,
  type AllowedAnswer,
  type BoundCompileOptions,
  type CompileOptions,
  type Dialect,
  type Explanation,
  type UnboundCompileOptions,
} from './types.ts';

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

/** The build options of every file compiled without `parseLimit`. */
const NO_BUILD_OPTIONS = Object.freeze({});

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
 * The last few URLs whose path a dialect derived (`explain`, `matchingLine`), and the paths: a batch
 * asks the same few URLs of file after file (`check --files`, issue 11, row 9), and a path costs a
 * normalisation pass. A ring of {@link PATH_MEMO_SIZE}: a caller asking ever new URLs pays a few
 * string comparisons, and at most that many URLs are kept.
 */
const PATH_MEMO_SIZE = 4;
const memoMatchers: DialectMatcher[] = [];
const memoUrls: string[] = [];
const memoPaths: string[] = [];
let memoNext = 0;

/** `matcher.pathOf(url)`, remembered for the last few URLs (see {@link PATH_MEMO_SIZE}). */
function pathOf(matcher: DialectMatcher, url: string): string {
  for (let i = 0; i < memoUrls.length; i++) if (memoUrls[i] === url && memoMatchers[i] === matcher) return memoPaths[i] as string;
  const path = matcher.pathOf(url);
  memoMatchers[memoNext] = matcher;
  memoUrls[memoNext] = url;
  memoPaths[memoNext] = path;
  memoNext = (memoNext + 1) % PATH_MEMO_SIZE;
  return path;
}

/** A request rate from a `Request-rate: n/t` line (Conner's extended standard). */
export interface RequestRate {
  /** How many requests… */
  readonly requests: number;
  /** …per this many seconds (`1/5m` is 1 per 300). */
  readonly seconds: number;
}

/**
 * A compiled robots.txt. Create it with {@link compile}.
 *
 * Read without a URL, it answers every URL by its path. Bound to its
 * robots.txt URL (`compile(text, { url })`), it answers only for URLs on that
 * origin and says `undefined` for others, as robots-parser does; the type
 * parameter records which, so a bound file's `isAllowed` is typed
 * `boolean | undefined` and an unbound file's `boolean` (docs/migrating.md
 * says why this shape).
 *
 * @typeParam A - what {@link RobotsTxt.isAllowed} answers: `boolean`
 * (unbound, the default) or `boolean | undefined` (bound to a URL).
 *
 * @example
 * ```ts
 * const robots = compile('User-agent: *\nDisallow: /private/\n');
 * robots.isAllowed('https://example.com/private/x', 'FooBot/1.0'); // false
 * robots.explain('/private/x', 'FooBot').reason;
 * // 'Disallowed by line 2 "Disallow: /private/" ...'
 *
 * const bound = compile('User-agent: *\nDisallow: /private/\n', { url: 'https://example.com/robots.txt' });
 * bound.isAllowed('/private/x', 'FooBot');                // false
 * bound.isAllowed('https://example.org/private/x', 'FooBot'); // undefined: another origin
 * ```
 */
export class RobotsTxt<A extends AllowedAnswer = boolean> {
  /** The dialect the file is read under. */
  readonly dialect: Dialect;
  /** The lossless syntax tree the rules came from. */
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
  private readonly binding: OriginBinding | undefined;
  /**
   * What answering needs (groups' agents, rule patterns and kinds); the full {@link model} is built from
   * it when first read (a crawler keeps many compiled files it only asks isAllowed of: issue 11, row 5).
   */
  private readonly compact: CompactModel;
  private readonly matcher: DialectMatcher;
  private readonly options: MatcherOptions;
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
   * Prefer {@link compile}. Throws a `TypeError` only for an unknown dialect or
   * a `url` that is not an absolute URL with a host (programming errors). To
   * bind with `new`, say so in the type: `new RobotsTxt<boolean | undefined>(document, { url })`.
   */
  constructor(document: SyntaxDocument, options?: [A] extends [boolean] ? UnboundCompileOptions : CompileOptions) {
    if (!isInstance(document, SyntaxDocument))
      throw new TypeError(`RobotsTxt: document must be a SyntaxDocument (from parse), not ${describeValue(document)}.`);
    if (options !== undefined && (typeof options !== 'object' || options === null)) {
      throw new TypeError(`compile: options must be an object, not ${describeValue(options)}.`);
    }
    const settings: CompileOptions = options ?? {};
    this.dialect = settings.dialect ?? 'rfc9309';
    this.document = document;
    this.binding = settings.url !== undefined ? bindingOf(settings.url) : undefined;
    this.url = this.binding?.url;
    this.origin = this.binding?.origin;
    // A dialect that is not a string is never used as a key: that would run its toString.
    const matcher = typeof this.dialect === 'string' && Object.hasOwn(MATCHERS, this.dialect) ? MATCHERS[this.dialect] : undefined;
    if (!matcher) throw new TypeError(`Unknown dialect ${describeValue(this.dialect)}: use one of ${DIALECTS.join(', ')}.`);
    this.matcher = matcher;
    if (settings.parseLimit !== undefined && typeof settings.parseLimit !== 'number') {
      throw new TypeError(`compile: the parseLimit option must be a number of bytes, not ${describeValue(settings.parseLimit)}.`);
    }
    this.options =
      settings.agentMatch === undefined && settings.specificity === undefined
        ? DEFAULT_MATCHER_OPTIONS
        : { agentMatch: settings.agentMatch ?? 'token-in-value', specificity: settings.specificity ?? 'pattern-length' };
    this.agentAsGiven = settings.agentToken === 'as-given' || this.dialect === 'google';
    this.compact = compactModel(document, this.dialect, settings.parseLimit !== undefined ? { parseLimit: settings.parseLimit } : NO_BUILD_OPTIONS);
  }

  /**
   * Records or groups, rules and extension fields, as the dialect reads them
   * (built on first access, then kept; `isAllowed` never needs it).
   */
  get model(): RobotsModel {
    return this.compact.model;
  }

  /** Syntax and model diagnostics together, in source order. */
  get diagnostics(): readonly Diagnostic[] {
    return [...this.document.diagnostics, ...this.model.diagnostics].sort((a, b) => a.range.start.offset - b.range.start.offset);
  }

  /**
   * Whether `agent` may fetch `url`.
   *
   * A file bound to its robots.txt URL answers `undefined` for a URL on
   * another origin (or a string that is not a URL), as robots-parser's
   * `isAllowed` does; decide what that means for your crawler (fetch that
   * origin's robots.txt; crawlee's `RobotsTxtFile` reads it as allowed).
   *
   * @param url An absolute URL or a path with optional query (`/a?b`); for a
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
  isAllowed(url: string, agent: string): A {
    // Strings only, never String(): the hot path is these two typeof tests.
    if (typeof url !== 'string') throw notAString('isAllowed', 'url', url);
    if (typeof agent !== 'string') throw notAString('isAllowed', 'agent', agent);
    let urlText = url;
    if (this.binding !== undefined) {
      const onOrigin = urlOnOrigin(this.binding, urlText);
      if (onOrigin === undefined) return undefined as A;
      urlText = onOrigin;
    }
    const policy = this.policyFor(agent);
    // No rule with a pattern (no group applies, or only empty `Disallow:` lines): every dialect allows
    // every URL, so the URL need not even be read (one call in seven in the bench).
    if (policy.index.size === 0) return true as A;
    return this.matcher.isAllowed(policy, urlText, this.options) as A;
  }

  /**
   * The opposite of {@link RobotsTxt.isAllowed}: `true` when `agent` may not
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
  isDisallowed(url: string, agent: string): A {
    if (typeof url !== 'string') throw notAString('isDisallowed', 'url', url);
    if (typeof agent !== 'string') throw notAString('isDisallowed', 'agent', agent);
    const allowed = this.isAllowed(url, agent);
    return (allowed === undefined ? undefined : !allowed) as A;
  }

  /**
   * The 1-based line number of the rule that decided the verdict for `url`
   * and `agent`, without building an {@link Explanation}; `undefined` when no
   * rule decided (nothing matched, no group applies, `/robots.txt` itself) or
   * when a bound file is asked about another origin. robots-parser's
   * `getMatchingLineNumber` says `-1` for both; `explain` tells them apart.
   *
   * The deciding rule is the dialect's: the longest match in `rfc9309` and
   * `google`, the first match in file order in `draft-1996`, the first
   * matching Disallow line in `1994`.
   *
   * @example
   * ```ts
   * const robots = compile('User-agent: *\nDisallow: /private/\nAllow: /private/open\n');
   * robots.matchingLine('/private/a', 'FooBot');    // 2
   * robots.matchingLine('/private/open', 'FooBot'); // 3
   * robots.matchingLine('/public', 'FooBot');       // undefined
   * ```
   */
  matchingLine(url: string, agent: string): number | undefined {
    if (typeof url !== 'string') throw notAString('matchingLine', 'url', url);
    if (typeof agent !== 'string') throw notAString('matchingLine', 'agent', agent);
    const urlText = this.readableUrl(url);
    if (urlText === undefined) return undefined;
    const verdict = this.matcher.decide(this.policyFor(agent), pathOf(this.matcher, urlText), this.options);
    return verdict.rule?.ref.line;
  }

  /**
   * The verdict with its reasoning: the deciding record and rule, or why
   * nothing applied. From a bound file, a URL on another origin gets
   * `allowed: undefined` and reason code `other-origin`.
   *
   * @example
   * ```ts
   * const robots = compile('User-agent: *\nDisallow: /private/\n', { url: 'https://example.com/robots.txt' });
   * robots.explain('/private/a', 'FooBot').rule?.line;               // 2
   * robots.explain('https://example.org/', 'FooBot').reasonCode;     // 'other-origin'
   * ```
   */
  explain(url: string, agent: string): Explanation<A> {
    if (typeof url !== 'string') throw notAString('explain', 'url', url);
    if (typeof agent !== 'string') throw notAString('explain', 'agent', agent);
    const urlText = url;
    const agentText = agent;
    const token = this.tokenOf(agentText);
    const readable = this.readableUrl(urlText);
    if (readable === undefined) {
      const binding = this.binding as OriginBinding;
      const path = pathOf(this.matcher, urlText);
      return explainOtherOrigin({
        dialect: this.dialect,
        url: urlText,
        agent: agentText,
        token,
        path,
        robotsUrl: binding.url,
        origin: binding.origin,
      }) as Explanation<A>;
    }
    const path = pathOf(this.matcher, readable);
    const policy = this.policyFor(agentText);
    const verdict = this.matcher.decide(policy, path, this.options);
    const matched = this.matcher.matchingRules(policy, path);
    return explainVerdict({
      dialect: this.dialect,
      url: urlText,
      agent: agentText,
      token,
      path,
      policy,
      verdict,
      matched,
      model: this.compact,
    }) as Explanation<A>;
  }

  /**
   * The AI usage preferences for `url` and `agent` (**experimental**: IETF
   * AIPREF draft-ietf-aipref-attach-05 / vocab-07, not final): the
   * `Content-Usage` rule with the longest matching path in the robot's own
   * groups (ties combine most-restrictively; nothing is inherited from `*`
   * when the robot has a group), `null` categories when the URL may not be
   * fetched, the groups' `Content-Signal` beside it in its own vocabulary,
   * and the reasons (docs/spec/extensions.md §1.3, §1.6, §2.5).
   *
   * @example
   * ```ts
   * const robots = compile('User-agent: *\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n');
   * robots.usagePreferences('/test', 'OtherBot').categories;       // { 'train-ai': 'disallowed', search: 'unknown' }
   * robots.usagePreferences('/ai-ok/test', 'OtherBot').categories; // { 'train-ai': 'allowed', search: 'unknown' }
   * robots.usagePreferences('/never/test', 'OtherBot').categories; // null: not fetched, no preferences
   * ```
   */
  usagePreferences(url: string, agent: string): UsagePreferences {
    const urlText = String(url);
    const allowed = this.isAllowed(urlText, String(agent)) as boolean | undefined;
    const readable = this.readableUrl(urlText);
    const path = readable === undefined ? '' : this.matcher.pathOf(readable);
    return evaluateUsage({ dialect: this.dialect, groups: this.groupsFor(agent), path, allowed });
  }

  /** The records or groups that apply to `agent` (merged groups: all of them), in file order. */
  groupsFor(agent: string): readonly Group[] {
    if (typeof agent !== 'string') throw notAString('groupsFor', 'agent', agent);
    return this.policyFor(agent).groups;
  }

  /** The rules that apply to `agent`, in file order. */
  rulesFor(agent: string): readonly Rule[] {
    if (typeof agent !== 'string') throw notAString('rulesFor', 'agent', agent);
    return this.groupsFor(agent).flatMap((group) => group.rules);
  }

  /** Every `Sitemap:` URL in the file, in order. */
  get sitemaps(): readonly string[] {
    return this.model.sitemaps;
  }

  /** The value of the first `Host:` line (Yandex's mirror directive), if any. */
  get host(): string | undefined {
    return this.model.fields.find((field) => field.kind === 'other' && field.key === 'host' && field.value !== '')?.value;
  }

  /** The `Crawl-delay` (seconds) of the groups that apply to `agent`, if one is given and valid. */
  crawlDelay(agent: string): number | undefined {
    if (typeof agent !== 'string') throw notAString('crawlDelay', 'agent', agent);
    for (const field of this.extensionsFor(agent, 'crawl-delay')) {
      const seconds = Number(field.value);
      if (field.value !== '' && Number.isFinite(seconds) && seconds >= 0) return seconds;
    }
    return undefined;
  }

  /** The `Request-rate` (`n/t` with `s`, `m` or `h`) of the groups that apply to `agent`, if valid. */
  requestRate(agent: string): RequestRate | undefined {
    if (typeof agent !== 'string') throw notAString('requestRate', 'agent', agent);
    for (const field of this.extensionsFor(agent, 'request-rate')) {
      const match = /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*([smh]?)\b/i.exec(field.value);
      if (!match) continue;
      const unit = (match[3] ?? '').toLowerCase();
      const scale = unit === 'h' ? 3600 : unit === 'm' ? 60 : 1;
      return { requests: Number(match[1]), seconds: Number(match[2]) * scale };
    }
    return undefined;
  }

  /** The URL the dialect reads for `url`: as given when unbound; see urlOnOrigin when bound (`undefined`: another origin). */
  private readableUrl(url: string): string | undefined {
    return this.binding === undefined ? url : urlOnOrigin(this.binding, url);
  }

  private extensionsFor(agent: string, key: string): Field[] {
    return this.groupsFor(agent).flatMap((group) => group.extensions.filter((field) => field.key === key));
  }

  /** What the agent is compared by: its product token, or the string as given (docs/spec/dialects.md §0.2, A-9). */
  private tokenOf(agent: string): string {
    if (this.agentAsGiven) return agent;
    if (agent !== lastAgent) {
      lastToken = robotNameToken(agent);
      lastAgent = agent;
    }
    return lastToken;
  }

  private policyFor(agent: string): AgentPolicy {
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
 * Reads a robots.txt under a dialect (default `rfc9309`), bound to the URL it
 * came from: the file answers for URLs on that origin and says `undefined`
 * for others (see {@link CompileOptions.url}).
 *
 * @example
 * ```ts
 * const robots = compile(text, { url: 'https://example.com/robots.txt' });
 * robots.isAllowed('https://example.com/a', 'FooBot'); // true or false
 * robots.isAllowed('https://example.net/a', 'FooBot'); // undefined
 * ```
 */
export function compile(input: string | Uint8Array | SyntaxDocument, options: BoundCompileOptions): RobotsTxt<boolean | undefined>;
/**
 * Reads a robots.txt under a dialect (default `rfc9309`).
 *
 * Accepts text, bytes (decoded as {@link parse} documents) or an already
 * parsed {@link SyntaxDocument}. Never throws on any input text; an unknown
 * `dialect` or a `url` that is not an absolute URL with a host is a
 * programming error and throws a `TypeError`.
 *
 * @example
 * ```ts
 * const robots = compile(text, { dialect: '1994' });
 * robots.isAllowed('/cyberworld/map/index.html', 'cybermapper/1.0'); // true
 * ```
 */
export function compile(input: string | Uint8Array | SyntaxDocument, options?: UnboundCompileOptions): RobotsTxt;
/**
 * Reads a robots.txt under options that may or may not hold a `url`: the
 * answers are typed `boolean | undefined`, since the file may be bound.
 *
 * @example
 * ```ts
 * const options: CompileOptions = process.env.ROBOTS_URL ? { url: process.env.ROBOTS_URL } : {};
 * compile(text, options).isAllowed('/a', 'FooBot'); // boolean | undefined
 * ```
 */
export function compile(input: string | Uint8Array | SyntaxDocument, options?: CompileOptions): RobotsTxt<boolean | undefined>;
export function compile(input: string | Uint8Array | SyntaxDocument, options: CompileOptions = {}): RobotsTxt<boolean | undefined> {
  const isDocument = isInstance(input, SyntaxDocument);
  if (typeof input !== 'string' && !isBytes(input) && !isDocument) {
    throw new TypeError(`compile: input must be a string, a Uint8Array or a SyntaxDocument, not ${describeValue(input)}.`);
  }
  const document = isDocument ? input : parse(input);
  keptAlive ??= keepShapesAlive();
  return new RobotsTxt<boolean | undefined>(document, options);
}

/** See {@link keepShapesAlive}. */
let keptAlive: readonly object[] | undefined;

/**
 * A small compiled file under each dialect, asked one question, kept for as
 * long as the module is loaded (made on the first compile call: about a
 * millisecond). V8 throws optimised code away when a hidden class it was
 * compiled for dies in a full garbage collection ("weak objects"): in a
 * process where no compiled file is alive at a full collection (one-shot
 * checks, a crawler between sites, the bench between passes), compile and
 * isAllowed went back to the interpreter each time, and V8's compiler threads
 * spent up to 40 % of the CPU making the same code again. See
 * docs/performance.md (issue 11, row 7).
 */
function keepShapesAlive(): readonly object[] {
  // Set before the calls below: they go through compile(), whose `keptAlive ??=` must not come back here.
  keptAlive = [];
  const text = 'User-agent: FooBot\nDisallow: /a\nAllow: /a/b\n';
  return DIALECTS.map((dialect) => {
    const robots = compile(text, { dialect, url: 'https://example.com/robots.txt' });
    robots.isAllowed('https://example.com/a/', 'FooBot/1.0');
    return robots;
  });
}
