/**
 * The oracle's revisited-1996 dialect against the seed's own words (S3b,
 * docs/spec/seeds/003_eb321f428e92f254.txt; docs/spec/dialects.md §5.1, R-1…R-10),
 * before it is trusted to judge the matcher (test/match/oracle.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../helpers/paths.ts';
import { productTokenOf } from './dialect-revisited-1996.ts';
import { oracleIsAllowed } from './oracle.ts';

const example = (name: string): string => readFileSync(repoPath(`examples/${name}`), 'utf8');
const LYCOS = 'Lycos_Spider_(Rex)/1.0 libwww/3.1';

function expectTable(text: string, rows: readonly (readonly [string, string, boolean])[]): void {
  for (const [agent, url, allowed] of rows) {
    expect({ agent, url, allowed: oracleIsAllowed('revisited-1996', text, agent, url) }).toEqual({ agent, url, allowed });
  }
}

describe('oracle, revisited-1996: the product token (docs/spec/dialects.md §0.2 examples, R-1)', () => {
  it('cuts the first product (after compatible; if present) at whitespace, /, (, ), ; or ,', () => {
    expect(productTokenOf('FooBot/2.1')).toBe('FooBot');
    expect(productTokenOf('Mozilla/5.0 (compatible; FooBot/2.1)')).toBe('FooBot');
    expect(productTokenOf(LYCOS)).toBe('Lycos_Spider_');
    expect(productTokenOf('FigTree/0.1 Robot libwww-perl/5.04')).toBe('FigTree');
    expect(productTokenOf('Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)')).toBe('MJ12bot');
    expect(productTokenOf('archive.org_bot')).toBe('archive.org_bot');
  });
});

describe("oracle, revisited-1996: the seed's examples as written", () => {
  it('Example 1: only Lycos indexes the server, outside /cgi-bin/ and /tmp/', () => {
    expectTable(example('kollar-example-1.txt'), [
      [LYCOS, '/index.html', true],
      [LYCOS, '/cgi-bin/x', false],
      [LYCOS, '/tmp/x', false],
      ['Fred', '/index.html', false],
      ['AnyBot/1.0', '/', false],
    ]);
  });
  it('Example 2: Copernicus and Fred go anywhere; the rest, Rex above all, not under /t', () => {
    expectTable(example('kollar-example-2.txt'), [
      ['Copernicus', '/tmp/', true],
      ['Fred/1.0', '/top-cat.txt', true],
      ['Rex', '/tea-time/', false],
      ['AnyBot', '/traverse.this', false],
      ['AnyBot', '/index.html', true],
    ]);
  });
  it('Example 3: /spiders/not/here/ and below are closed, /spiders/not/ and /spiders/not/her are not', () => {
    expectTable(example('kollar-example-3.txt'), [
      ['AnyBot', '/spiders/not/here/really/', false],
      ['AnyBot', '/spiders/not/here/yes/even/me.html', false],
      ['AnyBot', '/spiders/not/', true],
      ['AnyBot', '/spiders/not/her', true],
    ]);
  });
  it('as scraped, every record ends before its Disallow lines (A-17): all allowed', () => {
    for (const n of [1, 2, 3]) {
      expectTable(example(`kollar-example-${n}.as-scraped.txt`), [
        [LYCOS, '/tmp/x', true],
        ['Rex', '/tea-time/', true],
        ['AnyBot', '/spiders/not/here/', true],
      ]);
    }
  });
  it('an agent id inside the product token names the robot; one inside the rest of the header does not (R-1)', () => {
    expectTable('User-Agent: Lycos\nDisallow: /\n', [[LYCOS, '/x', false]]);
    expectTable('User-Agent: libwww Rex\nDisallow: /\n', [[LYCOS, '/x', true]]);
  });
});
