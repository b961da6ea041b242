/**
 * Records and record selection shared by the oracle's `1994` and `draft-1996`
 * dialects (docs/spec/dialects.md §1.2, §1.5, §2.2, §2.5).
 *
 * @module
 */
import { classifyFile, type AgentMatch } from './common.ts';

/** One rule-ish line of a record, in file order: its lower-cased field and trimmed value. */
export interface LegacyLine {
  readonly field: string;
  readonly value: string;
}

/** A record: its User-agent values (trimmed, as written) and its rule lines. */
export interface LegacyRecord {
  readonly agents: string[];
  readonly lines: LegacyLine[];
}

/**
 * Splits a file into records.
 *
 * - A blank line (empty or whitespace-only, A-15) ends the current record
 *   (§1.2, §2.2). Comment-only lines and lines that are not `field: value`
 *   are dropped and never end a record (§1.1, §2.1).
 * - A `User-agent` line starts a new record if there is no current record, or
 *   if the current record already has a rule line. What counts as a rule
 *   line is the dialect's call: `isRuleLine(field)`.
 * - A rule line with no current record (before any User-agent, or right after
 *   a blank line) is an orphan and is ignored.
 * - Other fields inside a record are kept in `lines` only when they are rule
 *   lines; the dialect decides what to do with them.
 */
export function parseLegacyRecords(text: string, isRuleLine: (field: string) => boolean): LegacyRecord[] {
  const records: LegacyRecord[] = [];
  let current: LegacyRecord | undefined;
  for (const line of classifyFile(text)) {
    if (line.kind === 'blank') {
      current = undefined;
      continue;
    }
    if (line.kind !== 'field') continue;
    if (line.field === 'user-agent') {
      if (current === undefined || current.lines.length > 0) {
        current = { agents: [], lines: [] };
        records.push(current);
      }
      current.agents.push(line.value);
    } else if (isRuleLine(line.field) && current !== undefined) {
      current.lines.push({ field: line.field, value: line.value });
    }
  }
  return records;
}

/**
 * Whether a (non-`*`) User-agent value names the robot, by case-insensitive
 * substring in the direction of `agentMatch` (A-1, A-2; default
 * token-in-value: the token occurs inside the value, D §3.2.1), the value
 * read whole as written (A-9: `Copernicus Fred` names Fred, `* Rex` names Rex).
 *
 * Oracle decision (no text covers it): an empty token or an empty value names
 * nobody, although `''` is technically a substring of everything. Otherwise a
 * robot without a name, or a `User-agent:` line without a value, would match
 * every record.
 */
export function legacyValueNames(value: string, token: string, agentMatch: AgentMatch): boolean {
  if (value === '*' || value === '' || token === '') return false;
  const v = value.toLowerCase();
  const t = token.toLowerCase();
  return agentMatch === 'token-in-value' ? v.includes(t) : t.includes(v);
}

/**
 * The record the robot obeys: the **first** record with a value naming it,
 * else the **first** record with a value that is exactly `*` (`* Rex` is
 * not), else none (§1.5, §2.5; A-3 "first"). A record that names the robot
 * wins even if it also lists `*`.
 */
export function selectLegacyRecord(records: readonly LegacyRecord[], token: string, agentMatch: AgentMatch): LegacyRecord | undefined {
  const named = records.find((r) => r.agents.some((v) => legacyValueNames(v, token, agentMatch)));
  if (named !== undefined) return named;
  return records.find((r) => r.agents.some((v) => v === '*'));
}
