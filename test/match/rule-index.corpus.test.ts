/**
 * The compact rule tree (one `Int32Array` and one labels string per rule set,
 * patterns read in place) against the compiled patterns it replaced, on every
 * file of the corpus's top sites (test/helpers/corpus.ts): for the rules each dialect applies to Googlebot and to a
 * robot only `*` groups apply to, over paths taken from the file's own rules,
 * the tree, the sorted scan and the first scan pick the rule that the compiled
 * patterns (`CompiledRule.pattern`, test/match/oracle.test.ts holds them to the
 * oracle) rank first among those that match, and find the same set of matches.
 * Every 4th file in `npm test`; every file with `FUZZ_RUNS` above 10,000 (npm run fuzz).
 */
import { describe, expect, it } from 'vitest';
import { compile, decodeBytes } from '../../src/index.ts';
import { compileRules, type CompiledRule } from '../../src/match/compiled-rule.ts';
import { matcherGoogle } from '../../src/match/dialects/dialect-google.ts';
import { matcherRfc9309 } from '../../src/match/dialects/dialect-rfc9309.ts';
import { matcher1994 } from '../../src/match/dialects/dialect-1994.ts';
import { BUILD_AFTER, RuleIndex, type Precedence } from '../../src/match/rule-index.ts';
import { corpusFiles, corpusSet } from '../helpers/corpus.ts';

const FULL = Number(process.env.FUZZ_RUNS ?? 0) > 10000;
const files = corpusFiles(corpusSet('top-sites'))
  .filter((_, i) => FULL || i % 4 === 0)
  .map(({ bytes }) => decodeBytes(bytes).text);

/** Paths from the file's Allow and Disallow values (each with `*` filled and `$` dropped, extended, and cut short), up to 40. */
function pathsOf(text: string, pathOf: (url: string) => string): string[] {
  const paths = new Set(['/', '/index.html', '/search?q=a', '/wp-admin/admin-ajax.php']);
  for (const match of text.matchAll(/^\s*(?:dis)?allow\s*:\s*(\S+)/gim)) {
    const value = (match[1] as string).replace(/\$$/, '');
    const filled = value.replace(/\*/g, 'x1');
    for (const path of [filled, `${filled}/a.php?b=1`, filled.slice(0, Math.ceil(filled.length / 2)), value.replace(/\*/g, '')]) {
      paths.add(pathOf(`https://example.com${path.startsWith('/') ? '' : '/'}${path}`));
    }
  }
  // Up to 40, spread over the file (a file of 19,000 rules would otherwise ask 70,000 paths of each form).
  const all = [...paths];
  const step = Math.max(1, all.length / 40);
  return Array.from({ length: Math.min(all.length, 40) }, (_, i) => all[Math.floor(i * step)] as string);
}

/** The rule a precedence order puts first among those whose compiled pattern matches. */
function firstByPatterns(rules: readonly CompiledRule[], path: string, precedence: Precedence): CompiledRule | undefined {
  let best: CompiledRule | undefined;
  for (const rule of rules) {
    if (rule.source === '' || !rule.pattern.matches(path)) continue;
    if (best === undefined || rank(rule, best, precedence) < 0) best = rule;
  }
  return best;
}

function rank(a: CompiledRule, b: CompiledRule, precedence: Precedence): number {
  if (precedence === 'pattern-length') {
    if (a.source.length !== b.source.length) return b.source.length - a.source.length;
    if (a.rule.kind !== b.rule.kind) return a.rule.kind === 'allow' ? -1 : 1;
  }
  return a.rule.order - b.rule.order;
}

function prepared(rules: readonly CompiledRule[], precedence: Precedence, treeFrom: number): RuleIndex {
  const index = new RuleIndex(rules, precedence, treeFrom);
  for (let lookup = 0; lookup <= BUILD_AFTER; lookup++) index.best('/');
  return index;
}

describe.each([
  ['rfc9309', matcherRfc9309.pathOf, true, 'pattern-length'],
  ['google', matcherGoogle.pathOf, true, 'pattern-length'],
  ['1994', matcher1994.pathOf, false, 'file-order'],
] as const)('%s: every form of the index agrees with the compiled patterns on corpus/top-sites', (dialect, pathOf, wildcards, precedence) => {
  it(`${files.length} files`, () => {
    let checks = 0;
    for (const text of files) {
      const robots = compile(text, { dialect });
      const paths = pathsOf(text, pathOf);
      for (const agent of ['Googlebot', 'Zqx-Unnamed-Robot']) {
        const rules = compileRules(robots.rulesFor(agent), wildcards);
        if (rules.length === 0) continue;
        const forms = [new RuleIndex(rules, precedence), prepared(rules, precedence, Number.POSITIVE_INFINITY), prepared(rules, precedence, 0)];
        for (const path of paths) {
          const expected = firstByPatterns(rules, path, precedence);
          const matches = new Set(rules.filter((rule) => rule.source !== '' && rule.pattern.matches(path)));
          for (const index of forms) {
            expect(index.best(path)).toBe(expected);
            expect(index.allows(path)).toBe(expected?.rule.kind !== 'disallow');
            expect(new Set(index.matches(path))).toEqual(matches);
          }
          checks++;
        }
      }
    }
    expect(checks).toBeGreaterThan(files.length);
  });
});
