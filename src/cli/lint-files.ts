/**
 * `robotstxt lint`'s operands as files: paths, directories (every
 * `robots.txt` and `*.txt` under them), simple globs (`*`, `**`, `?`) and `-`.
 *
 * @module
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { CliError } from './command.ts';
import { targetsOf, walkFiles, type Target } from './walk.ts';

const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git']);

/**
 * The files an operand names, in a stable order. Those found by walking a
 * directory or a glob's base carry it as `within` (a fix is written only
 * inside it); links are not walked at all.
 */
export async function expandOperand(operand: string): Promise<Target[]> {
  if (operand === '-' || /^https?:\/\//i.test(operand)) return [{ path: operand }];
  if (/[*?[]/.test(operand)) return expandGlob(operand);
  let info;
  try {
    info = await stat(operand);
  } catch {
    throw new CliError(`no such file or directory: ${operand}. Give a robots.txt file, a directory, a glob, a URL or - for standard input.`);
  }
  if (!info.isDirectory()) return [{ path: operand }];
  return targetsOf(await walk(operand, (file) => /(^|[/\\])robots\.txt$|\.txt$/i.test(file)), operand, operand);
}

/** How `lint` walks: node_modules and .git skipped, regular files only, each directory's entries by name (see `walk.ts`). */
function walk(directory: string, keep: (file: string) => boolean): Promise<string[]> {
  return walkFiles(directory, { skipDirectory: (name) => SKIPPED_DIRECTORIES.has(name), keepFile: keep, links: false, order: 'tree' });
}

/** A glob as a regular expression over `/`-separated paths. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob.charAt(i);
    if (char === '*' && glob[i + 1] === '*') {
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

async function expandGlob(glob: string): Promise<Target[]> {
  const normalised = glob.split(path.sep).join('/');
  const parts = normalised.split('/');
  const firstWild = parts.findIndex((part) => /[*?[]/.test(part));
  const base = parts.slice(0, firstWild).join('/') || '.';
  const pattern = globToRegExp(normalised.startsWith('./') ? normalised.slice(2) : normalised);
  let files: string[];
  try {
    files = await walk(base, () => true);
  } catch {
    files = [];
  }
  const matched = files.filter((file) => pattern.test(file.split(path.sep).join('/').replace(/^\.\//, '')));
  if (matched.length === 0) throw new CliError(`${glob}: no file matches this pattern.`);
  return targetsOf(matched, glob, base);
}
