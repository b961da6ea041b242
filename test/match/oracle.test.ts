/**
 * The matcher against the independent oracle in test/oracle (written
 * straight from the spec notes, sharing no code with src/), on generated
 * files × agents × URLs drawn from each file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, compilePattern, DIALECTS, type Dialect } from '../../src/index.ts';
import { caseArb } from '../oracle/generators.ts';
import { naiveWildcardMatch, naiveWildcardMatchLength, oracleIsAllowed } from '../oracle/oracle.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);

describe.each(DIALECTS.map((dialect) => [dialect]))('%s matcher agrees with the oracle', (dialect: Dialect) => {
  it(`on ${RUNS} generated files`, () => {
    fc.assert(
      fc.property(caseArb(dialect), ({ text, agent, url }) => {
        const robots = compile(text, { dialect });
        const expected = oracleIsAllowed(dialect, text, agent, url);
        expect(robots.isAllowed(url, agent)).toBe(expected);
        expect(robots.explain(url, agent).allowed).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('with the alternative options', () => {
    const options = dialect === '1994' || dialect === 'draft-1996' ? { agentMatch: 'value-in-token' as const } : { specificity: 'matched-octets' as const };
    fc.assert(
      fc.property(caseArb(dialect), ({ text, agent, url }) => {
        expect(compile(text, { dialect, ...options }).isAllowed(url, agent)).toBe(oracleIsAllowed(dialect, text, agent, url, options));
      }),
      { numRuns: Math.ceil(RUNS / 5) },
    );
  });
});

describe('wildcard matching agrees with a naive backtracking matcher', () => {
  const alphabet = fc.constantFrom('a', 'b', '/', '*', '$', '.');
  const patternArb = fc.array(alphabet, { maxLength: 12 }).map((chars) => `/${chars.join('')}`);
  const pathArb = fc.array(fc.constantFrom('a', 'b', '/', '.', '$'), { maxLength: 16 }).map((chars) => `/${chars.join('')}`);
  it('matches and matched octets', () => {
    fc.assert(
      fc.property(patternArb, pathArb, (pattern, path) => {
        const compiled = compilePattern(pattern, true);
        expect(compiled.matches(path)).toBe(naiveWildcardMatch(pattern, path));
        expect(compiled.matchedOctets(path)).toBe(naiveWildcardMatchLength(pattern, path));
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
