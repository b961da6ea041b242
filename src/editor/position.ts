/**
 * Positions as the Language Server Protocol counts them: 0-based lines and
 * characters in UTF-16 code units, converted from and to the toolkit's
 * 1-based {@link Range} and 0-based offsets. A position outside the text is
 * clamped, as LSP says a client's position past a line's end means its end.
 *
 * @module
 */
import type { LspPosition, LspRange } from '../format/text-edit.ts';
import type { Range } from '../syntax/position.ts';
import type { SyntaxDocument } from '../syntax/tree.ts';

/** The LSP range of a toolkit range (1-based lines and columns). */
export function toLspRange(range: Range): LspRange {
  return {
    start: { line: range.start.line - 1, character: range.start.column - 1 },
    end: { line: range.end.line - 1, character: range.end.column - 1 },
  };
}

/** The LSP range from `start` to `end` (offsets into the document's text). */
export function lspRangeOf(document: SyntaxDocument, start: number, end: number): LspRange {
  return toLspRange(document.lineIndex().range(start, end));
}

/** The 0-based LSP line of a 1-based line number. */
export function lspLine(line: number): number {
  return line - 1;
}

/**
 * The 1-based line a position is on, or `0` when the position is past the
 * last line (after a final line end) or before the first.
 */
export function lineNumberAt(document: SyntaxDocument, position: LspPosition): number {
  const line = Number.isFinite(position?.line) ? Math.trunc(position.line) : -1;
  return line >= 0 && line < document.lineCount ? line + 1 : 0;
}

/**
 * The offset of a position: its character clamped to the line's content (the
 * line end excluded); the text's end past the last line, 0 before the first.
 */
export function offsetAt(document: SyntaxDocument, position: LspPosition): number {
  const line = document.line(lineNumberAt(document, position));
  if (!line) return Number.isFinite(position?.line) && position.line > 0 ? document.text.length : 0;
  const character = Number.isFinite(position?.character) ? Math.trunc(position.character) : 0;
  return Math.max(line.offset, Math.min(line.offset + character, line.contentEnd));
}

/** Whether two LSP ranges share a line (a cursor anywhere on a finding's line is on the finding). */
export function linesTouch(a: LspRange, b: LspRange): boolean {
  return a.start.line <= b.end.line && b.start.line <= a.end.line;
}
