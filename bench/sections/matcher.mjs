/**
 * §3 The matcher: `compile` throughput per dialect against robots-parser's
 * parse, and `isAllowed` calls per second against robots-parser's
 * `isAllowed` on the same (file, URL, agent) triples.
 */
import { Worker } from 'node:worker_threads';
import { ORIGIN, requestsFor } from '../lib/corpus.mjs';
import { fmt, fmtDuration, fmtRatio, interleavedRounds, mbPerSecond, median, note, printTable, round2, seededRandom } from '../lib/measure.mjs';
import { GC_STAGE, profileRegion, summariseProfile } from '../lib/profile.mjs';

const DIALECTS = ['1994', 'draft-1996', 'rfc9309', 'google'];


/** Profile frames by isAllowed stage. */
const IS_ALLOWED_STAGES = [
  GC_STAGE,
  { stage: 'URL → path (match/url)', test: (frame) => /match\/url\.js$/.test(frame.url) },
  { stage: 'path normalisation (match/percent)', test: (frame) => /match\/percent\.js$/.test(frame.url) },
  { stage: 'agent → robot token (match/agent)', test: (frame) => /match\/agent\.js$/.test(frame.url) || frame.functionName.includes('compatible;') },
  { stage: 'rule lookup + precedence (rule-index, pattern, dialects)', test: (frame) => /match\/(rule-index|pattern)\.js$|match\/dialects\//.test(frame.url) },
  { stage: 'isAllowed + policy cache (match/compile)', test: (frame) => /match\/compile\.js$/.test(frame.url) },
  { stage: 'bench loop', test: (frame) => /bench\/sections\//.test(frame.url) },
];

/** Targets from the project brief. */
const TARGETS = { isAllowedRatio: 10, compileRatio: 1 };

export async function runMatcherSection({ library, robotsParser, corpus, plan, distDir }) {
  const { files, totalBytes } = corpus;
  const random = seededRandom(2022);
  const requests = files.map((file) => requestsFor(library.parse(file.text), random));
  const compileResult = compileThroughput(library, robotsParser, files, totalBytes, requests, plan);
  const isAllowedResult = reportIsAllowed(await isAllowedThroughput(distDir, plan), files, plan);
  const profile = plan.profile ? await isAllowedProfile(library, files, requests) : undefined;
  return { compile: compileResult, isAllowed: { ...isAllowedResult, profile }, targets: TARGETS };
}

/** Where a warm rfc9309 isAllowed call spends its time: a profile of repeated passes over every 4th file. */
async function isAllowedProfile(library, files, requests) {
  const sample = [];
  for (let i = 0; i < files.length; i += 4) sample.push({ robots: library.compile(files[i].text), ...requests[i] });
  let sink = 0;
  const pass = () => {
    for (const entry of sample) for (const agent of entry.agents) for (const url of entry.urls) if (entry.robots.isAllowed(url, agent)) sink++;
  };
  pass();
  const profile = summariseProfile(await profileRegion(() => { for (let i = 0; i < 5; i++) pass(); }), IS_ALLOWED_STAGES);
  if (sink === 0) throw new Error('isAllowed profile asked nothing');
  printTable(
    `§3c CPU profile of warm isAllowed() calls, rfc9309 (${fmt(profile.sampledMs / 1000)} s sampled): self time by stage`,
    ['stage', 'share of samples'],
    profile.stages.map((entry) => [entry.stage, `${fmt(entry.percent)} %`]),
  );
  printTable(
    '    functions with the most self time',
    ['function', 'stage', 'share'],
    profile.topFunctions.map((entry) => [entry.function, entry.stage, `${fmt(entry.percent)} %`]),
  );
  return profile;
}

function compileThroughput(library, robotsParser, files, totalBytes, requests, plan) {
  const robotsUrl = `${ORIGIN}/robots.txt`;
  let sink = 0;
  const contenders = [
    { name: 'robots-parser', run: () => { for (const file of files) sink += robotsParser(robotsUrl, file.text)._sitemaps.length + 1; } },
    ...DIALECTS.map((dialect) => ({
      name: dialect,
      run: () => { for (const file of files) sink += library.compile(file.text, { dialect }).model.groups.length + 1; },
    })),
    {
      // compile() builds each robot's rule index lazily, on its first question: this row includes it.
      name: 'rfc9309 + first answer',
      run: () => {
        files.forEach((file, i) => {
          const robots = library.compile(file.text);
          for (const agent of requests[i].agents) sink += robots.isAllowed(`${ORIGIN}/`, agent) ? 1 : 0;
        });
      },
    },
  ];
  const rounds = interleavedRounds(contenders, plan.compile);
  if (sink === 0) throw new Error('compile produced nothing');
  const theirs = mbPerSecond(totalBytes, rounds['robots-parser'].medianMs);
  const rows = contenders.slice(1).map(({ name }) => {
    const mbps = mbPerSecond(totalBytes, rounds[name].medianMs);
    return { dialect: name, ms: round2(rounds[name].medianMs), MBps: round2(mbps), ratio: round2(mbps / theirs) };
  });
  printTable(
    `§3a compile() throughput over corpus/top-sites (${fmt(totalBytes / 1e6)} MB) vs robots-parser's parse; median of ${plan.compile.rounds} interleaved rounds`,
    ['compile', 'median time', 'MB/s', 'ours / robots-parser', `target ≥ ${TARGETS.compileRatio}×`],
    [
      ...rows.map((row) => [row.dialect, fmtDuration(row.ms), fmt(row.MBps), fmtRatio(row.ratio), row.ratio >= TARGETS.compileRatio ? 'met' : 'NOT met']),
      ['robots-parser robotsParser()', fmtDuration(rounds['robots-parser'].medianMs), fmt(theirs), '', ''],
    ],
  );
  note('"rfc9309 + first answer" adds one isAllowed per agent (4 per file): compile() builds rule indexes lazily, robots-parser at parse.');
  return { robotsParserMs: round2(rounds['robots-parser'].medianMs), robotsParserMBps: round2(theirs), dialects: rows };
}

/**
 * Each contender (every dialect, and robots-parser) runs in its own worker
 * thread, so that no contender's JIT feedback slows another's (a crawler
 * uses one matcher; see workers/is-allowed.mjs). The workers compile the
 * whole corpus untimed, ask every question once (the cold pass: ours builds
 * each agent's rule index here), then run the warm passes one worker at a
 * time, interleaved, so they never compete for the CPU. Only `isAllowed`
 * calls are on the clock.
 */
async function isAllowedThroughput(distDir, plan) {
  const names = [...DIALECTS, 'robots-parser'];
  const workers = Object.fromEntries(names.map((name) => [name, startWorker(name, distDir)]));
  try {
    const ready = {};
    // One worker at a time: loading and compiling is the heavy part, and two at once would share the CPU.
    for (const name of names) ready[name] = await workers[name].next();
    const calls = ready['robots-parser'].calls;
    const cold = {};
    const verdicts = {};
    for (const name of names) {
      const answer = await workers[name].ask({ type: 'cold' });
      cold[name] = answer.ms;
      verdicts[name] = answer.verdicts;
    }
    const warm = Object.fromEntries(names.map((name) => [name, []]));
    for (let round = 0; round < plan.isAllowedRounds; round++) {
      const order = round % 2 === 0 ? names : [...names].reverse();
      for (const name of order) warm[name].push((await workers[name].ask({ type: 'warm' })).ms);
    }
    return { calls, cold, warm, agreement: agreementOf(verdicts) };
  } finally {
    await Promise.all(names.map((name) => workers[name].stop()));
  }
}

/** A worker for one contender, with a promise per answer. */
function startWorker(contender, distDir) {
  const worker = new Worker(new URL('../workers/is-allowed.mjs', import.meta.url), {
    // A worker inherits the parent's --expose-gc.
    workerData: { contender, distDir },
  });
  const waiting = [];
  const arrived = [];
  worker.on('message', (message) => (waiting.length > 0 ? waiting.shift().resolve(message) : arrived.push(message)));
  worker.on('error', (error) => {
    for (const pending of waiting.splice(0)) pending.reject(error);
  });
  const next = () => (arrived.length > 0 ? Promise.resolve(arrived.shift()) : new Promise((resolve, reject) => waiting.push({ resolve, reject })));
  return {
    next,
    ask(message) {
      worker.postMessage(message);
      return next();
    },
    stop: () => worker.terminate(),
  };
}

/** How often rfc9309 and google give robots-parser's verdict, over the calls where it gives one. */
function agreementOf(verdicts) {
  const theirs = verdicts['robots-parser'];
  const agreement = { rfc9309: 0, google: 0, comparable: 0 };
  for (let k = 0; k < theirs.length; k++) {
    if (theirs[k] === 2) continue;
    agreement.comparable++;
    if (verdicts.rfc9309[k] === theirs[k]) agreement.rfc9309++;
    if (verdicts.google[k] === theirs[k]) agreement.google++;
  }
  return agreement;
}

/** The §3b table from the workers' timings. */
function reportIsAllowed({ calls, cold, warm, agreement }, files, plan) {
  const names = [...DIALECTS, 'robots-parser'];
  const perSecond = (ms) => calls / (ms / 1000);
  const theirsWarm = perSecond(median(warm['robots-parser']));
  const rows = names.map((name) => {
    const warmRate = perSecond(median(warm[name]));
    return {
      matcher: name,
      callsPerSecond: Math.round(warmRate),
      nsPerCall: Math.round(1e9 / warmRate),
      coldCallsPerSecond: Math.round(perSecond(cold[name])),
      ratio: round2(warmRate / theirsWarm),
    };
  });
  printTable(
    `§3b isAllowed(): ${fmt(calls)} calls (${files.length} files × 20 URLs × 4 agents), each contender in its own worker, only the calls timed; median of ${plan.isAllowedRounds} rounds`,
    ['matcher', 'calls/s', 'per call', 'ours / robots-parser', `target ≥ ${TARGETS.isAllowedRatio}×`, 'first pass calls/s'],
    rows.map((row) => [
      row.matcher === 'robots-parser' ? 'robots-parser' : `ours, ${row.matcher}`,
      fmt(row.callsPerSecond),
      fmtDuration(row.nsPerCall / 1e6),
      row.matcher === 'robots-parser' ? '' : fmtRatio(row.ratio),
      row.matcher === 'robots-parser' ? '' : row.ratio >= TARGETS.isAllowedRatio ? 'met' : 'NOT met',
      fmt(row.coldCallsPerSecond),
    ]),
  );
  note('First pass: each (file, agent) asked for the first time; ours builds that agent\'s rule index then.');
  note(
    `Same verdict as robots-parser: rfc9309 ${fmt((agreement.rfc9309 / agreement.comparable) * 100)} %, google ${fmt((agreement.google / agreement.comparable) * 100)} % ` +
      `of ${fmt(agreement.comparable)} comparable calls (robots-parser strips bingbot's header to "mozilla", among other differences).`,
  );
  return {
    calls,
    rounds: plan.isAllowedRounds,
    matchers: rows,
    agreementWithRobotsParser: {
      comparable: agreement.comparable,
      rfc9309: round2(agreement.rfc9309 / agreement.comparable),
      google: round2(agreement.google / agreement.comparable),
    },
  };
}
