/**
 * The implementation of `robotstxt lint` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { booleanFlag, closest, dialectFlag, integerFlag, stringFlag, stringFlags, type DialectName } from '../args.ts';
import { writeFailure, writeFileAtomic } from '../io/atomic-write.ts';
import { EXIT, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { expandOperands } from '../io/files.ts';
import { sourceBytesOrFail } from '../shared.ts';
import { DEFAULT_TIMEOUT_MS } from '../../fetch/retrieve.ts';
import { githubReport, sarifLog, textReport, type FileReport } from './report.ts';
import { fileError, readSource } from '../io/source.ts';
import { clip, jsonForTerminal, printable, type Output } from '../io/output.ts';
import { expandTargetsEach } from '../io/walk.ts';
import { lintOptionsFromConfig } from '../config/config.ts';
import { ConfigLookup } from '../config/lookup.ts';
import { DEFAULT_PARSE_LIMIT } from '../../model/dialect.ts';
import { fixText, lint } from '../../lint/lint.ts';
import { RULES } from '../../lint/rules/index.ts';
import { parse } from '../../syntax/parse.ts';
import type { LintOptions, LintPreset, RuleSetting } from '../../lint/types.ts';
import type { LintDiagnosticCode } from '../../diagnostics/diagnostic.ts';

declare const __ROBOTSTXT_VERSION__: string | undefined;
const VERSION: string = typeof __ROBOTSTXT_VERSION__ === 'string' ? __ROBOTSTXT_VERSION__ : 'dev';

const LINT_FORMATS = ['text', 'json', 'jsonl', 'sarif', 'github'] as const;
type LintFormat = (typeof LINT_FORMATS)[number];
const PRESETS: readonly LintPreset[] = ['recommended', 'strict', 'portable'];
const SETTINGS: readonly RuleSetting[] = ['off', 'info', 'warn', 'warning', 'error'];
/** Lint reads whole files up to this size (the 500 KiB limit is itself a rule). */
const MAX_LINT_BYTES = 20 * DEFAULT_PARSE_LIMIT;

