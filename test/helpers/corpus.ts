/**
 * The robots.txt corpus, for the suites that run a check on every file of it.
 *
 * The corpus is other sites' files and lives outside the repository:
 * `ROBOTSTXT_CORPUS=DIR`, else `../shared/corpus` beside the repository root
 * (see corpus-location.mjs). Only `*.corpus.test.ts` and
 * `*.shared-corpus.test.ts` files import this module; vitest.config.ts leaves
 * them out, and says so in one line, when there is no corpus to read.
 *
 * - `*.corpus.test.ts` checks what holds for any robots.txt file (a round
 *   trip, two engines agreeing, no exception) on every file of every set:
 *   `top-sites` and `real` of the shared corpus, or every file under DIR.
 * - `*.shared-corpus.test.ts` pins facts about the shared corpus's own files
 *   (a named file, how many there are) and needs its layout (`top-sites/`
 *   and `real/`).
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS_ENV, corpusSets as setsOf, locateCorpus, robotsFilesUnder, type CorpusSet } from './corpus-location.mjs';

/** Where the corpus is, and its layout. */
export const CORPUS = locateCorpus();

function sets(): CorpusSet[] {
  const found = setsOf(CORPUS);
  if (found.length === 0) throw new Error(`no corpus at ${CORPUS.dir}: set ${CORPUS_ENV}=DIR (a folder of robots.txt files)`);
  return found;
}

/** The names of the sets the corpus suites loop over: `top-sites` and `real`, or the one folder of `ROBOTSTXT_CORPUS`. */
export function corpusSets(): string[] {
  return sets().map((set) => set.name);
}

/**
 * The set a suite that reads one set of the shared corpus reads: `preferred`
 * in the shared layout, else the one folder.
 */
export function corpusSet(preferred: 'top-sites' | 'real'): string {
  return CORPUS.layout === 'shared' ? preferred : corpusSets()[0]!;
}

/**
 * Every file of a set as its name (relative to the set's folder) and
 * absolute path, sorted by name. Throws when the set has no file, so that no
 * suite passes over nothing.
 */
export function corpusFilePaths(set: string): { name: string; path: string }[] {
  const found = sets().find((candidate) => candidate.name === set);
  if (!found) throw new Error(`no corpus set ${set} in ${CORPUS.dir}`);
  const names = robotsFilesUnder(found.dir);
  if (names.length === 0) throw new Error(`no robots.txt files under ${found.dir}`);
  return names.map((name) => ({ name, path: path.join(found.dir, name) }));
}

/**
 * Every file of a set, sorted by name, as bytes (so that Latin-1 and UTF-16
 * files are decoded as `parse` decodes them).
 */
export function corpusFiles(set: string): { name: string; bytes: Uint8Array }[] {
  return corpusFilePaths(set).map(({ name, path: file }) => ({ name, bytes: new Uint8Array(readFileSync(file)) }));
}

/**
 * An absolute path inside the shared corpus (`top-sites/…`, `real/…`), for
 * the suites that pin facts about its files. Throws unless the corpus has
 * the shared layout.
 */
export function sharedCorpusPath(relative: string): string {
  if (CORPUS.layout !== 'shared') throw new Error(`${CORPUS.dir} has not the shared corpus's layout (top-sites/ and real/)`);
  return path.join(CORPUS.dir, relative);
}
