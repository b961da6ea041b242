/**
 * `check --files --format json|jsonl` writes, for every file of the corpus
 * (test/helpers/corpus.ts), under every dialect, the bytes of
 * `JSON.stringify(verdictJson(…))`; batch-file.test.ts checks generated files.
 */
import { describe, expect, it } from 'vitest';
import { JsonVerdicts } from '../../src/cli/batch/batch-file.ts';
import { DIALECTS } from '../../src/index.ts';
import { corpusFiles, corpusSets } from '../helpers/corpus.ts';
import { differences, URLS } from './batch-file-lines.ts';

describe('BatchFile.writeJsonLines', () => {
  it('writes the bytes of verdictJson for every file of the corpus, under every dialect', () => {
    const failures: string[] = [];
    for (const dialect of DIALECTS) {
      for (const agent of dialect === 'rfc9309' ? ['FooBot', 'Googlebot'] : ['FooBot']) {
        const verdicts = new JsonVerdicts(URLS, agent);
        for (const directory of corpusSets()) {
          const files = corpusFiles(directory).map(({ name, bytes }) => ({ label: `${directory}/${name}`, bytes, dialect, truncated: name.length % 2 === 0 }));
          failures.push(...differences(files, verdicts));
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});
