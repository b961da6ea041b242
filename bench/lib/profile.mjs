/**
 * CPU profiles of one region of the bench (the V8 sampling profiler through
 * `node:inspector`, the same data as `node --cpu-prof`), summed by stage to
 * say what limits a number.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { fmt, printTable } from './measure.mjs';

/** Sampling interval in microseconds (V8's default is 1000). */
const SAMPLING_INTERVAL_US = 250;

/**
 * Profiles `fn()` and returns the self time of every sampled frame.
 *
 * @returns {Promise<{ frames: { functionName: string, url: string, lineNumber: number }[], micros: number[] }>}
 */
export async function profileRegion(fn) {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await session.post('Profiler.start');
    fn();
    const { profile } = await session.post('Profiler.stop');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const frames = [];
    const micros = [];
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id).callFrame;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      // The inspector's own message dispatch (serialising the profile on stop) is not the workload.
      if (frame.functionName === 'dispatch' && frame.url === '') return;
      frames.push(originalFrame(frame));
      micros.push(profile.timeDeltas[index] ?? 0);
    });
    return { frames, micros };
  } finally {
    session.disconnect();
  }
}

/** Source maps of the bundled library (dist/esm/*.js), by file URL; `null` when a file has none. */
const sourceMaps = new Map();

function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    let map = null;
    if (url.startsWith('file:') && url.includes('/dist/')) {
      const mapFile = `${fileURLToPath(url)}.map`;
      if (existsSync(mapFile)) map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
    }
    sourceMaps.set(url, map);
  }
  return sourceMaps.get(url);
}

/**
 * The library is bundled (one file per entry point): a frame names its
 * original module (`src/syntax/scan.ts`, `grammar/tokens.ts`) through the
 * bundle's source map, so profiles are summed by module as before.
 */
function originalFrame(frame) {
  const map = sourceMapOf(frame.url);
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry?.originalSource) return frame;
  return { ...frame, url: entry.originalSource, lineNumber: entry.originalLine, columnNumber: entry.originalColumn };
}

function label(frame) {
  const file = frame.url ? frame.url.split('/').slice(-2).join('/') : '';
  return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
}

/**
 * Sums self time by stage. `stages` is a list of `{ stage, test(frame) }`;
 * the first that matches a frame names its stage, else `other`.
 */
export function summariseProfile({ frames, micros }, stages, { top = 10 } = {}) {
  const byStage = new Map();
  const byFunction = new Map();
  let total = 0;
  frames.forEach((frame, index) => {
    const time = micros[index];
    total += time;
    const stage = stages.find((entry) => entry.test(frame))?.stage ?? 'other';
    byStage.set(stage, (byStage.get(stage) ?? 0) + time);
    const name = label(frame);
    const entry = byFunction.get(name) ?? { name, stage, micros: 0 };
    entry.micros += time;
    byFunction.set(name, entry);
  });
  const share = (time) => Math.round((time / total) * 1000) / 10;
  return {
    sampledMs: Math.round(total / 1000),
    stages: [...byStage].sort((a, b) => b[1] - a[1]).map(([stage, time]) => ({ stage, percent: share(time) })),
    topFunctions: [...byFunction.values()]
      .sort((a, b) => b.micros - a.micros)
      .slice(0, top)
      .map((entry) => ({ function: entry.name, stage: entry.stage, percent: share(entry.micros) })),
  };
}

/** Frames of garbage collection. */
/** Prints a summarised profile: self time by stage, then the functions with the most self time. */
export function printProfile(title, profile) {
  printTable(
    title,
    ['stage', 'share of samples'],
    profile.stages.map((entry) => [entry.stage, `${fmt(entry.percent)} %`]),
  );
  printTable(
    '    functions with the most self time',
    ['function', 'stage', 'share'],
    profile.topFunctions.map((entry) => [entry.function, entry.stage, `${fmt(entry.percent)} %`]),
  );
}

export const GC_STAGE = { stage: 'garbage collection', test: (frame) => frame.functionName === '(garbage collector)' };
