/**
 * `check --files --format json|jsonl` writes its lines from pieces (src/cli/batch/batch-file.ts: the
 * URLs' members once per batch, the records once per file, a rule's reference once per rule) instead
 * of serialising an explanation per URL (issue 11, row 9). Each line must be the bytes of
 * `JSON.stringify(verdictJson(reading, robots.explain(url, agent)))`, the form every other command
 * writes, for every file, dialect, agent and URL, with one set of pieces shared by file after file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileBatchFile, JsonVerdicts } from '../../src/cli/batch/batch-file.ts';
import { verdictJson, verdictJsonParts } from '../../src/cli/verdicts.ts';
import { compile, DIALECTS, type Dialect } from '../../src/index.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';
import { corpusFiles } from '../helpers/corpus.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const URLS = ['/', '/admin', '/search?q=1', '/robots.txt', '/a/index.html', '/%7Ea/*b$', 'https://example.com/a?b=%41', 'http://[::1]/x', '//host/p'];
const AGENTS = ['FooBot', '*', '', 'Googlebot-Image/1.0', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'foo bar'];

interface BatchInput {
  readonly label: string;
  readonly bytes: Uint8Array;
  readonly dialect: Dialect;
  readonly truncated: boolean;
}

/** Every line of the batch written from pieces that differs from the explanation's JSON; `verdicts` is shared by the files, as in a batch. */
function differences(files: readonly BatchInput[], verdicts: JsonVerdicts): string[] {
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

describe('BatchFile.writeJsonLines', () => {
  it('writes the bytes of verdictJson for every file of corpus/top-sites and corpus/real, under every dialect', () => {
    const failures: string[] = [];
    for (const dialect of DIALECTS) {
      for (const agent of dialect === 'rfc9309' ? ['FooBot', 'Googlebot'] : ['FooBot']) {
        const verdicts = new JsonVerdicts(URLS, agent);
        for (const directory of ['top-sites', 'real']) {
          const files = corpusFiles(directory).map(({ name, bytes }) => ({ label: `${directory}/${name}`, bytes, dialect, truncated: name.length % 2 === 0 }));
          failures.push(...differences(files, verdicts));
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it(`writes the bytes of verdictJson for any files, dialects, agent, URLs and file names, pieces shared by the files (${RUNS} runs)`, () => {
    const file = fc.record({
      label: fc.string({ unit: 'binary' }),
      bytes: robotsTxtText().map((generated) => new TextEncoder().encode(generated.text)),
      dialect: fc.constantFrom(...DIALECTS),
      truncated: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(file, { minLength: 1, maxLength: 4 }),
        fc.oneof(fc.constantFrom(...AGENTS), fc.string({ unit: 'binary', maxLength: 20 })),
        fc.array(
          fc.oneof(
            fc.constantFrom(...URLS),
            fc.string({ unit: 'binary' }).map((path) => `/${path}`),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (files, agent, urls) => {
          expect(differences(files, new JsonVerdicts(urls, agent))).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('writes a line per URL, in order, and says whether one is disallowed', () => {
    const bytes = new TextEncoder().encode('User-agent: *\nDisallow: /private/\nAllow: /private/open\n');
    const lines: string[] = [];
    const verdicts = new JsonVerdicts(['/private/a', '/private/open', '/'], 'FooBot');
    const disallowed = compileBatchFile(bytes, 'rfc9309', 1000).writeJsonLines(verdicts, '{"file":"robots.txt",', ',"truncated":false}', lines);
    expect(disallowed).toBe(true);
    expect(lines.map((line) => JSON.parse(line) as { url: string; allowed: boolean; rule?: { line: number } })).toMatchObject([
      { file: 'robots.txt', url: '/private/a', allowed: false, rule: { line: 2 }, truncated: false },
      { url: '/private/open', allowed: true, rule: { line: 3 } },
      { url: '/', allowed: true, reasonCode: 'no-rule-matched' },
    ]);
  });
});
