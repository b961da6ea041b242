/**
 * Walking directories, for every command that takes many files (`check
 * --files`, `fmt`, `lint`: the files an operand names are `files.ts`'s).
 * What a walk keeps (which folders are skipped, which files are wanted,
 * whether symbolic links count, the order) is a {@link WalkOptions}.
 *
 * Symbolic links are never followed into directories (a link cycle cannot
 * make a walk endless). An unreadable directory is an error that names it
 * ({@link fileError}), not a file silently missing from the list.
 *
 * The small glob dialect of `--files` and `fmt` is here too: Node 20 has no
 * `fs.glob`.
 *
 * | glob | matches |
 * | --- | --- |
 * | `*` | any run of characters except `/` |
 * | `**` | any number of directories (`a/**\/b` matches `a/b`, `a/x/y/b`) |
 * | `?` | one character except `/` |
 * | `[abc]`, `[a-z]`, `[!a]` | one character of (not of) the set |
 * | `{a,b}` | `a` or `b` |
 *
 * @module
 */
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative as relativePath, sep } from 'node:path';
import { CliError } from '../command.ts';
import { clip } from './output.ts';
import { fileError } from './source.ts';

/** What a walk reports, and in which order. */
export interface WalkOptions {
  /** True for a folder (by its name) that is not walked into. */
  readonly skipDirectory: (name: string) => boolean;
  /** True for a file (by its path and name) that is wanted; every file when absent. */
  readonly keepFile?: (path: string, name: string) => boolean;
  /** Whether a symbolic link (to a file or to a directory) is reported as a file; when false, links are left out. */
  readonly links: boolean;
  /**
   * `path`: the files sorted as strings (code unit order), as `check --files`
   * and `fmt` print them. `tree`: depth first, each directory's entries by
   * name, as `lint` reports them (`a/z.txt` before `a.txt`).
   */
  readonly order: 'path' | 'tree';
}

/** Every file under `dir` (not `dir` itself) that `options` keep, in `options.order`. */
export async function walkFiles(dir: string, options: WalkOptions): Promise<string[]> {
  const files: string[] = [];
  await walkInto(dir, options, files);
  return options.order === 'path' ? files.sort() : files;
}

async function walkInto(dir: string, options: WalkOptions, files: string[]): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw fileError(error, dir);
  }
  if (options.order === 'tree') entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // `join(dir, name)` for every entry, with `dir` normalized once: an entry's name holds no separator and is
  // never `.` or `..`, so joining leaves it as it is (a `join` per file cost ~3 % of `check --files` over the corpus).
  const prefix = join(dir, '_').slice(0, -1);
  for (const entry of entries) {
    const path = prefix + entry.name;
    if (entry.isDirectory()) {
      if (!options.skipDirectory(entry.name)) await walkInto(path, options, files);
    } else if (entry.isFile() || (options.links && entry.isSymbolicLink())) {
      if (options.keepFile?.(path, entry.name) ?? true) files.push(path);
    }
  }
}

/**
 * A file a command works on, and the directory it was found in by walking
 * (a directory operand, or a glob's fixed leading directories): a write to
 * it must stay inside that directory (`atomic-write.ts`). A file named
 * directly has none: a link named on the command line is followed wherever
 * it points.
 */
export interface Target {
  readonly path: string;
  readonly within?: string;
}

/** `files` found under `within` as {@link Target}s; a path equal to the operand itself (a file named directly) has no `within`. */
export function targetsOf(files: readonly string[], operand: string, within: string): Target[] {
  return files.map((path) => (path === operand ? { path } : { path, within }));
}

/**
 * The targets `patterns` name, in order, each once (the first time it is
 * named, but named directly if it ever is): `expand` turns one pattern into
 * its targets, or throws.
 */
