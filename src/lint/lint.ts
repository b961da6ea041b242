/**
 * `lint`: every rule of `RULES` over one file, for one dialect or for
 * portability across all of them, configured the ESLint way (a preset,
 * per-rule settings, `# robotstxt-disable-next-line CODE` comments).
 *
 * @module
 */
import type { LintDiagnosticCode, Severity } from '../diagnostics/diagnostic.ts';
import { applyEdits, type TextEdit } from '../format/text-edit.ts';
import { compile, type RobotsTxt } from '../match/compile.ts';
import { DIALECTS, type Dialect } from '../model/dialect.ts';
import { parse } from '../syntax/parse.ts';
import type { LineIndex } from '../syntax/position.ts';
import { SyntaxDocument } from '../syntax/tree.ts';
import type { Finding, LintContext } from './context.ts';
import { checkGroups } from './group-checks.ts';
import { checkLines } from './line-checks.ts';
import { checkPortability } from './portability.ts';
import { ruleDocsPath, RULES_BY_CODE } from './rules.ts';
import type { LintDiagnostic, LintFix, LintOptions, LintResult, RuleSetting } from './types.ts';

/** The dialects `options` asks for. */
export function lintDialects(options: LintOptions = {}): readonly Dialect[] {
  if (options.dialects === 'all') return DIALECTS;
  if (options.dialects && options.dialects.length > 0) return [...new Set(options.dialects)];
  if (options.dialect) return [options.dialect];
  return options.preset === 'portable' ? DIALECTS : ['rfc9309'];
}

/** The severity each rule gets under `options` (`off`: not run). Linting several dialects without a preset uses `portable`. */
export function ruleSeverities(options: LintOptions = {}): ReadonlyMap<LintDiagnosticCode, Severity | 'off'> {
  const preset = options.preset ?? (lintDialects(options).length > 1 ? 'portable' : 'recommended');
  const settings = new Map<LintDiagnosticCode, Severity | 'off'>();
  for (const [code, rule] of RULES_BY_CODE) settings.set(code, rule.severity[preset]);
  for (const [code, setting] of Object.entries(options.rules ?? {}) as [LintDiagnosticCode, RuleSetting][]) {
    if (RULES_BY_CODE.has(code)) settings.set(code, setting === 'warn' ? 'warning' : setting);
  }
  return settings;
}

const DISABLE = /#\s*robotstxt-disable-next-line\b([^#]*)/;

/** The codes each line's `# robotstxt-disable-next-line` comment turns off (`*`: every code). */
function disabledLines(document: SyntaxDocument): Map<number, Set<string>> {
  const disabled = new Map<number, Set<string>>();
  if (!document.text.includes('robotstxt-disable')) return disabled;
  for (const line of document.lines) {
    const number = line.number;
    const comment = line.comment?.text;
    const match = comment ? DISABLE.exec(comment) : null;
    if (!match) continue;
    const codes = (match[1] ?? '').split(/[\s,]+/).filter((code) => code !== '' && code !== '--');
    disabled.set(number + 1, new Set(codes.length > 0 ? codes : ['*']));
  }
  return disabled;
}

/**
 * Lints a robots.txt: every rule of {@link RULES} whose setting is not `off`.
 * Never throws on any input.
 *
 * @example
 * ```ts
 * const result = lint('User-agent: *\nDissallow: /private/\n');
 * result.diagnostics[0]?.code;    // 'unknown-field'
 * result.diagnostics[0]?.message; // 'Unknown field "Dissallow": … Did you mean "Disallow"? Google accepts it as a typo …'
 * ```
 */
