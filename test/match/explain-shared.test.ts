/**
 * `explain` answers the few URLs a batch asks of each file (`check --files`, issue 11, row 9) with less work
 * per URL, and must say exactly what it said before:
 *
 * - rfc9309 and google find the deciding rule and every matching rule in one lookup
 *   (`DialectMatcher.decideWithMatches`): it must equal `decide` and `matchingRules`, in every form of the
 *   rule index (scan, ranked scan, tree: the form changes after a few lookups) and both specificities;
 * - the records (and `record`) of the explanations under one policy are made once and shared, frozen: they
 *   must equal the full model's groups, and no caller can change what another explanation holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS, parse, type Dialect, type RobotsTxt, type Specificity, type SyntaxDocument } from '../../src/index.ts';
import type { AgentPolicy, DialectMatcher, MatcherOptions } from '../../src/match/dialects/dialect.ts';
import { recordRef } from '../../src/match/explain.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';
import { corpusFiles } from '../helpers/corpus.ts';
import { agentArb, generatedFileArb, urlArb } from '../oracle/generators.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const ONE_PASS_DIALECTS: readonly Dialect[] = ['rfc9309', 'google'];
const SPECIFICITIES: readonly Specificity[] = ['pattern-length', 'matched-octets'];
const AGENTS = ['FooBot', 'Googlebot/2.1', '*'];
const URLS = ['/', '/admin', '/search?q=1', '/robots.txt', '/index.htm', '/%7Ea/%2Fb?c=%41'];

/** What `explain` reads of a compiled file (protected members: the point is to hold them to each other). */
interface Insides {
  readonly matcher: DialectMatcher;
  readonly options: MatcherOptions;
  policyFor(agent: string): AgentPolicy;
  pathOfUrl(url: string): string;
}

function insides(robots: RobotsTxt): Insides {
  const matcher = Reflect.get(robots, 'matcher') as DialectMatcher;
  return {
    matcher,
    options: Reflect.get(robots, 'options') as MatcherOptions,
    policyFor: (agent) => (Reflect.get(robots, 'policyFor') as (agent: string) => AgentPolicy).call(robots, agent),
    pathOfUrl: (url) => matcher.pathOf(url),
  };
}

/** Paths that rules of the text match: the rule values without their wildcards (so that lookups find rules). */
function pathsOf(document: SyntaxDocument): string[] {
  const paths: string[] = [];
  for (const line of document.lines) {
    const value = line.fieldValue;
    if (value !== undefined && value.startsWith('/') && paths.length < 16) paths.push(value.replace(/[*$\s].*$/, ''), `${value.replace(/[*$]/g, 'x')}z`);
  }
  return paths;
}

/**
 * Every way `decideWithMatches` differs from `decide` + `matchingRules` on these agents and URLs. Each URL is
 * asked three times over, so that the rule index passes through its forms (it sorts and builds its tree after
 * a few lookups), and the two answers are compared at every step.
 */
function onePassDisagreements(
  document: SyntaxDocument,
  dialect: Dialect,
  specificity: Specificity,
  agents: readonly string[],
  urls: readonly string[],
): string[] {
  const robots = compile(document, { dialect, specificity });
  const { matcher, options, policyFor, pathOfUrl } = insides(robots);
  const problems: string[] = [];
  if (matcher.decideWithMatches === undefined) return [`${dialect} has no decideWithMatches`];
  for (let round = 0; round < 3; round++) {
    for (const agent of agents) {
      const policy = policyFor(agent);
      for (const url of urls) {
        const path = pathOfUrl(url);
        const both = matcher.decideWithMatches(policy, path, options);
        const verdict = matcher.decide(policy, path, options);
        const matched = matcher.matchingRules(policy, path);
        if (both.verdict.allowed !== verdict.allowed || both.verdict.reasonCode !== verdict.reasonCode || both.verdict.rule !== verdict.rule)
          problems.push(`verdict of ${url} for ${agent}: ${JSON.stringify(both.verdict)} instead of ${JSON.stringify(verdict)}`);
        if (both.matched.length !== matched.length || both.matched.some((rule, i) => rule !== matched[i]))
          problems.push(`matched rules of ${url} for ${agent}: ${JSON.stringify(both.matched)} instead of ${JSON.stringify(matched)}`);
      }
    }
  }
  return problems;
}

