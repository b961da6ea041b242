/**
 * Golden files: `test/fixtures/format/<case>/input` formats to exactly the
 * bytes of `output` (UTF-8), with the options of `options.json` when there is
 * one, and the output is a fixed point. The cases are the seed examples
 * (examples/*.txt), real files with CRLF, CR-only line ends, a BOM, tabs,
 * trailing comments, HTML, typos, a file over rfc9309's parse limit, and
 * hand-written cases for each option and each line kept as written.
 *
 * `UPDATE_FORMAT_FIXTURES=1 npx vitest run test/format/fixtures.test.ts`
 * rewrites the outputs: review the diff before committing it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile, decodeBytes, DIALECTS, format, formatWithDiagnostics, type FormatOptions } from '../../src/index.ts';
import { repoPath } from '../helpers/paths.ts';
import { namesIn } from './helpers.ts';

const ROOT = repoPath('test/fixtures/format/');
const UPDATE = process.env.UPDATE_FORMAT_FIXTURES === '1';
const cases = readdirSync(ROOT).sort();

function optionsOf(name: string): FormatOptions {
  const file = `${ROOT}${name}/options.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FormatOptions) : {};
}

describe('format fixtures', () => {
  it('has a case for every example file and at least eight real files', () => {
    expect(cases.filter((name) => name.startsWith('example-')).length).toBe(readdirSync(repoPath('examples')).filter((name) => name.endsWith('.txt')).length);
    expect(cases.filter((name) => name.startsWith('real-')).length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases)('%s', (name) => {
    const input = new Uint8Array(readFileSync(`${ROOT}${name}/input`));
    const options = optionsOf(name);
    const text = format(input, options);
    const outputFile = `${ROOT}${name}/output`;
    if (UPDATE) writeFileSync(outputFile, text);
    expect(text).toBe(readFileSync(outputFile, 'utf8'));
    expect(formatWithDiagnostics(text, options).changed).toBe(false);
    // The same verdicts for the agents and paths the file names (sampled on the huge case).
    const original = decodeBytes(input).text;
    const { agents, paths } = namesIn(original);
    const sample = <T>(items: readonly T[]): T[] => items.filter((_, i) => i % Math.ceil(items.length / 20) === 0);
    for (const dialect of options.dialect ? [options.dialect] : DIALECTS) {
      const before = compile(original, { dialect });
      const after = compile(text, { dialect });
      expect(after.sitemaps).toEqual(before.sitemaps);
      for (const agent of [...sample(agents), 'UnnamedBot'])
        for (const path of ['/', ...sample(paths)])
          expect(after.isAllowed(path.startsWith('/') ? path : `/${path}`, agent), `${dialect} ${agent} ${path}`).toBe(
            before.isAllowed(path.startsWith('/') ? path : `/${path}`, agent),
          );
    }
  });
});
