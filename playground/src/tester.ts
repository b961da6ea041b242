/**
 * The tester: robots × URLs × dialects, each verdict the matcher's own `explain` (through the editor
 * answers' `testUrls`, the table the language server shows too), with the deciding line, the reason
 * in words, and the places where the dialects disagree marked.
 */
import { testUrls, type TestUrlRow } from '../../src/editor.ts';
import { DIALECTS, KNOWN_CRAWLERS, type Dialect } from '../../src/index.ts';

/** The most rows the table shows: past it, the summary says how many were left out. */
export const MAX_ROWS = 2000;

/** One verdict of the table. */
export interface VerdictRow {
  readonly agent: string;
  readonly url: string;
  readonly dialect: Dialect;
  readonly allowed: boolean;
  /** The deciding line (1-based), `undefined` when no rule decided. */
  readonly line: number | undefined;
  /** The reason in words. */
  readonly reason: string;
  /** The dialects (of all five) whose verdict differs from this row's, for this agent and URL. */
  readonly disagreeing: readonly Dialect[];
}

/** Robot names separated by commas or line ends. */
export function parseAgents(input: string): string[] {
  return input
    .split(/[,\r\n]+/)
    .map((agent) => agent.trim())
    .filter((agent) => agent !== '');
}

/** One URL or path per line. */
export function parseUrls(input: string): string[] {
  return input
    .split(/\r\n|\r|\n/)
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

/** The reason in words, with how specific the deciding rule was where the longest match decides. */
export function reasonOf(row: TestUrlRow): string {
  if (row.rule === undefined || (row.dialect !== 'rfc9309' && row.dialect !== 'google')) return row.reason;
  const value = row.rule
    .slice(row.rule.indexOf(':') + 1)
    .replace(/#.*$/, '')
    .trim();
  const length = [...value].length;
  return `${row.reason} Longest match: the rule's pattern is ${length} character${length === 1 ? '' : 's'} long.`;
}

/**
 * Every verdict for the agents and URLs under the chosen dialects (`all`: the five), from the editor
 * answers' `testUrls`, at most {@link MAX_ROWS}; disagreement is always worked out over the five dialects.
 */
export function testVerdicts(
  text: string,
  agents: readonly string[],
  urls: readonly string[],
  dialects: 'all' | Dialect,
): { rows: VerdictRow[]; total: number } {
  const shown: readonly Dialect[] = dialects === 'all' ? DIALECTS : [dialects];
  const total = agents.length * urls.length * shown.length;
  // Whole robot and URL pairs (each is asked under all five dialects), as many as fit.
  const pairs = Math.floor(MAX_ROWS / shown.length);
  const someAgents = agents.slice(0, pairs);
  const someUrls = urls.slice(0, Math.max(1, Math.floor(pairs / Math.max(someAgents.length, 1))));
  const result = testUrls(text, { agents: someAgents, urls: someUrls });
  const disagreeing = new Map(result.disagreements.map((entry) => [`${entry.agent}\n${entry.url}`, entry.verdicts]));
  const rows: VerdictRow[] = [];
  for (const row of result.rows) {
    if (!shown.includes(row.dialect)) continue;
    const verdicts = disagreeing.get(`${row.agent}\n${row.url}`) ?? {};
    rows.push({
      agent: row.agent,
      url: row.url,
      dialect: row.dialect,
      allowed: row.allowed,
      line: row.line === undefined ? undefined : row.line + 1,
      reason: reasonOf(row),
      disagreeing: DIALECTS.filter((dialect) => verdicts[dialect] !== undefined && verdicts[dialect] !== row.allowed),
    });
  }
  return { rows, total };
}

/** The tester panel: its inputs, the table and the spoken summary. */
export class TesterPanel {
  constructor(
    private readonly elements: {
      agents: HTMLInputElement;
      crawlers: HTMLDataListElement;
      urls: HTMLTextAreaElement;
      dialects: HTMLSelectElement;
      table: HTMLTableSectionElement;
      summary: HTMLElement;
    },
    private readonly text: () => string,
    private readonly pick: (line: number | undefined) => void,
  ) {
    const options = document.createDocumentFragment();
    for (const crawler of KNOWN_CRAWLERS) {
      const option = document.createElement('option');
      option.value = crawler.token;
      if (crawler.operator) option.label = crawler.operator;
      options.append(option);
    }
    elements.crawlers.replaceChildren(options);
    for (const input of [elements.agents, elements.urls, elements.dialects]) input.addEventListener('input', () => this.run());
    elements.dialects.addEventListener('change', () => this.run());
  }

  /** Tests every agent and URL against the editor's text and shows the verdicts. */
  run(): void {
    const { agents, urls, dialects, table, summary } = this.elements;
    const chosen = dialects.value === 'all' ? 'all' : (dialects.value as Dialect);
    const { rows, total } = testVerdicts(this.text(), parseAgents(agents.value), parseUrls(urls.value), chosen);
    const body = document.createDocumentFragment();
    for (const row of rows) body.append(this.row(row));
    table.replaceChildren(body);
    const disallowed = rows.filter((row) => !row.allowed).length;
    const disagreements = new Set(rows.filter((row) => row.disagreeing.length > 0).map((row) => `${row.agent}\n${row.url}`)).size;
    summary.textContent =
      rows.length === 0
        ? 'Enter a robot and a URL to test.'
        : `${rows.length - disallowed} allowed, ${disallowed} disallowed` +
          (disagreements > 0 ? `; the dialects disagree on ${disagreements} robot and URL pair${disagreements === 1 ? '' : 's'}` : '; every dialect agrees') +
          (total > rows.length ? ` (first ${rows.length} of ${total} verdicts shown).` : '.');
  }

  private row(row: VerdictRow): HTMLTableRowElement {
    const tr = document.createElement('tr');
    tr.dataset.agent = row.agent;
    tr.dataset.url = row.url;
    tr.dataset.dialect = row.dialect;
    tr.dataset.verdict = row.allowed ? 'allowed' : 'disallowed';
    tr.dataset.line = row.line === undefined ? '' : String(row.line);
    if (row.disagreeing.length > 0) tr.dataset.disagree = 'true';
    tr.tabIndex = 0;
    tr.setAttribute('aria-label', `${row.agent}, ${row.url}, ${row.dialect}: ${row.allowed ? 'allowed' : 'disallowed'}. ${row.reason}`);
    const verdict = row.allowed ? 'Allowed' : 'Disallowed';
    const differs = row.disagreeing.length > 0 ? `differs from ${row.disagreeing.join(', ')}` : '';
    const cells = [row.agent, row.url, row.dialect, verdict, row.line === undefined ? '–' : String(row.line), row.reason];
    cells.forEach((content, index) => {
      const cell = document.createElement('td');
      cell.textContent = content;
      if (index === 3) cell.className = `verdict ${row.allowed ? 'allowed' : 'disallowed'}`;
      if (index === 2 && differs !== '') {
        const mark = document.createElement('span');
        mark.className = 'disagree';
        mark.textContent = ` ≠ ${differs}`;
        cell.append(mark);
      }
      tr.append(cell);
    });
    const choose = (): void => {
      for (const selected of this.elements.table.querySelectorAll('tr[aria-selected="true"]')) selected.removeAttribute('aria-selected');
      tr.setAttribute('aria-selected', 'true');
      this.pick(row.line);
    };
    tr.addEventListener('click', choose);
    tr.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        choose();
      }
    });
    return tr;
  }
}
