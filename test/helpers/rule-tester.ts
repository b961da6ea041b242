/**
 * ESLint-style tests of one lint rule: `ruleTester(rule, { valid, invalid })` lints each case with that rule alone
 * on (every other rule off, so each case shows what this rule finds) and checks its findings, the text after its safe
 * fixes (what `--fix` writes) and after its first suggestion.
 *
 * @module
 */
import { describe, expect, it } from 'vitest';
import type { LintDiagnosticCode } from '../../src/diagnostics/diagnostic.ts';
import { applyEdits, type TextEdit } from '../../src/format/text-edit.ts';
import { lint } from '../../src/lint/lint.ts';
import type { Rule } from '../../src/lint/rule.ts';
import { RULES } from '../../src/lint/rules/index.ts';
import type { LintDiagnostic, LintOptions } from '../../src/lint/types.ts';

/** A file the rule finds nothing in, under `options`. */
export interface ValidCase {
  readonly code: string | Uint8Array;
  readonly options?: LintOptions;
}

/** A finding expected: its 1-based line, and a part of its message. */
export interface ExpectedFinding {
  readonly line: number;
  readonly message?: string;
}

/** A file the rule finds something in. */
export interface InvalidCase extends ValidCase {
  /** The findings, in order. */
  readonly errors: readonly ExpectedFinding[];
  /** The text once every safe fix is applied (`--fix`); omitted: the findings have no safe fix. */
  readonly output?: string;
  /** The text once the first finding's first suggestion is applied; omitted: it has none. */
  readonly suggestion?: string;
}

/** The findings of `rule` alone on `code`. */
export function findingsOf(rule: Rule, code: string | Uint8Array, options: LintOptions = {}): readonly LintDiagnostic[] {
  const rules: Partial<Record<LintDiagnosticCode, 'off' | 'warning'>> = {};
  for (const meta of RULES) rules[meta.code] = meta.code === rule.meta.code ? 'warning' : 'off';
  return lint(code, { ...options, rules: { ...rules, ...options.rules } }).diagnostics;
}

/** The text with the edits of the fixes applied (fixes whose edits touch text another fix changes are left out, as `fixText` does in one pass). */
function applied(text: string, fixes: readonly { edits: readonly TextEdit[] }[]): string {
  const edits: TextEdit[] = [];
  for (const fix of fixes) {
    if (fix.edits.some((edit) => edits.some((other) => (edit.offset < other.end && other.offset < edit.end) || edit.offset === other.offset))) continue;
    edits.push(...fix.edits);
  }
  return applyEdits(text, edits);
}

const describeCase = (item: ValidCase): string =>
  `${typeof item.code === 'string' ? JSON.stringify(item.code.length > 70 ? `${item.code.slice(0, 70)}…` : item.code) : `${item.code.length} bytes`}${item.options ? ` ${JSON.stringify(item.options)}` : ''}`;

export function ruleTester(rule: Rule, cases: { valid: readonly ValidCase[]; invalid: readonly InvalidCase[] }): void {
  describe(rule.meta.code, () => {
    describe('valid', () => {
      it.each(cases.valid.map((item) => [describeCase(item), item] as const))('%s', (_name, item) => {
        expect(findingsOf(rule, item.code, item.options)).toEqual([]);
      });
    });
    describe('invalid', () => {
      it.each(cases.invalid.map((item) => [describeCase(item), item] as const))('%s', (_name, item) => {
        const findings = findingsOf(rule, item.code, item.options);
        expect(findings.map((finding) => finding.code)).toEqual(item.errors.map(() => rule.meta.code));
        item.errors.forEach((error, i) => {
          const finding = findings[i] as LintDiagnostic;
          expect(finding.range.start.line).toBe(error.line);
          if (error.message !== undefined) expect(finding.message).toContain(error.message);
        });
        const text = typeof item.code === 'string' ? item.code : undefined;
        const safe = findings.flatMap((finding) => finding.fixes.filter((fix) => fix.kind === 'safe').slice(0, 1));
        if (item.output === undefined) expect(safe).toEqual([]);
        else expect(applied(text ?? '', safe)).toBe(item.output);
        const suggestion = findings[0]?.fixes.find((fix) => fix.kind === 'suggestion');
        if (item.suggestion === undefined) expect(suggestion).toBeUndefined();
        else expect(suggestion && applied(text ?? '', [suggestion])).toBe(item.suggestion);
      });
    });
  });
}
