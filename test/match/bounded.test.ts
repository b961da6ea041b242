/**
 * Hostile patterns cost time linear in the URL: long pieces are
 * searched with a linear search, in the scan before the rule index exists as
 * in the index. These properties hold the long-piece paths to the reference
 * backtracking matcher (src/match/pattern.reference.ts); the timings are generous bounds (the old per-candidate
 * compare took ~10 s per call here), `npm run stress` holds the tight ones.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/match/compile.ts';
import { compileRules } from '../../src/match/compiled-rule.ts';
import { characterMask, compilePattern, finderFor, findPiece, matchesPatternSource } from '../../src/match/pattern.ts';
import { BUILD_AFTER, RuleIndex } from '../../src/match/rule-index.ts';
import type { Rule } from '../../src/model/types.ts';
import { referenceMatchedOctets, referenceMatches } from '../../src/match/pattern.reference.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(1000);

describe('long pieces (searched natively, not compared per candidate) agree with the reference matcher', () => {
  // Runs of one letter make pieces longer than the short-piece threshold, and near misses everywhere.
  const run = fc.tuple(fc.constantFrom('a', 'b', '/', '*'), fc.integer({ min: 1, max: 14 })).map(([ch, n]) => (ch === '*' ? '*' : ch.repeat(n)));
  const patternArb = fc.tuple(fc.array(run, { maxLength: 5 }), fc.boolean()).map(([runs, anchored]) => `/${runs.join('')}${anchored ? '$' : ''}`);
  const pathArb = fc
    .array(fc.tuple(fc.constantFrom('a', 'b', '/'), fc.integer({ min: 1, max: 20 })), { maxLength: 5 })
    .map((runs) => `/${runs.map(([ch, n]) => ch.repeat(n)).join('')}`);

  it('compiled, in place, and in place with the path mask', () => {
    fc.assert(
      fc.property(patternArb, pathArb, (pattern, path) => {
        const expected = referenceMatches(pattern, path, true);
        expect(compilePattern(pattern, true).matches(path)).toBe(expected);
        expect(matchesPatternSource(pattern, path)).toBe(expected);
        expect(matchesPatternSource(pattern, path, characterMask(path, 0, path.length))).toBe(expected);
        expect(compilePattern(pattern, true).matchedOctets(path)).toBe(referenceMatchedOctets(pattern, path, true));
      }),
      { numRuns: RUNS },
    );
  });
});

/**
 * The naive matcher's semantics by dynamic programming (O(pattern × path), so usable on 512-character
 * paths where backtracking over several `*`s is not): `reach[j]` says the pattern read so far can end at path offset j.
 */
function globMatch(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  let reach = new Array<boolean>(path.length + 1).fill(false);
  reach[0] = true;
  for (const ch of body) {
    const next = new Array<boolean>(path.length + 1).fill(false);
    for (let j = 0; j <= path.length; j++) {
      if (ch === '*') next[j] = reach[j] || (j > 0 && next[j - 1] === true);
      else next[j] = j > 0 && reach[j - 1] === true && path[j - 1] === ch;
    }
    reach = next;
  }
  return anchored ? reach[path.length] === true : reach.some(Boolean);
}

describe('the path automaton (long paths, many searches) finds what a direct search finds', () => {
  // Paths of ≥ 512 characters over a small alphabet: pieces occur often, early, late, or not at all.
  const longPath = fc
    .array(fc.constantFrom('a', 'b', 'ab', 'ba', '/', 'aaaa'), { minLength: 200, maxLength: 400 })
    .map((parts) => `/${parts.join('')}`.padEnd(512, 'a'));
  const piece = fc.array(fc.constantFrom('a', 'b', '/'), { minLength: 0, maxLength: 12 }).map((chars) => chars.join(''));

  it('PieceFinder.find equals findPiece for every piece and start', () => {
    fc.assert(
      fc.property(longPath, fc.array(fc.tuple(piece, fc.nat()), { minLength: 20, maxLength: 60 }), (path, queries) => {
        const finder = finderFor(path, 0, path.length);
        expect(finder).toBeDefined();
        // The DP oracle itself agrees with the reference backtracking matcher (on short paths, where that is cheap).
        expect(globMatch('/a*b*$', path.slice(0, 12))).toBe(referenceMatches('/a*b*$', path.slice(0, 12), true));
        for (const [text, seed] of queries) {
          const from = seed % (path.length + 1);
          expect(finder?.find(from, text, 0, text.length)).toBe(findPiece(path, from, path.length, text, 0, text.length));
        }
      }),
      { numRuns: Math.max(50, RUNS / 10) },
    );
  });

  it('scanned and indexed lookups with the automaton agree with the reference matcher', () => {
    const star = fc.array(fc.oneof(piece, fc.constant('*')), { maxLength: 5 }).map((parts) => `/${parts.join('')}`);
    const ruleSpec = fc.tuple(
      fc.constantFrom('allow' as const, 'disallow' as const),
      fc.tuple(star, fc.boolean()).map(([p, anchored]) => (anchored ? `${p}$` : p)),
    );
    fc.assert(
      fc.property(fc.array(ruleSpec, { minLength: 20, maxLength: 40 }), longPath, (specs, path) => {
        const rules: Rule[] = specs.map(([kind, pattern], order) => ({
          kind,
          value: pattern,
          pattern,
          order,
          ref: { line: order + 1, column: 1, offset: 0, text: '' },
        }));
        const compiled = compileRules(rules, true);
        const expected = new Set(compiled.filter((rule) => rule.source !== '' && globMatch(rule.source, path)));
        const scanned = new RuleIndex(compiled, 'pattern-length');
        expect(new Set(scanned.matches(path))).toEqual(expected);
        const indexed = new RuleIndex(compiled, 'pattern-length');
        for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) indexed.best('/');
        expect(new Set(indexed.matches(path))).toEqual(expected);
        expect(indexed.best(path)).toBe(new RuleIndex(compiled, 'pattern-length').best(path));
        const best = indexed.best(path);
        expect(best === undefined ? expected.size === 0 : expected.has(best)).toBe(true);
      }),
      { numRuns: Math.max(50, RUNS / 10) },
    );
  });
});

/** 500 KiB of `Disallow: /*aaa…ab` rules (20–219 a's), the first hostile case of docs/performance.md. */
function hostileRules(): string {
  const lines = ['User-agent: *'];
  let bytes = 14;
  for (let n = 0; ; n++) {
    const line = `Disallow: /*${'a'.repeat(20 + (n % 200))}b`;
    if (bytes + line.length + 1 > 500 * 1024) break;
    lines.push(line);
    bytes += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

describe('hostile rules answer every call, the first included, in bounded time', () => {
  const text = hostileRules();
  it.each(['rfc9309', 'google'] as const)("%s: 3,800 rules /*aaa…ab against 8 KB URLs of a's (with and without a b)", (dialect) => {
    for (const path of [`/${'a'.repeat(8000)}`, `/b${'a'.repeat(8000)}`]) {
      const robots = compile(text, { dialect });
      expect(robots.explain(path, 'bot').allowed).toBe(true);
      for (let call = 0; call < 2; call++) expect(robots.isAllowed(path, 'bot')).toBe(true);
      // Its time per call is held by npm run stress (the rowsb-* cases): ~80 s before the scan searched linearly.
    }
  });
});
