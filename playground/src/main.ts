/**
 * The playground page: wires the panels to the editor. Everything runs in this tab; nothing is
 * sent anywhere (share links keep their data in the URL's fragment, which browsers never send).
 */
import type { EditorView } from '@codemirror/view';
import { DIALECTS, type Dialect } from '../../src/index.ts';
import { updateAiView } from './ai-view.ts';
import { completionSource, hoverSource } from './assist.ts';
import { updateDiff } from './diff.ts';
import { createEditor, goToLine, showDecidingLine } from './editor.ts';
import { downloadFormatted, formatted, openBytes } from './files.ts';
import { rawText, setRawText } from './line-ends.ts';
import { lintSource, ProblemsPanel } from './problems.ts';
import { decodeShare, encodeShare } from './share.ts';
import { TesterPanel } from './tester.ts';

const SAMPLE = `# An example: edit it, or open your own file. Nothing leaves this page.
User-agent: *
Disallow: /private/
Allow: /private/annual-report.pdf
Disallow: /*.json$

User-agent: GPTBot
Disallow: /

User-agent : Googlebot-Image
Disallow: /photos/

Sitemap: https://example.com/sitemap.xml
`;

/** How long the slower panels (AI view, diff) wait after the last keystroke. */
const PANEL_DELAY_MS = 250;

/**
 * Up to this length the tester re-runs on each change as it happens; past it (it compiles the file
 * under five dialects) it waits for a pause in the typing, so keystrokes in a large file stay one frame.
 */
const TESTER_IMMEDIATE_CHARS = 32_000;
const TESTER_DELAY_MS = 150;

function element<T extends HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`The page lacks ${selector}.`);
  return found;
}

function isDialect(value: string): value is Dialect {
  return (DIALECTS as readonly string[]).includes(value);
}

function fillDialects(select: HTMLSelectElement, withAll: boolean): void {
  const values = withAll ? ['all', ...DIALECTS] : [...DIALECTS];
  for (const value of values) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = value === 'all' ? 'all five dialects' : value === 'rfc9309' ? 'rfc9309 (default)' : value;
    select.append(option);
  }
}

function start(): void {
  const dialectSelect = element<HTMLSelectElement>('[data-testid=dialect]');
  const testDialects = element<HTMLSelectElement>('[data-testid=test-dialects]');
  fillDialects(dialectSelect, false);
  fillDialects(testDialects, true);
  dialectSelect.value = 'rfc9309';
  testDialects.value = 'all';
  const agents = element<HTMLInputElement>('[data-testid=agents]');
  const urls = element<HTMLTextAreaElement>('[data-testid=urls]');
  const diffOld = element<HTMLTextAreaElement>('[data-testid=diff-old]');
  const diffResult = element<HTMLElement>('[data-testid=diff-result]');
  const aiView = element<HTMLElement>('[data-testid=ai-view] .tables');
  const status = element<HTMLElement>('#status');
  const dialect = (): Dialect => (isDialect(dialectSelect.value) ? dialectSelect.value : 'rfc9309');

  // The panels are made before the editor they read; none of them asks for it before it exists.
  const editor = (): EditorView => view;
  const text = (): string => rawText(editor().state);

  const problems = new ProblemsPanel(
    element('[data-testid=problems]'),
    element('#problems-summary'),
    element('[data-testid=fix-all]'),
    editor,
    dialect,
    (line) => goToLine(editor(), line),
  );
  const tester = new TesterPanel(
    {
      agents,
      crawlers: element('#known-crawlers'),
      urls,
      dialects: testDialects,
      table: element('[data-testid=verdicts] tbody'),
      summary: element('#verdict-summary'),
    },
    text,
    (line) => showDecidingLine(editor(), line),
  );

  let panelTimer: ReturnType<typeof setTimeout> | undefined;
  let testerTimer: ReturnType<typeof setTimeout> | undefined;
  const updatePanels = (): void => {
    updateAiView(aiView, text(), dialect());
    updateDiff(diffResult, diffOld.value, text(), dialect());
  };
  const schedulePanels = (): void => {
    clearTimeout(panelTimer);
    panelTimer = setTimeout(updatePanels, PANEL_DELAY_MS);
  };

  // Ready once the linter has shown the text the page opened with (a shared link's, when it has one).
  let linted = false;
  let restored = false;
  const markReady = (): void => {
    if (linted && restored) document.body.dataset.ready = 'true';
  };
  const view = createEditor(element('#editor'), {
    text: SAMPLE,
    lint: lintSource(dialect, (run) => {
      problems.show(run);
      linted = true;
      markReady();
    }),
    complete: completionSource(dialect),
    hover: hoverSource(dialect),
    changed: (current) => {
      clearTimeout(testerTimer);
      if (current.length <= TESTER_IMMEDIATE_CHARS) tester.run();
      else testerTimer = setTimeout(() => tester.run(), TESTER_DELAY_MS);
      schedulePanels();
    },
  });

  dialectSelect.addEventListener('change', () => {
    problems.refresh();
    updatePanels();
  });
  diffOld.addEventListener('input', schedulePanels);

  element('[data-testid=format]').addEventListener('click', () => setRawText(editor(), formatted(text()), 'input.format'));
  element('[data-testid=download]').addEventListener('click', () => downloadFormatted(text()));
  const openFile = element<HTMLInputElement>('[data-testid=open-file]');
  openFile.addEventListener('change', async () => {
    const file = openFile.files?.[0];
    if (!file) return;
    const opened = openBytes(file.name, new Uint8Array(await file.arrayBuffer()));
    if (opened.text !== undefined) setRawText(editor(), opened.text, 'input.open');
    status.textContent = opened.note;
    openFile.value = '';
  });

  const shareLink = element<HTMLInputElement>('#share-link');
  element('[data-testid=share]').addEventListener('click', async () => {
    const hash = await encodeShare({ text: text(), agents: agents.value, urls: urls.value, dialect: dialect(), testDialects: testDialects.value });
    history.replaceState(null, '', hash);
    shareLink.value = location.href;
    shareLink.hidden = false;
    try {
      await navigator.clipboard.writeText(location.href);
      status.textContent = 'Link copied. The file is in the link itself: no server keeps it.';
    } catch {
      shareLink.select();
      status.textContent = 'Copy the link from the box. The file is in the link itself: no server keeps it.';
    }
  });

  const restore = async (): Promise<void> => {
    const shared = await decodeShare(location.hash);
    if (!shared) return;
    agents.value = shared.agents;
    urls.value = shared.urls;
    if (isDialect(shared.dialect)) dialectSelect.value = shared.dialect;
    if (shared.testDialects === 'all' || isDialect(shared.testDialects)) testDialects.value = shared.testDialects;
    setRawText(editor(), shared.text, 'input.share');
    problems.refresh();
    tester.run();
    updatePanels();
    status.textContent = 'Restored from the link.';
  };
  window.addEventListener('hashchange', () => void restore());

  window.playground = {
    getText: text,
    setText: (next: string) => setRawText(editor(), next, 'input.api'),
  };

  tester.run();
  schedulePanels();
  void restore().finally(() => {
    restored = true;
    problems.refresh();
  });

  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      status.textContent = 'Offline use is not available in this browser.';
    });
  }
}

declare global {
  interface Window {
    /** The page's only global, for tests and the bench. */
    playground: { getText(): string; setText(text: string): void };
  }
}

start();
