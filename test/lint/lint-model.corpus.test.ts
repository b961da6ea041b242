/**
 * The groups the linter reads agree with the full model on every file of the
 * corpus (test/helpers/corpus.ts), under every dialect; lint-model.test.ts
 * checks generated files.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS, parse } from '../../src/index.ts';
import { corpusFiles, corpusSets } from '../helpers/corpus.ts';
import { agree } from './lint-model-agreement.ts';

describe("the linter's groups agree with the full model", () => {
  it.each(corpusSets())('on every file of corpus/%s, under every dialect', (directory) => {
    const failures: string[] = [];
    for (const { name, bytes } of corpusFiles(directory)) {
      const document = parse(bytes);
      for (const dialect of DIALECTS) {
        try {
          agree(document, dialect);
        } catch {
          failures.push(`${name} (${dialect})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
