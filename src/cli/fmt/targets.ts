/**
 * The files `robotstxt fmt` works on, from its FILE|DIR|GLOB arguments, the
 * way Prettier expands its arguments:
 *
 * - a path to a file: that file, whatever its name;
 * - a directory: every file under it named `robots.txt` or `*.robots.txt`
 *   (any case, as Prettier matches file names), recursively;
 * - a glob (`*`, `**`, `?`, `[…]`, `{a,b}`; quote it): every file it matches,
 *   whatever its name.
 *
 * Walking a directory or a glob skips `node_modules` and the version-control
 * folders (`.git`, `.hg`, `.jj`, `.sl`, `.svn`), as Prettier does; other
 * hidden folders are walked (`.well-known/` may hold files worth formatting).
 * Symbolic links to directories are not followed; a link to a file is
 * formatted, but `--write` writes through it only if its target is inside
 * the directory walked (a {@link Target}'s `within`). A path that does not
 * exist, or a directory or glob that finds nothing, is an error before any
 * file is touched.
 *
 * @module
 */
import { CliError } from '../command.ts';
import { expandTargetsEach, GLOB_CHARS, globWalk, targetsOf, walkGlob, walkPath, type Target, type WalkOptions } from '../walk.ts';

/** Folders never walked into (Prettier's defaults). */
export const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set(['node_modules', '.git', '.hg', '.jj', '.sl', '.svn']);

/** How `fmt` walks a directory or a glob: {@link SKIPPED_DIRECTORIES} skipped, links read as files, path order. */
const FMT_WALK: WalkOptions = { skipDirectory: (name) => SKIPPED_DIRECTORIES.has(name), links: true, order: 'path' };

/** Whether a file found by walking a directory is a robots.txt file: `robots.txt` or `*.robots.txt`, any case. */
export function isRobotsTxtName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'robots.txt' || lower.endsWith('.robots.txt');
}

/** Every file the arguments name, in order (a directory's or glob's files sorted), without duplicates. */
export function expandTargets(patterns: readonly string[]): Promise<Target[]> {
  return expandTargetsEach(patterns, (pattern) => (GLOB_CHARS.test(pattern) ? globTargets(pattern) : pathTargets(pattern)));
}

async function pathTargets(path: string): Promise<Target[]> {
  // A missing path that has glob-free text is still a path: walkPath says so plainly.
  const files = await walkPath(path, { ...FMT_WALK, keepFile: (_file, name) => isRobotsTxtName(name) });
  if (files.length === 0) {
    throw new CliError(
      `no robots.txt files under ${path}: fmt looks for files named robots.txt or *.robots.txt (node_modules and .git skipped). Name a file to format it whatever its name.`,
    );
  }
  return targetsOf(files, path, path);
}

async function globTargets(pattern: string): Promise<Target[]> {
  const files = (await walkGlob(pattern, FMT_WALK)) ?? [];
  if (files.length === 0) throw new CliError(`no files match '${pattern}'. Check the pattern (quote it so the shell does not expand it).`);
  return targetsOf(files, pattern, globWalk(pattern).base);
}
