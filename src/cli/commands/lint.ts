/**
 * `robotstxt lint FILE|DIR|GLOB|-…`: every lint rule over robots.txt files,
 * ESLint's way (formats, `--fix`, `--max-warnings`, exit codes).
 *
 * @module
 */
import { booleanFlag, closest, dialectFlag, integerFlag, SHARED, stringFlag, stringFlags, type DialectName } from '../args.ts';
import { writeFailure, writeFileAtomic } from '../atomic-write.ts';
import { EXIT, UsageError, type Command, type ParsedArgs } from '../command.ts';
import { loadEngine } from '../engine.ts';
import { expandOperand } from '../lint-files.ts';
import { sourceBytesOrFail } from '../shared.ts';
import { DEFAULT_TIMEOUT_MS } from '../../fetch/retrieve.ts';
import { githubReport, sarifLog, textReport, type FileReport } from '../lint-report.ts';
import { fileError, readSource } from '../source.ts';
import { jsonForTerminal, printable, type Output } from '../output.ts';
import { expandTargetsEach } from '../walk.ts';
import { DEFAULT_PARSE_LIMIT } from '../../model/dialect.ts';
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

export const lintCommand: Command = {
  name: 'lint',
  summary: 'Find what breaks the standards in robots.txt files, and where crawlers read them differently.',
  usage: ['lint FILE|DIR|GLOB|URL|-… [--dialect D | --dialects all] [--preset P] [--rule CODE=LEVEL] [--fix] [--max-warnings N] [--format FMT]'],
  description: [
    'Runs every rule of docs/rules/ over each file: syntax (typos, missing colons, encodings), structure (orphan rules, repeated groups, blank lines), values (paths, agents, sitemaps, extension fields) and meaning (duplicate, unreachable and conflicting rules). Each finding cites the standard it breaks.',
    'A directory means every robots.txt and *.txt file under it; a glob (*, **, ?) the files it matches; - standard input.',
    '--dialects all lints for portability across 1994, draft-1996, rfc9309, google and revisited-1996, and reports each URL the dialects decide differently with a witness. --preset portable implies it.',
    '--fix applies the safe fixes (those that change no verdict under the dialects linted) and writes each file atomically, keeping its mode; suggestions are only shown. A file that changed while it was linted, a read-only file (unless --force) and, in a directory or glob, a link to a file outside it are left alone and reported.',
    'A file that cannot be read (or fixed) is reported on stderr and the others are still linted. Exit status: the worst of 0 when nothing at the failing level was found, 1 when an error was found or the warnings exceed --max-warnings, 2 on a usage error or a file that could not be read or written.',
  ],
  options: {
    agent: SHARED.userAgent,
    dialect: {
      ...SHARED.dialect,
      description: 'The standard to lint for: 1994, draft-1996, rfc9309 (default), google or revisited-1996; all is --dialects all.',
    },
    dialects: { type: 'string', valueName: 'all', description: 'all: lint for every dialect (portability).' },
    preset: { type: 'string', valueName: 'P', description: 'recommended (default), strict or portable.' },
    rule: { type: 'string', multiple: true, valueName: 'CODE=LEVEL', description: 'Set a rule to off, info, warn or error (repeatable).' },
    fix: { type: 'boolean', description: 'Apply the safe fixes to the files (atomically).' },
    force: { type: 'boolean', description: 'With --fix: write read-only files too (their mode is kept).' },
    format: {
      ...SHARED.format,
      description:
        'text (default), json (one JSON document), jsonl (one file per line), sarif (SARIF 2.1.0, GitHub code scanning) or github (Actions annotations).',
    },
    timeout: SHARED.timeout,
    'max-warnings': { type: 'string', valueName: 'N', description: 'Exit 1 when there are more than N warnings.' },
    quiet: { type: 'boolean', short: 'q', description: 'Report errors only.' },
  },
  examples: [
    'robotstxt lint robots.txt',
    'robotstxt lint public/ --dialects all',
    "robotstxt lint 'sites/**/robots.txt' --format sarif > lint.sarif",
    'robotstxt lint robots.txt --fix --rule crawl-delay-value=off',
  ],
  async run(args, context) {
    if (args.positionals.length === 0) throw new UsageError('missing FILE: give robots.txt files, directories, globs, or - for standard input.', 'lint');
    const format = lintFormat(args);
    const options = lintOptions(args);
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
        return await expandOperand(operand);
      } catch (error) {
        fail(fileError(error, operand));
        return [];
      }
    });
    const engine = await loadEngine();
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
      const document = engine.parse(source.bytes);
      let text = document.text;
      let fixed: number | undefined;
      let result;
      if (fix && document.encoding !== 'latin1' && document.encoding !== 'utf-16le' && document.encoding !== 'utf-16be') {
        const outcome = engine.fixText(text, options);
        result = outcome.result;
        if (outcome.applied > 0 && !source.truncated) {
          try {
            await writeFileAtomic(file, new TextEncoder().encode(outcome.text), { expected: source.snapshot, force, within: target.within });
            text = outcome.text;
            fixed = outcome.applied;
          } catch (error) {
            fail(writeFailure(error, file));
            // Not written: what is reported is the file as it is.
            result = engine.lint(document, options);
          }
        }
      } else result = engine.lint(document, options);
      const diagnostics = quiet ? result.diagnostics.filter((d) => d.severity === 'error') : result.diagnostics;
      errors += result.errorCount;
      warnings += result.warningCount;
      reports.push({ file: source.label, text, diagnostics, ...(fixed !== undefined ? { fixed } : {}) });
    }
    // Nothing could be read: the errors on stderr are the whole answer (as every command does on an input error).
    if (reports.length > 0 || !failed) writeReports(reports, format, context.stdout, engine.RULES);
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
  },
};

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
    rules[match[1] as LintDiagnosticCode] = match[2] as RuleSetting;
  }
  return {
    ...(dialect === 'all' || dialects === 'all' ? { dialects: 'all' as const } : dialect ? { dialect: dialect as DialectName } : {}),
    ...(preset ? { preset: preset as LintPreset } : {}),
    rules,
  };
}

function writeReports(reports: readonly FileReport[], format: LintFormat, out: Output, rules: Parameters<typeof sarifLog>[1]): void {
  const values = reports.map((report) => ({ file: report.file, ...(report.fixed ? { fixed: report.fixed } : {}), diagnostics: report.diagnostics }));
  if (format === 'json') out.line(jsonForTerminal(JSON.stringify(values, null, 2)));
  else if (format === 'jsonl') for (const value of values) out.line(jsonForTerminal(JSON.stringify(value)));
  else if (format === 'sarif') out.line(jsonForTerminal(JSON.stringify(sarifLog(reports, rules, VERSION), null, 2)));
  else if (format === 'github') for (const report of reports) for (const line of githubReport(report)) out.line(line);
  else for (const report of reports) for (const line of textReport(report, out.color, out.isTTY)) out.line(line);
}
