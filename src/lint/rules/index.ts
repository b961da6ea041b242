/**
 * Every lint rule, one module each (`src/lint/rules/<code>.ts`): `RULES`, their metadata in documentation order,
 * is made from the modules, and `docs/rules/` from `RULES` (`npm run docs:rules`).
 *
 * @module
 */
import type { LintDiagnosticCode } from '../../diagnostics/diagnostic.ts';
import type { Rule } from '../rule.ts';
import type { RuleMeta } from '../types.ts';
import agentInSeveralGroups from './agent-in-several-groups.ts';
import agentNotProductToken from './agent-not-product-token.ts';
import agentTokenNotObeyed from './agent-token-not-obeyed.ts';
import agentTrailingStar from './agent-trailing-star.ts';
import allowUnsupported from './allow-unsupported.ts';
import analysisCutShort from './analysis-cut-short.ts';
import blankLineInGroup from './blank-line-in-group.ts';
import byteOrderMark from './byte-order-mark.ts';
import cleanParamValue from './clean-param-value.ts';
import contentSignalValue from './content-signal-value.ts';
import contentUsageValue from './content-usage-value.ts';
import controlCharacter from './control-character.ts';
import crawlDelayValue from './crawl-delay-value.ts';
import crawlDelayIgnored from './crawl-delay-ignored.ts';
import dialectVerdictDiffers from './dialect-verdict-differs.ts';
import disallowAll from './disallow-all.ts';
import dollarNotAtEnd from './dollar-not-at-end.ts';
import duplicateHost from './duplicate-host.ts';
import duplicateField from './duplicate-field.ts';
import duplicateRule from './duplicate-rule.ts';
import duplicateStarGroup from './duplicate-star-group.ts';
import duplicateUserAgent from './duplicate-user-agent.ts';
import emptyDisallowWithRules from './empty-disallow-with-rules.ts';
import emptyUserAgent from './empty-user-agent.ts';
import extensionBetweenAgents from './extension-between-agents.ts';
import fileTooLarge from './file-too-large.ts';
import groupWithoutRules from './group-without-rules.ts';
import hostValue from './host-value.ts';
import invalidUtf8 from './invalid-utf8.ts';
import lineTooLong from './line-too-long.ts';
import missingBlankLine from './missing-blank-line.ts';
import missingColon from './missing-colon.ts';
import missingFieldName from './missing-field-name.ts';
import noEffectField from './no-effect-field.ts';
import nonAsciiPath from './non-ascii-path.ts';
import nonStandardField from './non-standard-field.ts';
import notRobotsTxt from './not-robots-txt.ts';
import pathStart from './path-start.ts';
import percentEscape from './percent-escape.ts';
import precedenceDiffers from './precedence-differs.ts';
import renderResourcesBlocked from './render-resources-blocked.ts';
import requestRateValue from './request-rate-value.ts';
import ruleOutsideGroup from './rule-outside-group.ts';
import sitemapUrl from './sitemap-url.ts';
import spaceBeforeColon from './space-before-colon.ts';
import spaceInPath from './space-in-path.ts';
import starRulesNotInherited from './star-rules-not-inherited.ts';
import unknownField from './unknown-field.ts';
import unreachableRule from './unreachable-rule.ts';
import usageLineAtEnd from './usage-line-at-end.ts';
import utf16Encoding from './utf16-encoding.ts';
import visitTimeValue from './visit-time-value.ts';
import wildcardLiteral from './wildcard-literal.ts';

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
  duplicateUserAgent,
  blankLineInGroup,
  missingBlankLine,
  extensionBetweenAgents,
  usageLineAtEnd,
  pathStart,
  dollarNotAtEnd,
  wildcardLiteral,
  allowUnsupported,
  percentEscape,
  nonAsciiPath,
  spaceInPath,
  agentNotProductToken,
  agentTrailingStar,
  agentTokenNotObeyed,
  sitemapUrl,
  crawlDelayValue,
  crawlDelayIgnored,
  contentUsageValue,
  contentSignalValue,
  hostValue,
  duplicateHost,
  requestRateValue,
  visitTimeValue,
  cleanParamValue,
  duplicateField,
  nonStandardField,
  noEffectField,
  starRulesNotInherited,
  duplicateRule,
  unreachableRule,
  precedenceDiffers,
  disallowAll,
  renderResourcesBlocked,
  emptyDisallowWithRules,
  dialectVerdictDiffers,
  analysisCutShort,
];

/** Every rule of the linter, with its metadata. */
export const RULES: readonly RuleMeta[] = /* @__PURE__ */ RULE_MODULES.map((rule) => rule.meta);

/** The rules' metadata by code. */
export const RULES_BY_CODE: ReadonlyMap<LintDiagnosticCode, RuleMeta> = /* @__PURE__ */ new Map(/* @__PURE__ */ RULES.map((rule) => [rule.code, rule]));

/** Where a rule's page is, relative to the repository. */
export function ruleDocsPath(code: LintDiagnosticCode): string {
  return `docs/rules/${code}.md`;
}
