/**
 * Google's open-source matcher (docs/spec/google.md): RFC 9309 groups and longest
 * match, with Google's pattern escaping, its `index.htm` rule, URLs matched
 * as given, and no exemption for /robots.txt. Line-level leniency (typos,
 * missing colons, long lines) lives in the model's directive reader.
 *
 * @module
 */
import { nonEmptyMatches, scratchSpan, type DialectMatcher } from './dialect.ts';
import { localPath, localPathSpan } from '../url.ts';
import { longestMatchPolicy, mostSpecificAllows, mostSpecificMatch, verdictOf } from './longest-match.ts';

export const matcherGoogle: DialectMatcher = {
  pathOf: localPath,
  policy: (model, token, _options, cache) => longestMatchPolicy(model, token, true, cache),
  decide(policy, path, options) {
    // Google: once a group names the robot, `*` groups are ignored even if no rule matches (docs/spec/google.md §3.3).
    return verdictOf(mostSpecificMatch(policy, path, options.specificity)) ?? policy.noMatch;
  },
  isAllowed: (index, url, options) => mostSpecificAllows(index, localPathSpan(url, scratchSpan), options.specificity),
  matchingRules: nonEmptyMatches,
};
