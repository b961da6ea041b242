/**
 * pattern.ts (the measured core) against its readable reference, src/match/pattern.reference.ts:
 * every way a pattern is matched (compiled, read in place, in place within a longer text, with the
 * path's character mask, with a piece finder over a long path) answers as the backtracking matcher.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../helpers/arbitraries.ts';
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

const RUNS = propertyRuns(1000);

/** Pieces of patterns and paths: wildcards, a `$` anywhere, escapes, non-ASCII, and runs longer than a short piece. */
const piece = fc.constantFrom('/', 'a', 'b', 'ab', '.php', '?', '=', '*', '$', '%2F', 'é', '\u{1F600}', 'aaaaaaaaaab', 'abababababab');
const patternArb = fc.oneof(
  fc.array(piece, { maxLength: 6 }).map((parts) => parts.join('')),
  fc.array(piece, { maxLength: 6 }).map((parts) => `/${parts.join('')}`),
);
const pathArb = fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join('')}`);
/** Fills for a pattern's `*`s: a path made from a pattern by filling them (see {@link instance}) matches it, often at its very end. */
const fillsArb = fc.array(
  fc.array(piece, { maxLength: 2 }).map((parts) => parts.join('').replaceAll('*', '')),
  { maxLength: 7 },
);

/** `pattern` with each `*` replaced by the next fill and a final `$` dropped, then maybe cut short by one character. */
function instance(pattern: string, fills: readonly string[], cut: boolean): string {
  let k = 0;
  const text = (pattern.endsWith('$') ? pattern.slice(0, -1) : pattern).replace(/\*/g, () => fills[k++] ?? '');
  return cut ? text.slice(0, -1) : text;
}

describe('a pattern matches a path as the reference matcher says', () => {
  it.each([
    ['/*b', '/ab'],
    ['/*ab', '/xab'],
    ['/*b', '/a'],
    ['/a*', '/a'],
    ['/*b*', '/b'],
    ['/*aaaaaaaaab', '/xaaaaaaaaab'],
    ['/*aaaaaaaaab', '/xaaaaaaaaa'],
    ['/*.php$', '/a.php'],
    ['/*.php$', '/a.php5'],
    ['/a$', '/a'],
    ['/a$b', '/a$b'],
    ['$', ''],
    ['', '/x'],
  ])('at the edges: %j against %j', (pattern, path) => {
    const expected = referenceMatches(pattern, path, true);
    expect([compilePattern(pattern, true).matches(path), matchesPatternSource(pattern, path), matchesPatternIn(pattern, `${path}#`, 0, path.length)]).toEqual([
      expected,
      expected,
      expected,
    ]);
    expect(compilePattern(pattern, true).matchedOctets(path)).toBe(referenceMatchedOctets(pattern, path, true));
  });

  it(`compiled, with and without wildcards: matches and matched octets (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(patternArb, fc.oneof(pathArb, fc.tuple(fillsArb, fc.boolean())), fc.boolean(), (pattern, pathOrFills, wildcards) => {
        const path = typeof pathOrFills === 'string' ? pathOrFills : instance(pattern, ...pathOrFills);
        const compiled = compilePattern(pattern, wildcards);
        expect(compiled.matches(path)).toBe(referenceMatches(pattern, path, wildcards));
        expect(compiled.matchedOctets(path)).toBe(referenceMatchedOctets(pattern, path, wildcards));
      }),
      { numRuns: RUNS },
    );
  });

  it(`read in place, within a longer text, with the path's character mask, and after its literal start (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(patternArb, fc.oneof(pathArb, fc.tuple(fillsArb, fc.boolean())), (pattern, pathOrFills) => {
        const path = typeof pathOrFills === 'string' ? pathOrFills : instance(pattern, ...pathOrFills);
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
