/**
 * Timing, statistics and table printing shared by every bench section.
 *
 * Timings use `performance.now()`. Contenders that are compared are run
 * interleaved (A, B, A, B, … with the order flipped every round) so that a
 * slow phase of the machine hurts both, and the median of the rounds is
 * reported, never the best or the mean.
 */
import { PerformanceObserver } from 'node:perf_hooks';

/** Forces a full garbage collection when node runs with `--expose-gc` (a no-op otherwise). */
export function collectGarbage() {
  if (typeof globalThis.gc === 'function') {
    globalThis.gc();
    globalThis.gc();
  }
}

/** The median of a list of numbers (the mean of the middle two for even lengths). */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Milliseconds taken by `fn()`. */
export function timeMs(fn) {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/**
 * Runs every contender `warmup` times, then `rounds` times interleaved, with a
 * full GC before each timed run so one contender's garbage is not collected on
 * the other's clock. Returns `{ [name]: { medianMs, samplesMs } }`.
 *
 * @param {{ name: string, run: () => void }[]} contenders
 * @param {{ warmup: number, rounds: number, gcBefore?: boolean }} plan `gcBefore: false` skips
 *   the GC before each run (a full GC of a large heap can cost more than the run itself)
 */
export function interleavedRounds(contenders, { warmup, rounds, gcBefore = true }) {
  for (let i = 0; i < warmup; i++) for (const contender of contenders) contender.run();
  const windows = Object.fromEntries(contenders.map((contender) => [contender.name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? contenders : [...contenders].reverse();
    for (const contender of order) {
      if (gcBefore) collectGarbage();
      const start = performance.now();
      contender.run();
      windows[contender.name].push([start, performance.now()]);
    }
  }
  return Object.fromEntries(
    Object.entries(windows).map(([name, list]) => {
      const samplesMs = list.map(([start, end]) => end - start);
      return [name, { medianMs: median(samplesMs), samplesMs: samplesMs.map(round2), windows: list }];
    }),
  );
}

/** Garbage-collection pauses seen since {@link trackGc} was called: [startTime, duration] in ms. */
const gcPauses = [];
let gcObserver;

/** Starts recording GC pauses (`perf_hooks` "gc" entries), to tell GC time from work time. */
export function trackGc() {
  if (gcObserver) return;
  gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcPauses.push([entry.startTime, entry.duration]);
  });
  gcObserver.observe({ entryTypes: ['gc'] });
}

/**
 * The share of each timed window spent in GC pauses (median over windows).
 * GC entries arrive asynchronously, so this waits for them first.
 *
 * @param {[number, number][]} windows [start, end] pairs from {@link interleavedRounds}
 */
export async function gcShare(windows) {
  await new Promise((resolve) => setTimeout(resolve, 20));
  const shares = windows.map(([start, end]) => {
    let paused = 0;
    for (const [at, duration] of gcPauses) if (at >= start && at < end) paused += Math.min(duration, end - at);
    return paused / (end - start);
  });
  return median(shares);
}

/** Megabytes (10^6 bytes) per second. */
export function mbPerSecond(bytes, ms) {
  return bytes / 1e6 / (ms / 1000);
}

/** Rounds for the JSON report: two decimals, or four significant digits for small values. */
export function round2(value) {
  if (!Number.isFinite(value)) return value;
  return Math.abs(value) >= 100 ? Math.round(value * 100) / 100 : Number(value.toPrecision(4));
}

/** A number for a table cell: 3 significant digits, thousands separated. */
export function fmt(value, digits = 3) {
  if (value === undefined || value === null || Number.isNaN(value)) return '–';
  if (typeof value === 'string') return value;
  const abs = Math.abs(value);
  if (abs >= 10 ** digits) return Math.round(value).toLocaleString('en-US');
  return Number(value.toPrecision(digits)).toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** A ratio for a table cell, e.g. `2.41×`. */
export function fmtRatio(value) {
  return Number.isFinite(value) ? `${fmt(value)}×` : '–';
}

/** A duration for a table cell, in the unit that keeps it readable. */
export function fmtDuration(ms) {
  if (!Number.isFinite(ms)) return '–';
  if (ms >= 1000) return `${fmt(ms / 1000)} s`;
  if (ms >= 1) return `${fmt(ms)} ms`;
  return `${fmt(ms * 1000)} µs`;
}

/**
 * Prints a left-aligned first column and right-aligned others.
 *
 * @param {string} title
 * @param {string[]} header
 * @param {(string|number)[][]} rows
 */
export function printTable(title, header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(cells[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** Prints an indented note under a table. */
export function note(text) {
  console.log(`  ${text}`);
}

/** A deterministic pseudo-random generator (mulberry32), so every run uses the same inputs. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
