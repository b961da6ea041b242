/**
 * RFC 9309 (dialects.md §3): merged groups, `*` and `$` patterns, longest
 * match with Allow winning ties, percent-encoding normalised on both sides,
 * /robots.txt always allowed.
 *
 * @module
 */
import { rfc9309PathOf } from '../percent.ts';
import { isRobotsTxtPath, nonEmptyMatches, type DialectMatcher } from './dialect.ts';
import { longestMatchPolicy, mostSpecificAllows, mostSpecificMatch, verdictOf } from './longest-match.ts';

export const matcherRfc9309: DialectMatcher = {
  pathOf: rfc9309PathOf,
  policy: (model, token, _options, cache) => longestMatchPolicy(model, token, false, cache),
  decide(policy, path, options) {
    if (isRobotsTxtPath(path)) return { allowed: true, reasonCode: 'robots-txt-always-allowed' };
    return verdictOf(mostSpecificMatch(policy, path, options.specificity)) ?? policy.noMatch;
  },
  isAllowed: (policy, path, options) => isRobotsTxtPath(path) || mostSpecificAllows(policy, path, options.specificity),
  matchingRules: nonEmptyMatches,
};
