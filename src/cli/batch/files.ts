/**
 * `--files DIR|GLOB`: the files a batch run reads. A directory means every
 * file under it (recursively, hidden files and folders skipped); a glob
 * (`walk.ts` has its dialect) is matched against paths under its fixed
 * leading directories.
 *
 * @module
 */
import { stat } from 'node:fs/promises';
import { CliError } from '../command.ts';
import { clip } from '../output.ts';
import { fileError } from '../source.ts';
import { GLOB_CHARS, globWalk, walkFiles, type WalkOptions } from '../walk.ts';

const isHidden = (name: string): boolean => name.startsWith('.');

/** How `--files` walks: hidden entries skipped, links read as files, path order. */
export const BATCH_WALK: WalkOptions = { skipDirectory: isHidden, keepFile: (_path, name) => !isHidden(name), links: true, order: 'path' };

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
  return info.isDirectory() ? walkFiles(path, BATCH_WALK) : [path];
}

async function globFiles(pattern: string): Promise<string[]> {
  const { base, matches } = globWalk(pattern);
  try {
    if (!(await stat(base)).isDirectory()) return [];
  } catch {
    throw new CliError(`no files match '${clip(pattern)}': the directory ${clip(base)} does not exist.`);
  }
  return (await walkFiles(base, BATCH_WALK)).filter(matches);
}
