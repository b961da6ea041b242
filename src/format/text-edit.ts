/**
 * Text edits: one replacement of a span of text, shared by the formatter's
 * editing API and the linter's fixes, convertible to the Language Server
 * Protocol's `TextEdit`.
 *
 * @module
 */
import { LineIndex, type Range } from '../syntax/position.ts';

/**
 * Replace `text.slice(offset, end)` with `text`. Offsets are 0-based UTF-16
 * units into the text the edit was made for; `range` gives the same span as
 * 1-based lines and columns (see {@link Range}).
 *
 * @example
 * ```ts
 * const edit = textEdit('User-agent: *\n', 12, 13, 'GPTBot');
 * applyEdits('User-agent: *\n', [edit]); // 'User-agent: GPTBot\n'
 * ```
 */
export interface TextEdit {
  /** 0-based offset of the first replaced character. */
  readonly offset: number;
  /** 0-based offset just past the replaced span (exclusive); equal to `offset` for an insertion. */
  readonly end: number;
  /** The replacement text (`''` for a deletion). */
  readonly text: string;
  /** The replaced span as 1-based lines and columns. */
  readonly range: Range;
}

/** An LSP position: 0-based line and character (UTF-16 units). */
export interface LspPosition {
  /** 0-based line. */
  readonly line: number;
  /** 0-based character offset in the line, in UTF-16 code units. */
  readonly character: number;
}

/** An LSP range: `start` inclusive, `end` exclusive. */
export interface LspRange {
  /** The first replaced character. */
  readonly start: LspPosition;
  /** Just past the last replaced character. */
  readonly end: LspPosition;
}

/** The Language Server Protocol's `TextEdit`: a range of 0-based positions and the new text. */
export interface LspTextEdit {
  /** The replaced span. */
  readonly range: LspRange;
  /** The replacement text. */
  readonly newText: string;
}

/**
 * Builds the edit that replaces `text.slice(offset, end)` with `newText`, its
 * range computed from `text` (pass a {@link LineIndex} of `text` when making
 * many edits of one large text).
 */
export function textEdit(text: string, offset: number, end: number, newText: string, index?: LineIndex): TextEdit {
  const lineIndex = index ?? LineIndex.fromText(text);
  return { offset, end, text: newText, range: lineIndex.range(offset, end) };
}

/**
 * Applies edits to `text`: the edits may come in any order but must not
 * overlap (two insertions at one offset count as overlapping, because their
 * order would be ambiguous). Throws a `RangeError` for overlapping edits or
 * offsets outside the text: a caller's bug, not bad input.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  if (edits.length === 0) return text;
  const sorted = [...edits].sort((a, b) => a.offset - b.offset || a.end - b.end);
  const parts: string[] = [];
  let at = 0;
  let previous: TextEdit | undefined;
  for (const edit of sorted) {
    if (!Number.isInteger(edit.offset) || !Number.isInteger(edit.end) || edit.offset < 0 || edit.end < edit.offset || edit.end > text.length) {
      throw new RangeError(`Edit [${edit.offset}, ${edit.end}) is outside the text (length ${text.length}).`);
    }
    const twoInsertions = previous !== undefined && previous.offset === previous.end && edit.offset === edit.end && previous.offset === edit.offset;
    if (edit.offset < at || twoInsertions) throw new RangeError(`Edit [${edit.offset}, ${edit.end}) overlaps another edit.`);
    parts.push(text.slice(at, edit.offset), edit.text);
    at = edit.end;
    previous = edit;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/**
 * The LSP form of an edit: 0-based line and character (UTF-16 units, the
 * protocol's default position encoding).
 */
export function toLspTextEdit(edit: TextEdit): LspTextEdit {
  const { start, end } = edit.range;
  return {
    range: { start: { line: start.line - 1, character: start.column - 1 }, end: { line: end.line - 1, character: end.column - 1 } },
    newText: edit.text,
  };
}
