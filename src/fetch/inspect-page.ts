/**
 * `inspectPage`: one verdict per page for one crawler. robots.txt first
 * (through a {@link RobotsTxtCache}); only if it allows the fetch, the page
 * itself (size and time capped, redirects bounded, as robots.txt retrieval
 * is); then its robots meta tags, `X-Robots-Tag`, `Content-Usage` and
 * `Content-Signal` headers, each answer with its source.
 *
 * Every request is a fetch robots.txt must allow: the page, and each redirect
 * target before it is requested, against the robots.txt of the target's own
 * origin. A redirect into a disallowed URL is not followed, and the verdict is
 * that URL's.
 *
 * The interplay (docs/meta.md): a page robots.txt disallows is never
 * fetched, so its `noindex` is never seen: `index` and `follow` are then
 * `undefined` (search engines may still list the bare URL), and it carries no
 * AI usage preferences (AIPREF attach-05 §3.1).
 *
 * @module
 */
import type { RobotsTxt } from '../match/compile.ts';
import type { Dialect } from '../model/dialect.ts';
import type { UsagePreferences } from '../match/usage.ts';
import { headerValues, pageDirectives, type MetaRules, type PageDirectives } from '../meta/page.ts';
import {
  combineUsage,
  parseContentSignal,
  parseContentUsageHeader,
  type ContentSignalStatement,
  type UsageStatement,
  type UsageValue,
} from '../model/usage.ts';
import { RobotsTxtCache, type CachedRobotsTxtResult } from './cache.ts';
import { describeValue } from '../diagnostics/describe.ts';
import { checkOptionsObject, integerOption } from './options.ts';
import type { RetrievalFailure } from './policy.ts';
import { checkRetrieveOptions, DEFAULT_MAX_REDIRECTS, DEFAULT_TIMEOUT_MS, retrieveResource } from './retrieve.ts';

/** Bytes of a page read by default: 2 MiB (meta tags are read from the first {@link DEFAULT_META_SCAN_LIMIT} characters). */
export const DEFAULT_PAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Options of {@link inspectPage}. */
export interface InspectPageOptions {
  /** The crawler: its User-Agent header (sent with every request) or product token. */
  readonly agent: string;
  /** The `fetch` to use; default the global one. */
  readonly fetch?: typeof fetch;
  /** Where robots.txt files come from; default a new cache with the same `fetch` and agent. */
  readonly cache?: RobotsTxtCache;
  /** Time limit for the page fetch (every hop and the body), in ms; default 10,000. */
  readonly timeoutMs?: number;
  /** Bytes of the page to read; default {@link DEFAULT_PAGE_MAX_BYTES}. */
  readonly maxBytes?: number;
  /** Redirects to follow for the page; default 5. */
  readonly maxRedirects?: number;
  /** The dialect robots.txt is read under (when no `cache` is given); default `rfc9309`. */
  readonly dialect?: Dialect;
  /** Rules for meta tags: `modern` (default) or `seed`. */
  readonly rules?: MetaRules;
  /** Aborts the inspection. */
  readonly signal?: AbortSignal;
}

/** The robots.txt line that decided the fetch. */
export interface DecidingLine {
  /** Its 1-based number. */
  readonly number: number;
  /** Its text. */
  readonly text: string;
}

/** What robots.txt says about fetching one URL. */
export interface UrlVerdict {
  /** The URL asked about. */
  readonly url: string;
  /** Whether the crawler may fetch it. */
  readonly allowed: boolean;
  /** The robots.txt URL (of the URL's own origin). */
  readonly robotsTxtUrl: string;
  /** What the robots.txt fetch meant: obey its rules, or allow or disallow everything (its status). */
  readonly outcome: CachedRobotsTxtResult['outcome'];
  /** The deciding robots.txt line, when a rule decided. */
  readonly line?: DecidingLine;
  /** Why, in one sentence. */
  readonly reason: string;
}

/**
 * What robots.txt says about fetching the page: the verdict on the last URL
 * checked (the page, or where its redirects led), and every URL checked.
 */
export interface FetchVerdict extends UrlVerdict {
  /**
   * Every URL checked against robots.txt before it was requested, in order:
   * the page, then each redirect target. Only the last may be disallowed: a
   * disallowed URL is never requested, so a redirect chain stops there.
   */
  readonly hops: readonly UrlVerdict[];
  /** When a redirect led to a URL robots.txt disallows: the 1-based number of that redirect in the chain. */
  readonly refusedRedirect?: number;
}

/** The page's response, when it was fetched. */
export interface PageResponse {
  /** The final HTTP status, or `undefined` (see `failure`). */
  readonly status: number | undefined;
  /** The URL of the last request made. */
  readonly finalUrl: string;
  /** Every redirect target followed. */
  readonly redirects: readonly string[];
  /** The `Content-Type`, if any. */
  readonly contentType: string | undefined;
  /** Bytes of the body read. */
  readonly bytes: number;
  /** Whether the body was longer than `maxBytes`. */
  readonly truncated: boolean;
  /** Set when the fetch ended without an HTTP answer (timeout, network, too many redirects, a redirect robots.txt disallows). */
  readonly failure?: RetrievalFailure;
}

