/**
 * Every lint rule, one module each (`src/lint/rules/<code>.ts`): `RULES`, their metadata in documentation order,
 * is made from the modules, and `docs/rules/` from `RULES` (`npm run docs:rules`).
 *
 * @module
 */
import type { LintDiagnosticCode } from '../../diagnostics/diagnostic.ts';
import type { Rule } from '../rule.ts';
import type { RuleMeta } from '../types.ts';
import * as agentInSeveralGroups from './agent-in-several-groups.ts';
import * as agentNotProductToken from './agent-not-product-token.ts';
import * as allowUnsupported from './allow-unsupported.ts';
import * as analysisCutShort from './analysis-cut-short.ts';
import * as blankLineInGroup from './blank-line-in-group.ts';
import * as byteOrderMark from './byte-order-mark.ts';
import * as cleanParamValue from './clean-param-value.ts';
import * as contentSignalValue from './content-signal-value.ts';
import * as contentUsageValue from './content-usage-value.ts';
import * as controlCharacter from './control-character.ts';
import * as crawlDelayValue from './crawl-delay-value.ts';
import * as dialectVerdictDiffers from './dialect-verdict-differs.ts';
import * as disallowAll from './disallow-all.ts';
import * as dollarNotAtEnd from './dollar-not-at-end.ts';
import * as duplicateHost from './duplicate-host.ts';
import * as duplicateRule from './duplicate-rule.ts';
import * as duplicateStarGroup from './duplicate-star-group.ts';
import * as emptyDisallowWithRules from './empty-disallow-with-rules.ts';
import * as emptyUserAgent from './empty-user-agent.ts';
import * as extensionBetweenAgents from './extension-between-agents.ts';
import * as fileTooLarge from './file-too-large.ts';
import * as groupWithoutRules from './group-without-rules.ts';
import * as hostValue from './host-value.ts';
import * as invalidUtf8 from './invalid-utf8.ts';
import * as lineTooLong from './line-too-long.ts';
import * as missingBlankLine from './missing-blank-line.ts';
import * as missingColon from './missing-colon.ts';
import * as missingFieldName from './missing-field-name.ts';
import * as noEffectField from './no-effect-field.ts';
import * as nonAsciiPath from './non-ascii-path.ts';
import * as nonStandardField from './non-standard-field.ts';
import * as notRobotsTxt from './not-robots-txt.ts';
import * as pathStart from './path-start.ts';
import * as percentEscape from './percent-escape.ts';
import * as precedenceDiffers from './precedence-differs.ts';
import * as requestRateValue from './request-rate-value.ts';
import * as ruleOutsideGroup from './rule-outside-group.ts';
import * as sitemapUrl from './sitemap-url.ts';
import * as spaceBeforeColon from './space-before-colon.ts';
import * as unknownField from './unknown-field.ts';
import * as unreachableRule from './unreachable-rule.ts';
import * as utf16Encoding from './utf16-encoding.ts';
import * as visitTimeValue from './visit-time-value.ts';
import * as wildcardLiteral from './wildcard-literal.ts';

/** Every rule, by family (the order of `docs/rules/README.md`). */
export const RULE_MODULES: readonly Rule[] = [
  missingColon,
  missingFieldName,
  spaceBeforeColon,
  unknownField,
  lineTooLong,
  controlCharacter,
  invalidUtf8,
  utf16Encoding,
  byteOrderMark,
  notRobotsTxt,
  fileTooLarge,
  ruleOutsideGroup,
  emptyUserAgent,
  groupWithoutRules,
  duplicateStarGroup,
  agentInSeveralGroups,
  blankLineInGroup,
  missingBlankLine,
  extensionBetweenAgents,
  pathStart,
  dollarNotAtEnd,
  wildcardLiteral,
  allowUnsupported,
  percentEscape,
  nonAsciiPath,
  agentNotProductToken,
  sitemapUrl,
  crawlDelayValue,
  contentUsageValue,
  contentSignalValue,
  hostValue,
  duplicateHost,
  requestRateValue,
  visitTimeValue,
  cleanParamValue,
  nonStandardField,
  noEffectField,
  duplicateRule,
  unreachableRule,
  precedenceDiffers,
  disallowAll,
  emptyDisallowWithRules,
  dialectVerdictDiffers,
  analysisCutShort,
];

/** Every rule of the linter, with its metadata. */
export const RULES: readonly RuleMeta[] = /* @__PURE__ */ RULE_MODULES.map((rule) => rule.meta);

/** The rules' metadata by code. */
export const RULES_BY_CODE: ReadonlyMap<LintDiagnosticCode, RuleMeta> = /* @__PURE__ */ new Map(RULES.map((rule) => [rule.code, rule]));

/** Where a rule's page is, relative to the repository. */
export function ruleDocsPath(code: LintDiagnosticCode): string {
  return `docs/rules/${code}.md`;
}
