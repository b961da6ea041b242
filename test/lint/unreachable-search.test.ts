/**
 * The code paths the linter took for speed (issue 14, speed) against plain
 * reference implementations: duplicate-rule's hash table for large groups,
 * unreachable-rule's search (its length bound, its buckets found by comparing
 * a few starts or by hashing many), the one look at each rule of a group that
 * serves every rule check, repeated agents compared without a map in files
 * naming few robots, the `.htaccess` test skipped after a
 * standard first line, blank lines inside a group kept as line numbers, and
 * checks that skip their work when their rule is off.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lint, RULES, type Dialect } from '../../src/index.ts';
import type { LintRule } from '../../src/lint/lint-model.ts';
import { covers, shadowedRules } from '../../src/lint/rules/unreachable-rule.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(300);

/** A group of rules as the linter's model holds them, one per line from line 2. */
function groupOf(rules: readonly { kind: 'allow' | 'disallow'; pattern: string }[]): LintRule[] {
  return rules.map((rule, i) => ({ kind: rule.kind, value: rule.pattern, pattern: rule.pattern, line: i + 2, offset: i * 100 }));
}

/**
 * What `shadowedRules` must find when no bound of its search binds (at most 8 wildcard rules): each Disallow with
 * an Allow of the same pattern (the first Disallow of each pattern), then for each other rule the first wildcard rule,
 * in the search's order (longest literal start first, then longest pattern, then file order), that outranks it and
 * covers it, unless the rule repeats an earlier one.
 */
function referenceShadowed(rules: readonly LintRule[], dialect: Dialect): string[] {
  const found: string[] = [];
  const reported = new Set<LintRule>();
  const allows = rules.filter((rule) => rule.kind === 'allow' && rule.pattern !== '');
  if (allows.length > 0 && allows.length < rules.length) {
    const seen = new Set<string>();
    for (const rule of rules) {
      if (rule.kind !== 'disallow' || rule.pattern === '' || seen.has(rule.pattern)) continue;
      seen.add(rule.pattern);
      const by = allows.find((allow) => allow.pattern === rule.pattern);
      if (!by) continue;
      found.push(`${rule.line} same-pattern ${by.line}`);
      reported.add(rule);
    }
  }
  const startOf = (pattern: string): string => pattern.slice(0, pattern.indexOf('*'));
  const candidates = rules
    .filter((rule) => rule.pattern.includes('*'))
    .map((rule, order) => ({ rule, start: startOf(rule.pattern), order }))
    .sort((a, b) => b.start.length - a.start.length || b.rule.pattern.length - a.rule.pattern.length || a.order - b.order);
  const outranks = (a: LintRule, b: LintRule): boolean =>
    a.pattern.length > b.pattern.length || (a.pattern.length === b.pattern.length && a.kind === 'allow' && b.kind === 'disallow');
  rules.forEach((rule, index) => {
    if (rule.pattern === '' || reported.has(rule)) return;
    if (dialect === 'google' && rule.kind === 'allow' && /\/index\.htm[^/]*$/.test(rule.pattern)) return;
    const by = candidates.find(
      ({ rule: other, start }) =>
        other !== rule && outranks(other, rule) && other.pattern !== rule.pattern && rule.pattern.startsWith(start) && covers(other.pattern, rule.pattern),
    );
    if (!by) return;
    const repeats = rules.slice(0, index).some((other) => other.kind === rule.kind && other.pattern === rule.pattern);
    if (!repeats) found.push(`${rule.line} covers ${by.rule.line}`);
  });
  return found.sort();
}

