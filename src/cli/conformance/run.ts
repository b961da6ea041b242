/**
 * The implementation of `robotstxt conformance` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DIALECT_NAMES, dialectFlag, formatFlag, integerFlag, stringFlag, stringFlags } from '../args.ts';
import { EXIT, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { clip, printable, writeJson } from '../io/output.ts';
import type { Dialect } from '../../match/types.ts';
import { inProcess, jsonLinesCommand, perCaseCommand, splitCommand, type Implementation } from './implementations.ts';
import { runConformance, type ConformanceReport } from './runner.ts';
import { readSuites, type ConformanceSuite } from './suites.ts';

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_JOBS = 2;

export async function run(args: ParsedArgs, context: Context): Promise<number> {
  if (args.positionals.length > 0) {
    throw new UsageError(`conformance takes no operands; give suites with --suite (got '${clip(args.positionals[0] ?? '')}').`, 'conformance');
  }
  const choice = stringFlag(args, 'dialect') === undefined ? 'all' : dialectFlag(args, 'conformance', true);
  const dialects: readonly Dialect[] = choice === 'all' ? DIALECT_NAMES : [choice];
  const format = formatFlag(args, 'conformance');
  const implementation = await implementationOf(args);
  try {
    const locations = stringFlags(args, 'suite');
    const suites: ConformanceSuite[] = [];
    for (const location of locations.length > 0 ? locations : [defaultSuites(context)]) {
      for (const suite of await readSuites(location)) suites.push(suite);
    }
    // --agent: only the cases that ask about that robot (to look into one robot's failures).
    const agent = stringFlag(args, 'agent');
    const chosen =
      agent === undefined
        ? suites
        : suites.map((suite) => ({ ...suite, cases: suite.cases.filter((item) => item.agent.toLowerCase() === agent.toLowerCase()) }));
    const report = await runConformance(
      chosen.filter((suite) => suite.cases.length > 0),
      implementation,
      dialects,
    );
    if (format === 'text') printScorecard(report, context);
    else writeJson(context.stdout, report, format);
    return report.failures.length > 0 ? EXIT.findings : EXIT.ok;
  } finally {
    await implementation.close();
  }
}

/** The project's own vectors: conformance/ beside dist/ (the bundled CLI) or beside src/ (run from source). */
function defaultSuites(context: Context): string {
  for (const candidate of [new URL('../conformance/', context.workerUrl), new URL('../../../conformance/', import.meta.url)]) {
    const directory = fileURLToPath(candidate);
    if (existsSync(directory)) return directory;
  }
  throw new UsageError("the project's conformance/ vectors are not installed here; give a suite with --suite DIR|FILE.", 'conformance');
}

async function implementationOf(args: ParsedArgs): Promise<Implementation> {
  const command = stringFlag(args, 'command');
  const jsonl = stringFlag(args, 'jsonl');
  const timeoutMs = integerFlag(args, 'timeout', 'conformance', DEFAULT_TIMEOUT_MS);
  if (command !== undefined && jsonl !== undefined) throw new UsageError('--command and --jsonl are exclusive: give one implementation.', 'conformance');
  const outputType = stringFlag(args, 'output-type')?.toLowerCase() ?? 'exitcode';
  if (outputType !== 'exitcode' && outputType !== 'printing')
    throw new UsageError(`unknown --output-type '${clip(outputType)}': exitcode or printing.`, 'conformance');
  const patterns = [stringFlag(args, 'allowed-pattern'), stringFlag(args, 'disallowed-pattern')];
  if (command === undefined && (patterns.some((p) => p !== undefined) || stringFlag(args, 'output-type') !== undefined)) {
    throw new UsageError('--output-type, --allowed-pattern and --disallowed-pattern describe the answers of --command; give --command too.', 'conformance');
  }
  for (const program of [command, jsonl]) {
    if (program === undefined) continue;
    let words: string[];
    try {
      words = splitCommand(program);
    } catch (error) {
      throw new UsageError(`cannot read the command '${clip(program)}': ${error instanceof Error ? error.message : String(error)}.`, 'conformance');
    }
    if (words.length === 0) throw new UsageError('the command is empty: give the program to run.', 'conformance');
  }
  if (jsonl !== undefined) return jsonLinesCommand(jsonl, timeoutMs);
  if (command === undefined) return inProcess();
  if (!command.includes('%robots%')) throw new UsageError('the command has no %robots%: say where the program takes the robots.txt file.', 'conformance');
  const [allowedPattern, disallowedPattern] = patterns;
  const printing = outputType === 'printing';
  for (const pattern of printing ? patterns : []) {
    if (pattern === undefined) continue;
    try {
      new RegExp(pattern);
    } catch {
      throw new UsageError(`'${clip(pattern)}' is not a regular expression.`, 'conformance');
    }
  }
  return perCaseCommand({
    command,
    outputType,
    allowedPattern: allowedPattern ?? (printing ? '\\ballowed\\b' : '0'),
    disallowedPattern: disallowedPattern ?? (printing ? '\\bdisallowed\\b' : '1'),
    timeoutMs,
    concurrency: integerFlag(args, 'jobs', 'conformance', DEFAULT_JOBS),
  });
}

function printScorecard(report: ConformanceReport, context: Context): void {
  const { stdout } = context;
  const c = stdout.color;
  stdout.line(`${c.bold('implementation:')} ${printable(clip(report.implementation, 200))}`);
  const sources = [...new Set(report.scores.map((score) => score.source))];
  const width = sources.reduce((widest, source) => Math.max(widest, source.length), 6) + 2;
  const column = 16;
  stdout.line(c.bold(['source'.padEnd(width), ...report.dialects.map((dialect) => dialect.padEnd(column))].join('').trimEnd()));
  for (const source of sources) {
    const cells = report.dialects.map((dialect) => {
      const score = report.scores.find((s) => s.source === source && s.dialect === dialect);
      if (!score) return '-'.padEnd(column);
      const cell = `${score.passed}/${score.total}${score.errors > 0 ? ` (${score.errors} err)` : ''}`.padEnd(column);
      return score.passed === score.total ? c.green(cell) : c.red(cell);
    });
    stdout.line([printable(source).padEnd(width), ...cells].join('').trimEnd());
  }
  stdout.line(c.dim('passed/total of the cases each dialect decides; - where it decides none'));
  if (report.failures.length === 0) return;
  stdout.line('');
  stdout.line(c.bold(`${report.failures.length} failure${report.failures.length === 1 ? '' : 's'}:`));
  for (const failure of report.failures) {
    const verdict = (allowed: boolean): string => (allowed ? 'allowed' : 'disallowed');
    const got = failure.error === undefined ? `got ${verdict(failure.actual as boolean)}` : `no answer: ${failure.error}`;
    stdout.line(
      `${c.red('FAIL')} ${printable(`${failure.source} ${failure.id}`)} [${failure.dialect}]: expected ${verdict(failure.expected)}, ${printable(got)}`,
    );
    stdout.line(`     agent ${printable(JSON.stringify(clip(failure.agent, 80)))}, url ${printable(JSON.stringify(clip(failure.url, 120)))}`);
    if (failure.reason) stdout.line(`     ${c.dim(printable(`reason: ${clip(failure.reason, 300)}`))}`);
  }
}
