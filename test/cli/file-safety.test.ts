/**
 * What the commands that read and write files must never do, whatever the
 * files are: write through a link out of the tree they walk, replace a
 * read-only file or an edit saved meanwhile, stop at the first file they
 * cannot read or write, block on a FIFO, or print a stack trace for an
 * argument.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { format } from '../../src/format/format.ts';
import { hasStackTrace, runCli, tempDir } from './run-cli.ts';

const MESSY = 'User-agent: *  \r\nDisallow: /private/ \r\n';
const TIDY = format(MESSY);
/** Two findings with a safe fix (`Disallow :` → `Disallow:`, a duplicate rule), one warning without. */
const FIXABLE = 'User-agent: *\nDissallow: /private/\nDisallow : /a\nDisallow: /a\n';
const FIXED = 'User-agent: *\nDissallow: /private/\nDisallow: /a\n';

const dirs: { cleanup: () => void }[] = [];
afterAll(() => dirs.forEach((dir) => dir.cleanup()));
function scratch(files: Record<string, string> = {}): ReturnType<typeof tempDir> {
  const dir = tempDir(files);
  dirs.push(dir);
  return dir;
}

/** A named pipe nobody writes to: opening it to read blocks until a writer comes. */
function fifo(path: string): string {
  execFileSync('mkfifo', [path]);
  return path;
}

const sockets: Server[] = [];
afterAll(() => sockets.forEach((server) => server.close()));
/** A unix socket at `path` (no process can open() it, root included). */
async function socket(path: string): Promise<string> {
  const server = createServer();
  sockets.push(server);
  await new Promise<void>((resolve) => server.listen(path, resolve));
  return path;
}

