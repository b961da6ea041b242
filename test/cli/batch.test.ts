import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';

const files = tempDir();
const site = (n: number): string => `User-agent: *\nDisallow: /private-${n % 3}/\n`;

beforeAll(() => {
  // small/: 6 files in two levels, plus a hidden file and a non-.txt file.
  mkdirSync(join(files.dir, 'small', 'nested'), { recursive: true });
  for (let n = 0; n < 3; n++) writeFileSync(join(files.dir, 'small', `site-${n}.txt`), site(n));
  for (let n = 3; n < 5; n++) writeFileSync(join(files.dir, 'small', 'nested', `site-${n}.txt`), site(n));
  writeFileSync(join(files.dir, 'small', 'nested', 'notes.md'), 'User-agent: *\nDisallow: /\n');
  writeFileSync(join(files.dir, 'small', '.hidden.txt'), 'User-agent: *\nDisallow: /\n');
  // many/: enough files for several slices of work per worker thread.
  mkdirSync(join(files.dir, 'many'));
  for (let n = 0; n < 260; n++) writeFileSync(join(files.dir, 'many', `${String(n).padStart(3, '0')}.txt`), site(n));
});
afterAll(() => files.cleanup());

interface Line {
  file: string;
  url: string;
  allowed: boolean;
}
const parseLines = (stdout: string): Line[] =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);