/** AI usage preferences from robots.txt and the page's headers, kept per source and combined per vocabulary. */
export interface PageUsage {
  /** robots.txt's `Content-Usage` and `Content-Signal` for the page (for the URL its redirects led to; experimental AIPREF). */
  readonly robotsTxt: UsagePreferences;
  /** The page's `Content-Usage` header (several field lines are one statement), if it sent one. */
  readonly header: UsageStatement | undefined;
  /** robots.txt and header combined most-restrictively (vocab-07 §5.1); `null` when the page may not be fetched. */
  readonly categories: Readonly<Record<string, UsageValue>> | null;
  /** The page's `Content-Signal` header (Cloudflare's vocabulary), if it sent one. */
  readonly signalHeader: ContentSignalStatement | undefined;
}

/** What {@link inspectPage} found. */
export interface PageInspection {
  /** The page URL asked about. */
  readonly url: string;
  /** The crawler. */
  readonly agent: string;
  /** May the crawler fetch the page (and every URL its redirects lead to), and which robots.txt line said so. */
  readonly fetch: FetchVerdict;
  /** May the page be indexed: `undefined` when it was not fetched (robots.txt hides its meta tags) or the fetch failed. */
  readonly index: boolean | undefined;
  /** May its links be followed: `undefined` as for `index`. */
  readonly follow: boolean | undefined;
  /** The page's directives (limits, unavailable_after, the rest, each with its source), when it was fetched. */
  readonly directives: PageDirectives | undefined;
  /** The page's response, when it was fetched. */
  readonly page: PageResponse | undefined;
  /** AI usage preferences. */
  readonly usage: PageUsage;
  /** How the sources combine for this page, one sentence each. */
  readonly interplay: readonly string[];
}

/**
 * Inspects one page for one crawler.
 *
 * @example
 * ```ts
 * const verdict = await inspectPage('https://example.com/report.pdf', { agent: 'FooBot/1.0' });
 * verdict.fetch.allowed;   // true: robots.txt allows it
 * verdict.index;           // false: X-Robots-Tag: noindex
 * verdict.directives?.sources.index?.text; // 'X-Robots-Tag: noindex'
 * ```
 */
