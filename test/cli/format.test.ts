/**
 * The same flags mean the same thing on every command (docs/cli.md,
 * "Conventions"): `--format text|json|jsonl`, `--agent`, `--dialect`,
 * `--no-color`; `json` is one document on stdout, `jsonl` one value per
 * line; errors go to stderr as text, never into stdout, with exit 2.
 *
 * The commands are read from `robotstxt --help`, so a new command that
 * forgets one of these fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from '../../src/format/format.ts';
import { startServer, reply, type TestServer } from '../fetch/http-server.ts';
import { runCli, tempDir } from './run-cli.ts';

const ROBOTS = 'User-agent: *\nDisallow: /private/\n\nUser-agent: FooBot\nDisallow: /\n';
const files = tempDir({ 'robots.txt': ROBOTS, 'vectors.json': '[]' });
const robots = files.path('robots.txt');
const vectors = files.path('vectors.json');
let server: TestServer;
beforeAll(async () => {
  server = await startServer(reply(200, ROBOTS));
});
afterAll(async () => {
  files.cleanup();
  await server.close();
});

/** A run of each command that succeeds, and the fields its JSON result must have. */
const RUNS: Record<string, { args: () => string[]; fields: (value: unknown) => void }> = {
  check: {
    args: () => ['check', robots, '--agent', 'FooBot', '/a', '/private/b'],
    fields: (value) => {
      expect(value).toEqual([
        expect.objectContaining({ file: robots, url: '/a', allowed: false, dialect: 'rfc9309', token: 'FooBot', reasonCode: 'rule-matched', truncated: false }),
        expect.objectContaining({ url: '/private/b', allowed: false }),
      ]);
    },
  },
  explain: {
    args: () => ['explain', robots, '--agent', 'OtherBot', '/private/b'],
    fields: (value) => {
      expect(value).toMatchObject({
        file: robots,
        url: '/private/b',
        path: '/private/b',
        allowed: false,
        agent: 'OtherBot',
        rule: { line: 2 },
        reasonCode: 'rule-matched',
        truncated: false,
      });
    },
  },
  parse: {
    args: () => ['parse', robots],
    fields: (value) => {
      expect(value).toMatchObject({ file: robots, encoding: 'utf-8', truncated: false, diagnostics: [] });
      expect((value as { lines: unknown[] }).lines).toHaveLength(5);
    },
  },
  fmt: {
    args: () => ['fmt', robots],
    fields: (value) => {
      expect(value).toEqual([{ file: robots, changed: format(ROBOTS) !== ROBOTS, written: false, diagnostics: expect.any(Array), formatted: format(ROBOTS) }]);
    },
  },
  lint: {
    args: () => ['lint', robots, '--dialects', 'all'],
    fields: (value) => {
      expect(value).toEqual([expect.objectContaining({ file: robots, diagnostics: expect.any(Array) })]);
    },
  },
  fetch: {
    args: () => ['fetch', server.origin, '--agent', 'FooBot'],
    fields: (value) => {
      expect(value).toMatchObject({
        url: `${server.origin}/robots.txt`,
        dialect: 'rfc9309',
        status: 200,
        outcome: 'rules',
        groups: 2,
        rules: 2,
        agent: { name: 'FooBot', rootAllowed: false },
      });
    },
  },
  page: {
    args: () => ['page', server.origin, '--agent', 'OtherBot'],
    fields: (value) => {
      expect(value).toMatchObject({ url: `${server.origin}/`, agent: 'OtherBot', fetch: { allowed: true }, index: true, follow: true });
    },
  },
  diff: {
    args: () => ['diff', robots, robots],
    fields: (value) => {
      expect(value).toMatchObject({ old: robots, new: robots, dialect: 'rfc9309', same: true, robots: [] });
    },
  },
  ai: {
    args: () => ['ai', robots],
    fields: (value) => {
      expect(value).toMatchObject({ file: robots, dialect: 'rfc9309', sections: expect.any(Array), crawlers: expect.any(Array), purposes: expect.any(Array) });
    },
  },
  conformance: {
    args: () => ['conformance', '--suite', vectors, '--dialect', 'rfc9309'],
    fields: (value) => {
      expect(value).toMatchObject({ implementation: expect.any(String), dialects: ['rfc9309'], scores: expect.any(Array), failures: [] });
    },
  },
  meta: {
    args: () => ['meta', robots, '--agent', 'FooBot'],
    fields: (value) => {
      expect(value).toMatchObject({ index: true, follow: true, rules: 'modern', applied: [] });
    },
  },
};

