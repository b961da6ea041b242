/**
 * RFC 9309 (dialects.md §3): merged groups, `*` and `$` patterns, longest
 * match with Allow winning ties, percent-encoding normalised on both sides,
 * /robots.txt always allowed.
 *
 * @module
 */
import { normalizeRfc9309, RFC9309_KEEPS } from '../percent.ts';
import { localPath, plainPathReader } from '../url.ts';
import { allowedWithoutMatch, isRobotsTxtPath, nonEmptyMatches, type DialectMatcher } from './dialect.ts';
import { longestMatchPolicy, mostSpecificAllows, mostSpecificMatch, verdictOf } from './longest-match.ts';

/** Most URLs: `http(s)://host/path` with a path normalisation leaves as it is. */
const plainPath = plainPathReader(`[${RFC9309_KEEPS}]`);

export const matcherRfc9309: DialectMatcher = {
  preparePath: (path) => normalizeRfc9309(path, 'path'),
  pathOf: (url) => plainPath(url) ?? normalizeRfc9309(localPath(url), 'path'),
  policy: (model, token, _options, cache) => longestMatchPolicy(model, token, false, cache),
  decide(policy, path, options) {
    if (isRobotsTxtPath(path)) return { allowed: true, reasonCode: 'robots-txt-always-allowed' };
    return verdictOf(mostSpecificMatch(policy, path, options.specificity)) ?? allowedWithoutMatch(policy);
  },
  isAllowed: (policy, path, options) => isRobotsTxtPath(path) || mostSpecificAllows(policy, path, options.specificity),
  matchingRules: nonEmptyMatches,
};
