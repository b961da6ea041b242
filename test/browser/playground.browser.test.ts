/**
 * The playground in a real browser (Debian's Chromium through playwright-core): every answer the page shows is
 * the library's answer for the same text, computed here. The page is driven only through the hooks of its test
 * contract: `body[data-ready]`, `window.playground`, `#editor .cm-content` and the
 * `data-testid` controls. Nothing waits for a time: each step waits for a state (a selector, or a value read until
 * it is the expected one). Each state is saved as test-output/screenshots/<test>-<state>.png for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { aiAccess, applyEdits, compile, decodeBytes, diffMeaning, DIALECTS, encodeText, fixText, format, lint, type Dialect } from '../../src/index.ts';
import { buildPlaygroundFolder, closeAll, launchChromium, screenshots, serveFolder, type PlaygroundFolder, type ServedFolder } from '../helpers/browser.ts';

/** How long a state may take to appear: lint runs after a short delay, the tester on every input. */
const SETTLE = { timeout: 15_000 };

/** Typed through the editor: a space before a colon (a safe fix). */
const TYPED = 'User-agent: *\nDisallow : /a/\n';

/** Findings with safe fixes that do not touch each other (a space before a colon, lower-case escapes, a duplicate rule) and one with a suggestion only (a misspelt field). */
const LINTED = 'User-agent: FooBot\nDisallow : /private\nDisallow: /caf%c3%a9/\nUser-agent: *\nDisallow: /a/\nDisallow: /a/\nDisalow: /tmp/\n';

/**
 * The dialects disagree on this file: under 1994, draft-1996 and revisited-1996 the blank line ends webcrawler's
 * record, under rfc9309 and google webcrawler joins lycra's group; only rfc9309 and google read `*` and `$`; 1994
 * ignores `Allow`.
 */
const DISAGREEING = 'User-agent: webcrawler\n\nUser-agent: lycra\nDisallow: /\n\nUser-agent: *\nDisallow: /*.pdf$\nAllow: /private/open\nDisallow: /private\n';
const AGENTS = ['FooBot', 'webcrawler'];
const URLS = ['/private/open', '/a.pdf', '/', 'https://example.com/private/x?y=1'];

let folder: PlaygroundFolder | undefined;
let server: ServedFolder | undefined;
let browser: Browser | undefined;
/** One page most tests share, reset before each: loading the page is most of a test's time on a loaded machine. */
let shared: { context: BrowserContext; page: Page } | undefined;

/**
 * Why the page could not be opened (no Chromium, a build error): each test fails with it, so a run without
 * Chromium reports every test failed with one line saying how to install it, none skipped.
 */
let setupError: unknown;

beforeAll(async () => {
  try {
    folder = await buildPlaygroundFolder();
    server = await serveFolder(folder.dir);
    browser = await launchChromium();
    const context = await newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
    const page = await context.newPage();
    shared = { context, page };
    await open(page, server.url);
  } catch (error) {
    setupError = error;
  }
});

afterAll(() =>
  closeAll(
    shared && (() => shared!.context.close()),
    browser && (() => browser!.close()),
    server && (() => server!.close()),
    folder && (async () => folder!.remove()),
  ),
);

/** Screenshots of the viewport (a full-page one takes seconds), the part of the page named by `selector` scrolled into view. */
type Shot = (state: string, selector?: string) => Promise<void>;

interface Session {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly shot: Shot;
}

async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  if (setupError !== undefined) throw setupError;
  const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(SETTLE.timeout);
  return context;
}

function shooter(test: string, page: Page): Shot {
  const save = screenshots(test);
  return async (state, selector) => {
    if (selector !== undefined) await page.locator(selector).first().scrollIntoViewIfNeeded();
    await save(page, state);
  };
}

