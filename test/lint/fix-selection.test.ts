/**
 * Which safe fixes a pass of fixText applies (src/lint/fix-selection.ts): the
 * same fixes, in the same order, as checking each edit against every edit
 * taken before it, on any fixes (overlapping, nested, insertions at one
 * offset, several edits per fix, suggestions between them).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlaps, selectFixes } from '../../src/lint/fix-selection.ts';
import { fixText, lint } from '../../src/lint/lint.ts';
import type { TextEdit } from '../../src/format/text-edit.ts';
import type { LintDiagnostic, LintFix } from '../../src/lint/types.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';

const NO_RANGE = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };

/** One edit at a time against every edit taken before: the rule as stated, O(N²). */
function oneByOne(diagnostics: readonly LintDiagnostic[]): { edits: TextEdit[]; taken: number } {
  const edits: TextEdit[] = [];
  let taken = 0;
  for (const diagnostic of diagnostics) {
    const fix = diagnostic.fixes.find((candidate) => candidate.kind === 'safe');
    if (!fix) continue;
    if (fix.edits.some((edit) => edits.some((other) => overlaps(edit, other)))) continue;
    for (const edit of fix.edits) edits.push(edit);
    taken++;
  }
  return { edits, taken };
}

const editArb = fc
  .tuple(fc.nat({ max: 60 }), fc.nat({ max: 8 }), fc.constantFrom('', 'x', 'yz'))
  .map(([offset, length, text]): TextEdit => ({ offset, end: offset + length, text, range: NO_RANGE }));
const fixArb = fc.record({
  title: fc.constant('fix'),
  kind: fc.constantFrom('safe', 'safe', 'suggestion'),
  edits: fc.array(editArb, { minLength: 1, maxLength: 3 }),
});
const diagnosticArb = fc.array(fixArb, { maxLength: 3 }).map((fixes) => ({ fixes: fixes as LintFix[] }) as unknown as LintDiagnostic);

describe('selectFixes', () => {
  it('takes the same fixes as checking each edit against every edit taken before it', () => {
    fc.assert(
      fc.property(fc.array(diagnosticArb, { maxLength: 40 }), (diagnostics) => {
        expect(selectFixes(diagnostics)).toEqual(oneByOne(diagnostics));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it('skips a fix touching a taken one: same offset, overlap, or an insertion inside it; takes one that only meets it', () => {
    const fix = (...spans: [number, number][]) =>
      ({
        fixes: [{ title: 'fix', kind: 'safe', edits: spans.map(([offset, end]) => ({ offset, end, text: '', range: NO_RANGE })) }],
      }) as unknown as LintDiagnostic;
    const picked = selectFixes([fix([10, 20]), fix([10, 10]), fix([15, 30]), fix([12, 12]), fix([20, 25]), fix([5, 10]), fix([0, 3], [24, 26])]);
    expect(picked.edits.map((edit) => [edit.offset, edit.end])).toEqual([
      [10, 20],
      [20, 25],
      [5, 10],
    ]);
    expect(picked.taken).toBe(3);
  });
});

describe('fixText with many fixes', () => {
  it('fixes every line of a file of thousands of fixable lines, as fixing a few lines does', () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => `Disallow : /p${i}`);
    const fixed = fixText(`User-agent: *\n${lines.join('\n')}\n`);
    expect(fixed.applied).toBe(lines.length);
    expect(fixed.text).toBe(`User-agent: *\n${lines.map((line) => line.replace(' :', ':')).join('\n')}\n`);
    expect(lint(fixed.text).diagnostics.filter((d) => d.code === 'space-before-colon')).toEqual([]);
  });
});
