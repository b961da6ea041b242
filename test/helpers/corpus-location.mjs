/**
 * Where the robots.txt corpus is: other sites' files, kept outside the
 * repository. `ROBOTSTXT_CORPUS=DIR` names any folder; without it the corpus
 * is `../shared/corpus` beside the repository root (whatever the working
 * directory). Plain JavaScript so that vitest.config.ts, the test helpers, the
 * bench and scripts/ find it the same way.
 *
 * A folder with `top-sites/` and `real/` has the shared corpus's layout: the
 * suites loop over those two sets, and the suites that pin facts about its
 * files (`*.shared-corpus.test.ts`: named files, counts) can run. Any other
 * folder is one set, every file under it (at any depth) a robots.txt file.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The environment variable that names the corpus folder. */
export const CORPUS_ENV = 'ROBOTSTXT_CORPUS';

/** The repository root (test/helpers/ → ../..). */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The corpus folder when `ROBOTSTXT_CORPUS` is not set: the shared data beside the repository. */
export const DEFAULT_CORPUS_DIR = path.resolve(REPO_ROOT, '../shared/corpus');

/** The two sets of the shared corpus: 4,231 top sites' files and 201 gathered ones (see its README.md). */
export const SHARED_SETS = ['top-sites', 'real'];

function isDirectory(dir) {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The corpus folder (`ROBOTSTXT_CORPUS`, resolved from the working directory,
 * or the default) and its layout: `shared` (it has `top-sites/` and `real/`),
 * `folder` (any other folder) or `absent` (no such folder).
 */
export function locateCorpus(env = process.env) {
  const given = env[CORPUS_ENV];
  const dir = given ? path.resolve(given) : DEFAULT_CORPUS_DIR;
  let layout = 'absent';
  if (isDirectory(dir)) layout = SHARED_SETS.every((set) => isDirectory(path.join(dir, set))) ? 'shared' : 'folder';
  return { dir, fromEnv: Boolean(given), layout };
}

/**
 * The sets a corpus suite loops over, each a name and a folder: `top-sites`
 * and `real` in the shared layout, else the one folder, named after it.
 */
export function corpusSets(corpus) {
  if (corpus.layout === 'shared') return SHARED_SETS.map((name) => ({ name, dir: path.join(corpus.dir, name) }));
  if (corpus.layout === 'folder') return [{ name: path.basename(corpus.dir), dir: corpus.dir }];
  return [];
}

/**
 * The robots.txt files under `dir`, at any depth, as paths relative to it
 * (with `/`), sorted: every file but dot files and a set's `MANIFEST.tsv`.
 */
export function robotsFilesUnder(dir) {
  const names = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) {
      for (const inner of robotsFilesUnder(path.join(dir, entry.name))) names.push(`${entry.name}/${inner}`);
    } else if (entry.isFile() && entry.name !== 'MANIFEST.tsv') {
      names.push(entry.name);
    }
  }
  return names.sort();
}
