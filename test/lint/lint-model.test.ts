/**
 * The groups the linter reads (src/lint/lint-model.ts, a sink of the model
 * walker) against the full model (`buildModel`): the same groups, User-agent
 * lines, rules (kind, value, pattern, line, offset), other lines and ignored
 * rules, and the same count of standard lines, on generated files
 * (lint-model.corpus.test.ts: on every corpus file), under every dialect. With a line hook, the walk hands over
 * every line it reads, in order, as the linter's line checks need.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIALECTS, lint, parse } from '../../src/index.ts';
import { lintModelOf } from '../../src/lint/lint-model.ts';
import { normalizeRfc9309 } from '../../src/model/patterns.ts';
import { propertyRuns, robotsTxtText } from '../helpers/arbitraries.ts';
import { robotsFileArb } from '../oracle/generators.ts';
import { agree, plainUnder } from './lint-model-agreement.ts';

const RUNS = propertyRuns(1000);

describe("the linter's groups agree with the full model", () => {
  it(`on generated realistic files, under every dialect (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIALECTS), robotsTxtText(), (dialect, file) => agree(parse(file.text), dialect)),
      { numRuns: RUNS },
    );
  });

  it.each(DIALECTS.map((dialect) => [dialect]))(`on the oracle's generated %s files (${RUNS} runs)`, (dialect) => {
    fc.assert(
      fc.property(robotsFileArb(dialect), (text) => agree(parse(text), dialect)),
      { numRuns: RUNS },
    );
  });

  it(`tells the line hook which Allow/Disallow values are plain: exactly those RFC 9309 normalisation leaves alone, with no special character but \`*\` and a final \`$\` (${RUNS} runs)`, () => {
    // Values from an alphabet of every kind of character the line checks and the normaliser tell apart.
    const valueArb = fc.string({
      unit: fc.constantFrom(
        '/',
        'a',
        'Z',
        '0',
        '-',
        '.',
        '*',
        '$',
        '%',
        '2',
        'f',
        'F',
        '#',
        ' ',
        '\t',
        '\u0001',
        '\u007f',
        'é',
        '\u{1F600}',
        '"',
        '<',
        '^',
        '|',
        '\\',
        '`',
        '{',
      ),
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...DIALECTS),
        fc.array(fc.tuple(fc.constantFrom('Allow', 'Disallow', 'allow'), valueArb), { maxLength: 6 }),
        (dialect, rules) => {
          const text = `User-agent: *\n${rules.map(([name, value]) => `${name}: ${value}\n`).join('')}`;
          const seen: [string, boolean][] = [];
          lintModelOf(parse(text), dialect, (_line, directive) => {
            if (directive && (directive.kind === 'allow' || directive.kind === 'disallow')) seen.push([directive.value, directive.plainValue]);
          });
          for (const [value, plain] of seen) {
            expect(plain).toBe(plainUnder(dialect, value));
            if (!plain) continue;
            // What the line checks may rely on when they skip their own scan of a plain value.
            expect(normalizeRfc9309(value, 'pattern')).toBe(value);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('lints the lines past the parse limit too (the walk stops there, the line checks do not)', () => {
    // Over 500 KiB: rfc9309 reads the head only, yet the control character at the end is still found.
    const text = `User-agent: *\n${'Disallow: /filler/path/to/pad\n'.repeat(20_000)}Disallow: /tail\u0007\n`;
    const found = lint(text).diagnostics.filter((d) => d.code === 'control-character');
    expect(found.map((d) => d.range.start.line)).toEqual([20_002]);
  });
});
