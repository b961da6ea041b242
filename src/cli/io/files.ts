/**
 * The files a FILE|DIR|GLOB operand names, the same for every command that
 * takes many files (`check --files`, `fmt`, `lint`), as Prettier expands
 * its arguments:
 *
 * - a path to a file: that file, whatever its name;
 * - a directory: every file under it named `robots.txt` or `*.robots.txt`
 *   (any case), recursively, in path order;
 * - a glob (`*`, `**`, `?`, `[…]`, `{a,b}`; quote it): every file it matches,
 *   whatever its name.
 *
 * Walking skips `node_modules` and the version-control folders (`.git`,
 * `.hg`, `.jj`, `.sl`, `.svn`); other hidden folders are walked
 * (`.well-known/` may hold robots files). Symbolic links to directories are
 * not followed; a link to a file is read, and a write goes through it only
 * if its target is inside the directory walked (a {@link Target}'s
 * `within`). A path that does not exist, or a directory or glob that finds
 * nothing, is an error (exit 2) before any file is read: a CI job given a
 * wrong path fails instead of passing on nothing.
 *
 * @module
 */
import { CliError } from '../command.ts';
import { clip } from './output.ts';
import { expandTargetsEach, GLOB_CHARS, globWalk, targetsOf, walkGlob, walkPath, type Target, type WalkOptions } from './walk.ts';

/** Folders never walked into (Prettier's defaults). */
export const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set(['node_modules', '.git', '.hg', '.jj', '.sl', '.svn']);

/** How a directory or a glob is walked: {@link SKIPPED_DIRECTORIES} skipped, links to files read, path order. */
export const OPERAND_WALK: WalkOptions = { skipDirectory: (name) => SKIPPED_DIRECTORIES.has(name), links: true, order: 'path' };

/** Whether a file found by walking a directory is a robots.txt file: `robots.txt` or `*.robots.txt`, any case. */
export function isRobotsTxtName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'robots.txt' || lower.endsWith('.robots.txt');
}

/** Every file the operands name, in order (a directory's or glob's files sorted), each once. */
export function expandOperands(operands: readonly string[]): Promise<Target[]> {
  return expandTargetsEach(operands, (operand) => (GLOB_CHARS.test(operand) ? globTargets(operand) : pathTargets(operand)));
}

async function pathTargets(path: string): Promise<Target[]> {
  const files = await walkPath(path, { ...OPERAND_WALK, keepFile: (_file, name) => isRobotsTxtName(name) });
  if (files.length === 0) {
    throw new CliError(
      `no robots.txt files under ${clip(path)}: a directory means the files named robots.txt or *.robots.txt under it (node_modules and .git skipped). Name a file, or give a quoted glob such as '${clip(path)}/**/*.txt'.`,
    );
  }
  return targetsOf(files, path, path);
}

async function globTargets(pattern: string): Promise<Target[]> {
  const files = await walkGlob(pattern, OPERAND_WALK);
  if (files === undefined) throw new CliError(`no files match '${clip(pattern)}': the directory ${clip(globWalk(pattern).base)} does not exist.`);
  if (files.length === 0) throw new CliError(`no files match '${clip(pattern)}'. Check the pattern (quote it so the shell does not expand it).`);
  return targetsOf(files, pattern, globWalk(pattern).base);
}
