/**
 * §playground The playground's budgets, measured in headless Chromium (Debian's, through playwright-core):
 *
 * - page weight: the built page's JavaScript and CSS, gzipped (-9), from the files scripts/playground.mjs writes;
 * - time to interactive: navigation start to `body[data-ready="true"]` (editor, linter and tester live), in a
 *   fresh browser context for each load (nothing cached, no service worker yet), median of the loads;
 * - lint as you type: a corpus file near 100 KB put in the editor, then single characters typed through the
 *   editor one at a time, each waited for until its lint has run; the durations are the page's own
 *   `performance.measure('robotstxt-lint')` entries (one per lint run), p50 and p99 over the edits.
 *
 * Timing is printed against the budgets and never fails the run (a shared machine moves it); the tests hold the
 * page's behaviour, not its speed. Part of `npm run bench` (bench/run.mjs), or alone:
 *
 *   node bench/playground-budgets.mjs [--quick]
 */
/* global document, window, MutationObserver -- the functions passed to page.evaluate run in the page */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildPlaygroundFolder, launchChromium, serveFolder } from '../test/helpers/playground-browser.mjs';
import { CORPUS_DIR } from './lib/load.mjs';
import { fmt, median, note, printTable, round2 } from './lib/measure.mjs';

/** The page's budgets: what a visitor downloads before the page works, how soon it works, and one frame per keystroke. */
export const BUDGETS = {
  /** JavaScript and CSS, gzipped. */
  pageWeightGzipBytes: 250_000,
  /** Navigation start to interactive, median. */
  timeToInteractiveMs: 1_000,
  /** One lint run after a keystroke, 99th percentile: one frame at 60 Hz (issue 27). */
  lintP99Ms: 16,
};

/** The size the lint-as-you-type budget is stated for. */
const TYPING_FILE_BYTES = 100_000;

/** Characters typed one at a time at the end of the file: a rule being written. */
const TYPED = '\nDisallow: /a-path-typed-one-character-at-a-time/';

const DEFAULT_PLAN = { loads: 7, edits: 60 };

export async function runPlaygroundSection({ plan } = {}) {
  const { loads, edits } = { ...DEFAULT_PLAN, ...plan?.playground };
  const folder = await buildPlaygroundFolder();
  try {
    const weight = pageWeight(folder.dir);
    let browser;
    try {
      browser = await launchChromium();
    } catch (error) {
      printWeight(weight);
      note(`time to interactive and lint latency not measured: ${error instanceof Error ? error.message : String(error)}`);
      return { weight, budgets: BUDGETS };
    }
    const served = await serveFolder(folder.dir);
    try {
      const interactive = await timeToInteractive(browser, served.url, loads);
      const typing = await lintWhileTyping(browser, served.url, edits);
      const result = { weight, interactive, typing, budgets: BUDGETS };
      printBudgets(result, loads);
      return result;
    } finally {
      await served.close();
      await browser.close();
    }
  } finally {
    folder.remove();
  }
}

/** Every file of the built page, raw and gzipped; the budget counts its JavaScript and CSS. */
function pageWeight(dir) {
  const files = readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .sort()
    .map((name) => {
      const bytes = readFileSync(path.join(dir, name));
      return { name, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
    });
  const counted = files.filter((file) => /\.(js|css)$/.test(file.name));
  const gzipBytes = counted.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, jsCssGzipBytes: gzipBytes, met: gzipBytes <= BUDGETS.pageWeightGzipBytes };
}

/** Milliseconds from navigation start to `body[data-ready="true"]`, each load in a fresh context. */
async function timeToInteractive(browser, url, loads) {
  const samples = [];
  // The first load warms the machine's file cache and Chromium's own start-up; it is not counted.
  for (let load = 0; load <= loads; load++) {
    const context = await browser.newContext();
    try {
      // A mark when the page says it is ready: its time is since navigation start.
      await context.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (document.body?.dataset.ready !== 'true') return;
          performance.mark('bench-playground-ready');
          observer.disconnect();
        });
        observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
      });
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
      const readyAt = await page.evaluate(() => performance.getEntriesByName('bench-playground-ready')[0]?.startTime);
      if (load > 0 && typeof readyAt === 'number') samples.push(readyAt);
    } finally {
      await context.close();
    }
  }
  const ms = median(samples);
  return { medianMs: round2(ms), samplesMs: samples.map(round2), met: ms <= BUDGETS.timeToInteractiveMs };
}

