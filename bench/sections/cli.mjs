/**
 * §6 CLI start-up: wall time of `robotstxt --version` and of a `check` on a
 * small file, against a bare `node -e 0`. Skipped when the CLI is not built.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR, REPO_ROOT } from '../lib/load.mjs';
import { fmtDuration, fmtRatio, median, note, printTable, round2 } from '../lib/measure.mjs';

const TARGET_RATIO = 2;

export function runCliSection({ plan }) {
  const bin = path.join(REPO_ROOT, 'bin/robotstxt.js');
  const bundle = path.join(REPO_ROOT, 'dist/cli.js');
  const missing = [bin, bundle].filter((file) => !existsSync(file)).map((file) => path.relative(REPO_ROOT, file));
  if (missing.length > 0) {
    console.log(`\n§6 CLI start-up: skipped, ${missing.join(' and ')} not found (build the CLI first).`);
    return { skipped: `missing ${missing.join(', ')}` };
  }
  const smallFile = path.join(CORPUS_DIR, 'real/001.txt');
  const commands = [
    { name: 'node -e 0', args: ['-e', '0'] },
    { name: 'robotstxt --version', args: [bin, '--version'] },
    { name: 'robotstxt check (378-byte file, 2 URLs)', args: [bin, 'check', smallFile, '--agent', 'Googlebot', '/', '/private/'] },
  ];
  const samples = Object.fromEntries(commands.map((command) => [command.name, []]));
  const failures = [];
  for (let run = 0; run < plan.cliRuns + 2; run++) {
    const order = run % 2 ? [...commands].reverse() : commands;
    for (const command of order) {
      const start = performance.now();
      const child = spawnSync(process.execPath, command.args, { cwd: REPO_ROOT, input: '', encoding: 'utf8', timeout: 30_000 });
      const ms = performance.now() - start;
      // check exits 1 when a URL is disallowed: that is an answer, not a failure.
      if (child.status !== 0 && child.status !== 1)
        failures.push(`${command.name}: exit ${child.status ?? child.signal} ${(child.stderr ?? '').trim().split('\n')[0]}`);
      // The first two runs warm the file cache.
      if (run >= 2) samples[command.name].push(ms);
    }
  }
  const baseline = median(samples['node -e 0']);
  const rows = commands.map((command) => {
    const ms = median(samples[command.name]);
    return { command: command.name, medianMs: round2(ms), ratio: round2(ms / baseline) };
  });
  printTable(
    `§6 CLI start-up: median wall time of ${plan.cliRuns} runs each (spawnSync, interleaved)`,
    ['command', 'median', 'vs node -e 0', `target ≤ ${TARGET_RATIO}×`],
    rows.map((row, i) => [
      row.command,
      fmtDuration(row.medianMs),
      i === 0 ? '' : fmtRatio(row.ratio),
      i === 0 ? '' : row.ratio <= TARGET_RATIO ? 'met' : 'NOT met',
    ]),
  );
  for (const failure of [...new Set(failures)]) note(`FAILED: ${failure}`);
  return { runs: plan.cliRuns, rows, targetRatio: TARGET_RATIO, failures: [...new Set(failures)] };
}
