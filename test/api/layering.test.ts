/**
 * Imports point one way: grammar → syntax (with diagnostics) → model → match
 * → fetch → cli (README "Layout"). A module imports only from its own layer
 * or the layers below it; only src/cli touches Node. The lead's ESLint rule
 * will say the same; this test keeps it true meanwhile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Each layer's rank; a module may import from ranks at or below its own. format/, lint/ and meta/ sit beside match/ (eslint.config.js); crawlers/ is data every stage may read; editor/ answers an editor's questions from them all, below fetch/ and cli/. */
const RANK: Record<string, number> = {
  grammar: 0,
  syntax: 1,
  diagnostics: 1,
  crawlers: 1,
  model: 2,
  match: 3,
  format: 3,
  lint: 3,
  meta: 3,
  editor: 4,
  fetch: 5,
  entry: 6,
  cli: 7,
};

function layerOf(file: string): string {
  const relative = path.relative(ROOT, file).split(path.sep);
  if (relative[0] === 'grammar') return 'grammar';
  if (relative.length === 2) return 'entry'; // src/index.ts, src/internals.ts
  return relative[1] as string;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const FILES = [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'grammar'))];

/** Every module specifier a file imports or re-exports (static and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^import|^export)[^;]*?from '([^']+)'|import\('([^']+)'\)/gms)].map((match) => (match[1] ?? match[2]) as string);
}

describe('layering', () => {
  it('finds the sources', () => {
    expect(FILES.length).toBeGreaterThan(40);
  });

  it.each(FILES.map((file) => [path.relative(ROOT, file), file]))('%s imports only from its layer or below', (_name, file) => {
    const own = layerOf(file);
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = layerOf(path.resolve(path.dirname(file), specifier));
      expect(RANK[target], `${specifier} (${target}) from ${own}`).toBeLessThanOrEqual(RANK[own] as number);
    }
  });

  it('src/model imports nothing from src/match', () => {
    for (const file of FILES.filter((file) => layerOf(file) === 'model')) {
      expect(
        importsOf(file).filter((specifier) => specifier.includes('/match/')),
        path.relative(ROOT, file),
      ).toEqual([]);
    }
  });

  it('only src/cli imports Node built-ins', () => {
    for (const file of FILES.filter((file) => layerOf(file) !== 'cli')) {
      expect(
        importsOf(file).filter((specifier) => specifier.startsWith('node:')),
        path.relative(ROOT, file),
      ).toEqual([]);
    }
  });
});
