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
import { scanRules } from '../../src/lint/group-scan.ts';
import { lintModelOf } from '../../src/lint/lint-model.ts';
import { productToken } from '../../src/match/agent.ts';
import { parse } from '../../src/syntax/parse.ts';
import { covers, shadowedRules } from '../../src/lint/shadowing.ts';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 300);

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

  /** What `shadowedRules` finds, as the reference writes it, given the lines with a `*` (as the linter does) or not. */
  function found(group: readonly LintRule[], dialect: Dialect, withLines: boolean): string[] {
    const lines = withLines ? group.filter((rule) => rule.value.includes('*')).map((rule) => rule.line) : undefined;
    return shadowedRules(group, dialect, lines)
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

describe('duplicate-rule: large groups (a hash table) agree with small ones (direct comparison)', () => {
  /** The lines duplicate-rule reports, with the line each repeats. */
  function duplicates(text: string): [number, number][] {
    return lint(text)
      .diagnostics.filter((d) => d.code === 'duplicate-rule')
      .map((d) => [d.range.start.line, d.related[0]?.range.start.line ?? 0]);
  }

  /** Each rule that repeats the kind and value of an earlier one, with the first such line. */
  function reference(rules: readonly { kind: string; value: string }[]): [number, number][] {
    const found: [number, number][] = [];
    rules.forEach((rule, i) => {
      const first = rules.findIndex((other) => other.kind === rule.kind && other.value === rule.value);
      if (first < i) found.push([i + 2, first + 2]);
    });
    return found;
  }

  const ruleArb = fc.record({ kind: fc.constantFrom('Allow', 'Disallow'), value: fc.constantFrom('/a', '/b', '/a/', '/x/y', '/é', '/a?b=c', '/*.pdf$') });

  it(`generated groups of 2 to 60 rules (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { minLength: 17, maxLength: 60 }), (rules) => {
        const text = `User-agent: *\n${rules.map((rule) => `${rule.kind}: ${rule.value}`).join('\n')}\n`;
        expect(duplicates(text)).toEqual(reference(rules));
      }),
      { numRuns: RUNS },
    );
  });

  it('one table serves every group of a file, each group on its own', () => {
    const group = (agent: string): string => `User-agent: ${agent}\n${Array.from({ length: 14 }, (_, i) => `Disallow: /p${i % 13}`).join('\n')}\n`;
    // Each group of 14 rules repeats its own first rule once (line 15 of the group); the other group's copies are not duplicates.
    expect(duplicates(`${group('a')}\n${group('b')}`)).toEqual([
      [15, 2],
      [31, 18],
    ]);
  });
});

describe('the one look at each rule of a group (group-scan.ts) agrees with each check read on its own', () => {
  /** What each rule check reads of a group, worked out plainly, rule by rule. */
  function reference(rules: readonly LintRule[], lines: readonly number[] | undefined) {
    const duplicates: [number, number][] = [];
    rules.forEach((rule, i) => {
      const first = rules.findIndex((other) => other.kind === rule.kind && other.value === rule.value);
      if (first < i && rules[first]?.line !== rule.line) duplicates.push([rule.line, rules[first]?.line ?? 0]);
    });
    const withPattern = rules.filter((rule) => rule.pattern !== '');
    // Each Disallow with an Allow of its pattern (the first Disallow of each pattern, the first Allow), known by the
    // scan of a group in a table (more than 12 rules) whose patterns are its values, as the tests' groups are.
    const allowCount = withPattern.filter((rule) => rule.kind === 'allow').length;
    const same: [number, number][] = [];
    if (allowCount > 0 && allowCount < rules.length)
      rules.forEach((rule, i) => {
        if (rule.kind !== 'disallow' || rule.pattern === '') return;
        if (rules.slice(0, i).some((other) => other.kind === 'disallow' && other.pattern === rule.pattern)) return;
        const by = rules.find((other) => other.kind === 'allow' && other.pattern === rule.pattern);
        if (by) same.push([rule.line, by.line]);
      });
    return {
      same: rules.length > 12 ? same : undefined,
      duplicates,
      allowCount: withPattern.filter((rule) => rule.kind === 'allow').length,
      wildcards: withPattern.filter((rule) => lines === undefined || lines.includes(rule.line)).map((rule) => rule.line),
      allowWithValue: rules.some((rule) => rule.kind === 'allow' && rule.value !== ''),
      disallowAll: rules.findIndex((rule) => rule.kind === 'disallow' && (rule.value === '/' || rule.value === '/*')),
      emptyDisallow: rules.some((rule) => rule.kind === 'disallow' && rule.value === ''),
      someValue: rules.some((rule) => rule.value !== ''),
    };
  }

  /** {@link scanRules} in the reference's terms (its lists are read up to their counts: past them they hold earlier groups' entries). */
  function scanned(rules: readonly LintRule[], lines: readonly number[] | undefined) {
    const scan = scanRules(rules, lines, true);
    const pairs = (list: readonly LintRule[], count: number): [number, number][] => {
      const found: [number, number][] = [];
      for (let k = 0; k < count; k += 2) found.push([list[k]?.line ?? 0, list[k + 1]?.line ?? 0]);
      return found;
    };
    const duplicates = pairs(scan.duplicates, scan.duplicateCount);
    return {
      same: scan.sameKnown ? pairs(scan.same, scan.sameCount) : undefined,
      duplicates,
      allowCount: scan.allowCount,
      wildcards: scan.wildcards.slice(0, scan.wildcardCount).map((rule) => rule.line),
      allowWithValue: scan.allowWithValue,
      disallowAll: scan.disallowAll,
      emptyDisallow: scan.emptyDisallow,
      someValue: scan.someValue,
    };
  }

  // Values over few pieces, so that copies, `/`, `/*` and empty values are common; sizes on both sides of the direct comparison (12 rules).
  const valueArb = fc.oneof(
    fc.constantFrom('', '/', '/*', '/a', '/a*', '/*.pdf$', '/é'),
    fc.array(fc.constantFrom('/', 'a', 'b', '*', '?x=1'), { minLength: 1, maxLength: 5 }).map((pieces) => pieces.join('')),
  );
  const ruleArb = fc.record({ kind: fc.constantFrom('allow' as const, 'disallow' as const), value: valueArb });

  it(`generated groups, each scanned after the one before (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(fc.array(ruleArb, { minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 4 }), fc.boolean(), (groups, withLines) => {
        for (const rules of groups) {
          // Some rules share a line (revisited-1996's path roots): every third rule is on the line before it.
          const group = rules.map((rule, i) => ({
            kind: rule.kind,
            value: rule.value,
            pattern: rule.value,
            line: 2 + i - (i % 3 === 2 ? 1 : 0),
            offset: i * 100,
          }));
          const lines = withLines ? [...new Set(group.filter((rule) => rule.value.includes('*')).map((rule) => rule.line))] : undefined;
          expect(scanned(group, lines)).toEqual(reference(group, lines));
          // The search given the scan finds what it finds when it scans the group itself.
          const found = (shadowed: ReturnType<typeof shadowedRules>): string[] => shadowed.map((s) => `${s.rule.line} ${s.how} ${s.by.line}`);
          expect(found(shadowedRules(group, 'rfc9309', lines, scanRules(group, lines, true)))).toEqual(found(shadowedRules(group, 'rfc9309', lines)));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(`large groups whose values share their last 16 characters and length: found by hashing whole values (${RUNS} runs)`, () => {
    // The table hashes the end of each value; values that differ only before it share its slots, and past a bound the
    // group is hashed again by whole values. 13 to 80 rules over up to 40 starts: both sides of the bound.
    const tail = '/shared-tail-of-16';
    const ruleArb = fc.record({
      kind: fc.constantFrom('allow' as const, 'disallow' as const),
      value: fc.integer({ min: 10, max: 49 }).map((n) => `/${n}${tail}`),
    });
    fc.assert(
      fc.property(fc.array(ruleArb, { minLength: 13, maxLength: 80 }), (rules) => {
        const group = rules.map((rule, i) => ({ ...rule, pattern: rule.value, line: i + 2, offset: i * 100 }));
        expect(scanned(group, [])).toEqual(reference(group, []));
      }),
      { numRuns: Math.max(50, Math.ceil(RUNS / 3)) },
    );
  });

  it('a large group after a larger one: only its own copies and wildcard rules', () => {
    const big = groupOf(Array.from({ length: 30 }, (_, i) => ({ kind: 'disallow' as const, pattern: `/p${i % 20}*` })));
    expect(scanRules(big, undefined, true).duplicateCount).toBe(20);
    const small = groupOf([
      { kind: 'disallow', pattern: '/x' },
      { kind: 'disallow', pattern: '/x' },
    ]);
    expect(scanned(small, [])).toEqual({ ...reference(small, []), duplicates: [[3, 2]] });
  });

  it('a large group with a pattern other than its value: the search pairs equal patterns itself', () => {
    // `/%7e` is read as `/~` (its pattern): equal values no longer mean equal patterns.
    const group = groupOf(Array.from({ length: 14 }, (_, i) => ({ kind: 'disallow' as const, pattern: `/p${i}` })));
    group.push(
      { kind: 'allow', value: '/%7e', pattern: '/~', line: 16, offset: 1500 },
      { kind: 'disallow', value: '/~', pattern: '/~', line: 17, offset: 1600 },
    );
    const scan = scanRules(group, [], true);
    expect(scan.sameKnown).toBe(false);
    expect(shadowedRules(group, 'rfc9309', [], scan).map((s) => `${s.rule.line} ${s.how} ${s.by.line}`)).toEqual(['17 same-pattern 16']);
  });
});

describe('repeated agents: files naming few robots (compared one by one) agree with those naming many (a map)', () => {
  /** The findings of the two rules, as [line, code, line of the first group]. */
  function repeated(text: string): [number, string, number][] {
    return lint(text)
      .diagnostics.filter((d) => d.code === 'agent-in-several-groups' || d.code === 'duplicate-star-group')
      .map((d) => [d.range.start.line, d.code, d.related[0]?.range.start.line ?? 0]);
  }

  /** The same, worked out plainly: each agent line naming (by its lower-case product token) a robot an earlier group named. */
  function reference(groups: readonly string[][]): [number, string, number][] {
    const found: [number, string, number][] = [];
    const first = new Map<string, number>();
    let line = 1;
    for (const agents of groups) {
      const start = line;
      const seen = new Set<string>();
      for (const agent of agents) {
        const name = agent === '*' ? '*' : agent.toLowerCase();
        if (!seen.has(name)) {
          seen.add(name);
          const earlier = first.get(name);
          if (earlier === undefined) first.set(name, start);
          else found.push([line, name === '*' ? 'duplicate-star-group' : 'agent-in-several-groups', earlier]);
        }
        line++;
      }
      line += 2; // the rule line and the blank line
    }
    return found;
  }

  it(`generated files of 1 to 40 agent lines (${RUNS} runs)`, () => {
    // Fewer than 17 agent lines in all are compared one by one, more go in a map; a group of more than 16 agents keeps its names in a set.
    const agentArb = fc.constantFrom('*', 'FooBot', 'foobot', 'BarBot', 'Baz', 'qux', 'Quux');
    fc.assert(
      fc.property(fc.array(fc.array(agentArb, { minLength: 1, maxLength: 18 }), { minLength: 1, maxLength: 6 }), (groups) => {
        const text = groups.map((agents) => `${agents.map((agent) => `User-agent: ${agent}`).join('\n')}\nDisallow: /x\n`).join('\n');
        expect(repeated(text)).toEqual(reference(groups));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('disallow-all: only agents starting with `*` are read for their name', () => {
  it(`generated groups that disallow everything (${RUNS} runs)`, () => {
    // The name is `*` for `*`, `* text`, and a product token `*` (`*/1.0`); `*bot` and other robots name no `*`.
    const agentArb = fc.constantFrom('*', '* ', '*\tx', '* (all)', '*/1.0', '*bot', '**', 'FooBot', 'x*', '\u00a0*');
    fc.assert(
      fc.property(fc.array(agentArb, { minLength: 1, maxLength: 4 }), (agents) => {
        const text = `${agents.map((agent) => `User-agent: ${agent}`).join('\n')}\nDisallow: /\n`;
        const found = lint(text).diagnostics.some((d) => d.code === 'disallow-all');
        const named = lintModelOf(parse(text), 'rfc9309').groups[0]?.agents.map((agent) => agent.value) ?? [];
        const star = (value: string): boolean => {
          const trimmed = value.trim();
          return trimmed === '*' || /^\*\s/.test(trimmed) || productToken(trimmed).toLowerCase() === '*';
        };
        expect(found).toBe(named.some(star));
      }),
      { numRuns: RUNS },
    );
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
