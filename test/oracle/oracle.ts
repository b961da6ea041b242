/**
 * An independent, deliberately naive oracle of robots.txt semantics, written
 * straight from docs/spec (docs/spec/dialects.md, docs/spec/rfc9309.md, docs/spec/google.md) to be
 * compared with the toolkit's matcher in property tests. It shares no code with
 * `src/` or `grammar/`. Naive and obviously correct beats fast: keep generated
 * inputs small.
 *
 * Every oracle decision that the spec leaves open is marked "Oracle decision"
 * in the dialect files; the lead's matcher must agree or the comparison will say so.
 *
 * @module
 */
import { tokenFromAgent, type AgentMatch, type Specificity } from './common.ts';
import { isAllowed1994 } from './dialect-1994.ts';
import { isAllowedDraft1996 } from './dialect-draft-1996.ts';
import { isAllowedGoogle } from './dialect-google.ts';
import { isAllowedRevisited1996 } from './dialect-revisited-1996.ts';
import { isAllowedRfc9309, RFC9309_PARSE_LIMIT } from './dialect-rfc9309.ts';

export { naiveWildcardMatch, naiveWildcardMatchLength } from './wildcard.ts';
export { tokenFromAgent, urlToPath } from './common.ts';
export type { AgentMatch, Specificity } from './common.ts';

/** The dialects the oracle knows (the same names as the toolkit's `Dialect`). */
export type OracleDialect = '1994' | 'draft-1996' | 'rfc9309' | 'google' | 'revisited-1996';

/** Every oracle dialect, oldest first. */
export const ORACLE_DIALECTS: readonly OracleDialect[] = ['1994', 'draft-1996', 'rfc9309', 'google', 'revisited-1996'];

/** Options with the toolkit's defaults (docs/spec/dialects.md, "Decisions of the toolkit"). */
export interface OracleOptions {
  /** 1994 and draft-1996: direction of the substring test. Default `token-in-value`. revisited-1996 has one direction. */
  readonly agentMatch?: AgentMatch;
  /** rfc9309 and google: how specificity is measured. Default `pattern-length`. */
  readonly specificity?: Specificity;
  /** rfc9309 only: how many octets of the file are read (R §2.5). Default 512,000. */
  readonly parseLimit?: number;
  /** `as-given`: the agent is compared whole, in every dialect. Default `product` (google: always as given). */
  readonly agentToken?: 'product' | 'as-given';
}

/**
 * May the robot sending `agent` fetch `url`, given the robots.txt body
 * `robotsTxt`, under `dialect`?
 *
 * @param agent a full User-Agent header or a bare name; the robot's token is
 *   derived from it per docs/spec/dialects.md §0.2, except in `google`,
 *   which compares it as given (docs/spec/google.md §3.2), as every dialect does
 *   with `agentToken: 'as-given'`.
 * @param url a path (starting with `/`, query allowed) or an absolute URL.
 * @param robotsTxt the body as text, or as octets (decoded as UTF-8 except in
 *   `google`, which reads octets as Google does).
 */
export function oracleIsAllowed(dialect: OracleDialect, robotsTxt: string | Uint8Array, agent: string, url: string, options: OracleOptions = {}): boolean {
  const token = options.agentToken === 'as-given' ? agent : tokenFromAgent(agent);
  const agentMatch = options.agentMatch ?? 'token-in-value';
  const specificity = options.specificity ?? 'pattern-length';
  // ignoreBOM keeps a leading BOM in the text, so that rfc9309's parse limit
  // counts the same octets for text and bytes; each dialect then drops it.
  const text = typeof robotsTxt === 'string' ? robotsTxt : new TextDecoder('utf-8', { ignoreBOM: true }).decode(robotsTxt);
  switch (dialect) {
    case '1994':
      return isAllowed1994(text, token, url, agentMatch);
    case 'draft-1996':
      return isAllowedDraft1996(text, token, url, agentMatch);
    case 'rfc9309':
      return isAllowedRfc9309(text, token, url, specificity, options.parseLimit ?? RFC9309_PARSE_LIMIT);
    case 'google':
      return isAllowedGoogle(robotsTxt, agent, url, specificity);
    case 'revisited-1996':
      return isAllowedRevisited1996(text, agent, url);
  }
}
