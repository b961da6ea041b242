/**
 * The oracle for dialect `1994`: *A Standard for Robot Exclusion* read
 * literally (docs/spec/dialects.md §1).
 *
 * @module
 */
import { urlToPath, utf8Octets, type AgentMatch } from './common.ts';
import { parseLegacyRecords, selectLegacyRecord } from './legacy-records.ts';

/**
 * Whether the robot with name `token` may fetch `url` under the 1994 standard.
 *
 * - Only `Disallow` lines are rule lines: `Allow` is an unrecognised field,
 *   ignored (§1.3), and so a User-agent line starts a new record only after a
 *   Disallow line.
 * - The chosen record disallows the URL iff **any** non-empty Disallow value is
 *   a literal, case-sensitive prefix of the path, query included (§1.6, §1.7,
 *   An empty Disallow matches nothing; a record without Disallow
 *   lines allows everything.
 * - No `%XX` decoding, `*` and `$` are ordinary characters, and `/robots.txt`
 *   has no exemption (§1.6, A-11).
 */
export function isAllowed1994(text: string, token: string, url: string, agentMatch: AgentMatch): boolean {
  const records = parseLegacyRecords(text, (field) => field === 'disallow');
  const record = selectLegacyRecord(records, token, agentMatch);
  if (record === undefined) return true;
  const path = utf8Octets(urlToPath(url));
  const disallowed = record.lines.some((line) => line.field === 'disallow' && line.value !== '' && path.startsWith(utf8Octets(line.value)));
  return !disallowed;
}
