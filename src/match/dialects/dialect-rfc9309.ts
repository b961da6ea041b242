/**
 * RFC 9309 (dialects.md §3): merged groups, `*` and `$` patterns, longest
 * match with Allow winning ties, percent-encoding normalised on both sides,
 * /robots.txt always allowed.
 *
 * @module
 */
import { normalizeRfc9309 } from '../percent.ts';
import { allowedWithoutMatch, isRobotsTxtPath, nonEmptyMatches, type DialectMatcher } from './dialect.ts';
import { longestMatchPolicy, mostSpecificMatch, verdictOf } from './longest-match.ts';

export const matcherRfc9309: DialectMatcher = {
  preparePath: (localPath) => normalizeRfc9309(localPath, 'path'),
  policy: (model, token) => longestMatchPolicy(model, token, false),
  decide(policy, path, options) {
    if (isRobotsTxtPath(path)) return { allowed: true, reasonCode: 'robots-txt-always-allowed' };
    return verdictOf(mostSpecificMatch(policy, path, options.specificity)) ?? allowedWithoutMatch(policy);
  },
  matchingRules: nonEmptyMatches,
};