export async function inspectPage(url: string | URL, options: InspectPageOptions): Promise<PageInspection> {
  checkOptionsObject(options, 'options');
  if (typeof options?.agent !== 'string' || options.agent === '')
    throw new TypeError(`options.agent must be a non-empty string, not ${describeValue(options?.agent)}.`);
  const pageUrl = checkPageUrl(url);
  const agent = options.agent;
  const checked = checkRetrieveOptions({
    agent,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: integerOption(options.maxBytes, 'maxBytes', DEFAULT_PAGE_MAX_BYTES, 1, Number.MAX_SAFE_INTEGER),
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const cache = options.cache ?? new RobotsTxtCache({ agent, fetch: checked.fetch, ...(options.dialect ? { dialect: options.dialect } : {}) });
  const getOptions = options.signal ? { signal: options.signal } : {};
  const hops: UrlVerdict[] = [];
  /** Asks robots.txt (of the URL's own origin) about one URL, and keeps the answer as a hop. */
  const check = async (hopUrl: string): Promise<{ verdict: UrlVerdict; robots: RobotsTxt<boolean | undefined> }> => {
    const result = await cache.get(hopUrl, getOptions);
    const verdict = urlVerdict(hopUrl, agent, result);
    hops.push(verdict);
    return { verdict, robots: result.robots };
  };
  const first = await check(pageUrl);
  const interplay: string[] = [];

  if (!first.verdict.allowed) {
    interplay.push(
      'robots.txt disallows the fetch, so the page was not fetched: its meta tags and headers (a noindex among them) cannot be seen. ' +
        'A search engine may still index the bare URL from links; to keep it out of the index, allow the fetch and send noindex.',
    );
    interplay.push('A disallowed page carries no AI usage preferences (AIPREF attach-05 §3.1).');
    return {
      url: pageUrl,
      agent,
      fetch: { ...first.verdict, hops: [...hops] },
      index: undefined,
      follow: undefined,
      directives: undefined,
      page: undefined,
      usage: { robotsTxt: first.robots.usagePreferences(pageUrl, agent), header: undefined, categories: null, signalHeader: undefined },
      interplay,
    };
  }

  let last = first;
  // Each redirect target is a fetch of its own: robots.txt decides before it is requested.
  const checkRedirect = async (target: string): Promise<string | undefined> => {
    const hop = await check(target);
    last = hop;
    if (hop.verdict.allowed) return undefined;
    return `Redirect ${hops.length - 1} goes to ${target}, which robots.txt disallows (${hop.verdict.line ? `line ${hop.verdict.line.number} "${hop.verdict.line.text}" of ${hop.verdict.robotsTxtUrl}` : hop.verdict.reason}): it was not requested.`;
  };
  const { response, headers } = await retrieveResource(pageUrl, checked, 'text/html, application/xhtml+xml, */*;q=0.8', checkRedirect);
  const refused = response.failure?.kind === 'redirect-refused' && !last.verdict.allowed;
  // A copy: a robots.txt fetch still running when time ran out must not add to the answer later.
  const fetchVerdict: FetchVerdict = { ...last.verdict, hops: [...hops], ...(refused ? { refusedRedirect: hops.length - 1 } : {}) };
  const page: PageResponse = {
    status: response.status,
    finalUrl: response.finalUrl,
    redirects: response.redirects,
    contentType: response.contentType,
    bytes: response.body.length,
    truncated: response.truncated,
    ...(response.failure ? { failure: response.failure } : {}),
  };
  const finalUrl = last.verdict.url;
  const robotsUsage = last.robots.usagePreferences(finalUrl, agent);
  if (refused) {
    interplay.push(
      `The page redirects to ${finalUrl}, which robots.txt disallows, so that URL was not requested: the page's content, meta tags and headers cannot be seen.`,
    );
    interplay.push('A disallowed page carries no AI usage preferences (AIPREF attach-05 §3.1).');
    return {
      url: pageUrl,
      agent,
      fetch: fetchVerdict,
      index: undefined,
      follow: undefined,
      directives: undefined,
      page,
      usage: { robotsTxt: robotsUsage, header: undefined, categories: null, signalHeader: undefined },
      interplay,
    };
  }
  if (new URL(finalUrl).origin !== new URL(pageUrl).origin)
    interplay.push(`The page redirected to another origin (${new URL(finalUrl).origin}), whose own robots.txt allowed each request there.`);
  const isHtml = response.body.length > 0 && /html/i.test(response.contentType ?? 'text/html');
  const html = isHtml ? new TextDecoder('utf-8').decode(response.body) : undefined;
  const directives = response.failure
    ? undefined
    : pageDirectives({ ...(html !== undefined ? { html } : {}), ...(headers ? { headers } : {}), agent, rules: options.rules ?? 'modern' });
  if (response.failure) interplay.push(`The page fetch failed (${response.failure.message}), so its directives are unknown.`);
  else if (response.status !== undefined && (response.status < 200 || response.status > 299))
    interplay.push(`The page answered HTTP ${response.status}, so there is no page to read: only its X-Robots-Tag headers can carry directives.`);
  else if (!isHtml) interplay.push(`The page is not HTML (${response.contentType ?? 'no Content-Type'}): only its X-Robots-Tag headers can carry directives.`);
  if (response.truncated) interplay.push(`Only the first ${response.body.length} bytes of the page were read.`);

  const usageLines = headers ? headerValues(headers, 'content-usage') : [];
  const header = usageLines.length > 0 ? parseContentUsageHeader(usageLines) : undefined;
  const signalLines = headers ? headerValues(headers, 'content-signal') : [];
  const signalHeader = signalLines.length > 0 ? parseContentSignal(signalLines.join(', ')) : undefined;
  const categories = combineUsage([robotsUsage.categories ?? {}, ...(header ? [header.categories] : [])]);
  if (header) interplay.push('robots.txt and the Content-Usage header are separate statements: per category the most restrictive wins (AIPREF vocab-07 §5.1).');
  return {
    url: pageUrl,
    agent,
    fetch: fetchVerdict,
    index: directives?.index,
    follow: directives?.follow,
    directives,
    page,
    usage: { robotsTxt: robotsUsage, header, categories, signalHeader },
    interplay,
  };
}

/** robots.txt's verdict on one URL, from the cached robots.txt of its origin. */
function urlVerdict(url: string, agent: string, result: CachedRobotsTxtResult): UrlVerdict {
  const explanation = result.robots.explain(url, agent);
  return {
    url,
    allowed: explanation.allowed === true,
    robotsTxtUrl: result.url,
    outcome: result.outcome,
    ...(explanation.rule && result.outcome === 'rules' ? { line: { number: explanation.rule.line, text: explanation.rule.text } } : {}),
    reason: result.outcome === 'rules' ? explanation.reason : result.reason,
  };
}

function checkPageUrl(url: unknown): string {
  if (typeof url !== 'string' && !(url instanceof URL)) throw new TypeError(`The page URL must be a string or a URL object, not ${describeValue(url)}.`);
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    throw new TypeError(`Not an absolute URL: ${describeValue(url)}. Give one like https://example.com/page.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new TypeError(`Only http and https pages can be fetched, not ${parsed.href}.`);
  return parsed.href;
}
