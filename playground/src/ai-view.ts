/**
 * The AI view: which known crawlers the file lets in, one table per purpose (blocked, partly,
 * allowed), each verdict the matcher's, and the file's likely mistakes about AI crawlers.
 */
import { aiAccess, type AccessLevel, type AiAccessReport, type CrawlerAccess, type Dialect } from '../../src/index.ts';

const ORDER: readonly AccessLevel[] = ['blocked', 'partly', 'allowed'];

function cell(row: HTMLTableRowElement, text: string, className?: string): void {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  row.append(td);
}

function header(table: HTMLTableElement, names: readonly string[]): void {
  const head = table.createTHead().insertRow();
  for (const name of names) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = name;
    head.append(th);
  }
}

function decidedBy(entry: CrawlerAccess): string {
  return entry.root.line === undefined ? 'no rule' : `line ${entry.root.line}`;
}

/** Renders an AI access report into `section`. */
export function renderAiView(section: HTMLElement, report: AiAccessReport): void {
  const parts = document.createDocumentFragment();
  for (const purpose of report.purposes) {
    const crawlers = report.crawlers.filter((entry) => entry.crawler.purpose === purpose.purpose);
    if (crawlers.length === 0) continue;
    crawlers.sort((a, b) => ORDER.indexOf(a.access) - ORDER.indexOf(b.access));
    const table = document.createElement('table');
    table.dataset.purpose = purpose.purpose;
    const caption = table.createCaption();
    caption.textContent = `${purpose.label}: ${purpose.blocked} blocked, ${purpose.partly} partly, ${purpose.allowed} allowed`;
    header(table, ['Crawler', 'Operator', 'Access', 'Decided by', 'Notes']);
    const body = table.createTBody();
    for (const entry of crawlers) {
      const row = body.insertRow();
      row.dataset.access = entry.access;
      cell(row, entry.crawler.token + (entry.named ? ' (named)' : ''));
      cell(row, entry.crawler.operator ?? 'unknown');
      cell(row, entry.access, `access ${entry.access}`);
      cell(row, decidedBy(entry));
      cell(row, entry.notes.join(' '));
    }
    parts.append(table);
  }
  if (report.findings.length > 0) {
    const heading = document.createElement('h3');
    heading.textContent = 'Likely mistakes';
    const list = document.createElement('ul');
    for (const finding of report.findings) {
      const item = document.createElement('li');
      item.dataset.line = String(finding.line);
      item.textContent = `Line ${finding.line}: ${finding.message}`;
      list.append(item);
    }
    parts.append(heading, list);
  }
  section.replaceChildren(parts);
}

/** Reads the file under the dialect and shows which crawlers it lets in. */
export function updateAiView(section: HTMLElement, text: string, dialect: Dialect): void {
  renderAiView(section, aiAccess(text, { dialect }));
}
