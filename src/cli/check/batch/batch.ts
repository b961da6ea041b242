/**
 * `check --files`: one agent and one URL list against many robots.txt
 * files. Output is in file order whatever the scheduling.
 *
 * The work is compute-bound (files come from the page cache), so every thread
 * reads its files synchronously and never waits: the main thread checks
 * chunks of files too, and worker threads (above {@link WORKER_THRESHOLD}
 * files, with more than one CPU) claim chunks from the same shared counter
 * (`chunks.ts`). Each worker loads its own copy of the library and warms up
 * its own JIT, so workers only pay on batches of some size: see docs/cli.md,
 * "Performance", for the measurements.
 *
 * @module
 */
import { availableParallelism, loadavg } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import type { Format } from '../../args.ts';
import { CliError, EXIT, UsageError, type Context } from '../../command.ts';
import { groupDigits, JsonListWriter, printable } from '../../io/output.ts';
import { urlItems, urlProblem, type UrlSources } from '../../io/urls.ts';
import type { BatchJob, FileResult } from './check-file.ts';
import { checkChunk, chunkCount, claimChunk, type BatchPlan } from './chunks.ts';
import { expandOperands } from '../../io/files.ts';
import { ProgressBar } from './progress.ts';
import type { WorkResponse } from './worker.ts';
import type { Dialect } from '../../../match/types.ts';
import { MATRIX_NOTE, matrixHeader } from '../../verdicts.ts';

/** Files above which worker threads are used by default (see the module comment). */
export const WORKER_THRESHOLD = 300;
/** Files per thread, at least, when the count is automatic: fewer and a worker's start-up dominates. */
const FILES_PER_THREAD = 300;
/** Files per chunk: enough to amortise a message, few enough that the threads finish together. */
const CHUNK_SIZE = 16;

export interface BatchOptions {
  readonly patterns: readonly string[];
  readonly agents: readonly string[];
  readonly dialect: Dialect;
  readonly format: Format;
  readonly maxBytes: number;
  readonly urls: UrlSources;
  readonly quiet: boolean;
  /** Worker threads; 0 = automatic. */
  readonly jobs: number;
}

export async function runBatch(options: BatchOptions, context: Context): Promise<number> {
  const { stdout, stderr } = context;
  const urls: string[] = [];
  for await (const item of urlItems(options.urls, () => context.stdin)) {
    const problem = urlProblem(item.url);
    if (problem) throw new UsageError(`${item.origin}: ${problem}`, 'check');
    urls.push(item.url);
  }
  if (urls.length === 0) throw new UsageError('no URLs to check: give them after the options, with --urls FILE, or on standard input.', 'check');
  const files = (await expandOperands(options.patterns)).map((target) => target.path);
  const job: BatchJob = {
    agents: options.agents,
    dialect: options.dialect,
    urls,
    maxBytes: options.maxBytes,
    format: options.format === 'text' ? 'text' : 'json',
    color: stdout.color.enabled,
  };
  const threads = options.jobs === 0 ? automaticThreads(files.length) : options.jobs;
  // A bar only when the results go elsewhere: with both on one terminal the
  // lines themselves show progress, and would tear the bar.
  const progress = stderr.isTTY && !stdout.isTTY && !options.quiet ? new ProgressBar(stderr, files.length) : undefined;

  const json = options.format === 'text' ? undefined : new JsonListWriter(stdout, options.format);
  // Several robots in text: a table with a column per robot and a row per file and URL.
  const matrix = options.format === 'text' && options.agents.length > 1;
  if (matrix) stdout.line(matrixHeader(options.agents, stdout.color, 'file  url'));
  let disallowed = false;
  let differ = false;
  let failed = 0;
  let truncated = 0;
  const emit = (result: FileResult): void => {
    progress?.advance();
    if (result.error) {
      failed++;
      progress?.clear();
      stderr.line(`${stderr.color.red('robotstxt:')} ${printable(result.error)}`);
      return;
    }
    if (result.truncated) truncated++;
    if (result.disallowed) disallowed = true;
    if (result.differ) differ = true;
    // A file's lines in one write: a batch writes ~13,000 lines for 4,000 files.
    if (json) json.itemsText(result.lines);
    else if (result.lines.length > 0) stdout.write(`${result.lines.join('\n')}\n`);
  };

  const plan: BatchPlan = { job, files, chunkSize: CHUNK_SIZE, cursor: new SharedArrayBuffer(4) };
  try {
    // Nobody reads the results any more (`| head -1`): stop checking.
    const stop = (): boolean => stdout.closed;
    await runThreads(plan, Math.min(threads, chunkCount(plan)), context.workerUrl, emit, stop);
  } finally {
    progress?.clear();
  }
  json?.end();
  if (differ && !stdout.closed) stdout.line(stdout.color.dim(MATRIX_NOTE));
  // The note explains the `"truncated": true` of the results: not when nobody
  // reads them (`| head`; how many files were checked before the reader left is a race).
  if (truncated > 0 && !stdout.closed) {
    stderr.line(
      stderr.color.yellow(
        `robotstxt: note: ${truncated} file${truncated === 1 ? ' was' : 's were'} longer than ${groupDigits(options.maxBytes)} bytes; only the head of each was parsed ("truncated": true).`,
      ),
    );
  }
  if (failed > 0) {
    stderr.line(`${stderr.color.red('robotstxt:')} ${failed} of ${files.length} files could not be read (see above); the others were checked.`);
    return EXIT.error;
  }
  return disallowed ? EXIT.findings : EXIT.ok;
}

