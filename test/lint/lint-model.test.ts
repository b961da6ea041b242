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

function agree(document: SyntaxDocument, dialect: Dialect): void {
  const full = buildModel(document, dialect);
  const expected = JSON.stringify(viewOfModel(full));
  expect(JSON.stringify(viewOfLintModel(lintModelOf(document, dialect)))).toBe(expected);
  // With a hook: the same model, and every line read once, in order (rfc9309: up to the parse limit).
  let next = 1;
  let inOrder = true;
  const hooked = lintModelOf(document, dialect, (line) => {
    if (line.number !== next) inOrder = false;
    next++;
  });
  expect(inOrder).toBe(true);
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

  it('lints the lines past the parse limit too (the walk stops there, the line checks do not)', () => {
    // Over 500 KiB: rfc9309 reads the head only, yet the control character at the end is still found.
    const text = `User-agent: *\n${'Disallow: /filler/path/to/pad\n'.repeat(20_000)}Disallow: /tail\u0007\n`;
    const found = lint(text).diagnostics.filter((d) => d.code === 'control-character');
    expect(found.map((d) => d.range.start.line)).toEqual([20_002]);
  });
});
