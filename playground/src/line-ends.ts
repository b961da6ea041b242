/**
 * The text's own line ends, kept. CodeMirror splits a text at CR LF, CR and LF alike (as the library
 * does, so the editor's lines are the library's lines) and keeps none of them: its document joins lines
 * with LF. This state field remembers them: the text's line end (its first one, as `format`'s `preserve`
 * reads it), which a new line typed gets, and each line end that differs from it, as a mark on that line
 * break. {@link rawText} gives the text back exactly; opening, setting, restoring and pasting text
 * record its line ends, copying puts them on the clipboard, and undo brings back those a change removed.
 */
import { invertedEffects } from '@codemirror/commands';
import {
  Annotation,
  EditorState,
  MapMode,
  RangeSet,
  RangeSetBuilder,
  RangeValue,
  StateEffect,
  StateField,
  type ChangeDesc,
  type Extension,
  type Range,
} from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { smallestChange } from './edits.ts';

/** A line end as robots.txt files have them. */
export type LineEnd = '\n' | '\r\n' | '\r';

/** Every line end, CR LF read as one (the order matters). */
const LINE_END = /\r\n|\r|\n/g;

/** A line end other than the text's own, marking the line break it stands for. */
class OtherEnd extends RangeValue {
  // After what is typed at the end of its line; gone with its line break (the character after it).
  override startSide = 1;
  override endSide = 1;
  override point = true;
  override mapMode = MapMode.TrackAfter;

  constructor(readonly end: LineEnd) {
    super();
  }

  override eq(other: RangeValue): boolean {
    return other instanceof OtherEnd && other.end === this.end;
  }
}

const MARKS: Readonly<Record<LineEnd, OtherEnd>> = { '\n': new OtherEnd('\n'), '\r\n': new OtherEnd('\r\n'), '\r': new OtherEnd('\r') };

/** The line ends of the editor's text: its own, and those that differ from it by position (of the line break). */
export interface LineEnds {
  readonly own: LineEnd;
  readonly others: RangeSet<OtherEnd>;
}

/** The text as CodeMirror holds it: every line end an LF. */
export function editorForm(text: string): string {
  return text.replace(LINE_END, '\n');
}

/** The marks for the line ends of `text` that are not `own`, placed as if `text` were inserted at `at`. */
function marksOf(text: string, own: LineEnd, at: number): Range<OtherEnd>[] {
  const marks: Range<OtherEnd>[] = [];
  let shift = 0;
  for (const match of text.matchAll(LINE_END)) {
    const end = match[0] as LineEnd;
    if (end !== own) marks.push(MARKS[end].range(at + match.index - shift));
    shift += end.length - 1;
  }
  return marks;
}

/** The line ends of `text`: its first is its own. */
export function lineEndsOf(text: string): LineEnds {
  const own = (/\r\n|\r|\n/.exec(text)?.[0] ?? '\n') as LineEnd;
  const builder = new RangeSetBuilder<OtherEnd>();
  for (const mark of marksOf(text, own, 0)) builder.add(mark.from, mark.to, mark.value);
  return { own, others: builder.finish() };
}

/** Replaces the line ends wholesale (a new text); positions in the document after the transaction's changes. */
const setLineEnds = StateEffect.define<LineEnds>({ map: (value, mapping: ChangeDesc) => ({ own: value.own, others: value.others.map(mapping) }) });

/** Puts back line ends a change removed (undo, redo); positions in the document after the transaction's changes. */
const restoreLineEnds = StateEffect.define<readonly { pos: number; end: LineEnd }[]>({
  map: (value, mapping: ChangeDesc) =>
    value.flatMap(({ pos, end }) => {
      const mapped = mapping.mapPos(pos, 1, MapMode.TrackAfter);
      return mapped === null ? [] : [{ pos: mapped, end }];
    }),
});

/** The text a paste or drop inserted, with its own line ends (CodeMirror's changes hold it with LFs). */
const insertedText = Annotation.define<string>();

