/** The whole corpus lints without a crash, under one dialect and for portability. */
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { lint } from '../../src/index.ts';
import { corpusFilePaths, corpusSets } from '../helpers/corpus.ts';

const files = corpusSets().flatMap((set) => corpusFilePaths(set).map((file) => file.path));

describe('corpus', () => {
  it(`lints all ${files.length} files under rfc9309 and every 50th for all dialects`, () => {
    files.forEach((file, i) => {
      const bytes = new Uint8Array(readFileSync(file));
      lint(bytes);
      if (i % 50 === 0) lint(bytes, { dialects: 'all' });
    });
  }, 240_000);
});
