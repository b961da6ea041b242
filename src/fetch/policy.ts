/**
 * What a fetch outcome means under each dialect: the status-code and failure
 * rules of docs/spec/dialects.md §1.9, §2.9 and §3.9 (and Google's documented
 * crawler behaviour for the `google` dialect).
 *
 * | outcome | `1994`, `revisited-1996` | `draft-1996` | `rfc9309` | `google` |
 * | --- | --- | --- | --- | --- |
 * | 2xx | rules | rules | rules | rules |
 * | 401, 403 | allow all | **disallow all** | allow all | allow all |
 * | 429 | allow all | allow all | allow all | **disallow all** |
 * | other 4xx | allow all | allow all | allow all | allow all |
 * | 5xx | allow all | disallow all | disallow all | disallow all |
 * | network error, timeout | allow all | disallow all | disallow all | disallow all |
 * | more than 5 redirects | allow all | allow all | allow all | allow all |
 * | a 3xx that is not followed (300, 304, …) | allow all | allow all | allow all | allow all |
 *
 * revisited-1996 has no status rules either (R-9): a robot that finds no record for itself ignores the file.
 *
 * This module is pure: no I/O.
 *
 * @module
 */
import type { Dialect } from '../match/types.ts';

/**
 * What a fetched robots.txt means for a crawler.
 *
 * - `rules`: the body was received; obey the rules in it.
 * - `allow-all`: there is no robots.txt to obey; every URL may be fetched.
 * - `disallow-all`: the crawler must not fetch anything from the site (for now).
 */
export type FetchOutcome = 'rules' | 'allow-all' | 'disallow-all';

/** Why a retrieval ended without an HTTP answer to interpret. */
export type RetrievalFailureKind =
  /** The time limit ran out (no answer, or the body was too slow). */
  | 'timeout'
  /** The connection failed (refused, reset, DNS, TLS, …). */
  | 'network'
  /** More redirects than the limit (5). */
  | 'too-many-redirects'
  /** A 3xx without a usable `Location` (missing, malformed, not http/https, or with a user name or password). */
  | 'bad-redirect'
  /** A redirect to a URL the caller may not request (`inspectPage`: robots.txt disallows it); it was not requested. */
  | 'redirect-refused';

/** A retrieval that did not end with an HTTP answer. */
export interface RetrievalFailure {
  /** What kind of failure. */
  readonly kind: RetrievalFailureKind;
  /** One sentence saying what went wrong. */
  readonly message: string;
}

/** An outcome and the sentence that justifies it. */
export interface Interpretation {
  /** What the fetch means for the crawler. */
  readonly outcome: FetchOutcome;
  /** One sentence: what happened and what it means under the dialect, citing the text. */
  readonly reason: string;
}

/** Reads an HTTP status (after redirects were followed) under a dialect. */
export function interpretStatus(status: number, statusText: string, dialect: Dialect): Interpretation {
  const what = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  if (status >= 200 && status <= 299) {
    return { outcome: 'rules', reason: `${what}: the file was received and its rules apply.` };
  }
  if (isUnfollowedRedirect(status)) return interpretUnfollowedRedirect(what, dialect);
  if (!isUnreachableStatus(status, dialect)) return interpretClientError(status, what, dialect);
  if (status === 429) return disallowAll(`${what}: Google treats 429 Too Many Requests like a server error: complete disallow.`);
  if (status >= 500 && status <= 599) return interpretUnreachable(what, dialect);
  // 1xx cannot reach us through fetch; anything else is not HTTP: treat it
  // like a server error.
  return interpretUnreachable(`${what} (not a valid final status)`, dialect);
}

/**
 * Whether a final status means the file is "unreachable" (RFC 9309 §2.3.1.4):
 * anything but 2xx, 3xx and 4xx, and under `google` also 429 (Google treats it
 * like a server error). A 4xx is "unavailable" (§2.3.1.3), and so is a 3xx that
 * was not followed (see {@link interpretStatus}).
 */
export function isUnreachableStatus(status: number, dialect: Dialect): boolean {
  if (status === 429) return dialect === 'google';
  return !((status >= 200 && status <= 299) || isUnfollowedRedirect(status) || (status >= 400 && status <= 499));
}

/**
 * A final 3xx: one that is not a redirect `fetch` follows (300 Multiple
 * Choices, 304 Not Modified to a request that was not conditional, 305, 306,
 * unassigned codes), since 301, 302, 303, 307 and 308 are followed before a
 * status is interpreted.
 */
