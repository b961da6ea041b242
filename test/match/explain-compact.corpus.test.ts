/**
 * `explain` and `matchingLine` answer from the compact model what the full
 * model says, on every file of the corpus (test/helpers/corpus.ts), under
 * every dialect; explain-compact.test.ts checks generated files.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS, parse } from '../../src/index.ts';
import { corpusFiles, corpusSets } from '../helpers/corpus.ts';
import { AGENTS, disagreements, pathsOf, URLS } from './explain-agreement.ts';

describe('explain without the full model', () => {
  it.each(corpusSets())('says what the full model says on every file of corpus/%s, under every dialect', (directory) => {
    const failures: string[] = [];
    for (const { name, bytes } of corpusFiles(directory)) {
      const document = parse(bytes);
      // Two robots and ten URLs a file: the generated files below vary the rest.
      const urls = [...URLS.slice(0, 4), ...pathsOf(document).slice(0, 6)];
      for (const dialect of DIALECTS)
        for (const problem of disagreements(document, dialect, AGENTS.slice(0, 2), urls)) failures.push(`${name} (${dialect}): ${problem}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
