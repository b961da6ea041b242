/**
 * The model walk reads each line's directive as every other reader does
 * (walk-scanner.test.ts), on the first 60 files of the corpus's real set
 * (test/helpers/corpus.ts), under every dialect and either decoding.
 */
import { describe, it } from 'vitest';
import { parse } from '../../src/index.ts';
import { corpusFiles, corpusSet } from '../helpers/corpus.ts';
import { expectSameReadings } from './directive-readings.ts';

describe('the walk reads directives as every other reader does', () => {
  it('on the first 60 files of corpus/real', () => {
    for (const { bytes } of corpusFiles(corpusSet('real')).slice(0, 60)) expectSameReadings(parse(bytes));
  });
});
