/**
 * The bench's worker plumbing, shared by §3 (sections/matcher.mjs) and §8
 * (sections/workload.mjs): the parent's handle on one contender's worker, and
 * the worker's own setup (its build of ours, the corpus and the questions).
 */
import { Worker } from 'node:worker_threads';
import { loadTopSites, requestsFor } from './corpus.mjs';
import { loadLibrary, loadRobotsParser } from './load.mjs';
import { seededRandom } from './measure.mjs';

/**
 * Starts the worker module `url` with `workerData` (a worker inherits the
 * parent's --expose-gc). `next()` is a promise of its next message, `ask(message)`
 * posts one and waits for the answer, `stop()` ends it.
 */
export function startWorker(url, workerData) {
  const worker = new Worker(url, { workerData });
  const waiting = [];
  const arrived = [];
  worker.on('message', (message) => (waiting.length > 0 ? waiting.shift().resolve(message) : arrived.push(message)));
  worker.on('error', (error) => {
    for (const pending of waiting.splice(0)) pending.reject(error);
  });
  const next = () => (arrived.length > 0 ? Promise.resolve(arrived.shift()) : new Promise((resolve, reject) => waiting.push({ resolve, reject })));
  return { next, ask: (message) => (worker.postMessage(message), next()), stop: () => worker.terminate() };
}

/**
 * A worker's setup for `contender` (a dialect of ours, or 'robots-parser'):
 * our build in `distDir`, corpus/top-sites, and every file's requests, the
 * same as the parent's and every other worker's (same seed, same order).
 */
export async function loadContender(contender, distDir) {
  const library = await loadLibrary(distDir);
  const { files } = loadTopSites(library);
  const random = seededRandom(2022);
  const requests = files.map((file) => requestsFor(library.parse(file.text), random));
  const robotsParser = contender === 'robots-parser' ? loadRobotsParser() : undefined;
  return { library, files, requests, robotsParser };
}