export async function expandTargetsEach(patterns: readonly string[], expand: (pattern: string) => Promise<Target[]>): Promise<Target[]> {
  const targets = new Map<string, Target>();
  for (const pattern of patterns) {
    for (const target of await expand(pattern)) if (!targets.has(target.path) || target.within === undefined) targets.set(target.path, target);
  }
  return [...targets.values()];
}

/**
 * The files `patterns` name, in order, each once (the first time it is
 * named): `expand` turns one pattern into its files, or throws.
 */
export async function expandEach(patterns: readonly string[], expand: (pattern: string) => Promise<string[]>): Promise<string[]> {
  const files = new Set<string>();
  for (const pattern of patterns) for (const file of await expand(pattern)) files.add(file);
  return [...files];
}

/** A path to a file is that file; a directory is every file {@link walkFiles} finds under it. A path that cannot be read is a {@link fileError}. */
export async function walkPath(path: string, options: WalkOptions): Promise<string[]> {
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    throw fileError(error, path);
  }
  return info.isDirectory() ? walkFiles(path, options) : [path];
}

/**
 * The files a glob matches under its fixed leading directories
 * ({@link globWalk}): none when they are not a directory, `undefined` when
 * they cannot be read at all (the caller words that error).
 */
export async function walkGlob(pattern: string, options: WalkOptions): Promise<string[] | undefined> {
  const { base, matches } = globWalk(pattern);
  let isDirectory;
  try {
    isDirectory = (await stat(base)).isDirectory();
  } catch {
    return undefined;
  }
  return isDirectory ? (await walkFiles(base, options)).filter(matches) : [];
}

/** Characters that make an argument a glob rather than a path. */
export const GLOB_CHARS = /[*?[{]/;

/** A glob cut in two: the directory to walk (its leading segments without glob characters) and a test of the paths under it. */
export interface GlobWalk {
  /** The directory the walk starts from: `.` when the glob starts with a wildcard. */
  readonly base: string;
  /** True for a file found under {@link base} that the glob matches. */
  readonly matches: (file: string) => boolean;
}

/** Cuts `pattern` into {@link GlobWalk}: `sites/**\/robots.txt` walks `sites` and tests `**\/robots.txt`. */
export function globWalk(pattern: string): GlobWalk {
  const segments = pattern.split(sep).join('/').split('/');
  const fixed: string[] = [];
  for (const segment of segments) {
    if (GLOB_CHARS.test(segment)) break;
    fixed.push(segment);
  }
  const base = fixed.length === 0 ? '.' : fixed.join('/') || '/';
  const matcher = globToRegExp(segments.slice(fixed.length).join('/'));
  return { base, matches: (file) => matcher.test(relativePath(base, file).split(sep).join('/')) };
}

/** Compiles a glob (the part after the fixed directories) to an anchored regular expression. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob.charAt(i);
    if (char === '*') {
      if (glob.charAt(i + 1) === '*') {
        const slash = glob.charAt(i + 2) === '/';
        source += slash ? '(?:.*/)?' : '.*';
        i += slash ? 2 : 1;
      } else {
        source += '[^/]*';
      }
    } else if (char === '?') {
      source += '[^/]';
    } else if (char === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close < 0) {
        source += '\\[';
        continue;
      }
      let set = glob.slice(i + 1, close);
      if (set.startsWith('!')) set = `^${set.slice(1)}`;
      source += `[${set.replace(/\\/g, '\\\\')}]`;
      i = close;
    } else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (char === ',' && braces > 0) {
      source += '|';
    } else {
      source += char.replace(/[.+^$()|\\\]}]/g, '\\$&');
    }
  }
  source += ')'.repeat(braces);
  try {
    return new RegExp(`^${source}$`);
  } catch {
    // A set the regular expression refuses: a range out of order (`[z-a]`) or a bad escape in it.
    throw new CliError(
      `the glob '${clip(glob)}' has a character set that is not valid (a range must go up, as in [a-z]). Check the pattern, or quote it as a path.`,
    );
  }
}