function isUnfollowedRedirect(status: number): boolean {
  return status >= 300 && status <= 399;
}

/**
 * A 3xx that leads to no robots.txt. RFC 9309 §2.3.1.2 only speaks of
 * following redirects, and lets a crawler treat a chain that reaches no file
 * as "unavailable" (4xx handling); a 300 Multiple Choices names no single
 * target to follow, so it is the same case: no file was reached. The 1996
 * draft (§3.1) says to follow redirects "until a resource can be found"; none
 * was, and a missing file means no restrictions. Google treats redirect
 * failures like a 404. So every dialect allows everything, as for a redirect
 * chain that is too long or has no usable Location (see `interpretFailure`).
 */
function interpretUnfollowedRedirect(what: string, dialect: Dialect): Interpretation {
  switch (dialect) {
    case '1994':
      return allowAll(
        `${what}: a redirect that is not followed leads to no file; the 1994 standard has no status rules, and without a file there are no rules.`,
      );
    case 'revisited-1996':
      return allowAll(
        `${what}: a redirect that is not followed leads to no file; Robot Exclusion Standard Revisited has no status rules, and without a file there are no rules.`,
      );
    case 'draft-1996':
      return allowAll(`${what}: a redirect that is not followed leads to no file, and the 1996 draft (§3.1) says a missing file means no restrictions.`);
    case 'rfc9309':
    case 'google':
      return allowAll(
        `${what}: only 301, 302, 303, 307 and 308 are followed; this one leads to no file, which RFC 9309 §2.3.1.2 lets the crawler treat as unavailable: anything may be crawled.`,
      );
  }
}

/** Whether a retrieval failure means the file is "unreachable" (timeout, network error); a redirect failure is "unavailable". */
export function isUnreachableFailure(failure: RetrievalFailure): boolean {
  return failure.kind === 'timeout' || failure.kind === 'network';
}

function interpretClientError(status: number, what: string, dialect: Dialect): Interpretation {
  switch (dialect) {
    case '1994':
      return allowAll(`${what}: the 1994 standard has no status rules, and without a file there are no rules.`);
    case 'revisited-1996':
      return allowAll(`${what}: Robot Exclusion Standard Revisited has no status rules, and without a file there are no rules.`);
    case 'draft-1996':
      if (status === 401 || status === 403) {
        return disallowAll(`${what}: the 1996 draft (§3.1) says access restrictions mean the whole site is forbidden.`);
      }
      return allowAll(`${what}: the 1996 draft (§3.1) says a missing file means no restrictions.`);
    case 'rfc9309':
      return allowAll(`${what}: RFC 9309 §2.3.1.3 calls a 4xx "unavailable": the crawler may access anything.`);
    case 'google':
      return allowAll(`${what}: Google (like RFC 9309 §2.3.1.3) treats a 4xx as "no robots.txt": anything may be crawled.`);
  }
}

function interpretUnreachable(what: string, dialect: Dialect): Interpretation {
  switch (dialect) {
    case '1994':
      return allowAll(`${what}: the 1994 standard has no rule for failed fetches, and without a file there are no rules.`);
    case 'revisited-1996':
      return allowAll(`${what}: Robot Exclusion Standard Revisited has no rule for failed fetches, and without a file there are no rules.`);
    case 'draft-1996':
      return disallowAll(`${what}: the 1996 draft (§3.1) says to postpone visits until the file can be fetched: nothing may be fetched now.`);
    case 'rfc9309':
    case 'google':
      return disallowAll(`${what}: RFC 9309 §2.3.1.4 calls this "unreachable": the crawler must assume complete disallow.`);
  }
}

/** Reads a retrieval that ended without an HTTP answer under a dialect. */
export function interpretFailure(failure: RetrievalFailure, dialect: Dialect): Interpretation {
  const what = failure.message.replace(/\.$/, '');
  if (isUnreachableFailure(failure)) return interpretUnreachable(what, dialect);
  // Too many redirects, or a bad one.
  if (dialect === 'rfc9309' || dialect === 'google') {
    return allowAll(`${what}: RFC 9309 §2.3.1.2 lets the crawler treat the file as unavailable: anything may be crawled.`);
  }
  return allowAll(`${what}: no robots.txt was reached, and without a file there are no rules.`);
}

function allowAll(reason: string): Interpretation {
  return { outcome: 'allow-all', reason };
}

function disallowAll(reason: string): Interpretation {
  return { outcome: 'disallow-all', reason };
}
