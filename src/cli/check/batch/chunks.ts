/**
 * How a batch run shares out its files: the list is cut into chunks of
 * {@link BatchPlan.chunkSize} files, and every thread (the main thread and
 * each worker) claims the next chunk with an atomic add on one shared
 * counter. No thread waits for another to hand out work, and a thread that
 * got slow files simply claims fewer chunks.
 *
 * @module
 */
import { makeColors } from '../../io/output.ts';
import { checkFile, type BatchJob, type FileResult } from './check-file.ts';

/** The work of a batch run, as every thread sees it. */
export interface BatchPlan {
  readonly job: BatchJob;
  readonly files: readonly string[];
  /** Files per chunk. */
  readonly chunkSize: number;
  /** An `Int32Array` over this holds the next chunk to claim (shared by every thread of the run). */
  readonly cursor: SharedArrayBuffer;
}

/** The number of chunks of a plan. */
export function chunkCount(plan: Pick<BatchPlan, 'files' | 'chunkSize'>): number {
  return Math.ceil(plan.files.length / plan.chunkSize);
}

/** Claims the next chunk: its index, or `undefined` when every chunk is taken. */
export function claimChunk(plan: BatchPlan, cursor: Int32Array): number | undefined {
  const chunk = Atomics.add(cursor, 0, 1);
  return chunk < chunkCount(plan) ? chunk : undefined;
}

/** Reads and checks the files of one chunk, in order. */
export function checkChunk(plan: BatchPlan, chunk: number): FileResult[] {
  const end = Math.min(plan.files.length, (chunk + 1) * plan.chunkSize);
  const colors = makeColors(plan.job.color);
  const results: FileResult[] = [];
  for (let i = chunk * plan.chunkSize; i < end; i++) results.push(checkFile(plan.files[i] ?? '', plan.job, colors));
  return results;
}
