/**
 * docs/formatting.md runs as written: every ```ts block is run against the
 * package's root exports (imports stripped); a line `expression; // value`
 * asserts that the expression gives that value.
 */
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as toolkit from '../../src/index.ts';
import { repoPath } from '../helpers/paths.ts';

const GUIDE = readFileSync(repoPath('docs/formatting.md'), 'utf8');
const BLOCKS = [...GUIDE.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => ({ code: match[1] ?? '', line: GUIDE.slice(0, match.index).split('\n').length }));

/** The block as a script: `expr; // value` lines become checks. */
function script(code: string): string {
  return code
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .map((line) => {
      const match = /^(.*);\s*\/\/\s*(.+)$/.exec(line);
      return match ? `__check((${match[1]}), (${match[2]}), ${JSON.stringify(line)});` : line;
    })
    .join('\n');
}

describe('docs/formatting.md', () => {
  it('has examples', () => {
    expect(BLOCKS.length).toBeGreaterThanOrEqual(6);
    expect(BLOCKS.reduce((sum, block) => sum + (block.code.match(/; \/\/ /g)?.length ?? 0), 0)).toBeGreaterThanOrEqual(15);
  });

  it.each(BLOCKS.map((block) => [block.line, block.code]))('the block at line %i runs as written', (_line, code) => {
    const js = transformSync(script(code as string), { loader: 'ts' }).code;
    const names = Object.keys(toolkit);
    const checks: [unknown, unknown, string][] = [];
    const run = new Function(...names, '__check', js) as (...args: unknown[]) => void;
    run(...names.map((name) => (toolkit as Record<string, unknown>)[name]), (actual: unknown, expected: unknown, source: string) => checks.push([actual, expected, source]));
    expect(checks.length).toBeGreaterThan(0);
    for (const [actual, expected, source] of checks) expect(actual, source).toEqual(expected);
  });
});
