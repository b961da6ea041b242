/**
 * `compile`: a robots.txt, read under one dialect, ready to answer "may this
 * robot fetch this URL?" and to say why.
 *
 * @module
 */
import { notAString, urlArgument } from '../diagnostics/describe.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildModel } from '../model/build.ts';
import type { FullModelBuilder } from '../model/compact.ts';
import type { Field, Group, RobotsModel, Rule } from '../model/types.ts';
import type { SyntaxDocument } from '../syntax/tree.ts';
import { explainOtherOrigin, explainVerdict } from './explain.ts';
import { documentOf, RobotsMatcher } from './matcher.ts';
import type { OriginBinding } from './origin.ts';
import { evaluateUsage, type UsagePreferences } from './usage.ts';
import type { AllowedAnswer, BoundCompileOptions, CompileOptions, Explanation, UnboundCompileOptions } from './types.ts';

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
export class RobotsTxt<A extends AllowedAnswer = boolean> extends RobotsMatcher<A> {
  /**
   * Prefer {@link compile}. Throws a `TypeError` only for an unknown dialect or
   * a `url` that is not an absolute URL with a host (programming errors). To
   * bind with `new`, say so in the type: `new RobotsTxt<boolean | undefined>(document, { url })`.
   */
  // Declared for its TSDoc and its parameter types: the base class does the work.
  constructor(document: SyntaxDocument, options?: [A] extends [boolean] ? UnboundCompileOptions : CompileOptions) {
    super(document, options);
  }

  /**
   * The full model behind {@link model} and the rules this file reports: {@link buildModel}'s.
   *
   * @internal
   */
  protected override fullModelBuilder(): FullModelBuilder {
    return buildModel;
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
  matchingLine(url: string | URL, agent: string): number | undefined {
    const given = urlArgument('matchingLine', url);
    if (typeof agent !== 'string') throw notAString('matchingLine', 'agent', agent);
    const urlText = this.readableUrl(given);
    if (urlText === undefined) return undefined;
    const verdict = this.matcher.decide(this.policyFor(agent), this.matcher.pathOf(urlText), this.options);
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
  explain(url: string | URL, agent: string): Explanation<A> {
    const urlText = urlArgument('explain', url);
    if (typeof agent !== 'string') throw notAString('explain', 'agent', agent);
    const agentText = agent;
    const token = this.tokenOf(agentText);
    const readable = this.readableUrl(urlText);
    if (readable === undefined) {
      const binding = this.binding as OriginBinding;
      const path = this.matcher.pathOf(urlText);
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
    const path = this.matcher.pathOf(readable);
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
  usagePreferences(url: string | URL, agent: string): UsagePreferences {
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

  private extensionsFor(agent: string, key: string): Field[] {
    return this.groupsFor(agent).flatMap((group) => group.extensions.filter((field) => field.key === key));
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
  const document = documentOf(input);
  return new RobotsTxt<boolean | undefined>(document, options);
}
