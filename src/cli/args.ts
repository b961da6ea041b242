/**
 * Flag parsing (`node:util` `parseArgs`) with messages that say what to do,
 * and the flags many subcommands share.
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { DIALECTS } from '../match/types.ts';
import type { Dialect } from '../model/dialect.ts';
import { clip } from './io/output.ts';
import { UsageError, type Command, type OptionSpec, type ParsedArgs } from './command.ts';

/** `--help` and `--no-color`: every subcommand has them. */
export const COMMON_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  help: { type: 'boolean', short: 'h', description: 'Show this help and exit.' },
  'no-color': { type: 'boolean', description: 'No colours (also when NO_COLOR is set, or output is not a terminal).' },
};

/** The dialect names `--dialect` accepts: the library's {@link DIALECTS}. */
export const DIALECT_NAMES: readonly Dialect[] = DIALECTS;
export type DialectName = Dialect;

/** Parses `argv` (after the subcommand name) against a command's options. */
export function parseCommandArgs(command: Command, argv: readonly string[]): ParsedArgs {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> = {};
  for (const [name, spec] of Object.entries({ ...COMMON_OPTIONS, ...command.options })) {
    options[name] = { type: spec.type, ...(spec.short ? { short: spec.short } : {}), ...(spec.multiple ? { multiple: true } : {}) };
  }
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
    return { values: values as ParsedArgs['values'], positionals };
  } catch (error) {
    throw new UsageError(rephraseParseError(error, command), command.name);
  }
}

