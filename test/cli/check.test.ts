import { chmodSync, closeSync, ftruncateSync, openSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { hasStackTrace, runCli, tempDir } from './run-cli.ts';

const ROBOTS = [
  '# Example', // 1
  'User-agent: *', // 2
  'Disallow: /private/', // 3
  'Allow: /private/ok', // 4
  '', // 5
  'User-agent: FooBot', // 6
  'Disallow: /tmp/ # scratch', // 7
  'Disallow: /*.pdf$', // 8
  '',
].join('\n');

const files = tempDir({ 'robots.txt': ROBOTS, 'urls.txt': '# paths to check\n/tmp/a\n\n/index.html\n' });
const robots = files.path('robots.txt');
afterAll(() => files.cleanup());

describe('check: verdicts and exit codes', () => {
  it('prints one line per URL: verdict, URL, deciding line, dialect; exit 1 when any is disallowed', async () => {
    const result = await runCli(['check', robots, '--agent', 'FooBot/2.0', '/tmp/a', 'https://example.com/index.html']);
    expect(result).toEqual({
      code: 1,
      stdout: [
        `disallowed  /tmp/a  ${robots}:7: Disallow: /tmp/ # scratch  (rfc9309)`,
        `allowed     https://example.com/index.html  no rule matches (group at ${robots}:6)  (rfc9309)`,
        '',
      ].join('\n'),
      stderr: '',
    });
  });

  it('exit 0 when every URL is allowed', async () => {
    const result = await runCli(['check', robots, '--agent', 'OtherBot', '/private/ok/1', '/public']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `allowed     /private/ok/1  ${robots}:4: Allow: /private/ok  (rfc9309)\nallowed     /public  no rule matches (group at ${robots}:2)  (rfc9309)\n`,
    );
  });

  it('follows the dialect: 1994 reads * and $ literally', async () => {
    const rfc = await runCli(['check', robots, '--agent', 'FooBot', '/a.pdf']);
    const old = await runCli(['check', robots, '--agent', 'FooBot', '--dialect', '1994', '/a.pdf']);
    expect(rfc.stdout).toBe(`disallowed  /a.pdf  ${robots}:8: Disallow: /*.pdf$  (rfc9309)\n`);
    expect(old.stdout).toBe(`allowed     /a.pdf  no rule matches (record at ${robots}:6)  (1994)\n`);
    expect([rfc.code, old.code]).toEqual([1, 0]);
  });

  it('--dialect all: a table with a column per dialect, * where they differ', async () => {
    const result = await runCli(['check', robots, '--agent', 'FooBot', '--dialect', 'all', '/a.pdf', '/tmp/x']);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')).toEqual([
      '  1994        draft-1996  rfc9309     google      revisited-1996  url',
      '* allowed     allowed     disallowed  disallowed  allowed         /a.pdf',
      '  disallowed  disallowed  disallowed  disallowed  disallowed      /tmp/x',
      '* marks the URLs on which the dialects disagree',
      '',
    ]);
  });

  it("answers for the path the URL parser names, however the URL is spelled; google keeps Google's reading", async () => {
    const urls = ['https:/example.com/private/a', 'HtTpS:\\\\example.com\\private\\a', 'https:///example.com/private/a'];
    const result = await runCli(['check', robots, '--agent', 'OtherBot', '--dialect', 'all', ...urls]);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')).toEqual([
      '  1994        draft-1996  rfc9309     google      revisited-1996  url',
      ...urls.map((url) => `* disallowed  disallowed  disallowed  allowed     disallowed      ${url}`),
      '* marks the URLs on which the dialects disagree',
      '',
    ]);
    const one = await runCli(['check', robots, '--agent', 'OtherBot', urls[0] as string]);
    expect(one.stdout).toBe(`disallowed  ${urls[0]}  ${robots}:3: Disallow: /private/  (rfc9309)\n`);
  });

  it('--format json: one array, an Explanation per URL with the file; jsonl: the same objects, one per line', async () => {
    const result = await runCli(['check', robots, '--agent', 'FooBot', '--format', 'json', '/tmp/a', '/x']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const lines = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(lines).toHaveLength(2);
    const jsonl = await runCli(['check', robots, '--agent', 'FooBot', '-f', 'jsonl', '/tmp/a', '/x']);
    expect(
      jsonl.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual(lines);
    expect(lines[0]).toMatchObject({
      file: robots,
      allowed: false,
      dialect: 'rfc9309',
      url: '/tmp/a',
      token: 'FooBot',
      reasonCode: 'rule-matched',
      rule: { line: 7, kind: 'disallow', value: '/tmp/' },
      records: [{ index: 1, agents: ['FooBot'] }],
      truncated: false,
    });
    expect(lines[1]).toMatchObject({ allowed: true, reasonCode: 'no-rule-matched', matchedRules: [] });
  });

  it("--dialect all --format json: every dialect's verdict and whether they differ", async () => {
    const result = await runCli(['check', robots, '--agent', 'FooBot', '--dialect', 'all', '--format', 'json', '/a.pdf']);
    const [line, ...more] = JSON.parse(result.stdout) as { url: string; agent: string; differ: boolean; verdicts: Record<string, { allowed: boolean }> }[];
    expect(more).toEqual([]);
    expect(line).toMatchObject({ file: robots, url: '/a.pdf', agent: 'FooBot' });
    if (!line) throw new Error('no result');
    expect(line.differ).toBe(true);
    expect(Object.fromEntries(Object.entries(line.verdicts).map(([dialect, v]) => [dialect, v.allowed]))).toEqual({
      '1994': true,
      'draft-1996': true,
      rfc9309: false,
      google: false,
      'revisited-1996': true,
    });
  });
});

