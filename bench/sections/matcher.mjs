/**
 * §3 The matcher: `compile` throughput per dialect against robots-parser's
 * parse, and `isAllowed` calls per second against robots-parser's
 * `isAllowed` on the same (file, URL, agent) triples.
 */
import { requestsFor } from '../lib/corpus.mjs';
import { fmt, fmtDuration, fmtRatio, mbPerSecond, median, note, printTable, round2, seededRandom } from '../lib/measure.mjs';
import { GC_STAGE, printProfile, profileRegion, summariseProfile } from '../lib/profile.mjs';
import { startWorker } from '../lib/worker.mjs';

const DIALECTS = ['1994', 'draft-1996', 'rfc9309', 'google'];

/** Profile frames by isAllowed stage. */
const IS_ALLOWED_STAGES = [
  GC_STAGE,
  { stage: 'URL → path (match/url)', test: (frame) => /match\/url\.[jt]s$/.test(frame.url) },
  { stage: 'path normalisation (match/percent)', test: (frame) => /match\/percent\.[jt]s$/.test(frame.url) },
  { stage: 'agent → robot token (match/agent)', test: (frame) => /match\/agent\.[jt]s$/.test(frame.url) || frame.functionName.includes('compatible;') },
  {
    stage: 'rule lookup + precedence (rule-index, pattern, dialects)',
    test: (frame) => /match\/(rule-index|pattern)\.[jt]s$|match\/dialects\//.test(frame.url),
  },
  { stage: 'isAllowed + policy cache (match/compile)', test: (frame) => /match\/compile\.[jt]s$/.test(frame.url) },
  { stage: 'bench loop', test: (frame) => /bench\/sections\//.test(frame.url) },
];

/** Targets from the project brief. */
const TARGETS = { isAllowedRatio: 10, compileRatio: 1 };

export async function runMatcherSection({ library, corpus, plan, distDir }) {
  const { files, totalBytes } = corpus;
  const random = seededRandom(2022);
  const requests = files.map((file) => requestsFor(library.parse(file.text), random));
  const { workers, calls } = await startWorkers(distDir);
  let compileResult;
  let isAllowedResult;
  try {
    compileResult = await compileThroughput(workers, totalBytes, plan);
    isAllowedResult = reportIsAllowed(await isAllowedThroughput(workers, calls, plan), files, plan);
  } finally {
    await stopWorkers(workers);
  }
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
  // Collect the cold pass's garbage (and the corpus loading's) now, so the profile holds the warm calls' own GC only.
  if (typeof globalThis.gc === 'function') globalThis.gc();
  const profile = summariseProfile(
    await profileRegion(() => {
      for (let i = 0; i < 5; i++) pass();
    }),
    IS_ALLOWED_STAGES,
  );
  if (sink === 0) throw new Error('isAllowed profile asked nothing');
  printProfile(`§3c CPU profile of warm isAllowed() calls, rfc9309 (${fmt(profile.sampledMs / 1000)} s sampled): self time by stage`, profile);
  return profile;
}

/**
 * compile() of every file, per dialect, against robots-parser's parse, each
 * contender in its own worker (see below), rounds interleaved one worker at a time.
 */
async function compileThroughput(workers, totalBytes, plan) {
  const names = ['robots-parser', ...DIALECTS, 'rfc9309 + first answer'];
  const ask = (name) => (name === 'rfc9309 + first answer' ? workers.rfc9309.ask({ type: 'compile-first' }) : workers[name].ask({ type: 'compile' }));
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < plan.compile.warmup + plan.compile.rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const { ms } = await ask(name);
      if (round >= plan.compile.warmup) samples[name].push(ms);
    }
  }
  const medianMs = Object.fromEntries(names.map((name) => [name, median(samples[name])]));
  const theirs = mbPerSecond(totalBytes, medianMs['robots-parser']);
  const rows = names.slice(1).map((name) => {
    const mbps = mbPerSecond(totalBytes, medianMs[name]);
    return {
      dialect: name,
      ms: round2(medianMs[name]),
      MBps: round2(mbps),
      ratio: round2(mbps / theirs),
      roundRatios: roundRatios(samples['robots-parser'], samples[name]),
    };
  });
  printTable(
    `§3a compile() throughput over corpus/top-sites (${fmt(totalBytes / 1e6)} MB) vs robots-parser's parse, each contender in its own worker; median of ${plan.compile.rounds} interleaved rounds`,
    ['compile', 'median time', 'MB/s', 'ours / robots-parser', 'round by round', `target ≥ ${TARGETS.compileRatio}×`],
    [
      ...rows.map((row) => [
        row.dialect,
        fmtDuration(row.ms),
        fmt(row.MBps),
        fmtRatio(row.ratio),
        fmtRange(row.roundRatios),
        row.ratio >= TARGETS.compileRatio ? 'met' : 'NOT met',
      ]),
      ['robots-parser robotsParser()', fmtDuration(medianMs['robots-parser']), fmt(theirs), '', '', ''],
    ],
  );
  note("Round by round: the lowest and highest ratio of one round's pass to robots-parser's pass in the same round (the spread the machine adds).");
  note('"rfc9309 + first answer" adds one isAllowed per agent (4 per file): compile() builds rule indexes lazily, robots-parser at parse.');
  return { robotsParserMs: round2(medianMs['robots-parser']), robotsParserMBps: round2(theirs), dialects: rows };
}

