/**
 * `robotstxt.config.json`: one settings file that the CLI and the language
 * server both read, so a site's dialect, lint preset, rule levels and layout
 * are written once, beside its robots.txt.
 *
 * ```json
 * {
 *   "$schema": "./node_modules/robotstxt-toolkit/schemas/robotstxt.config.schema.json",
 *   "dialect": "google",
 *   "preset": "strict",
 *   "rules": { "crawl-delay-value": "off" },
 *   "format": { "alignComments": true, "lineEnding": "crlf" }
 * }
 * ```
 *
 * The file is looked up from the robots.txt's folder upward; the lookup stops
 * after a folder that holds `.git` or `package.json` (the project's root), or
 * at the file system's root. The keys mean what the command line's flags
 * mean: `dialect` and `dialects` are `--dialect` and `--dialects`, `preset`
 * is `--preset`, `rules` is `--rule CODE=LEVEL`, `format` holds the
 * formatter's options under their {@link FormatOptions} names (`fmt`'s flags
 * in camelCase, the Prettier plugin's options without `robotsTxt`). Flags
 * given on the command line win over the file, and the file over the
 * defaults.
 *
 * Reading a file never throws: an unknown key or a bad value is a
 * {@link ConfigProblem} (the file, the key, what is wrong) and that key is
 * left at its default. `schemas/robotstxt.config.schema.json` describes the
 * same format for editors.
 *
 * @module
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { closest } from '../args.ts';
import { clip } from '../io/output.ts';
import type { LintDiagnosticCode } from '../../diagnostics/diagnostic.ts';
import type { FormatOptions } from '../../format/format.ts';
import { RULES } from '../../lint/rules/index.ts';
import type { LintOptions, LintPreset, RuleSetting } from '../../lint/types.ts';
import { DIALECTS, type Dialect } from '../../model/dialect.ts';

/** The name of the file, looked up beside each robots.txt and in the folders above it. */
export const CONFIG_FILE_NAME = 'robotstxt.config.json';

/** A folder holding one of these is a project's root: the lookup goes no higher. */
const ROOT_MARKERS = ['.git', 'package.json'] as const;

/** A larger file is not read: settings fit in a few hundred bytes. */
const MAX_CONFIG_BYTES = 1_000_000;

/** The presets `preset` accepts (`--preset`). */
const PRESETS: readonly LintPreset[] = ['recommended', 'strict', 'portable'];

/** The levels a rule accepts (`--rule CODE=LEVEL`). */
const RULE_SETTINGS: readonly RuleSetting[] = ['off', 'info', 'warn', 'warning', 'error'];

/** The formatter's options in a configuration file: {@link FormatOptions} with `dialect` also `all`, as `fmt --dialect` takes it. */
export interface ConfigFormatOptions {
  /** The dialect whose meaning the layout keeps; `all` (fmt's default) keeps it under every dialect. */
  readonly dialect?: Dialect | 'all';
  /** {@link FormatOptions.lineEnding} (`--line-ending`). */
  readonly lineEnding?: 'lf' | 'crlf' | 'preserve';
  /** {@link FormatOptions.bom} (`--bom`). */
  readonly bom?: 'drop' | 'keep';
  /** {@link FormatOptions.alignComments} (`--align-comments`). */
  readonly alignComments?: boolean;
  /** {@link FormatOptions.sitemapsAtEnd} (`--sitemaps-at-end`). */
  readonly sitemapsAtEnd?: boolean;
  /** {@link FormatOptions.removeDuplicates} (`--remove-duplicates`). */
  readonly removeDuplicates?: boolean;
  /** {@link FormatOptions.repairTypos} (`--repair-typos`). */
  readonly repairTypos?: boolean;
  /** {@link FormatOptions.sort} (`--sort`). */
  readonly sort?: boolean;
}

/** The settings of a `robotstxt.config.json`: only the keys the file gave validly. */
export interface ToolkitConfig {
  /** The dialect the robots.txt is read under (`--dialect`); default `rfc9309`. */
  readonly dialect?: Dialect;
  /** `all` or a list: lint for several dialects (`--dialects all`); wins over `dialect` where both are given. */
  readonly dialects?: 'all' | readonly Dialect[];
  /** The lint preset (`--preset`). */
  readonly preset?: LintPreset;
  /** Rule levels over the preset (`--rule CODE=LEVEL`). */
  readonly rules?: Readonly<Partial<Record<LintDiagnosticCode, RuleSetting>>>;
  /** The formatter's options (`fmt`'s layout flags). */
  readonly format?: ConfigFormatOptions;
}

