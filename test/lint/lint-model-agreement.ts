/**
 * The groups the linter reads (src/lint/lint-model.ts) against the full model
 * (`buildModel`), as plain data: lint-model.test.ts and
 * lint-model.corpus.test.ts compare them.
 */
import { expect } from 'vitest';
import type { Dialect, SyntaxDocument } from '../../src/index.ts';
import { STANDARD_FIELDS } from '../../src/lint/fields.ts';
import { lintModelOf, type LintModel } from '../../src/lint/lint-model.ts';
import { buildModel } from '../../src/model/build.ts';
import { DIALECT_PROPERTIES } from '../../src/model/dialect.ts';
import type { RobotsModel } from '../../src/model/types.ts';

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
export function plainUnder(dialect: Dialect, value: string): boolean {
  const properties = DIALECT_PROPERTIES[dialect];
  return properties.percent === 'normalize' && !properties.valueLists && isPlainPath(value);
}

export function agree(document: SyntaxDocument, dialect: Dialect): void {
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
