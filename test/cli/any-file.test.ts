/**
 * Every command that reads files, on any file: hostile names (spaces, line
 * ends, a leading `-`, control characters, unicode, glob characters), any
 * kind of file (regular, read-only, binary, FIFO, socket, device, dangling
 * link, link loop, unreadable, a link out of the tree) given as FILE or met
 * in a walked directory, and any standard output (a pipe, a reader that
 * left, a closed descriptor). Whatever the case, the run ends within a
 * bound, prints no stack trace, exits 0, 1 or 2, and writes nothing but the
 * files it was given.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMANDS as PROGRAM } from '../../src/cli/registry.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { BIN, binForAnyUser, hasStackTrace, tempDir } from './run-cli.ts';

/** Messy for fmt (CRLF, trailing spaces) and for lint --fix (a missing-colon spacing, a duplicate rule). */
const TEXT = 'User-agent: *  \r\nDisallow : /a\r\nDisallow: /a\r\n';
/** A run that takes longer than this is a hang. */
const BOUND_MS = 20_000;
/** Each run spawns the CLI: `npm run fuzz` runs 1,000 (1% of its FUZZ_RUNS). */
const RUNS = propertyRuns(30, 0.01);

const COMMANDS: Readonly<Record<string, (file: string) => string[]>> = {
  check: (file) => ['check', file, '-a', 'x', '/', '/a'],
  explain: (file) => ['explain', file, '-a', 'x', '/a'],
  parse: (file) => ['parse', file],
  fmt: (file) => ['fmt', file],
  'fmt --check': (file) => ['fmt', '--check', file],
  'fmt --write': (file) => ['fmt', '--write', file],
  'fmt --diff': (file) => ['fmt', '--diff', file],
  'fmt --write --diff --format json': (file) => ['fmt', '--write', '--diff', '--format', 'json', file],
  lint: (file) => ['lint', file],
  'lint --fix': (file) => ['lint', '--fix', file],
  'lint --format sarif': (file) => ['lint', '--format', 'sarif', file],
  meta: (file) => ['meta', file],
  'check --files': (file) => ['check', '--files', file, '-a', 'x', '/'],
};
const WRITES = new Set(['fmt --write', 'fmt --write --diff --format json', 'lint --fix']);

const KINDS = ['regular', 'read-only', 'binary', 'fifo', 'socket', 'device', 'dangling', 'loop', 'unreadable', 'outside-link'] as const;
type Kind = (typeof KINDS)[number];
/** Kinds that are not a readable regular file: given as FILE, every command refuses them (exit 2). */
const NOT_READABLE: ReadonlySet<Kind> = new Set(['fifo', 'socket', 'device', 'dangling', 'loop', 'unreadable']);

const HOSTILE_NAMES = [
  '-rf',
  '--help',
  ' lead',
  'trail ',
  'new\nline',
  'tab\tname',
  'cr\rname',
  'esc\u001b[31mred',
  'bell\u0007',
  'ünïcödé',
  '日本語',
  '😀',
  '-',
  '*',
  '[z-a]',
  '{a,b}',
  'a?b',
];
const names = fc.oneof(
  fc.constantFrom(...HOSTILE_NAMES),
  fc
    .string({ minLength: 1, maxLength: 24, unit: 'binary' })
    .filter((name) => !name.includes('/') && !name.includes('\u0000') && name !== '.' && name !== '..' && Buffer.byteLength(name) < 200),
);

interface Outcome {
  readonly code: number | null;
  readonly stderr: string;
  readonly killed: boolean;
}

/** Runs the CLI with stdout a pipe, a pipe whose reader left at once, or closed; killed after {@link BOUND_MS}. */
function run(args: readonly string[], channel: 'pipe' | 'gone' | 'closed', asUser: boolean): Promise<Outcome> {
  const copy = asUser ? binForAnyUser() : undefined;
  const bin = copy?.bin ?? BIN;
  const command = channel === 'closed' ? ['/bin/sh', '-c', 'exec "$0" "$@" >&-', process.execPath, bin, ...args] : [process.execPath, bin, ...args];
  return new Promise<Outcome>((resolve, reject) => {
    const child = spawn(command[0] as string, command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
      ...(asUser ? { uid: 65534, gid: 65534, cwd: '/' } : {}),
    });
    if (channel === 'gone') child.stdout.destroy();
    else child.stdout.resume();
    const err: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, BOUND_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: Buffer.concat(err).toString('utf8'), killed });
    });
  }).finally(() => copy?.cleanup());
}

/** Every entry under `dir`: its kind, mode and (for regular files) content; links by their target. */
function snapshot(dir: string, skip: string | undefined): Map<string, string> {
  const entries = new Map<string, string>();
  const walk = (at: string): void => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      const info = lstatSync(path);
      if (path === skip) continue;
      if (info.isDirectory()) walk(path);
      const content = info.isFile() ? readFileSync(path).toString('base64') : '';
      entries.set(path, `${info.mode.toString(8)} ${info.size} ${content}`);
    }
  };
  walk(dir);
  return entries;
}