/** Something wrong in a configuration file; the key it is about keeps its default. */
export interface ConfigProblem {
  /** The file (the `source` given to {@link parseConfig}). */
  readonly file: string;
  /** The key, dotted for nested ones (`rules.crawl-delay-value`, `format.sort`); empty for the file as a whole. */
  readonly key: string;
  /** What is wrong and what was done instead. */
  readonly message: string;
}

/** A configuration file found and read. */
export interface LoadedConfig {
  /** Its path. */
  readonly path: string;
  /** Its valid settings. */
  readonly config: ToolkitConfig;
  /** What was wrong in it (empty when nothing). */
  readonly problems: readonly ConfigProblem[];
}

/** What {@link findConfigFile} needs of a file system: whether a path names a file, and whether it names anything. */
export interface ConfigFileSystem {
  /** Whether `path` is a regular file (following links). */
  isFile(path: string): boolean | Promise<boolean>;
  /** Whether `path` exists at all (a `.git` may be a folder or a file). */
  exists(path: string): boolean | Promise<boolean>;
}

/** The key names of `format`, and the type each takes. */
const FORMAT_KEYS = {
  dialect: [...DIALECTS, 'all'],
  lineEnding: ['lf', 'crlf', 'preserve'],
  bom: ['drop', 'keep'],
  alignComments: 'boolean',
  sitemapsAtEnd: 'boolean',
  removeDuplicates: 'boolean',
  repairTypos: 'boolean',
  sort: 'boolean',
} as const satisfies Record<keyof ConfigFormatOptions, readonly string[] | 'boolean'>;

const TOP_KEYS = ['$schema', 'dialect', 'dialects', 'preset', 'rules', 'format'] as const;

/**
 * Reads the text of a configuration file. Never throws: JSON that does not
 * parse, an unknown key or a bad value is a problem, and the key it is about
 * keeps its default. `source` names the file in the problems.
 */
export function parseConfig(text: string, source: string): { config: ToolkitConfig; problems: readonly ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const problem = (key: string, message: string): void => {
    problems.push({ file: source, key, message });
  };
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    problem('', `not JSON (${clip(error instanceof Error ? error.message : String(error))}); the file was ignored.`);
    return { config: {}, problems };
  }
  if (!isObject(value)) {
    problem('', `holds ${describe(value)}, not an object of settings; the file was ignored.`);
    return { config: {}, problems };
  }
  const config: {
    dialect?: Dialect;
    dialects?: 'all' | readonly Dialect[];
    preset?: LintPreset;
    rules?: Partial<Record<LintDiagnosticCode, RuleSetting>>;
    format?: ConfigFormatOptions;
  } = {};
  for (const [key, entry] of Object.entries(value)) {
    switch (key) {
      case '$schema':
        if (typeof entry !== 'string') problem(key, `must be a string (the schema's URL or path), not ${describe(entry)}.`);
        break;
      case 'dialect':
        if (isOneOf(entry, DIALECTS)) config.dialect = entry;
        else if (entry === 'all') problem(key, `'all' is not one dialect; write "dialects": "all" to lint for every dialect. The default, rfc9309, is used.`);
        else problem(key, `must be one of ${DIALECTS.join(', ')}, not ${describe(entry)}${hint(entry, DIALECTS)}; the default, rfc9309, is used.`);
        break;
      case 'dialects': {
        const dialects = readDialects(entry);
        if (typeof dialects === 'string' && dialects !== 'all') problem(key, dialects);
        else config.dialects = dialects;
        break;
      }
      case 'preset':
        if (isOneOf(entry, PRESETS)) config.preset = entry;
        else problem(key, `must be one of ${PRESETS.join(', ')}, not ${describe(entry)}${hint(entry, PRESETS)}; the default, recommended, is used.`);
        break;
      case 'rules':
        if (isObject(entry)) config.rules = readRules(entry, problem);
        else problem(key, `must be an object of rule codes and levels ({ "crawl-delay-value": "off" }), not ${describe(entry)}; no rule was changed.`);
        break;
      case 'format':
        if (isObject(entry)) config.format = readFormat(entry, problem);
        else problem(key, `must be an object of the formatter's options ({ "alignComments": true }), not ${describe(entry)}; the defaults are used.`);
        break;
      default:
        problem(
          key,
          `is not a setting${hint(key, TOP_KEYS) || hint(key, Object.keys(FORMAT_KEYS), ' (inside "format")')}; it was ignored. The settings are ${TOP_KEYS.slice(1).join(', ')}.`,
        );
    }
  }
  return { config, problems };
}

