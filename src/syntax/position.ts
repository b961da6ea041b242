/**
 * Positions in the source text.
 *
 * Lines and columns are 1-based, offsets 0-based; columns and offsets count
 * UTF-16 code units (JavaScript string indices), so a character outside the
 * Basic Multilingual Plane takes two columns. A range's `end` is exclusive:
 * it is the position of the first character after the range. A line ends at
 * CR LF, CR or LF; the line end belongs to the line it ends.
 *
 * @module
 */

/** A point in the text. */
export interface Position {
  /** 1-based line number. */
  readonly line: number;
  /** 1-based column, in UTF-16 code units. */
  readonly column: number;
  /** 0-based offset from the start of the text, in UTF-16 code units. */
  readonly offset: number;
}

/** A span of text: `start` inclusive, `end` exclusive. */
export interface Range {
  /** The first character of the range. */
  readonly start: Position;
  /** Just past the last character (exclusive). */
  readonly end: Position;
}

/**
 * Maps offsets to line and column by binary search over line starts.
 *
 * @example
 * ```ts
 * const index = LineIndex.fromText('a\r\nb');
 * index.position(3); // { line: 2, column: 1, offset: 3 }
 * ```
 */
export class LineIndex {
  /** The line starts as given (a parsed document passes its line store's typed array: no copy). */
  private readonly starts: ArrayLike<number>;
  private startsArray: readonly number[] | undefined;
  /** The length of the text, in UTF-16 units. */
  readonly length: number;

  constructor(lineStarts: ArrayLike<number>, length: number) {
    this.starts = lineStarts.length > 0 ? lineStarts : [0];
    this.length = length;
  }

  /** Offsets at which each line starts; `lineStarts[0]` is always 0. */
  get lineStarts(): readonly number[] {
    this.startsArray ??= Array.from(this.starts);
    return this.startsArray;
  }

  /** Builds the index by scanning `text` for CR LF, CR and LF. */
  static fromText(text: string): LineIndex {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x0d) {
        if (text.charCodeAt(i + 1) === 0x0a) i++;
        starts.push(i + 1);
      } else if (code === 0x0a) {
        starts.push(i + 1);
      }
    }
    return new LineIndex(starts, text.length);
  }

  /** The position of `offset`, clamped to `[0, length]`. */
  position(offset: number): Position {
    const at = Math.max(0, Math.min(Number.isFinite(offset) ? Math.trunc(offset) : 0, this.length));
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: at - (starts[low] ?? 0) + 1, offset: at };
  }

  /** The range from `start` to `end` (offsets). */
  range(start: number, end: number): Range {
    return { start: this.position(start), end: this.position(end) };
  }
}
