/**
 * draft-koster-robots-00 (docs/spec/dialects.md §2): Allow and Disallow in file order,
 * the first match wins; `%XX` decoded on both sides except `%2F`;
 * /robots.txt is always allowed.
 *
 * @module
 */
import { draft1996PathOf } from '../percent.ts';
import { firstMatchInFileOrder, isRobotsTxtPath, nonEmptyMatches, type DialectMatcher } from './dialect.ts';
import { substringRecordPolicy } from './substring-records.ts';

export const matcherDraft1996: DialectMatcher = {
  pathOf: draft1996PathOf,

  policy: substringRecordPolicy,

  decide(policy, path) {
    if (isRobotsTxtPath(path)) return { allowed: true, reasonCode: 'robots-txt-always-allowed' };
    // An empty value matches nothing: `Disallow:` alone allows everything (D §4).
    const rule = firstMatchInFileOrder(policy, path);
    return rule ? { allowed: rule.kind === 'allow', reasonCode: 'rule-matched', rule } : policy.noMatch;
  },

  isAllowed(index, url) {
    const path = draft1996PathOf(url);
    if (isRobotsTxtPath(path)) return true;
    return index.allows(path);
  },

  matchingRules: nonEmptyMatches,
};