/** `dialects`: `all` or a non-empty list of dialects; a string is the problem's message. */
function readDialects(entry: unknown): 'all' | readonly Dialect[] | string {
  if (entry === 'all') return 'all';
  const message = `must be "all" or a list of dialects (${DIALECTS.join(', ')}), not ${describe(entry)}`;
  if (!Array.isArray(entry)) return `${message}${hint(entry, DIALECTS, ' (as "dialect")')}; the default, one dialect, is used.`;
  if (entry.length === 0) return `is an empty list; give at least one dialect. The default, one dialect, is used.`;
  const wrong = entry.find((item) => !isOneOf(item, DIALECTS));
  if (wrong !== undefined) return `lists ${describe(wrong)}, which is not one of ${DIALECTS.join(', ')}${hint(wrong, DIALECTS)}; the list was ignored.`;
  return [...new Set(entry as Dialect[])];
}

function readRules(
  entries: Readonly<Record<string, unknown>>,
  problem: (key: string, message: string) => void,
): Partial<Record<LintDiagnosticCode, RuleSetting>> {
  const codes = RULES.map((rule) => rule.code);
  const rules: Partial<Record<LintDiagnosticCode, RuleSetting>> = {};
  for (const [code, level] of Object.entries(entries)) {
    const key = `rules.${code}`;
    if (!(codes as readonly string[]).includes(code)) {
      problem(key, `is not a rule${hint(code, codes)}; it was ignored. The codes are listed in docs/rules/README.md.`);
    } else if (!isOneOf(level, RULE_SETTINGS)) {
      problem(key, `must be off, info, warn or error, not ${describe(level)}${hint(level, RULE_SETTINGS)}; the preset's level is used.`);
    } else rules[code as LintDiagnosticCode] = level;
  }
  return rules;
}

function readFormat(entries: Readonly<Record<string, unknown>>, problem: (key: string, message: string) => void): ConfigFormatOptions {
  const format: Record<string, unknown> = {};
  const names = Object.keys(FORMAT_KEYS) as (keyof typeof FORMAT_KEYS)[];
  for (const [name, value] of Object.entries(entries)) {
    const key = `format.${name}`;
    if (!(names as readonly string[]).includes(name)) {
      const camel = name.replace(/^robotsTxt(.)/, (_, first: string) => first.toLowerCase()).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      const near = (names as readonly string[]).includes(camel) ? ` (did you mean '${camel}'?)` : hint(name, names);
      problem(key, `is not an option of the formatter${near}; it was ignored. The options are ${names.join(', ')}.`);
      continue;
    }
    const type = FORMAT_KEYS[name as keyof typeof FORMAT_KEYS];
    if (type === 'boolean') {
      if (typeof value === 'boolean') format[name] = value;
      else problem(key, `must be true or false, not ${describe(value)}; the default, false, is used.`);
    } else if (isOneOf(value, type)) format[name] = value;
    else problem(key, `must be one of ${type.join(', ')}, not ${describe(value)}${hint(value, type)}; the default is used.`);
  }
  return format as ConfigFormatOptions;
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOneOf<T extends string>(value: unknown, choices: readonly T[]): value is T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value);
}

/** A value as the problem quotes it: JSON, clipped. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `a list (${clip(JSON.stringify(value), 60)})`;
  if (isObject(value)) return 'an object';
  return clip(JSON.stringify(value), 60);
}

/** ` (did you mean 'x'?)` when a string is near one of the choices, else nothing. */
function hint(value: unknown, choices: readonly string[], where = ''): string {
  if (typeof value !== 'string') return '';
  const near = closest(value, choices) ?? choices.find((choice) => choice.toLowerCase() === value.toLowerCase());
  return near === undefined || (near === value && where === '') ? '' : ` (did you mean '${near}'${where}?)`;
}

/**
 * The configuration file that applies to the robots.txt at `robotsPath`:
 * `robotstxt.config.json` in its folder or the nearest folder above that has
 * one, stopping after a folder that holds `.git` or `package.json`, or at the
 * root. `undefined` when there is none. The file system is `fs`, so the
 * lookup runs on any (an editor's virtual one, a test's).
 */
