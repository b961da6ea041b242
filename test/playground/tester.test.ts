/**
 * The playground's tester: every row is the matcher's own verdict and deciding line, rows where the
 * dialects disagree name the others, and robots and URLs are read from free text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS } from '../../src/index.ts';
import { MAX_ROWS, parseAgents, parseUrls, testVerdicts } from '../../playground/src/tester.ts';

const FILE = 'User-agent: *\nDisallow: /private/\nAllow: /private/report\nDisallow: /*.json$\n\nUser-agent: GPTBot\nDisallow: /\n';

describe('the tester', () => {
  it('gives one row per robot, URL and dialect, each the matcher’s verdict and deciding line', () => {
    const line = fc.constantFrom('User-agent: *', 'User-agent: FooBot', 'Disallow: /a', 'Allow: /a/b', 'Disallow: /*.js$', 'Disallow:', '', '# c');
    const path = fc.constantFrom('/', '/a', '/a/b', '/x.js', '/a/b.js', '/robots.txt');
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.uniqueArray(path, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('FooBot', 'BarBot'),
        (lines, urls, agent) => {
          const text = lines.join('\n');
          const { rows, total } = testVerdicts(text, [agent], urls, 'all');
          expect(rows).toHaveLength(urls.length * DIALECTS.length);
          expect(total).toBe(rows.length);
          for (const row of rows) {
            const robots = compile(text, { dialect: row.dialect });
            expect(row.allowed).toBe(robots.isAllowed(row.url, row.agent));
            expect(row.line).toBe(robots.explain(row.url, row.agent).rule?.line);
            const others = rows.filter((other) => other.url === row.url && other.allowed !== row.allowed).map((other) => other.dialect);
            expect(row.disagreeing).toEqual(others);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('marks where the dialects disagree, and gives the reason in words', () => {
    const { rows } = testVerdicts(FILE, ['Googlebot'], ['/private/report'], 'all');
    const byDialect = new Map(rows.map((row) => [row.dialect, row]));
    expect(byDialect.get('rfc9309')).toMatchObject({ allowed: true, line: 3 });
    expect(byDialect.get('1994')).toMatchObject({ allowed: false, line: 2 });
    expect(byDialect.get('rfc9309')?.disagreeing).toContain('1994');
    expect(byDialect.get('rfc9309')?.reason).toMatch(
      /^Allowed by line 3 "Allow: \/private\/report".*Longest match: the rule's pattern is 15 characters long\.$/,
    );
  });

  it('still marks a disagreement when one dialect is shown', () => {
    const { rows } = testVerdicts(FILE, ['Googlebot'], ['/private/report'], 'google');
    expect(rows.map((row) => row.dialect)).toEqual(['google']);
    expect(rows[0]?.disagreeing).toEqual(['1994', 'draft-1996', 'revisited-1996']);
  });

  it('shows at most MAX_ROWS rows and counts the rest', () => {
    const urls = Array.from({ length: 500 }, (_, i) => `/p${i}`);
    const { rows, total } = testVerdicts(FILE, ['a', 'b'], urls, 'all');
    expect(rows).toHaveLength(MAX_ROWS);
    expect(total).toBe(5000);
  });

  it('reads robots separated by commas or lines, and one URL per line', () => {
    expect(parseAgents(' Googlebot, GPTBot\nBingbot,, \r\n')).toEqual(['Googlebot', 'GPTBot', 'Bingbot']);
    expect(parseUrls('/a\r\n\n  https://example.com/b  \r/c')).toEqual(['/a', 'https://example.com/b', '/c']);
  });
});
