/**
 * `fetchRobotsTxt`: fetch a site's robots.txt and read it the way a dialect
 * says, ready to ask `isAllowed`.
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import type { ValueDiagnostic, FetchDiagnosticCode, SpecReference } from '../diagnostics/diagnostic.ts';
import { compile, type RobotsTxt } from '../match/compile.ts';
import { DEFAULT_PARSE_LIMIT, DIALECTS, type Dialect } from '../model/dialect.ts';
import { firstInvalidUtf8, markedUtf16 } from '../syntax/encoding.ts';
import { describeValue } from '../diagnostics/describe.ts';
import { checkOptionsObject, integerOption } from './options.ts';
import { interpretFailure, interpretStatus, type FetchOutcome, type Interpretation } from './policy.ts';
import { checkRetrieveOptions, retrieveRobotsTxt, robotsTxtUrl, type RetrieveOptions, type RobotsTxtResponse } from './retrieve.ts';

/** Options of {@link fetchRobotsTxt}. */
export interface FetchRobotsTxtOptions extends RetrieveOptions {
  /** The dialect whose fetch and parse rules apply; default `rfc9309`. */
  readonly dialect?: Dialect;
}

/** A fetched robots.txt, what the fetch meant, and the compiled file to ask. */
export interface FetchRobotsTxtResult {
  /**
   * The file to ask, bound to the robots.txt URL requested (`url`): it answers
   * for URLs on that origin (scheme, host and port, RFC 9309 §2.3; a path such
   * as `/a?b` is read on it) and says `undefined` for a URL of another origin,
   * as robots-parser does, whose own robots.txt decides. After redirects the
   * rules still speak for the origin first requested (§2.3.1.2), not the
   * redirect target. For `rules` it is the body as received; for `allow-all`
   * an empty file; for `disallow-all` the file `User-agent: *` / `Disallow: /`.
   * Either way `robots.isAllowed(url, agent)` gives the right verdict.
   */
  readonly robots: RobotsTxt<boolean | undefined>;
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
  /** Bytes of the body that were read and parsed (at most `maxBytes`), after any content decoding. */
  readonly bytes: number;
  /** True when the body was longer than `maxBytes`; only its head was read. */
  readonly truncated: boolean;
  /** The `Content-Type` of the final response, if any. */
  readonly contentType: string | undefined;
  /** The body's length as the server declared it, in the bytes `bytes` counts (absent for a content-encoded body: see `encodedLength`). */
  readonly contentLength: number | undefined;
  /** The `Content-Encoding` of the final response (`gzip`, `br`…), when it was not `identity`. */
  readonly contentEncoding: string | undefined;
  /** The `Content-Length` of a content-encoded body: the bytes on the wire, before decoding. */
  readonly encodedLength: number | undefined;
  /** Set when the retrieval ended without an HTTP answer. */
  readonly failure?: RobotsTxtResponse['failure'];
  /**
   * Things worth knowing that do not change the outcome, as coded findings:
   * an odd content type, an HTML body, a truncated body, a body that is not
   * UTF-8 (UTF-16 with or without a byte-order mark, or invalid UTF-8 read as
   * Latin-1). See {@link FetchDiagnosticCode}.
   */
  readonly warnings: readonly ValueDiagnostic[];
}

/**
 * Fetches `/robots.txt` for the site of `url` and reads it under a dialect:
 * up to 5 redirects (301, 302, 303, 307, 308) are followed, only the first `maxBytes` (500 KiB) of the
 * body are read, and the status decides what the file means (RFC 9309 §2.3:
 * 4xx allows everything, 5xx and network errors disallow everything; the 1996
 * draft: 401/403 disallow everything; 1994: any failure means no rules).
 *
 * Never rejects for network or HTTP trouble: those are outcomes. The time
 * limit holds whatever the `fetch` does with its AbortSignal. Rejects
 * - with a `TypeError` for a URL that is not an absolute http(s) URL, for a
 *   `url` that is neither a string nor a `URL` (`null`, numbers and other
 *   objects are not converted: their `toString` is never called), and for
 *   options of the wrong type or an unknown dialect;
 * - with a `RangeError` naming the option for a number out of range:
 *   `timeoutMs` must be a whole number from 1 to 2³¹ − 1, `maxBytes` one
 *   ≥ 1, `maxRedirects` one ≥ 0 (`NaN` and `Infinity` are refused);
 * - with the signal's reason when `options.signal` aborts.
 *
 * @example
 * ```ts
 * const result = await fetchRobotsTxt(new URL('https://example.com/some/page'), { agent: 'ExampleBot/1.0' });
 * result.outcome;                                          // 'rules' | 'allow-all' | 'disallow-all'
 * result.robots.isAllowed('https://example.com/private/', 'ExampleBot'); // true or false
 * result.robots.isAllowed('/private/', 'ExampleBot');                    // the same: a path is on the site
 * result.robots.isAllowed('https://example.org/private/', 'ExampleBot'); // undefined: another origin
 * ```
 */