const lineEndsField = StateField.define<LineEnds>({
  create: () => ({ own: '\n', others: RangeSet.empty }),
  update(value, transaction) {
    let { own, others } = value;
    if (!transaction.changes.empty) {
      others = others.map(transaction.changes);
      const inserted = transaction.annotation(insertedText);
      if (inserted !== undefined && /[\r\n]/.test(inserted)) {
        const form = editorForm(inserted);
        const added: Range<OtherEnd>[] = [];
        transaction.changes.iterChanges((_fromA, _toA, fromB, _toB, text) => {
          if (text.lines > 1 && text.toString() === form) added.push(...marksOf(inserted, own, fromB));
        });
        if (added.length > 0) others = others.update({ add: added, sort: true });
      }
    }
    for (const effect of transaction.effects) {
      if (effect.is(setLineEnds)) ({ own, others } = effect.value);
      else if (effect.is(restoreLineEnds)) others = others.update({ add: effect.value.map(({ pos, end }) => MARKS[end].range(pos)), sort: true });
    }
    return own === value.own && others === value.others ? value : { own, others };
  },
});

/** `state`'s text from `from` to `to` (editor positions) with its own line ends. */
export function rawSlice(state: EditorState, from: number, to: number): string {
  const { doc } = state;
  const { own, others } = state.field(lineEndsField);
  let text = '';
  let at = from;
  others.between(from, to, (pos, _to, mark) => {
    // A mark stands on a line break (kept so by its mapping); one anywhere else is ignored, never a character lost.
    if (pos < at || pos >= to || doc.sliceString(pos, pos + 1) !== '\n') return;
    text += doc.sliceString(at, pos, own) + mark.end;
    at = pos + 1;
  });
  return text + doc.sliceString(at, to, own);
}

/** The editor's text with its own line ends: what was opened, set, restored, pasted or typed. */
export function rawText(state: EditorState): string {
  return rawSlice(state, 0, state.doc.length);
}

/** The transaction that makes the editor's text `text`, line ends and all, changing only the span that differs. */
export function replaceRaw(
  state: EditorState,
  text: string,
  userEvent: string,
): { changes: { from: number; to: number; insert: string }[]; effects: StateEffect<LineEnds>; userEvent: string } | undefined {
  if (rawText(state) === text) return undefined;
  const current = state.doc.toString();
  const next = editorForm(text);
  return { changes: current === next ? [] : [smallestChange(current, next)], effects: setLineEnds.of(lineEndsOf(text)), userEvent };
}

/** Makes the editor's text `text`, line ends and all (nothing when it already is). */
export function setRawText(view: EditorView, text: string, userEvent: string): void {
  const transaction = replaceRaw(view.state, text, userEvent);
  if (transaction) view.dispatch(transaction);
}

/** The text a copy or cut puts on the clipboard, as CodeMirror chooses it, with its own line ends. */
function copiedText(text: string, state: EditorState): string {
  const { own, others } = state.field(lineEndsField);
  if (own === '\n' && others.size === 0) return text;
  const ranges = state.selection.ranges.filter((range) => !range.empty);
  if (ranges.length > 0) return ranges.map((range) => rawSlice(state, range.from, range.to)).join(own);
  // Nothing selected: CodeMirror copies the lines of the cursors (their text, without line ends).
  return text.split('\n').join(own);
}

/** Whether a transaction changed the line ends (the text may have changed though its lines did not). */
export function lineEndsChanged(startState: EditorState, state: EditorState): boolean {
  return startState.field(lineEndsField) !== state.field(lineEndsField);
}

/** The extension keeping the line ends of `text`, the editor's first text. */
export function keepLineEnds(text: string): Extension {
  // The clipboard's text, read as CodeMirror pastes or drops it, then handed to that transaction.
  let pasted: string | undefined;
  return [
    lineEndsField.init(() => lineEndsOf(text)),
    EditorView.clipboardInputFilter.of((input) => {
      pasted = input;
      return input;
    }),
    EditorView.clipboardOutputFilter.of(copiedText),
    EditorState.transactionExtender.of((transaction) => {
      if (pasted === undefined || !(transaction.isUserEvent('input.paste') || transaction.isUserEvent('input.drop'))) return null;
      const inserted = pasted;
      pasted = undefined;
      return { annotations: insertedText.of(inserted) };
    }),
    invertedEffects.of((transaction) => {
      const before = transaction.startState.field(lineEndsField);
      if (transaction.effects.some((effect) => effect.is(setLineEnds))) return [setLineEnds.of(before)];
      const removed: { pos: number; end: LineEnd }[] = [];
      transaction.changes.iterChangedRanges((fromA, toA) => {
        before.others.between(fromA, toA, (pos, _to, mark) => {
          if (pos >= fromA && pos < toA) removed.push({ pos, end: mark.end });
        });
      });
      return removed.length > 0 ? [restoreLineEnds.of(removed)] : [];
    }),
  ];
}
