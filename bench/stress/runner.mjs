/**
 * Runs stress cases (cases.mjs) in child processes and judges them against
 * their bounds: shared by `npm run stress` (run.mjs) and the bench's §6.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./child.mjs', import.meta.url));
/** Timings under this are scheduling noise, not growth. */
const NOISE_FLOOR_MS = 5;

/** Runs one case in a child process, killed after `timeoutMs`: resolves to its JSON line (or a `failure`) and the wall time. */
export function runCase(testCase, distDir, timeoutMs) {
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

/** The bound a result is held to and whether it holds: [measured, bound, ok]. */
export function judge(testCase, result, byName) {
  const { bounds } = testCase;
  const checks = [];
  if (result.failure) return [{ label: result.failure, ok: false }];
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
  if (bounds.ms !== undefined) checks.push({ label: `${fmtMs(result.ms)} ≤ ${bounds.ms / 1000} s`, ok: result.ms <= bounds.ms });
  if (bounds.rssMB !== undefined) checks.push({ label: `peak RSS ${Math.round(result.rssMB)} MB ≤ ${bounds.rssMB} MB`, ok: result.rssMB <= bounds.rssMB });
  return checks;
}

export function fmtMs(ms) {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}