export async function fetchRobotsTxt(url: string | URL, options: FetchRobotsTxtOptions = {}): Promise<FetchRobotsTxtResult> {
  robotsTxtUrl(url);
  checkOptionsObject(options, 'options');
  const dialect = checkDialect(options.dialect);
  const { maxBytes } = checkRetrieveOptions(options);
  const response = await retrieveRobotsTxt(url, options);
  return interpretRobotsTxtResponse(response, dialect, maxBytes);
}

/** The dialect option, `rfc9309` when left out; a `TypeError` for an unknown one (as `compile` does). */
export function checkDialect(dialect: unknown): Dialect {
  if (dialect === undefined) return 'rfc9309';
  if (typeof dialect === 'string' && (DIALECTS as readonly string[]).includes(dialect)) return dialect as Dialect;
  throw new TypeError(`Unknown dialect ${describeValue(dialect)}: use one of ${DIALECTS.join(', ')}.`);
}

/**
 * Reads one retrieval under a dialect. Use it with {@link retrieveRobotsTxt}
 * to fetch once and compare dialects. Throws a `TypeError` for an unknown
 * dialect and a `RangeError` for a `maxBytes` that is not a whole number ≥ 1.
 */
export function interpretRobotsTxtResponse(response: RobotsTxtResponse, dialect: Dialect, maxBytes: number = DEFAULT_PARSE_LIMIT): FetchRobotsTxtResult {
  checkDialect(dialect);
  integerOption(maxBytes, 'maxBytes', DEFAULT_PARSE_LIMIT, 1, Number.MAX_SAFE_INTEGER);
  const meaning: Interpretation = response.failure
    ? interpretFailure(response.failure, dialect)
    : interpretStatus(response.status ?? 0, response.statusText, dialect);
  // Never parse less than was read: the caller chose the limit. A body cut at the limit may end inside a line, which is not read.
  const options = { dialect, parseLimit: Math.max(maxBytes, response.body.length), truncated: response.truncated, url: response.url };
  const robots = meaning.outcome === 'rules' ? compile(response.body, options) : compile(meaning.outcome === 'disallow-all' ? DISALLOW_ALL : '', options);
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
    contentEncoding: response.contentEncoding,
    encodedLength: response.encodedLength,
    ...(response.failure ? { failure: response.failure } : {}),
    warnings: meaning.outcome === 'rules' ? bodyWarnings(response, robots) : [],
  };
}

/** The synthetic file that disallows everything under every dialect. */
const DISALLOW_ALL = 'User-agent: *\nDisallow: /\n';

