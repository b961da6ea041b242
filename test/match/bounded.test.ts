/**
 * Hostile patterns cost time linear in the URL (issue 11): long pieces are
 * searched with a linear search, in the scan before the rule index exists as
 * in the index. These properties hold the long-piece paths to the naive
 * backtracking matcher; the timings are generous bounds (the old per-candidate
 * compare took ~10 s per call here), `npm run stress` holds the tight ones.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/match/compile.ts';
import { characterMask, compilePattern, matchesPatternSource } from '../../src/match/pattern.ts';
import { naiveWildcardMatch, naiveWildcardMatchLength } from '../oracle/wildcard.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

describe('long pieces (searched natively, not compared per candidate) agree with the naive matcher', () => {
  // Runs of one letter make pieces longer than the short-piece threshold, and near misses everywhere.
  const run = fc.tuple(fc.constantFrom('a', 'b', '/', '*'), fc.integer({ min: 1, max: 14 })).map(([ch, n]) => (ch === '*' ? '*' : ch.repeat(n)));
  const patternArb = fc.tuple(fc.array(run, { maxLength: 5 }), fc.boolean()).map(([runs, anchored]) => `/${runs.join('')}${anchored ? '$' : ''}`);
  const pathArb = fc.array(fc.tuple(fc.constantFrom('a', 'b', '/'), fc.integer({ min: 1, max: 20 })), { maxLength: 5 }).map((runs) => `/${runs.map(([ch, n]) => ch.repeat(n)).join('')}`);

  it('compiled, in place, and in place with the path mask', () => {
    fc.assert(
      fc.property(patternArb, pathArb, (pattern, path) => {
        const expected = naiveWildcardMatch(pattern, path);
        expect(compilePattern(pattern, true).matches(path)).toBe(expected);
        expect(matchesPatternSource(pattern, path)).toBe(expected);
        expect(matchesPatternSource(pattern, path, characterMask(path, 0, path.length))).toBe(expected);
        expect(compilePattern(pattern, true).matchedOctets(path)).toBe(naiveWildcardMatchLength(pattern, path));
      }),
      { numRuns: RUNS },
    );
  });
});

/** 500 KiB of `Disallow: /*aaa…ab` rules (20–219 a's), the first row of issue 11. */
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
  it.each(['rfc9309', 'google'] as const)('%s: 3,800 rules /*aaa…ab against 8 KB URLs of a\'s (with and without a b)', (dialect) => {
    for (const path of [`/${'a'.repeat(8000)}`, `/b${'a'.repeat(8000)}`]) {
      const robots = compile(text, { dialect });
      const started = performance.now();
      expect(robots.explain(path, 'bot').allowed).toBe(true);
      for (let call = 0; call < 2; call++) expect(robots.isAllowed(path, 'bot')).toBe(true);
      // ~1–3 s on a busy 2-core machine; ~80 s before the scan searched linearly.
      expect(performance.now() - started).toBeLessThan(15_000);
    }
  });
});
