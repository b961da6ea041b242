/**
 * `--files DIR|GLOB`: the files a batch run reads. A directory means every
 * file under it (recursively, hidden files and folders skipped); a glob
 * (`walk.ts` has its dialect) is matched against paths under its fixed
 * leading directories.
 *
 * @module
 */
import { CliError } from '../command.ts';
import { clip } from '../output.ts';
import { expandEach, GLOB_CHARS, globWalk, walkGlob, walkPath, type WalkOptions } from '../walk.ts';

const isHidden = (name: string): boolean => name.startsWith('.');

/** How `--files` walks: hidden entries skipped, links read as files, path order. */
export const BATCH_WALK: WalkOptions = { skipDirectory: isHidden, keepFile: (_path, name) => !isHidden(name), links: true, order: 'path' };

/** Every file the patterns name, in order (each pattern's matches sorted), without duplicates. */
export function expandFilePatterns(patterns: readonly string[]): Promise<string[]> {
  return expandEach(patterns, async (pattern) => {
    const matches = GLOB_CHARS.test(pattern) ? await globFiles(pattern) : await walkPath(pattern, BATCH_WALK);
    if (matches.length === 0) {
      throw new CliError(
        GLOB_CHARS.test(pattern)
          ? `no files match '${clip(pattern)}'. Check the pattern (quote it so the shell does not expand it).`
          : `the directory ${clip(pattern)} has no files to check.`,
      );
    }
    return matches;
  });
}

async function globFiles(pattern: string): Promise<string[]> {
  const files = await walkGlob(pattern, BATCH_WALK);
  if (files === undefined) throw new CliError(`no files match '${clip(pattern)}': the directory ${clip(globWalk(pattern).base)} does not exist.`);
  return files;
}
