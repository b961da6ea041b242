/**
 * The 1994 standard (docs/spec/dialects.md §1): Disallow only, literal case-sensitive
 * prefix, any matching Disallow disallows, no exemption for /robots.txt.
 *
 * @module
 */
import { firstMatchInFileOrder, nonEmptyMatches, scratchSpan, type DialectMatcher } from './dialect.ts';
import { substringRecordPolicy } from './substring-records.ts';
import { fetchedLocalPath, fetchedPathSpan } from '../url.ts';

export const matcher1994: DialectMatcher = {
  // The path the URL parser would fetch (dot segments removed), compared literally.
  pathOf: fetchedLocalPath,

  policy: substringRecordPolicy,

  decide(policy, path) {
    // Order does not matter: any matching non-empty Disallow disallows (§1.7). Report the first.
    const rule = firstMatchInFileOrder(policy, path);
    return rule ? { allowed: false, reasonCode: 'rule-matched', rule } : policy.noMatch;
  },

  // Any match disallows; the index's best match is merely one that exists.
  isAllowed(index, url) {
    const { text, start, end } = fetchedPathSpan(url, scratchSpan);
    return index.best(text, start, end) === undefined;
  },

  matchingRules: nonEmptyMatches,
};
