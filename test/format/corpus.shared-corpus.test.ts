/**
 * The shared corpus is the size the format suites over it expect
 * (corpus.corpus.test.ts, reference.corpus.test.ts): so many files that a
 * pass over it means something.
 */
import { describe, expect, it } from 'vitest';
import { corpusFilePaths } from '../helpers/corpus.ts';

describe('the shared corpus, as the format suites read it', () => {
  it.each(['top-sites', 'real'])('corpus/%s has over 100 files', (directory) => {
    expect(corpusFilePaths(directory).length).toBeGreaterThan(100);
  });

  it('top-sites and real have over 4,000 files together', () => {
    expect(corpusFilePaths('top-sites').length + corpusFilePaths('real').length).toBeGreaterThan(4000);
  });
});