/** The corpus file nearest 100 KB (top-sites and real), so the measure is of a real file, not a synthetic one. */
function typingFile() {
  let best;
  for (const set of ['top-sites', 'real']) {
    const dir = path.join(CORPUS_DIR, set);
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const stat = statSync(file);
      if (!stat.isFile() || name.endsWith('.tsv')) continue;
      const size = stat.size;
      if (best === undefined || Math.abs(size - TYPING_FILE_BYTES) < Math.abs(best.size - TYPING_FILE_BYTES)) best = { file, size, name: `${set}/${name}` };
    }
  }
  return best;
}

/** The page's lint measures while characters are typed one at a time at the end of a ~100 KB file. */
async function lintWhileTyping(browser, url, edits) {
  const source = typingFile();
  const text = new TextDecoder().decode(readFileSync(source.file));
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
    const lintRuns = () => page.evaluate(() => performance.getEntriesByName('robotstxt-lint').length);
    const afterRun = async (before) =>
      page.waitForFunction((count) => performance.getEntriesByName('robotstxt-lint').length > count, before, { timeout: 60_000 });
    let runs = await lintRuns();
    await page.evaluate((value) => window.playground.setText(value), text);
    await afterRun(runs);
    await page.click('#editor .cm-content');
    await page.keyboard.press('Control+End');
    const durations = [];
    for (let edit = 0; edit < edits; edit++) {
      runs = await lintRuns();
      const character = TYPED[edit % TYPED.length];
      await (character === '\n' ? page.keyboard.press('Enter') : page.keyboard.type(character));
      await afterRun(runs);
      const entries = await page.evaluate(
        (from) =>
          performance
            .getEntriesByName('robotstxt-lint')
            .slice(from)
            .map((entry) => entry.duration),
        runs,
      );
      durations.push(...entries);
    }
    const sorted = [...durations].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return {
      file: source.name,
      fileBytes: source.size,
      edits,
      lintRuns: durations.length,
      p50Ms: round2(at(0.5)),
      p99Ms: round2(at(0.99)),
      maxMs: round2(sorted[sorted.length - 1]),
      met: at(0.99) <= BUDGETS.lintP99Ms,
    };
  } finally {
    await context.close();
  }
}

const verdict = (met) => (met ? 'met' : 'NOT met');

function printWeight(weight) {
  printTable(
    '§playground The built page (gzip -9)',
    ['file', 'bytes', 'gzipped'],
    weight.files.map((file) => [file.name, fmt(file.bytes / 1000) + ' kB', fmt(file.gzipBytes / 1000) + ' kB']),
  );
}

function printBudgets({ weight, interactive, typing }, loads) {
  printWeight(weight);
  printTable(
    `§playground Budgets in headless Chromium (time to interactive: median of ${loads} fresh loads; lint: ${typing.edits} characters typed into ${typing.file}, ${fmt(typing.fileBytes / 1000)} kB)`,
    ['budget', 'limit', 'measured', ''],
    [
      ['page weight (JS + CSS, gzipped)', `${fmt(BUDGETS.pageWeightGzipBytes / 1000)} kB`, `${fmt(weight.jsCssGzipBytes / 1000)} kB`, verdict(weight.met)],
      ['time to interactive (median)', `${BUDGETS.timeToInteractiveMs} ms`, `${fmt(interactive.medianMs)} ms`, verdict(interactive.met)],
      ['lint as you type, p99', `${BUDGETS.lintP99Ms} ms`, `${fmt(typing.p99Ms)} ms`, verdict(typing.met)],
      ['  p50', '', `${fmt(typing.p50Ms)} ms`, ''],
      ['  highest', '', `${fmt(typing.maxMs)} ms`, ''],
    ],
  );
  note(`time to interactive, each load: ${interactive.samplesMs.map((ms) => fmt(ms)).join(', ')} ms`);
  note(`${typing.lintRuns} lint runs for ${typing.edits} edits; timings move with the machine's load and never fail the run`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const quick = process.argv.includes('--quick');
  runPlaygroundSection({ plan: { playground: quick ? { loads: 3, edits: 20 } : DEFAULT_PLAN } }).catch((error) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