describe('unreachable-rule: the search agrees with a plain reference', () => {
  // Patterns over few characters, so that covers, ties and repeats are common; starts of many lengths.
  const PIECES = ['/', 'a', 'b', 'c', '*', 'ab', '/a', '/b', '/c/', '*b', 'a*', 'index.html'];
  const patternArb = fc
    .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 })
    .chain((pieces) => fc.boolean().map((anchored) => `/${pieces.join('')}${anchored ? '$' : ''}`));
  const ruleArb = fc.record({ kind: fc.constantFrom('allow' as const, 'disallow' as const), pattern: patternArb });
  const groupArb = fc.array(ruleArb, { minLength: 2, maxLength: 40 }).filter((rules) => rules.filter((rule) => rule.pattern.includes('*')).length <= 8);

  it.each(['rfc9309', 'google'] as const)(`%s: generated groups (${RUNS} runs)`, (dialect) => {
    fc.assert(
      fc.property(groupArb, (rules) => {
        const group = groupOf(rules);
        const found = shadowedRules(group, dialect)
          .map((shadowed) => `${shadowed.rule.line} ${shadowed.how} ${shadowed.by.line}`)
          .sort();
        expect(found).toEqual(referenceShadowed(group, dialect));
      }),
      { numRuns: RUNS },
    );
  });

  it('finds its buckets by hashing when a group has many distinct starts, by comparing them when it has few', () => {
    // Seven distinct literal starts (more than the few compared directly): `/s0/x*`, `/s1/xx*`… and the rule they test.
    const many = groupOf([
      ...Array.from({ length: 7 }, (_, i) => ({ kind: 'disallow' as const, pattern: `/s${i}/${'x'.repeat(i + 1)}*` })),
      { kind: 'disallow', pattern: '/s3/xxxx' },
      { kind: 'allow', pattern: '/s3/xxx' },
    ]);
    expect(shadowedRules(many, 'rfc9309').map((s) => [s.rule.line, s.by.line])).toEqual([[9, 5]]);
    expect(referenceShadowed(many, 'rfc9309')).toEqual(['9 covers 5']);
    const few = groupOf([
      { kind: 'disallow', pattern: '/s3/xxx*' },
      { kind: 'allow', pattern: '/s3/xxx' },
    ]);
    expect(shadowedRules(few, 'rfc9309').map((s) => [s.rule.line, s.by.line])).toEqual([[3, 2]]);
  });

  /** What `shadowedRules` finds, as the reference writes it. */
  function found(group: readonly LintRule[], dialect: Dialect, _withLines: boolean): string[] {
    return shadowedRules(group, dialect)
      .map((shadowed) => `${shadowed.rule.line} ${shadowed.how} ${shadowed.by.line}`)
      .sort();
  }

  it(`groups of many sections, each with its own starts: the search's hash table, grown as starts are added (${RUNS} runs)`, () => {
    // Up to 60 sections `/sN/`, each with up to 3 wildcard rules: a rule sees the buckets of its section only, so no bound of the search binds.
    const sectionArb = fc.record({
      wildcards: fc.array(fc.tuple(fc.constantFrom('allow' as const, 'disallow' as const), patternArb), { maxLength: 3 }),
      plain: fc.array(fc.tuple(fc.constantFrom('allow' as const, 'disallow' as const), patternArb), { maxLength: 4 }),
    });
    const groupArb = fc
      .array(sectionArb, { minLength: 8, maxLength: 60 })
      .map((sections) =>
        sections.flatMap((section, i) => [
          ...section.wildcards.map(([kind, pattern]) => ({ kind, pattern: `/s${i}${pattern.includes('*') ? pattern : `${pattern}*`}` })),
          ...section.plain.map(([kind, pattern]) => ({ kind, pattern: `/s${i}${pattern.replaceAll('*', '')}` })),
        ]),
      );
    fc.assert(
      fc.property(groupArb, fc.constantFrom('rfc9309' as const, 'google' as const), (rules, dialect) => {
        const group = groupOf(rules);
        const reference = referenceShadowed(group, dialect);
        expect(found(group, dialect, true)).toEqual(reference);
        expect(found(group, dialect, false)).toEqual(reference);
      }),
      { numRuns: Math.max(50, Math.ceil(RUNS / 3)) },
    );
  });

  it(`a Disallow and an Allow of the same pattern, among few or many Allow patterns (${RUNS} runs)`, () => {
    // Up to 200 rules over 120 patterns: more than 64 Allow patterns makes the search use a map, fewer compare by length.
    const ruleArb = fc.record({
      kind: fc.constantFrom('allow' as const, 'disallow' as const),
      pattern: fc.integer({ min: 0, max: 119 }).map((n) => `/p${n}${n % 7 === 0 ? '/x' : ''}`),
    });
    fc.assert(
      fc.property(fc.array(ruleArb, { minLength: 2, maxLength: 200 }), (rules) => {
        const group = groupOf(rules);
        expect(found(group, 'rfc9309', true)).toEqual(referenceShadowed(group, 'rfc9309'));
      }),
      { numRuns: Math.max(50, Math.ceil(RUNS / 3)) },
    );
  });

  it(`a Disallow and an Allow of the same pattern among patterns of one length, last and middle character (${RUNS} runs)`, () => {
    // The search compares two characters of each pattern before the patterns: `/Xc-q` (5 long, middle `c`, last `q`)
    // differ only in X, so every comparison of two different patterns passes that test and must still tell them apart
    // (more than 16 rules: smaller groups are compared without the chains).
    const ruleArb = fc.record({
      kind: fc.constantFrom('allow' as const, 'disallow' as const),
      pattern: fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), fc.constantFrom('c', 'd')).map(([x, middle]) => `/${x}${middle}-q`),
    });
    fc.assert(
      fc.property(fc.array(ruleArb, { minLength: 17, maxLength: 60 }), (rules) => {
        const group = groupOf(rules);
        expect(found(group, 'rfc9309', true)).toEqual(referenceShadowed(group, 'rfc9309'));
      }),
      { numRuns: Math.max(50, Math.ceil(RUNS / 3)) },
    );
  });

  it('an Allow pattern longer than the search compares: equal patterns still found', () => {
    const long = `/${'a'.repeat(600)}`;
    const group = groupOf([
      { kind: 'disallow', pattern: '/b' },
      { kind: 'allow', pattern: long },
      { kind: 'disallow', pattern: long },
      { kind: 'allow', pattern: '/b' },
      { kind: 'disallow', pattern: '/b' },
    ]);
    expect(found(group, 'rfc9309', true)).toEqual(['2 same-pattern 5', '4 same-pattern 3']);
    expect(referenceShadowed(group, 'rfc9309')).toEqual(['2 same-pattern 5', '4 same-pattern 3']);
  });

  it('searches a wildcard rule only when another wildcard rule is as long with at most its literal characters', () => {
    // `/ab*` (4 long, 3 literal characters) is covered by `/a**`, exactly as long with fewer: the tie of the two
    // longest patterns must still be searched. `/abc*` has no other pattern as long: it is not searched, and not covered.
    const group = groupOf([
      { kind: 'disallow', pattern: '/ab*' },
      { kind: 'allow', pattern: '/a**' },
      { kind: 'disallow', pattern: '/abc*' },
      { kind: 'disallow', pattern: '/x' },
    ]);
    const expected = ['2 covers 3'];
    expect(found(group, 'rfc9309', false)).toEqual(expected);
    expect(found(group, 'rfc9309', true)).toEqual(expected);
    expect(referenceShadowed(group, 'rfc9309')).toEqual(expected);
  });

  it('skips a rule no wildcard rule is long enough to cover, and one too short for every wildcard rule', () => {
    // `/a*` (3 long) covers nothing longer than itself; `/abcdefgh*` has more literal characters than `/ab` has characters.
    const group = groupOf([
      { kind: 'disallow', pattern: '/a*' },
      { kind: 'disallow', pattern: '/abcdefgh*' },
      { kind: 'disallow', pattern: '/abcd' },
      { kind: 'disallow', pattern: '/ab' },
    ]);
    expect(shadowedRules(group, 'rfc9309')).toEqual([]);
    expect(referenceShadowed(group, 'rfc9309')).toEqual([]);
  });
});

