/**
 * Formatting as LSP text edits: the formatter's output (`format`, the same
 * layout as `robotstxt fmt` and the Prettier plugin) turned into the few
 * line edits that make it, so that an editor keeps the cursor, the undo
 * history and the unchanged lines as they are.
 *
 * A range is formatted by formatting the whole file and keeping the edits
 * that touch the range's lines, provided that what they make still formats
 * to the same text as the whole file: the formatter never changes a verdict,
 * so a text that formats to the same result means what the file meant. An
 * edit that moves a line out of the range (`sitemapsAtEnd`, `sort`) is a
 * deletion in the range and an insertion outside it; keeping only the
 * deletion would lose the line, and that check refuses it (no edits then).
 *
 * @module
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Range, TextEdit } from 'vscode-languageserver';
import { format, type FormatOptions } from '../../format/format.ts';
import { editScript, splitLines } from '../fmt/diff.ts';

/** One replacement of whole lines: `text.slice(offset, end)` becomes `newText`. */
interface Hunk {
  readonly offset: number;
  readonly end: number;
  readonly newText: string;
}

/** The edits that format the whole of `text`; `[]` when it is formatted. */
export function formatEdits(text: string, options: FormatOptions): TextEdit[] {
  const formatted = format(text, options);
  if (formatted === text) return [];
  return toLspEdits(text, lineHunks(text, formatted));
}

/**
 * The edits of {@link formatEdits} that touch the lines of `range`, or `[]`
 * when those alone would not format to what the whole file formats to.
 */
export function formatRangeEdits(text: string, range: Range, options: FormatOptions): TextEdit[] {
  const formatted = format(text, options);
  if (formatted === text) return [];
  const document = TextDocument.create('file:///range', 'robots-txt', 0, text);
  const first = document.offsetAt({ line: range.start.line, character: 0 });
  // The range's last line, up to its line end; a range ending at column 0 does not take in that line.
  const lastLine = range.end.character === 0 && range.end.line > range.start.line ? range.end.line - 1 : range.end.line;
  const last = document.offsetAt({ line: lastLine + 1, character: 0 });
  const hunks = lineHunks(text, formatted).filter((hunk) =>
    hunk.offset === hunk.end ? hunk.offset >= first && hunk.offset <= last : hunk.offset < last && hunk.end > first,
  );
  if (hunks.length === 0) return [];
  if (format(applyHunks(text, hunks), options) !== formatted) return [];
  return toLspEdits(text, hunks, document);
}

/** The changed runs of lines between `before` and `after`, as replacements of `before`'s offsets. */
function lineHunks(before: string, after: string): Hunk[] {
  const hunks: Hunk[] = [];
  let offset = 0;
  let start = -1;
  let end = 0;
  let inserted: string[] = [];
  const close = (): void => {
    if (start < 0) return;
    hunks.push({ offset: start, end, newText: inserted.join('') });
    start = -1;
    inserted = [];
  };
  for (const op of editScript(splitLines(before), splitLines(after))) {
    if (op.kind === ' ') {
      close();
      offset += op.text.length;
      continue;
    }
    if (start < 0) {
      start = offset;
      end = offset;
    }
    if (op.kind === '-') {
      offset += op.text.length;
      end = offset;
    } else inserted.push(op.text);
  }
  close();
  return hunks;
}

function applyHunks(text: string, hunks: readonly Hunk[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const hunk of hunks) {
    parts.push(text.slice(at, hunk.offset), hunk.newText);
    at = hunk.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

function toLspEdits(text: string, hunks: readonly Hunk[], document = TextDocument.create('file:///format', 'robots-txt', 0, text)): TextEdit[] {
  return hunks.map((hunk) => ({
    range: { start: document.positionAt(hunk.offset), end: document.positionAt(hunk.end) },
    newText: hunk.newText,
  }));
}
