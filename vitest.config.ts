import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { CORPUS_ENV, locateCorpus } from './test/helpers/corpus-location.mjs';

/**
 * The corpus suites read other sites' robots.txt files, kept outside the
 * repository (test/helpers/corpus.ts): `*.corpus.test.ts` any folder of them,
 * `*.shared-corpus.test.ts` the shared corpus's layout. Without what they
 * need they are left out, not skipped, and one line says which and why.
 */
const corpus = locateCorpus();
const leftOut = { shared: [], folder: ['.shared-corpus.test.ts'], absent: ['.corpus.test.ts', '.shared-corpus.test.ts'] }[corpus.layout];

if (leftOut.length > 0) {
  const files = readdirSync(fileURLToPath(new URL('test', import.meta.url)), { recursive: true, encoding: 'utf8' })
    .filter((file) => leftOut.some((suffix) => file.endsWith(suffix)))
    .map((file) => `test/${file.replaceAll('\\', '/')}`)
    .sort();
  const line =
    corpus.layout === 'absent'
      ? `corpus suites not run (${files.length} files: ${files.join(', ')}): no corpus at ${corpus.dir}; set ${CORPUS_ENV}=DIR to run them`
      : `shared-corpus suites not run (${files.length} files: ${files.join(', ')}): ${CORPUS_ENV}=${corpus.dir} has no top-sites/ and real/, and they pin facts about the files of ../shared/corpus`;
  console.log(line);
}

/**
 * The lint rules' test files (one per rule, test/helpers/rule-tester.ts) only lint strings: they share one module
 * graph instead of importing the linter afresh each, which took most of their time.
 */
const LINT_RULE_TESTS = 'test/lint/rules/**/*.test.ts';

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...leftOut.map((suffix) => `**/*${suffix}`)],
    // Property tests run a thousand cases; corpus tests read 4,400 files.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // vitest's default (one worker per core but one) runs the files one after another on two cores, though many wait
    // on the processes and servers they start: two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'lint-rules', include: [LINT_RULE_TESTS], isolate: false } },
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [LINT_RULE_TESTS] } },
    ],
  },
});
