import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { CORPUS_ENV, locateCorpus } from './test/helpers/corpus-location.mjs';

/**
 * The corpus suites read other sites' robots.txt files, kept outside the
 * repository (test/helpers/corpus.ts). Without the corpus they are left out,
 * not skipped: one line says which, and how to run them.
 */
const corpus = locateCorpus();
const CORPUS_SUITES = '**/*.corpus.test.ts';
const SHARED_CORPUS_SUITES = '**/*.shared-corpus.test.ts';
const left: string[] = [];
if (corpus.layout === 'absent') left.push(CORPUS_SUITES, SHARED_CORPUS_SUITES);
if (corpus.layout === 'folder') left.push(SHARED_CORPUS_SUITES);

function suitesLeftOut(): string[] {
  const suffixes = left.map((pattern) => pattern.slice('**/*'.length));
  return readdirSync(fileURLToPath(new URL('test', import.meta.url)), { recursive: true, encoding: 'utf8' })
    .filter((file) => suffixes.some((suffix) => file.endsWith(suffix)))
    .map((file) => `test/${file.replaceAll('\\', '/')}`)
    .sort();
}

if (left.length > 0) {
  const files = suitesLeftOut();
  const which = corpus.layout === 'absent' ? 'corpus suites' : 'shared-corpus suites';
  const why =
    corpus.layout === 'absent'
      ? `no corpus at ${corpus.dir}; set ${CORPUS_ENV}=DIR to run them`
      : `${CORPUS_ENV}=${corpus.dir} has no top-sites/ and real/: they pin facts about the files of ../shared/corpus`;
  console.log(`${which} not run (${files.length} files: ${files.join(', ')}): ${why}`);
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...left],
    // Property tests run thousands of cases; corpus tests read 4,400 files.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