describe('decideWithMatches: decide and matchingRules in one lookup', () => {
  it.each(['top-sites', 'real'])('equals decide and matchingRules on every file of corpus/%s (rfc9309, google; both specificities)', (directory) => {
    const failures: string[] = [];
    for (const { name, bytes } of corpusFiles(directory)) {
      const document = parse(bytes);
      const urls = [...URLS, ...pathsOf(document)];
      for (const dialect of ONE_PASS_DIALECTS)
        for (const specificity of SPECIFICITIES)
          for (const problem of onePassDisagreements(document, dialect, specificity, AGENTS.slice(0, 2), urls))
            failures.push(`${name} (${dialect}, ${specificity}): ${problem}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it.each(ONE_PASS_DIALECTS.flatMap((dialect) => SPECIFICITIES.map((specificity) => [dialect, specificity])))(
    `equals decide and matchingRules on the oracle's generated %s files, %s (${RUNS} runs)`,
    (dialect, specificity) => {
      fc.assert(
        fc.property(
          generatedFileArb(dialect as Dialect).chain((file) =>
            fc.record({
              text: fc.constant(file.text),
              agents: fc.array(agentArb(file.agents), { minLength: 1, maxLength: 2 }),
              urls: fc.array(urlArb(file.paths), { minLength: 1, maxLength: 8 }),
            }),
          ),
          ({ text, agents, urls }) => {
            expect(onePassDisagreements(parse(text), dialect as Dialect, specificity as Specificity, agents, urls)).toEqual([]);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it(`equals decide and matchingRules on generated realistic files (BOMs, CRs, odd lines) (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...ONE_PASS_DIALECTS), fc.constantFrom(...SPECIFICITIES), robotsTxtText(), (dialect, specificity, file) => {
        const document = parse(file.text);
        expect(onePassDisagreements(document, dialect, specificity, AGENTS.slice(0, 2), [...URLS, ...pathsOf(document)])).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('ties: the longer pattern wins, then Allow, then the earlier line; several matches come out in file order, each rule once', () => {
    const text = 'User-agent: *\nDisallow: /a\nAllow: /a\nDisallow: /ab\nDisallow: /ab\nAllow: /x*\nAllow: /index.htm\n';
    for (const dialect of ONE_PASS_DIALECTS) {
      for (const specificity of SPECIFICITIES) {
        expect(onePassDisagreements(parse(text), dialect, specificity, ['FooBot'], ['/a', '/ab', '/abc', '/b', '/', '/index.htm', '/robots.txt'])).toEqual([]);
      }
    }
    const explanation = compile(text).explain('/abc', 'FooBot');
    expect(explanation.matchedRules.map((rule) => rule.line)).toEqual([2, 3, 4, 5]);
  });
});

/** Whether `value` and everything it holds is frozen. */
function deeplyFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen);
}

describe('records shared by the explanations of one policy', () => {
  it('are the full model groups, the same frozen objects for every URL, and cannot be changed by a caller', () => {
    const text = 'User-agent: FooBot\nUser-agent: BarBot\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n\nUser-agent: FooBot\nAllow: /c\n';
    for (const dialect of DIALECTS) {
      const robots = compile(text, { dialect });
      const first = robots.explain('/a', 'FooBot');
      const second = robots.explain('/zzz', 'FooBot');
      expect(second.records).toBe(first.records);
      expect(deeplyFrozen(first.records)).toBe(true);
      const expected = JSON.stringify(robots.groupsFor('FooBot').map(recordRef));
      expect(JSON.stringify(first.records)).toBe(expected);
      expect(first.record).toBe(first.records[0]);
      // Test files are modules (strict mode): a write to a frozen object throws.
      const records = first.records as unknown as Record<string, unknown>[];
      expect(() => records.push({})).toThrow(TypeError);
      expect(() => (records[0] as { index: number }).index++).toThrow(TypeError);
      expect(() => (records[0]?.agents as string[]).push('Evil')).toThrow(TypeError);
      expect(() => ((records[0]?.start as { text: string }).text = 'x')).toThrow(TypeError);
      expect(JSON.stringify(robots.explain('/a', 'FooBot').records)).toBe(expected);
      // Another robot, another policy: its own records.
      expect(JSON.stringify(robots.explain('/a', 'OtherBot').records)).toBe(JSON.stringify(robots.groupsFor('OtherBot').map(recordRef)));
    }
  });

  it.each(['top-sites', 'real'])('equal the full model groups on every file of corpus/%s, under every dialect', (directory) => {
    const failures: string[] = [];
    for (const { name, bytes } of corpusFiles(directory)) {
      for (const dialect of DIALECTS) {
        const robots = compile(bytes, { dialect });
        const full = compile(bytes, { dialect });
        for (const agent of AGENTS.slice(0, 2)) {
          const answers = URLS.slice(0, 3).map((url) => robots.explain(url, agent));
          const expected = JSON.stringify(full.groupsFor(agent).map(recordRef));
          if (answers.some((answer) => JSON.stringify(answer.records) !== expected || answer.records !== answers[0]?.records))
            failures.push(`${name} (${dialect}, ${agent})`);
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
