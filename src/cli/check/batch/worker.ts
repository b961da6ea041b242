/**
 * A worker thread of a batch run (bundled as `dist/cli-worker.js`).
 *
 * Protocol: `workerData` is the {@link BatchPlan}. The worker claims chunks
 * from the plan's shared cursor (see `chunks.ts`) until none is left,
 * posting `{ chunk, results }` for each, then posts `null` and exits. It
 * never waits for a message.
 *
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { FileResult } from './check-file.ts';
import { checkChunk, claimChunk, type BatchPlan } from './chunks.ts';

/** One chunk's results, in file order; `null` when the worker is done. */
export type WorkResponse = { readonly chunk: number; readonly results: readonly FileResult[] } | null;

const port = parentPort;
if (!port) throw new Error('batch/worker.ts must run in a worker thread');
const plan = workerData as BatchPlan;
const cursor = new Int32Array(plan.cursor);
for (let chunk = claimChunk(plan, cursor); chunk !== undefined; chunk = claimChunk(plan, cursor)) {
  port.postMessage({ chunk, results: checkChunk(plan, chunk) } satisfies WorkResponse);
}
port.postMessage(null satisfies WorkResponse);
