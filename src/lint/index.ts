/**
 * The linter: {@link lint}, {@link fixText}, the rules as data.
 *
 * @module
 */
export { lint, fixText, lintDialects, ruleSeverities, type FixResult } from './lint.ts';
export { RULES, RULES_BY_CODE, ruleDocsPath } from './rules.ts';
export type {
  ExternalCheck,
  FixKind,
  LintDiagnostic,
  LintFix,
  LintOptions,
  LintPreset,
  LintResult,
  RelatedLocation,
  RuleFamily,
  RuleMeta,
  RuleSetting,
  Witness,
} from './types.ts';
