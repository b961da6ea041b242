/**
 * Runs a worker under a time budget: the bench must never hang on a slow
 * contender (robots-parser's matcher on adversarial patterns can take
 * minutes). A worker stuck in a synchronous loop is stopped with
 * `worker.terminate()`, which interrupts running JavaScript.
 */
import { Worker } from 'node:worker_threads';

/**
 * Starts `workerUrl` with `workerData` and resolves when it exits or after
 * `budgetMs`, whichever is first. The worker reports with
 * `postMessage({ type, ... })`; the last message of each type is kept.
 *
 * @returns {Promise<{ timedOut: boolean, error?: string, [type: string]: unknown }>}
 */
export function runWithBudget(workerUrl, workerData, budgetMs) {
  return new Promise((resolve) => {
    const state = { timedOut: false };
    const worker = new Worker(workerUrl, { workerData });
    const timer = setTimeout(() => {
      state.timedOut = true;
      void worker.terminate();
    }, budgetMs);
    worker.on('message', (message) => {
      state[message.type] = message;
    });
    worker.on('error', (error) => {
      state.error = String(error?.stack ?? error);
    });
    worker.on('exit', () => {
      clearTimeout(timer);
      resolve(state);
    });
  });
}
