/**
 * Runs stress cases (cases.mjs) in child processes and judges them against
 * their bounds: shared by `npm run stress` (run.mjs) and the bench's §6.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./child.mjs', import.meta.url));
/** Timings under this are scheduling noise, not growth. */
const NOISE_FLOOR_MS = 5;

/** Runs one case in a child process, killed after `timeoutMs`: resolves to its JSON line (or a `failure`) and the wall time. */
export function runCase(testCase, distDir, timeoutMs) {
  if (testCase.kind === 'cli') return runCliCase(testCase, distDir, timeoutMs);
  return new Promise((resolve) => {
    const started = performance.now();
    // The heap may grow to 2 GB so that a case over its 1 GB bound is measured, not killed by V8.
    execFile(
      process.execPath,
      ['--max-old-space-size=2048', CHILD, testCase.name, distDir],
      { timeout: timeoutMs, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        const wallMs = performance.now() - started;
        const line = stdout.trim().split('\n').at(-1);
        if (!error && line) return resolve({ ...JSON.parse(line), wallMs });
        const killed = error?.killed || error?.signal === 'SIGTERM';
        resolve({
          name: testCase.name,
          failure: killed ? `killed after ${Math.round(timeoutMs / 1000)} s` : `crashed: ${(stderr.trim().split('\n').at(-1) ?? String(error)).slice(0, 120)}`,
          wallMs,
        });
      },
    );
  });
}

/**
 * Runs a CLI case: the child runs dist/cli.js with the case's arguments (in
 * the repository, so relative paths resolve), standard input opened from a
 * device or fed `{ repeat, bytes }` through a pipe. The CLI exits non-zero on
 * purpose here: the result is its JSON line plus what it wrote to stderr.
 * A `fifo` case gets a named pipe (`STRESS_FIFO`) and a directory whose
 * robots.txt links to it (`STRESS_FIFO_TREE`), removed when it ends.
 */
function runCliCase(testCase, distDir, timeoutMs) {
  const fifo = testCase.fifo ? makeFifo() : undefined;
  return new Promise((resolve) => {
    const started = performance.now();
    const stdinFd = typeof testCase.stdin === 'string' ? openSync(testCase.stdin, 'r') : undefined;
    const child = spawn(process.execPath, [CHILD, testCase.name, distDir], {
      cwd: REPO_ROOT,
      stdio: [stdinFd ?? (testCase.stdin ? 'pipe' : 'ignore'), 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', ...(fifo ? { STRESS_FIFO: fifo.pipe, STRESS_FIFO_TREE: fifo.tree } : {}) },
    });
    if (stdinFd !== undefined) closeSync(stdinFd);
    if (testCase.stdin && typeof testCase.stdin === 'object') feed(child.stdin, testCase.stdin);
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', () => {
      clearTimeout(timer);
      if (fifo) rmSync(fifo.dir, { recursive: true, force: true });
      const wallMs = performance.now() - started;
      const stderr = Buffer.concat(err).toString('utf8');
      const line = Buffer.concat(out).toString('utf8').trim().split('\n').at(-1);
      if (killed) return resolve({ name: testCase.name, failure: `killed after ${Math.round(timeoutMs / 1000)} s`, wallMs });
      try {
        resolve({
          ...JSON.parse(line ?? ''),
          wallMs,
          stderrChars: stderr.length,
          stackTrace: /\n\s+at .+:\d+:\d+|internal error/.test(stderr),
          stderrHead: stderr.slice(0, 200),
        });
      } catch {
        resolve({ name: testCase.name, failure: `crashed: ${(stderr.trim().split('\n').at(-1) ?? '').slice(0, 120)}`, wallMs });
      }
    });
  });
}

/** A named pipe nobody writes to, and a directory whose robots.txt is a link to it. */
function makeFifo() {
  const dir = mkdtempSync(path.join(tmpdir(), 'robotstxt-stress-'));
  const pipe = path.join(dir, 'pipe.txt');
  execFileSync('mkfifo', [pipe]);
  const tree = path.join(dir, 'tree');
  mkdirSync(tree);
  symlinkSync(pipe, path.join(tree, 'robots.txt'));
  return { dir, pipe, tree };
}

