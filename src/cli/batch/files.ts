/**
 * `--files DIR|GLOB`: the files a batch run reads. A directory means every
 * file under it (recursively, hidden entries skipped); a glob is matched
 * against paths under its fixed leading directories. Node 20 has no
 * `fs.glob`, so the small glob dialect is done here:
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
import { readdir, stat } from 'node:fs/promises';
import { join, relative as relativePath, sep } from 'node:path';
import { CliError } from '../command.ts';
import { clip } from '../output.ts';
import { fileError } from '../source.ts';

const GLOB_CHARS = /[*?[{]/;

/** Every file the patterns name, in order (each pattern's matches sorted), without duplicates. */
export async function expandFilePatterns(patterns: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const files: string[] = [];
  for (const pattern of patterns) {
    const matches = GLOB_CHARS.test(pattern) ? await globFiles(pattern) : await pathFiles(pattern);
    if (matches.length === 0) {
      throw new CliError(
        GLOB_CHARS.test(pattern)
          ? `no files match '${clip(pattern)}'. Check the pattern (quote it so the shell does not expand it).`
          : `the directory ${clip(pattern)} has no files to check.`,
      );
    }
    for (const file of matches) {
      if (seen.has(file)) continue;
      seen.add(file);
      files.push(file);
    }
  }
  return files;
}

/** A file is itself; a directory is every file under it. */
async function pathFiles(path: string): Promise<string[]> {
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    throw fileError(error, path);
  }
  if (!info.isDirectory()) return [path];
  const files: string[] = [];
  await walk(path, (file) => files.push(file));
  return files.sort();
}

async function globFiles(pattern: string): Promise<string[]> {
  const normalized = pattern.split(sep).join('/');
  const segments = normalized.split('/');
  const fixed: string[] = [];
  for (const segment of segments) {
    if (GLOB_CHARS.test(segment)) break;
    fixed.push(segment);
  }
  const base = fixed.length === 0 ? '.' : fixed.join('/') || '/';
  const rest = segments.slice(fixed.length).join('/');
  const matcher = globToRegExp(rest);
  try {
    if (!(await stat(base)).isDirectory()) return [];
  } catch {
    throw new CliError(`no files match '${clip(pattern)}': the directory ${clip(base)} does not exist.`);
  }
  const files: string[] = [];
  await walk(base, (file) => {
    const relative = relativePath(base, file).split(sep).join('/');
    if (matcher.test(relative)) files.push(file);
  });
  return files.sort();
}

/** Calls `found` for every regular file under `dir` (not following directory symlinks), skipping hidden entries. */
async function walk(dir: string, found: (file: string) => void): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw fileError(error, dir);
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await walk(path, found);
    else if (entry.isFile() || entry.isSymbolicLink()) found(path);
  }
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
  return new RegExp(`^${source}$`);
}
