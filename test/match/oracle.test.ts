/**
 * The matcher against the independent oracle in test/oracle (written
 * straight from the spec notes, sharing no code with src/), on generated
 * files × agents × URLs drawn from each file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, compileMatcher, DIALECTS, parse, printBytes, type Dialect } from '../../src/index.ts';
import { compilePattern } from '../../src/internals.ts';
import { matchesPatternSource } from '../../src/match/pattern.ts';
import { BUILD_AFTER } from '../../src/match/rule-index.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { bytesCaseArb, caseArb } from '../oracle/generators.ts';
import { naiveWildcardMatch, naiveWildcardMatchLength, oracleIsAllowed } from '../oracle/oracle.ts';

const RUNS = propertyRuns(1000);

describe.each(DIALECTS.map((dialect) => [dialect]))('%s matcher agrees with the oracle', (dialect: Dialect) => {
  it(`on ${RUNS} generated files`, () => {
    fc.assert(
      fc.property(caseArb(dialect), ({ text, agent, url }) => {
        const robots = compile(text, { dialect });
        const expected = oracleIsAllowed(dialect, text, agent, url);
        // The first lookups of a rule set scan its rules; then it builds its tree: both ways must agree.
        for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) expect(robots.isAllowed(url, agent)).toBe(expected);
        expect(robots.explain(url, agent).allowed).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('with the alternative options', () => {
    const options = dialect === '1994' || dialect === 'draft-1996' ? { agentMatch: 'value-in-token' as const } : { specificity: 'matched-octets' as const };
    fc.assert(
      fc.property(caseArb(dialect), ({ text, agent, url }) => {
        const robots = compile(text, { dialect, ...options });
        const expected = oracleIsAllowed(dialect, text, agent, url, options);
        for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) expect(robots.isAllowed(url, agent)).toBe(expected);
      }),
      { numRuns: Math.ceil(RUNS / 5) },
    );
  });
});

describe('google reads bytes as Google does (docs/spec/google.md §2.1)', () => {
  it(`agrees with the oracle on ${RUNS} files given as bytes with NULs, byte-order marks, CRs and bytes that are not UTF-8, or as UTF-16`, () => {
    fc.assert(
      fc.property(bytesCaseArb('google'), ({ bytes, agent, url }) => {
        const expected = oracleIsAllowed('google', bytes, agent, url);
        const robots = compile(bytes, { dialect: 'google' });
        for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) expect(robots.isAllowed(url, agent)).toBe(expected);
        expect(robots.explain(url, agent).allowed).toBe(expected);
        // The same bytes parsed first, and through the matcher alone.
        expect(compileMatcher(parse(bytes), { dialect: 'google' }).isAllowed(url, agent)).toBe(expected);
        // Whichever way it was read, the document prints back to the bytes.
        expect(printBytes(robots.document)).toEqual(bytes);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('wildcard matching agrees with a naive backtracking matcher', () => {
  const alphabet = fc.constantFrom('a', 'b', '/', '*', '$', '.');
  const patternArb = fc.oneof(
    fc.array(alphabet, { maxLength: 12 }).map((chars) => `/${chars.join('')}`),
    // Patterns that start with `*` or a letter, or are only `$`.
    fc.array(alphabet, { maxLength: 12 }).map((chars) => chars.join('')),
  );
  const pathArb = fc.array(fc.constantFrom('a', 'b', '/', '.', '$'), { maxLength: 16 }).map((chars) => `/${chars.join('')}`);
  it('matches and matched octets', () => {
    fc.assert(
      fc.property(patternArb, pathArb, (pattern, path) => {
        const compiled = compilePattern(pattern, true);
        expect(compiled.matches(path)).toBe(naiveWildcardMatch(pattern, path));
        // The in-place reading that scans use before a rule set has its index.
        expect(matchesPatternSource(pattern, path)).toBe(naiveWildcardMatch(pattern, path));
        expect(compiled.matchedOctets(path)).toBe(naiveWildcardMatchLength(pattern, path));
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('many wildcard rules under one prefix (the rule index filters them by the characters they need)', () => {
  // Drupal's default robots.txt puts a dozen `/profiles/*.css$`-style rules at one node of the index.
  const tails = ['*.css$', '*.css?', '*.js$', '*.js?', '*.gif', '*.png', '*.jpg$', '*/x*y', '*?a=*&b', '*%2F*'];
  const alphabet = ['/', 'a', 'b', 'x', 'y', '.', 'css', 'js', 'gif', 'png', 'jpg', '?', '&', '=', 'a=', '&b', '%2F', '%2f', 'C', 'S'];
  const fileArb = fc
    .subarray(tails, { minLength: 4 })
    .chain((chosen) => fc.tuple(fc.constant(chosen), fc.array(fc.constantFrom('allow', 'disallow'), { minLength: chosen.length, maxLength: chosen.length })))
    .map(([chosen, kinds]) =>
      ['User-agent: *', 'Disallow: /profiles/', ...chosen.map((tail, i) => `${kinds[i] === 'allow' ? 'Allow' : 'Disallow'}: /profiles/${tail}`)].join('\n'),
    );
  const pathArb = fc.array(fc.constantFrom(...alphabet), { maxLength: 8 }).map((parts) => `/profiles/${parts.join('')}`);

  it.each(['rfc9309', 'google'] as const)('%s agrees with the oracle', (dialect) => {
    fc.assert(
      fc.property(fileArb, pathArb, (text, path) => {
        const robots = compile(text, { dialect });
        const expected = oracleIsAllowed(dialect, text, 'bot', path);
        // The filter is part of the tree, built after the first lookups.
        for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) expect(robots.isAllowed(path, 'bot')).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });
});
