/**
 * The `robotstxt` program: global flags, dispatch to a subcommand, and the
 * mapping of errors to messages and exit codes. Subcommands live in a
 * folder each, listed in `registry.ts`; this module loads none of them.
 *
 * @module
 */
import { closest, parseCommandArgs } from './args.ts';
import { CliError, EXIT, UsageError, type Command, type Context } from './command.ts';
import { commandHelp, programHelp } from './help.ts';
import { clip, makeColors, Output, printable, wantsColor } from './io/output.ts';
import { COMMANDS, findCommand } from './registry.ts';

declare const __ROBOTSTXT_VERSION__: string | undefined;

/** The package version, put in by the bundler; `dev` when run from source. */
export const VERSION: string = typeof __ROBOTSTXT_VERSION__ === 'string' ? __ROBOTSTXT_VERSION__ : 'dev';

/** What `main` needs from the process. */
export interface ProcessIO {
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
  readonly stdin: NodeJS.ReadStream;
  readonly env: NodeJS.ProcessEnv;
  readonly workerUrl: URL;
}

/** Runs the program on `argv` (without `node` and the script) and resolves to the exit code. */
export async function main(argv: readonly string[], io: ProcessIO): Promise<number> {
  const untilDashDash = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  const noColor = untilDashDash.includes('--no-color');
  const stdout = new Output(io.stdout, makeColors(wantsColor(io.stdout, io.env, noColor)));
  const stderr = new Output(io.stderr, makeColors(wantsColor(io.stderr, io.env, noColor)), stdout);
  // A write error is never thrown at the process: the writer drops what
  // follows and the commands stop early (see `Output.closed`).
  io.stdout.on('error', (error: NodeJS.ErrnoException) => stdout.fail(error));
  io.stderr.on('error', (error: NodeJS.ErrnoException) => stderr.fail(error));
  const context: Context = {
    stdout,
    stderr,
    // A getter: `process.stdin` is made on first use (bin.ts), and most runs never read it.
    get stdin() {
      return io.stdin;
    },
    env: io.env,
    workerUrl: io.workerUrl,
  };
  let code: number;
  try {
    code = await dispatch(argv, untilDashDash, context);
  } catch (error) {
    reportError(error, stderr);
    code = error instanceof CliError ? error.exitCode : EXIT.error;
  } finally {
    stdout.flush();
    stderr.flush();
  }
  // A failed write reports its error on the next tick: let it in.
  await new Promise((resolve) => setImmediate(resolve));
  return exitCodeAfterWriting(code, stdout, stderr);
}

/**
 * The exit code once the output is written. A reader that stops early
 * (`robotstxt check … | head -1`) closes the pipe (EPIPE): that is not an
 * error, and the run keeps the code its verdicts earned (1 when a URL it
 * checked was disallowed; commands stop checking once nobody reads), as
 * `grep -q` and ESLint keep theirs. Any other write error (a full disk) is
 * an error: the output is incomplete.
 */
export function exitCodeAfterWriting(code: number, stdout: Output, stderr: Output): number {
  const failure = stdout.closedBy;
  if (failure === undefined || failure.code === 'EPIPE') return code;
  stderr.line(`${stderr.color.red('robotstxt:')} cannot write to standard output: ${printable(clip(failure.message, 500))}`);
  return EXIT.error;
}

async function dispatch(argv: readonly string[], flags: readonly string[], context: Context): Promise<number> {
  const [first, ...rest] = argv;
  const { stdout, stderr } = context;
  if (first === undefined) {
    stderr.line(programHelp(COMMANDS, VERSION, stderr.color));
    return EXIT.error;
  }
  // `-v` was the first spelling; it stays as a hidden alias and will never mean verbose.
  if (first === '--version' || first === '-V' || first === '-v' || first === 'version') {
    stdout.line(VERSION);
    return EXIT.ok;
  }
  if (first === '--help' || first === '-h' || (first === 'help' && rest.length === 0)) {
    stdout.line(programHelp(COMMANDS, VERSION, stdout.color));
    return EXIT.ok;
  }
  if (first === 'help') {
    stdout.line(commandHelp(requireCommand(rest[0] ?? ''), stdout.color));
    return EXIT.ok;
  }
  if (first.startsWith('-') && first !== '-') {
    throw new UsageError(`'${clip(first)}' is not a command; the command comes first, e.g. robotstxt check FILE --agent NAME URL.`);
  }
  const command = requireCommand(first);
  if (flags.includes('--help') || flags.includes('-h')) {
    stdout.line(commandHelp(command, stdout.color));
    return EXIT.ok;
  }
  const args = parseCommandArgs(command, rest);
  const { run } = await command.load();
  return run(args, context);
}

function requireCommand(name: string): Command {
  const command = findCommand(name);
  if (command) return command;
  const names = COMMANDS.map((c) => c.name);
  const near = closest(name, names);
  throw new UsageError(`unknown command '${clip(name)}'.${near ? ` Did you mean '${near}'?` : ''} Commands: ${names.join(', ')}.`);
}

/** The longest line of an error message printed: a message is a sentence or two around quotes of at most `QUOTE_LIMIT` characters. */
const MESSAGE_LINE_LIMIT = 1_000;

function reportError(error: unknown, stderr: Output): void {
  const c = stderr.color;
  if (error instanceof CliError) {
    // Messages quote user input (paths, URLs): keep control characters off the
    // terminal. Each quote is clipped where it is made; MESSAGE_LINE_LIMIT is
    // the net for a quote that was not.
    stderr.line(
      `${c.red('robotstxt:')} ${error.message
        .split('\n')
        .map((line) => printable(clip(line, MESSAGE_LINE_LIMIT)))
        .join('\n')}`,
    );
    return;
  }
  // Not a user error: a bug. The stack is what a bug report needs.
  // Its message may quote input (a URL, a file's text): terminal-safe, its own line breaks kept.
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  stderr.line(`${c.red('robotstxt: internal error:')} ${printable(detail, true)}`);
  stderr.line('This is a bug in robotstxt-toolkit; please report it with the command you ran.');
}
