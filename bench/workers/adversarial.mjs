/**
 * Worker for §4: compiles one adversarial robots.txt with one library and
 * times `isAllowed(url, agent)` calls, reporting after each call so that the
 * parent knows how far it got if it has to stop the worker.
 *
 * workerData: { library: 'ours' | 'robots-parser', distDir, dialect, text, url, agent, maxCalls, minMs }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ORIGIN } from '../lib/corpus.mjs';
import { loadLibrary, loadRobotsParser } from '../lib/load.mjs';

const { library, distDir, dialect, text, url, agent, maxCalls, minMs } = workerData;

const compileStart = performance.now();
let matcher;
if (library === 'ours') {
  const { compile } = await loadLibrary(distDir);
  matcher = compile(text, { dialect });
} else {
  matcher = loadRobotsParser()(`${ORIGIN}/robots.txt`, text);
}
parentPort.postMessage({ type: 'compiled', ms: performance.now() - compileStart });

// The first call builds our rule index for the agent: report it on its own.
let start = performance.now();
const verdict = matcher.isAllowed(url, agent);
parentPort.postMessage({ type: 'first', ms: performance.now() - start, verdict });

let calls = 0;
let totalMs = 0;
let lastReport = 0;
while (calls < maxCalls && totalMs < minMs) {
  start = performance.now();
  matcher.isAllowed(url, agent);
  totalMs += performance.now() - start;
  calls++;
  if (totalMs - lastReport > 50 || calls === maxCalls) {
    parentPort.postMessage({ type: 'progress', calls, totalMs });
    lastReport = totalMs;
  }
}
parentPort.postMessage({ type: 'progress', calls, totalMs });
parentPort.postMessage({ type: 'done' });