/** Turns `parseArgs`'s messages into ones that name the command and the fix. */
function rephraseParseError(error: unknown, command: Command): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  // parseArgs quotes the flag as '--name', '-n' or '-n, --name <value>': prefer the long form.
  const flag = /--[A-Za-z0-9][\w-]*/.exec(message)?.[0] ?? /'(-[^-'\s,])/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && flag) {
    const known = Object.keys({ ...COMMON_OPTIONS, ...command.options });
    const near = closest(flag.replace(/^-+/, ''), known);
    return `unknown option ${clip(flag)} for 'robotstxt ${command.name}'.${near ? ` Did you mean --${near}?` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag) {
    if (message.includes('does not take an argument')) return `option ${clip(flag)} is a switch and takes no value.`;
    if (message.includes('ambiguous')) return `option ${flag} needs a value, but the next argument starts with '-'. Write ${flag}=VALUE.`;
    const spec = command.options[flag.replace(/^-+/, '')];
    return `option ${flag} needs a value${spec?.valueName ? ` (${flag} ${spec.valueName})` : ''}.`;
  }
  return clip(message, 500);
}

/** The candidate nearest to `word` (at most 2 edits away), for "did you mean". */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** A string flag's value, or `undefined`. Repeated single-value flags: the last wins. */
export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  if (Array.isArray(value)) return value[value.length - 1];
  return typeof value === 'string' ? value : undefined;
}

/** A repeatable string flag's values. */
export function stringFlags(args: ParsedArgs, name: string): string[] {
  const value = args.values[name];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? [value] : [];
}

export function booleanFlag(args: ParsedArgs, name: string): boolean {
  return args.values[name] === true;
}

/** `--dialect`: one dialect name (or `all` where allowed), default `rfc9309`. */
export function dialectFlag(args: ParsedArgs, command: string, allowAll: false): DialectName;
export function dialectFlag(args: ParsedArgs, command: string, allowAll: true): DialectName | 'all';
export function dialectFlag(args: ParsedArgs, command: string, allowAll: boolean): DialectName | 'all' {
  const value = stringFlag(args, 'dialect') ?? 'rfc9309';
  if ((DIALECT_NAMES as readonly string[]).includes(value)) return value as DialectName;
  if (value === 'all' && allowAll) return 'all';
  const choices = [...DIALECT_NAMES, ...(allowAll ? ['all'] : [])].join(', ');
  throw new UsageError(`unknown dialect '${clip(value)}'. Choose one of: ${choices}.`, command);
}

/**
 * The output formats every command accepts with `--format`:
 * - `text`: for people (the default);
 * - `json`: exactly one JSON document on stdout (an object, or for `check` an array);
 * - `jsonl`: the same values compact, one per line (`check` streams one per URL).
 * Errors are never part of stdout: they go to stderr as text, with exit code 2.
 */
export const FORMATS = ['text', 'json', 'jsonl'] as const;
export type Format = (typeof FORMATS)[number];

/** `--format` (see {@link FORMATS}); `fallback` when not given. */
export function formatFlag(args: ParsedArgs, command: string, fallback: Format = 'text'): Format {
  const value = stringFlag(args, 'format') ?? fallback;
  if ((FORMATS as readonly string[]).includes(value)) return value as Format;
  const near = closest(value, FORMATS);
  throw new UsageError(`unknown format '${clip(value)}'.${near ? ` Did you mean ${near}?` : ''} Choose one of: ${FORMATS.join(', ')}.`, command);
}

/** A positive integer flag (`--timeout`, `--max-bytes`, `--jobs`), or the default. */
export function integerFlag(args: ParsedArgs, name: string, command: string, fallback: number, min = 1): number {
  const value = stringFlag(args, name);
  if (value === undefined) return fallback;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(number) || number < min) {
    throw new UsageError(`option --${name} needs a whole number ≥ ${min}, not '${clip(value)}'.`, command);
  }
  return number;
}

/**
 * `--agent`, required. With `emptyAllowed`, an empty name is an answer, as it is to the library (the robot
 * then matches only the `*` group): conformance suites pass one.
 */
export function requiredAgent(args: ParsedArgs, command: string, emptyAllowed = false): string {
  const agent = stringFlag(args, 'agent');
  if (agent === undefined || (!emptyAllowed && agent.trim() === '')) {
    throw new UsageError(`missing --agent NAME: say which robot to check for, e.g. --agent Googlebot.`, command);
  }
  return agent;
}

/** The operand of a command that takes exactly one (`page URL`, `meta FILE`): `missing` is the usage error when there is none. */
export function soleOperand(args: ParsedArgs, command: string, noun: string, missing: string): string {
  const [operand, ...extra] = args.positionals;
  if (operand === undefined) throw new UsageError(missing, command);
  if (extra.length > 0) throw new UsageError(`${command} takes one ${noun}, got ${extra.length + 1}.`, command);
  return operand;
}

/** Option specs several subcommands share (help text in one place). */
export const SHARED = {
  agent: { type: 'string', short: 'a', valueName: 'NAME', description: 'The robot: a product token (Googlebot) or a full User-Agent header.' },
  /** `--agent` where it is optional: only the User-Agent header sent when FILE is a URL. */
  userAgent: { type: 'string', short: 'a', valueName: 'NAME', description: 'The User-Agent header to send when FILE is a URL (default robotstxt-toolkit).' },
  dialect: {
    type: 'string',
    short: 'd',
    valueName: 'D',
    description: 'The standard to read the file under: 1994, draft-1996, rfc9309 (default), google or revisited-1996 (Kollar/Leavitt/Mauldin).',
  },
  format: {
    type: 'string',
    short: 'f',
    valueName: 'FMT',
    description: 'text (default), json (one JSON document) or jsonl (compact JSON, one value per line).',
  },
  config: {
    type: 'string',
    valueName: 'FILE',
    description: 'Read the settings from FILE instead of the robotstxt.config.json found beside each file or above it; flags still win.',
  },
  'no-config': { type: 'boolean', description: 'Read no robotstxt.config.json: flags and defaults only.' },
  timeout: { type: 'string', valueName: 'MS', description: 'Time limit for fetching a URL, in milliseconds (default 10000).' },
  'max-bytes': {
    type: 'string',
    valueName: 'N',
    description: 'Bytes of the robots.txt to read and parse; the rest is ignored (default 512000, RFC 9309 §2.5).',
  },
} as const satisfies Record<string, OptionSpec>;
