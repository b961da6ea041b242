/**
 * Where the bench finds the library under test and its comparison.
 *
 * The library is the built `dist/` (run `npm run build` first; `npm run bench`
 * does). `--dist DIR` points the bench at another build of the same layout,
 * to measure a candidate change against the committed one.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CORPUS_ENV, locateCorpus } from '../../test/helpers/corpus-location.mjs';

/** The repository root (bench/lib/ → ../..). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The robots.txt corpus the bench reads (other sites' files, kept outside the
 * repository): `ROBOTSTXT_CORPUS`, else `../shared/corpus` beside the
 * repository root. The bench needs its layout, `top-sites/` and `real/`.
 */
const corpus = locateCorpus();

/** The corpus folder (see {@link requireCorpus}). */
export const CORPUS_DIR = corpus.dir;

/** Ends the process with one line on stderr unless the corpus is in place with its `top-sites/` and `real/`. */
export function requireCorpus() {
  if (corpus.layout === 'shared') return;
  const what = corpus.layout === 'absent' ? `no corpus at ${corpus.dir}` : `${corpus.dir} has no top-sites/ and real/`;
  console.error(`bench: ${what}; set ${CORPUS_ENV}=DIR to the shared corpus (a folder with top-sites/ and real/)`);
  process.exit(1);
}

/** The build directory to measure: `chosen` (the `--dist` flag) if given, else the repository's `dist/`. */
export function distDirectory(chosen) {
  return path.resolve(chosen ?? path.join(REPO_ROOT, 'dist'));
}

/**
 * Imports the built library: the public API, plus from the grammar entry
 * (`robotstxt-toolkit/grammar`) its `parse` (as `parseWithGrammar`) and the
 * two grammar stages that the parse breakdown times on their own.
 */
export async function loadLibrary(distDir) {
  const entry = path.join(distDir, 'esm/index.js');
  if (!existsSync(entry)) {
    throw new Error(`No build at ${entry}: run \`npm run build\` first (or \`npm run bench\`, which builds).`);
  }
  const api = await import(pathToFileURL(entry).href);
  // The bench is a long-running process that collects garbage between passes, as a crawler does:
  // it warms up as such a process should (a build from before warmUp kept its objects alive itself).
  api.warmUp?.();
  const grammar = await import(pathToFileURL(path.join(distDir, 'esm/grammar.js')).href);
  return { ...api, parseWithGrammar: grammar.parse, tokenize: grammar.tokenize, recognize: grammar.recognize };
}

/** robots-parser (a CommonJS devDependency): `robotsParser(url, text)`. */
export function loadRobotsParser() {
  const require = createRequire(path.join(REPO_ROOT, 'package.json'));
  return require('robots-parser');
}

/** robots-parser's version, for the report. */
export function robotsParserVersion() {
  const require = createRequire(path.join(REPO_ROOT, 'package.json'));
  return require('robots-parser/package.json').version;
}
