/**
 * User-agent values that aim at a known crawler by a token it does not obey: a token its operator
 * retired, a name public lists give that is not the product token, or a near miss of a documented
 * token (a typo). The AI view (`aiAccess`) and the linter (`agent-token-not-obeyed`) both ask this
 * module, so they find the same mistakes; each says in its own words what follows from one.
 *
 * @module
 */
import { KNOWN_CRAWLERS, type KnownCrawler } from '../crawlers/known-crawlers.ts';

/** What kind of mistake a User-agent value likely is. */
export type TokenMistakeKind = 'retired-token' | 'listed-alias' | 'near-known-token';

/** A User-agent value that names a known crawler by a token it does not obey. */
export interface TokenMistake {
  /** The kind of mistake. */
  readonly kind: TokenMistakeKind;
  /** The crawler the value was likely meant for, as the table has it. */
  readonly crawler: KnownCrawler;
  /** The token that crawler obeys, which a group should name instead. */
  readonly obeys: string;
}

/**
 * The mistake a User-agent value likely is, or `undefined`: `product` is the value as a matcher
 * compares it (its product token), `value` the value as written.
 *
 * - `retired-token`: the product is a token its operator no longer uses (`anthropic-ai`, obeyed as `ClaudeBot`);
 * - `listed-alias`: the value is a name a public list gives (`Terra Cotta`), whose product is not the
 *   crawler's token, so the crawler does not read the group;
 * - `near-known-token`: the product is no known token but one or two edits from exactly one documented
 *   token (`ChatGPT_User`, `GPTbot-`); see {@link nearestToken}.
 */
export function tokenMistake(product: string, value: string): TokenMistake | undefined {
  const bare = product.replace(/^\*+|\*+$/g, '');
  if (bare === '') return undefined;
  const { byName } = index();
  const known = byName.get(bare.toLowerCase());
  if (known !== undefined) {
    if (known.token.toLowerCase() !== bare.toLowerCase()) return { kind: 'listed-alias', crawler: known, obeys: known.token };
    return known.replacedBy === undefined ? undefined : { kind: 'retired-token', crawler: known, obeys: known.replacedBy };
  }
  const listed = byName.get(value.trim().toLowerCase());
  if (listed !== undefined) return { kind: 'listed-alias', crawler: listed, obeys: listed.replacedBy ?? listed.token };
  const near = nearestToken(bare);
  return near === undefined ? undefined : { kind: 'near-known-token', crawler: near, obeys: near.token };
}

/** The table by lower-cased token and listed name (as `knownCrawler` finds them), and the documented tokens by first letter. */
interface TokenIndex {
  readonly byName: ReadonlyMap<string, KnownCrawler>;
  readonly documented: ReadonlyMap<string, readonly { readonly token: string; readonly crawler: KnownCrawler }[]>;
}

let made: TokenIndex | undefined;

/** The index of the table, made on first use (the linter asks for every User-agent line of every file). */
function index(): TokenIndex {
  if (made) return made;
  const byName = new Map<string, KnownCrawler>();
  const documented = new Map<string, { token: string; crawler: KnownCrawler }[]>();
  for (const crawler of KNOWN_CRAWLERS) {
    const token = crawler.token.toLowerCase();
    if (!byName.has(token)) byName.set(token, crawler);
    if (crawler.purposeIsOurReading === undefined) documented.set(token[0] ?? '', [...(documented.get(token[0] ?? '') ?? []), { token, crawler }]);
  }
  // A crawler's token wins over another crawler's listed name.
  for (const crawler of KNOWN_CRAWLERS)
    for (const listed of crawler.listedAs ?? []) if (!byName.has(listed.toLowerCase())) byName.set(listed.toLowerCase(), crawler);
  made = { byName, documented };
  return made;
}

/**
 * The known crawler whose token is one edit (a letter added, dropped, changed, or two swapped) from
 * `name`, or two edits for a name of ten letters or more, if exactly one is. Only crawlers whose
 * operators document them are candidates, and only names of six letters or more with the same first
 * letter: the corpus is full of real, unrelated bots one or two letters from an obscure token
 * (`NPBot`, `Zealbot`, `SemrushBot-SA`).
 */
export function nearestToken(name: string): KnownCrawler | undefined {
  if (name.length < 6) return undefined;
  const lower = name.toLowerCase();
  const limit = name.length >= 10 ? 2 : 1;
  let found: KnownCrawler | undefined;
  for (const { token, crawler } of index().documented.get(lower[0] ?? '') ?? []) {
    if (token === lower || editDistance(lower, token, limit) > limit) continue;
    if (found !== undefined) return undefined;
    found = crawler;
  }
  return found;
}

/** Levenshtein distance with adjacent swaps counted as one edit, giving up (returning `limit + 1`) past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, limit + 1);
}