/**
 * Each contender (every dialect, and robots-parser) runs in its own worker
 * thread, so that no contender's JIT feedback slows another's (a crawler
 * uses one matcher; see workers/matcher.mjs). The workers compile the
 * whole corpus untimed, ask every question once (the cold pass: ours builds
 * each agent's rule index here), then run the warm passes one worker at a
 * time, interleaved, so they never compete for the CPU. Only `isAllowed`
 * calls are on the clock.
 */
async function isAllowedThroughput(workers, calls, plan) {
  const names = [...DIALECTS, 'robots-parser'];
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
}

/** One worker per contender, started one at a time: loading and compiling the corpus is the heavy part. */
async function startWorkers(distDir) {
  const workers = {};
  let calls = 0;
  try {
    for (const name of [...DIALECTS, 'robots-parser']) {
      workers[name] = startWorker(new URL('../workers/matcher.mjs', import.meta.url), { contender: name, distDir });
      calls = (await workers[name].next()).calls;
    }
  } catch (error) {
    await stopWorkers(workers);
    throw error;
  }
  return { workers, calls };
}

function stopWorkers(workers) {
  return Promise.all(Object.values(workers).map((worker) => worker.stop()));
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

/** Per round, robots-parser's time over ours: [lowest, highest], rounds paired by index (they ran back to back). */
function roundRatios(theirsMs, oursMs) {
  const ratios = oursMs.map((ms, round) => theirsMs[round] / ms);
  return [round2(Math.min(...ratios)), round2(Math.max(...ratios))];
}

function fmtRange([low, high]) {
  return `${fmtRatio(low)}–${fmtRatio(high)}`;
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
      roundRatios: roundRatios(warm['robots-parser'], warm[name]),
    };
  });
  printTable(
    `§3b isAllowed(): ${fmt(calls)} calls (${files.length} files × 20 URLs × 4 agents), each contender in its own worker, only the calls timed; median of ${plan.isAllowedRounds} rounds`,
    ['matcher', 'calls/s', 'per call', 'ours / robots-parser', 'round by round', `target ≥ ${TARGETS.isAllowedRatio}×`, 'first pass calls/s'],
    rows.map((row) => [
      row.matcher === 'robots-parser' ? 'robots-parser' : `ours, ${row.matcher}`,
      fmt(row.callsPerSecond),
      fmtDuration(row.nsPerCall / 1e6),
      row.matcher === 'robots-parser' ? '' : fmtRatio(row.ratio),
      row.matcher === 'robots-parser' ? '' : fmtRange(row.roundRatios),
      row.matcher === 'robots-parser' ? '' : row.ratio >= TARGETS.isAllowedRatio ? 'met' : 'NOT met',
      fmt(row.coldCallsPerSecond),
    ]),
  );
  note("First pass: each (file, agent) asked for the first time; ours builds that agent's rule index then.");
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
