/**
 * docs/meta.md runs as written: every ```ts block is run with the package's entries in scope, and
 * a line `expression; // value` (a literal) asserts that the expression gives that value.
 */
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { expect, it } from 'vitest';
import * as root from '../../src/index.ts';
import * as meta from '../../src/meta.ts';
import { repoPath } from '../helpers/paths.ts';

const blocks = [...readFileSync(repoPath('docs/meta.md'), 'utf8').matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1] as string);

it('docs/meta.md has examples, and each gives what it says', () => {
  expect(blocks.length).toBeGreaterThanOrEqual(4);
  const scope = { ...root, ...meta };
  let asserted = 0;
  const source = blocks
    .join('\n')
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .map((line) => {
      const assertion = /^(.*); \/\/ (.+)$/.exec(line);
      if (!assertion) return line;
      asserted++;
      return `check(${JSON.stringify(line)}, ${assertion[1]}, ${assertion[2]});`;
    })
    .join('\n');
  const js = transformSync(source, { loader: 'ts' }).code;
  const check = (line: string, actual: unknown, expected: unknown): void => expect(actual, line).toEqual(expected);
  new Function('scope', 'check', `const { ${Object.keys(scope).join(', ')} } = scope;\n${js}`)(scope, check);
  expect(asserted).toBeGreaterThanOrEqual(10);
});
