/**
 * `verdictJsonParts` gives the bytes of `JSON.stringify(verdictJson(…))` on
 * every file of the corpus (test/helpers/corpus.ts), under every dialect;
 * batch-json.test.ts checks generated files.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../src/index.ts';
import { corpusFiles, corpusSets } from '../helpers/corpus.ts';
import { differences, reading, URLS } from './batch-json-parts.ts';

describe('verdictJsonParts', () => {
  it('gives the bytes of verdictJson on every file of the corpus, under every dialect', () => {
    const failures: string[] = [];
    for (const directory of corpusSets()) {
      for (const { name, bytes } of corpusFiles(directory)) {
        for (const dialect of DIALECTS) failures.push(...differences(reading(bytes, dialect, `${directory}/${name}`, name.length % 2 === 0), 'FooBot', URLS));
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});
