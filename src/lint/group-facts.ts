/**
 * What several rules ask of a group (its wildcard rules, its `Disallow: /`), worked out once, when first asked.
 *
 * @module
 */
import type { LintGroup, LintRule } from './lint-model.ts';
import type { RuleGroup } from './rule.ts';

export class GroupFacts implements RuleGroup {
  readonly rules: readonly LintRule[];
  private wildcards: readonly LintRule[] | undefined = undefined;
  private all: { rule: LintRule | undefined } | undefined = undefined;
  private allow: boolean | undefined = undefined;

  constructor(readonly group: LintGroup) {
    this.rules = group.rules;
  }

  get wildcardRules(): readonly LintRule[] {
    this.wildcards ??= this.rules.filter((rule) => rule.pattern.includes('*'));
    return this.wildcards;
  }

  get disallowAll(): LintRule | undefined {
    this.all ??= { rule: this.rules.find((rule) => rule.kind === 'disallow' && (rule.value === '/' || rule.value === '/*')) };
    return this.all.rule;
  }

  get allowWithValue(): boolean {
    this.allow ??= this.rules.some((rule) => rule.kind === 'allow' && rule.value !== '');
    return this.allow;
  }
}
