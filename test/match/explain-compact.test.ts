/**
 * `explain` and `matchingLine` answer from the compact model a compiled file
 * keeps: the deciding and matching rules are read from their own lines, the
 * records from their first lines (src/model/compact.ts `rule`, `groupStart`),
 * and the full model is never built (issue 11, row 9: `check --files` explains
 * every verdict). What they say must be what the full model says: the same
 * explanation, field for field, as from a file whose model was built first,
 * on every corpus file and on generated files, under every dialect.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { compile, DIALECTS, parse, type Dialect, type RobotsTxt, type SyntaxDocument } from '../../src/index.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';
import { corpusFiles } from '../helpers/corpus.ts';
import { agentArb, generatedFileArb, urlArb } from '../oracle/generators.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

const AGENTS = ['FooBot', 'Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', '*', ''];
const URLS = ['/', '/admin', '/search?q=1', '/robots.txt', '/%7Ea/%2Fb?c=%41', '/index.htm', 'https://example.com/a/b'];

/** Paths that rules of the text match: the rule values without their wildcards (so that explanations name rules). */
function pathsOf(document: SyntaxDocument): string[] {
  const paths: string[] = [];
  for (const line of document.lines) {
    const value = line.fieldValue;
    if (value !== undefined && value.startsWith('/') && paths.length < 12) paths.push(value.replace(/[*$\s].*$/, ''), `${value.replace(/[*$]/g, 'x')}z`);
  }
  return paths;
}

/** Whether the file's full model was built (a private field: the point of the test is that it was not). */
function modelBuilt(robots: RobotsTxt): boolean {
  return Reflect.get(Reflect.get(robots, 'compact') as object, 'full') !== undefined;
}

/** Every way the compact answers of `document` differ from the full model's, for these agents and URLs. */
function disagreements(document: SyntaxDocument, dialect: Dialect, agents: readonly string[], urls: readonly string[]): string[] {
  const compact = compile(document, { dialect });
  const full = compile(document, { dialect });
  void full.model;
  const problems: string[] = [];
  for (const agent of agents) {
    for (const url of urls) {
      const answer = JSON.stringify(compact.explain(url, agent));
      const expected = JSON.stringify(full.explain(url, agent));
      if (answer !== expected) problems.push(`explain(${url}, ${agent}): ${answer} instead of ${expected}`);
      if (compact.matchingLine(url, agent) !== full.matchingLine(url, agent)) problems.push(`matchingLine(${url}, ${agent})`);
    }
  }
  if (modelBuilt(compact)) problems.push('explain built the model');
  // Built now, the model agrees with the rules handed out before (and they stay the ones handed out).
  const before = agents.flatMap((agent) => urls.flatMap((url) => compact.explain(url, agent).matchedRules));
  void compact.model;
  const after = agents.flatMap((agent) => urls.flatMap((url) => compact.explain(url, agent).matchedRules));
  if (JSON.stringify(before) !== JSON.stringify(after)) problems.push('the rules changed once the model was built');
  return problems;
}

describe('explain without the full model', () => {
  it.each(['top-sites', 'real'])('says what the full model says on every file of corpus/%s, under every dialect', (directory) => {
    const failures: string[] = [];
    for (const { name, bytes } of corpusFiles(directory)) {
      const document = parse(bytes);
      // Two robots and ten URLs a file: the generated files below vary the rest.
      const urls = [...URLS.slice(0, 4), ...pathsOf(document).slice(0, 6)];
      for (const dialect of DIALECTS)
        for (const problem of disagreements(document, dialect, AGENTS.slice(0, 2), urls)) failures.push(`${name} (${dialect}): ${problem}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it.each(DIALECTS.map((dialect) => [dialect]))(`says what the full model says on the oracle's generated %s files (${RUNS} runs)`, (dialect) => {
    fc.assert(
      fc.property(
        generatedFileArb(dialect).chain((file) =>
          fc.record({
            text: fc.constant(file.text),
            agents: fc.array(agentArb(file.agents), { minLength: 1, maxLength: 3 }),
            urls: fc.array(urlArb(file.paths), { minLength: 1, maxLength: 4 }),
          }),
        ),
        ({ text, agents, urls }) => {
          expect(disagreements(parse(text), dialect, agents, urls)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`says what the full model says on generated realistic files (BOMs, CRs, odd lines), under every dialect (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIALECTS), robotsTxtText(), (dialect, file) => {
        const document = parse(file.text);
        expect(disagreements(document, dialect, AGENTS.slice(0, 2), [...URLS.slice(0, 3), ...pathsOf(document)])).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('paths are remembered per dialect and URL: the same URL under two dialects, and more URLs in turn than are remembered', async () => {
    const text = 'User-agent: *\nDisallow: /a%7e\nDisallow: /b\n';
    const urls = ['/a%7e/x', '/a~/x', '/A%7E/x', '/b', '/b?%41', '/%62'];
    // Each expected answer from a fresh copy of the module, whose memory of paths is empty.
    const expected = new Map<string, string>();
    for (const dialect of DIALECTS) {
      for (const url of urls) {
        vi.resetModules();
        const fresh = await import('../../src/match/compile.ts');
        const robots = fresh.compile(text, { dialect });
        expected.set(`${dialect} ${url}`, `${robots.explain(url, 'FooBot').path} ${robots.matchingLine(url, 'FooBot')}`);
      }
    }
    const files = DIALECTS.map((dialect) => compile(text, { dialect }));
    const answers: string[] = [];
    const wanted: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const url of urls) {
        for (const robots of files) {
          answers.push(`${robots.dialect} ${url} ${robots.explain(url, 'FooBot').path} ${robots.matchingLine(url, 'FooBot')}`);
          wanted.push(`${robots.dialect} ${url} ${expected.get(`${robots.dialect} ${url}`)}`);
        }
      }
    }
    expect(answers).toEqual(wanted);
  });

  it('a revisited-1996 line of many path roots: each matching root its own rule, the value the root', () => {
    const robots = compile('User-agent: *\nDisallow: /a /b\t/c  /a\n', { dialect: 'revisited-1996' });
    const explanation = robots.explain('/a/x', 'FooBot');
    expect(explanation.matchedRules.map((rule) => [rule.value, rule.line, rule.column])).toEqual([
      ['/a', 2, 1],
      ['/a', 2, 1],
    ]);
    expect(modelBuilt(robots)).toBe(false);
    expect(disagreements(robots.document, 'revisited-1996', ['FooBot'], ['/a/x', '/b', '/c/d', '/d'])).toEqual([]);
  });
});