export async function findConfigFile(robotsPath: string, fs: ConfigFileSystem): Promise<string | undefined> {
  let folder = dirname(resolve(robotsPath));
  for (;;) {
    const candidate = join(folder, CONFIG_FILE_NAME);
    if (await fs.isFile(candidate)) return candidate;
    for (const marker of ROOT_MARKERS) if (await fs.exists(join(folder, marker))) return undefined;
    const parent = dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

/** The node file system as {@link ConfigFileSystem}. */
export const NODE_FILE_SYSTEM: ConfigFileSystem = {
  isFile: async (path) => (await stat(path).catch(() => undefined))?.isFile() === true,
  exists: async (path) => (await stat(path).catch(() => undefined)) !== undefined,
};

/**
 * Finds and reads the configuration file of the robots.txt at `robotsPath`
 * (see {@link findConfigFile}); `undefined` when there is none. Never
 * throws: a file that cannot be read is a problem.
 */
export async function loadConfig(robotsPath: string, fs: ConfigFileSystem = NODE_FILE_SYSTEM): Promise<LoadedConfig | undefined> {
  const path = await findConfigFile(robotsPath, fs);
  return path === undefined ? undefined : readConfigFile(path);
}

/** Reads the configuration file at `path` (`--config FILE`). Never throws: a file that cannot be read is a problem. */
export async function readConfigFile(path: string): Promise<LoadedConfig> {
  let text: string;
  try {
    const info = await stat(path);
    if (!info.isFile()) return unread(path, 'is not a regular file; it was ignored.');
    if (info.size > MAX_CONFIG_BYTES) return unread(path, `is larger than ${MAX_CONFIG_BYTES} bytes, too large for settings; it was ignored.`);
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return unread(path, `could not be read (${typeof code === 'string' ? code : error instanceof Error ? error.message : String(error)}); it was ignored.`);
  }
  return { path, ...parseConfig(text, path) };
}

function unread(path: string, message: string): LoadedConfig {
  return { path, config: {}, problems: [{ file: path, key: '', message }] };
}

/**
 * The linter's options: the file's settings under `overrides` (the command
 * line's). A dialect in `overrides` (`dialect` or `dialects`) replaces both of
 * the file's; `rules` are merged code by code, the overrides winning.
 */
export function lintOptionsFromConfig(config: ToolkitConfig, overrides: LintOptions = {}): LintOptions {
  const chooser = overrides.dialect !== undefined || overrides.dialects !== undefined ? overrides : config;
  const preset = overrides.preset ?? config.preset;
  const rules = { ...config.rules, ...overrides.rules };
  return {
    ...(chooser.dialects !== undefined ? { dialects: chooser.dialects } : chooser.dialect !== undefined ? { dialect: chooser.dialect } : {}),
    ...(preset !== undefined ? { preset } : {}),
    ...(Object.keys(rules).length > 0 ? { rules } : {}),
  };
}

/** The command line's formatter options: {@link FormatOptions} with `dialect` also `all` (`fmt --dialect all`). */
export type FormatOverrides = Omit<FormatOptions, 'dialect'> & { readonly dialect?: Dialect | 'all' };

/**
 * The formatter's options: the file's `format` under `overrides` (the command
 * line's). The dialect is the overrides', else `format.dialect`, else the
 * file's `dialect` (none when it gives `dialects`: the layout then keeps the
 * meaning under every dialect); `all` means none.
 */
export function formatOptionsFromConfig(config: ToolkitConfig, overrides: FormatOverrides = {}): FormatOptions {
  const { dialect: formatDialect, ...layout } = config.format ?? {};
  const { dialect: overrideDialect, ...flags } = overrides;
  const dialect = overrideDialect ?? formatDialect ?? (config.dialects === undefined ? config.dialect : undefined);
  return { ...layout, ...flags, ...(dialect !== undefined && dialect !== 'all' ? { dialect } : {}) };
}

/**
 * The dialects a command that reads one file under one dialect (or compares
 * them) uses: `flag` when given (`--dialect`), else the file's `dialects`
 * (`all`, or its list), else its `dialect`, else `rfc9309`.
 */
export function dialectsFromConfig(config: ToolkitConfig, flag?: Dialect | 'all'): readonly Dialect[] {
  const choice = flag ?? config.dialects ?? config.dialect ?? 'rfc9309';
  return choice === 'all' ? DIALECTS : typeof choice === 'string' ? [choice] : choice;
}