/**
 * Commands that answer a protocol rather than print a report: `lsp` speaks JSON-RPC on stdio, and its dialect
 * and settings come from the editor (test/lsp/ holds it to the library's answers).
 */
const PROTOCOL_SERVERS = new Set(['lsp']);

let listed: string[] = [];
let commands: string[] = [];
beforeAll(async () => {
  const help = await runCli(['--help']);
  listed = [...help.stdout.matchAll(/^ {2}([a-z]+) {2,}\S/gm)].map((match) => match[1] ?? '');
  commands = listed.filter((name) => !PROTOCOL_SERVERS.has(name));
});

describe('every command', () => {
  it('leaves out only protocol servers that the help lists', () => {
    for (const server of PROTOCOL_SERVERS) expect(listed).toContain(server);
  });

  it('has a JSON run in this file (add one when you add a command)', () => {
    expect(commands.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(RUNS).sort()).toEqual([...commands].sort());
  });

  it('lists the shared flags in its help with the same short names', async () => {
    for (const command of commands) {
      const help = (await runCli([command, '--help'])).stdout;
      expect(help, command).toMatch(/^ {2}-a, --agent NAME /m);
      expect(help, command).toMatch(/^ {2}-d, --dialect D /m);
      expect(help, command).toMatch(/^ {2}-f, --format FMT +text \(default\), json /m);
      expect(help, command).toMatch(/^ {6}--no-color /m);
      expect(help, command).toMatch(/^ {2}-h, --help /m);
      expect(help, command).toMatch(/^Usage: robotstxt .*\[--format FMT\]/);
    }
  });

  it.each(Object.keys(RUNS))('%s --format json: one JSON document with the documented fields; jsonl: the same value on one line', async (command) => {
    const run = RUNS[command];
    if (!run) throw new Error(command);
    const text = await runCli([...run.args(), '--no-color']);
    const json = await runCli([...run.args(), '--format', 'json']);
    const jsonl = await runCli([...run.args(), '--format=jsonl']);
    const short = await runCli([...run.args(), '-f', 'json']);
    expect(json.stderr).toBe('');
    expect(json.code).toBe(text.code);
    expect(jsonl.code).toBe(text.code);
    const value = JSON.parse(json.stdout) as unknown;
    run.fields(value);
    expect(short.stdout).toBe(json.stdout);
    // jsonl: for check one value per URL, for the others the one value, each compact on a line.
    const lines = jsonl.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(Array.isArray(value) ? lines : lines[0]).toEqual(value);
    if (!Array.isArray(value)) expect(lines).toHaveLength(1);
    // text stays the default and is not JSON.
    expect(() => JSON.parse(text.stdout) as unknown).toThrow();
  });

  it.each(Object.keys(RUNS))('%s: an unknown --format is a usage error (exit 2, nothing on stdout)', async (command) => {
    const result = await runCli([...(RUNS[command]?.args() ?? []), '--format', 'jsn']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `robotstxt: unknown format 'jsn'. Did you mean json? Choose one of: text, json, jsonl${command === 'lint' ? ', sarif, github' : command === 'diff' ? ', github' : ''}.\nRun 'robotstxt ${command} --help' for usage.\n`,
    );
  });

  it.each(Object.keys(RUNS))('%s --format json: an input error goes to stderr as text, stdout stays empty, exit 2', async (command) => {
    const args = (RUNS[command]?.args() ?? []).map((arg) =>
      arg === robots || arg === vectors ? files.path('missing.txt') : arg === server.origin ? 'ftp://example.com' : arg,
    );
    const result = await runCli([...args, '--format', 'json']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^robotstxt: (\S+: )?(no such file|cannot fetch ftp:)/);
  });

  it.each(Object.keys(RUNS))('%s: a bad --dialect is a usage error naming the choices', async (command) => {
    const result = await runCli([...(RUNS[command]?.args() ?? []), '--dialect', 'rfc9310', ...(command === 'parse' ? ['--model'] : [])]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^robotstxt: unknown dialect 'rfc9310'\. Choose one of: 1994, draft-1996, rfc9309, google, revisited-1996(, all)?\.\n/);
  });
});

