/**
 * The server's settings for one document: the editor's (the section
 * `robotstxt` of `workspace/configuration`) and the `robotstxt.config.json`
 * that `lint` and `fmt` read for the same file (src/cli/config/). Both have
 * one format, the configuration file's: the editor's section is read by the
 * same `parseConfig`, plus `configFile` (default `true`: whether to look for
 * the file at all).
 *
 * Where both set a key, the file wins, as Prettier's rc file wins over the
 * editor's defaults: the file is the project's shared choice, the editor's
 * settings one person's defaults. `rules` and `format` are merged key by
 * key; a `dialect` or `dialects` in the file replaces both of the editor's.
 *
 * @module
 */
import { fileURLToPath } from 'node:url';
import {
  formatOptionsFromConfig,
  lintOptionsFromConfig,
  loadConfig,
  parseConfig,
  type ConfigProblem,
  type LoadedConfig,
  type ToolkitConfig,
} from '../config/config.ts';
import type { FormatOptions } from '../../format/format.ts';
import type { LintOptions } from '../../lint/types.ts';

/** The options one document is linted and formatted with, and where they came from. */
export interface DocumentSettings {
  readonly lint: LintOptions;
  readonly format: FormatOptions;
  /** The configuration file that applied, if any. */
  readonly configPath?: string;
  /** What was wrong in the editor's settings and the file. */
  readonly problems: readonly ConfigProblem[];
}

/** Keys of the editor's section that are the server's or the client's, not the file format's. */
const EDITOR_ONLY_KEYS = new Set(['configFile', 'trace']);

/** The editor's section, read as a configuration file; `useConfigFile` is its `configFile`. */
export function readEditorSettings(section: unknown): { config: ToolkitConfig; useConfigFile: boolean; problems: readonly ConfigProblem[] } {
  if (section === null || typeof section !== 'object' || Array.isArray(section)) return { config: {}, useConfigFile: true, problems: [] };
  const entries = Object.entries(section as Record<string, unknown>);
  // Editors send unset settings as null (VS Code) or leave them out: both mean "the default".
  const given = Object.fromEntries(entries.filter(([key, value]) => !EDITOR_ONLY_KEYS.has(key) && value !== null && value !== undefined));
  const { config, problems } = parseConfig(JSON.stringify(given), 'editor settings (robotstxt)');
  const useConfigFile = (section as { configFile?: unknown }).configFile !== false;
  return { config, useConfigFile, problems };
}

/** The editor's settings under the file's: the file wins key by key. */
export function mergeConfigs(editor: ToolkitConfig, file: ToolkitConfig): ToolkitConfig {
  const fileChoosesDialect = file.dialect !== undefined || file.dialects !== undefined;
  const dialectOf = fileChoosesDialect ? file : editor;
  const preset = file.preset ?? editor.preset;
  const rules = { ...editor.rules, ...file.rules };
  const format = { ...editor.format, ...file.format };
  return {
    ...(dialectOf.dialect !== undefined ? { dialect: dialectOf.dialect } : {}),
    ...(dialectOf.dialects !== undefined ? { dialects: dialectOf.dialects } : {}),
    ...(preset !== undefined ? { preset } : {}),
    ...(Object.keys(rules).length > 0 ? { rules } : {}),
    ...(Object.keys(format).length > 0 ? { format } : {}),
  };
}

/** The path of a `file:` URI, or `undefined` for any other scheme (an unsaved buffer has no folder to look in). */
export function filePathOf(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/**
 * Finds the configuration file of each document, read once per folder until
 * {@link clear} (the server clears it when a `robotstxt.config.json` changes).
 */
export class ConfigFiles {
  private readonly byFolder = new Map<string, Promise<LoadedConfig | undefined>>();

  /** The file that applies to the robots.txt at `path`. */
  forFile(path: string): Promise<LoadedConfig | undefined> {
    const folder = path.replace(/[\\/][^\\/]*$/, '');
    let loaded = this.byFolder.get(folder);
    if (!loaded) {
      loaded = loadConfig(path).catch(() => undefined);
      this.byFolder.set(folder, loaded);
    }
    return loaded;
  }

  clear(): void {
    this.byFolder.clear();
  }
}

/** The settings of the document at `uri`, from the editor's section and (unless turned off) its configuration file. */
export async function settingsFor(uri: string, section: unknown, files: ConfigFiles): Promise<DocumentSettings> {
  const editor = readEditorSettings(section);
  const path = editor.useConfigFile ? filePathOf(uri) : undefined;
  const file = path === undefined ? undefined : await files.forFile(path);
  const config = mergeConfigs(editor.config, file?.config ?? {});
  return {
    lint: lintOptionsFromConfig(config),
    format: formatOptionsFromConfig(config),
    ...(file ? { configPath: file.path } : {}),
    problems: [...editor.problems, ...(file?.problems ?? [])],
  };
}
