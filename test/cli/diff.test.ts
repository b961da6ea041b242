/**
 * robotstxt diff: exit 0 when the meaning is the same, 1 when it changed, 2 on errors; the text a
 * reviewer reads, the library's answer in JSON, and annotations for a workflow.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { compile, diffMeaning } from '../../src/index.ts';
import { runCli, tempDir } from './run-cli.ts';

const OLD = 'User-agent: *\nDisallow: /search\nCrawl-delay: 5\n\nSitemap: https://example.com/a.xml\n';
const NEW = 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n\nSitemap: https://example.com/b.xml\n';
const REORDERED = '# same rules\nSitemap: https://example.com/a.xml\nuser-agent: *\ncrawl-delay: 5\ndisallow: /search\n';
const files = tempDir({ 'old.txt': OLD, 'new.txt': NEW, 'reordered.txt': REORDERED });
afterAll(() => files.cleanup());
const [oldFile, newFile, reordered] = ['old.txt', 'new.txt', 'reordered.txt'].map((name) => files.path(name)) as [string, string, string];

describe('robotstxt diff', () => {
  it('exit 0 and one line when only the layout changed', async () => {
    const result = await runCli(['diff', oldFile, reordered]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^${oldFile} → ${reordered} under rfc9309: the same meaning \\(\\d+ robots × \\d+ URLs compared\\)\\n$`));
  });

  it('exit 1 and the robots that lost /, with the URL and the lines before and after', async () => {
    const result = await runCli(['diff', oldFile, newFile]);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(`${oldFile} → ${newFile} under rfc9309: the meaning changed`);
    expect(lines[1]).toMatch(/^ {2}LOST \/ {2}UnlistedBot and \d+ other robots \(by the \* group\)$/);
    expect(lines[2]).toBe(`      /  allowed (no rule) → disallowed by ${newFile}:2 Disallow: /`);
    expect(result.stdout).toContain(`  GAINED  Googlebot\n      /search  disallowed by ${oldFile}:2 Disallow: /search → allowed by ${newFile}:5 Allow: /\n`);
    expect(result.stdout).toContain('  sitemaps\n      - https://example.com/a.xml\n      + https://example.com/b.xml\n');
    expect(result.stdout).toMatch(/ {2}crawl-delay {2}Googlebot and \d+ other robots: 5 → \(none\)\n/);
  });

  it('prints the library’s answer as JSON, and a map by dialect with --dialect all', async () => {
    const one = await runCli(['diff', oldFile, newFile, '--format', 'json', '--agent', 'FooBot']);
    expect(one.code).toBe(1);
    expect(JSON.parse(one.stdout)).toEqual(
      JSON.parse(JSON.stringify({ old: oldFile, new: newFile, ...diffMeaning(compile(OLD), compile(NEW), { agents: ['FooBot'] }) })),
    );
    const all = await runCli(['diff', oldFile, reordered, '--dialect', 'all', '--format', 'jsonl']);
    expect(all.code).toBe(0);
    expect(Object.keys(JSON.parse(all.stdout) as object)).toEqual(['1994', 'draft-1996', 'rfc9309', 'google', 'revisited-1996']);
  });

  it('annotates the NEW file for a workflow, an error for a robot that lost /', async () => {
    const result = await runCli(['diff', oldFile, newFile, '--format', 'github']);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toMatch(
      new RegExp(
        `^::error file=${newFile.replace(/:/g, '%3A').replace(/,/g, '%2C')},line=2,title=robotstxt diff lost-root::UnlistedBot and \\d+ other robots lost \\d+ URLs under rfc9309`,
      ),
    );
    expect(result.stdout).toMatch(/\n::notice file=.*title=robotstxt diff gained::Googlebot gained/);
  });

  it('reads OLD from standard input', async () => {
    const result = await runCli(['diff', '-', newFile, '--format', 'json'], { input: NEW });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ old: '<stdin>', same: true });
  });

  it('says what is wrong with the command line: exit 2', async () => {
    for (const args of [
      ['diff', oldFile],
      ['diff', oldFile, newFile, reordered],
      ['diff', '-', '-'],
      ['diff', oldFile, files.path('missing.txt')],
      ['diff', oldFile, newFile, '--format', 'sarif'],
    ]) {
      const result = await runCli(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout, args.join(' ')).toBe('');
    }
  });
});
