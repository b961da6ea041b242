/**
 * The line scanner: the grammar of `grammar/`, compiled by hand into one
 * pass over the text.
 *
 * The Chevrotain lexer and parser in `grammar/` are the formal definition of
 * the syntax, and the `parse` of `robotstxt-toolkit/grammar` runs them. A robots.txt
 * line, though, is a regular language (see {@link LineLayout}), so one pass
 * over the text finds the same tokens at a fraction of the cost, with no
 * object per token. The two engines give identical trees: the tests compare
 * them token by token on every corpus file and on random text
 * (test/syntax/engines.test.ts), so this file cannot drift from the grammar
 * unnoticed.
 *
 * @module
 */
import { emptyLayout, SyntaxLine, type LineLayout } from './tree.ts';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
const BOM = 0xfeff;

/**
 * Where the next `:`, `#`, CR and LF are, found with `indexOf` (native and
 * fast) and remembered until the scan passes them, so that the text is
 * searched once per character in all: never a quadratic rescan. Correct
 * because the scanner asks with offsets that never decrease: no occurrence
 * can hide between an offset asked and the answer remembered for an earlier one.
 */
class NextOccurrence {
  private at = -1;
  constructor(
    private readonly text: string,
    private readonly char: string,
  ) {}

  /** The offset of the first occurrence at or after `from`, or the text's length. */
  from(from: number): number {
    if (this.at < from) {
      const found = this.text.indexOf(this.char, from);
      this.at = found < 0 ? this.text.length : found;
    }
    return this.at;
  }
}

/**
 * Splits `text` into lines and finds each line's parts, exactly as the
 * grammar's lexer would tokenize it. Total: any string is accepted.
 */
export function scanLines(text: string): SyntaxLine[] {
  const lines: SyntaxLine[] = [];
  const length = text.length;
  const layout = emptyLayout(0);
  const nextColon = new NextOccurrence(text, ':');
  const nextHash = new NextOccurrence(text, '#');
  const nextCr = new NextOccurrence(text, '\r');
  const nextLf = new NextOccurrence(text, '\n');
  let p = 0;
  while (p < length) {
    resetLayout(layout, p);
    const lineEnd = Math.min(nextLf.from(p), nextCr.from(p));
    // The byte-order mark counts only at offset 0 (ByteOrderMark).
    if (p === 0 && text.charCodeAt(0) === BOM) {
      layout.bom = true;
      p = 1;
    }
    p = skipWhitespace(text, p);
    const code = text.charCodeAt(p);
    if (code === COLON) {
      layout.colon = p;
      p++;
    } else if (p < lineEnd && code !== HASH) {
      // A field name runs to the first colon, less trailing whitespace
      // (ExtensionName and the two keywords); with no colon before `#` or the
      // line end, the same run is stray text (Text).
      const colon = nextColon.from(p);
      const stop = Math.min(colon, nextHash.from(p), lineEnd);
      layout.headStart = p;
      layout.headEnd = trimEnd(text, p, stop);
      if (colon === stop && colon < lineEnd) {
        layout.headIsField = true;
        layout.colon = stop;
        p = stop + 1;
      } else {
        p = stop;
      }
    }
    let commentStart = -1;
    if (layout.colon >= 0) {
      // Value mode: whitespace, then the value up to `#` or the line end, less trailing whitespace.
      p = skipWhitespace(text, p);
      const hash = nextHash.from(p);
      const stop = Math.min(hash, lineEnd);
      const valueEnd = trimEnd(text, p, stop);
      if (valueEnd > p) {
        layout.valueStart = p;
        layout.valueEnd = valueEnd;
      }
      if (hash < lineEnd) commentStart = hash;
    } else if (p < lineEnd) {
      // After stray text or whitespace, only a comment can be left.
      commentStart = p;
    }
    if (commentStart >= 0) layout.commentStart = commentStart;
    layout.contentEnd = lineEnd;
    p = lineEnd;
    if (p < length) p += text.charCodeAt(p) === CR && text.charCodeAt(p + 1) === LF ? 2 : 1;
    layout.end = p;
    lines.push(new SyntaxLine(text, lines.length + 1, layout));
  }
  return lines;
}

function resetLayout(layout: LineLayout, start: number): void {
  layout.start = start;
  layout.bom = false;
  layout.headStart = -1;
  layout.headEnd = -1;
  layout.headIsField = false;
  layout.colon = -1;
  layout.valueStart = -1;
  layout.valueEnd = -1;
  layout.commentStart = -1;
  layout.contentEnd = start;
  layout.end = start;
}

function skipWhitespace(text: string, from: number): number {
  let p = from;
  for (let code = text.charCodeAt(p); code === SPACE || code === TAB; code = text.charCodeAt(++p));
  return p;
}

/** `end` moved back over trailing spaces and tabs, never before `start`. */
function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start) {
    const code = text.charCodeAt(e - 1);
    if (code !== SPACE && code !== TAB) break;
    e--;
  }
  return e;
}
