/**
 * Kollar/Leavitt/Mauldin, *Robot Exclusion Standard Revisited* (1996), as the
 * Russian seed S3b gives it (docs/spec/dialects.md §5.1 and the R-n decisions):
 * 1994 records; a `User-Agent` line lists agent ids and a `Disallow` line path
 * roots, separated by whitespace (the model splits path roots into rules,
 * src/model/revisited-1996.ts); an agent id names the robot when it occurs,
 * case-insensitively, inside the robot's product token; any matching path root
 * disallows, as a literal case-sensitive prefix.
 *
 * @module
 */
import type { CompactGroup, CompactModel } from '../../model/compact.ts';
import { valueWords } from '../../model/revisited-1996.ts';
import { matcher1994 } from './dialect-1994.ts';
import { policyOf, type AgentPolicy, type DialectMatcher, type MatcherOptions, type PolicyCache } from './dialect.ts';

/**
 * Whether one agent id (not `*`) names the robot: the file's author writes "a
 * substring of the Product Token" (S3b), so the id must occur inside the
 * robot's product token (`robotNameToken`, docs/spec/dialects.md §0.2 and A-9: digits and dots stay), case-insensitively:
 * `Lycos` inside `Lycos_Spider_` for `Lycos_Spider_(Rex)/1.0 libwww/3.1`. Not
 * the whole User-Agent header, so `libwww` or `Mozilla` never name a robot by
 * its library or browser disguise.
 */
export function agentIdNames(id: string, token: string): boolean {
  return id !== '*' && token !== '' && token.toLowerCase().includes(id.toLowerCase());
}

/** Whether a record lists the agent id `*` (every robot, R-3): `User-Agent: * Rex` does. */
function listsEveryRobot(group: CompactGroup): boolean {
  return group.agents.some((agent) => valueWords(agent.value).includes('*'));
}

/** Whether one of the record's agent ids names the robot. */
function namesRobot(group: CompactGroup, token: string): boolean {
  return group.agents.some((agent) => valueWords(agent.value).some((id) => agentIdNames(id, token)));
}

/**
 * The record the robot obeys: the first record with an agent id naming
 * it, else the first record listing `*`, else none (the file is ignored).
 * The seed lets a robot that several records match take any of them; this
 * choice is the one that gives Example 1 the meaning its text states (Lycos
 * obeys its own record, not the `*` record above it).
 */
export function selectRevisitedRecord(model: CompactModel, token: string): CompactGroup | undefined {
  return model.groups.find((group) => namesRobot(group, token)) ?? model.groups.find(listsEveryRobot);
}

function revisitedPolicy(model: CompactModel, token: string, _options: MatcherOptions, cache: PolicyCache): AgentPolicy {
  const record = selectRevisitedRecord(model, token);
  return policyOf(record ? [record] : [], model, cache);
}

/**
 * The sentence `explain` adds when a record applied: the seed does not fix
 * which of several matching records a robot obeys (S3b; ).
 */
export const REVISITED_RECORD_CHOICE =
  'Robot Exclusion Standard Revisited lets a robot that several records match obey any of them; the toolkit takes the first record naming it, else the first * record';

/** Paths and decisions as in 1994 (literal prefix, any matching Disallow disallows); records chosen by agent ids. */
export const matcherRevisited1996: DialectMatcher = { ...matcher1994, policy: revisitedPolicy };
