/**
 * The "Test URL…" command's input and output, without the editor: reading
 * what was typed into the two input boxes, and turning the server's answer
 * (`workspace/executeCommand` `robotstxt.testUrl`) into the quick pick's
 * rows and the text written to the output channel. Kept apart from
 * `extension.ts` so that it runs, and is tested, without VS Code.
 *
 * @module
 */
import type { TestUrlRow, TestUrlsResult } from '../../../src/editor.ts';

/** The command's name, as the server lists it in `executeCommandProvider`. */
export const TEST_URL_COMMAND = 'robotstxt.testUrl';

/** The argument of `robotstxt.testUrl`. */
export interface TestUrlParams {
  /** The document, as the editor names it to the server. */
  readonly uri: string;
  readonly agents: readonly string[];
  readonly urls: readonly string[];
  /** The dialects to answer for. */
  readonly dialects?: readonly string[];
}

/** The server's answer: the editor answers' `testUrls` (src/editor/test-urls.ts), sent as JSON (an `undefined` line left out). */
export type TestUrlAnswer = TestUrlsResult;
export type { TestUrlRow };

/** The robots typed into the first box: separated by commas (a User-agent string may hold spaces). */
export function parseAgents(input: string): string[] {
  return unique(input.split(/[,\n]/));
}

/** The URLs typed into the second box: separated by spaces or commas (neither may appear unescaped in a URL). */
export function parseUrls(input: string): string[] {
  return unique(input.split(/[\s,]+/));
}

function unique(parts: readonly string[]): string[] {
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
}

/** Whether a value is an answer of the shape above (the server is another program: its answer is checked, not trusted). */
export function isTestUrlAnswer(value: unknown): value is TestUrlAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { rows, disagreements } = value as Record<string, unknown>;
  return (
    Array.isArray(rows) &&
    Array.isArray(disagreements) &&
    rows.every(
      (row: unknown) =>
        typeof row === 'object' &&
        row !== null &&
        typeof (row as TestUrlRow).agent === 'string' &&
        typeof (row as TestUrlRow).url === 'string' &&
        typeof (row as TestUrlRow).dialect === 'string' &&
        typeof (row as TestUrlRow).allowed === 'boolean' &&
        ((row as TestUrlRow).line === undefined || (row as TestUrlRow).line === null || Number.isInteger((row as TestUrlRow).line)),
    )
  );
}

/** A row of the quick pick: a heading per robot and URL, then a verdict per dialect. */
export type ResultItem =
  | { readonly kind: 'heading'; readonly label: string }
  | {
      readonly kind: 'verdict';
      readonly label: string;
      readonly description: string;
      readonly detail: string;
      /** The deciding line to highlight (0-based), if a rule decides. */
      readonly line: number | undefined;
      /** What the highlighted line says, shown after it in the editor. */
      readonly note: string;
      readonly row: TestUrlRow;
    };

const key = (agent: string, url: string): string => JSON.stringify([agent, url]);

/** The quick pick's rows, in the server's order: one heading per robot and URL (saying whether the dialects disagree), its dialects below. */
export function resultItems(answer: TestUrlAnswer): ResultItem[] {
  const disagreeing = new Set(answer.disagreements.map((d) => key(d.agent, d.url)));
  const items: ResultItem[] = [];
  let current: string | undefined;
  for (const row of answer.rows) {
    const pair = key(row.agent, row.url);
    if (pair !== current) {
      current = pair;
      items.push({ kind: 'heading', label: `${row.agent} · ${row.url}${disagreeing.has(pair) ? ' · the dialects disagree' : ''}` });
    }
    const verdict = row.allowed ? 'allowed' : 'disallowed';
    const line = typeof row.line === 'number' ? row.line : undefined;
    const where = line === undefined ? 'no rule decides' : `line ${line + 1}${row.rule ? `: ${row.rule}` : ''}`;
    items.push({
      kind: 'verdict',
      label: `${row.allowed ? '$(pass)' : '$(error)'} ${verdict}`,
      description: `${row.dialect} · ${where}`,
      detail: row.reason,
      line,
      note: `${verdict} for ${row.agent} ${row.url} under ${row.dialect}`,
      row,
    });
  }
  return items;
}

/** The answer as a text table for the output channel: a line per robot and URL, a column per dialect, `*` where they disagree. */
export function resultText(answer: TestUrlAnswer): string {
  const dialects = [...new Set(answer.rows.map((row) => row.dialect))];
  const disagreeing = new Set(answer.disagreements.map((d) => key(d.agent, d.url)));
  const pairs = new Map<string, { agent: string; url: string; cells: Map<string, string> }>();
  for (const row of answer.rows) {
    const pair = key(row.agent, row.url);
    let entry = pairs.get(pair);
    if (!entry) pairs.set(pair, (entry = { agent: row.agent, url: row.url, cells: new Map() }));
    const line = typeof row.line === 'number' ? ` (line ${row.line + 1})` : '';
    entry.cells.set(row.dialect, `${row.allowed ? 'allowed' : 'disallowed'}${line}`);
  }
  const header = ['', 'robot', ...dialects, 'url'];
  const table = [...pairs.entries()].map(([pair, { agent, url, cells }]) => [
    disagreeing.has(pair) ? '*' : ' ',
    agent,
    ...dialects.map((dialect) => cells.get(dialect) ?? '-'),
    url,
  ]);
  const widths = header.map((_, column) => [header, ...table].reduce((width, cells) => Math.max(width, (cells[column] ?? '').length), 0));
  const lines = [header, ...table].map((cells) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
  if (disagreeing.size > 0) lines.push('* the dialects disagree on this robot and URL');
  return `${lines.join('\n')}\n`;
}
