/**
 * Worker for §3: one contender (a dialect of ours, or robots-parser) in its
 * own V8 isolate, so that its JIT feedback is its own: a crawler uses one
 * matcher, and in one shared isolate every dialect's calls would make the
 * shared code paths polymorphic for all of them.
 *
 * The parent drives it, one message at a time:
 * - `{ type: 'compile' }`: compiles (robots-parser: parses) every file once; answers with the time;
 * - `{ type: 'compile-first' }`: the same, plus one `isAllowed` per agent of each file (ours builds
 *   rule indexes on the first question, robots-parser at parse);
 * - `{ type: 'cold' }`: asks every question once (ours builds each agent's rule index then) and
 *   answers with the time and the verdicts;
 * - `{ type: 'warm' }`: asks them all again and answers with the time.
 * Only the work named is on the clock.
 *
 * workerData: { contender: Dialect | 'robots-parser', distDir }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ORIGIN } from '../lib/corpus.mjs';
import { loadContender } from '../lib/worker.mjs';

const { contender, distDir } = workerData;
const { library, files, requests, robotsParser } = await loadContender(contender, distDir);
/** Every file compiled, kept for the isAllowed passes; built untimed on the first `cold` message, so the compile passes run on a small heap. */
let matchers = [];
const calls = requests.reduce((sum, request) => sum + request.urls.length * request.agents.length, 0);

let sink = 0;
function pass() {
  const start = performance.now();
  for (let i = 0; i < matchers.length; i++) {
    const matcher = matchers[i];
    const { agents, urls } = requests[i];
    for (const agent of agents) for (const url of urls) if (matcher.isAllowed(url, agent)) sink++;
  }
  return performance.now() - start;
}

/** Every verdict in request order: 1 allowed, 0 disallowed, 2 no boolean (robots-parser, another origin). */
function verdicts() {
  const out = new Uint8Array(calls);
  let k = 0;
  for (let i = 0; i < matchers.length; i++) {
    const { agents, urls } = requests[i];
    for (const agent of agents) {
      for (const url of urls) {
        const verdict = matchers[i].isAllowed(url, agent);
        out[k++] = verdict === true ? 1 : verdict === false ? 0 : 2;
      }
    }
  }
  return out;
}

function compilePass(withFirstAnswers) {
  if (typeof globalThis.gc === 'function') globalThis.gc();
  const start = performance.now();
  for (let i = 0; i < files.length; i++) {
    const text = files[i].text;
    const matcher = robotsParser ? robotsParser(`${ORIGIN}/robots.txt`, text) : library.compile(text, { dialect: contender });
    if (withFirstAnswers)
      for (const agent of requests[i].agents)
        if (matcher.isAllowed(`${ORIGIN}/`, agent)) sink++;
        else sink++;
  }
  return performance.now() - start;
}

parentPort.on('message', (message) => {
  if (message.type === 'compile' || message.type === 'compile-first') {
    parentPort.postMessage({ type: message.type, ms: compilePass(message.type === 'compile-first') });
  } else if (message.type === 'cold') {
    matchers = files.map((file) => (robotsParser ? robotsParser(`${ORIGIN}/robots.txt`, file.text) : library.compile(file.text, { dialect: contender })));
    const ms = pass();
    parentPort.postMessage({ type: 'cold', ms, calls, verdicts: verdicts() });
  } else if (message.type === 'warm') {
    if (typeof globalThis.gc === 'function') globalThis.gc();
    parentPort.postMessage({ type: 'warm', ms: pass(), sink });
  } else if (message.type === 'stop') {
    parentPort.close();
  }
});
parentPort.postMessage({ type: 'ready', calls });
