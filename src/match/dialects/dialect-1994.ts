/**
 * The 1994 standard (dialects.md §1): Disallow only, literal case-sensitive
 * prefix, any matching Disallow disallows, no exemption for /robots.txt.
 *
 * @module
 */
import { allowedWithoutMatch, firstMatchInFileOrder, nonEmptyMatches, policyOf, type DialectMatcher } from './dialect.ts';
import { selectRecord } from './substring-records.ts';

export const matcher1994: DialectMatcher = {
  preparePath: (localPath) => localPath,

  policy(model, token, options) {
    const record = selectRecord(model, token, options.agentMatch);
    return policyOf(record ? [record] : [], model, false);
  },

  decide(policy, path) {
    // Order does not matter: any matching non-empty Disallow disallows (§1.7). Report the first.
    const rule = firstMatchInFileOrder(policy, path);
    return rule ? { allowed: false, reasonCode: 'rule-matched', rule } : allowedWithoutMatch(policy);
  },

  matchingRules: nonEmptyMatches,
};
