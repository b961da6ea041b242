/**
 * Group selection (docs/spec/dialects.md §3.5, A-3, A-9; docs/spec/google.md §3.2) two ways: the first robot a
 * compiled file is asked about is found by one pass over the groups (no index: issue 11, row 7), later robots
 * through the token index. Both must pick the same groups for every agent, on every corpus file and on
 * generated files whose User-agent values mix case, whitespace, version suffixes, `*` forms and non-ASCII
 * (whose lower case may change length: `İ`, the Kelvin sign).
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/index.ts';
import { compactModel, type CompactModel } from '../../src/model/compact.ts';
import { PolicyCache } from '../../src/match/dialects/dialect.ts';
import { selectGroups } from '../../src/match/dialects/longest-match.ts';
import { corpusPath } from '../helpers/paths.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/** The indices of the groups selected for `token`, by the first-robot pass and by the index. */
function bothWays(model: CompactModel, token: string, google: boolean): { pass: string; indexed: string } {
  const fresh = new PolicyCache();
  const first = selectGroups(model, token, fresh, google);
  const warmed = new PolicyCache();
  selectGroups(model, 'SomeOtherRobot', warmed, google);
  const second = selectGroups(model, token, warmed, google);
  const show = (selection: typeof first) => `${selection.specific ? 's' : 'g'}:${selection.groups.map((group) => group.index).join(',')}`;
  return { pass: show(first), indexed: show(second) };
}

const AGENT_PIECES = [
  'FooBot',
  'foobot',
  'FOOBOT',
  'Foo-Bot',
  'foo_bot',
  'FooBot2',
  '*',
  '* ',
  'İbot',
  'i̇bot',
  'Kbot',
  'kbot',
  ' ',
  '\t',
  '/1.0',
  ' (x)',
  ';',
  ',',
  'é',
  '',
];
const agentValue = fc.array(fc.constantFrom(...AGENT_PIECES), { maxLength: 4 }).map((pieces) => pieces.join(''));

describe('group selection: the first robot (one pass) and later robots (the index) agree', () => {
  for (const google of [false, true]) {
    const dialect = google ? 'google' : 'rfc9309';
    it(`${dialect}: on generated User-agent values and tokens`, () => {
      fc.assert(
        fc.property(fc.array(fc.array(agentValue, { minLength: 1, maxLength: 3 }), { maxLength: 5 }), agentValue, (groups, token) => {
          const text = groups.map((agents) => `${agents.map((agent) => `User-agent: ${agent}`).join('\n')}\nDisallow: /x\n`).join('\n');
          const model = compactModel(parse(text), dialect);
          const { pass, indexed } = bothWays(model, token, google);
          expect(pass).toBe(indexed);
        }),
        { numRuns: RUNS },
      );
    });

    it(`${dialect}: on every corpus file, for the bench's robots`, () => {
      const dir = corpusPath('top-sites');
      const tokens = google ? ['Googlebot', 'bingbot', 'NoSuchRobot', 'Googlebot-Image', ''] : ['googlebot', 'bingbot', 'NoSuchRobot', 'Baiduspider', ''];
      for (const name of readdirSync(dir)) {
        const model = compactModel(parse(readFileSync(`${dir}/${name}`)), dialect);
        for (const token of tokens) {
          const { pass, indexed } = bothWays(model, token, google);
          if (pass !== indexed) expect({ name, token, pass }).toEqual({ name, token, pass: indexed });
        }
      }
    });
  }
});