/** Runs `body` on the shared page, emptied first: no text, no robots, no URLs, no older version, the default dialects. */
async function withSharedPage(test: string, body: (session: Session) => Promise<void>): Promise<void> {
  if (setupError !== undefined) throw setupError;
  const { context, page } = shared!;
  // In one call: each action of its own costs a round trip, seconds on a loaded machine.
  await page.evaluate(() => {
    (window as unknown as PlaygroundWindow).playground.setText('');
    const set = (selector: string, value: string, event: string) => {
      const control = document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(selector)!;
      control.value = value;
      control.dispatchEvent(new Event(event, { bubbles: true }));
    };
    set('[data-testid=agents]', '', 'input');
    set('[data-testid=urls]', '', 'input');
    set('[data-testid=diff-old]', '', 'input');
    set('[data-testid=dialect]', 'rfc9309', 'change');
    set('[data-testid=test-dialects]', 'all', 'change');
    window.scrollTo(0, 0);
  });
  await body({ context, page, shot: shooter(test, page) });
}

/** Opens the page at `url` in a fresh context (nothing shared: storage, service worker), runs `body`, always closes the context. */
async function withNewContext(test: string, url: string, body: (session: Session) => Promise<void>): Promise<void> {
  const context = await newContext();
  try {
    const page = await context.newPage();
    await open(page, url);
    await body({ context, page, shot: shooter(test, page) });
  } finally {
    await context.close();
  }
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', SETTLE);
}

const getText = (page: Page): Promise<string> => page.evaluate(() => (window as unknown as PlaygroundWindow).playground.getText());
const setText = (page: Page, text: string): Promise<void> => page.evaluate((value) => (window as unknown as PlaygroundWindow).playground.setText(value), text);

interface PlaygroundWindow {
  playground: { getText(): string; setText(text: string): void };
}

interface Problem {
  readonly code: string;
  readonly line: number;
}

/** The problems list as (code, line) pairs, in line order. */
async function problems(page: Page): Promise<Problem[]> {
  const listed = await page.$$eval('[data-testid=problems] li', (items) => items.map((li) => ({ code: li.dataset.code ?? '', line: Number(li.dataset.line) })));
  return sortProblems(listed);
}

function sortProblems(list: readonly Problem[]): Problem[] {
  return [...list].sort((a, b) => a.line - b.line || a.code.localeCompare(b.code));
}

function expectedProblems(text: string, dialect: Dialect = 'rfc9309'): Problem[] {
  return sortProblems(lint(text, { dialect }).diagnostics.map((d) => ({ code: d.code, line: d.range.start.line })));
}

/** Types `text` through the editor line by line, closing any completion popup before each new line so Enter inserts a line break. */
async function typeText(page: Page, text: string): Promise<void> {
  await setText(page, '');
  await page.click('#editor .cm-content');
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    await page.keyboard.type(line);
    if (index < lines.length - 1) {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
    }
  }
}

interface Row {
  readonly agent: string;
  readonly url: string;
  readonly dialect: string;
  readonly verdict: string;
  readonly line: string;
  readonly disagree: boolean;
}

async function verdictRows(page: Page): Promise<Row[]> {
  const rows = await page.$$eval('[data-testid=verdicts] tr[data-dialect]', (trs) =>
    trs.map((tr) => ({
      agent: tr.dataset.agent ?? '',
      url: tr.dataset.url ?? '',
      dialect: tr.dataset.dialect ?? '',
      verdict: tr.dataset.verdict ?? '',
      line: tr.dataset.line ?? '',
      disagree: tr.dataset.disagree === 'true',
    })),
  );
  return sortRows(rows);
}