export function lint(input: string | Uint8Array | SyntaxDocument, options: LintOptions = {}): LintResult {
  const document = input instanceof SyntaxDocument ? input : parse(input);
  const dialects = lintDialects(options);
  const primary: Dialect = dialects.length === 1 ? (dialects[0] as Dialect) : 'rfc9309';
  const compiled = new Map<Dialect, RobotsTxt>();
  for (const dialect of new Set([...dialects, primary])) compiled.set(dialect, compile(document, { dialect }));
  const severities = ruleSeverities(options);
  const disabled = disabledLines(document);
  const index = document.lineIndex();
  const diagnostics: LintDiagnostic[] = [];
  const seen = new Set<string>();
  const enabled = (code: LintDiagnosticCode): boolean => (severities.get(code) ?? 'off') !== 'off';
  const lines = document.lines;
  const context: LintContext = {
    document,
    lines,
    line: (number) => lines[number - 1],
    textHasControls: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(document.text),
    text: document.text,
    dialects,
    primary,
    compiled,
    model: (compiled.get(primary) as RobotsTxt).model,
    enabled,
    report(finding) {
      const severity = severities.get(finding.code) ?? 'off';
      if (severity === 'off') return;
      const start = index.position(finding.offset);
      const off = disabled.get(start.line);
      if (off && (off.has('*') || off.has(finding.code))) return;
      const key = `${finding.code} ${finding.offset} ${finding.end}`;
      if (seen.has(key)) return;
      seen.add(key);
      diagnostics.push(toDiagnostic(finding, severity, dialects, index));
    },
  };
  checkLines(context);
  checkGroups(context);
  if (enabled('dialect-verdict-differs')) checkPortability(context);
  diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset || a.code.localeCompare(b.code));
  const count = (severity: Severity): number => diagnostics.filter((d) => d.severity === severity).length;
  return {
    diagnostics,
    dialects,
    errorCount: count('error'),
    warningCount: count('warning'),
    infoCount: count('info'),
    fixableCount: diagnostics.filter((d) => d.fixes.some((fix) => fix.kind === 'safe')).length,
  };
}

function toDiagnostic(finding: Finding, severity: Severity, dialects: readonly Dialect[], index: LineIndex): LintDiagnostic {
  const rule = RULES_BY_CODE.get(finding.code);
  const edit = (draft: { offset: number; end: number; text: string }): TextEdit => ({ ...draft, range: index.range(draft.offset, draft.end) });
  const fixes: LintFix[] = (finding.fixes ?? []).map((fix) => ({ title: fix.title, kind: fix.kind, edits: fix.edits.map(edit) }));
  return {
    code: finding.code,
    severity,
    message: finding.message,
    range: index.range(finding.offset, finding.end),
    ...((finding.spec ?? rule?.spec) ? { spec: finding.spec ?? rule?.spec } : {}),
    related: (finding.related ?? []).map((related) => ({ range: index.range(related.offset, related.end), message: related.message })),
    fixes,
    dialects: finding.dialects ?? dialects,
    ...(finding.witness ? { witness: finding.witness } : {}),
    docs: ruleDocsPath(finding.code),
  };
}

/** What {@link fixText} did. */
export interface FixResult {
  /** The text with every safe fix applied. */
  readonly text: string;
  /** How many fixes were applied. */
  readonly applied: number;
  /** The findings left after fixing. */
  readonly result: LintResult;
}

/**
 * Applies every safe fix of {@link lint}'s findings, re-linting until none is
 * left (fixes that touch the same text are applied in later passes), so the
 * result is a fixed point: fixing it again changes nothing.
 *
 * @example
 * ```ts
 * fixText('User-agent: *\nDisallow : /a\nDisallow: /a\n').text; // 'User-agent: *\nDisallow: /a\n'
 * ```
 */
export function fixText(text: string, options: LintOptions = {}): FixResult {
  let current = text;
  let applied = 0;
  for (let pass = 0; pass < 10; pass++) {
    const result = lint(current, options);
    const edits: TextEdit[] = [];
    let taken = 0;
    for (const diagnostic of result.diagnostics) {
      const fix = diagnostic.fixes.find((candidate) => candidate.kind === 'safe');
      if (!fix) continue;
      if (fix.edits.some((edit) => edits.some((other) => overlaps(edit, other)))) continue;
      edits.push(...fix.edits);
      taken++;
    }
    if (taken === 0) return { text: current, applied, result };
    current = applyEdits(current, edits);
    applied += taken;
  }
  return { text: current, applied, result: lint(current, options) };
}

/** Whether two edits touch the same text (two at one offset count: their order would be a guess). */
function overlaps(a: TextEdit, b: TextEdit): boolean {
  return (a.offset < b.end && b.offset < a.end) || a.offset === b.offset;
}
