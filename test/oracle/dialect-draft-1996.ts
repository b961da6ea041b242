/**
 * The oracle for dialect `draft-1996`: draft-koster-robots-00 (docs/spec/dialects.md §2).
 *
 * @module
 */
import { isHexDigit, urlToPath, utf8Octets, type AgentMatch } from './common.ts';
import { parseLegacyRecords, selectLegacyRecord } from './legacy-records.ts';

/**
 * The octets the draft compares (D §3.2.2, docs/spec/dialects.md §2.6): every `%XX`
 * escape (hex in either case) is decoded to its octet, **except `%2F`**, which
 * keeps its meaning as an encoded `/` and stays as the three characters `%2F`
 * (upper-cased, so `%2f` equals `%2F`: A-11, the toolkit's choice).
 *
 * Toolkit decision: a literal percent sign is always `%25`, whether
 * written `%25` or as a `%` that starts no escape (`%G1`, a trailing `%`), so
 * `%252F` never turns into a `%2F` nobody wrote.
 */
export function draftDecode(text: string): string {
  const octets = utf8Octets(text);
  let out = '';
  for (let i = 0; i < octets.length; i++) {
    const ch = octets.charAt(i);
    const hex = octets.slice(i + 1, i + 3);
    if (ch === '%' && hex.length === 2 && isHexDigit(hex.charAt(0)) && isHexDigit(hex.charAt(1))) {
      const upper = hex.toUpperCase();
      out += upper === '2F' || upper === '25' ? `%${upper}` : String.fromCharCode(parseInt(hex, 16));
      i += 2;
    } else if (ch === '%') {
      out += '%25';
    } else {
      out += ch;
    }
  }
  return out;
}

/**
 * Whether the robot with name `token` may fetch `url` under the 1996 draft.
 *
 * - Every `field: value` line other than User-agent (Allow, Disallow and any
 *   extension such as `Crawl-delay`) is a rule line, so a User-agent line after
 *   any of them starts a new record (§2.2, A-5).
 * - Record selection as in 1994: first record naming the token, else the first
 *   `*` record (§2.5).
 * - `/robots.txt` is always allowed (§2.6). Oracle decision: that is the
 *   decoded path (query included, A-10) being exactly `/robots.txt`.
 * - Allow and Disallow lines are tried **in file order**; the first whose
 *   decoded value is a prefix of the decoded path decides (§2.7). Empty Allow
 *   and Disallow values match nothing. No match: allowed.
 */
export function isAllowedDraft1996(text: string, token: string, url: string, agentMatch: AgentMatch): boolean {
  const path = draftDecode(urlToPath(url));
  if (path === '/robots.txt') return true;
  const records = parseLegacyRecords(text, (field) => field !== 'user-agent');
  const record = selectLegacyRecord(records, token, agentMatch);
  if (record === undefined) return true;
  for (const line of record.lines) {
    if (line.field !== 'allow' && line.field !== 'disallow') continue; // extension: no say (§2.3)
    if (line.value === '') continue;
    if (path.startsWith(draftDecode(line.value))) return line.field === 'allow';
  }
  return true;
}
