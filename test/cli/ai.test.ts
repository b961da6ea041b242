/**
 * robotstxt ai: the report a person reads, and in JSON exactly the library's aiAccess answer.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { aiAccess, compile } from '../../src/index.ts';
import { runCli, tempDir } from './run-cli.ts';

const ROBOTS = 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: Google-Extended\nDisallow: /\n\nUser-agent: *\nDisallow: /cart/\n';
const files = tempDir({ 'robots.txt': ROBOTS });
const robots = files.path('robots.txt');
afterAll(() => files.cleanup());

describe('robotstxt ai', () => {
  it('lists the crawlers the file names, the search engines, and counts the rest per purpose', async () => {
    const result = await runCli(['ai', robots]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`${robots} under rfc9309:`);
    expect(result.stdout).toContain('  asked about / and /cart/\n');
    expect(result.stdout).toContain(`  blocked  GPTBot (OpenAI)  / decided by ${robots}:2\n`);
    expect(result.stdout).toMatch(/\n {2}partly {3}Googlebot \(Google\) \(by the \* group\) {2}closed: \/cart\/\n/);
    expect(result.stdout).toMatch(/more not named in the file \(\d+ partly\); --all lists them/);
    expect(result.stdout).toContain(`${robots}:4: Google-Extended is a control token, not a crawler`);
  });

  it('prints the library’s report as JSON, with the file', async () => {
    const result = await runCli(['ai', robots, '--format', 'json', '--dialect', 'google']);
    expect(result.code).toBe(0);
    const expected = aiAccess(compile(ROBOTS, { dialect: 'google' }));
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(JSON.stringify({ file: robots, ...expected })));
  });

  it('asks about the paths given, and lists every crawler with --all', async () => {
    const result = await runCli(['ai', robots, '--path', '/blog/', '--path', '/cart/x', '--all', '--format', 'jsonl']);
    const report = JSON.parse(result.stdout) as { sections: string[] };
    expect(report.sections).toEqual(['/blog/', '/cart/x']);
    const text = await runCli(['ai', robots, '--all']);
    expect(text.stdout).not.toContain('--all lists them');
    expect(text.stdout).toContain('ClaudeBot (Anthropic) (by the * group)');
  });

  it('reads standard input', async () => {
    const result = await runCli(['ai', '-', '--format', 'json'], { input: 'User-agent: *\nDisallow: /\n' });
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { purposes: { purpose: string; blocked: number; allowed: number }[] };
    expect(report.purposes.find((purpose) => purpose.purpose === 'search')).toMatchObject({ allowed: 0 });
  });

  it('says what is wrong with the command line: exit 2', async () => {
    for (const args of [
      ['ai'],
      ['ai', robots, robots],
      ['ai', robots, '--path', 'blog'],
      ['ai', robots, '--dialect', 'all'],
      ['ai', files.path('missing.txt')],
    ]) {
      const result = await runCli(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout, args.join(' ')).toBe('');
      expect(result.stderr).toMatch(/^robotstxt/);
    }
  });
});
