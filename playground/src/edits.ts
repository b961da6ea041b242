/**
 * Changing the editor's text: a library edit list applied as one transaction, and a whole new text
 * applied as the smallest replacement, so the cursor and the undo history stay where the person left them.
 */
import type { EditorView } from '@codemirror/view';
import type { TextEdit } from '../../src/index.ts';

/** Applies edits made for the editor's current text (offsets are UTF-16 units, as CodeMirror counts). */
export function applyTextEdits(view: EditorView, edits: readonly TextEdit[]): void {
  view.dispatch({ changes: edits.map((edit) => ({ from: edit.offset, to: edit.end, insert: edit.text })), userEvent: 'input.fix' });
}

/** The span of `before` that differs from `after`, as one replacement. */
export function smallestChange(before: string, after: string): { from: number; to: number; insert: string } {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  return { from: start, to: endBefore, insert: after.slice(start, endAfter) };
}

/** Replaces the editor's text with `text`, changing only the part that differs. */
export function replaceText(view: EditorView, text: string, userEvent = 'input.replace'): void {
  const current = view.state.doc.toString();
  if (current === text) return;
  view.dispatch({ changes: smallestChange(current, text), userEvent });
}
