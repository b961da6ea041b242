/**
 * The compact model a compiled file keeps agrees with the full model on every
 * file of the corpus (test/helpers/corpus.ts), under every dialect;
 * compact.test.ts checks generated files.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS, parse } from '../../src/index.ts';
import { corpusFiles, corpusSets } from '../helpers/corpus.ts';
import { disagreements } from './compact-agreement.ts';

describe('the compact model agrees with the full model', () => {
  it.each(corpusSets())('on every file of corpus/%s, under every dialect', (directory) => {
    const failures: string[] = [];
    for (const { name, bytes } of corpusFiles(directory)) {
      const document = parse(bytes);
      for (const dialect of DIALECTS) for (const problem of disagreements(document, dialect)) failures.push(`${name} (${dialect}): ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});
