/**
 * The editor keeps the text's line ends: CodeMirror holds every line end as LF, the page gives the text
 * back exactly as it was opened, set, restored or pasted, through edits, fixes and undo.
 */
import { history, redo, undo } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorForm, keepLineEnds, rawText, replaceRaw } from '../../playground/src/line-ends.ts';

const lineEnd = fc.constantFrom('\n', '\r\n', '\r');
/** Any text, its line ends LF, CR LF, CR or a mix (and whatever else a string holds). */
const text = fc
  .array(
    fc.tuple(
      fc.string({ maxLength: 8 }).map((line) => line.replace(/[\r\n]/g, '')),
      lineEnd,
    ),
    { maxLength: 12 },
  )
  .map((lines) => lines.map(([content, end]) => content + end).join(''));

function stateOf(initial: string): EditorState {
  return EditorState.create({ doc: editorForm(initial), extensions: [history(), keepLineEnds(initial)] });
}

function set(state: EditorState, next: string): EditorState {
  const spec = replaceRaw(state, next, 'input.api');
  return spec ? state.update(spec).state : state;
}

function run(state: EditorState, command: typeof undo): EditorState {
  let next = state;
  command({ state, dispatch: (transaction) => (next = transaction.state) });
  return next;
}

describe('the editor’s line ends', () => {
  it('gives back any text it starts with or is set to, exactly', () => {
    fc.assert(
      fc.property(text, text, (first, second) => {
        const state = stateOf(first);
        expect(rawText(state)).toBe(first);
        expect(state.doc.toString()).toBe(editorForm(first));
        expect(rawText(set(state, second))).toBe(second);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the line ends around a typed change, and gives a typed line break the text’s own line end', () => {
    const state = stateOf('User-agent: *\r\nDisallow: /a\nAllow: /b\r\n');
    const at = state.doc.toString().indexOf('/a') + 2;
    const typed = state.update({ changes: { from: at, insert: 'b\nDisallow: /c' }, userEvent: 'input.type' }).state;
    expect(rawText(typed)).toBe('User-agent: *\r\nDisallow: /ab\r\nDisallow: /c\nAllow: /b\r\n');
  });

  it('puts back the line ends a deletion removed when it is undone, and removes them again on redo', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (initial, a, b) => {
        const state = stateOf(initial);
        const length = state.doc.length;
        const from = Math.min(a % (length + 1), b % (length + 1));
        const to = Math.max(a % (length + 1), b % (length + 1));
        const deleted = state.update({ changes: { from, to }, userEvent: 'delete' }).state;
        const undone = run(deleted, undo);
        expect(rawText(undone)).toBe(initial);
        expect(rawText(run(undone, redo))).toBe(rawText(deleted));
      }),
      { numRuns: 300 },
    );
  });

  it('undoes a whole new text (opened, restored, set) back to the text before, line ends and all', () => {
    fc.assert(
      fc.property(text, text, (first, second) => {
        const replaced = set(stateOf(first), second);
        const undone = run(replaced, undo);
        expect(rawText(undone)).toBe(first);
        expect(rawText(run(undone, redo))).toBe(second);
      }),
      { numRuns: 300 },
    );
  });

  it('changes only the line ends when a text differs from the editor’s in them alone', () => {
    const state = set(stateOf('User-agent: *\nDisallow: /\n'), 'User-agent: *\r\nDisallow: /\r\n');
    expect(rawText(state)).toBe('User-agent: *\r\nDisallow: /\r\n');
    expect(rawText(run(state, undo))).toBe('User-agent: *\nDisallow: /\n');
  });

  it('keeps a pasted text’s own line ends', () => {
    const clipboard = 'Allow: /x\r\nAllow: /y\rAllow: /z\n';
    let state = stateOf('User-agent: *\nDisallow: /\n');
    const at = state.doc.length;
    // CodeMirror hands the clipboard's text to the input filters, then dispatches the paste.
    for (const filter of state.facet(EditorView.clipboardInputFilter)) filter(clipboard, state);
    state = state.update({ changes: { from: at, insert: state.toText(clipboard) }, userEvent: 'input.paste' }).state;
    expect(rawText(state)).toBe(`User-agent: *\nDisallow: /\n${clipboard}`);
  });

  it('copies a selection with the text’s own line ends', () => {
    const initial = 'User-agent: *\r\nDisallow: /a\nAllow: /a/b\rAllow: /c\r\n';
    const state = stateOf(initial);
    const from = state.doc.toString().indexOf('/a');
    const to = state.doc.toString().indexOf('/c');
    const selected = state.update({ selection: { anchor: from, head: to } }).state;
    // CodeMirror joins the lines with LF, then hands the text to the output filters.
    let copied = selected.sliceDoc(from, to);
    for (const filter of selected.facet(EditorView.clipboardOutputFilter)) copied = filter(copied, selected);
    expect(copied).toBe(initial.slice(initial.indexOf('/a'), initial.indexOf('/c')));
  });
});
