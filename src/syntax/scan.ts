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
import { LineStore, type LineLayout, type SyntaxLine } from './tree.ts';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
const BOM = 0xfeff;

/**
 * Splits `text` into lines and finds each line's parts, exactly as the
 * grammar's lexer would tokenize it. Total: any string is accepted. Makes
 * every line object at once; {@link scanLineStore} makes them on demand.
 */
export function scanLines(text: string): SyntaxLine[] {
  const store = scanLineStore(text);
  const lines: SyntaxLine[] = [];
  for (let number = 1; number <= store.count; number++) lines.push(store.line(number));
  return lines;
}

/** How many line starts the buffer {@link scanLineStore} reuses holds (16 KiB; a file with more lines grows its own). */
const SCRATCH_STARTS = 4096;
let scratchStarts: Int32Array | undefined;

/** Lines shorter than this count as tiny: after {@link TINY_RUN} of them in a row, line ends are looked for in JavaScript first. */
const TINY_LINE = 4;
/** See {@link TINY_LINE}. */
const TINY_RUN = 8;
/** How far the look in JavaScript goes before it hands over to a native search. */
const SHORT_LINE = 16;

/**
 * Splits `text` into lines: only where each starts is kept (4 bytes a line),
 * and a line's parts are found when the line is asked for (see
 * {@link readLineLayout}). Line ends are found with native searches, each
 * character passed once.
 *
 * A line starts after every LF, and after every CR that no LF follows: so the
 * scan goes from LF to LF with one native search a line (a CR LF file too),
 * and looks at a CR only where one comes before the next LF. (Searching for
 * both characters at every line, or reading every line's characters in
 * JavaScript, cost two to three times as much over the corpus.) On millions
 * of tiny lines (`a\n`, CRs alone) a native call a line costs more than the
 * characters: after a run of them the scan reads ahead in JavaScript first.
 */
export function scanLineStore(text: string): LineStore {
  const length = text.length;
  // The starts are gathered in a buffer kept from one scan to the next (grown by doubling past it), then
  // copied out exactly once: a fresh guess-sized array, zeroed then cut to size, cost two buffers a file.
  let starts = (scratchStarts ??= new Int32Array(SCRATCH_STARTS));
  let count = 0;
  // The next LF and CR at or after the scan (the text's length when none), each searched again only once the scan has passed it.
  let lf = -1;
  let cr = -1;
  let p = 0;
  /** How many tiny lines came last, in a row. */
  let tinyRun = 0;
  while (p < length) {
    if (count + 1 >= starts.length) {
      const grown = new Int32Array(starts.length * 2);
      grown.set(starts);
      starts = grown;
    }
    starts[count++] = p;
    // After a run of tiny lines, a look in JavaScript first (30 MB of CRs: ~2 s with a native call a line, ~0.5 s so).
    let next = tinyRun < TINY_RUN ? -1 : shortLineNext(text, p);
    if (next < 0) {
      if (lf < p) lf = nextIndexOf(text, '\n', p);
      if (cr < p) cr = nextIndexOf(text, '\r', p);
      // A CR before the LF ends the line there, unless it is the LF's own CR (CR LF).
      next = cr < lf - 1 ? cr + 1 : lf < length ? lf + 1 : length;
    }
    tinyRun = next - p <= TINY_LINE ? tinyRun + 1 : 0;
    p = next;
  }
  starts[count] = length;
  // A copy of exactly the starts (the store is kept as long as the document); a grown buffer is the file's own.
  if (starts === scratchStarts || starts.length > count + 1 + (count >>> 3) + 64) starts = starts.slice(0, count + 1);
  return new LineStore(text, starts, count, readLineLayout);
}

/**
 * Where the line after the one at `p` starts, if its line end is within {@link SHORT_LINE} characters
 * (read in JavaScript), else -1. (A function of its own: written into the scan's loop, it made every
 * line's scan twice as slow.)
 */
function shortLineNext(text: string, p: number): number {
  const stop = Math.min(text.length, p + SHORT_LINE);
  for (let at = p; at < stop; at++) {
    const code = text.charCodeAt(at);
    if (code === LF) return at + 1;
    if (code === CR) return text.charCodeAt(at + 1) === LF ? at + 2 : at + 1;
  }
  return stop === text.length ? stop : -1;
}

/** The first offset at or after `from` of `char` in `text`, or the text's length. */
function nextIndexOf(text: string, char: string, from: number): number {
  const found = text.indexOf(char, from);
  return found < 0 ? text.length : found;
}

/**
 * Finds the parts of the line `text[start, end)` (its line end included),
 * exactly as the grammar's lexer would tokenize it: each character of the line
 * is read at most twice, so reading every line of a file is linear.
 *
 * The parts are found into locals and the layout written once at the end. The
 * colon and `#` are found by {@link nextOccurrence}'s native searches: a loop
 * of `charCodeAt` in JavaScript cost more, even over the few characters of a
 * field name (measured over the corpus: ~13 ms a pass against ~7.5 ms).
 */
