/**
 * Rule patterns: plain prefixes (1994, draft-1996) or RFC 9309 patterns with
 * `*` (any run of characters, `/` included) and a final `$` (end of path).
 *
 * Matching never backtracks: the literal pieces between `*`s are placed
 * leftmost with `indexOf`, which is correct for `*`-only globs (an earlier
 * placement never rules out a later piece) and costs O(pattern × path) at
 * worst, whatever the input.
 *
 * @module
 */

/** A pattern ready to match paths. */
export interface CompiledPattern {
  /** The pattern as compared (already normalised by the dialect). */
  readonly source: string;
  /** Specificity by pattern length: the pattern's length in octets (`*` and `$` count 1). */
  readonly length: number;
  /** Whether the path starts with (or, with `$`, is) a string the pattern describes. */
  matches(path: string): boolean;
  /** The most octets of `path` a match covers (for "matched-octets" specificity), or -1 if no match. */
  matchedOctets(path: string): number;
}

/** Compiles a prefix pattern; with `wildcards`, `*` and a final `$` are special. */
export function compilePattern(source: string, wildcards: boolean): CompiledPattern {
  if (!wildcards || (!source.includes('*') && !source.endsWith('$'))) return new PrefixPattern(source);
  return new WildcardPattern(source);
}

class PrefixPattern implements CompiledPattern {
  readonly source: string;
  readonly length: number;
  constructor(source: string) {
    this.source = source;
    this.length = source.length;
  }
  matches(path: string): boolean {
    return path.startsWith(this.source);
  }
  matchedOctets(path: string): number {
    return path.startsWith(this.source) ? this.source.length : -1;
  }
}

class WildcardPattern implements CompiledPattern {
  readonly source: string;
  readonly length: number;
  private readonly pieces: readonly string[];
  private readonly anchored: boolean;

  constructor(source: string) {
    this.source = source;
    this.length = source.length;
    this.anchored = source.endsWith('$');
    this.pieces = (this.anchored ? source.slice(0, -1) : source).split('*');
  }

  matches(path: string): boolean {
    return this.place(path) >= 0;
  }

  matchedOctets(path: string): number {
    const afterMiddle = this.place(path);
    if (afterMiddle < 0) return -1;
    if (this.anchored) return path.length;
    const last = this.pieces[this.pieces.length - 1] ?? '';
    if (this.pieces.length === 1) return last.length;
    if (last === '') return path.length;
    // The rightmost placement of the last piece covers the most octets.
    return path.lastIndexOf(last) + last.length;
  }

  /**
   * Places every piece leftmost; returns the offset after the last piece
   * (or, when anchored, the path length), or -1 when the pattern does not match.
   */
  private place(path: string): number {
    const pieces = this.pieces;
    const first = pieces[0] ?? '';
    if (!path.startsWith(first)) return -1;
    if (pieces.length === 1) {
      if (this.anchored) return path.length === first.length ? path.length : -1;
      return first.length;
    }
    let at = first.length;
    for (let i = 1; i < pieces.length - 1; i++) {
      const piece = pieces[i] ?? '';
      const found = path.indexOf(piece, at);
      if (found < 0) return -1;
      at = found + piece.length;
    }
    const last = pieces[pieces.length - 1] ?? '';
    if (this.anchored) {
      return path.length - last.length >= at && path.endsWith(last) ? path.length : -1;
    }
    const found = path.indexOf(last, at);
    return found < 0 ? -1 : found + last.length;
  }
}