/** Makes `path` a file of `kind`; `outside` is a folder outside the tree for links to point to. */
async function make(kind: Kind, path: string, outside: string, servers: Server[]): Promise<void> {
  switch (kind) {
    case 'regular':
    case 'read-only':
    case 'unreadable':
      writeFileSync(path, TEXT);
      if (kind !== 'regular') chmodSync(path, kind === 'read-only' ? 0o444 : 0o000);
      return;
    case 'binary':
      writeFileSync(path, Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x0d, 0x0a, 0xc3, 0x28, 0x80]));
      return;
    case 'fifo':
      execFileSync('mkfifo', [path]);
      return;
    case 'socket': {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(path, resolve));
      return;
    }
    case 'device':
      symlinkSync('/dev/zero', path);
      return;
    case 'dangling':
      symlinkSync(join(outside, 'nowhere'), path);
      return;
    case 'loop':
      symlinkSync(path, path);
      return;
    case 'outside-link':
      writeFileSync(join(outside, 'target.txt'), TEXT);
      symlinkSync(join(outside, 'target.txt'), path);
      return;
  }
}

describe('any command on any file', () => {
  it('ends within the bound, no stack trace, exit 0/1/2 (2 for a file it cannot read), nothing written but the given file', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(COMMANDS)),
        names,
        fc.constantFrom(...KINDS),
        fc.constantFrom('file', 'tree'),
        fc.constantFrom('pipe', 'gone', 'closed'),
        async (command, name, kind, placement, channel) => {
          const root = tempDir();
          const servers: Server[] = [];
          try {
            const outside = join(root.dir, 'outside');
            const tree = join(root.dir, 'tree');
            mkdirSync(outside);
            mkdirSync(tree);
            // In a tree, the file is `robots.txt` in a folder of the hostile name (what fmt and lint walk for).
            const folder = placement === 'tree' ? join(tree, name) : tree;
            if (placement === 'tree') mkdirSync(folder);
            const file = join(folder, placement === 'tree' ? 'robots.txt' : name);
            await make(kind, file, outside, servers);
            const operand = placement === 'tree' ? tree : file;
            // Only the file itself may change, and only when a command writes a regular file it was given or found in the tree.
            // A link given as FILE is followed (documented): its target outside may change then.
            const mayChange = !WRITES.has(command)
              ? undefined
              : kind === 'regular'
                ? file
                : kind === 'outside-link' && placement === 'file'
                  ? join(outside, 'target.txt')
                  : undefined;
            const before = snapshot(root.dir, mayChange);
            const args = (COMMANDS[command] as (file: string) => string[])(operand);
            // Root reads every file: an unreadable one is unreadable to another user only.
            const result = await run(args, channel as 'pipe' | 'gone' | 'closed', kind === 'unreadable' && process.getuid?.() === 0);
            const context = `${command} ${JSON.stringify(name)} ${kind} ${placement} ${channel}: ${result.stderr.slice(0, 400)}`;
            expect(result.killed, context).toBe(false);
            expect(hasStackTrace(result.stderr), context).toBe(false);
            expect([0, 1, 2], context).toContain(result.code);
            if (placement === 'file' && NOT_READABLE.has(kind)) expect(result.code, context).toBe(2);
            if (placement === 'file' && kind === 'read-only' && WRITES.has(command)) expect(result.code, context).toBe(2);
            expect(snapshot(root.dir, mayChange), context).toEqual(before);
          } finally {
            await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
            root.cleanup();
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});

describe('any command line', () => {
  /** Values a flag or an operand may get: paths of every kind, globs with bad sets, numbers out of range, URLs nobody answers. */
  const VALUES = [
    '',
    '-',
    '0',
    '-1',
    '1e400',
    '99999999999999999999',
    'all',
    'x',
    '=',
    '[z-a]*.txt',
    '{a,',
    'examples',
    'examples/*.txt',
    'examples/kollar-example-3.txt',
    '/dev/zero',
    '/nonexistent/x',
    'http://127.0.0.1:1/',
    'http://[',
    'ftp://x',
    'new\nline',
    '\u001b[2J',
  ];
  const commandLine = fc.constantFrom(...PROGRAM).chain((command) => {
    const flags = Object.entries(command.options).map(([name, spec]) =>
      spec.type === 'boolean' ? fc.constant([`--${name}`]) : fc.constantFrom(...VALUES).map((value) => [`--${name}=${value}`]),
    );
    const token = fc.oneof(
      fc.oneof(...flags),
      fc.constantFrom(...VALUES).map((value) => [value]),
    );
    return fc.array(token, { maxLength: 5 }).map((tokens) => [command.name, ...tokens.flat()]);
  });

  it('ends within the bound, exit 0/1/2, never a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(commandLine, async (args) => {
        // fmt --write and lint --fix may only touch what they are given: the examples stay as committed.
        const safe = args.filter((arg) => arg !== '--write' && arg !== '--fix' && arg !== '--force');
        const result = await run(safe, 'pipe', false);
        const context = `${JSON.stringify(safe)}: ${result.stderr.slice(0, 400)}`;
        expect(result.killed, context).toBe(false);
        expect(hasStackTrace(result.stderr), context).toBe(false);
        expect([0, 1, 2], context).toContain(result.code);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
