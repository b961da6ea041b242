/**
 * The worker thread of a batch run (bundled as `dist/cli-worker.js`).
 *
 * Protocol: `workerData` is the {@link BatchJob}. The main thread posts
 * `{ id, files }` (a slice of the file list) and the worker answers
 * `{ id, results }`; `null` asks it to exit.
 *
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as engine from '../engine-impl.ts';
import { checkFile, type BatchJob, type FileResult } from './check-file.ts';

/** A slice of work. */
export interface WorkRequest {
  readonly id: number;
  readonly files: readonly string[];
}

/** Its results, in the slice's order. */
export interface WorkResponse {
  readonly id: number;
  readonly results: readonly FileResult[];
}

const job = workerData as BatchJob;
const port = parentPort;
if (!port) throw new Error('batch/worker.ts must run in a worker thread');

port.on('message', (request: WorkRequest | null) => {
  if (request === null) {
    port.close();
    return;
  }
  void (async () => {
    const results: FileResult[] = [];
    for (const file of request.files) results.push(await checkFile(file, job, engine));
    port.postMessage({ id: request.id, results } satisfies WorkResponse);
  })();
});
