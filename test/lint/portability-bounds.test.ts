/**
 * The bounds of the portability search (src/lint/portability.ts,
 * docs/rules/analysis-cut-short.md): per rule, per group and per file, each
 * one that cuts the search short says so in one `analysis-cut-short`
 * finding; what the search still reports is true, and files within the
 * bounds are searched in full. (Time and memory on hostile files: the
 * `lint-all-` cases of `npm run stress`.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, lint } from '../../src/index.ts';
import { MAX_ANALYSED_GROUPS, MAX_VALUE_LENGTH } from '../../src/lint/portability.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { generatedFileArb } from '../oracle/generators.ts';

const RUNS = propertyRuns(300);
const ALL = { dialects: 'all', preset: 'portable' } as const;

const codes = (text: string) => lint(text, ALL).diagnostics.map((d) => d.code);
const cutShort = (text: string) => lint(text, ALL).diagnostics.filter((d) => d.code === 'analysis-cut-short');

/** Every witness the lint reports gets, from the matcher, the verdicts it names. */
function expectTrueWitnesses(text: string): void {
  for (const diagnostic of lint(text, ALL).diagnostics) {
    if (diagnostic.code !== 'dialect-verdict-differs' || !diagnostic.witness) continue;
    const { url, agent, allowedBy, disallowedBy } = diagnostic.witness;
    for (const dialect of allowedBy) expect(compile(text, { dialect }).isAllowed(url, agent)).toBe(true);
    for (const dialect of disallowedBy) expect(compile(text, { dialect }).isAllowed(url, agent)).toBe(false);
  }
}

describe('per rule: a value longer than MAX_VALUE_LENGTH gives no URL to try', () => {
  const long = `/${'a'.repeat(MAX_VALUE_LENGTH)}`;

  it('says so once, naming the first such line, and still reports the differences of the other rules', () => {
    const text = `User-agent: *\nDisallow: /*.pdf\nDisallow: ${long}\nDisallow: ${long}b\n`;
    const found = cutShort(text);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain('line 3');
    expect(found[0]?.range.start.line).toBe(1);
    expect(codes(text)).toContain('dialect-verdict-differs');
    expectTrueWitnesses(text);
  });

  it('a value of exactly MAX_VALUE_LENGTH characters is still searched', () => {
    expect(codes(`User-agent: *\nDisallow: ${long.slice(1)}\n`)).not.toContain('analysis-cut-short');
  });

  it('a robot name longer than MAX_VALUE_LENGTH is not tried, and that is said', () => {
    const text = `User-agent: ${'B'.repeat(MAX_VALUE_LENGTH + 1)}\nDisallow: /a\n\nUser-agent: *\nDisallow: /*.pdf\n`;
    expect(cutShort(text)[0]?.message).toContain('line 1');
  });
});

describe('per group: robot names are read only until enough are known', () => {
  it('a User-agent line of 50,000 names is searched with the same robots as one of its first 20', () => {
    const names = Array.from({ length: 50_000 }, (_, i) => `Bot${i}`);
    const witnesses = (agents: readonly string[]) =>
      lint(`User-agent: ${agents.join(' ')}\nDisallow: /a\n\nUser-agent: *\nDisallow: /*.pdf\n`, ALL).diagnostics.flatMap((d) =>
        d.code === 'dialect-verdict-differs' && d.witness ? [d.witness] : [],
      );
    const many = witnesses(names);
    expect(many.length).toBeGreaterThan(0);
    expect(many).toEqual(witnesses(names.slice(0, 20)));
  });
});

describe('per file', () => {
  it(`a file with more than ${MAX_ANALYSED_GROUPS.toLocaleString('en-US')} groups is not searched, and that is said`, () => {
    const groups = Array.from({ length: MAX_ANALYSED_GROUPS + 1 }, (_, i) => `User-agent: Bot${i}\nDisallow: /*.pdf\n`).join('\n');
    const result = codes(groups);
    expect(result).toContain('analysis-cut-short');
    expect(result).not.toContain('dialect-verdict-differs');
    expect(cutShort(groups)[0]?.message).toContain('10,001 groups');
  });

  it('the matching budget: a group of 20,000 rules asked about 400 URLs under five dialects runs it out, and that is said', () => {
    const rules = Array.from({ length: 20_000 }, (_, i) => `Disallow: /p${i}*x`).join('\n');
    const text = `User-agent: *\n${rules}\n`;
    expect(cutShort(text)[0]?.message).toContain('matching budget ran out after');
    expectTrueWitnesses(text);
  });

  it('a file with no rule under any dialect has nothing to search: no finding, however long', () => {
    expect(codes(`User-agent: *\n${'\n'.repeat(100_000)}`)).not.toContain('analysis-cut-short');
  });
});

describe('properties', () => {
  it('a generated file is within every bound: searched in full, never cut short', () => {
    fc.assert(
      fc.property(generatedFileArb('rfc9309'), (file) => {
        expect(codes(file.text)).not.toContain('analysis-cut-short');
      }),
      { numRuns: RUNS },
    );
  });

  it('with a rule past the per-rule bound added, the search says it was cut short and every witness it reports is true', () => {
    fc.assert(
      fc.property(generatedFileArb('rfc9309'), fc.nat({ max: 50 }), (file, extra) => {
        const text = `${file.text}\nUser-agent: *\nDisallow: /${'x'.repeat(MAX_VALUE_LENGTH + extra)}\n`;
        expect(cutShort(text)).toHaveLength(1);
        expectTrueWitnesses(text);
      }),
      { numRuns: Math.max(20, Math.floor(RUNS / 5)) },
    );
  });
});
