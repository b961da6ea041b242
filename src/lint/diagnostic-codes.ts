/**
 * {@link DIAGNOSTIC_CODES}: the table of `src/diagnostics/codes.ts` with each
 * lint rule's entry filled in from the rule's own metadata, so that every
 * code's meaning is written in one place.
 *
 * @module
 */
import { CODE_TABLE } from '../diagnostics/codes.ts';
import type { DiagnosticCode, DiagnosticCodeInfo } from '../diagnostics/diagnostic.ts';
import { RULES } from './rules/index.ts';
import type { RuleMeta } from './types.ts';

/** A rule's entry: the `recommended` preset's severity, or `portable`'s for a rule that preset alone turns on. */
function ruleInfo(rule: RuleMeta): DiagnosticCodeInfo {
  const severity = rule.severity.recommended === 'off' ? rule.severity.portable : rule.severity.recommended;
  return { stage: 'lint', severity: severity === 'off' ? 'warning' : severity, meaning: rule.what, spec: rule.spec.title };
}

function codeTable(): Readonly<Record<DiagnosticCode, DiagnosticCodeInfo>> {
  const rules = new Map(RULES.map((rule) => [rule.code, rule]));
  const entries = Object.entries(CODE_TABLE).map(([code, entry]): [string, DiagnosticCodeInfo] => {
    if (entry.stage !== 'lint') return [code, { stage: entry.stage, severity: entry.severity, meaning: entry.meaning, spec: entry.spec }];
    const rule = rules.get(code as DiagnosticCode & RuleMeta['code']);
    if (!rule) throw new Error(`The lint code ${code} has no rule`);
    return [code, ruleInfo(rule)];
  });
  return Object.fromEntries(entries) as Record<DiagnosticCode, DiagnosticCodeInfo>;
}

/**
 * Every {@link DiagnosticCode} with its stage, severity, meaning and spec: the
 * table of `docs/diagnostics.md` as data, for tools that show help for a code.
 *
 * @example
 * ```ts
 * DIAGNOSTIC_CODES['parse-limit-exceeded'].spec; // 'RFC 9309 §2.5'
 * ```
 */
export const DIAGNOSTIC_CODES: Readonly<Record<DiagnosticCode, DiagnosticCodeInfo>> = /* @__PURE__ */ codeTable();
