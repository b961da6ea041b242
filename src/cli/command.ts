/**
 * The shape of a subcommand and the context it runs in.
 *
 * A subcommand is a folder: `spec.ts` exports a {@link Command} (its name,
 * a one-line summary, its options, and `load()`), `run.ts` its
 * {@link CommandModule}. `registry.ts` lists them; `main.ts` parses the
 * flags, prints `--help` and maps errors to exit codes.
 *
 * @module
 */
import type { Output } from './io/output.ts';

/** Exit codes, as prettier and eslint use them. */
export const EXIT = {
  /** Success: everything checked is allowed / nothing to report. */
  ok: 0,
  /** The command worked and found something: a URL is disallowed. */
  findings: 1,
  /** Usage or input error: bad flag, missing file, bad URL, failed fetch… */
  error: 2,
} as const;

/** One flag of a subcommand (a `node:util` `parseArgs` option plus help text). */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  readonly multiple?: boolean;
  /** The value's name in help, e.g. `NAME` in `--agent NAME`. */
  readonly valueName?: string;
  readonly description: string;
}

/** The parsed command line of one subcommand. */
export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | string[] | undefined>>;
  readonly positionals: readonly string[];
}

/** What a subcommand can touch: the streams, the environment, the file system through Node. */
export interface Context {
  readonly stdout: Output;
  readonly stderr: Output;
  readonly stdin: NodeJS.ReadStream;
  readonly env: NodeJS.ProcessEnv;
  /** The bundled worker script for batch runs (next to the bundled CLI). */
  readonly workerUrl: URL;
}

/** A subcommand. */
export interface Command {
  readonly name: string;
  /** One line for `robotstxt --help`. */
  readonly summary: string;
  /** Usage lines without the program name, e.g. `check FILE --agent NAME [URL…]`. */
  readonly usage: readonly string[];
  /** Paragraphs for `robotstxt NAME --help`. */
  readonly description: readonly string[];
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Example invocations, with the program name. */
  readonly examples?: readonly string[];
  /** Imports the implementation (a dynamic import: the library loads only when a command runs). */
  load(): Promise<CommandModule>;
}

/** A command's implementation (`NAME/run.ts`). */
export interface CommandModule {
  /** Runs the command; resolves to the exit code. Throw a {@link CliError} for user errors. */
  run(args: ParsedArgs, context: Context): Promise<number>;
}

/** The library's option names as the CLI's flags (messages the library writes name its options; the CLI's user knows flags). */
const FLAG_NAMES: readonly (readonly [RegExp, string])[] = [
  [/\brepairTypos with dialect (\S+)/g, '--repair-typos --dialect $1'],
  [/\brepairTypos\b/g, '--repair-typos'],
  [/\bsitemapsAtEnd\b/g, '--sitemaps-at-end'],
  [/\bremoveDuplicates\b/g, '--remove-duplicates'],
  [/\balignComments\b/g, '--align-comments'],
  [/\blineEnding\b/g, '--line-ending'],
  [/\boptions\.agent\b/g, '--agent'],
  [/\boptions\.timeoutMs\b/g, '--timeout'],
  [/\boptions\.maxBytes\b/g, '--max-bytes'],
];

/** `text` with the library's option names replaced by the CLI's flags. */
export function inFlagNames(text: string): string {
  return FLAG_NAMES.reduce((result, [name, flag]) => result.replace(name, flag), text);
}

/**
 * An error the user can fix: printed as `robotstxt: MESSAGE` without a stack
 * trace, exit code 2. The message says what went wrong and what to do.
 */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number = EXIT.error) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** A {@link CliError} about the command line itself; the message ends with a pointer to `--help`. */
export class UsageError extends CliError {
  constructor(message: string, command?: string) {
    super(`${message}\nRun 'robotstxt ${command ? `${command} ` : ''}--help' for usage.`);
    this.name = 'UsageError';
  }
}
