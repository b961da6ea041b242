/**
 * Applies LSP text edits (0-based lines and UTF-16 characters) to a text, as an editor does: what the
 * editor tests compare with `fixText`, and what the properties apply before checking verdicts.
 */
import { applyEdits, textEdit, type LspPosition, type LspTextEdit } from '../../src/index.ts';
import { LineIndex } from '../../src/internals.ts';

/** The offset of an LSP position in `text`. */
export function offsetOf(text: string, position: LspPosition, index = LineIndex.fromText(text)): number {
  const start = index.lineStarts[position.line];
  if (start === undefined) throw new RangeError(`line ${position.line} is past the text`);
  return start + position.character;
}

/** `text` with the edits applied (non-overlapping, in any order). */
export function applyLspEdits(text: string, edits: readonly LspTextEdit[]): string {
  const index = LineIndex.fromText(text);
  return applyEdits(
    text,
    edits.map((edit) => textEdit(text, offsetOf(text, edit.range.start, index), offsetOf(text, edit.range.end, index), edit.newText, index)),
  );
}
