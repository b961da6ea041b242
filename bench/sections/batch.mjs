/**
 * §6 batch (issue 11, row 9): `robotstxt check --files` over corpus/top-sites
 * against what a crawler author writes without it, a plain Node loop that
 * reads each file and asks robots-parser (bench/workers/robots-parser-files.mjs),
 * on the same files, agent and URLs. Both are whole processes (start-up
 * included), run interleaved, output to /dev/null; median wall time and the
 * ratio. The CLI runs from the build measured (`--dist`), so an older build
 * gives the "today" figure. Each process also reports its CPU time (all its
 * threads, bench/workers/report-cpu.mjs): steadier than wall time when other
 * jobs share the machine.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORPUS_DIR, REPO_ROOT } from '../lib/load.mjs';
import { fmtDuration, fmtRatio, median, note, printTable, round2 } from '../lib/measure.mjs';

/** The CLI may take at most this multiple of the loop's time (row 9: "at least as fast"). */
const TARGET_RATIO = 1;
const AGENT = 'FooBot';
const URLS = ['/', '/admin', '/search?q=1'];

export function runBatchSection({ plan, distDir }) {
  const cli = path.join(distDir, 'cli.js');
  if (!existsSync(cli)) {
    console.log(`\n§6 batch: skipped, ${path.relative(REPO_ROOT, cli)} not found (build the CLI first).`);
    return { skipped: `missing ${cli}` };
  }
  const directory = path.join(CORPUS_DIR, 'top-sites');
  // Every file of the corpus (a directory operand means its files named robots.txt or *.robots.txt).
  const files = path.join(directory, '*');
  const loop = path.join(REPO_ROOT, 'bench/workers/robots-parser-files.mjs');
  const contenders = [
    { name: 'robots-parser loop', args: [loop, directory, AGENT, ...URLS] },
    { name: 'robotstxt check --files', args: [cli, 'check', '--files', files, '--agent', AGENT, '--quiet', ...URLS] },
    { name: 'robotstxt check --files --jobs 1', args: [cli, 'check', '--files', files, '--agent', AGENT, '--quiet', '--jobs', '1', ...URLS] },
  ];
  const cpuReporter = pathToFileURL(path.join(REPO_ROOT, 'bench/workers/report-cpu.mjs')).href;
  const samples = Object.fromEntries(contenders.map((contender) => [contender.name, []]));
  const cpuSamples = Object.fromEntries(contenders.map((contender) => [contender.name, []]));
  const failures = new Set();
  const devNull = openSync('/dev/null', 'w');
  try {
    // One untimed round warms the file cache.
    for (let run = 0; run < plan.batchRuns + 1; run++) {
      const order = run % 2 ? [...contenders].reverse() : contenders;
      for (const contender of order) {
        const start = performance.now();
        const child = spawnSync(process.execPath, ['--import', cpuReporter, ...contender.args], {
          cwd: REPO_ROOT,
          stdio: ['ignore', devNull, 'pipe', 'pipe'],
          env: { ...process.env, BENCH_CPU_FD: '3' },
          encoding: 'utf8',
          timeout: 120_000,
        });
        const ms = performance.now() - start;
        // check exits 1 when a URL is disallowed: an answer, not a failure.
        if (child.status !== 0 && child.status !== 1)
          failures.add(`${contender.name}: exit ${child.status ?? child.signal} ${(child.stderr ?? '').trim().split('\n')[0]}`);
        const cpuMicroseconds = Number.parseInt(child.output?.[3] ?? '', 10);
        if (run > 0) {
          samples[contender.name].push(ms);
          if (Number.isFinite(cpuMicroseconds)) cpuSamples[contender.name].push(cpuMicroseconds / 1000);
        }
      }
    }
  } finally {
    closeSync(devNull);
  }
  const baseline = median(samples['robots-parser loop']);
  const cpuBaseline = median(cpuSamples['robots-parser loop']);
  const rows = contenders.map((contender) => {
    const ms = median(samples[contender.name]);
    const cpuMs = median(cpuSamples[contender.name]);
    return { contender: contender.name, medianMs: round2(ms), ratio: round2(ms / baseline), cpuMs: round2(cpuMs), cpuRatio: round2(cpuMs / cpuBaseline) };
  });
  printTable(
    `§6 batch (row 9): ${URLS.length} URLs against each of the corpus's files, whole process, median of ${plan.batchRuns} runs (interleaved)`,
    ['contender', 'median', 'vs the loop', `target ≤ ${TARGET_RATIO}×`, 'CPU time', 'CPU vs the loop'],
    rows.map((row, i) => [
      row.contender,
      fmtDuration(row.medianMs),
      i === 0 ? '' : fmtRatio(row.ratio),
      i !== 1 ? '' : row.ratio <= TARGET_RATIO ? 'met' : 'NOT met',
      Number.isFinite(row.cpuMs) ? fmtDuration(row.cpuMs) : '?',
      i === 0 || !Number.isFinite(row.cpuRatio) ? '' : fmtRatio(row.cpuRatio),
    ]),
  );
  for (const failure of failures) note(`FAILED: ${failure}`);
  return { runs: plan.batchRuns, urls: URLS, agent: AGENT, rows, targetRatio: TARGET_RATIO, failures: [...failures] };
}
