/**
 * The formatter's output lines, kept compactly, and how they become text.
 *
 * One entry per source line, in typed arrays rather than an object each (a
 * file of 100,000 lines makes no 100,000 objects): its kind and flags in one
 * byte, its source line, and its text, which is either a slice of the source
 * (`[start, end)`: most lines of a real file are canonical already, and
 * comment lines and lines kept as written are always a slice) or a string
 * built for it. The layout passes then work on lists of entry numbers, where
 * `-1` is a blank line, and {@link joinEntries} writes each run of slices that
 * follow one another in the source, line ends included, as one slice: a file
 * that is formatted already comes back as the very input string.
 *
 * @module
 */

/** An entry's kind (the low two bits of its flags). */
export const BLANK = 0;
export const COMMENT = 1;
export const CONTENT = 2;
export const KIND_MASK = 3;
/** Written exactly as in the source, its line end included (the lines before rfc9309's parse limit). */
export const VERBATIM = 4;
/** A blank line the layout wants (before a group): kept even where blank lines mean nothing. */
export const PLACED = 8;
/** The layout wants a blank line before this entry (it starts a group, or the comments above one). */
export const BLANK_BEFORE = 16;
/** The text is the string `texts[start]` (else the source's `[start, end)`). */
export const BUILT = 32;

/** What a rewritten directive line is, for the opt-in rewrites (`entry.key` of the first formatter). */
export const KEY_NONE = 0;
export const KEY_ALLOW = 1;
export const KEY_DISALLOW = 2;
export const KEY_SITEMAP = 3;
export const KEY_OTHER = 4;

/** The key code of a canonical field key. */
export function keyCodeOf(key: string): number {
  return key === 'disallow' ? KEY_DISALLOW : key === 'allow' ? KEY_ALLOW : key === 'sitemap' ? KEY_SITEMAP : KEY_OTHER;
}

/** The output lines of one format run, one entry per source line (see the module notes). */
export class EntryTable {
  /** How many entries there are. */
  size = 0;
  /** The text the slices are cut from. */
  readonly source: string;
  /** Kind and flags. */
  readonly flags: Uint8Array;
  /** The source line number. */
  readonly lines: Int32Array;
  /** Where the text starts in the source, or (BUILT) its index in `texts`. */
  readonly starts: Int32Array;
  /** Where the text ends in the source. */
  readonly ends: Int32Array;
  /** For alignment: where the trailing comment starts in the text (-1: none, or not aligned). */
  readonly commentAt: Int32Array;
  /** The key code of a rewritten directive line. */
  readonly keys: Uint8Array;
  /** The texts built for entries. */
  readonly texts: string[] = [];
  /** Each entry's value (`''` for none), kept only when an opt-in rewrite compares them. */
  readonly values: string[] | undefined;

  /** An empty table for `capacity` entries of `source`; `keepValues`: keep each entry's value. */
  constructor(source: string, capacity: number, keepValues: boolean) {
    this.source = source;
    this.flags = new Uint8Array(capacity);
    this.lines = new Int32Array(capacity);
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.commentAt = new Int32Array(capacity);
    this.keys = new Uint8Array(capacity);
    this.values = keepValues ? [] : undefined;
  }

  /** Adds an entry whose text is the source's `[start, end)`; returns its number. */
  addSlice(flags: number, line: number, start: number, end: number, commentAt: number): number {
    const entry = this.size++;
    this.flags[entry] = flags;
    this.lines[entry] = line;
    this.starts[entry] = start;
    this.ends[entry] = end;
    this.commentAt[entry] = commentAt;
    this.keys[entry] = KEY_NONE;
    this.values?.push('');
    return entry;
  }

  /** Adds an entry with a text of its own; returns its number. */
  addText(flags: number, line: number, text: string, commentAt: number): number {
    const entry = this.addSlice(flags | BUILT, line, this.texts.length, 0, commentAt);
    this.texts.push(text);
    return entry;
  }

  /** Sets a directive entry's key and value (the value only when values are kept). */
  setKey(entry: number, key: number, value: string): void {
    this.keys[entry] = key;
    if (this.values !== undefined) this.values[entry] = value;
  }

  /** The entry's text (a new string for a slice). */
  text(entry: number): string {
    const flags = this.flags[entry] as number;
    if ((flags & BUILT) !== 0) return this.texts[this.starts[entry] as number] as string;
    return this.source.slice(this.starts[entry], this.ends[entry]);
  }

  /** Gives the entry a text of its own. */
  setText(entry: number, text: string): void {
    this.flags[entry] = (this.flags[entry] as number) | BUILT;
    this.starts[entry] = this.texts.length;
    this.texts.push(text);
  }

  /** Whether the entry is a blank line (a kept one or `-1`, a blank the layout adds). */
  isBlank(entry: number): boolean {
    return entry < 0 || ((this.flags[entry] as number) & KIND_MASK) === BLANK;
  }
}

/**
 * Asks for a blank line before the last entry and the comment lines right
 * above it: marks the entry there (or the blank line already there), so
 * that no entry moves.
 */
