/**
 * pattern.ts (the measured core) against its readable reference, src/match/pattern.reference.ts:
 * every way a pattern is matched (compiled, read in place, in place within a longer text, with the
 * path's character mask, with a piece finder over a long path) answers as the backtracking matcher.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  characterMask,
  compileIndexablePattern,
  compilePattern,
  literalEndOf,
  matchesAfterLiteralSource,
  matchesPatternIn,
  matchesPatternSource,
  PieceFinder,
} from '../../src/match/pattern.ts';
import { referenceMatchedOctets, referenceMatches } from '../../src/match/pattern.reference.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/** Pieces of patterns and paths: wildcards, a `$` anywhere, escapes, non-ASCII, and runs longer than a short piece. */
const piece = fc.constantFrom('/', 'a', 'b', 'ab', '.php', '?', '=', '*', '$', '%2F', 'é', '\u{1F600}', 'aaaaaaaaaab', 'abababababab');
const patternArb = fc.oneof(
  fc.array(piece, { maxLength: 6 }).map((parts) => parts.join('')),
  fc.array(piece, { maxLength: 6 }).map((parts) => `/${parts.join('')}`),
);
const pathArb = fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join('')}`);

describe('a pattern matches a path as the reference matcher says', () => {
  it(`compiled, with and without wildcards: matches and matched octets (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(patternArb, pathArb, fc.boolean(), (pattern, path, wildcards) => {
        const compiled = compilePattern(pattern, wildcards);
        expect(compiled.matches(path)).toBe(referenceMatches(pattern, path, wildcards));
        expect(compiled.matchedOctets(path)).toBe(referenceMatchedOctets(pattern, path, wildcards));
      }),
      { numRuns: RUNS },
    );
  });

  it(`read in place, within a longer text, with the path's character mask, and after its literal start (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(patternArb, pathArb, (pattern, path) => {
        const expected = referenceMatches(pattern, path, true);
        expect(matchesPatternSource(pattern, path)).toBe(expected);
        expect(matchesPatternSource(pattern, path, characterMask(path, 0, path.length))).toBe(expected);
        // The path as it stands in a URL, with text after it that a match must not reach.
        const text = `https://h${path}#${path}`;
        const start = 'https://h'.length;
        expect(matchesPatternIn(pattern, text, start, start + path.length)).toBe(expected);
        const indexable = compileIndexablePattern(pattern, true);
        if (path.startsWith(indexable.literal)) {
          expect(indexable.matchesAfterLiteral(text, start, start + path.length)).toBe(expected);
          expect(matchesAfterLiteralSource(pattern, literalEndOf(pattern), text, start, start + path.length)).toBe(expected);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('over a long path, many patterns in one lookup (the piece finder builds its automaton)', () => {
    // At most two `*`s: the reference backtracks over every place each one could end.
    const fewStars = patternArb.filter((pattern) => pattern.split('*').length <= 3);
    fc.assert(
      fc.property(fc.array(fewStars, { minLength: 20, maxLength: 30 }), pathArb, (patterns, tail) => {
        const path = `/${'ab/'.repeat(200)}${tail}`;
        const finder = new PieceFinder().reset(path, 0, path.length);
        for (const pattern of patterns) {
          const expected = referenceMatches(pattern, path, true);
          expect(matchesPatternSource(pattern, path, undefined, finder)).toBe(expected);
          const indexable = compileIndexablePattern(pattern, true);
          if (path.startsWith(indexable.literal)) expect(indexable.matchesAfterLiteral(path, 0, path.length, finder)).toBe(expected);
        }
      }),
      { numRuns: Math.max(1, Math.round(RUNS / 20)) },
    );
  });
});
