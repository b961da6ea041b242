/**
 * `explain` and `matchingLine` from the compact model against the full
 * model's: explain-compact.test.ts and explain-compact.corpus.test.ts compare
 * them.
 */
import { compile, type Dialect, type RobotsTxt, type SyntaxDocument } from '../../src/index.ts';

export const AGENTS = ['FooBot', 'Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', '*', ''];
export const URLS = ['/', '/admin', '/search?q=1', '/robots.txt', '/%7Ea/%2Fb?c=%41', '/index.htm', 'https://example.com/a/b'];

/** Paths that rules of the text match: the rule values without their wildcards (so that explanations name rules). */
export function pathsOf(document: SyntaxDocument): string[] {
  const paths: string[] = [];
  for (const line of document.lines) {
    const value = line.fieldValue;
    if (value !== undefined && value.startsWith('/') && paths.length < 12) paths.push(value.replace(/[*$\s].*$/, ''), `${value.replace(/[*$]/g, 'x')}z`);
  }
  return paths;
}

/** Whether the file's full model was built (a private field: the point of the test is that it was not). */
export function modelBuilt(robots: RobotsTxt): boolean {
  return Reflect.get(Reflect.get(robots, 'compact') as object, 'full') !== undefined;
}

/** Every way the compact answers of `document` differ from the full model's, for these agents and URLs. */
export function disagreements(document: SyntaxDocument, dialect: Dialect, agents: readonly string[], urls: readonly string[]): string[] {
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
