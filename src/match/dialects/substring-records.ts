/**
 * Record selection of the 1994 standard and the 1996 draft: the first record
 * whose User-agent value matches the robot by case-insensitive substring,
 * else the first record whose value is `*` (docs/spec/dialects.md §1.5, §2.5,
 * A value counts by its product (A-9, revised): `FooBot/1.0`
 * is `FooBot`, `Copernicus Fred` is `Copernicus`, `* Rex` is `*`.
 *
 * @module
 */
import type { CompactGroup, CompactModel } from '../../model/compact.ts';
import { policyOf, type AgentPolicy, type MatcherOptions, type PolicyCache } from './dialect.ts';
import type { AgentMatchDirection } from '../types.ts';
import { productToken } from '../agent.ts';

/** Whether a User-agent value's product names the robot under the chosen direction (an empty one names nobody). */
export function agentValueMatches(value: string, token: string, direction: AgentMatchDirection): boolean {
  const lowerValue = productToken(value).toLowerCase();
  const lowerToken = token.toLowerCase();
  if (lowerValue === '*') return false;
  return direction === 'token-in-value' ? lowerToken !== '' && lowerValue.includes(lowerToken) : lowerValue !== '' && lowerToken.includes(lowerValue);
}

/** The record that applies to the robot, or `undefined`. */
export function selectRecord(model: CompactModel, token: string, direction: AgentMatchDirection): CompactGroup | undefined {
  const named = model.groups.find((group) => group.agents.some((agent) => agentValueMatches(agent.value, token, direction)));
  return named ?? model.groups.find((group) => group.agents.some((agent) => productToken(agent.value) === '*'));
}

/** The policy of the record that applies (1994 and draft-1996 differ only in how they decide). */
export function substringRecordPolicy(model: CompactModel, token: string, options: MatcherOptions, cache: PolicyCache): AgentPolicy {
  const record = selectRecord(model, token, options.agentMatch);
  return policyOf(record ? [record] : [], model, cache);
}
