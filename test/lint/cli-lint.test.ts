/** `robotstxt lint`: formats, --fix (atomic, idempotent), exit codes. */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.ts';

const BAD = 'User-agent: *\nDissallow: /private/\nDisallow : /a\nDisallow: /a\n';

/** The folders {@link tempFile} made, removed when the file's tests end. */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempFile(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'robotstxt-lint-'));
  made.push(dir);
  const file = path.join(dir, 'robots.txt');
  writeFileSync(file, text);
  return file;
}

describe('robotstxt lint', () => {
  it('text: file:line:column severity message [code]; exit 0 for warnings, 1 for errors or too many warnings', async () => {
    const file = tempFile(BAD);
    const result = await runCli(['lint', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${file}:2:1 warning Unknown field "Dissallow"`);
    expect(result.stdout).toMatch(/\[unknown-field\]/);
    expect((await runCli(['lint', file, '--max-warnings', '0'])).code).toBe(1);
    expect((await runCli(['lint', file, '--rule', 'unknown-field=error'])).code).toBe(1);
    expect((await runCli(['lint', file, '--format', 'nope'])).code).toBe(2);
    expect((await runCli(['lint'])).code).toBe(2);
  });

  it('json, sarif and github', async () => {
    const file = tempFile(BAD);
    const json = JSON.parse((await runCli(['lint', file, '--format', 'json'])).stdout) as { diagnostics: { code: string }[] }[];
    expect(json[0]?.diagnostics.map((d) => d.code)).toContain('duplicate-rule');
    const sarif = JSON.parse((await runCli(['lint', file, '--format', 'sarif'])).stdout) as {
      version: string;
      runs: {
        tool: { driver: { name: string; rules: { id: string }[] } };
        results: { ruleId: string; locations: { physicalLocation: { region: { startLine: number } } }[] }[];
      }[];
    };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]?.tool.driver.name).toBe('robotstxt-toolkit');
    expect(sarif.runs[0]?.results[0]?.locations[0]?.physicalLocation.region.startLine).toBe(2);
    const github = (await runCli(['lint', file, '--format', 'github'])).stdout;
    expect(github).toContain(`::warning file=${file},line=2,col=1,endLine=2,endColumn=10,title=robotstxt unknown-field::`);
  });

  it('--fix applies the safe fixes, keeps the mode, and a second run changes nothing', async () => {
    const file = tempFile(BAD);
    chmodSync(file, 0o640);
    await runCli(['lint', file, '--fix']);
    const once = readFileSync(file, 'utf8');
    expect(once).toBe('User-agent: *\nDissallow: /private/\nDisallow: /a\n');
    expect(statSync(file).mode & 0o777).toBe(0o640);
    await runCli(['lint', file, '--fix']);
    expect(readFileSync(file, 'utf8')).toBe(once);
  });

  it('reads directories, globs and standard input; --dialects all reports witnesses', async () => {
    const file = tempFile('User-agent: *\nDisallow: /*.pdf\n');
    const dir = path.dirname(file);
    expect((await runCli(['lint', dir, '--dialect', '1994'])).stdout).toContain('robots.txt:2:');
    expect((await runCli(['lint', `${dir}/*.txt`, '--dialects', 'all'])).stdout).toContain('[dialect-verdict-differs]');
    expect((await runCli(['lint', '-', '--dialect', '1994'], { input: 'User-agent: *\nAllow: /a\n' })).stdout).toContain('[allow-unsupported]');
  });

  it('parse keeps showing parse-level diagnostics only', async () => {
    const file = tempFile(BAD);
    expect((await runCli(['parse', file])).stdout).not.toContain('unknown-field');
  });
});
