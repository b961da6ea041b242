/**
 * `unreachable-rule` under longest match (rfc9309, google): a rule that a
 * longer (or as long, Allow against Disallow) rule of its group covers never
 * decides a URL. Every finding is checked against the matcher itself:
 * `matchingLine` never names the reported line (docs/spec/dialects.md §3.6, A-12).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, lint, type Dialect } from '../../src/index.ts';
import { covers } from '../../src/lint/rules/unreachable-rule.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(300);

function unreachableLines(text: string, dialect: Dialect): number[] {
  return lint(text, { dialect })
    .diagnostics.filter((d) => d.code === 'unreachable-rule')
    .map((d) => d.range.start.line);
}

describe('unreachable-rule: wildcard shadowing under longest match', () => {
  it('a rule covered by a longer wildcard rule never decides', () => {
    // `/a*` matches what `/a` matches and is longer: it always wins.
    expect(unreachableLines('User-agent: *\nDisallow: /a\nAllow: /a*\n', 'rfc9309')).toEqual([2]);
    expect(unreachableLines('User-agent: *\nDisallow: /wp-login.php\nDisallow: /wp-login.php*\n', 'rfc9309')).toEqual([2]);
    // `*/trackback/` matches every path starting with `/trackback/` and is one longer.
    expect(unreachableLines('User-agent: *\nDisallow: /trackback/\nDisallow: */trackback/\n', 'google')).toEqual([2]);
    // Anchored: `/x*$` matches `/x` exactly too, and is longer.
    expect(unreachableLines('User-agent: *\nAllow: /x$\nDisallow: /x*$\n', 'rfc9309')).toEqual([2]);
  });

  it('a longer rule under a shorter wildcard one still decides (longest match, not first match)', () => {
    // `Disallow: /a*` is longer than `Disallow: /`: it decides /a…, so neither is unreachable.
    expect(unreachableLines('User-agent: *\nDisallow: /\nDisallow: /a*\n', 'rfc9309')).toEqual([]);
    expect(unreachableLines('User-agent: *\nDisallow: /a*\nDisallow: /\n', 'rfc9309')).toEqual([]);
    // As long and of the same kind: the file order decides, not a rule of RFC 9309; not reported.
    expect(unreachableLines('User-agent: *\nDisallow: /ab\nDisallow: /a*\n', 'rfc9309')).toEqual([]);
    // `/a*b` does not match every path `/a` matches (`/ax` has no `b`).
    expect(unreachableLines('User-agent: *\nDisallow: /a\nAllow: /a*b\n', 'rfc9309')).toEqual([]);
  });

  it('google: an Allow of index.html also allows its directory, so a longer cover does not make it unreachable; rfc9309 has no such rule', () => {
    const text = 'User-agent: *\nAllow: /d/index.html\nDisallow: /d/index.html*\n';
    expect(unreachableLines(text, 'google')).toEqual([]);
    expect(unreachableLines(text, 'rfc9309')).toEqual([2]);
    expect(compile(text, { dialect: 'google' }).matchingLine('/d/', 'FooBot')).toBe(2);
  });

  it('the inclusion test: a `*` of the inner pattern is absorbed only by a `*` of the outer one', () => {
    expect(covers('/a*', '/a')).toBe(true);
    expect(covers('/*a', '/a')).toBe(true);
    expect(covers('/*', '/a*b$')).toBe(true);
    expect(covers('/a', '/a*')).toBe(true); // a prefix pattern already ends in "anything"
    expect(covers('/a$', '/a')).toBe(false);
    expect(covers('/ab', '/a*b')).toBe(false); // `/a*b` matches `/axb`
    expect(covers('/a*b', '/ab*')).toBe(true);
    expect(covers('/a*b$', '/ab')).toBe(false);
  });

  const PIECES = ['/', 'a', 'b', '*', 'ab', '/a', '/b', '*b', 'a*'];
  const patternArb = fc
    .tuple(fc.constantFrom('/', '*', '/a', '/b'), fc.array(fc.constantFrom(...PIECES), { maxLength: 4 }), fc.boolean())
    .map(([start, rest, anchored]) => `${start}${rest.join('')}${anchored ? '$' : ''}`);
  const groupArb = fc.array(fc.tuple(fc.constantFrom('Allow', 'Disallow'), patternArb), { minLength: 2, maxLength: 8 });
  const pathArb = fc.array(fc.constantFrom('/', 'a', 'b', 'ab', 'x'), { maxLength: 6 }).map((parts) => `/${parts.join('')}`);

  for (const dialect of ['rfc9309', 'google'] as const) {
    it(`${dialect}: every reported rule decides no URL, by the matcher (generated groups and paths)`, () => {
      let reported = 0;
      fc.assert(
        fc.property(groupArb, fc.array(pathArb, { minLength: 20, maxLength: 40 }), (rules, paths) => {
          const text = `User-agent: *\n${rules.map(([kind, pattern]) => `${kind}: ${pattern}`).join('\n')}\n`;
          const lines = unreachableLines(text, dialect);
          if (lines.length === 0) return;
          reported += lines.length;
          const robots = compile(text, { dialect });
          // The paths the patterns themselves spell, with their wildcards filled, and generated ones.
          const spelled = rules.flatMap(([, pattern]) => {
            const body = pattern.replace(/\$$/, '');
            return ['', 'a', 'b', '/', 'ab/'].flatMap((fill) => [body.replaceAll('*', fill), `${body.replaceAll('*', fill)}x`]);
          });
          for (const path of [...spelled, ...paths].map((p) => (p.startsWith('/') ? p : `/${p}`))) {
            const decider = robots.matchingLine(path, 'FooBot');
            expect(lines, `${JSON.stringify(text)} ${path}`).not.toContain(decider);
          }
        }),
        { numRuns: RUNS },
      );
      // The property is not vacuous: generated groups do shadow rules.
      expect(reported).toBeGreaterThan(0);
    });
  }
});
