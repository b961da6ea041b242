/**
 * The diff panel: what changed in meaning between an older version (pasted) and the editor's text,
 * each change shown by a witness URL and the lines that decided it before and after.
 */
import { diffMeaning, type Dialect, type MeaningDiff, type ValueChange, type VerdictAt } from '../../src/index.ts';

function verdictText(verdict: VerdictAt): string {
  return `${verdict.allowed ? 'allowed' : 'disallowed'}${verdict.line === undefined ? '' : ` (line ${verdict.line})`}`;
}

function valueLines<T>(name: string, changes: readonly ValueChange<T>[]): string[] {
  return changes.map((change) => {
    const who = change.agents ? ` for ${change.agents.join(', ')}` : '';
    return `${name}${who}: ${change.before === undefined ? 'none' : String(change.before)} → ${change.after === undefined ? 'none' : String(change.after)}`;
  });
}

function item(text: string, className?: string): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = text;
  if (className) li.className = className;
  return li;
}

/** Renders a meaning diff into `result`. */
export function renderDiff(result: HTMLElement, diff: MeaningDiff): void {
  result.dataset.same = String(diff.same);
  const summary = document.createElement('p');
  summary.textContent = diff.same
    ? `Same meaning under ${diff.dialect}: ${diff.compared.robots} robots and ${diff.compared.paths} URLs compared, no verdict changed.`
    : `The meaning changed under ${diff.dialect} (${diff.compared.robots} robots and ${diff.compared.paths} URLs compared):`;
  const list = document.createElement('ul');
  for (const robots of diff.robots) {
    const severity = robots.severity === 'lost-root' ? 'loses the whole site' : robots.severity === 'lost' ? 'loses URLs' : 'gains URLs';
    const entry = item(
      `${robots.agents.slice(0, 6).join(', ')}${robots.agents.length > 6 ? ` and ${robots.agents.length - 6} more` : ''} ${severity}:`,
      `robots ${robots.severity}`,
    );
    const changes = document.createElement('ul');
    for (const change of robots.changes.slice(0, 50)) {
      const li = item(`${change.path}: ${verdictText(change.before)} → ${verdictText(change.after)}`, 'witness');
      li.dataset.path = change.path;
      changes.append(li);
    }
    if (robots.changes.length > 50) changes.append(item(`${robots.changes.length - 50} more URLs`));
    entry.append(changes);
    list.append(entry);
  }
  for (const added of diff.sitemaps.added) list.append(item(`Sitemap added: ${added}`));
  for (const removed of diff.sitemaps.removed) list.append(item(`Sitemap removed: ${removed}`));
  const values = [
    ...(diff.host ? valueLines('Host', [diff.host]) : []),
    ...valueLines('Crawl-delay', diff.crawlDelay),
    ...valueLines('Request-rate', diff.requestRate),
    ...valueLines('Content-Signal', diff.contentSignal),
    ...valueLines('Content-Usage', diff.contentUsage),
  ];
  for (const line of values) list.append(item(line));
  result.replaceChildren(summary, list);
}

/** Compares the older version with the current text; an empty older version shows a hint instead. */
export function updateDiff(result: HTMLElement, before: string, after: string, dialect: Dialect): void {
  if (before.trim() === '') {
    delete result.dataset.same;
    const hint = document.createElement('p');
    hint.textContent = 'Paste an older version of the file to see what changed in meaning.';
    result.replaceChildren(hint);
    return;
  }
  renderDiff(result, diffMeaning(before, after, { dialect }));
}