describe('checks that skip work', () => {
  it('the .htaccess test: a file of Apache directives is not a robots.txt, one that starts with a standard line is', () => {
    const notRobots = (text: string): boolean => lint(text).diagnostics.some((d) => d.code === 'not-robots-txt');
    expect(notRobots('RewriteEngine On\nRewriteRule ^x$ /y [L]\n')).toBe(true);
    expect(notRobots('# comment\nRewriteEngine On\n')).toBe(true);
    expect(notRobots('User-agent: *\nRewriteEngine On\n')).toBe(false);
    expect(notRobots('# comment\n\nSitemap: https://example.com/s.xml\nRewriteEngine On\n')).toBe(false);
    // A standard line further down (not among the first lines read) still makes it a robots.txt.
    expect(notRobots(`RewriteEngine On\n${'# filler\n'.repeat(20)}Disallow: /x\n`)).toBe(false);
  });

  it('blank lines inside a group: one finding from the first to the last, a comment between them kept', () => {
    const text = 'User-agent: a\n\n# note\n\nDisallow: /x\n';
    const found = lint(text).diagnostics.filter((d) => d.code === 'blank-line-in-group');
    expect(found.map((d) => [d.range.start.line, d.range.end.line])).toEqual([[2, 5]]);
    expect(found[0]?.fixes[0]?.edits.map((edit) => [edit.offset, edit.end])).toEqual([
      [14, 15],
      [22, 23],
    ]);
  });

  it('with every path rule off, the lines with a wildcard still reach unreachable-rule', () => {
    const pathRules = ['allow-unsupported', 'path-start', 'dollar-not-at-end', 'wildcard-literal', 'percent-escape', 'non-ascii-path'];
    const rules = Object.fromEntries(pathRules.map((code) => [code, 'off' as const]));
    const text = 'User-agent: *\nDisallow: /a\nAllow: /a*\n';
    expect(lint(text, { rules }).diagnostics.map((d) => d.code)).toEqual(['unreachable-rule']);
  });

  it('with every rule off there is no finding, on any input', () => {
    const off = Object.fromEntries(RULES.map((rule) => [rule.code, 'off' as const]));
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(lint(`User-agent: *\n${text}`, { rules: off }).diagnostics).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('portability does not throw on a line with a colon and no field name', () => {
    const result = lint(': /x\nUser-agent: *\nDisallow: /a\n', { dialects: 'all' });
    expect(result.diagnostics.map((d) => d.code)).toContain('missing-field-name');
  });
});