export async function run(args: ParsedArgs, context: Context): Promise<number> {
  if (args.positionals.length === 0) throw new UsageError('missing FILE: give robots.txt files, directories, globs, or - for standard input.', 'lint');
  const format = lintFormat(args);
  const flagOptions = lintOptions(args);
  const configs = ConfigLookup.fromArgs(args, context, 'lint');
  const fix = booleanFlag(args, 'fix');
  const quiet = booleanFlag(args, 'quiet');
  const maxWarnings = stringFlag(args, 'max-warnings') === undefined ? undefined : integerFlag(args, 'max-warnings', 'lint', 0, 0);
  const timeoutMs = integerFlag(args, 'timeout', 'lint', DEFAULT_TIMEOUT_MS);
  const agent = stringFlag(args, 'agent');
  const force = booleanFlag(args, 'force');
  if (force && !fix) throw new UsageError('--force only changes what --fix may write (read-only files too); give it with --fix.', 'lint');
  if (fix && args.positionals.includes('-')) throw new UsageError('--fix cannot write back to standard input: give file paths.', 'lint');
  const url = args.positionals.find((operand) => /^https?:\/\//i.test(operand));
  if (fix && url !== undefined) throw new UsageError(`--fix cannot write back to a URL (${url}): give file paths.`, 'lint');
  // One file that cannot be read (or written) is reported and the others still linted: the exit status is the worst.
  let failed = false;
  const fail = (error: Error): void => {
    failed = true;
    context.stderr.line(`${context.stderr.color.red('robotstxt:')} ${printable(error.message)}`);
  };
  const targets = await expandTargetsEach(args.positionals, async (operand) => {
    try {
      return operand === '-' || /^https?:\/\//i.test(operand) ? [{ path: operand }] : await expandOperands([operand]);
    } catch (error) {
      fail(fileError(error, operand));
      return [];
    }
  });
  const reports: FileReport[] = [];
  let errors = 0;
  let warnings = 0;
  for (const target of targets) {
    const file = target.path;
    let source;
    try {
      source = await readSource(file, { maxBytes: MAX_LINT_BYTES, timeoutMs, stdin: context.stdin, ...(agent ? { agent } : {}) });
      if (source.response) sourceBytesOrFail(source);
    } catch (error) {
      fail(fileError(error, file));
      continue;
    }
    const options = lintOptionsFromConfig(await configs.configFor(file), flagOptions);
    const document = parse(source.bytes);
    let text = document.text;
    let fixed: number | undefined;
    let result;
    if (fix && document.encoding !== 'latin1' && document.encoding !== 'utf-16le' && document.encoding !== 'utf-16be') {
      const outcome = fixText(text, options);
      result = outcome.result;
      if (outcome.applied > 0 && !source.truncated) {
        try {
          await writeFileAtomic(file, new TextEncoder().encode(outcome.text), { expected: source.snapshot, force, within: target.within });
          text = outcome.text;
          fixed = outcome.applied;
        } catch (error) {
          fail(writeFailure(error, file));
          // Not written: what is reported is the file as it is.
          result = lint(document, options);
        }
      }
    } else result = lint(document, options);
    const diagnostics = quiet ? result.diagnostics.filter((d) => d.severity === 'error') : result.diagnostics;
    errors += result.errorCount;
    warnings += result.warningCount;
    reports.push({ file: source.label, text, diagnostics, ...(fixed !== undefined ? { fixed } : {}) });
  }
  // Nothing could be read: the errors on stderr are the whole answer (no empty report a tool would take for a clean run).
  if (reports.length > 0 || !failed) writeReports(reports, format, context.stdout, RULES);
  if (format === 'text' && !quiet) {
    const c = context.stdout.color;
    const total = reports.reduce((n, report) => n + report.diagnostics.length, 0);
    const fixedTotal = reports.reduce((n, report) => n + (report.fixed ?? 0), 0);
    if (total > 0)
      context.stdout.line(
        c.bold(`${total} problem${total === 1 ? '' : 's'} (${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'})`),
      );
    if (fixedTotal > 0) context.stdout.line(`${fixedTotal} fix${fixedTotal === 1 ? '' : 'es'} applied.`);
  }
  if (failed) return EXIT.error;
  if (errors > 0) return EXIT.findings;
  if (maxWarnings !== undefined && warnings > maxWarnings) {
    context.stderr.line(`robotstxt: ${warnings} warnings, more than --max-warnings ${maxWarnings}.`);
    return EXIT.findings;
  }
  return EXIT.ok;
}

function lintFormat(args: ParsedArgs): LintFormat {
  const value = stringFlag(args, 'format') ?? 'text';
  if ((LINT_FORMATS as readonly string[]).includes(value)) return value as LintFormat;
  const near = closest(value, LINT_FORMATS);
  throw new UsageError(`unknown format '${value}'.${near ? ` Did you mean ${near}?` : ''} Choose one of: ${LINT_FORMATS.join(', ')}.`, 'lint');
}

function lintOptions(args: ParsedArgs): LintOptions {
  const dialect = stringFlag(args, 'dialect') === undefined ? undefined : dialectFlag(args, 'lint', true);
  const dialects = stringFlag(args, 'dialects');
  const preset = stringFlag(args, 'preset');
  if (dialects !== undefined && dialects !== 'all') throw new UsageError(`--dialects takes 'all', not '${dialects}'; for one dialect use --dialect.`, 'lint');
  if (preset !== undefined && !(PRESETS as readonly string[]).includes(preset))
    throw new UsageError(`--preset must be one of ${PRESETS.join(', ')}, not '${preset}'.`, 'lint');
  const rules: Partial<Record<LintDiagnosticCode, RuleSetting>> = {};
  for (const entry of stringFlags(args, 'rule')) {
    const match = /^([a-z0-9-]+)=([a-z]+)$/.exec(entry);
    if (!match || !(SETTINGS as readonly string[]).includes(match[2] as string)) {
      throw new UsageError(`--rule takes CODE=LEVEL with LEVEL off, info, warn or error, not '${entry}'.`, 'lint');
    }
    const code = match[1] as string;
    if (!RULES.some((rule) => rule.code === code)) throw unknownRule(code, entry);
    rules[code as LintDiagnosticCode] = match[2] as RuleSetting;
  }
  return {
    ...(dialect === 'all' || dialects === 'all' ? { dialects: 'all' as const } : dialect ? { dialect: dialect as DialectName } : {}),
    ...(preset ? { preset: preset as LintPreset } : {}),
    ...(Object.keys(rules).length > 0 ? { rules } : {}),
  };
}

/** An unknown code in `--rule`: a rule that does not exist would silently keep reporting what the user meant to turn off. */
function unknownRule(code: string, entry: string): UsageError {
  const codes = RULES.map((rule) => rule.code);
  const near = closest(code, codes) ?? codes.find((candidate) => candidate.startsWith(`${code}-`) || code.startsWith(`${candidate}-`));
  return new UsageError(
    `unknown rule '${clip(code)}' in --rule ${clip(entry)}.${near ? ` Did you mean '${near}'?` : ''} The codes are listed in docs/rules/README.md (and in every finding, in brackets).`,
    'lint',
  );
}

function writeReports(reports: readonly FileReport[], format: LintFormat, out: Output, rules: Parameters<typeof sarifLog>[1]): void {
  const values = reports.map((report) => ({ file: report.file, ...(report.fixed ? { fixed: report.fixed } : {}), diagnostics: report.diagnostics }));
  if (format === 'json') out.line(jsonForTerminal(JSON.stringify(values, null, 2)));
  else if (format === 'jsonl') for (const value of values) out.line(jsonForTerminal(JSON.stringify(value)));
  else if (format === 'sarif') out.line(jsonForTerminal(JSON.stringify(sarifLog(reports, rules, VERSION), null, 2)));
  else if (format === 'github') for (const report of reports) for (const line of githubReport(report)) out.line(line);
  else for (const report of reports) for (const line of textReport(report, out.color, out.isTTY)) out.line(line);
}
