/**
 * `check --files --format json|jsonl` writes each verdict as text around the explanation's own JSON
 * (`verdictJsonParts`: no copy of the explanation per URL, issue 11, row 9). The bytes must be those of
 * `JSON.stringify(verdictJson(…))`, the form every other command writes, whatever the file's name holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verdictJson, verdictJsonParts, type Reading } from '../../src/cli/verdicts.ts';
import { compile, DIALECTS, type Dialect } from '../../src/index.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';
import { corpusFiles } from '../helpers/corpus.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const URLS = ['/', '/admin', '/search?q=1', '/robots.txt', 'https://example.com/a?b=%41'];

function reading(bytes: Uint8Array | string, dialect: Dialect, label: string, truncated: boolean): Reading {
  return { dialect, robots: compile(bytes, { dialect }), label, truncated };
}

/** Every URL whose two forms differ. */
function differences(read: Reading, agent: string, urls: readonly string[]): string[] {
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

describe('verdictJsonParts', () => {
  it('gives the bytes of verdictJson on every file of corpus/top-sites and corpus/real, under every dialect', () => {
    const failures: string[] = [];
    for (const directory of ['top-sites', 'real']) {
      for (const { name, bytes } of corpusFiles(directory)) {
        for (const dialect of DIALECTS) failures.push(...differences(reading(bytes, dialect, `${directory}/${name}`, name.length % 2 === 0), 'FooBot', URLS));
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it(`gives the bytes of verdictJson for any file name, text, agent and URL (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.boolean(),
        fc.constantFrom(...DIALECTS),
        robotsTxtText(),
        fc.constantFrom('FooBot', '*', '', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
        fc.array(
          fc.oneof(
            fc.constantFrom(...URLS),
            fc.string({ unit: 'binary' }).map((path) => `/${path}`),
          ),
          { minLength: 1, maxLength: 3 },
        ),
        (label, truncated, dialect, file, agent, urls) => {
          expect(differences(reading(file.text, dialect, label, truncated), agent, urls)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
