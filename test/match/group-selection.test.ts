/**
 * Group selection (docs/spec/dialects.md §3.5, A-3, A-9; docs/spec/google.md §3.2) two ways: the first robot a
 * compiled file is asked about is found by one pass over the groups (no index), later robots
 * through the token index. Both must pick the same groups for every agent, on generated files whose User-agent
 * values mix case, whitespace, version suffixes, `*` forms and non-ASCII (whose lower case may change length:
 * `İ`, the Kelvin sign); group-selection.corpus.test.ts checks every corpus file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/index.ts';
import { compactModel } from '../../src/model/compact.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { bothWays } from './group-selection-both-ways.ts';

const RUNS = propertyRuns(1000);

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
  }
});