/** The warnings about a body that was parsed, as coded findings. */
function bodyWarnings(response: RobotsTxtResponse, robots: RobotsTxt<boolean | undefined>): ValueDiagnostic[] {
  const warnings: ValueDiagnostic[] = [];
  const warn = (warning: { code: FetchDiagnosticCode; message: string; spec: SpecReference }): void => {
    warnings.push({ severity: 'warning', ...warning });
  };
  const type = response.contentType?.split(';')[0]?.trim().toLowerCase();
  if (type && type !== 'text/plain') {
    warn({
      code: 'unexpected-content-type',
      message: `The server sent Content-Type ${type}; robots.txt should be text/plain. The body was parsed anyway.`,
      spec: cite.rfc9309('2.3'),
    });
  }
  if (looksLikeHtml(response.body)) {
    warn({
      code: 'html-body',
      message: 'The body looks like an HTML page, not a robots.txt (often a "soft 404"); its lines are not directives, so few or no rules apply.',
      spec: cite.toolkit('html body'),
    });
  }
  if (response.truncated) {
    warn({
      code: 'body-truncated',
      message: `The body is longer than ${response.body.length.toLocaleString('en-US')} bytes; only that much was read and parsed (RFC 9309 §2.5)${endsInsideLine(robots.document.text) ? ', less the line the cut fell inside (it is not read)' : ''}.`,
      spec: cite.rfc9309('2.5'),
    });
  }
  const encoding = robots.document.encoding;
  // A dialect that reads bytes (google) keeps a UTF-16 body undecoded: the body says it is UTF-16, not the document.
  const utf16 = encoding === 'utf-16le' || encoding === 'utf-16be' ? encoding : markedUtf16(response.body);
  const unmarked = utf16 !== undefined ? undefined : unmarkedUtf16(response.body);
  if (unmarked) {
    warn({
      code: 'body-utf16-without-bom',
      message: `The body looks like ${unmarked.toUpperCase()} without a byte-order mark (every other byte is NUL), so it was read as ${encoding === 'latin1' ? 'Latin-1' : 'UTF-8'} and its lines are not directives: few or no rules apply. robots.txt must be UTF-8 (RFC 9309 §2.3).`,
      spec: cite.rfc9309('2.3'),
    });
  } else if (utf16 !== undefined) {
    warn({
      code: 'body-utf16',
      message:
        encoding === utf16
          ? `The body is ${utf16.toUpperCase()} (it starts with a byte-order mark); it was decoded as such and its rules apply, but robots.txt must be UTF-8 (RFC 9309 §2.3) and other crawlers may read no rules.`
          : `The body is ${utf16.toUpperCase()} (it starts with a byte-order mark); under ${robots.dialect} it was read byte for byte, as Google reads it, and every other byte is a NUL, which ends a line: few or no rules apply. robots.txt must be UTF-8 (RFC 9309 §2.3).`,
      spec: cite.rfc9309('2.3'),
    });
  } else if (encoding === 'latin1') {
    warn({
      code: 'body-not-utf8',
      message: `The body is not valid UTF-8 (the first bad byte is at offset ${firstInvalidUtf8(response.body).toLocaleString('en-US')}), so it was read as Latin-1 to keep every byte; robots.txt must be UTF-8 (RFC 9309 §2.3), and paths with other characters may not match as the site meant.`,
      spec: cite.rfc9309('2.3'),
    });
  }
  return warnings;
}

/** Whether a text ends inside a line (not after a line end): cut there, that line is not read (see `truncated` in `compile`). */
function endsInsideLine(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return text.length > 0 && last !== 0x0a && last !== 0x0d;
}

/** How many leading bytes {@link unmarkedUtf16} looks at. */
const UTF16_SAMPLE_BYTES = 1024;

/**
 * `utf-16le` or `utf-16be` when the body looks like UTF-16 without a
 * byte-order mark: mostly-ASCII UTF-16 has a NUL in every other byte (the odd
 * bytes for little-endian, the even ones for big-endian). Decoded as UTF-8,
 * such a body is a valid string of letters and NULs that holds no directive.
 * Counted over the first 1 KiB: at least 40 % of the pairs have a NUL on one
 * side and at most 5 % on the other, which text in any 8-bit encoding does not.
 */
function unmarkedUtf16(body: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const pairs = Math.floor(Math.min(body.length, UTF16_SAMPLE_BYTES) / 2);
  if (pairs < 2) return undefined;
  let evenNul = 0;
  let oddNul = 0;
  for (let pair = 0; pair < pairs; pair++) {
    if (body[2 * pair] === 0) evenNul++;
    if (body[2 * pair + 1] === 0) oddNul++;
  }
  const many = pairs * 0.4;
  const few = pairs * 0.05;
  if (oddNul >= many && evenNul <= few) return 'utf-16le';
  if (evenNul >= many && oddNul <= few) return 'utf-16be';
  return undefined;
}

function looksLikeHtml(body: Uint8Array): boolean {
  const start = new TextDecoder().decode(body.subarray(0, 512)).trimStart().slice(0, 64).toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html') || start.startsWith('<head') || start.startsWith('<body');
}
