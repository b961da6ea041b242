/**
 * The rule index answers its first lookups by scanning the rules as given,
 * later ones by scanning them in precedence order (a small rule set) or by
 * walking its tree (a big one): every form must pick the same rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/match/compiled-rule.ts';
import { BUILD_AFTER, RuleIndex, TREE_FROM, type Precedence } from '../../src/match/rule-index.ts';
import type { Rule } from '../../src/model/types.ts';
import { referenceMatches } from '../../src/match/pattern.reference.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(1000);

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

/** Pieces of patterns and paths with and without wildcards, escapes (of reserved and unreserved bytes), non-ASCII and a `$` that is not final. */
const mixedPiece = fc.constantFrom('/', 'a', 'ab', '.php', '?', '=', '*', '$', '%2F', '%7E', '%', 'é', 'ツ', '\u{1F600}', 'A');
const mixedPattern = fc.array(mixedPiece, { maxLength: 6 }).map((parts) => `/${parts.join('')}`);
const mixedPath = fc
  .array(
    mixedPiece.filter((part) => part !== '*'),
    { maxLength: 8 },
  )
  .map((parts) => `/${parts.join('')}`);

describe('a pattern without * or a final $ (a plain prefix) under a wildcard dialect', () => {
  it(`is matched as the reference wildcard matcher (pattern.reference.ts) matches it, by the rule, the scan, the ranked scan and the tree (${RUNS} rule sets)`, () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('allow' as const, 'disallow' as const), mixedPattern), { maxLength: 12 }),
        fc.array(mixedPath, { minLength: 1, maxLength: 8 }),
        (specs, paths) => {
          // rfc9309 and google compile every rule with wildcards on: a plain one is then compared as a prefix (the fast path).
          const compiled = compileRules(rulesOf(specs), true);
          for (const rule of compiled) expect(rule.wildcards).toBe(rule.source.includes('*') || rule.source.endsWith('$'));
          const forms = (['pattern-length', 'file-order'] as const).flatMap((precedence) => {
            const ranked = new RuleIndex(compiled, precedence, Number.POSITIVE_INFINITY);
            const tree = new RuleIndex(compiled, precedence, 0);
            for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) [ranked, tree].forEach((index) => index.best('/'));
            return [new RuleIndex(compiled, precedence), ranked, tree];
          });
          for (const path of paths) {
            const expected = new Set(compiled.filter((rule) => rule.source !== '' && referenceMatches(rule.source, path, true)));
            for (const rule of compiled) expect(rule.matches(path)).toBe(referenceMatches(rule.source, path, true));
            for (const index of forms) {
              expect(new Set(index.matches(path))).toEqual(expected);
              const best = index.best(path);
              expect(best === undefined ? expected.size === 0 : expected.has(best)).toBe(true);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe.each(['pattern-length', 'file-order'] as const)('%s precedence', (precedence: Precedence) => {
  /** An index past its first {@link BUILD_AFTER} lookups, that builds its tree from `treeFrom` rules on. */
  function prepared(compiled: ReturnType<typeof compileRules>, treeFrom: number): RuleIndex {
    const index = new RuleIndex(compiled, precedence, treeFrom);
    for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) index.best('/');
    return index;
  }

  it(`scanned, rank-scanned and tree lookups agree on every path (${RUNS} rule sets)`, () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 12 }), fc.array(pathArb, { minLength: 1, maxLength: 12 }), (specs, paths) => {
        const compiled = compileRules(rulesOf(specs), true);
        // Answers before the tree exists (a fresh index scans its first lookups)…
        const scanned = paths.map((path) => new RuleIndex(compiled, precedence).best(path));
        const scannedMatches = paths.map((path) => new Set(new RuleIndex(compiled, precedence).matches(path)));
        // …from the rules sorted into precedence order, and from a tree built by enough lookups.
        const ranked = prepared(compiled, Number.POSITIVE_INFINITY);
        const indexed = prepared(compiled, 0);
        expect(ranked.form).toBe('ranked-scan');
        expect(indexed.form).toBe('tree');
        paths.forEach((path, i) => {
          for (const index of [ranked, indexed]) {
            expect(index.best(path)).toBe(scanned[i]);
            // The tree answers from its own table whether the deciding rule allows.
            expect(index.allows(path)).toBe(scanned[i]?.rule.kind !== 'disallow');
            expect(new Set(index.matches(path))).toEqual(scannedMatches[i]);
          }
          // A path read where it stands in a longer text (a URL's path, before its fragment) is the same path.
          expect(indexed.best(`https://h${path}#${path}`, 9, 9 + path.length)).toBe(scanned[i]);
          expect(ranked.best(`https://h${path}#${path}`, 9, 9 + path.length)).toBe(scanned[i]);
          // The definition: every rule with a non-empty pattern that matches.
          expect(scannedMatches[i]).toEqual(new Set(compiled.filter((rule) => rule.pattern.source !== '' && rule.pattern.matches(path))));
        });
      }),
      { numRuns: RUNS },
    );
  });

  it(`plain prefixes (1994, draft-1996: no wildcards) agree in every form (${RUNS} rule sets)`, () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 12 }), fc.array(pathArb, { minLength: 1, maxLength: 12 }), (specs, paths) => {
        const compiled = compileRules(rulesOf(specs), false);
        const ranked = prepared(compiled, Number.POSITIVE_INFINITY);
        const indexed = prepared(compiled, 0);
        for (const path of paths) {
          const expected = compiled.filter((rule) => rule.source !== '' && path.startsWith(rule.source));
          const first = new RuleIndex(compiled, precedence).best(path);
          expect(first === undefined ? expected.length === 0 : expected.includes(first)).toBe(true);
          expect(ranked.best(path)).toBe(first);
          expect(indexed.best(path)).toBe(first);
          expect(new Set(indexed.matches(path))).toEqual(new Set(expected));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a tree of deep, shared and branching literal prefixes answers as the scan does', () => {
    // Enough rules to build the tree by default; prefixes that split edges, share nodes, branch wide (> 8 children) and nest 2,000 deep.
    const patterns = ['/', '/a', '/ab', '/abc', '/abd', '/b*', '/b*$', '/b$', '*x', '/a*b', '/a*b$', `/${'d'.repeat(2000)}`, `/${'d'.repeat(1000)}`];
    for (let c = 0; c < 40; c++) patterns.push(`/w/${String.fromCharCode(0x41 + c)}`, `/w/${String.fromCharCode(0x41 + c)}*.php$`);
    const compiled = compileRules(rulesOf(patterns.map((pattern, i) => [i % 3 === 0 ? 'allow' : 'disallow', pattern] as const)), true);
    expect(compiled.length).toBeGreaterThanOrEqual(TREE_FROM);
    const indexed = prepared(compiled, TREE_FROM);
    expect(indexed.form).toBe('tree');
    const paths = [
      '/',
      '/a',
      '/abc',
      '/abz',
      '/b',
      '/bx',
      '/x',
      `/${'d'.repeat(1500)}`,
      `/${'d'.repeat(2500)}`,
      '/w/',
      '/w/A',
      '/w/Zq.php',
      '/w/e',
      '/w/h/i.php',
    ];
    for (const path of paths) {
      expect(indexed.best(path)).toBe(new RuleIndex(compiled, precedence).best(path));
      expect(new Set(indexed.matches(path))).toEqual(new Set(new RuleIndex(compiled, precedence).matches(path)));
    }
  });
});