describe('a walked tree: no write through a link that leaves it', () => {
  function treeWithLinks(): { tree: ReturnType<typeof tempDir>; outside: ReturnType<typeof tempDir> } {
    const outside = scratch({ 'robots.txt': MESSY });
    const tree = scratch({ 'real.robots.txt': MESSY });
    mkdirSync(tree.path('site'));
    mkdirSync(tree.path('inner'));
    symlinkSync(outside.path('robots.txt'), tree.path('site/robots.txt'));
    symlinkSync(tree.path('real.robots.txt'), tree.path('inner/robots.txt'));
    return { tree, outside };
  }

  it('fmt --write DIR: the outside target is left as it was and reported; links inside the tree are written; exit 2', async () => {
    const { tree, outside } = treeWithLinks();
    const result = await runCli(['fmt', '--write', tree.dir]);
    expect(result.code).toBe(2);
    expect(readFileSync(outside.path('robots.txt'), 'utf8')).toBe(MESSY);
    expect(readFileSync(tree.path('real.robots.txt'), 'utf8')).toBe(TIDY);
    expect(result.stderr).toContain(`robotstxt: ${tree.path('site/robots.txt')} is a symbolic link to ${outside.path('robots.txt')}, outside ${tree.dir}`);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it('fmt --write GLOB --format json: the link is an item with written false and why', async () => {
    const { tree, outside } = treeWithLinks();
    const result = await runCli(['fmt', '--write', `${tree.dir}/**/robots.txt`, '--format', 'json']);
    expect(result.code).toBe(2);
    const items = JSON.parse(result.stdout) as { file: string; written: boolean; skipped?: string; target?: string }[];
    expect(items.find((item) => item.file === tree.path('site/robots.txt'))).toMatchObject({
      written: false,
      skipped: 'link-outside-tree',
      target: outside.path('robots.txt'),
    });
    expect(readFileSync(outside.path('robots.txt'), 'utf8')).toBe(MESSY);
  });

  it('fmt --write LINK: a link given by name is followed wherever it points (as documented)', async () => {
    const { tree, outside } = treeWithLinks();
    const result = await runCli(['fmt', '--write', tree.path('site/robots.txt')]);
    expect(result.code).toBe(0);
    expect(readFileSync(outside.path('robots.txt'), 'utf8')).toBe(TIDY);
  });

  it('lint --fix DIR: the outside target is left as it was', async () => {
    const outside = scratch({ 'robots.txt': FIXABLE });
    const tree = scratch({ 'robots.txt': FIXABLE });
    mkdirSync(tree.path('site'));
    symlinkSync(outside.path('robots.txt'), tree.path('site/robots.txt'));
    await runCli(['lint', '--fix', tree.dir]);
    expect(readFileSync(outside.path('robots.txt'), 'utf8')).toBe(FIXABLE);
    expect(readFileSync(tree.path('robots.txt'), 'utf8')).toBe(FIXED);
  });
});

describe('read-only files', () => {
  it.each([
    ['fmt', ['fmt', '--write'], MESSY, TIDY],
    ['lint', ['lint', '--fix'], FIXABLE, FIXED],
  ])('%s: a 0444 file is refused (reported, exit 2) unless --force, which keeps its mode', async (_name, command, before, after) => {
    const dir = scratch({ 'robots.txt': before });
    chmodSync(dir.path('robots.txt'), 0o444);
    const refused = await runCli([...command, dir.path('robots.txt')]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`robotstxt: ${dir.path('robots.txt')} is read-only (no write permission); it was left as it is.`);
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(before);
    const forced = await runCli([...command, '--force', dir.path('robots.txt')]);
    expect(forced.stderr).toBe('');
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(after);
    expect(statSync(dir.path('robots.txt')).mode & 0o777).toBe(0o444);
  });

  it('--force without --write or --fix is a usage error', async () => {
    const dir = scratch({ 'robots.txt': MESSY });
    expect((await runCli(['fmt', '--force', dir.path('robots.txt')])).code).toBe(2);
    expect((await runCli(['lint', '--force', dir.path('robots.txt')])).code).toBe(2);
  });
});

describe('lint: one file it cannot read or write does not stop the others', () => {
  it('--fix: earlier and later files are fixed and reported, the read-only one reported; exit 2', async () => {
    const dir = scratch({ 'a.txt': FIXABLE, 'b.txt': FIXABLE, 'c.txt': FIXABLE });
    chmodSync(dir.path('b.txt'), 0o444);
    const result = await runCli(['lint', '--fix', dir.path('a.txt'), dir.path('b.txt'), dir.path('c.txt')]);
    expect(result.code).toBe(2);
    expect(readFileSync(dir.path('a.txt'), 'utf8')).toBe(FIXED);
    expect(readFileSync(dir.path('b.txt'), 'utf8')).toBe(FIXABLE);
    expect(readFileSync(dir.path('c.txt'), 'utf8')).toBe(FIXED);
    expect(result.stderr).toContain(`${dir.path('b.txt')} is read-only`);
    // b's findings are those of the file as it is (not fixed): the duplicate rule among them.
    expect(result.stdout).toMatch(new RegExp(`${dir.path('b.txt')}:4:1 .*\\[duplicate-rule\\]`));
    expect(result.stdout).toContain('4 fixes applied.');
  });

  it('an unreadable file (a socket): reported on stderr, the other files linted, exit 2', async () => {
    const dir = scratch({ 'a.txt': FIXABLE });
    const unreadable = await socket(dir.path('s.txt'));
    const result = await runCli(['lint', unreadable, dir.path('a.txt'), '--format', 'json']);
    expect(result.code).toBe(2);
    expect((JSON.parse(result.stdout) as { file: string }[]).map((report) => report.file)).toEqual([dir.path('a.txt')]);
    expect(result.stderr).toBe(`robotstxt: cannot read ${unreadable}: it is a socket or a missing device; robotstxt reads regular files only.\n`);
  });

  it('a missing operand is reported and the others still linted; exit 2', async () => {
    const dir = scratch({ 'a.txt': FIXABLE });
    const result = await runCli(['lint', dir.path('missing.txt'), dir.path('a.txt')]);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain(`${dir.path('a.txt')}:2:1 warning`);
    expect(result.stderr).toMatch(/no such file: .*missing\.txt/);
  });
});

describe('only regular files are read: a FIFO, a socket or a device is refused at once, exit 2', () => {
  const pipes = scratch({ 'ok.txt': 'User-agent: *\nDisallow: /\n' });
  const pipe = fifo(pipes.path('robots.txt'));
  mkdirSync(pipes.path('tree'));
  symlinkSync(pipe, pipes.path('tree/robots.txt'));
  it.each([
    ['check', ['check', pipe, '-a', 'x', '/']],
    ['explain', ['explain', pipe, '-a', 'x', '/']],
    ['parse', ['parse', pipe]],
    ['meta', ['meta', pipe]],
    ['fmt', ['fmt', pipe]],
    ['fmt --check', ['fmt', '--check', pipe]],
    ['fmt --write', ['fmt', '--write', pipe]],
    ['lint', ['lint', pipe]],
    ['lint --fix', ['lint', '--fix', pipe]],
    ['check --files', ['check', '--files', pipe, '-a', 'x', '/']],
  ])('%s FIFO', async (_name, args) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${pipe} is a named pipe (FIFO); robotstxt reads regular files only.`);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it.each([
    ['fmt DIR', ['fmt', pipes.path('tree')]],
    ['fmt --write DIR', ['fmt', '--write', pipes.path('tree')]],
    ['check --files DIR', ['check', '--files', pipes.path('tree'), '-a', 'x', '/']],
  ])('%s with robots.txt -> FIFO in it', async (_name, args) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is a named pipe (FIFO); robotstxt reads regular files only.');
  });

  it.each(['/dev/null', '/dev/zero'])('%s is a device, not a robots.txt', async (device) => {
    const result = await runCli(['check', device, '-a', 'x', '/']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${device} is a device; robotstxt reads regular files only.`);
  });

  it('standard input is still read as -', async () => {
    const result = await runCli(['check', '-', '-a', 'x', '/'], { input: 'User-agent: *\nDisallow: /\n' });
    expect(result.code).toBe(1);
  });
});

