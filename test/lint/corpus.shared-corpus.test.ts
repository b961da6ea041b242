/** The shared corpus is the size corpus.corpus.test.ts expects, and lint finds something in it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/index.ts';
import { corpusFilePaths } from '../helpers/corpus.ts';

const files = ['top-sites', 'real'].flatMap((set) => corpusFilePaths(set).map((file) => file.path));

describe('corpus', () => {
  it('has over 4,000 files, and lint reports findings on them', () => {
    expect(files.length).toBeGreaterThan(4000);
    expect(files.some((file) => lint(new Uint8Array(readFileSync(file))).diagnostics.length > 0)).toBe(true);
  });
});
