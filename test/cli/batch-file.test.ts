/**
 * `check --files --format json|jsonl` writes its lines from pieces (src/cli/batch/batch-file.ts: the
 * URLs' members once per batch, the records once per file, a rule's reference once per rule) instead
 * of serialising an explanation per URL. Each line must be the bytes of
 * `JSON.stringify(verdictJson(reading, robots.explain(url, agent)))`, the form every other command
 * writes, for every file, dialect, agent and URL, with one set of pieces shared by file after file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileBatchFile, JsonVerdicts } from '../../src/cli/batch/batch-file.ts';
import { DIALECTS } from '../../src/index.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';
import { AGENTS, differences, URLS } from './batch-file-lines.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
describe('BatchFile.writeJsonLines', () => {
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
