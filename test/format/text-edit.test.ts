/** TextEdit, applyEdits and the LSP form (shared with the linter's fixes). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits, textEdit, toLspTextEdit, type TextEdit } from '../../src/index.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

describe('applyEdits', () => {
  it('applies non-overlapping edits given in any order', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.string({ maxLength: 4 })), { maxLength: 6 }),
        fc.nat(),
        (text, raw, seed) => {
          // Cut the text into disjoint spans, left to right, then shuffle them.
          const edits: TextEdit[] = [];
          let at = 0;
          for (const [gap, length, newText] of raw) {
            const offset = Math.min(text.length, at + (gap % 5) + (edits.length > 0 ? 1 : 0));
            const end = Math.min(text.length, offset + length);
            if (offset < at || (offset === at && edits.length > 0)) break;
            edits.push(textEdit(text, offset, end, newText));
            at = end;
          }
          let expected = text;
          for (const edit of [...edits].reverse()) expected = expected.slice(0, edit.offset) + edit.text + expected.slice(edit.end);
          const shuffled = [...edits].sort((a, b) => ((a.offset * 31 + seed) % 7) - ((b.offset * 31 + seed) % 7));
          expect(applyEdits(text, shuffled)).toBe(expected);
        },
      ),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('throws a RangeError for overlapping edits, two insertions at one place, or offsets outside the text', () => {
    const text = 'User-agent: *\n';
    expect(() => applyEdits(text, [textEdit(text, 0, 5, 'a'), textEdit(text, 4, 6, 'b')])).toThrow(RangeError);
    expect(() => applyEdits(text, [textEdit(text, 3, 3, 'a'), textEdit(text, 3, 3, 'b')])).toThrow(RangeError);
    expect(() => applyEdits(text, [textEdit(text, 10, 99, 'a')])).toThrow(RangeError);
    expect(applyEdits(text, [textEdit(text, 12, 13, 'GPTBot')])).toBe('User-agent: GPTBot\n');
    expect(applyEdits(text, [textEdit(text, 0, 0, '# top\n'), textEdit(text, 0, 4, 'User')])).toBe('# top\nUser-agent: *\n');
  });
});

describe('toLspTextEdit', () => {
  it('gives 0-based lines and UTF-16 characters', () => {
    const text = 'User-agent: *\r\nDisallow: /caf\u00e9/\u{1F600}x\n';
    const at = text.indexOf('x');
    const edit = textEdit(text, at, at + 1, 'y');
    expect(edit.range.start).toEqual({ line: 2, column: 19, offset: at });
    expect(toLspTextEdit(edit)).toEqual({ range: { start: { line: 1, character: 18 }, end: { line: 1, character: 19 } }, newText: 'y' });
  });
});