describe('check --format json', () => {
  it('a list with bad lines: the good ones in the array, each bad one on stderr, exit 2', async () => {
    const result = await runCli(['check', robots, '--agent', 'x', '--format', 'json'], { input: '/private/a\nnot a url\n/ok\n' });
    expect(result.code).toBe(2);
    expect((JSON.parse(result.stdout) as { url: string }[]).map((item) => item.url)).toEqual(['/private/a', '/ok']);
    expect(result.stderr).toMatch(/^robotstxt: <stdin>:2: 'not a url' is neither an absolute URL nor a path/);
  });

  it('a --urls file that turns out to be missing half-way: the array of what was checked is closed, the error on stderr, exit 2', async () => {
    const result = await runCli(['check', robots, '--agent', 'x', '--format', 'json', '/private/a', '--urls', files.path('missing-urls.txt')]);
    expect(result.code).toBe(2);
    expect((JSON.parse(result.stdout) as { url: string }[]).map((item) => item.url)).toEqual(['/private/a']);
    expect(result.stderr).toMatch(/^robotstxt: no such file: .*missing-urls\.txt/);
  });

  it('only bad lines: an empty array; an empty list: nothing on stdout; both exit 2', async () => {
    const bad = await runCli(['check', robots, '--agent', 'x', '--format', 'json'], { input: 'not a url\n' });
    expect([bad.code, bad.stdout]).toEqual([2, '[]\n']);
    const empty = await runCli(['check', robots, '--agent', 'x', '--format', 'json'], { input: '# nothing\n' });
    expect([empty.code, empty.stdout]).toEqual([2, '']);
  });
});

describe('parse formats', () => {
  it('--json is --format json; with --format text it is a usage error', async () => {
    const json = await runCli(['parse', robots, '--json']);
    expect(json.stdout).toBe((await runCli(['parse', robots, '--format', 'json'])).stdout);
    expect((await runCli(['parse', robots, '--json', '--format', 'jsonl'])).stdout).toBe((await runCli(['parse', robots, '--format', 'jsonl'])).stdout);
    const both = await runCli(['parse', robots, '--json', '--format', 'text']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/^robotstxt: --json and --format text ask for different outputs/);
  });

  it('--model as text: each group with its agents and rules, then sitemaps and other fields outside groups, then diagnostics', async () => {
    const input = 'Disallow: /early\nUser-agent: FooBot\nUser-agent: BarBot\nDisallow: /x*\nAllow: /x/public\n\nSitemap: https://example.com/s.xml\n';
    const result = await runCli(['parse', '-', '--model', '--dialect', 'rfc9309'], { input });
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      '# <stdin> under rfc9309: 1 group, 2 rules, 1 sitemap, 1 diagnostic',
      '<stdin>:2: group 1  agents: FooBot, BarBot',
      '<stdin>:4:   disallow  /x*',
      '<stdin>:5:   allow     /x/public',
      '<stdin>:1: ignored  disallow /early  (no group before it)',
      '<stdin>:7: sitemap  https://example.com/s.xml',
      expect.stringMatching(/^<stdin>:1:1: warning rule-outside-group: /),
      '',
    ]);
    const old = await runCli(['parse', '-', '--model', '--dialect', '1994'], { input });
    // 1994 has no Allow, and calls them records.
    expect(old.stdout).toMatch(/^# <stdin> under 1994: 1 record, 1 rule, /);
    expect(old.stdout).not.toMatch(/allow {5}\/x\/public/);
  });

  it('--agent sets the User-Agent header when FILE is a URL', async () => {
    const before = server.requests.length;
    const result = await runCli(['parse', server.origin, '--agent', 'ParseBot/2.0', '--format', 'json']);
    expect(result.code).toBe(0);
    expect(server.requests[before]?.headers['user-agent']).toBe('ParseBot/2.0');
  });
});