describe('check --files', () => {
  it('a directory: its files named robots.txt or *.robots.txt, in path order, one JSON line per file and URL (the default)', async () => {
    for (const [file, n] of [
      ['sites/robots.txt', 0],
      ['sites/shop.robots.txt', 1],
      ['sites/nested/robots.txt', 3],
      ['sites/notes.txt', 0],
      ['sites/node_modules/robots.txt', 0],
    ] as const) {
      mkdirSync(join(files.dir, file, '..'), { recursive: true });
      writeFileSync(join(files.dir, file), site(n));
    }
    const result = await runCli(['check', '--files', 'sites', '--agent', 'x', '/private-0/a', '/ok'], { cwd: files.dir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const lines = parseLines(result.stdout);
    expect(lines.map((line) => `${line.file} ${line.url} ${line.allowed}`)).toEqual([
      'sites/nested/robots.txt /private-0/a false',
      'sites/nested/robots.txt /ok true',
      'sites/robots.txt /private-0/a false',
      'sites/robots.txt /ok true',
      'sites/shop.robots.txt /private-0/a true',
      'sites/shop.robots.txt /ok true',
    ]);
  });

  it('a directory without robots.txt files: exit 2, and the error says what a directory means', async () => {
    const result = await runCli(['check', '--files', 'small', '--agent', 'x', '/'], { cwd: files.dir });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^robotstxt: no robots\.txt files under small: a directory means the files named robots\.txt or \*\.robots\.txt/);
  });

  it('a glob: ** and * and {a,b}; --format text; exit 0 when all allowed', async () => {
    const result = await runCli(['check', '--files', 'small/**/site-{0,3}.txt', '--agent', 'x', '--format', 'text', '/public'], { cwd: files.dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'allowed     /public  no rule matches (group at small/nested/site-3.txt:1)  (rfc9309)\nallowed     /public  no rule matches (group at small/site-0.txt:1)  (rfc9309)\n',
    );
  });

  it('URLs from --urls and from stdin', async () => {
    writeFileSync(join(files.dir, 'urls.txt'), '/private-1/\n/x\n');
    const fromFile = await runCli(['check', '--files', 'small/site-*.txt', '--agent', 'x', '--format', 'jsonl', '--urls', 'urls.txt'], { cwd: files.dir });
    const fromStdin = await runCli(['check', '--files', 'small/site-*.txt', '--agent', 'x', '--format', 'jsonl'], {
      cwd: files.dir,
      input: '/private-1/\n/x\n',
    });
    expect(parseLines(fromFile.stdout)).toHaveLength(6);
    expect(fromStdin.stdout).toBe(fromFile.stdout);
  });

  it('JSON lines by default; --format json: the same objects as one array', async () => {
    const args = ['check', '--files', 'small/site-*.txt', '--agent', 'x', '/private-1/', '/x'];
    const byDefault = await runCli(args, { cwd: files.dir });
    const jsonl = await runCli([...args, '--format', 'jsonl'], { cwd: files.dir });
    const json = await runCli([...args, '--format', 'json'], { cwd: files.dir });
    expect(byDefault.stdout).toBe(jsonl.stdout);
    const array = JSON.parse(json.stdout) as { file: string; url: string; allowed: boolean }[];
    expect(Array.isArray(array)).toBe(true);
    expect(array).toEqual(parseLines(jsonl.stdout));
    expect(array.map((item) => item.url)).toEqual(['/private-1/', '/x', '/private-1/', '/x', '/private-1/', '/x']);
    expect(array.filter((item) => !item.allowed).map((item) => item.file)).toEqual([join('small', 'site-1.txt')]);
    expect([byDefault.code, json.code]).toEqual([1, 1]);
  });

  it('with worker threads (--jobs 2, --jobs 5: more threads than CPUs) the output is that of one thread, in order', async () => {
    const args = ['check', '--files', 'many/*.txt', '--agent', 'x', '--format', 'jsonl', '/private-2/a', '/b'];
    const auto = await runCli(args, { cwd: files.dir });
    const single = await runCli([...args, '--jobs', '1'], { cwd: files.dir });
    const two = await runCli([...args, '--jobs', '2'], { cwd: files.dir });
    const five = await runCli([...args, '--jobs', '5'], { cwd: files.dir });
    expect([auto.code, single.code, two.code, five.code]).toEqual([1, 1, 1, 1]);
    const lines = parseLines(auto.stdout);
    expect(lines).toHaveLength(520);
    expect(lines.filter((line) => !line.allowed)).toHaveLength(86); // /private-2/a in files 002, 005, … 257
    expect(lines[0]?.file).toBe(join('many', '000.txt'));
    expect(single.stdout).toBe(auto.stdout);
    expect(two.stdout).toBe(auto.stdout);
    expect(five.stdout).toBe(auto.stdout);
  });

  it('no progress bar when stderr is not a terminal', async () => {
    const result = await runCli(['check', '--files', 'many/*.txt', '--agent', 'x', '/'], { cwd: files.dir });
    expect(result.stderr).toBe('');
  });

  it('a file that cannot be read is reported; the others are still checked; exit 2', async () => {
    mkdirSync(join(files.dir, 'locked'));
    writeFileSync(join(files.dir, 'locked', 'a.txt'), site(0));
    writeFileSync(join(files.dir, 'locked', 'b.txt'), site(0));
    chmodSync(join(files.dir, 'locked', 'a.txt'), 0o000);
    // Root reads any file whatever its mode: run as an unprivileged user then.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const result = await runCli(['check', '--files', 'locked/*.txt', '--agent', 'x', '--format', 'text', '/private-0/'], { cwd: files.dir, ...asUser });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('disallowed  /private-0/  locked/b.txt:2: Disallow: /private-0/  (rfc9309)\n');
    expect(result.stderr).toBe(
      "robotstxt: cannot read locked/a.txt: permission denied. Check the file's permissions (ls -l locked/a.txt).\nrobotstxt: 1 of 2 files could not be read (see above); the others were checked.\n",
    );
  });

  it('a glob that matches nothing, a missing directory, --dialect all: exit 2 with the fix', async () => {
    const none = await runCli(['check', '--files', 'small/*.json', '--agent', 'x', '/'], { cwd: files.dir });
    expect(none.stderr).toMatch(/^robotstxt: no files match 'small\/\*\.json'\. Check the pattern \(quote it so the shell does not expand it\)\./);
    const missing = await runCli(['check', '--files', 'nowhere', '--agent', 'x', '/'], { cwd: files.dir });
    expect(missing.stderr).toMatch(/^robotstxt: no such file: nowhere\./);
    const all = await runCli(['check', '--files', 'small', '--agent', 'x', '--dialect', 'all', '/'], { cwd: files.dir });
    expect(all.stderr).toMatch(/--dialect all cannot be combined with --files/);
    expect([none.code, missing.code, all.code]).toEqual([2, 2, 2]);
  });
});
