/**
 * `fetchRobotsTxt`: fetch a site's robots.txt and read it the way a dialect
 * says, ready to ask `isAllowed`.
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import type { FetchDiagnostic } from '../diagnostics/diagnostic.ts';
import { compile, type RobotsTxt } from '../match/compile.ts';
import { DEFAULT_PARSE_LIMIT, type Dialect } from '../model/dialect.ts';
import { interpretFailure, interpretStatus, type FetchOutcome, type Interpretation } from './policy.ts';
import { retrieveRobotsTxt, type RetrieveOptions, type RobotsTxtResponse } from './retrieve.ts';

/** Options of {@link fetchRobotsTxt}. */
export interface FetchRobotsTxtOptions extends RetrieveOptions {
  /** The dialect whose fetch and parse rules apply; default `rfc9309`. */
  readonly dialect?: Dialect;
}

/** A fetched robots.txt, what the fetch meant, and the compiled file to ask. */
export interface FetchRobotsTxtResult {
  /**
   * The file to ask. For `rules` it is the body as received; for `allow-all`
   * an empty file; for `disallow-all` the file `User-agent: *` / `Disallow: /`.
   * Either way `robots.isAllowed(url, agent)` gives the right verdict.
   */
  readonly robots: RobotsTxt;
  /** What the fetch means: obey the rules, allow everything, or disallow everything. */
  readonly outcome: FetchOutcome;
  /** One sentence: what happened and what it means under the dialect. */
  readonly reason: string;
  /** The dialect whose fetch rules were applied. */
  readonly dialect: Dialect;
  /** The robots.txt URL requested. */
  readonly url: string;
  /** The final HTTP status, or `undefined` after a network error, timeout or bad redirect. */
  readonly status: number | undefined;
  /** The final status's reason phrase (`''` when none). */
  readonly statusText: string;
  /** The URL of the last request made (after redirects). */
  readonly finalUrl: string;
  /** Every redirect target followed, in order. */
  readonly redirects: readonly string[];
  /** Bytes of the body that were read and parsed (at most `maxBytes`). */
  readonly bytes: number;
  /** True when the body was longer than `maxBytes`; only its head was read. */
  readonly truncated: boolean;
  /** The `Content-Type` of the final response, if any. */
  readonly contentType: string | undefined;
  /** The `Content-Length` of the final response, when the server sent a valid one. */
  readonly contentLength: number | undefined;
  /** Set when the retrieval ended without an HTTP answer. */
  readonly failure?: RobotsTxtResponse['failure'];
  /**
   * Things worth knowing that do not change the outcome, as coded findings:
   * `unexpected-content-type`, `html-body`, `body-truncated` (see {@link FetchDiagnosticCode}).
   */
  readonly warnings: readonly FetchDiagnostic[];
}

/**
 * Fetches `/robots.txt` for the site of `url` and reads it under a dialect:
 * up to 5 redirects are followed, only the first `maxBytes` (500 KiB) of the
 * body are read, and the status decides what the file means (RFC 9309 §2.3:
 * 4xx allows everything, 5xx and network errors disallow everything; the 1996
 * draft: 401/403 disallow everything; 1994: any failure means no rules).
 *
 * Never rejects for network or HTTP trouble: those are outcomes. Rejects
 * with a `TypeError` for a URL that is not absolute http(s), and with the
 * signal's reason when `options.signal` aborts.
 *
 * @example
 * ```ts
 * const result = await fetchRobotsTxt('https://example.com/', { agent: 'ExampleBot/1.0' });
 * result.outcome;                                          // 'rules' | 'allow-all' | 'disallow-all'
 * result.robots.isAllowed('https://example.com/private/', 'ExampleBot');
 * ```
 */
export async function fetchRobotsTxt(url: string | URL, options: FetchRobotsTxtOptions = {}): Promise<FetchRobotsTxtResult> {
  const response = await retrieveRobotsTxt(url, options);
  return interpretRobotsTxtResponse(response, options.dialect ?? 'rfc9309', options.maxBytes ?? DEFAULT_PARSE_LIMIT);
}

/**
 * Reads one retrieval under a dialect. Use it with {@link retrieveRobotsTxt}
 * to fetch once and compare dialects.
 */
export function interpretRobotsTxtResponse(response: RobotsTxtResponse, dialect: Dialect, maxBytes: number = DEFAULT_PARSE_LIMIT): FetchRobotsTxtResult {
  const meaning: Interpretation = response.failure
    ? interpretFailure(response.failure, dialect)
    : interpretStatus(response.status ?? 0, response.statusText, dialect);
  // Never parse less than was read: the caller chose the limit.
  const options = { dialect, parseLimit: Math.max(maxBytes, response.body.length) };
  const robots =
    meaning.outcome === 'rules'
      ? compile(response.body, options)
      : compile(meaning.outcome === 'disallow-all' ? DISALLOW_ALL : '', options);
  return {
    robots,
    outcome: meaning.outcome,
    reason: meaning.reason,
    dialect,
    url: response.url,
    status: response.status,
    statusText: response.statusText,
    finalUrl: response.finalUrl,
    redirects: response.redirects,
    bytes: response.body.length,
    truncated: response.truncated,
    contentType: response.contentType,
    contentLength: response.contentLength,
    ...(response.failure ? { failure: response.failure } : {}),
    warnings: meaning.outcome === 'rules' ? bodyWarnings(response) : [],
  };
}

/** The synthetic file that disallows everything under every dialect. */
const DISALLOW_ALL = 'User-agent: *\nDisallow: /\n';

/** What the response says about the body as a whole (its type, its look, its length), as coded findings. */
function bodyWarnings(response: RobotsTxtResponse): FetchDiagnostic[] {
  const warnings: FetchDiagnostic[] = [];
  const type = response.contentType?.split(';')[0]?.trim().toLowerCase();
  if (type && type !== 'text/plain') {
    warnings.push({
      code: 'unexpected-content-type',
      severity: 'warning',
      message: `The server sent Content-Type ${type}; robots.txt should be text/plain. The body was parsed anyway.`,
      spec: cite.rfc9309('2.3'),
    });
  }
  if (looksLikeHtml(response.body)) {
    warnings.push({
      code: 'html-body',
      severity: 'warning',
      message: 'The body looks like an HTML page, not a robots.txt (often a "soft 404"); its lines are not directives, so few or no rules apply.',
      spec: cite.toolkit('html body'),
    });
  }
  if (response.truncated) {
    warnings.push({
      code: 'body-truncated',
      severity: 'warning',
      message: `The body is longer than ${response.body.length.toLocaleString('en-US')} bytes; only that much was read and parsed (RFC 9309 §2.5).`,
      spec: cite.rfc9309('2.5'),
    });
  }
  return warnings;
}

function looksLikeHtml(body: Uint8Array): boolean {
  const start = new TextDecoder().decode(body.subarray(0, 512)).trimStart().slice(0, 64).toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html') || start.startsWith('<head') || start.startsWith('<body');
}
