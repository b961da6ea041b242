/**
 * Worker for §8 (issue 11, row 7): one contender, a build of ours under one
 * dialect or robots-parser, in its own V8 isolate (see workers/matcher.mjs
 * for why), running the crawler's workload: for every file of
 * corpus/top-sites, compile it (robots-parser: parse it), then ask N
 * questions, each a URL of the file's own (bench/lib/corpus.mjs's
 * requestsFor) for one robot. A crawler asks as itself: file i is asked by
 * robot `agents[i % 4]` (Googlebot, bingbot's header, a robot the file
 * names, a robot no file names), so each robot takes a quarter of the files.
 * Past the file's 20 URLs, question k asks URL k % 20 with `?page=k` (or
 * `&page=k`) added: every question a new URL, as a crawler's are.
 *
 * The parent sends `{ n }`; the worker answers `{ ms, cpuMs }`, the wall
 * time and the process's CPU time (user + system) of one pass over the corpus
 * (a full GC first, when exposed, off the clock). The workers run one at a
 * time, so the CPU time is this worker's (and V8's helper threads'): on a
 * machine shared with other work it moves far less than the wall time.
 *
 * workerData: { contender: 'robots-parser' | Dialect, distDir }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ORIGIN } from '../lib/corpus.mjs';
import { loadContender } from '../lib/worker.mjs';

const { contender, distDir } = workerData;
const { library, files, requests, robotsParser } = await loadContender(contender, distDir);
const texts = files.map((file) => file.text);
const ROBOTS_URL = `${ORIGIN}/robots.txt`;

/** The questions of every file for each N asked so far: built once, off the clock. */
const questionSets = new Map();
function questionsFor(n) {
  let set = questionSets.get(n);
  if (!set) {
    set = requests.map(({ urls, agents }, i) => ({
      agent: agents[i % agents.length],
      urls: Array.from({ length: n }, (_, k) => {
        const url = urls[k % urls.length];
        return k < urls.length ? url : `${url}${url.includes('?') ? '&' : '?'}page=${k}`;
      }),
    }));
    questionSets.set(n, set);
  }
  return set;
}

let sink = 0;
function pass(n) {
  const questions = questionsFor(n);
  if (typeof globalThis.gc === 'function') globalThis.gc();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < texts.length; i++) {
    const robots = robotsParser ? robotsParser(ROBOTS_URL, texts[i]) : library.compile(texts[i], { dialect: contender, url: ROBOTS_URL });
    const { agent, urls } = questions[i];
    for (let k = 0; k < urls.length; k++) if (robots.isAllowed(urls[k], agent)) sink++;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}

parentPort.on('message', ({ n }) => parentPort.postMessage({ ...pass(n), sink }));
parentPort.postMessage({ ready: true });
