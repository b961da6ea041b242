/**
 * The API reference builds without a warning: typedoc with
 * `treatWarningsAsErrors` and `validation.notDocumented` (typedoc.json), so
 * every exported member has TSDoc and every `{@link}` resolves. The same
 * check as `npm run docs:check`.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TYPEDOC = fileURLToPath(new URL('../../node_modules/typedoc/bin/typedoc', import.meta.url));

describe('the API reference (typedoc)', () => {
  it('is configured to fail on any warning, any undocumented export, and not to linkify `dialects.md`', () => {
    const config = JSON.parse(readFileSync(new URL('typedoc.json', `file://${ROOT}`), 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({
      entryPoints: ['src/index.ts', 'src/internals.ts', 'src/grammar.ts', 'src/prettier.ts', 'src/meta.ts', 'src/matcher.ts'],
      treatWarningsAsErrors: true,
      validation: { notDocumented: true, notExported: true, invalidLink: true },
      markdownItOptions: { linkify: false },
    });
  });

  it('builds with no warning', async () => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [TYPEDOC, '--emit', 'none'], { cwd: ROOT });
    expect(`${stdout}${stderr}`).not.toMatch(/warning|error/i);
  }, 120_000);
});
