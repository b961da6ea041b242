/**
 * Record selection of the 1994 standard and the 1996 draft: the first record
 * whose User-agent value matches the robot by case-insensitive substring,
 * else the first record whose value is `*` (docs/spec/dialects.md §1.5, §2.5,
 * The robot's side is its product token; the value is read
 * whole, as Koster wrote it ("the name token occurs inside the value", A-9):
 * `Copernicus Fred` names Fred, and `* Rex` is not the default record but
 * names Rex.
 *
 * @module
 */
import type { CompactGroup, CompactModel } from '../../model/compact.ts';
import { policyOf, type AgentPolicy, type MatcherOptions, type PolicyCache } from './dialect.ts';
import type { AgentMatchDirection } from '../types.ts';

/** Whether a User-agent value, read whole, names the robot under the chosen direction (an empty one names nobody). */
export function agentValueMatches(value: string, token: string, direction: AgentMatchDirection): boolean {
  if (value === '*') return false;
  const lowerValue = value.toLowerCase();
  const lowerToken = token.toLowerCase();
  return direction === 'token-in-value' ? lowerToken !== '' && lowerValue.includes(lowerToken) : lowerValue !== '' && lowerToken.includes(lowerValue);
}

/** The record that applies to the robot, or `undefined`. */
export function selectRecord(model: CompactModel, token: string, direction: AgentMatchDirection): CompactGroup | undefined {
  const named = model.groups.find((group) => group.agents.some((agent) => agentValueMatches(agent.value, token, direction)));
  return named ?? model.groups.find((group) => group.agents.some((agent) => agent.value === '*'));
}

/** The policy of the record that applies (1994 and draft-1996 differ only in how they decide). */
export function substringRecordPolicy(model: CompactModel, token: string, options: MatcherOptions, cache: PolicyCache): AgentPolicy {
  const record = selectRecord(model, token, options.agentMatch);
  return policyOf(record ? [record] : [], model, cache);
}
