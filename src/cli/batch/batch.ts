/**
 * `check --files`: one agent and one URL list against many robots.txt
 * files. Output is in file order whatever the scheduling.
 *
 * Above {@link WORKER_THRESHOLD} files, and with more than one CPU, the work
 * is spread over worker threads. Each worker loads its own copy of the
 * parser (about 0.2 s of CPU) and warms up its own JIT (the first few
 * hundred files cost two to three times what later ones do), so threads only
 * pay on big batches: see docs/cli.md, "Performance", for the measurements.
 *
 * @module
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Format } from '../args.ts';
import { CliError, EXIT, UsageError, type Context } from '../command.ts';
import { loadEngine } from '../engine.ts';
import { JsonListWriter, printable } from '../output.ts';
import { urlItems, urlProblem, type UrlSources } from '../urls.ts';
import { checkFile, type BatchJob, type FileResult } from './check-file.ts';
import { expandFilePatterns } from './files.ts';
import { ProgressBar } from './progress.ts';
import type { WorkRequest, WorkResponse } from './worker.ts';
import type { Dialect } from '../../match/types.ts';

/** Files above which worker threads are used by default (see the module comment). */
export const WORKER_THRESHOLD = 1000;
/** Files per worker, at least, when the count is automatic: fewer and the warm-up dominates. */
const FILES_PER_WORKER = 500;
/** Files per message to a worker: big enough to amortise messaging, small enough to balance. */
const SLICE = 25;

export interface BatchOptions {
  readonly patterns: readonly string[];
  readonly agent: string;
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
  for await (const item of urlItems(options.urls, context.stdin)) {
    const problem = urlProblem(item.url);
    if (problem) throw new UsageError(`${item.origin}: ${problem}`, 'check');
    urls.push(item.url);
  }
  if (urls.length === 0) throw new UsageError('no URLs to check: give them after the options, with --urls FILE, or on standard input.', 'check');
  const files = await expandFilePatterns(options.patterns);
  const job: BatchJob = {
    agent: options.agent,
    dialect: options.dialect,
    urls,
    maxBytes: options.maxBytes,
    format: options.format === 'text' ? 'text' : 'json',
    color: stdout.color.enabled,
  };
  const workers = options.jobs === 0 ? automaticWorkers(files.length) : options.jobs;
  // A bar only when the results go elsewhere: with both on one terminal the
  // lines themselves show progress, and would tear the bar.
  const progress = stderr.isTTY && !stdout.isTTY && !options.quiet ? new ProgressBar(stderr, files.length) : undefined;

  const json = options.format === 'text' ? undefined : new JsonListWriter(stdout, options.format);
  let disallowed = false;
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
    for (const line of result.lines) {
      if (json) json.itemText(line);
      else stdout.line(line);
    }
  };

  try {
    if (workers <= 1) {
      const engine = await loadEngine();
      for (const file of files) emit(await checkFile(file, job, engine));
    } else {
      await runInWorkers(files, job, Math.min(workers, Math.ceil(files.length / SLICE)), context.workerUrl, emit);
    }
  } finally {
    progress?.clear();
  }
  json?.end();
  if (truncated > 0) {
    stderr.line(
      stderr.color.yellow(
        `robotstxt: note: ${truncated} file${truncated === 1 ? ' was' : 's were'} longer than ${options.maxBytes.toLocaleString('en-US')} bytes; only the head of each was parsed ("truncated": true).`,
      ),
    );
  }
  if (failed > 0) {
    stderr.line(`${stderr.color.red('robotstxt:')} ${failed} of ${files.length} files could not be read (see above); the others were checked.`);
    return EXIT.error;
  }
  return disallowed ? EXIT.findings : EXIT.ok;
}

/** How many worker threads to use for `files` files when `--jobs` is not given (1 = none). */
export function automaticWorkers(files: number, cpus: number = availableParallelism()): number {
  if (files <= WORKER_THRESHOLD || cpus < 2) return 1;
  return Math.max(1, Math.min(cpus, 8, Math.floor(files / FILES_PER_WORKER)));
}

/**
 * Hands out slices of `files` to `count` workers as they become free, and
 * emits results in file order (a slice's results wait until every earlier
 * slice is out).
 */
async function runInWorkers(files: readonly string[], job: BatchJob, count: number, workerUrl: URL, emit: (result: FileResult) => void): Promise<void> {
  const slices: string[][] = [];
  for (let i = 0; i < files.length; i += SLICE) slices.push(files.slice(i, i + SLICE));
  const finished = new Map<number, readonly FileResult[]>();
  let nextToSend = 0;
  let nextToEmit = 0;

  await new Promise<void>((resolve, reject) => {
    const pool: Worker[] = [];
    const stop = (error?: unknown): void => {
      for (const worker of pool) void worker.terminate();
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    };
    const send = (worker: Worker): void => {
      if (nextToSend >= slices.length) {
        worker.postMessage(null);
        return;
      }
      const request: WorkRequest = { id: nextToSend, files: slices[nextToSend] ?? [] };
      nextToSend++;
      worker.postMessage(request);
    };
    for (let i = 0; i < count; i++) {
      let worker: Worker;
      try {
        worker = new Worker(workerUrl, { workerData: job });
      } catch (error) {
        stop(new CliError(`could not start a worker thread (${error instanceof Error ? error.message : String(error)}); try --jobs 1.`));
        return;
      }
      pool.push(worker);
      worker.on('message', (response: WorkResponse) => {
        finished.set(response.id, response.results);
        while (finished.has(nextToEmit)) {
          for (const result of finished.get(nextToEmit) ?? []) emit(result);
          finished.delete(nextToEmit);
          nextToEmit++;
        }
        if (nextToEmit === slices.length) stop();
        else send(worker);
      });
      worker.on('error', (error) => stop(error));
      send(worker);
    }
  });
}