/**
 * The CPUs one checking thread keeps busy: itself and, while it warms up (a
 * batch's whole run), the JavaScript engine's compiler threads. On the
 * development VM (2 CPUs) `--jobs 1` used 1.5 CPU-seconds per wall second;
 * a worker split the JavaScript work evenly but added its own copy of the
 * compiler's work, so `--jobs 2` took more CPU time and more wall time than
 * `--jobs 1` even with both CPUs idle (docs/cli.md, "Performance").
 */
const CPUS_PER_THREAD = 2;

/**
 * How many threads (the main thread included) check `files` files when
 * `--jobs` is not given: 1 (no workers) up to {@link WORKER_THRESHOLD} files
 * or with fewer than two threads' worth of idle CPUs; else one per
 * {@link FILES_PER_THREAD} files, at most one per {@link CPUS_PER_THREAD}
 * CPUs that other processes leave idle (the one-minute load average, as
 * `make -l` reads it: a worker on a busy core only time-shares it, and pays
 * its start-up for nothing) and at most 8.
 */
export function automaticThreads(files: number, cpus: number = availableParallelism(), load: number = loadavg()[0] ?? 0): number {
  const idle = Math.max(1, Math.round(cpus - load));
  const room = Math.floor(idle / CPUS_PER_THREAD);
  if (files <= WORKER_THRESHOLD || room < 2) return 1;
  return Math.max(1, Math.min(room, 8, Math.floor(files / FILES_PER_THREAD)));
}

/**
 * Checks every chunk of `plan` on `threads` threads: `threads − 1` workers
 * and the main thread, all claiming chunks from the shared cursor. Results
 * are emitted in file order: a chunk waits until every earlier one is out.
 */
async function runThreads(plan: BatchPlan, threads: number, workerUrl: URL, emit: (result: FileResult) => void, stop: () => boolean): Promise<void> {
  const total = chunkCount(plan);
  const finished = new Map<number, readonly FileResult[]>();
  let nextToEmit = 0;
  const deliver = (chunk: number, results: readonly FileResult[]): void => {
    finished.set(chunk, results);
    for (let ready = finished.get(nextToEmit); ready !== undefined; ready = finished.get(nextToEmit)) {
      finished.delete(nextToEmit);
      nextToEmit++;
      for (const result of ready) emit(result);
    }
  };

  const workers: Worker[] = [];
  let failure: unknown;
  let running = 0;
  let wake: (() => void) | undefined;
  const settle = (): void => {
    wake?.();
    wake = undefined;
  };
  // Loaded only when there are workers: most batches run on the main thread alone.
  const { Worker: WorkerThread } = threads > 1 ? await import('node:worker_threads') : { Worker: undefined };
  for (let i = 1; i < threads && WorkerThread; i++) {
    let worker: Worker;
    try {
      worker = new WorkerThread(workerUrl, { workerData: plan });
    } catch (error) {
      failure ??= new CliError(`could not start a worker thread (${error instanceof Error ? error.message : String(error)}); try --jobs 1.`);
      break;
    }
    workers.push(worker);
    running++;
    let done = false;
    worker.on('message', (response: WorkResponse) => {
      if (response === null) done = true;
      else deliver(response.chunk, response.results);
      settle();
    });
    worker.on('error', (error) => {
      failure ??= error;
      settle();
    });
    worker.on('exit', (code) => {
      running--;
      // A worker that died before finishing took its claimed chunks with it.
      if (!done) failure ??= new CliError(`a worker thread stopped (exit code ${code}) before finishing its files; try --jobs 1.`);
      settle();
    });
  }

  try {
    const cursor = new Int32Array(plan.cursor);
    for (let chunk = claimChunk(plan, cursor); chunk !== undefined && failure === undefined; chunk = claimChunk(plan, cursor)) {
      deliver(chunk, checkChunk(plan, chunk));
      // Let the workers' results in (and out to stdout, and its errors) between chunks.
      await nextTurn();
      if (stop()) return;
    }
    while (failure === undefined && nextToEmit < total && !stop()) {
      if (running === 0) {
        failure = new CliError('the worker threads stopped before every file was checked; try --jobs 1.');
        break;
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    for (const worker of workers) void worker.terminate();
  }
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
}