/** Writes `head`, `bytes` bytes of `repeat` and `tail` into a pipe, 1 MB at a time; stops quietly when the reader leaves. */
function feed(stream, { head = '', repeat, bytes, tail = '' }) {
  const chunk = Buffer.from(repeat.repeat(Math.floor(1_000_000 / repeat.length)));
  let left = bytes;
  stream.on('error', () => (left = 0));
  if (head) stream.write(head);
  const write = () => {
    while (left > 0) {
      const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= piece.length;
      if (!stream.write(piece)) return void stream.once('drain', write);
    }
    stream.end(tail);
  };
  write();
}

/** The bound a result is held to and whether it holds: [measured, bound, ok]. */
export function judge(testCase, result, byName) {
  const { bounds } = testCase;
  const checks = [];
  if (result.failure) return [{ label: result.failure, ok: false }];
  // A case that needs the corpus, run without it (a bare clone): said, not failed.
  if (result.skipped) return [{ label: `skipped: ${result.skipped}`, ok: true }];
  if (bounds.callMs !== undefined) checks.push({ label: `worst call ${fmtMs(result.worstMs)} ≤ ${bounds.callMs} ms`, ok: result.worstMs <= bounds.callMs });
  if (bounds.growthOf !== undefined) {
    const small = byName.get(bounds.growthOf);
    if (small?.worstMs === undefined) checks.push({ label: `no ${bounds.growthOf} result to grow from`, ok: false });
    else {
      const limit = bounds.growth * Math.max(small.worstMs, NOISE_FLOOR_MS);
      checks.push({
        label: `worst call ${fmtMs(result.worstMs)} ≤ ${bounds.growth}× ${fmtMs(Math.max(small.worstMs, NOISE_FLOOR_MS))} (${(result.worstMs / Math.max(small.worstMs, NOISE_FLOOR_MS)).toFixed(1)}×)`,
        ok: result.worstMs <= limit,
      });
    }
  }
  if (testCase.expect !== undefined) {
    const { code, stderrChars } = testCase.expect;
    checks.push({ label: `exit ${result.code} (want ${code})`, ok: result.code === code });
    checks.push({
      label: `stderr ${result.stderrChars} chars ≤ ${stderrChars}${result.stackTrace ? ', a stack trace' : ''}`,
      ok: result.stderrChars <= stderrChars && !result.stackTrace,
    });
  }
  if (testCase.verdicts !== undefined || testCase.kind === 'diff') checks.push({ label: `verdicts ${result.verdicts}`, ok: result.verdicts === 'ok' });
  if (testCase.expectCode !== undefined)
    checks.push({
      label: `${testCase.expectCode} ${result.codes?.includes(testCase.expectCode) ? 'reported' : 'missing'}`,
      ok: result.codes?.includes(testCase.expectCode) === true,
    });
  if (testCase.expectApplied !== undefined)
    checks.push({ label: `${result.applied} fixes (want ${testCase.expectApplied})`, ok: result.applied === testCase.expectApplied });
  if (testCase.kind === 'meta') checks.push({ label: result.applied === 1 ? 'noindex, nofollow read' : 'directives lost', ok: result.applied === 1 });
  if (bounds.ms !== undefined) checks.push({ label: `${fmtMs(result.ms)} ≤ ${bounds.ms / 1000} s`, ok: result.ms <= bounds.ms });
  // CPU time, not wall time: a case held to it measures its work alone, the same on a busy machine (where the wall time is mostly waiting).
  if (bounds.cpuMs !== undefined)
    checks.push({ label: `CPU ${fmtMs(result.cpuMs)} ≤ ${bounds.cpuMs / 1000} s (wall ${fmtMs(result.ms)})`, ok: result.cpuMs <= bounds.cpuMs });
  if (bounds.rssMB !== undefined) checks.push({ label: `peak RSS ${Math.round(result.rssMB)} MB ≤ ${bounds.rssMB} MB`, ok: result.rssMB <= bounds.rssMB });
  return checks;
}

export function fmtMs(ms) {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}
