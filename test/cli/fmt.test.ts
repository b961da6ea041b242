/**
 * `robotstxt fmt`: Prettier's conventions on the command line.
 *
 * The layout is the library's business: these tests ask `format()` what
 * a file should become and check that fmt prints, checks, diffs and writes
 * exactly that, so they hold for any formatter behind the API. Only a few
 * cases every canonical layout must satisfy are spelled out (CRLF → LF by
 * default, trailing spaces removed, one final line end).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { format, type FormatOptions } from '../../src/format/format.ts';
import { reply, useServers } from '../fetch/http-server.ts';
import { applyUnifiedDiff } from '../helpers/unified-diff.ts';
import { hasStackTrace, runCli, tempDir } from './run-cli.ts';

const MESSY = 'User-agent: *  \r\nDisallow: /private/ \r\n\r\n\r\nUser-agent: FooBot\r\nDisallow: /';
const TIDY = format(MESSY);
const CLEAN = format('User-agent: *\nDisallow: /\n');
const dirs: { cleanup: () => void }[] = [];
afterAll(() => dirs.forEach((dir) => dir.cleanup()));

function scratch(files: Record<string, string | Uint8Array> = {}): ReturnType<typeof tempDir> {
  const dir = tempDir(files);
  dirs.push(dir);
  return dir;
}

describe('fmt FILE and fmt -: prints what format() returns', () => {
  it('a canonical layout: CRLF becomes LF, trailing spaces go, one final line end', () => {
    expect(format('User-agent: *  \r\nDisallow: /x \r\n')).toBe('User-agent: *\nDisallow: /x\n');
    expect(format('User-agent: *\nDisallow: /x')).toBe('User-agent: *\nDisallow: /x\n');
  });

  it('prints format(file) on stdout, exit 0, nothing on stderr; the file is untouched', async () => {
    const dir = scratch({ 'robots.txt': MESSY });
    const result = await runCli(['fmt', dir.path('robots.txt')]);
    expect(result).toEqual({ code: 0, stdout: TIDY, stderr: '' });
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(MESSY);
  });

  it('- reads standard input and prints format(input)', async () => {
    const result = await runCli(['fmt', '-'], { input: MESSY });
    expect(result).toEqual({ code: 0, stdout: TIDY, stderr: '' });
    expect((await runCli(['fmt', '-'], { input: '' })).stdout).toBe(format(''));
  });

  it('several files: each formatted text in the order given, one after another (as Prettier prints them)', async () => {
    const dir = scratch({ 'a.txt': MESSY, 'b.txt': 'User-agent: b \n' });
    const result = await runCli(['fmt', dir.path('b.txt'), dir.path('a.txt')]);
    expect(result.stdout).toBe(format('User-agent: b \n') + TIDY);
  });

  it('URL: the site robots.txt fetched and printed formatted; --agent is the User-Agent sent', async () => {
    const server = await serve(reply(200, MESSY, { 'content-type': 'text/plain' }));
    const result = await runCli(['fmt', server.origin, '--agent', 'FmtBot/1.0']);
    expect(result).toEqual({ code: 0, stdout: TIDY, stderr: '' });
    expect(server.requests[0]?.headers['user-agent']).toBe('FmtBot/1.0');
    const missing = await serve(reply(404, 'nope'));
    const notFound = await runCli(['fmt', missing.origin]);
    expect([notFound.code, notFound.stdout]).toEqual([2, '']);
    expect(notFound.stderr).toMatch(/^robotstxt: .*answered HTTP 404/);
  });
});

const serve = useServers();

describe('the layout flags map to FormatOptions', () => {
  const input = '\uFEFFUser-agent: *  \r\nDisallow: /a # x\r\nDisallow: /a\r\nSitemap: https://example.com/s.xml\r\nUser-agent: b\nDisalow: /c\n';
  const cases: [string[], FormatOptions][] = [
    [[], {}],
    [['--dialect', 'google'], { dialect: 'google' }],
    [['--dialect', '1994'], { dialect: '1994' }],
    [['--dialect', 'all'], {}],
    [['--line-ending', 'crlf'], { lineEnding: 'crlf' }],
    [['--line-ending', 'preserve'], { lineEnding: 'preserve' }],
    [['--line-ending', 'lf'], { lineEnding: 'lf' }],
    [['--bom', 'keep'], { bom: 'keep' }],
    [['--bom', 'drop'], { bom: 'drop' }],
    [['--align-comments'], { alignComments: true }],
    [['--sitemaps-at-end'], { sitemapsAtEnd: true }],
    [['--remove-duplicates'], { removeDuplicates: true }],
    [['--repair-typos', '--dialect', 'google'], { repairTypos: true, dialect: 'google' }],
    [['--sort'], { sort: true }],
  ];
  it.each(cases.map(([flags, options]) => [flags.join(' ') || '(none)', flags, options] as const))('%s', async (_name, flags, options) => {
    const result = await runCli(['fmt', '-', ...flags], { input });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(format(input, options));
  });

  it('--line-ending crlf writes CRLF only; the default LF only; --bom keep keeps the BOM, the default drops it', async () => {
    const crlf = (await runCli(['fmt', '-', '--line-ending', 'crlf'], { input })).stdout;
    expect(crlf).not.toMatch(/[^\r]\n|\r(?!\n)/);
    const lf = (await runCli(['fmt', '-'], { input })).stdout;
    expect(lf).not.toContain('\r');
    expect(lf.startsWith('\uFEFF')).toBe(false);
    expect((await runCli(['fmt', '-', '--bom', 'keep'], { input })).stdout.startsWith('\uFEFF')).toBe(true);
  });

  it.each([
    [['--line-ending', 'cr'], "robotstxt: --line-ending must be lf, crlf or preserve, not 'cr'."],
    [['--bom', 'yes'], "robotstxt: --bom must be drop or keep, not 'yes'."],
    [['--dialect', 'rfc9310'], "robotstxt: unknown dialect 'rfc9310'. Choose one of: 1994, draft-1996, rfc9309, google, revisited-1996, all."],
    [['--check', '--write'], 'robotstxt: --check and --write ask for different things'],
    [['--max-bytes', '0'], 'robotstxt: option --max-bytes needs a whole number ≥ 1'],
    [['--max-bytes', '100000001'], 'robotstxt: --max-bytes 100000001 is too large'],
    [['--lines-ending', 'lf'], "robotstxt: unknown option --lines-ending for 'robotstxt fmt'. Did you mean --line-ending?"],
  ])('%j is a usage error: exit 2, nothing on stdout, the fix on stderr', async (flags, message) => {
    const dir = scratch({ 'robots.txt': MESSY });
    const result = await runCli(['fmt', dir.path('robots.txt'), ...flags]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.startsWith(message)).toBe(true);
    expect(result.stderr).toMatch(/Run 'robotstxt fmt --help' for usage\.\n$/);
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(MESSY);
  });
});

describe('fmt --check', () => {
  it('lists exactly the files where format(x) !== x, exit 1, and a summary on stderr; changes nothing', async () => {
    const dir = scratch({ 'a.robots.txt': MESSY, 'b.robots.txt': CLEAN, 'robots.txt': 'Disallow: /x' });
    const before = readdirSync(dir.dir).map((name) => [name, statSync(dir.path(name)).mtimeMs]);
    const result = await runCli(['fmt', '--check', dir.dir]);
    const expected = ['a.robots.txt', 'b.robots.txt', 'robots.txt'].filter((name) => {
      const text = readFileSync(dir.path(name), 'utf8');
      return format(text) !== text;
    });
    expect(expected).toContain('a.robots.txt');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(expected.map((name) => `${dir.path(name)}\n`).join(''));
    expect(result.stderr).toBe(`robotstxt: ${expected.length} of 3 files are not formatted. Run robotstxt fmt --write to format them.\n`);
    expect(readdirSync(dir.dir).map((name) => [name, statSync(dir.path(name)).mtimeMs])).toEqual(before);
  });

  it('every file formatted: nothing printed, exit 0; -c is --check', async () => {
    const dir = scratch({ 'robots.txt': CLEAN });
    expect(await runCli(['fmt', '--check', dir.path('robots.txt')])).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await runCli(['fmt', '-c', dir.path('robots.txt')])).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('standard input is <stdin>', async () => {
    const result = await runCli(['fmt', '--check', '-'], { input: MESSY });
    expect([result.code, result.stdout]).toEqual([1, '<stdin>\n']);
    expect((await runCli(['fmt', '--check', '-'], { input: TIDY })).code).toBe(0);
  });

  it('follows the layout flags: a file formatted with --line-ending crlf passes --check only with that flag', async () => {
    const dir = scratch({ 'robots.txt': format(MESSY, { lineEnding: 'crlf' }) });
    expect((await runCli(['fmt', '--check', '--line-ending', 'crlf', dir.path('robots.txt')])).code).toBe(0);
    expect((await runCli(['fmt', '--check', dir.path('robots.txt')])).code).toBe(1);
  });
});

describe('fmt --write', () => {
  it('rewrites the files that change to format(x), lists them, leaves the others untouched (same mtime), exit 0; then --check passes', async () => {
    const dir = scratch({ 'robots.txt': MESSY, 'ok.robots.txt': CLEAN });
    const cleanTime = statSync(dir.path('ok.robots.txt')).mtimeMs;
    const result = await runCli(['fmt', '--write', dir.dir]);
    expect(result).toEqual({ code: 0, stdout: `${dir.path('robots.txt')}\n`, stderr: '' });
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(TIDY);
    expect(statSync(dir.path('ok.robots.txt')).mtimeMs).toBe(cleanTime);
    expect(await runCli(['fmt', '--check', dir.dir])).toEqual({ code: 0, stdout: '', stderr: '' });
    // No temporary file is left behind.
    expect(readdirSync(dir.dir).sort()).toEqual(['ok.robots.txt', 'robots.txt']);
    expect((await runCli(['fmt', '-w', dir.path('robots.txt')])).stdout).toBe('');
  });

  it("keeps the file's mode (and, run as root, its owner and group)", async () => {
    const dir = scratch({ 'robots.txt': MESSY });
    chmodSync(dir.path('robots.txt'), 0o640);
    if (process.getuid?.() === 0) chownSync(dir.path('robots.txt'), 65534, 65534);
    await runCli(['fmt', '--write', dir.path('robots.txt')]);
    const info = statSync(dir.path('robots.txt'));
    expect(info.mode & 0o7777).toBe(0o640);
    if (process.getuid?.() === 0) expect([info.uid, info.gid]).toEqual([65534, 65534]);
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(TIDY);
  });

  it('a symbolic link stays a link: the file it points to is rewritten', async () => {
    const dir = scratch({ 'real.txt': MESSY });
    symlinkSync('real.txt', dir.path('robots.txt'));
    const result = await runCli(['fmt', '--write', dir.path('robots.txt')]);
    expect(result.code).toBe(0);
    expect(lstatSync(dir.path('robots.txt')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(dir.path('robots.txt'))).toBe('real.txt');
    expect(readFileSync(dir.path('real.txt'), 'utf8')).toBe(TIDY);
  });

  it('a directory it may not write in: reported, the file left as it was, the other files still written, exit 2', async () => {
    const dir = scratch();
    mkdirSync(dir.path('locked'));
    mkdirSync(dir.path('open'));
    writeFileSync(dir.path('locked/robots.txt'), MESSY);
    writeFileSync(dir.path('open/robots.txt'), MESSY);
    chmodSync(dir.path('locked/robots.txt'), 0o666);
    chmodSync(dir.path('locked'), 0o555);
    chmodSync(dir.path('open'), 0o777);
    chmodSync(dir.path('open/robots.txt'), 0o666);
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const result = await runCli(['fmt', '--write', dir.dir], asUser);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe(`${dir.path('open/robots.txt')}\n`);
    expect(result.stderr).toBe(
      `robotstxt: cannot write ${dir.path('locked/robots.txt')}: permission denied (robotstxt writes a temporary file in the same directory, then renames it). Left as it was.\n`,
    );
    expect(readFileSync(dir.path('locked/robots.txt'), 'utf8')).toBe(MESSY);
    expect(readFileSync(dir.path('open/robots.txt'), 'utf8')).toBe(TIDY);
    expect(readdirSync(dir.path('locked'))).toEqual(['robots.txt']);
    chmodSync(dir.path('locked'), 0o755); // so that a non-root run can clean up
  });

  it('standard input and URLs have nothing to rewrite: usage errors', async () => {
    const stdin = await runCli(['fmt', '--write', '-'], { input: MESSY });
    expect([stdin.code, stdin.stdout]).toEqual([2, '']);
    expect(stdin.stderr).toMatch(/^robotstxt: --write rewrites files; standard input has no file to rewrite/);
    const url = await runCli(['fmt', '--write', 'https://example.com/']);
    expect(url.stderr).toMatch(/^robotstxt: --write rewrites files; a URL has no file to rewrite/);
  });
});

describe('fmt --diff', () => {
  it('a unified diff per file that would change, which turns the file into format(x); exit 1; nothing for formatted files', async () => {
    const dir = scratch({ 'a.robots.txt': MESSY, 'b.robots.txt': CLEAN });
    const result = await runCli(['fmt', '--diff', dir.dir]);
    expect(result.code).toBe(1);
    expect(result.stdout.startsWith(`--- ${dir.path('a.robots.txt')}\n+++ ${dir.path('a.robots.txt')}\n@@ -1,`)).toBe(true);
    expect(result.stdout).not.toContain('b.robots.txt');
    expect(applyUnifiedDiff(MESSY, result.stdout)).toBe(TIDY);
    expect(readFileSync(dir.path('a.robots.txt'), 'utf8')).toBe(MESSY);
  });

  it('the diff applies with patch -p0', async () => {
    const dir = scratch({ 'robots.txt': MESSY });
    const result = await runCli(['fmt', '--diff', 'robots.txt'], { cwd: dir.dir });
    const patch = spawnSync('patch', ['-p0', '--quiet'], { cwd: dir.dir, input: result.stdout, encoding: 'utf8' });
    expect(patch.status, patch.stderr).toBe(0);
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(TIDY);
  });

  it('a file without a final line end: the "\\ No newline at end of file" marker', async () => {
    const result = await runCli(['fmt', '--diff', '-'], { input: 'User-agent: *\nDisallow: /x' });
    expect(result.stdout).toBe('--- <stdin>\n+++ <stdin>\n@@ -1,2 +1,2 @@\n User-agent: *\n-Disallow: /x\n\\ No newline at end of file\n+Disallow: /x\n');
  });

  it('with --write: the diff of what was written, and exit 0', async () => {
    const dir = scratch({ 'robots.txt': MESSY });
    const result = await runCli(['fmt', '--diff', '--write', dir.path('robots.txt')]);
    expect(result.code).toBe(0);
    expect(applyUnifiedDiff(MESSY, result.stdout)).toBe(TIDY);
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(TIDY);
  });
});

describe('which files: FILE, DIR, GLOB', () => {
  const layout = {
    'robots.txt': MESSY,
    'Robots.TXT': MESSY,
    'staging.robots.txt': MESSY,
    'notes.txt': MESSY,
    'node_modules/pkg/robots.txt': MESSY,
    '.git/robots.txt': MESSY,
    '.well-known/robots.txt': MESSY,
    'site/a/robots.txt': MESSY,
  };
  function tree(): ReturnType<typeof tempDir> {
    const dir = scratch();
    for (const [name, text] of Object.entries(layout)) {
      mkdirSync(join(dir.dir, name, '..'), { recursive: true });
      writeFileSync(dir.path(name), text);
    }
    return dir;
  }

  it('a directory: robots.txt and *.robots.txt in any case, recursively, sorted; node_modules and .git skipped, other dot folders walked', async () => {
    const dir = tree();
    const result = await runCli(['fmt', '--check', '.'], { cwd: dir.dir });
    expect(result.stdout.split('\n').filter(Boolean)).toEqual([
      '.well-known/robots.txt',
      'Robots.TXT',
      'robots.txt',
      'site/a/robots.txt',
      'staging.robots.txt',
    ]);
  });

  it('a glob (case-sensitive): every file it matches, whatever its name (node_modules still skipped); a named file: whatever its name', async () => {
    const dir = tree();
    expect((await runCli(['fmt', '--check', '**/*.txt'], { cwd: dir.dir })).stdout.split('\n').filter(Boolean)).toEqual([
      '.well-known/robots.txt',
      'notes.txt',
      'robots.txt',
      'site/a/robots.txt',
      'staging.robots.txt',
    ]);
    expect((await runCli(['fmt', '--check', 'notes.txt', 'robots.txt', 'notes.txt'], { cwd: dir.dir })).stdout).toBe('notes.txt\nrobots.txt\n');
  });

  it('a missing file, an empty directory or a glob that matches nothing: exit 2 before anything is printed or written', async () => {
    const dir = tree();
    mkdirSync(dir.path('empty'));
    for (const [args, message] of [
      [['robots.txt', 'missing.txt'], 'robotstxt: no such file: missing.txt.'],
      [['empty'], 'robotstxt: no robots.txt files under empty: fmt looks for files named robots.txt or *.robots.txt'],
      [["'*.robots'"], "robotstxt: no files match ''*.robots''"],
      [['*.nothing'], "robotstxt: no files match '*.nothing'"],
    ] as const) {
      const result = await runCli(['fmt', '--write', ...args], { cwd: dir.dir });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.startsWith(message), result.stderr).toBe(true);
      expect(hasStackTrace(result.stderr)).toBe(false);
    }
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(MESSY);
  });

  it('- or a URL must be the only input', async () => {
    const result = await runCli(['fmt', '-', 'robots.txt']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^robotstxt: - \(standard input\) must be fmt's only input/);
    expect((await runCli(['fmt'])).stderr).toMatch(/^robotstxt: missing FILE/);
  });
});

