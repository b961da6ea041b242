/**
 * The mistakes a newcomer makes on a first run, and what the CLI says: each
 * names the real problem (and the CLI's flags), never a fix that makes it worse.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/registry.ts';
import { DIALECTS, RULES } from '../../src/index.ts';
import { useServers } from '../fetch/http-server.ts';
import { hasStackTrace, runCli, tempDir } from './run-cli.ts';

const files = tempDir({
  'robots.txt': 'User-agent: *\nDisallow: /private/\n',
  'image.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  'latin1.txt': new Uint8Array([0x55, 0x73, 0x65, 0x72, 0xe9, 0xff, 0xfe, 0x0a]),
  'page.html': '<!DOCTYPE html>\n<html><head><title>404</title></head></html>\n',
});
mkdirSync(files.path('notes'));
writeFileSync(files.path('notes/readme.txt'), 'nothing here\n');
afterAll(() => files.cleanup());
const serve = useServers();

describe('a directory means the same files to lint, fmt and check --files', () => {
  it.each([
    ['lint', ['lint', 'notes']],
    ['fmt', ['fmt', '--check', 'notes']],
    ['check --files', ['check', '--files', 'notes', '--agent', 'x', '/']],
  ])('%s on a directory without robots.txt files: exit 2, and the error says what a directory means', async (_name, args) => {
    const result = await runCli(args, { cwd: files.dir });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^robotstxt: no robots\.txt files under notes: a directory means the files named robots\.txt or \*\.robots\.txt/);
  });

  it('lint and fmt read the same files of a directory', async () => {
    const tree = tempDir({ 'robots.txt': 'User-agent: *\nDisallow: /\n' });
    mkdirSync(tree.path('a'));
    writeFileSync(tree.path('a/shop.robots.txt'), 'User-agent: *\nDisallow: /\n');
    writeFileSync(tree.path('a/notes.txt'), 'x\n');
    try {
      const lint = await runCli(['lint', '.', '--format', 'json'], { cwd: tree.dir });
      const fmt = await runCli(['fmt', '.', '--format', 'json'], { cwd: tree.dir });
      const names = (stdout: string): string[] => (JSON.parse(stdout) as { file: string }[]).map((report) => report.file);
      expect(names(lint.stdout)).toEqual(['a/shop.robots.txt', 'robots.txt']);
      expect(names(fmt.stdout)).toEqual(names(lint.stdout));
    } finally {
      tree.cleanup();
    }
  });
});

describe('lint --rule', () => {
  it('an unknown rule code is a usage error that suggests the nearest code', async () => {
    const result = await runCli(['lint', 'robots.txt', '--rule', 'crawl-delay=off'], { cwd: files.dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^robotstxt: unknown rule 'crawl-delay' in --rule crawl-delay=off\. Did you mean 'crawl-delay-value'\?/);
    expect(RULES.some((rule) => rule.code === 'crawl-delay-value')).toBe(true);
  });

  it('a known code is accepted', async () => {
    const result = await runCli(['lint', 'robots.txt', '--rule', 'crawl-delay-value=off'], { cwd: files.dir });
    expect(result.code).toBe(0);
  });
});

describe('check: FILE forgotten or misplaced', () => {
  it('check --agent x / says FILE is missing, and never suggests --files / (a scan of the whole file system)', async () => {
    const result = await runCli(['check', '--agent', 'x', '/']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^robotstxt: missing FILE: \/ is a directory, so it reads as a URL path to check\./);
    expect(result.stderr).not.toContain('--files /');
  });

  it('FILE with --files: says they are exclusive, not that FILE is a bad URL', async () => {
    const result = await runCli(['check', 'robots.txt', '--files', '.', '--agent', 'x', '/'], { cwd: files.dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^robotstxt: FILE and --files are exclusive/);
  });
});

describe('check: input that is not a robots.txt', () => {
  it.each([
    ['image.png', 'binary data: it holds NUL bytes'],
    ['latin1.txt', 'binary data: it is not UTF-8 text'],
    ['page.html', 'an HTML page'],
  ])('%s: allowed, with a note that says what the input is', async (name, what) => {
    const result = await runCli(['check', name, '--agent', 'x', '/a'], { cwd: files.dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^allowed/);
    expect(result.stderr).toBe(`robotstxt: note: ${name} is not a robots.txt (${what}): no line of it is a rule, so every URL is allowed.\n`);
  });

  it('a robots.txt has no such note', async () => {
    const result = await runCli(['check', 'robots.txt', '--agent', 'x', '/a'], { cwd: files.dir });
    expect(result.stderr).toBe('');
  });
});

describe('check on a fetched robots.txt', () => {
  it('a URL on another origin is reported per URL and skipped (the robots.txt says nothing about it): exit 2', async () => {
    const server = await serve((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n'));
    const result = await runCli(['check', server.origin, '--agent', 'x', '/private/a', 'https://example.org/private/a', `${server.origin}/ok`]);
    expect(result.code).toBe(2);
    expect(
      result.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(/\s+/).slice(0, 2).join(' ')),
    ).toEqual(['disallowed /private/a', `allowed ${server.origin}/ok`]);
    expect(result.stderr).toContain(
      `robotstxt: argument: https://example.org/private/a is on https://example.org, and the robots.txt of ${server.origin} says nothing about another site`,
    );
    expect(hasStackTrace(result.stderr)).toBe(false);
  });
});

describe('meta and page', () => {
  it('meta on a missing file says the file does not exist, and suggests no fetch of https://FILE', async () => {
    const result = await runCli(['meta', 'missing.html'], { cwd: files.dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^robotstxt: no such file: missing\.html\./);
    expect(result.stderr).not.toContain('https://missing.html');
  });

  it('page on a page that answers 404 says the status, not "0 bytes" and "not HTML"', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      else response.writeHead(404, { 'content-type': 'text/html' }).end('<p>gone</p>');
    });
    const result = await runCli(['page', `${server.origin}/gone`, '--agent', 'x']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^page\s+HTTP 404: no page to read \(text\/html\)$/m);
    expect(result.stdout).toContain('The page answered HTTP 404');
    expect(result.stdout).not.toMatch(/0 bytes|not HTML/);
  });
});

describe('fmt', () => {
  it("names the CLI's flags in its notes, not the API's options", async () => {
    const result = await runCli(['fmt', '-'], { input: 'User-agent: *\nDisalow: /a\n' });
    expect(result.stderr).toContain('(--repair-typos --dialect google repairs it)');
    expect(result.stderr).not.toMatch(/repairTypos|sitemapsAtEnd|removeDuplicates|alignComments/);
  });
});

describe("messages name the CLI's flags", () => {
  it('an agent no User-Agent header can carry, for a URL: --agent, not options.agent', async () => {
    const result = await runCli(['check', 'https://example.com', '--agent', 'bot\u0100', '/']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^robotstxt: --agent must be a valid User-Agent header/);
    expect(result.stderr).not.toContain('options.');
  });
});

describe('--help', () => {
  it('lists every command of the registry and all five dialects', async () => {
    const help = (await runCli(['--help'])).stdout;
    for (const command of COMMANDS) expect(help).toMatch(new RegExp(`^  ${command.name}\\s+\\S`, 'm'));
    for (const dialect of DIALECTS) expect(help).toContain(dialect);
    expect(help).toContain('five standards');
  });
});
