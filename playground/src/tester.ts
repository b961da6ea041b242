/**
 * The tester: robots × URLs × dialects, each verdict the matcher's own `explain`, with the deciding
 * line, the reason in words, and the places where the dialects disagree marked.
 */
import { compile, DIALECTS, KNOWN_CRAWLERS, type Dialect, type Explanation, type RobotsTxt } from '../../src/index.ts';

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

/** The reason of an explanation, with how specific the deciding rule was where precedence is the longest match. */
export function reasonOf(explanation: Explanation): string {
  const rule = explanation.rule;
  if (!rule || (explanation.dialect !== 'rfc9309' && explanation.dialect !== 'google')) return explanation.reason;
  const length = [...rule.pattern].length;
  return `${explanation.reason} Longest match: the rule's pattern is ${length} character${length === 1 ? '' : 's'} long.`;
}

/** The compiled file per dialect, for one text (compiled again only when the text changes). */
export class CompiledByDialect {
  private text: string | undefined;
  private readonly compiled = new Map<Dialect, RobotsTxt>();

  get(text: string, dialect: Dialect): RobotsTxt {
    if (text !== this.text) {
      this.text = text;
      this.compiled.clear();
    }
    let robots = this.compiled.get(dialect);
    if (!robots) {
      robots = compile(text, { dialect });
      this.compiled.set(dialect, robots);
    }
    return robots;
  }
}

/**
 * Every verdict for the agents and URLs under the chosen dialects (`all`: the five), at most
 * {@link MAX_ROWS}; disagreement is always worked out over the five dialects.
 */
export function testVerdicts(
  text: string,
  agents: readonly string[],
  urls: readonly string[],
  dialects: 'all' | Dialect,
  cache = new CompiledByDialect(),
): { rows: VerdictRow[]; total: number } {
  const shown: readonly Dialect[] = dialects === 'all' ? DIALECTS : [dialects];
  const total = agents.length * urls.length * shown.length;
  const rows: VerdictRow[] = [];
  for (const agent of agents) {
    for (const url of urls) {
      if (rows.length >= MAX_ROWS) return { rows, total };
      const verdicts = DIALECTS.map((dialect) => cache.get(text, dialect).explain(url, agent));
      for (const explanation of verdicts) {
        if (!shown.includes(explanation.dialect) || rows.length >= MAX_ROWS) continue;
        rows.push({
          agent,
          url,
          dialect: explanation.dialect,
          allowed: explanation.allowed,
          line: explanation.rule?.line,
          reason: reasonOf(explanation),
          disagreeing: verdicts.filter((other) => other.allowed !== explanation.allowed).map((other) => other.dialect),
        });
      }
    }
  }
  return { rows, total };
}

/** The tester panel: its inputs, the table and the spoken summary. */
export class TesterPanel {
  private readonly cache = new CompiledByDialect();

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
    const { rows, total } = testVerdicts(this.text(), parseAgents(agents.value), parseUrls(urls.value), chosen, this.cache);
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
