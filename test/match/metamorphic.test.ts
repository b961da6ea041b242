/**
 * Metamorphic properties: changes to a file whose effect on the verdict is
 * known in advance, checked on generated files, agents and URLs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECT_PROPERTIES, DIALECTS, type Dialect } from '../../src/index.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(1000);
const AGENTS = ['FooBot', 'foobot-images', 'BarBot', 'Baz_Bot', 'cybermapper', '*'];
const PATHS = ['/', '/a', '/a/', '/a/b', '/a/b.html', '/b', '/tmp/', '/x%2Fy', '/~joe', '/%7Ejoe/', '/p?q=1', '/*.gif$', '/c*d', '/robots.txt'];

interface Line {
  readonly field: string;
  readonly value: string;
}
type Record = readonly Line[];

const ruleArb: fc.Arbitrary<Line> = fc.record({
  field: fc.constantFrom('Disallow', 'Allow', 'disallow', 'Crawl-delay'),
  value: fc.oneof(fc.constantFrom(...PATHS), fc.constant('')),
});
const recordArb: fc.Arbitrary<Record> = fc
  .tuple(fc.uniqueArray(fc.constantFrom(...AGENTS), { minLength: 1, maxLength: 2 }), fc.array(ruleArb, { maxLength: 4 }))
  .map(([agents, rules]) => [...agents.map((value) => ({ field: 'User-agent', value })), ...rules]);
const fileArb = fc.array(recordArb, { minLength: 0, maxLength: 4 });
const agentArb = fc.constantFrom('FooBot', 'FooBot/2.1', 'Mozilla/5.0 (compatible; BarBot/1.0)', 'baz_bot', 'Other', 'cybermapper', 'images');
const urlArb = fc.oneof(
  fc.constantFrom(...PATHS),
  fc.tuple(fc.constantFrom(...PATHS), fc.constantFrom('', 'x', '/z', '?q', '.gif')).map(([path, tail]) => path + tail),
  fc.constantFrom(...PATHS).map((path) => `https://example.com${path}#frag`),
);

const render = (records: readonly Record[], eol = '\n'): string =>
  records.map((record) => record.map((line) => `${line.field}: ${line.value}`).join(eol)).join(eol + eol) + (records.length ? eol : '');

describe.each(DIALECTS.map((dialect) => [dialect]))('%s metamorphic properties', (dialect: Dialect) => {
  // Appending `Disallow: /` disallows every URL, except /robots.txt where the dialect exempts it and,
  // where Allow lines exist, URLs an Allow line already decided to allow: under first match that Allow
  // still comes first; under longest match it is at least as long as `/` and wins a tie.
  it('appending "Disallow: /" to the applicable record disallows every URL not kept open by an Allow', () => {
    fc.assert(
      fc.property(fileArb, agentArb, urlArb, (records, agent, url) => {
        const robots = compile(render(records), { dialect });
        const group = robots.groupsFor(agent)[0];
        if (!group) return;
        const lines = render(records).split('\n');
        lines.splice(group.end.line, 0, 'Disallow: /');
        const tightened = compile(lines.join('\n'), { dialect });
        const exempt = DIALECT_PROPERTIES[dialect].robotsTxtAlwaysAllowed && /^(https:\/\/example\.com)?\/robots\.txt(#|$)/.test(url);
        const before = robots.explain(url, agent);
        const keptOpen = before.rule?.kind === 'allow';
        expect(tightened.isAllowed(url, agent)).toBe(exempt || keptOpen);
      }),
      { numRuns: RUNS },
    );
  });

  it('comments, spacing and line endings never change a verdict', () => {
    fc.assert(
      fc.property(fileArb, agentArb, urlArb, fc.constantFrom('\n', '\r\n', '\r'), (records, agent, url, eol) => {
        const plain = compile(render(records), { dialect }).isAllowed(url, agent);
        const noisy = records
          .map((record) => ['# a comment line', ...record.map((line) => `  ${line.field} \t:\t${line.value}   # trailing`)].join(eol))
          .join(`${eol}${eol}# between records${eol}`);
        expect(compile(`# header${eol}${noisy}${eol}`, { dialect }).isAllowed(url, agent)).toBe(plain);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('1994: record order does not matter when at most one record names the robot', () => {
  it('reversing the records keeps every verdict', () => {
    fc.assert(
      fc.property(fileArb, agentArb, urlArb, (records, agent, url) => {
        const robots = compile(render(records), { dialect: '1994' });
        const token = agent
          .replace(/^.*compatible; */, '')
          .replace(/[^A-Za-z_-].*$/, '')
          .toLowerCase();
        const naming = records.filter((record) =>
          record.some((line) => line.field === 'User-agent' && line.value !== '*' && line.value.toLowerCase().includes(token)),
        );
        const defaults = records.filter((record) => record.some((line) => line.field === 'User-agent' && line.value === '*'));
        fc.pre(naming.length <= 1 && defaults.length <= 1 && token !== '');
        expect(compile(render([...records].reverse()), { dialect: '1994' }).isAllowed(url, agent)).toBe(robots.isAllowed(url, agent));
      }),
      { numRuns: RUNS },
    );
  });
});
