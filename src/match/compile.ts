/**
 * `compile`: a robots.txt, read under one dialect, ready to answer "may this
 * robot fetch this URL?" and to say why.
 *
 * @module
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildModel } from '../model/build.ts';
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
import { explainVerdict } from './explain.ts';
import { DIALECTS, type CompileOptions, type Dialect, type Explanation } from './types.ts';

const MATCHERS: Record<Dialect, DialectMatcher> = {
  '1994': matcher1994,
  'draft-1996': matcherDraft1996,
  rfc9309: matcherRfc9309,
  google: matcherGoogle,
  'revisited-1996': matcherRevisited1996,
};

/** How many robots' policies a compiled file remembers (a crawler asks for a handful of agents). */
const POLICY_CACHE_SIZE = 64;

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
 * @example
 * ```ts
 * const robots = compile('User-agent: *\nDisallow: /private/\n');
 * robots.isAllowed('https://example.com/private/x', 'FooBot/1.0'); // false
 * robots.explain('/private/x', 'FooBot').reason;
 * // 'Disallowed by line 2 "Disallow: /private/" ...'
 * ```
 */
export class RobotsTxt {
  /** The dialect the file is read under. */
  readonly dialect: Dialect;
  /** The lossless syntax tree the rules came from. */
  readonly document: SyntaxDocument;
  /** Records or groups, rules and extension fields, as the dialect reads them. */
  readonly model: RobotsModel;
  private readonly matcher: DialectMatcher;
  private readonly options: MatcherOptions;
  /** google, or `agentToken: 'as-given'`: the agent is compared as the caller gave it, not by its product. */
  private readonly agentAsGiven: boolean;
  /**
   * The policy of each agent string asked about, so a repeated question skips deriving the token and
   * selecting groups. (The compiled rule sets behind policies are shared per set of groups; see policyOf.)
   */
  private readonly policies = new Map<string, AgentPolicy>();
  /** The compiled rule sets behind the policies, shared by every agent that lands on the same groups. */
  private readonly ruleSets = new PolicyCache();
  /** The agent asked about last and its policy: a crawler asks about one robot many times in a row. */
  private lastAgent: string | undefined = undefined;
  private lastPolicy: AgentPolicy | undefined = undefined;

  /** Prefer {@link compile}. Throws a `TypeError` only for an unknown dialect (a programming error). */
  constructor(document: SyntaxDocument, options: CompileOptions = {}) {
    this.dialect = options.dialect ?? 'rfc9309';
    this.document = document;
    const matcher = MATCHERS[this.dialect] as DialectMatcher | undefined;
    if (!matcher) throw new TypeError(`Unknown dialect "${String(this.dialect)}": use one of ${DIALECTS.join(', ')}.`);
    this.matcher = matcher;
    this.options = { agentMatch: options.agentMatch ?? 'token-in-value', specificity: options.specificity ?? 'pattern-length' };
    this.agentAsGiven = options.agentToken === 'as-given' || this.dialect === 'google';
    this.model = buildModel(document, this.dialect, options.parseLimit !== undefined ? { parseLimit: options.parseLimit } : {});
  }

  /** Syntax and model diagnostics together, in source order. */
  get diagnostics(): readonly Diagnostic[] {
    return [...this.document.diagnostics, ...this.model.diagnostics].sort((a, b) => a.range.start.offset - b.range.start.offset);
  }

  /**
   * Whether `agent` may fetch `url`.
   *
   * @param url An absolute URL or a path with optional query (`/a?b`).
   * @param agent A full User-Agent header or a bare robot name.
   */
  isAllowed(url: string, agent: string): boolean {
    // `String()` only for callers without types that pass something else: a string goes straight through.
    const policy = this.policyFor(typeof agent === 'string' ? agent : String(agent));
    // No rule with a pattern (no group applies, or only empty `Disallow:` lines): every dialect allows
    // every URL, so the URL need not even be read (one call in seven in the bench).
    if (policy.index.size === 0) return true;
    return this.matcher.isAllowed(policy, typeof url === 'string' ? url : String(url), this.options);
  }

  /** The verdict with its reasoning: the deciding record and rule, or why nothing applied. */
  explain(url: string, agent: string): Explanation {
    const urlText = String(url);
    const agentText = String(agent);
    const token = this.tokenOf(agentText);
    const path = this.matcher.pathOf(urlText);
    const policy = this.policyFor(agentText);
    const verdict = this.matcher.decide(policy, path, this.options);
    const matched = this.matcher.matchingRules(policy, path);
    return explainVerdict({ dialect: this.dialect, url: urlText, agent: agentText, token, path, policy, verdict, matched });
  }

  /** The records or groups that apply to `agent` (merged groups: all of them), in file order. */
  groupsFor(agent: string): readonly Group[] {
    return this.policyFor(String(agent)).groups;
  }

  /** The rules that apply to `agent`, in file order. */
  rulesFor(agent: string): readonly Rule[] {
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
    for (const field of this.extensionsFor(agent, 'crawl-delay')) {
      const seconds = Number(field.value);
      if (field.value !== '' && Number.isFinite(seconds) && seconds >= 0) return seconds;
    }
    return undefined;
  }

  /** The `Request-rate` (`n/t` with `s`, `m` or `h`) of the groups that apply to `agent`, if valid. */
  requestRate(agent: string): RequestRate | undefined {
    for (const field of this.extensionsFor(agent, 'request-rate')) {
      const match = /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*([smh]?)\b/i.exec(field.value);
      if (!match) continue;
      const unit = (match[3] ?? '').toLowerCase();
      const scale = unit === 'h' ? 3600 : unit === 'm' ? 60 : 1;
      return { requests: Number(match[1]), seconds: Number(match[2]) * scale };
    }
    return undefined;
  }

  private extensionsFor(agent: string, key: string): Field[] {
    return this.groupsFor(agent).flatMap((group) => group.extensions.filter((field) => field.key === key));
  }

  /** What the agent is compared by: its product token, or the string as given (docs/spec/dialects.md §0.2, A-9). */
  private tokenOf(agent: string): string {
    return this.agentAsGiven ? agent : robotNameToken(agent);
  }

  private policyFor(agent: string): AgentPolicy {
    if (agent === this.lastAgent && this.lastPolicy !== undefined) return this.lastPolicy;
    let policy = this.policies.get(agent);
    if (!policy) {
      policy = this.matcher.policy(this.model, this.tokenOf(agent), this.options, this.ruleSets);
      if (this.policies.size >= POLICY_CACHE_SIZE) this.policies.clear();
      this.policies.set(agent, policy);
    }
    this.lastAgent = agent;
    this.lastPolicy = policy;
    return policy;
  }
}

/**
 * Reads a robots.txt under a dialect (default `rfc9309`).
 *
 * Accepts text, bytes (decoded as {@link parse} documents) or an already
 * parsed {@link SyntaxDocument}. Never throws on any input text; an unknown
 * `dialect` is a programming error and throws a `TypeError`.
 *
 * @example
 * ```ts
 * const robots = compile(text, { dialect: '1994' });
 * robots.isAllowed('/cyberworld/map/index.html', 'cybermapper/1.0'); // true
 * ```
 */
export function compile(input: string | Uint8Array | SyntaxDocument, options: CompileOptions = {}): RobotsTxt {
  const document = input instanceof SyntaxDocument ? input : parse(input);
  return new RobotsTxt(document, options);
}