describe('check: where the URLs come from', () => {
  it('reads URLs from stdin when none are given (blank lines and # comments skipped)', async () => {
    const result = await runCli(['check', robots, '--agent', 'FooBot'], { input: '/tmp/a\n\n# note\n/ok\r\n' });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').map((line) => line.split(/\s+/)[0])).toEqual(['disallowed', 'allowed', '']);
  });

  it('reads URLs from --urls FILE, or --urls - for stdin', async () => {
    const result = await runCli(['check', robots, '--agent', 'FooBot', '--urls', files.path('urls.txt')]);
    expect(result.stdout).toMatch(/^disallowed  \/tmp\/a .*\nallowed     \/index\.html /);
    const dash = await runCli(['check', robots, '--agent', 'FooBot', '/first', '--urls', '-'], { input: '/tmp/a\n' });
    expect(dash.stdout).toMatch(/^allowed     \/first .*\ndisallowed  \/tmp\/a /);
    const both = await runCli(['check', '-', '--agent', 'FooBot', '--urls', '-'], { input: ROBOTS });
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/standard input cannot hold both/);
  });

  it('reads the robots.txt from stdin with -, URLs as arguments', async () => {
    const result = await runCli(['check', '-', '--agent', 'x', '/a', '/b'], { input: 'User-agent: *\nDisallow: /a\n' });
    expect(result.stdout).toBe('disallowed  /a  <stdin>:2: Disallow: /a  (rfc9309)\nallowed     /b  no rule matches (group at <stdin>:1)  (rfc9309)\n');
  });

  it('- without URL arguments is a usage error', async () => {
    const result = await runCli(['check', '-', '--agent', 'x'], { input: 'User-agent: *\n' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/give the URLs to check as arguments or with --urls FILE/);
  });

  it('an empty --agent and an empty URL are answered as the library answers them (the empty URL is the path /)', async () => {
    const input = 'User-agent: FooBot\nDisallow: /\n';
    const empty = await runCli(['check', '-', '--agent', '', '--format', 'json', ''], { input });
    expect(empty.code).toBe(0);
    expect(JSON.parse(empty.stdout)).toMatchObject([{ url: '', path: '/', agent: '', allowed: true }]);
    const foo = await runCli(['check', '-', '--agent', 'FooBot', ''], { input });
    expect(foo.code).toBe(1);
    expect(foo.stdout).toMatch(/^disallowed .*<stdin>:2: Disallow: \/ /);
    const missing = await runCli(['check', '-', '/'], { input });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/missing --agent NAME/);
  });

  it('an empty URL list is an error, not a silent success', async () => {
    const result = await runCli(['check', robots, '--agent', 'x'], { input: '\n# nothing\n' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/no URLs to check/);
  });

  it('a bad URL argument is a usage error; a bad line on stdin is skipped and makes the exit 2', async () => {
    const argument = await runCli(['check', robots, '--agent', 'x', 'not a url']);
    expect(argument.code).toBe(2);
    expect(argument.stderr).toMatch(/'not a url' is neither an absolute URL nor a path: give https:\/\/example\.com\/page or \/page\./);
    const piped = await runCli(['check', robots, '--agent', 'x'], { input: '/ok\nhttp://[bad\n/private/x\n' });
    expect(piped.code).toBe(2);
    expect(piped.stdout.split('\n')).toHaveLength(3);
    expect(piped.stderr).toMatch(/^robotstxt: <stdin>:2: 'http:\/\/\[bad' is not a valid URL\..* Skipped\.$/m);
  });

  it('missing FILE or --agent is a usage error', async () => {
    expect((await runCli(['check'])).stderr).toMatch(/^robotstxt: missing FILE/);
    expect((await runCli(['check', robots, '/'])).stderr).toMatch(/^robotstxt: missing --agent NAME/);
  });
});

