/**
 * How a command finds the settings of each input: `--config FILE` (one file
 * for every input), `--no-config` (none), or else the `robotstxt.config.json`
 * that applies to each input's folder, read once per folder. Problems in a
 * file are printed on stderr once, as warnings, and the command goes on with
 * the defaults for the keys they are about.
 *
 * @module
 */
import { stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { booleanFlag, stringFlag } from '../args.ts';
import { CliError, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { printable } from '../io/output.ts';
import { CONFIG_FILE_NAME, findConfigFile, NODE_FILE_SYSTEM, readConfigFile, type LoadedConfig, type ToolkitConfig } from './config.ts';

/** The settings of each input of one run. */
export class ConfigLookup {
  /** Found files by the folder their lookup started in; loaded files by path (several folders may share one). */
  private readonly byFolder = new Map<string, Promise<string | undefined>>();
  private readonly byPath = new Map<string, Promise<LoadedConfig>>();

  private constructor(
    private readonly mode: 'lookup' | 'none' | { readonly file: string },
    private readonly context: Context,
  ) {}

  /** The lookup `--config` and `--no-config` ask for. */
  static fromArgs(args: ParsedArgs, context: Context, command: string): ConfigLookup {
    const file = stringFlag(args, 'config');
    const none = booleanFlag(args, 'no-config');
    if (file !== undefined && none) throw new UsageError('--config FILE and --no-config ask for different things: give one.', command);
    return new ConfigLookup(none ? 'none' : file !== undefined ? { file } : 'lookup', context);
  }

  /**
   * The settings for `input` (a file path, `-` or a URL; standard input and
   * URLs take the settings of the current folder). A `--config` file that
   * cannot be read is an error; anything wrong inside a file is a warning.
   */
  async configFor(input: string): Promise<ToolkitConfig> {
    if (this.mode === 'none') return {};
    if (this.mode !== 'lookup') return (await this.load(this.mode.file, true)).config;
    const local = input !== '-' && !/^https?:\/\//i.test(input);
    const path = await this.find(local ? input : join(process.cwd(), 'robots.txt'));
    return path === undefined ? {} : (await this.load(path, false)).config;
  }

  private find(robotsPath: string): Promise<string | undefined> {
    const folder = resolve(robotsPath, '..');
    let found = this.byFolder.get(folder);
    if (!found) {
      found = findConfigFile(robotsPath, NODE_FILE_SYSTEM);
      this.byFolder.set(folder, found);
    }
    return found;
  }

  private load(path: string, explicit: boolean): Promise<LoadedConfig> {
    let loaded = this.byPath.get(path);
    if (!loaded) {
      loaded = (async () => {
        if (explicit && !(await stat(path).catch(() => undefined))) {
          throw new CliError(`--config ${path}: no such file. Check the path, or drop --config to look up ${CONFIG_FILE_NAME} beside each file.`);
        }
        const result = await readConfigFile(path);
        this.warn(result);
        return result;
      })();
      this.byPath.set(path, loaded);
    }
    return loaded;
  }

  private warn(loaded: LoadedConfig): void {
    const { stderr } = this.context;
    const shown = relative(process.cwd(), loaded.path);
    const name = shown !== '' && !shown.startsWith('..') && !isAbsolute(shown) ? shown : loaded.path;
    for (const problem of loaded.problems) {
      const key = problem.key === '' ? '' : ` "${problem.key}"`;
      stderr.line(`${stderr.color.yellow('robotstxt: warning:')} ${printable(`${name}:${key} ${problem.message}`)}`);
    }
  }
}
