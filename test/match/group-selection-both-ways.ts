/**
 * Group selection two ways, for group-selection.test.ts and its corpus suite:
 * the first robot a compiled file is asked about (one pass over the groups)
 * and later robots (the token index).
 */
import { PolicyCache } from '../../src/match/dialects/dialect.ts';
import { selectGroups } from '../../src/match/dialects/longest-match.ts';
import type { CompactModel } from '../../src/model/compact.ts';

/** The indices of the groups selected for `token`, by the first-robot pass and by the index. */
export function bothWays(model: CompactModel, token: string, google: boolean): { pass: string; indexed: string } {
  const fresh = new PolicyCache();
  const first = selectGroups(model, token, fresh, google);
  const warmed = new PolicyCache();
  selectGroups(model, 'SomeOtherRobot', warmed, google);
  const second = selectGroups(model, token, warmed, google);
  const show = (selection: typeof first) => `${selection.specific ? 's' : 'g'}:${selection.groups.map((group) => group.index).join(',')}`;
  return { pass: show(first), indexed: show(second) };
}