export function readLineLayout(text: string, start: number, end: number, layout: LineLayout): void {
  let lineEnd = end;
  if (end > start) {
    const last = text.charCodeAt(end - 1);
    if (last === LF) lineEnd = end - 1 > start && text.charCodeAt(end - 2) === CR ? end - 2 : end - 1;
    else if (last === CR) lineEnd = end - 1;
  }
  let p = start;
  // The byte-order mark counts only at offset 0 (ByteOrderMark).
  const bom = p === 0 && text.charCodeAt(0) === BOM;
  if (bom) p = 1;
  p = skipWhitespace(text, p, lineEnd);
  let headStart = -1;
  let headEnd = -1;
  let headIsField = false;
  let colon = -1;
  let valueStart = -1;
  let valueEnd = -1;
  let commentStart = -1;
  if (p < lineEnd) {
    const code = text.charCodeAt(p);
    if (code === COLON) {
      colon = p++;
    } else if (code !== HASH) {
      // A field name runs to the first colon, less trailing whitespace
      // (ExtensionName and the two keywords); with no colon before `#` or the
      // line end, the same run is stray text (Text).
      const colonAt = nextOccurrence(colonSearch, text, p, lineEnd, layout);
      const stop = nextOccurrence(hashSearch, text, p, colonAt, layout);
      headStart = p;
      headEnd = trimEnd(text, p, stop);
      if (stop < lineEnd && text.charCodeAt(stop) === COLON) {
        headIsField = true;
        colon = stop;
        p = stop + 1;
      } else {
        p = stop;
      }
    }
  }
  if (colon >= 0) {
    // Value mode: whitespace, then the value up to `#` or the line end, less trailing whitespace.
    p = skipWhitespace(text, p, lineEnd);
    const hash = nextOccurrence(hashSearch, text, p, lineEnd, layout);
    const end = trimEnd(text, p, hash);
    if (end > p) {
      valueStart = p;
      valueEnd = end;
    }
    if (hash < lineEnd) commentStart = hash;
  } else if (p < lineEnd) {
    // After stray text or whitespace, only a comment can be left.
    commentStart = p;
  }
  layout.start = start;
  layout.bom = bom;
  layout.headStart = headStart;
  layout.headEnd = headEnd;
  layout.headIsField = headIsField;
  layout.colon = colon;
  layout.valueStart = valueStart;
  layout.valueEnd = valueEnd;
  layout.commentStart = commentStart;
  layout.contentEnd = lineEnd;
  layout.end = end;
}

/**
 * The last native search for one character in one line store's text, so that
 * the next line's search can reuse it. `owner` is the layout object the
 * search was made for: each {@link LineStore} reads every line into its own
 * one, so it names the store (comparing texts could cost a comparison of
 * their characters).
 */
interface CharSearch {
  readonly char: string;
  readonly code: number;
  owner: LineLayout | undefined;
  /** Where the search started. */
  from: number;
  /** The first occurrence at or after `from` (the text's length when none). */
  at: number;
}

const colonSearch: CharSearch = { char: ':', code: COLON, owner: undefined, from: 0, at: 0 };
const hashSearch: CharSearch = { char: '#', code: HASH, owner: undefined, from: 0, at: 0 };

/**
 * The first offset in `[from, to)` of the search's character, or `to`.
 *
 * A line is read where a file's lines are read in order (the model, the
 * lines array), so a native `indexOf` (fast, but blind to the line's end)
 * finds the next occurrence and the answer is kept until the reading passes
 * it: most lines hold no `#`, and one search then answers many lines. A
 * search only ever starts at or after the one before for the same store, and
 * it runs to the next occurrence, so the native searches pass each
 * character once in all: never quadratic, whatever the text (a file of
 * millions of lines without a colon costs one search). A line asked for out
 * of order is read in JavaScript, which stops at the line's end.
 */
function nextOccurrence(search: CharSearch, text: string, from: number, to: number, layout: LineLayout): number {
  if (search.owner === layout && from >= search.from) {
    if (search.at < from) {
      const found = text.indexOf(search.char, from);
      search.from = from;
      search.at = found < 0 ? text.length : found;
    }
    return search.at < to ? search.at : to;
  }
  // Another store, or out of order: a search in JavaScript bounded by the line; the next line may search natively.
  let at = from;
  while (at < to && text.charCodeAt(at) !== search.code) at++;
  search.owner = layout;
  search.from = from;
  search.at = at < to ? at : -1;
  return at;
}

/**
 * `from` moved over spaces and tabs, never to or past `to`. (The bound is tested before each read: a read past the
 * text's end, as a loop that reads first does on the last line, sent V8's code for the line reader into its
 * out-of-bounds `charCodeAt`, slower for every line after.)
 */
function skipWhitespace(text: string, from: number, to: number): number {
  let p = from;
  while (p < to) {
    const code = text.charCodeAt(p);
    if (code !== SPACE && code !== TAB) break;
    p++;
  }
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
