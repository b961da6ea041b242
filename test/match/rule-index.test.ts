/**
 * The rule index answers its first lookups by scanning the rules and later
 * ones by walking its tree: the two ways must pick the same rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/match/dialects/dialect.ts';
import { BUILD_AFTER, RuleIndex, type Precedence } from '../../src/match/rule-index.ts';
import type { Rule } from '../../src/model/types.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

const piece = fc.constantFrom('/', 'a', 'b', 'ab', '.php', '?', '=', '*', '$', '%2F');
const patternArb = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(''));
const ruleArb = fc.tuple(
  fc.constantFrom('allow' as const, 'disallow' as const),
  fc.oneof(
    patternArb,
    patternArb.map((p) => `/${p}`),
  ),
);
const pathArb = fc.array(fc.constantFrom('/', 'a', 'b', 'ab', '.php', '?', '=', '%2F', 'x'), { maxLength: 8 }).map((parts) => `/${parts.join('')}`);

function rulesOf(specs: readonly (readonly ['allow' | 'disallow', string])[]): Rule[] {
  return specs.map(([kind, pattern], order) => ({ kind, value: pattern, pattern, order, ref: { line: order + 1, column: 1, offset: 0, text: '' } }));
}

describe.each(['pattern-length', 'file-order'] as const)('%s precedence', (precedence: Precedence) => {
  it(`scanned and indexed lookups agree on every path (${RUNS} rule sets)`, () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 12 }), fc.array(pathArb, { minLength: 1, maxLength: 12 }), (specs, paths) => {
        const compiled = compileRules(rulesOf(specs), true);
        // Answers before the tree exists (a fresh index scans its first lookups)…
        const scanned = paths.map((path) => new RuleIndex(compiled, precedence).best(path));
        const scannedMatches = paths.map((path) => new Set(new RuleIndex(compiled, precedence).matches(path)));
        // …and from a tree built by enough lookups.
        const indexed = new RuleIndex(compiled, precedence);
        for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) indexed.best('/');
        paths.forEach((path, i) => {
          expect(indexed.best(path)).toBe(scanned[i]);
          expect(new Set(indexed.matches(path))).toEqual(scannedMatches[i]);
          // The definition: every rule with a non-empty pattern that matches.
          expect(scannedMatches[i]).toEqual(new Set(compiled.filter((rule) => rule.pattern.source !== '' && rule.pattern.matches(path))));
        });
      }),
      { numRuns: RUNS },
    );
  });
});