export function insertBlankBefore(table: EntryTable): void {
  const flags = table.flags;
  let at = table.size - 1;
  while (at > 0 && ((flags[at - 1] as number) & KIND_MASK) === COMMENT) at--;
  if (at === 0) return;
  const before = at - 1;
  if (((flags[before] as number) & KIND_MASK) === BLANK) flags[before] = (flags[before] as number) | PLACED;
  else flags[at] = (flags[at] as number) | BLANK_BEFORE;
}

/**
 * No blank line at the start or end, never two in a row; where no dialect
 * considered ends records at blank lines, only the ones the layout placed
 * before groups. Verbatim lines stay. `order`: the entries in output order
 * (`-1`: a placed blank line), or undefined for all of them in table order.
 * Returns the entries to write, every blank line that is not verbatim as `-1`.
 */
export function tidyBlankLines(table: EntryTable, order: readonly number[] | undefined, blanksMatter: boolean): number[] {
  const flags = table.flags;
  const result: number[] = [];
  // What the last entry of `result` is: 0 nothing yet, 1 a blank line the layout may drop, 2 a verbatim blank line, 3 a line.
  let last = 0;
  const length = order === undefined ? table.size : order.length;
  for (let k = 0; k < length; k++) {
    const entry = order === undefined ? k : (order[k] as number);
    if (entry < 0) {
      if (last === 0 || last === 1) continue;
      result.push(-1);
      last = 1;
      continue;
    }
    const entryFlags = flags[entry] as number;
    if ((entryFlags & BLANK_BEFORE) !== 0 && last === 3) {
      result.push(-1);
      last = 1;
    }
    if ((entryFlags & KIND_MASK) === BLANK) {
      if ((entryFlags & VERBATIM) !== 0) {
        result.push(entry);
        last = 2;
        continue;
      }
      if (!blanksMatter && (entryFlags & PLACED) === 0) continue;
      if (last === 0 || last === 1) continue;
      result.push(-1);
      last = 1;
      continue;
    }
    result.push(entry);
    last = 3;
  }
  while (result.length > 0 && result[result.length - 1] === -1) result.pop();
  return result;
}

/** alignComments: in each run of consecutive lines, trailing comments start in one column. */
export function alignComments(table: EntryTable, entries: readonly number[]): void {
  const commentAt = table.commentAt;
  const aligned = (entry: number): boolean => (commentAt[entry] as number) > 0 && ((table.flags[entry] as number) & VERBATIM) === 0;
  let start = 0;
  while (start < entries.length) {
    let end = start;
    let column = 0;
    for (; end < entries.length && !table.isBlank(entries[end] as number); end++) {
      const entry = entries[end] as number;
      if (aligned(entry)) column = Math.max(column, commentAt[entry] as number);
    }
    for (let k = start; k < end; k++) {
      const entry = entries[k] as number;
      const at = commentAt[entry] as number;
      // A comment in the column already keeps its text (a head padded to its own length is itself).
      if (!aligned(entry) || at === column) continue;
      // The head is the text before the one space that precedes the comment (never trimmed: a value may end in \v).
      const text = table.text(entry);
      table.setText(entry, text.slice(0, at - 1).padEnd(column - 1, ' ') + ' ' + text.slice(at));
      commentAt[entry] = column;
    }
    start = end + 1;
  }
}

/**
 * The text of `entries` (from {@link tidyBlankLines}), each but the verbatim
 * ones followed by `eol`, after `prefix`. Slices of the source that follow
 * one another there (a line, then its line end when it is `eol`, then the
 * next line) are written as one slice, and the pieces concatenated as they come.
 */
export function joinEntries(table: EntryTable, entries: readonly number[], eol: string, prefix: string): string {
  const source = table.source;
  const flags = table.flags;
  const starts = table.starts;
  const ends = table.ends;
  let text = prefix;
  // The source slice being gathered: [runStart, runEnd), none when runEnd is -1.
  let runStart = 0;
  let runEnd = -1;
  const eolCode = eol.charCodeAt(0);
  const eolLength = eol.length;
  for (let k = 0; k < entries.length; k++) {
    const entry = entries[k] as number;
    if (entry >= 0) {
      const entryFlags = flags[entry] as number;
      if ((entryFlags & BUILT) !== 0) {
        if (runEnd >= 0) {
          text += source.slice(runStart, runEnd);
          runEnd = -1;
        }
        text += table.texts[starts[entry] as number] as string;
      } else if ((entryFlags & KIND_MASK) !== BLANK || (entryFlags & VERBATIM) !== 0) {
        const start = starts[entry] as number;
        if (runEnd !== start) {
          if (runEnd >= 0) text += source.slice(runStart, runEnd);
          runStart = start;
        }
        runEnd = ends[entry] as number;
        if ((entryFlags & VERBATIM) !== 0) continue;
      }
    }
    // The line end: part of the run when the source has the same one there.
    if (runEnd >= 0 && source.charCodeAt(runEnd) === eolCode && (eolLength === 1 || source.charCodeAt(runEnd + 1) === eol.charCodeAt(1))) {
      runEnd += eolLength;
    } else {
      if (runEnd >= 0) {
        text += source.slice(runStart, runEnd);
        runEnd = -1;
      }
      text += eol;
    }
  }
  // A file formatted already comes back as the source itself: the slice of the whole text is the text, and '' + s is s.
  if (runEnd >= 0) text += source.slice(runStart, runEnd);
  return text;
}
