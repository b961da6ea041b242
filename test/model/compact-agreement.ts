/**
 * The compact model (src/model/compact.ts) against the full model
 * (`buildModel`), as plain views of what matching reads: compact.test.ts and
 * compact.corpus.test.ts compare them.
 */
import type { Dialect, SyntaxDocument } from '../../src/index.ts';
import { buildModel } from '../../src/model/build.ts';
import { compactModel, type CompactModel } from '../../src/model/compact.ts';
import type { RobotsModel } from '../../src/model/types.ts';

/** What matching reads of a model: each group's agents and rules, and every rule by order. */
interface MatchingView {
  readonly groups: readonly { readonly index: number; readonly agents: readonly string[]; readonly rules: readonly (readonly [string, string, number])[] }[];
  readonly rules: readonly (readonly [string, string])[];
}

export function viewOfModel(model: RobotsModel): MatchingView {
  const rules: [string, string][] = [];
  for (const rule of [...model.ignoredRules, ...model.groups.flatMap((group) => group.rules)]) rules[rule.order] = [rule.kind, rule.pattern];
  return {
    groups: model.groups.map((group) => ({
      index: group.index,
      agents: group.agents.map((agent) => agent.value),
      rules: group.rules.map((rule) => [rule.kind, rule.pattern, rule.order] as const),
    })),
    rules,
  };
}

function kindAt(compact: CompactModel, order: number): string {
  return compact.isAllow(order) ? 'allow' : 'disallow';
}

export function viewOfCompact(compact: CompactModel): MatchingView {
  const orders = (start: number, end: number): number[] => Array.from({ length: end - start }, (_, i) => start + i);
  return {
    groups: compact.groups.map((group) => ({
      index: group.index,
      agents: group.agents.map((agent) => agent.value),
      rules: orders(group.ruleStart, group.ruleEnd).map((order) => [kindAt(compact, order), compact.patterns[order] as string, order] as const),
    })),
    rules: compact.patterns.map((pattern, order) => [kindAt(compact, order), pattern] as const),
  };
}

/** Every way the compact model of `document` disagrees with the full one; empty when they agree. */
export function disagreements(document: SyntaxDocument, dialect: Dialect): string[] {
  const full = buildModel(document, dialect);
  const compact = compactModel(document, dialect);
  const problems: string[] = [];
  if (JSON.stringify(viewOfCompact(compact)) !== JSON.stringify(viewOfModel(full))) problems.push('groups or rules differ');
  if (compact.allowBits.length !== Math.ceil(compact.patterns.length / 16)) problems.push('not one kind bit per rule, 16 a number');
  // The rules a compiled file reports are its model's own objects, found by order.
  const model = compact.model;
  for (const rule of [...model.ignoredRules, ...model.groups.flatMap((group) => group.rules)]) {
    if (compact.rule(rule.order) !== rule) problems.push(`rule ${rule.order} is not the model's`);
  }
  for (const group of model.groups) if (compact.group(group.index) !== group) problems.push(`group ${group.index} is not the model's`);
  return problems;
}
