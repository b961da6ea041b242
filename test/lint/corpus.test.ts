/** The whole corpus lints without a crash, under one dialect and for portability. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/index.ts';

const CORPUS = path.join(import.meta.dirname, '../corpus');
const files = ['top-sites', 'real'].flatMap((dir) => readdirSync(path.join(CORPUS, dir)).map((name) => path.join(CORPUS, dir, name)));

describe('corpus', () => {
  it(`lints all ${files.length} files under rfc9309 and every 50th for all dialects`, () => {
    expect(files.length).toBeGreaterThan(4000);
    let findings = 0;
    files.forEach((file, i) => {
      const bytes = new Uint8Array(readFileSync(file));
      const result = lint(bytes);
      findings += result.diagnostics.length;
      if (i % 50 === 0) lint(bytes, { dialects: 'all' });
    });
    expect(findings).toBeGreaterThan(0);
  }, 240_000);
});
