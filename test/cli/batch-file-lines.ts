/**
 * The lines `check --files --format json|jsonl` writes from pieces against
 * `JSON.stringify(verdictJson(…))`: batch-file.test.ts and
 * batch-file.corpus.test.ts compare them.
 */
import { compileBatchFile, type JsonVerdicts } from '../../src/cli/batch/batch-file.ts';
import { verdictJson, verdictJsonParts } from '../../src/cli/verdicts.ts';
import { compile, type Dialect } from '../../src/index.ts';

export const URLS = ['/', '/admin', '/search?q=1', '/robots.txt', '/a/index.html', '/%7Ea/*b$', 'https://example.com/a?b=%41', 'http://[::1]/x', '//host/p'];
export const AGENTS = ['FooBot', '*', '', 'Googlebot-Image/1.0', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'foo bar'];

export interface BatchInput {
  readonly label: string;
  readonly bytes: Uint8Array;
  readonly dialect: Dialect;
  readonly truncated: boolean;
}

/** Every line of the batch written from pieces that differs from the explanation's JSON; `verdicts` is shared by the files, as in a batch. */
export function differences(files: readonly BatchInput[], verdicts: JsonVerdicts): string[] {
  const problems: string[] = [];
  for (const { label, bytes, dialect, truncated } of files) {
    const parseLimit = Math.max(512_000, bytes.length);
    const lines: string[] = [];
    const { head, tail } = verdictJsonParts(label, truncated);
    const disallowed = compileBatchFile(bytes, dialect, parseLimit).writeJsonLines(verdicts, head, tail, lines);
    const robots = compile(bytes, { dialect, parseLimit });
    const reading = { dialect, robots, label, truncated };
    const explanations = verdicts.urls.map((url) => robots.explain(url, verdicts.agent));
    const expected = explanations.map((explanation) => JSON.stringify(verdictJson(reading, explanation)));
    if (lines.length !== expected.length) problems.push(`${label} ${dialect}: ${lines.length} lines instead of ${expected.length}`);
    expected.forEach((line, i) => {
      if (lines[i] !== line) problems.push(`${label} ${dialect} ${verdicts.urls[i]}: ${lines[i]} instead of ${line}`);
    });
    if (disallowed !== explanations.some((explanation) => !explanation.allowed)) problems.push(`${label} ${dialect}: disallowed ${disallowed}`);
  }
  return problems;
}
