/**
 * Where the five texts must agree, the five matchers agree: distinct agent
 * tokens none of which contains another, one record per robot, records
 * separated by one blank line, Disallow only, one agent and one path per line
 * (revisited-1996 would read `A B` as two), and no `*`, `$` or `%` in paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS } from '../../src/index.ts';
import { robotNameToken } from '../../src/internals.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(1000);
const TOKENS = ['FooBot', 'BarBot', 'QuxCrawler', 'Zed_Spider', 'Ant-Walker'];
const SEGMENTS = ['a', 'b', 'tmp', 'help', 'help.html', 'x-y', 'index.html', 'A', ''];

const pathArb = fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
const recordArb = (agents: readonly string[]) =>
  fc
    .array(fc.oneof({ weight: 4, arbitrary: pathArb }, { weight: 1, arbitrary: fc.constant('') }), { minLength: 1, maxLength: 4 })
    .map((paths) => [...agents.map((agent) => `User-agent: ${agent}`), ...paths.map((path) => `Disallow: ${path}`)].join('\n'));
const fileArb = fc
  .tuple(fc.shuffledSubarray([...TOKENS, '*']), fc.integer({ min: 1, max: 2 }))
  .chain(([agents, perRecord]) => {
    const groups: string[][] = [];
    for (let i = 0; i < agents.length; i += perRecord) groups.push(agents.slice(i, i + perRecord));
    return fc.tuple(...groups.map(recordArb));
  })
  .map((records) => `${records.join('\n\n')}\n`);
const agentArb = fc.oneof(
  fc.constantFrom(...TOKENS, 'Other'),
  fc.constantFrom(...TOKENS).map((token) => `Mozilla/5.0 (compatible; ${token}/2.1)`),
  fc.constantFrom(...TOKENS).map((token) => `${token.toLowerCase()}/1.0 libwww/3.1`),
);
const urlArb = fc.tuple(pathArb, fc.constantFrom('', '.html', '/', '?q=1', 'x')).map(([path, tail]) => `https://example.com${path}${tail}`);

describe('cross-dialect agreement where the texts must agree', () => {
  it(`${DIALECTS.join(', ')} give the same verdict`, () => {
    fc.assert(
      fc.property(fileArb, agentArb, urlArb, (text, agent, url) => {
        // docs/spec/google.md §3.2: Google's matcher compares the agent as given, so its caller passes the product token.
        const verdicts = DIALECTS.map((dialect) => compile(text, { dialect }).isAllowed(url, dialect === 'google' ? robotNameToken(agent) : agent));
        expect(new Set(verdicts).size, `${DIALECTS.join(', ')} → ${verdicts.join(', ')}`).toBe(1);
      }),
      { numRuns: RUNS },
    );
  });
});
