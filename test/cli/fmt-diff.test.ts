/**
 * The unified diff of `robotstxt fmt --diff` (src/cli/fmt/diff.ts): applied
 * to the old text it gives the new one, its edits are as few as possible
 * (Myers) up to MAX_EDITS, and the hunks carry at most three lines of
 * context, as `diff -u` writes them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EDITS, splitLines, unifiedDiff } from '../../src/cli/fmt/diff.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';
import { applyUnifiedDiff as apply } from '../helpers/unified-diff.ts';

/** The length of the longest common subsequence of two line lists (dynamic programming, for small inputs). */
function lcs(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const lineA of a) {
    const current = [0];
    for (let j = 1; j <= b.length; j++) current[j] = lineA === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Texts made of few distinct lines (so they share many), with or without a final line end, sometimes CRLF. */
const text = fc
  .tuple(fc.array(fc.constantFrom('User-agent: *', 'Disallow: /', 'Allow: /a', '', '# c', 'Disallow: /x\r'), { maxLength: 30 }), fc.boolean())
  .map(([lines, final]) => lines.join('\n') + (final && lines.length > 0 ? '\n' : ''));

describe('unifiedDiff', () => {
  it('applied to the old text gives the new one; the edits are as few as possible', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const diff = unifiedDiff(before, after, { old: 'a', new: 'b' });
        expect(diff === '').toBe(before === after);
        expect(apply(before, diff)).toBe(after);
        const a = splitLines(before);
        const b = splitLines(after);
        const edits = diff.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line)).length;
        expect(edits).toBe(a.length + b.length - 2 * lcs(a, b));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it('hunks have three lines of context and are merged when closer than six lines', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}\n`).join('');
    const after = before.replace('line 2\n', 'line two\n').replace('line 8\n', 'line eight\n').replace('line 18\n', 'line eighteen\n');
    expect(unifiedDiff(before, after, { old: 'old', new: 'new' })).toBe(
      [
        '--- old',
        '+++ new',
        '@@ -1,11 +1,11 @@',
        ' line 1',
        '-line 2',
        '+line two',
        ' line 3',
        ' line 4',
        ' line 5',
        ' line 6',
        ' line 7',
        '-line 8',
        '+line eight',
        ' line 9',
        ' line 10',
        ' line 11',
        '@@ -15,6 +15,6 @@',
        ' line 15',
        ' line 16',
        ' line 17',
        '-line 18',
        '+line eighteen',
        ' line 19',
        ' line 20',
        '',
      ].join('\n'),
    );
  });

  it('an empty side: the range is written 0,0', () => {
    expect(unifiedDiff('', 'a\n', { old: 'x', new: 'x' })).toBe('--- x\n+++ x\n@@ -0,0 +1 @@\n+a\n');
    expect(unifiedDiff('a\nb\n', '', { old: 'x', new: 'x' })).toBe('--- x\n+++ x\n@@ -1,2 +0,0 @@\n-a\n-b\n');
  });

  it(`more than ${MAX_EDITS} edits (every line end changed in a big file): still a correct diff (its time is held by the stress case cli-fmt-diff)`, () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `Disallow: /p${i}`);
    const before = lines.map((line) => `${line}\r\n`).join('');
    const after = lines.map((line) => `${line}\n`).join('');
    const diff = unifiedDiff(before, after, { old: 'a', new: 'b' });
    expect(apply(before, diff)).toBe(after);
    // A few scattered changes in the same file stay small hunks.
    const edited = before.replace('Disallow: /p100\r\n', 'Disallow: /q\r\n').replace('Disallow: /p40000\r\n', '');
    expect(apply(before, unifiedDiff(before, edited, { old: 'a', new: 'b' }))).toBe(edited);
    expect(unifiedDiff(before, edited, { old: 'a', new: 'b' }).match(/^@@ .* @@$/gm)).toEqual(['@@ -98,7 +98,7 @@', '@@ -39998,7 +39998,6 @@']);
  });

  it('200,000 changed lines, and 200,000 lines between two changes, give a correct diff (more than a call takes as arguments)', () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `Disallow: /p${i}`);
    const before = lines.map((line) => `${line}\r\n`).join('');
    const after = lines.map((line) => `${line}\n`).join('');
    expect(apply(before, unifiedDiff(before, after, { old: 'a', new: 'b' }))).toBe(after);
    const ends = `User-agent: a\n${after}Allow: /\n`;
    const changed = `User-agent: b\n${after}Allow: /x\n`;
    expect(apply(ends, unifiedDiff(ends, changed, { old: 'a', new: 'b' }))).toBe(changed);
  });
});