function sortRows(rows: readonly Row[]): Row[] {
  const key = (row: Row) => `${row.agent}\n${row.url}\n${row.dialect}`;
  return [...rows].sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * The library's verdicts for every (agent, URL) under each of `shown`, and which (agent, URL) pairs the five
 * dialects disagree on (marked whether or not every dialect is shown).
 */
function expectedRows(text: string, agents: readonly string[], urls: readonly string[], shown: readonly Dialect[]): Row[] {
  const compiled = DIALECTS.map((dialect) => ({ dialect, robots: compile(text, { dialect }) }));
  const rows: Row[] = [];
  for (const agent of agents) {
    for (const url of urls) {
      const answers = compiled.map(({ dialect, robots }) => ({ dialect, explanation: robots.explain(url, agent) }));
      const disagree = new Set(answers.map(({ explanation }) => explanation.allowed)).size > 1;
      for (const { dialect, explanation } of answers.filter((answer) => shown.includes(answer.dialect))) {
        rows.push({
          agent,
          url,
          dialect,
          verdict: explanation.allowed ? 'allowed' : 'disallowed',
          line: explanation.rule === undefined ? '' : String(explanation.rule.line),
          disagree,
        });
      }
    }
  }
  return sortRows(rows);
}

/** The text of line `line` (1-based) of `text`. */
function lineOf(text: string, line: number): string {
  return text.split(/\r\n|\r|\n/)[line - 1] ?? '';
}

/** The text of the editor's line marked as deciding (CodeMirror renders one element per line). */
const decidingLine = (page: Page): Promise<string[]> => page.$$eval('#editor .cm-deciding-line', (lines) => lines.map((line) => line.textContent ?? ''));

async function fillTester(page: Page, agents: readonly string[], urls: readonly string[]): Promise<void> {
  await page.fill('[data-testid=agents]', agents.join(', '));
  await page.fill('[data-testid=urls]', urls.join('\n'));
}

/** Opens `bytes` as robots.txt through the file input: the editor holds what decodeBytes() reads, and the problems are lint()'s. */
async function openFile(page: Page, bytes: Uint8Array): Promise<void> {
  await page.setInputFiles('[data-testid=open-file]', { name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(bytes) });
  const decoded = decodeBytes(bytes).text;
  await expect.poll(() => getText(page), SETTLE).toBe(decoded);
  await expect.poll(() => problems(page), SETTLE).toEqual(expectedProblems(decoded));
}

describe('the playground in Chromium', () => {
  it('lints what is typed as lint() does', async () => {
    await withSharedPage('typing', async ({ page, shot }) => {
      await typeText(page, TYPED);
      expect(await getText(page)).toBe(TYPED);
      const expected = expectedProblems(TYPED);
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => problems(page), SETTLE).toEqual(expected);
      await shot('typed');
    });
  });

  it('applies a fix as the library does, fixes all safe findings as fixText() does and formats as format() does', async () => {
    await withSharedPage('fix-format', async ({ page, shot }) => {
      await setText(page, LINTED);
      await expect.poll(() => problems(page), SETTLE).toEqual(expectedProblems(LINTED));
      await shot('findings', '[data-testid=problems]');

      const finding = lint(LINTED).diagnostics.find((d) => d.fixes.some((fix) => fix.kind === 'safe'))!;
      const fix = finding.fixes.find((candidate) => candidate.kind === 'safe')!;
      const button = page.locator(`[data-testid=problems] li[data-code="${finding.code}"][data-line="${finding.range.start.line}"] button[data-fix]`).first();
      expect(await button.getAttribute('data-fix')).toBe(fix.title);
      expect(await button.getAttribute('data-safe')).toBe('true');
      await button.click();
      const fixedOnce = applyEdits(LINTED, fix.edits);
      await expect.poll(() => getText(page), SETTLE).toBe(fixedOnce);
      await expect.poll(() => problems(page), SETTLE).toEqual(expectedProblems(fixedOnce));
      await shot('one-fix-applied', '[data-testid=problems]');

      await page.click('[data-testid=fix-all]');
      const fixedAll = fixText(fixedOnce, { dialect: 'rfc9309' }).text;
      expect(fixedAll).not.toBe(fixedOnce);
      await expect.poll(() => getText(page), SETTLE).toBe(fixedAll);
      await expect.poll(() => problems(page), SETTLE).toEqual(expectedProblems(fixedAll));
      await shot('fixed-all', '[data-testid=problems]');

      await page.click('[data-testid=format]');
      expect(format(fixedAll)).not.toBe(fixedAll);
      await expect.poll(() => getText(page), SETTLE).toBe(format(fixedAll));
      await shot('formatted');
    });
  });

  it('lints under the dialect chosen', async () => {
    await withSharedPage('lint-dialect', async ({ page, shot }) => {
      const text = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /a/\nAllow: /a/b\n';
      expect(expectedProblems(text, '1994')).not.toEqual(expectedProblems(text, 'rfc9309'));
      await setText(page, text);
      for (const dialect of ['1994', 'google'] as const) {
        await page.selectOption('[data-testid=dialect]', dialect);
        await expect.poll(() => problems(page), SETTLE).toEqual(expectedProblems(text, dialect));
        await shot(dialect, '[data-testid=problems]');
      }
    });
  });

  it('gives the verdict and deciding line of every dialect for every robot and URL, marks where the dialects disagree, and highlights the deciding line of a row clicked', async () => {
    await withSharedPage('tester', async ({ page, shot }) => {
      await setText(page, DISAGREEING);
      await fillTester(page, AGENTS, URLS);
      const expected = expectedRows(DISAGREEING, AGENTS, URLS, DIALECTS);
      expect(expected.some((row) => row.disagree)).toBe(true);
      expect(expected.some((row) => !row.disagree)).toBe(true);
      await expect.poll(() => verdictRows(page), SETTLE).toEqual(expected);
      await shot('all-dialects', '[data-testid=verdicts]');

      const deciding = expected.find((row) => row.line !== '' && row.line !== '1')!;
      await page.click(`[data-testid=verdicts] tr[data-agent="${deciding.agent}"][data-url="${deciding.url}"][data-dialect="${deciding.dialect}"]`);
      await expect.poll(() => decidingLine(page), SETTLE).toEqual([lineOf(DISAGREEING, Number(deciding.line))]);
      await shot('deciding-line', '#editor');

      await page.selectOption('[data-testid=test-dialects]', 'google');
      await expect.poll(() => verdictRows(page), SETTLE).toEqual(expectedRows(DISAGREEING, AGENTS, URLS, ['google']));

      // The tester follows the text as it changes.
      const edited = DISAGREEING.replace('Allow: /private/open\n', '');
      expect(expectedRows(edited, AGENTS, URLS, ['google'])).not.toEqual(expectedRows(DISAGREEING, AGENTS, URLS, ['google']));
      await setText(page, edited);
      await expect.poll(() => verdictRows(page), SETTLE).toEqual(expectedRows(edited, AGENTS, URLS, ['google']));
      await shot('google-after-edit', '[data-testid=verdicts]');
    });
  });

  it('lets the keyboard reach the tester rows with Tab, and Enter on a row highlights its deciding line', async () => {
    await withSharedPage('keyboard', async ({ page, shot }) => {
      await setText(page, DISAGREEING);
      await fillTester(page, AGENTS, URLS);
      await expect.poll(() => verdictRows(page), SETTLE).toEqual(expectedRows(DISAGREEING, AGENTS, URLS, DIALECTS));
      await page.focus('[data-testid=urls]');
      let line = '';
      for (let presses = 0; presses < 60 && line === ''; presses++) {
        await page.keyboard.press('Tab');
        line = await page.evaluate(() => {
          const row = document.activeElement?.closest('[data-testid=verdicts] tr[data-dialect]');
          return row instanceof HTMLElement ? (row.dataset.line ?? '') : '';
        });
      }
      expect(line, 'Tab from the URLs reaches a tester row with a deciding line').not.toBe('');
      await page.keyboard.press('Enter');
      await expect.poll(() => decidingLine(page), SETTLE).toEqual([lineOf(DISAGREEING, Number(line))]);
      await shot('enter-on-row');
    });
  });

  it('shows the AI view with every purpose aiAccess() reports', async () => {
    await withSharedPage('ai-view', async ({ page, shot }) => {
      const text = 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: Google-Extended\nDisallow: /private/\n\nUser-agent: *\nAllow: /\n';
      await setText(page, text);
      const labels = aiAccess(text).purposes.map((purpose) => purpose.label);
      expect(labels.length).toBeGreaterThan(0);
      await expect
        .poll(async () => {
          const shown = (await page.textContent('[data-testid=ai-view]')) ?? '';
          return labels.filter((label) => !shown.includes(label));
        }, SETTLE)
        .toEqual([]);
      await shot('ai-view', '[data-testid=ai-view]');
    });
  });

  it('compares the text with an older version as diffMeaning() does', async () => {
    await withSharedPage('diff', async ({ page, shot }) => {
      await setText(page, DISAGREEING);
      const reworded = `# the same rules, commented\n${DISAGREEING}`;
      expect(diffMeaning(reworded, DISAGREEING).same).toBe(true);
      await page.fill('[data-testid=diff-old]', reworded);
      await expect.poll(() => page.getAttribute('[data-testid=diff-result]', 'data-same'), SETTLE).toBe('true');
      await shot('same', '[data-testid=diff-result]');

      const older = DISAGREEING.replace('Disallow: /private\n', 'Disallow: /\n');
      const diff = diffMeaning(older, DISAGREEING);
      expect(diff.same).toBe(false);
      await page.fill('[data-testid=diff-old]', older);
      await expect.poll(() => page.getAttribute('[data-testid=diff-result]', 'data-same'), SETTLE).toBe('false');
      const shown = (await page.textContent('[data-testid=diff-result]')) ?? '';
      for (const change of diff.robots) expect(shown).toContain(change.changes[0]!.path);
      await shot('different', '[data-testid=diff-result]');
    });
  });

  it('restores the text, robots, URLs and dialect from a link made by Share, in a fresh browser context', async () => {
    let link = '';
    await withSharedPage('share', async ({ page, shot }) => {
      await setText(page, DISAGREEING);
      await fillTester(page, AGENTS, URLS);
      await page.selectOption('[data-testid=dialect]', 'google');
      const before = await page.evaluate(() => location.hash);
      await page.click('[data-testid=share]');
      await expect.poll(() => page.evaluate(() => location.hash), SETTLE).not.toBe(before);
      link = page.url();
      expect(new URL(link).hash.length).toBeGreaterThan(1);
      await shot('shared');
    });
    await withNewContext('share', link, async ({ page, shot }) => {
      expect(await getText(page)).toBe(DISAGREEING);
      expect(await page.inputValue('[data-testid=agents]')).toBe(AGENTS.join(', '));
      expect(await page.inputValue('[data-testid=urls]')).toBe(URLS.join('\n'));
      expect(await page.inputValue('[data-testid=dialect]')).toBe('google');
      await expect.poll(() => problems(page), SETTLE).toEqual(expectedProblems(DISAGREEING, 'google'));
      await expect.poll(() => verdictRows(page), SETTLE).toEqual(expectedRows(DISAGREEING, AGENTS, URLS, DIALECTS));
      await shot('restored');
    });
  });

  it('opens a UTF-16 file with a byte-order mark as decodeBytes() decodes it', async () => {
    await withSharedPage('open-file', async ({ page, shot }) => {
      await openFile(page, encodeText('\ufeffUser-agent: FooBot\nDisallow: /\u00fcber/\n', 'utf-16le'));
      await shot('utf-16le-bom');
    });
  });

  it('opens a file with CRLF line ends as decodeBytes() decodes it, line ends kept', async () => {
    await withSharedPage('open-file', async ({ page, shot }) => {
      await openFile(page, new TextEncoder().encode('User-agent: *\r\nDisallow: /caf\u00e9/\r\nAllow: /caf\u00e9/menu\r\n'));
      await shot('crlf-utf-8');
    });
  });

  it('keeps mixed line ends through setText, typing, a paste, Format and a share link', async () => {
    const mixed = 'User-agent: *\r\nDisallow: /a\nAllow: /a/b\r\n';
    let link = '';
    let expected = mixed;
    await withSharedPage('line-ends', async ({ page, shot }) => {
      await setText(page, mixed);
      expect(await getText(page)).toBe(mixed);
      await expect.poll(() => problems(page), SETTLE).toEqual(expectedProblems(mixed));

      // A line typed at the end gets the file's own line end (its first: CR LF).
      await page.click('#editor .cm-content');
      await page.keyboard.press('Control+End');
      await page.keyboard.type('Disallow: /c');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      expected += 'Disallow: /c\r\n';
      await expect.poll(() => getText(page), SETTLE).toBe(expected);

      // A paste keeps the clipboard's own line ends.
      const clipboard = 'Allow: /x\nAllow: /y\r';
      await page.evaluate((text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.querySelector('#editor .cm-content')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, clipboard);
      expected += clipboard;
      await expect.poll(() => getText(page), SETTLE).toBe(expected);
      await expect.poll(() => problems(page), SETTLE).toEqual(expectedProblems(expected));

      await page.click('[data-testid=format]');
      expected = format(expected, { lineEnding: 'preserve' });
      expect(expected).toContain('\r\n');
      await expect.poll(() => getText(page), SETTLE).toBe(expected);

      const before = await page.evaluate(() => location.hash);
      await page.click('[data-testid=share]');
      await expect.poll(() => page.evaluate(() => location.hash), SETTLE).not.toBe(before);
      link = page.url();
      await shot('formatted');
    });
    await withNewContext('line-ends', link, async ({ page }) => {
      expect(await getText(page)).toBe(expected);
    });
  });

  it('downloads the formatted file as robots.txt', async () => {
    await withSharedPage('download', async ({ page, shot }) => {
      await setText(page, LINTED);
      expect(format(LINTED)).not.toBe(LINTED);
      const [download] = await Promise.all([page.waitForEvent('download', SETTLE), page.click('[data-testid=download]')]);
      expect(download.suggestedFilename()).toBe('robots.txt');
      const bytes = readFileSync(await download.path());
      expect(bytes.toString('utf8')).toBe(format(LINTED));
      await shot('downloaded');
    });
  });

  it('works offline once loaded: with its server gone and the network off, a reload still lints and tests', async () => {
    // A server of its own, closed once the service worker is ready: nothing can answer but the worker's cache.
    if (setupError !== undefined) throw setupError;
    const own = await serveFolder(folder!.dir);
    let closed = false;
    try {
      await withNewContext('offline', own.url, async ({ context, page, shot }) => {
        const worker = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'no service worker');
        await expect.poll(worker, SETTLE).toBe('activated');
        await own.close();
        closed = true;
        await context.setOffline(true);
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]', SETTLE);
        await setText(page, DISAGREEING);
        await fillTester(page, AGENTS, URLS);
        await expect.poll(() => problems(page), SETTLE).toEqual(expectedProblems(DISAGREEING));
        await expect.poll(() => verdictRows(page), SETTLE).toEqual(expectedRows(DISAGREEING, AGENTS, URLS, DIALECTS));
        await shot('offline');
      });
    } finally {
      if (!closed) await own.close();
    }
  });

  it('fits a phone 390 px wide without horizontal scrolling', async () => {
    await withSharedPage('phone', async ({ page, shot }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        await setText(page, DISAGREEING);
        await fillTester(page, AGENTS, URLS);
        await page.fill('[data-testid=diff-old]', DISAGREEING.replace('Disallow: /private\n', 'Disallow: /\n'));
        await expect.poll(() => verdictRows(page), SETTLE).toEqual(expectedRows(DISAGREEING, AGENTS, URLS, DIALECTS));
        const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.client);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot('390px-top');
        await shot('390px-tester', '[data-testid=verdicts]');
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    });
  });
  it('keeps each cell of the tester readable on a phone 390 px wide: no text runs out of its cell', async () => {
    await withSharedPage('phone', async ({ page, shot }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        await setText(page, DISAGREEING);
        await fillTester(page, AGENTS, URLS);
        await expect.poll(() => verdictRows(page), SETTLE).toEqual(expectedRows(DISAGREEING, AGENTS, URLS, DIALECTS));
        const overflowing = await page.$$eval('[data-testid=verdicts] tr[data-dialect] > *', (cells) =>
          cells
            .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
            .map((cell) => `${cell.tagName.toLowerCase()} "${(cell.textContent ?? '').slice(0, 40)}"`),
        );
        await shot('390px-cells', '[data-testid=verdicts] tr[data-dialect]');
        expect(overflowing).toEqual([]);
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    });
  });
});