describe('arguments never print a stack trace', () => {
  it.each([
    ['fmt', ['fmt', '[z-a]*.txt']],
    ['fmt --write', ['fmt', '--write', 'x/[z-a]/*.txt']],
    ['check --files', ['check', '--files', '[z-a]*.txt', '-a', 'x', '/']],
    ['lint', ['lint', '[z-a]*.txt']],
  ])('%s with a glob range out of order', async (_name, args) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(hasStackTrace(result.stderr)).toBe(false);
    expect(result.stderr).toMatch(/^robotstxt: /);
  });
});

/** The linter's fixText, with a hook run in the middle of a fix (an editor saving the file). */
const duringFix = vi.hoisted(() => ({ hook: undefined as (() => void) | undefined }));
vi.mock('../../src/lint/lint.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lint/lint.ts')>();
  return {
    ...actual,
    fixText: (...args: Parameters<typeof actual.fixText>) => {
      const outcome = actual.fixText(...args);
      duringFix.hook?.();
      return outcome;
    },
  };
});

describe('lint --fix: an edit saved while the fix ran is kept', () => {
  function stream(): NodeJS.WriteStream & { written: string[] } {
    const written: string[] = [];
    return { isTTY: false, written, write: (text: string) => written.push(text) > 0, on: () => undefined } as unknown as NodeJS.WriteStream & {
      written: string[];
    };
  }

  it('the file is left as the editor saved it, the run says so and exits 2', async () => {
    const dir = scratch({ 'robots.txt': FIXABLE });
    const edited = 'User-agent: *\nDisallow: /edited\n';
    duringFix.hook = () => {
      writeFileSync(dir.path('robots.txt'), edited);
      // A different time too, whatever the clock's resolution.
      utimesSync(dir.path('robots.txt'), new Date(), new Date(Date.now() + 5_000));
    };
    const stdout = stream();
    const stderr = stream();
    try {
      const code = await main(['lint', '--fix', dir.path('robots.txt')], {
        stdout,
        stderr,
        stdin: process.stdin,
        env: {},
        workerUrl: new URL('file:///unused'),
      });
      expect(code).toBe(2);
    } finally {
      duringFix.hook = undefined;
    }
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(edited);
    expect(stderr.written.join('')).toContain(`${dir.path('robots.txt')} changed while robotstxt was working on it; it was left as it is now.`);
  });
});
