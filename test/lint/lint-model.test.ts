/**
 * The groups the linter reads (src/lint/lint-model.ts, a sink of the model
 * walker) against the full model (`buildModel`): the same groups, User-agent
 * lines, rules (kind, value, pattern, line, offset), other lines and ignored
 * rules, and the same count of standard lines, on every corpus file and on
 * generated files, under every dialect. With a line hook, the walk hands over
 * every line it reads, in order, as the linter's line checks need.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIALECTS, lint, parse, type Dialect, type SyntaxDocument } from '../../src/index.ts';
import { STANDARD_FIELDS } from '../../src/lint/fields.ts';
import { lintModelOf, type LintModel } from '../../src/lint/lint-model.ts';
import { buildModel } from '../../src/model/build.ts';
import { DIALECT_PROPERTIES } from '../../src/model/dialect.ts';
import { normalizeRfc9309 } from '../../src/model/patterns.ts';
import type { RobotsModel } from '../../src/model/types.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';
import { corpusFiles } from '../helpers/corpus.ts';
import { robotsFileArb } from '../oracle/generators.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** What the group checks read, as plain data. */
function viewOfModel(model: RobotsModel): unknown {
  const rule = (r: RobotsModel['ignoredRules'][number]): unknown[] => [r.kind, r.value, r.pattern, r.ref.line, r.ref.offset];
  return {
    groups: model.groups.map((group) => ({
      index: group.index,
      agents: group.agents.map((agent) => [agent.value, agent.ref.line, agent.ref.offset]),
      rules: group.rules.map(rule),
      extensions: group.extensions.length,
      start: [group.start.line, group.start.offset],
    })),
    ignoredRules: model.ignoredRules.map(rule),
    standardLines: model.fields.filter((field) => STANDARD_FIELDS.has(field.key)).length,
  };
}

function viewOfLintModel(model: LintModel): unknown {
  const rule = (r: LintModel['ignoredRules'][number]): unknown[] => [r.kind, r.value, r.pattern, r.line, r.offset];
  return {
    groups: model.groups.map((group) => ({
      index: group.index,
      agents: group.agents.map((agent) => [agent.value, agent.line, agent.offset]),
      rules: group.rules.map(rule),
      extensions: group.extensions,
      start: [group.start.line, group.start.offset],
    })),
    ignoredRules: model.ignoredRules.map(rule),
    standardLines: model.standardLines,
  };
}

/** A value only of the characters RFC 9309 keeps as written (RFC 3986 unreserved and reserved but `%`), `*`, and a final `$`: by their code points, not a regex. */
function isPlainPath(value: string): boolean {
  const keeps = "#*-._~:/?[]@!&'()+,;=";
  for (let i = 0; i < value.length; i++) {
    const char = value.charAt(i);
    if (/^[A-Za-z0-9]$/.test(char) || keeps.includes(char)) continue;
    if (char === '$' && i === value.length - 1) continue;
    return false;
  }
  return true;
}

/** What the walk must say of an Allow/Disallow value under `dialect` (`DirectiveLine.plainValue`). */
function plainUnder(dialect: Dialect, value: string): boolean {
  const properties = DIALECT_PROPERTIES[dialect];
  return properties.percent === 'normalize' && !properties.valueLists && isPlainPath(value);
}

function agree(document: SyntaxDocument, dialect: Dialect): void {
  const full = buildModel(document, dialect);
  const expected = JSON.stringify(viewOfModel(full));
  expect(JSON.stringify(viewOfLintModel(lintModelOf(document, dialect)))).toBe(expected);
  // With a hook: the same model, and every line read once, in order (rfc9309: up to the parse limit).
  let next = 1;
  let inOrder = true;
  const notPlain: string[] = [];
  const hooked = lintModelOf(document, dialect, (line, directive) => {
    if (line.number !== next) inOrder = false;
    next++;
    if (directive && (directive.kind === 'allow' || directive.kind === 'disallow') && directive.plainValue !== plainUnder(dialect, directive.value)) {
      notPlain.push(`line ${line.number}: ${JSON.stringify(directive.value)} plainValue ${directive.plainValue}`);
    }
  });
  expect(inOrder).toBe(true);
  expect(notPlain).toEqual([]);
  expect(JSON.stringify(viewOfLintModel(hooked))).toBe(expected);
  expect(hooked.linesRead).toBe(next - 1);
  if (full.truncatedAt === undefined) expect(hooked.linesRead).toBe(document.lineCount);
}

describe("the linter's groups agree with the full model", () => {
  it.each(['top-sites', 'real'])('on every file of corpus/%s, under every dialect', (directory) => {
    const failures: string[] = [];
    for (const { name, bytes } of corpusFiles(directory)) {
      const document = parse(bytes);
      for (const dialect of DIALECTS) {
        try {
          agree(document, dialect);
        } catch {
          failures.push(`${name} (${dialect})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

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
