/**
 * RFC 9309 (docs/spec/dialects.md §3): merged groups, `*` and `$` patterns, longest
 * match with Allow winning ties, percent-encoding normalized on both sides,
 * /robots.txt always allowed.
 *
 * @module
 */
import { rfc9309PathOf, rfc9309PathSpan } from '../percent.ts';
import { isRobotsTxtPath, isRobotsTxtSpan, nonEmptyMatches, scratchSpan, type DialectMatcher } from './dialect.ts';
import { longestMatchPolicy, mostSpecificAllows, mostSpecificMatch, verdictOf } from './longest-match.ts';

export const matcherRfc9309: DialectMatcher = {
  pathOf: rfc9309PathOf,
  policy: (model, token, _options, cache) => longestMatchPolicy(model, token, false, cache),
  decide(policy, path, options) {
    if (isRobotsTxtPath(path)) return { allowed: true, reasonCode: 'robots-txt-always-allowed' };
    return verdictOf(mostSpecificMatch(policy, path, options.specificity)) ?? policy.noMatch;
  },
  isAllowed(index, url, options) {
    const span = rfc9309PathSpan(url, scratchSpan);
    return isRobotsTxtSpan(span) || mostSpecificAllows(index, span, options.specificity);
  },
  matchingRules: nonEmptyMatches,
};
