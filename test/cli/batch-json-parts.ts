/**
 * A verdict written as text around the explanation's own JSON
 * (`verdictJsonParts`) against `JSON.stringify(verdictJson(…))`:
 * batch-json.test.ts and batch-json.corpus.test.ts compare them.
 */
import { verdictJson, verdictJsonParts, type Reading } from '../../src/cli/verdicts.ts';
import { compile, type Dialect } from '../../src/index.ts';

export const URLS = ['/', '/admin', '/search?q=1', '/robots.txt', 'https://example.com/a?b=%41'];

export function reading(bytes: Uint8Array | string, dialect: Dialect, label: string, truncated: boolean): Reading {
  return { dialect, robots: compile(bytes, { dialect }), label, truncated };
}

/** Every URL whose two forms differ. */
export function differences(read: Reading, agent: string, urls: readonly string[]): string[] {
  const { head, tail } = verdictJsonParts(read.label, read.truncated);
  const problems: string[] = [];
  for (const url of urls) {
    const explanation = read.robots.explain(url, agent);
    const fast = head + JSON.stringify(explanation).slice(1, -1) + tail;
    const expected = JSON.stringify(verdictJson(read, explanation));
    if (fast !== expected) problems.push(`${read.label} ${url}: ${fast} instead of ${expected}`);
  }
  return problems;
}
