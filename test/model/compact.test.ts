/**
 * The compact model a compiled file keeps (src/model/compact.ts) against the
 * full model (`buildModel`): both come from one walk, and must agree on every
 * group's User-agent values and on every rule's kind, pattern and order, on
 * every corpus file and on generated files, under every dialect. A compiled
 * file answers from the compact form and reports the full model's rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS, parse, type Dialect, type SyntaxDocument } from '../../src/index.ts';
import { buildModel } from '../../src/model/build.ts';
import { compactModel, type CompactModel } from '../../src/model/compact.ts';
import type { RobotsModel } from '../../src/model/types.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';
import { corpusFiles } from '../helpers/corpus.ts';
import { robotsFileArb } from '../oracle/generators.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/** What matching reads of a model: each group's agents and rules, and every rule by order. */
interface MatchingView {
  readonly groups: readonly { readonly index: number; readonly agents: readonly string[]; readonly rules: readonly (readonly [string, string, number])[] }[];
  readonly rules: readonly (readonly [string, string])[];
}

function viewOfModel(model: RobotsModel): MatchingView {
  const rules: [string, string][] = [];
  for (const rule of [...model.ignoredRules, ...model.groups.flatMap((group) => group.rules)]) rules[rule.order] = [rule.kind, rule.pattern];
  return {
    groups: model.groups.map((group) => ({
      index: group.index,
      agents: group.agents.map((agent) => agent.value),
      rules: group.rules.map((rule) => [rule.kind, rule.pattern, rule.order] as const),
    })),
    rules,
  };
}

function kindAt(compact: CompactModel, order: number): string {
  return compact.isAllow(order) ? 'allow' : 'disallow';
}

function viewOfCompact(compact: CompactModel): MatchingView {
  const orders = (start: number, end: number): number[] => Array.from({ length: end - start }, (_, i) => start + i);
  return {
    groups: compact.groups.map((group) => ({
      index: group.index,
      agents: group.agents.map((agent) => agent.value),
      rules: orders(group.ruleStart, group.ruleEnd).map((order) => [kindAt(compact, order), compact.patterns[order] as string, order] as const),
    })),
    rules: compact.patterns.map((pattern, order) => [kindAt(compact, order), pattern] as const),
  };
}

/** Every way the compact model of `document` disagrees with the full one; empty when they agree. */
function disagreements(document: SyntaxDocument, dialect: Dialect): string[] {
  const full = buildModel(document, dialect);
  const compact = compactModel(document, dialect);
  const problems: string[] = [];
  if (JSON.stringify(viewOfCompact(compact)) !== JSON.stringify(viewOfModel(full))) problems.push('groups or rules differ');
  if (compact.allowBits.length !== Math.ceil(compact.patterns.length / 16)) problems.push('not one kind bit per rule, 16 a number');
  // The rules a compiled file reports are its model's own objects, found by order.
  const model = compact.model;
  for (const rule of [...model.ignoredRules, ...model.groups.flatMap((group) => group.rules)]) {
    if (compact.rule(rule.order) !== rule) problems.push(`rule ${rule.order} is not the model's`);
  }
  for (const group of model.groups) if (compact.group(group.index) !== group) problems.push(`group ${group.index} is not the model's`);
  return problems;
}

describe('the compact model agrees with the full model', () => {
  it.each(['top-sites', 'real'])('on every file of corpus/%s, under every dialect', (directory) => {
    const failures: string[] = [];
    for (const { name, bytes } of corpusFiles(directory)) {
      const document = parse(bytes);
      for (const dialect of DIALECTS) for (const problem of disagreements(document, dialect)) failures.push(`${name} (${dialect}): ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it(`on generated realistic files, under every dialect (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIALECTS), robotsTxtText(), (dialect, file) => {
        expect(disagreements(parse(file.text), dialect)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(DIALECTS.map((dialect) => [dialect]))(`on the oracle's generated %s files (${RUNS} runs)`, (dialect) => {
    fc.assert(
      fc.property(robotsFileArb(dialect), fc.integer({ min: 1, max: 600 }), (text, parseLimit) => {
        expect(disagreements(parse(text), dialect)).toEqual([]);
        // rfc9309's parse limit cuts both alike.
        const document = parse(text);
        expect(viewOfCompact(compactModel(document, dialect, { parseLimit }))).toEqual(viewOfModel(buildModel(document, dialect, { parseLimit })));
      }),
      { numRuns: RUNS },
    );
  });

  it('a compiled file builds its full model when first asked, equal to buildModel, and reports its rules', () => {
    const text = 'Disallow: /orphan\nUser-agent: FooBot\nUser-agent: *\nDisallow: /a\nAllow: /a/b\nSitemap: https://example.com/s.xml\n';
    for (const dialect of DIALECTS) {
      const robots = compile(text, { dialect });
      // Answered from the compact form…
      expect(robots.isAllowed('/a/c', 'FooBot')).toBe(false);
      // …and explained with the model's own rule objects.
      const model = robots.model;
      expect(model).toEqual(buildModel(parse(text), dialect));
      expect(robots.model).toBe(model);
      const rule = model.groups[0]?.rules[0];
      expect(robots.rulesFor('FooBot')[0]).toBe(rule);
      expect(robots.groupsFor('FooBot')[0]).toBe(model.groups[0]);
      expect(robots.matchingLine('/a/c', 'FooBot')).toBe(4);
    }
  });
});
