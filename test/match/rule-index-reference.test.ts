/**
 * rule-index.ts (the measured core) against its readable reference, src/match/rule-index.reference.ts:
 * in every form (scanning its first lookups, scanning in precedence order, walking its tree), the
 * index finds the rules that match a path, and the one that decides, as a check of every rule in
 * turn does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { compileRules, type CompiledRule } from '../../src/match/compiled-rule.ts';
import { BUILD_AFTER, RuleIndex, type Precedence } from '../../src/match/rule-index.ts';
import { referenceBestRule, referenceMatchingRules } from '../../src/match/rule-index.reference.ts';
import type { Rule } from '../../src/model/types.ts';

const RUNS = propertyRuns(1000);

/** Pieces of patterns and paths: wildcards, a `$` anywhere, escapes, non-ASCII, and literal starts that share and branch. */
const piece = fc.constantFrom('/', 'a', 'b', 'ab', '.php', '?', '=', '*', '$', '%2F', 'é', 'aaaaaaaaab');
const patternArb = fc.oneof(
  fc.array(piece, { maxLength: 6 }).map((parts) => `/${parts.join('')}`),
  fc.array(piece, { maxLength: 4 }).map((parts) => parts.join('')),
);
const pathArb = fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join('')}`);
const ruleSpecsArb = fc.array(fc.tuple(fc.constantFrom('allow' as const, 'disallow' as const), patternArb), { maxLength: 14 });

function rulesOf(specs: readonly (readonly ['allow' | 'disallow', string])[]): Rule[] {
  return specs.map(([kind, pattern], order) => ({ kind, value: pattern, pattern, order, ref: { line: order + 1, column: 1, offset: 0, text: '' } }));
}

/** The index in each of its forms: fresh (it scans), past its first lookups with few rules (a ranked scan) and with a tree. */
function indexForms(compiled: readonly CompiledRule[], precedence: Precedence): RuleIndex[] {
  const ranked = new RuleIndex(compiled, precedence, Number.POSITIVE_INFINITY);
  const tree = new RuleIndex(compiled, precedence, 0);
  for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) [ranked, tree].forEach((index) => index.best('/'));
  return [new RuleIndex(compiled, precedence), ranked, tree];
}

it('the forms are the ones named: a scan, a ranked scan, a tree', () => {
  const compiled = compileRules(
    rulesOf([
      ['allow', '/a'],
      ['disallow', '/*.php$'],
    ]),
    true,
  );
  expect(indexForms(compiled, 'pattern-length').map((index) => index.form)).toEqual(['scan', 'ranked-scan', 'tree']);
});

describe.each(['pattern-length', 'file-order'] as const)('under %s precedence, the index answers as a check of every rule', (precedence) => {
  it.each([
    ['with wildcards (rfc9309, google)', true],
    ['without wildcards (1994, draft-1996)', false],
  ])(`%s (${RUNS} rule sets)`, (_name, wildcards) => {
    fc.assert(
      fc.property(ruleSpecsArb, fc.array(pathArb, { minLength: 1, maxLength: 8 }), (specs, paths) => {
        const compiled = compileRules(rulesOf(specs), wildcards);
        const forms = indexForms(compiled, precedence);
        // Disagreements are gathered and compared once: an assertion per answer would cost more than the answers.
        const disagreements: string[] = [];
        for (const path of paths) {
          const matching = new Set(referenceMatchingRules(compiled, path));
          const best = referenceBestRule(compiled, path, precedence);
          for (const index of forms) {
            // A fresh index is asked once per path here: it stays a scan.
            const asked = index.form === 'scan' ? new RuleIndex(compiled, precedence) : index;
            const found = index.matches(path);
            if (asked.best(path) !== best) disagreements.push(`${index.form} best ${path}`);
            if (index.allows(path) !== (best?.kind !== 'disallow')) disagreements.push(`${index.form} allows ${path}`);
            if (found.length !== matching.size || !found.every((rule) => matching.has(rule))) disagreements.push(`${index.form} matches ${path}`);
            // The path read where it stands in a URL, before its fragment.
            if (index.best(`https://h${path}#${path}`, 9, 9 + path.length) !== best) disagreements.push(`${index.form} best in a URL ${path}`);
          }
        }
        expect(disagreements).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
