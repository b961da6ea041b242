/**
 * The oracle for dialect `revisited-1996`: Kollar, Leavitt and Mauldin,
 * *Robot Exclusion Standard Revisited* (1996), read from its BNF and prose as
 * the seed S3b gives them (docs/spec/dialects.md §5.1, decisions R-1…R-9).
 * Written from the spec text only; it shares nothing with src/.
 *
 * @module
 */
import { urlToPath, utf8Octets } from './common.ts';
import { parseLegacyRecords, type LegacyRecord } from './legacy-records.ts';

/**
 * The robot's product token, as docs/spec/dialects.md §0.2 words it: "If the UA
 * contains a `compatible;` comment, take the first product after `compatible;`;
 * otherwise take the first whitespace-separated product. Then keep the leading
 * run up to the first whitespace, `/`, `(`, `)`, `;` or `,`." (Not the oracle's
 * shared `tokenFromAgent`, which keeps only `[A-Za-z_-]` as the code does for
 * the other dialects: here `MJ12bot` stays whole.)
 */
export function productTokenOf(agent: string): string {
  const marker = agent.toLowerCase().indexOf('compatible;');
  const rest = marker >= 0 ? agent.slice(marker + 'compatible;'.length) : agent;
  const product = rest.trimStart().split(/\s/)[0] ?? '';
  let end = 0;
  while (end < product.length && !'/();,'.includes(product.charAt(end))) end++;
  return product.slice(0, end);
}

/** `WS` in the seed's BNF: a space or a tab (its octal codes are swapped, but both characters are named). */
function words(value: string): string[] {
  return value.split(/[ \t]/).filter((word) => word !== '');
}

/**
 * Whether the record's `agent_id`s name the robot: some id other than `*`
 * occurs, ignoring case, inside the robot's product token (the author writes
 * "a substring of the Product Token", S3b; R-1). Oracle decision, as for the
 * other dialects: a robot without a token is named by nobody.
 */
function namesRobot(record: LegacyRecord, token: string): boolean {
  if (token === '') return false;
  const lowerToken = token.toLowerCase();
  return record.agents.some((value) => words(value).some((id) => id !== '*' && lowerToken.includes(id.toLowerCase())));
}

/** Whether one of the record's `agent_id`s is `*`, "every robot" (S3b; R-3). */
function listsEveryRobot(record: LegacyRecord): boolean {
  return record.agents.some((value) => words(value).includes('*'));
}

/**
 * Whether the robot sending `agent` may fetch `url`.
 *
 * - Records are separated by blank lines (`[ NL ]+` ends a record), comment
 *   lines sit anywhere, and only `Disallow` is a rule line: Allow and every
 *   other field are not in the BNF and are ignored.
 * - The robot obeys the first record whose ids name it, else the first record
 *   listing `*`; with neither it ignores the file.
 * - Each whitespace-separated `path_root` of the record's Disallow lines is a
 *   literal, case-sensitive prefix ("case in path_root matters"); any match
 *   disallows. A Disallow line with zero path roots matches nothing.
 *   No decoding, no wildcards, no exemption for /robots.txt.
 */
export function isAllowedRevisited1996(text: string, agent: string, url: string): boolean {
  const token = productTokenOf(agent);
  const records = parseLegacyRecords(text, (field) => field === 'disallow');
  const record = records.find((r) => namesRobot(r, token)) ?? records.find(listsEveryRobot);
  if (record === undefined) return true;
  const path = utf8Octets(urlToPath(url));
  const roots = record.lines.flatMap((line) => words(line.value));
  return !roots.some((root) => path.startsWith(utf8Octets(root)));
}
