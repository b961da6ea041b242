/**
 * Runs the built `robotstxt` binary (`node bin/robotstxt.js`) as a
 * subprocess. `npm test` builds first; run `npm run build` before running
 * these tests alone.
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BIN = join(ROOT, 'bin', 'robotstxt.js');

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliOptions {
  /** Text for stdin; without it stdin is empty (closed at once). */
  readonly input?: string | Uint8Array;
  /** A file descriptor to use as stdin instead (for big inputs). */
  readonly stdinFd?: number;
  readonly env?: Record<string, string | undefined>;
  readonly cwd?: string;
  /** Run as this user id (tests that need a non-root user). */
  readonly uid?: number;
  readonly gid?: number;
}

/** Runs the CLI and collects its output. A run that takes over 30 s is killed (and fails the test). */
export function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  if (!existsSync(join(ROOT, 'dist', 'cli.js'))) {
    throw new Error('dist/cli.js is missing: run `npm run build` before the CLI tests (`npm test` does).');
  }
  // Colour must not depend on the environment the tests run in.
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...options.env };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const copy = options.uid !== undefined ? binForAnyUser() : undefined;
  return new Promise<CliResult>((resolve, reject) => {
    const child = spawn(process.execPath, [copy?.bin ?? BIN, ...args], {
      cwd: options.cwd ?? (options.uid !== undefined ? tmpdir() : ROOT),
      env,
      stdio: [options.stdinFd ?? 'pipe', 'pipe', 'pipe'],
      ...(options.uid !== undefined ? { uid: options.uid, gid: options.gid ?? options.uid } : {}),
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
    if (child.stdin) {
      // The CLI may stop reading early (size cap): that is not an error here.
      child.stdin.on('error', () => undefined);
      child.stdin.end(options.input ?? '');
    }
  }).finally(() => copy?.cleanup());
}

/**
 * The built CLI where any user can run it: a copy of `bin/` and the bundle
 * in a temporary directory, for one run (`cleanup` removes it). A run as
 * another user (`uid`) cannot rely on the clone: a parent folder of mode 0700
 * keeps every other user out of it. The copy holds the package's runtime
 * dependencies too (htmlparser2 for `meta`, Chevrotain for `--engine grammar`),
 * as an install would.
 */
export function binForAnyUser(): { bin: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'robotstxt-bin-'));
  for (const part of ['bin', 'dist/cli.js', 'dist/cli-worker.js', 'dist/cli-chunks']) cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  for (const name of runtimeDependencies()) cpSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name), { recursive: true, dereference: true });
  chmodSync(dir, 0o755);
  return { bin: join(dir, 'bin', 'robotstxt.js'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The package's dependencies and theirs, as installed in the clone's node_modules (npm's flat layout). */
function runtimeDependencies(): string[] {
  const dependenciesOf = (file: string): string[] =>
    Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
  const found = new Set<string>();
  const waiting = dependenciesOf(join(ROOT, 'package.json'));
  for (let name = waiting.pop(); name !== undefined; name = waiting.pop()) {
    const manifest = join(ROOT, 'node_modules', name, 'package.json');
    if (found.has(name) || !existsSync(manifest)) continue;
    found.add(name);
    waiting.push(...dependenciesOf(manifest));
  }
  return [...found];
}

/** A temporary directory with files; `cleanup` removes it. Readable by every user (for `uid` runs). */
export function tempDir(files: Record<string, string | Uint8Array> = {}): { dir: string; path: (name: string) => string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'robotstxt-cli-'));
  chmodSync(dir, 0o755);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return { dir, path: (name) => join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** No stack trace leaked to the user. */
export function hasStackTrace(text: string): boolean {
  return /\n\s+at .+\(.+:\d+:\d+\)/.test(text) || /internal error/.test(text);
}

/** How a run with one stream closed ended: its exit code and what the other stream got. */
export interface ClosedRun {
  readonly code: number | null;
  readonly other: string;
}

/**
 * Runs the CLI with `closed` (stdout or stderr) a pipe whose reader goes
 * away after the first chunk, like `| head -1`; collects the other stream.
 */
export function runWithClosed(closed: 'stdout' | 'stderr', args: readonly string[]): Promise<ClosedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    const reader = closed === 'stdout' ? child.stdout : child.stderr;
    const other = closed === 'stdout' ? child.stderr : child.stdout;
    const collected: Buffer[] = [];
    other.on('data', (chunk: Buffer) => collected.push(chunk));
    reader.once('data', () => reader.destroy());
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, other: Buffer.concat(collected).toString('utf8') });
    });
  });
}