describe('check: input problems', () => {
  it('a missing file: what went wrong and what to do, exit 2, no stack trace', async () => {
    const result = await runCli(['check', files.path('nope.txt'), '--agent', 'x', '/']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `robotstxt: no such file: ${files.path('nope.txt')}. Check the path; give - to read standard input, or an http(s):// URL to fetch.\n`,
    );
  });

  it('a directory given as FILE points to --files', async () => {
    const result = await runCli(['check', files.dir, '--agent', 'x', '/']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/is a directory, not a robots\.txt file\. Give a file, or use 'robotstxt check --files/);
  });

  it('an unreadable file: permission denied, exit 2', async () => {
    const path = files.path('secret.txt');
    writeFileSync(path, 'User-agent: *\nDisallow: /\n');
    chmodSync(path, 0o000);
    // Root reads any file whatever its mode: run the CLI as an unprivileged user then.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const result = await runCli(['check', path, '--agent', 'x', '/'], asUser);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`robotstxt: cannot read ${path}: permission denied. Check the file's permissions (ls -l ${path}).\n`);
  });

  it('a non-http URL scheme is refused with a hint', async () => {
    const result = await runCli(['check', 'ftp://example.com/robots.txt', '--agent', 'x', '/']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/only http:\/\/ and https:\/\/ URLs are supported/);
  });

  it('binary input never crashes: it is read as Latin-1 and checked', async () => {
    const bytes = new Uint8Array(4096);
    let seed = 7;
    for (let i = 0; i < bytes.length; i++) bytes[i] = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff;
    const path = files.path('binary.bin');
    writeFileSync(path, Buffer.concat([Buffer.from(bytes), Buffer.from('\nUser-agent: *\nDisallow: /b\n')]));
    const result = await runCli(['check', path, '--agent', 'x', '/b', '/a']);
    expect(hasStackTrace(result.stderr)).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^disallowed  \/b  .*Disallow: \/b  \(rfc9309\)\nallowed     \/a /);
  });

  it('a 100 MB file: only the first 512,000 bytes are parsed, and the output says so', async () => {
    const path = files.path('huge.txt');
    writeFileSync(path, 'User-agent: *\nDisallow: /early\n');
    // Sparse: 100 MB on paper, no disk or time spent writing it.
    const fd = openSync(path, 'r+');
    ftruncateSync(fd, 100_000_000);
    closeSync(fd);
    const result = await runCli(['check', path, '--agent', 'x', '/early', '/late']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^disallowed  \/early /);
    expect(result.stderr).toBe(
      `robotstxt: note: ${path} (100,000,000 bytes) is longer than 512,000 bytes; only the first 512,000 were read and parsed (RFC 9309 §2.5). Use --max-bytes to change the limit.\n`,
    );
    const json = await runCli(['check', path, '--agent', 'x', '--format', 'json', '/early']);
    expect(JSON.parse(json.stdout)).toMatchObject([{ truncated: true, allowed: false }]);
  });

  it('100 MB on stdin: reading stops at the cap', async () => {
    const path = files.path('huge-stdin.txt');
    writeFileSync(path, 'User-agent: *\nDisallow: /early\n');
    const fd = openSync(path, 'r+');
    ftruncateSync(fd, 100_000_000);
    const input = openSync(path, 'r');
    try {
      const result = await runCli(['check', '-', '--agent', 'x', '/early'], { stdinFd: input });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/<stdin> is longer than 512,000 bytes; only the first 512,000 were read/);
    } finally {
      closeSync(fd);
      closeSync(input);
    }
  });

  it('--max-bytes moves the cap', async () => {
    const result = await runCli(['check', robots, '--agent', 'FooBot', '--max-bytes', '44', '/tmp/a']);
    // Only lines 1-3 fit in 44 bytes: FooBot's group is cut off.
    expect(result.stdout).toBe(`allowed     /tmp/a  no rule matches (group at ${robots}:2)  (rfc9309)\n`);
    expect(result.stderr).toMatch(/longer than 44 bytes/);
  });

  it('--max-bytes cutting inside a line: that line is no rule under any dialect (FILE, stdin, --files)', async () => {
    const text = 'User-agent: *\nDisallow: /private\nDisallow: /public-data/only-this\n';
    const cut = String('User-agent: *\nDisallow: /private\nDisallow: /'.length);
    const path = files.path('cut.txt');
    writeFileSync(path, text);
    const fromFile = await runCli(['check', path, '--agent', 'FooBot', '--dialect', 'all', '--max-bytes', cut, '/x', '/private/a']);
    expect(fromFile.stdout.split('\n').slice(1, 3)).toEqual([
      '  allowed     allowed     allowed     allowed     allowed         /x',
      '  disallowed  disallowed  disallowed  disallowed  disallowed      /private/a',
    ]);
    const fromStdin = await runCli(['check', '-', '--agent', 'FooBot', '--max-bytes', cut, '/x'], { input: text });
    expect(fromStdin.stdout).toMatch(/^allowed {5}\/x/);
    const batch = await runCli(['check', '--files', 'cut.txt', '--agent', 'FooBot', '--max-bytes', cut, '--format', 'jsonl', '/x'], { cwd: files.dir });
    expect(JSON.parse(batch.stdout.split('\n')[0] ?? '')).toMatchObject({ allowed: true, truncated: true });
  });

  it('control characters from the file do not reach the terminal', async () => {
    const path = files.path('escape.txt');
    writeFileSync(path, 'User-agent: *\nDisallow: /a # \u001b[2J\u0007\n');
    const result = await runCli(['check', path, '--agent', 'x', '/a/b']);
    expect(result.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    expect(result.stdout).toContain('Disallow: /a # \\x1b[2J\\x07');
  });
});
