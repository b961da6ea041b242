/**
 * The API reference builds without a warning: typedoc with
 * `treatWarningsAsErrors` and `validation.notDocumented` (typedoc.json), so
 * every exported member has TSDoc and every `{@link}` resolves. It runs what
 * `npm run docs` runs, HTML included (some link warnings only show when the
 * pages are written), into a scratch directory.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { STAGES, stageOf } from '../../scripts/typedoc-stages.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TYPEDOC = fileURLToPath(new URL('../../node_modules/typedoc/bin/typedoc', import.meta.url));

describe('the API reference (typedoc)', () => {
  it('is configured to fail on any warning, any undocumented export, and not to linkify `dialects.md`', () => {
    const config = JSON.parse(readFileSync(new URL('typedoc.json', `file://${ROOT}`), 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({
      entryPoints: ['src/index.ts', 'src/internals.ts', 'src/grammar.ts', 'src/prettier.ts', 'src/meta.ts', 'src/matcher.ts', 'src/editor.ts'],
      treatWarningsAsErrors: true,
      validation: { notDocumented: true, notExported: true, invalidLink: true },
      markdownItOptions: { linkify: false },
      plugin: ['./scripts/typedoc-stages.mjs'],
      categorizeByGroup: false,
    });
  });

  it('lists each export under the stage whose folder it is written in, in the order data flows', () => {
    expect(stageOf('robotstxt-toolkit/src/syntax/tree.ts')).toBe('Syntax');
    expect(stageOf('robotstxt-toolkit/src/lint/types.ts')).toBe('Lint');
    expect(stageOf('robotstxt-toolkit/grammar/parser.ts')).toBe('Grammar');
    expect(stageOf('robotstxt-toolkit/src/defaults.ts')).toBeUndefined();
    const config = JSON.parse(readFileSync(new URL('typedoc.json', `file://${ROOT}`), 'utf8')) as { categoryOrder: string[] };
    expect(config.categoryOrder.slice(0, 8)).toEqual(['Grammar', 'Syntax', 'Diagnostics', 'Model', 'Match', 'Lint', 'Format', 'Fetch']);
    expect(config.categoryOrder).toEqual(expect.arrayContaining(Object.values(STAGES)));
  });

  it('builds with no warning', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'robotstxt-api-'));
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [TYPEDOC, '--out', out], { cwd: ROOT });
      expect(`${stdout}${stderr}`).not.toMatch(/warning|error/i);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 180_000);
});
