/**
 * `check --files --format json|jsonl` writes each verdict as text around the explanation's own JSON
 * (`verdictJsonParts`: no copy of the explanation per URL). The bytes must be those of
 * `JSON.stringify(verdictJson(…))`, the form every other command writes, whatever the file's name holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../src/index.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';
import { differences, reading, URLS } from './batch-json-parts.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
describe('verdictJsonParts', () => {
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
