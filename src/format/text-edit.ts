/**
 * Text edits: the one shape the formatter's changes and the linter's fixes
 * share. An edit replaces `text.slice(offset, end)` with `text`; `range` is
 * the same span as line and column, for editors.
 *
 * @module
 */
import { LineIndex, type Range } from '../syntax/position.ts';

/** A replacement of one span of a text (offsets in UTF-16 units, `end` exclusive). */
export interface TextEdit {
  /** 0-based offset of the first character replaced. */
  readonly offset: number;
  /** 0-based offset just past the last character replaced (equal to `offset` for an insertion). */
  readonly end: number;
  /** The new text. */
  readonly text: string;
  /** The replaced span as lines and columns (1-based). */
  readonly range: Range;
}

/**
 * The edit that replaces `text.slice(offset, end)` with `newText`.
 *
 * @example
 * ```ts
 * const edit = textEdit('Disallow : /x', 8, 9, '');
 * applyEdits('Disallow : /x', [edit]); // 'Disallow: /x'
 * ```
 */
export function textEdit(text: string, offset: number, end: number, newText: string): TextEdit {
  const index = LineIndex.fromText(text);
  return { offset, end, text: newText, range: index.range(offset, end) };
}

/**
 * Applies non-overlapping edits, given in any order, to `text`. Two edits
 * overlap when their spans share a character, or when both insert at the
 * same offset (their order would be a guess): that is a `RangeError`, as is
 * an edit outside the text.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset || a.end - b.end);
  let out = '';
  let at = 0;
  let previous: TextEdit | undefined;
  for (const edit of sorted) {
    if (!(edit.offset >= 0 && edit.end >= edit.offset && edit.end <= text.length)) {
      throw new RangeError(`Edit [${edit.offset}, ${edit.end}) is outside the text (length ${text.length}).`);
    }
    if (previous && (edit.offset < previous.end || (edit.offset === previous.offset && edit.offset === previous.end && edit.end === edit.offset))) {
      throw new RangeError(`Edits [${previous.offset}, ${previous.end}) and [${edit.offset}, ${edit.end}) overlap.`);
    }
    out += text.slice(at, edit.offset) + edit.text;
    at = edit.end;
    previous = edit;
  }
  return out + text.slice(at);
}

/** A position as the Language Server Protocol spells it. */
export interface LspPosition {
  /** 0-based line. */
  line: number;
  /** 0-based character (UTF-16 unit) in the line. */
  character: number;
}

/** A text edit as the Language Server Protocol spells it. */
export interface LspTextEdit {
  /** The span replaced. */
  range: {
    /** The first character replaced. */
    start: LspPosition;
    /** Just past the last character replaced. */
    end: LspPosition;
  };
  /** The new text. */
  newText: string;
}

/** An edit as the Language Server Protocol spells it: 0-based lines and characters. */
export function toLspTextEdit(edit: TextEdit): LspTextEdit {
  const { start, end } = edit.range;
  return {
    range: { start: { line: start.line - 1, character: start.column - 1 }, end: { line: end.line - 1, character: end.column - 1 } },
    newText: edit.text,
  };
}
