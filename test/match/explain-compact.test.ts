/**
 * `explain` and `matchingLine` answer from the compact model a compiled file
 * keeps: the deciding and matching rules are read from their own lines, the
 * records from their first lines (src/model/compact.ts `rule`, `groupStart`),
 * and the full model is never built (`check --files` explains
 * every verdict). What they say must be what the full model says: the same
 * explanation, field for field, as from a file whose model was built first,
 * on generated files (explain-compact.corpus.test.ts: on every corpus file),
 * under every dialect.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS, parse } from '../../src/index.ts';
import { propertyRuns, robotsTxtText } from '../helpers/arbitraries.ts';
import { agentArb, generatedFileArb, urlArb } from '../oracle/generators.ts';
import { AGENTS, disagreements, modelBuilt, pathsOf, URLS } from './explain-agreement.ts';

const RUNS = propertyRuns(1000);

describe('explain without the full model', () => {
  it.each(DIALECTS.map((dialect) => [dialect]))(`says what the full model says on the oracle's generated %s files (${RUNS} runs)`, (dialect) => {
    fc.assert(
      fc.property(
        generatedFileArb(dialect).chain((file) =>
          fc.record({
            text: fc.constant(file.text),
            agents: fc.array(agentArb(file.agents), { minLength: 1, maxLength: 3 }),
            urls: fc.array(urlArb(file.paths), { minLength: 1, maxLength: 4 }),
          }),
        ),
        ({ text, agents, urls }) => {
          expect(disagreements(parse(text), dialect, agents, urls)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`says what the full model says on generated realistic files (BOMs, CRs, odd lines), under every dialect (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIALECTS), robotsTxtText(), (dialect, file) => {
        const document = parse(file.text);
        expect(disagreements(document, dialect, AGENTS.slice(0, 2), [...URLS.slice(0, 3), ...pathsOf(document)])).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('a revisited-1996 line of many path roots: each matching root its own rule, the value the root', () => {
    const robots = compile('User-agent: *\nDisallow: /a /b\t/c  /a\n', { dialect: 'revisited-1996' });
    const explanation = robots.explain('/a/x', 'FooBot');
    expect(explanation.matchedRules.map((rule) => [rule.value, rule.line, rule.column])).toEqual([
      ['/a', 2, 1],
      ['/a', 2, 1],
    ]);
    expect(modelBuilt(robots)).toBe(false);
    expect(disagreements(robots.document, 'revisited-1996', ['FooBot'], ['/a/x', '/b', '/c/d', '/d'])).toEqual([]);
  });
});