describe('files fmt cannot write back exactly are reported and left alone', () => {
  const utf16 = new Uint8Array([0xff, 0xfe, ...[...'User-agent: * \r\n'].flatMap((char) => [char.charCodeAt(0), 0])]);
  const latin1 = new Uint8Array([...new TextEncoder().encode('User-agent: *  \nDisallow: /caf'), 0xe9, 0x0a]);

  it('UTF-16 and Latin-1 (invalid UTF-8): a message on stderr, the bytes untouched, the other files formatted, exit 2', async () => {
    const dir = scratch({ 'a.robots.txt': utf16, 'b.robots.txt': latin1, 'c.robots.txt': MESSY });
    for (const mode of ['--write', '--check', '--diff']) {
      const result = await runCli(['fmt', mode, dir.dir]);
      expect(result.code, mode).toBe(2);
      expect(result.stderr).toBe(
        [
          `robotstxt: ${dir.path('a.robots.txt')} is UTF-16 (little-endian, with a byte-order mark); fmt writes UTF-8 only, so it was left alone. Convert it to UTF-8 first, as RFC 9309 §2.3 asks (iconv -f UTF-16 -t UTF-8).`,
          `robotstxt: ${dir.path('b.robots.txt')} is not valid UTF-8 (byte 30 is the first that is not); its encoding would have to be guessed to rewrite it, so it was left alone. Convert it to UTF-8 first, as RFC 9309 §2.3 asks (iconv -f LATIN1 -t UTF-8, if that is what it is).`,
          '',
        ].join('\n'),
      );
    }
    expect(new Uint8Array(readFileSync(dir.path('a.robots.txt')))).toEqual(utf16);
    expect(new Uint8Array(readFileSync(dir.path('b.robots.txt')))).toEqual(latin1);
    expect(readFileSync(dir.path('c.robots.txt'), 'utf8')).toBe(TIDY);
  });

  it('on standard input too: nothing printed, exit 2', async () => {
    const result = await runCli(['fmt', '-'], { input: latin1 });
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toMatch(/^robotstxt: <stdin> is not valid UTF-8/);
  });

  it('a file longer than --max-bytes is not cut: left alone, exit 2', async () => {
    const dir = scratch({ 'robots.txt': MESSY });
    const result = await runCli(['fmt', '--write', '--max-bytes', '10', dir.path('robots.txt')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `robotstxt: ${dir.path('robots.txt')} is longer than 10 bytes; fmt formats whole files only, so it was left alone. Raise --max-bytes to format it.\n`,
    );
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(MESSY);
    const stdin = await runCli(['fmt', '-', '--max-bytes', '10'], { input: MESSY });
    expect([stdin.code, stdin.stdout]).toEqual([2, '']);
  });
});

describe('fmt --format json|jsonl', () => {
  it('json: one array, an object per file: file, changed, written, diagnostics, and formatted (printing) or diff (--diff)', async () => {
    const dir = scratch({ 'a.robots.txt': MESSY, 'b.robots.txt': CLEAN });
    const print = await runCli(['fmt', dir.dir, '--format', 'json']);
    expect(print.code).toBe(0);
    expect(JSON.parse(print.stdout)).toEqual([
      { file: dir.path('a.robots.txt'), changed: true, written: false, diagnostics: [], formatted: TIDY },
      { file: dir.path('b.robots.txt'), changed: false, written: false, diagnostics: [], formatted: CLEAN },
    ]);
    const diff = await runCli(['fmt', '--diff', dir.dir, '--format', 'json']);
    expect(diff.code).toBe(1);
    const [changed, same] = JSON.parse(diff.stdout) as { diff: string }[];
    expect(applyUnifiedDiff(MESSY, changed?.diff ?? '')).toBe(TIDY);
    expect(same?.diff).toBe('');
    const check = await runCli(['fmt', '--check', dir.dir, '-f', 'jsonl']);
    expect(check.code).toBe(1);
    expect(check.stderr).toBe('');
    expect(
      check.stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([
      { file: dir.path('a.robots.txt'), changed: true, written: false, diagnostics: [] },
      { file: dir.path('b.robots.txt'), changed: false, written: false, diagnostics: [] },
    ]);
    const write = await runCli(['fmt', '--write', dir.dir, '-f', 'json']);
    expect((JSON.parse(write.stdout) as { written: boolean }[]).map((item) => item.written)).toEqual([true, false]);
  });

  it('an unreadable file is reported on stderr, not in the JSON; the array still closes; exit 2', async () => {
    const dir = scratch({ 'a.robots.txt': new Uint8Array([0xff, 0xfe, 0x41, 0x00]), 'b.robots.txt': CLEAN });
    const result = await runCli(['fmt', dir.dir, '--format', 'json']);
    expect(result.code).toBe(2);
    expect((JSON.parse(result.stdout) as { file: string }[]).map((item) => item.file)).toEqual([dir.path('b.robots.txt')]);
    expect(result.stderr).toMatch(/^robotstxt: .*a\.robots\.txt is UTF-16/);
  });
});

describe('the shared conventions', () => {
  it('fmt is listed in robotstxt --help and has its own help', async () => {
    expect((await runCli(['--help'])).stdout).toMatch(/^ {2}fmt {2,}Format robots\.txt files/m);
    const help = await runCli(['fmt', '--help']);
    for (const flag of [
      '--check',
      '--write',
      '--diff',
      '--line-ending',
      '--bom',
      '--align-comments',
      '--sitemaps-at-end',
      '--remove-duplicates',
      '--repair-typos',
    ]) {
      expect(help.stdout).toContain(flag);
    }
  });

  it('a file is left as it was when nothing changes: existsSync after a no-op --write', async () => {
    const dir = scratch({ 'robots.txt': CLEAN });
    await runCli(['fmt', '--write', dir.path('robots.txt')]);
    expect(existsSync(dir.path('robots.txt'))).toBe(true);
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(CLEAN);
  });
});

describe('on a terminal', () => {
  /** A stand-in for a terminal's stream (the program runs in-process here). */
  function terminal(): NodeJS.WriteStream & { written: string[] } {
    const written: string[] = [];
    // `on` for the error listeners main() adds to both streams; a terminal stand-in never fails.
    return { isTTY: true, written, write: (text: string) => written.push(text) > 0, on: () => undefined } as unknown as NodeJS.WriteStream & {
      written: string[];
    };
  }
  async function onTerminal(args: readonly string[]): Promise<{ code: number; stdout: string }> {
    const stdout = terminal();
    const stderr = terminal();
    const code = await main(args, { stdout, stderr, stdin: process.stdin, env: {}, workerUrl: new URL('file:///unused') });
    return { code, stdout: stdout.written.join('') };
  }

  it('control characters from the file are shown escaped (a hostile file cannot restyle the terminal); into a pipe the bytes are exact', async () => {
    const hostile = 'User-agent: *\nDisallow: /\u001b[2J\u001b[31mred\u0007\n';
    const dir = scratch({ 'robots.txt': hostile });
    const shown = await onTerminal(['fmt', dir.path('robots.txt')]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    expect(shown.stdout).toBe(
      format(hostile)
        .replace(/\u001b/g, '\\x1b')
        .replace(/\u0007/g, '\\x07'),
    );
    expect((await runCli(['fmt', dir.path('robots.txt')])).stdout).toBe(format(hostile));
  });

  it('--diff: a CR shows as \\x0d, so a change of line ends is visible; lines coloured unless --no-color', async () => {
    const dir = scratch({ 'robots.txt': 'User-agent: *\r\nDisallow: /\r\n' });
    const plain = await onTerminal(['fmt', '--diff', '--no-color', dir.path('robots.txt')]);
    expect(plain.code).toBe(1);
    expect(plain.stdout).toContain('\n-User-agent: *\\x0d\n-Disallow: /\\x0d\n+User-agent: *\n+Disallow: /\n');
    const coloured = await onTerminal(['fmt', '--diff', dir.path('robots.txt')]);
    expect(coloured.stdout).toContain('\u001b[31m-User-agent: *\\x0d\u001b[39m\n');
    expect(coloured.stdout).toContain('\u001b[32m+User-agent: *\u001b[39m\n');
  });
});
