/**
 * The performance report: `npm run bench` (builds, then runs this with
 * `node --expose-gc`). Prints tables to stdout and writes the same numbers to
 * bench/results/latest.json. See docs/performance.md for what each section
 * measures and how to read it.
 *
 * Flags:
 *   --quick          fewer rounds (a smoke run, ~1 minute; numbers are noisier)
 *   --only=a,b       run only these sections: parse, growth, matcher, adversarial, memory, bounded, workload, cli, batch, cache, package, format, meta, lint, lsp
 *   --dist=DIR       measure another build with dist/'s layout (e.g. a candidate change)
 *   --out=FILE       write the JSON there instead of bench/results/latest.json
 *   --no-profile     skip the CPU profiles (§1c, §3c)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { largestRealFile, loadTopSites } from './lib/corpus.mjs';
import { distDirectory, loadLibrary, loadRobotsParser, REPO_ROOT, requireCorpus, robotsParserVersion } from './lib/load.mjs';
import { fmt, fmtDuration, trackGc } from './lib/measure.mjs';
import { runAdversarialSection } from './sections/adversarial.mjs';
import { runCacheSection } from './sections/cache.mjs';
import { runBatchSection } from './sections/batch.mjs';
import { runBoundedSection } from './sections/bounded.mjs';
import { runCliSection } from './sections/cli.mjs';
import { runFormatSection } from './sections/format.mjs';
import { runGrowthSection } from './sections/growth.mjs';
import { runMatcherSection } from './sections/matcher.mjs';
import { runMemorySection } from './sections/memory.mjs';
import { runPackageSection } from './sections/package.mjs';
import { runMetaSection } from './sections/meta.mjs';
import { runParseSection } from './sections/parse.mjs';
import { runWorkloadSection } from './sections/workload.mjs';
import { runLintSection } from './sections/lint.mjs';
import { runLspSection } from './sections/lsp.mjs';

/** Rounds per section. The full plan keeps the whole bench under about 3 minutes on 2 cores. */
const PLANS = {
  full: {
    parse: { warmup: 2, rounds: 7 },
    breakdownRounds: 3,
    profile: true,
    profileRounds: 5,
    growth: { warmup: 1, rounds: 3 },
    compile: { warmup: 1, rounds: 7 },
    isAllowedRounds: 5,
    adversarial: { oursBudgetMs: 30_000, theirsBudgetMs: 6_000 },
    memorySamples: 5,
    workloadRounds: 5,
    cliRuns: 20,
    batchRuns: 9,
    lint: { warmup: 1, rounds: 9, allRounds: 3 },
    lspQuick: false,
  },
  quick: {
    parse: { warmup: 1, rounds: 3 },
    breakdownRounds: 1,
    profile: true,
    profileRounds: 2,
    growth: { warmup: 1, rounds: 2 },
    compile: { warmup: 1, rounds: 3 },
    isAllowedRounds: 3,
    adversarial: { oursBudgetMs: 30_000, theirsBudgetMs: 2_000 },
    memorySamples: 3,
    workloadRounds: 3,
    cliRuns: 5,
    batchRuns: 3,
    lint: { warmup: 1, rounds: 3, allRounds: 1 },
    lspQuick: true,
  },
};

const SECTIONS = [
  'parse',
  'growth',
  'matcher',
  'adversarial',
  'memory',
  'bounded',
  'workload',
  'cli',
  'batch',
  'cache',
  'package',
  'format',
  'meta',
  'lint',
  'lsp',
];

function flagValue(argv, name) {
  const prefix = `--${name}=`;
  const inline = argv.find((arg) => arg.startsWith(prefix));
  if (inline) return inline.slice(prefix.length);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const planName = argv.includes('--quick') ? 'quick' : 'full';
  const plan = { ...PLANS[planName], profile: PLANS[planName].profile && !argv.includes('--no-profile') };
  const only = flagValue(argv, 'only')
    ?.split(',')
    .map((name) => name.trim());
  const unknown = (only ?? []).filter((name) => !SECTIONS.includes(name));
  if (unknown.length > 0) throw new Error(`unknown section ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
  const wanted = (name) => !only || only.includes(name);
  const distDir = distDirectory(flagValue(argv, 'dist'));
  const outFile = path.resolve(flagValue(argv, 'out') ?? path.join(REPO_ROOT, 'bench/results/latest.json'));

  requireCorpus();
  const started = performance.now();
  trackGc();
  const loadAverageAtStart = os.loadavg().map((load) => Math.round(load * 100) / 100);
  const library = await loadLibrary(distDir);
  const robotsParser = loadRobotsParser();
  const corpus = loadTopSites(library);
  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    platform: `${os.platform()} ${os.release()}`,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    gcExposed: typeof globalThis.gc === 'function',
  };
  console.log(
    `robotstxt-toolkit bench (${planName}) ${new Date().toISOString()}: node ${machine.node}, ${machine.cpus} × ${machine.cpuModel}; ` +
      `robots-parser ${robotsParserVersion()}; build ${path.relative(REPO_ROOT, distDir) || distDir}`,
  );
  console.log(`load average (1, 5, 15 min): ${loadAverageAtStart.join(', ')} on ${machine.cpus} cores: other work on the machine slows every number`);
  if (!machine.gcExposed) console.log('  (no --expose-gc: runs are noisier and §5 memory is skipped; use npm run bench)');
  console.log(`corpus/top-sites: ${corpus.files.length} files, ${fmt(corpus.totalBytes / 1e6)} MB`);

  const context = { library, robotsParser, corpus, plan, distDir };
  const sections = {};
  const timings = {};
  const run = async (name, fn) => {
    if (!wanted(name)) return;
    const start = performance.now();
    sections[name] = await fn();
    timings[name] = Math.round(performance.now() - start);
  };
  await run('parse', () => runParseSection(context));
  await run('growth', () => runGrowthSection(context));
  await run('matcher', () => runMatcherSection(context));
  await run('adversarial', () => runAdversarialSection(context));
  await run('memory', () => runMemorySection({ ...context, realLargest: largestRealFile(library) }));
  await run('bounded', () => runBoundedSection(context));
  await run('workload', () => runWorkloadSection(context));
  await run('cli', () => runCliSection(context));
  await run('batch', () => runBatchSection(context));
  await run('cache', () => runCacheSection(context));
  await run('package', () => runPackageSection(context));
  await run('format', () => runFormatSection(context));
  await run('meta', () => runMetaSection(context));
  await run('lint', () => runLintSection(context));
  await run('lsp', () => runLspSection(context));

  const report = {
    date: new Date().toISOString(),
    plan: planName,
    commit: gitCommit(),
    build: path.relative(REPO_ROOT, distDir) || distDir,
    robotsParserVersion: robotsParserVersion(),
    machine,
    loadAverage: { atStart: loadAverageAtStart, atEnd: os.loadavg().map((load) => Math.round(load * 100) / 100) },
    sectionSeconds: Object.fromEntries(Object.entries(timings).map(([name, ms]) => [name, Math.round(ms / 100) / 10])),
    ...sections,
  };
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nDone in ${fmtDuration(performance.now() - started)}; numbers in ${path.relative(process.cwd(), outFile) || outFile}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
