/**
 * Rule patterns: plain prefixes (1994, draft-1996) or RFC 9309 patterns with
 * `*` (any run of characters, `/` included) and a final `$` (end of path).
 *
 * Matching never backtracks: the literal pieces between `*`s are placed
 * leftmost, which is correct for `*`-only globs (an earlier placement never
 * rules out a later piece). Every piece is found by {@link findPiece}, whose
 * cost is linear in the path (a native `indexOf` for long pieces), so one
 * pattern costs O(pattern + path) and a call that tries R rules O(R × path)
 * at worst: hostile files and URLs make calls longer, never quadratic in the
 * URL (docs/performance.md, "Hostile input").
 *
 * @module
 */
import { PathAutomaton } from './path-automaton.ts';

/** A pattern ready to match paths. */
export interface CompiledPattern {
  /** The pattern as compared (already normalized by the dialect). */
  readonly source: string;
  /** Specificity by pattern length: the pattern's length in octets (`*` and `$` count 1). */
  readonly length: number;
  /** Whether the path starts with (or, with `$`, is) a string the pattern describes. */
  matches(path: string): boolean;
  /** The most octets of `path` a match covers (for "matched-octets" specificity), or -1 if no match. */
  matchedOctets(path: string): number;
}

/** What the rule index needs of a pattern besides {@link CompiledPattern} (internal). */
export interface IndexablePattern extends CompiledPattern {
  /** The literal start every matching path has: up to the first `*`, or without a final `$`. */
  readonly literal: string;
  /** Whether every path starting with {@link literal} matches (the rest of the pattern is empty or only `*`s, maybe with `$`). */
  readonly prefixOnly: boolean;
  /**
   * {@link matches} for the path `text.slice(start, end)` (all of `text` by
   * default), already known to start with {@link literal}. The path is read
   * where it stands, so a URL need not be cut to its path first. A `finder`
   * reset to the same path finds the pieces (see {@link PieceFinder}).
   */
  matchesAfterLiteral(text: string, start?: number, end?: number, finder?: PieceFinder): boolean;
}

/** Compiles a prefix pattern; with `wildcards`, `*` and a final `$` are special. */
export function compilePattern(source: string, wildcards: boolean): CompiledPattern {
  return compileIndexablePattern(source, wildcards);
}

/** Whether `source` uses `*` or a final `$` (with wildcards on, anything else is a plain prefix). */
function isWildcardPattern(source: string): boolean {
  return source.includes('*') || source.endsWith('$');
}

/** {@link compilePattern}, with what the rule index needs. */
export function compileIndexablePattern(source: string, wildcards: boolean): IndexablePattern {
  return wildcards && isWildcardPattern(source) ? new WildcardPattern(source) : new PrefixPattern(source);
}

/** Whether `path` starts with `prefix`: a plain pattern's match. */
export function pathStartsWith(path: string, prefix: string): boolean {
  return holdsAt(path, prefix, 0);
}

/**
 * A 32-bit summary of the characters of `text[from, to)`: bit `code & 31` for
 * each. If a path's summary lacks a bit a pattern needs, the pattern cannot
 * match it; the converse does not hold (it is only a filter). The rule index
 * and the scan before it both filter with it.
 */
export function characterMask(text: string, from: number, to: number): number {
  let mask = 0;
  for (let i = from; i < to; i++) mask |= 1 << (text.charCodeAt(i) & 31);
  return mask;
}

/** The {@link characterMask} that rules nothing out. */
export const ANY_CHARACTERS = -1;

/**
 * `compilePattern(source, true).matches(path)` without compiling: the
 * pattern is read in place and its pieces placed leftmost, as
 * {@link WildcardPattern} does. For the first questions to a rule set, which
 * scan every rule (compiling each would cost more than the scan). With
 * `pathMask` (the path's {@link characterMask}), a pattern needing a
 * character the path lacks is rejected after reading the pattern alone,
 * as the rule index does. A call costs O(pattern + path) (see {@link findPiece});
 * with a `finder` reset to `path`, often O(pattern) (see {@link PieceFinder}).
 */
export function matchesPatternSource(source: string, path: string, pathMask: number = ANY_CHARACTERS, finder?: PieceFinder): boolean {
  return matchesPatternIn(source, path, 0, path.length, pathMask, finder);
}

/**
 * {@link matchesPatternSource} for the path `text[start, end)`, read where it
 * stands (a URL and the offsets of its path save cutting the path out). A
 * `finder` must be reset to the same path.
 */
export function matchesPatternIn(source: string, text: string, start: number, end: number, pathMask: number = ANY_CHARACTERS, finder?: PieceFinder): boolean {
  const patternEnd = source.charCodeAt(source.length - 1) === 0x24 /* $ */ ? source.length - 1 : source.length;
  const length = end - start;
  // The literal start, compared in place (the path may go on past `end` in its URL: bounded by `length`).
  let i = 0;
  for (; i < patternEnd; i++) {
    const code = source.charCodeAt(i);
    if (code === 0x2a /* * */) break;
    if (i >= length || code !== text.charCodeAt(start + i)) return false;
  }
  if (i < patternEnd && pathMask !== ANY_CHARACTERS && (neededCharacters(source, i, patternEnd) & ~pathMask) !== 0) return false;
  return matchesAfterLiteralSource(source, i, text, start, end, finder);
}

/**
 * Where a wildcard pattern's literal start ends (see {@link IndexablePattern.literal}):
 * at its first `*`, else at its end less a final `$`.
 */
export function literalEndOf(source: string): number {
  const patternEnd = source.charCodeAt(source.length - 1) === 0x24 /* $ */ ? source.length - 1 : source.length;
  const star = source.indexOf('*');
  return star >= 0 && star < patternEnd ? star : patternEnd;
}

/**
 * Whether a wildcard pattern whose literal start ends at `literalEnd` matches every
 * path that starts with that literal (see {@link IndexablePattern.prefixOnly}): the
 * rest is one or more `*`s, maybe with a final `$` (`/a*`, `/a**$`; not `/a$`).
 */
export function isPrefixOnlySource(source: string, literalEnd: number): boolean {
  const anchored = source.charCodeAt(source.length - 1) === 0x24; /* $ */
  const patternEnd = anchored ? source.length - 1 : source.length;
  if (literalEnd === patternEnd) return !anchored;
  for (let i = literalEnd; i < patternEnd; i++) if (source.charCodeAt(i) !== 0x2a /* * */) return false;
  return true;
}

/**
 * Whether the wildcard pattern `source` matches the path `text[start, end)`, which is
 * known to start with the pattern's literal start `source[0, literalEnd)` (see
 * {@link literalEndOf}): the rest of the pattern is read in place, its pieces placed
 * leftmost. O(pattern + path) (see {@link findPiece}); a `finder` reset to the same
 * path finds the pieces (see {@link PieceFinder}).
 */
export function matchesAfterLiteralSource(source: string, literalEnd: number, text: string, start: number, end: number, finder?: PieceFinder): boolean {
  const anchored = source.charCodeAt(source.length - 1) === 0x24; /* $ */
  const patternEnd = anchored ? source.length - 1 : source.length;
  // No `*`: a plain prefix, or with `$` the whole path.
  if (literalEnd === patternEnd) return !anchored || end - start === patternEnd;
  let at = start + literalEnd;
  let pieceStart = literalEnd + 1;
  for (;;) {
    let pieceEnd = pieceStart;
    while (pieceEnd < patternEnd && source.charCodeAt(pieceEnd) !== 0x2a /* * */) pieceEnd++;
    const pieceLength = pieceEnd - pieceStart;
    if (pieceEnd === patternEnd) {
      // The last piece: at the very end when anchored, else anywhere from `at` on.
      if (!anchored)
        return (
          pieceLength === 0 || (finder ? finder.find(at, source, pieceStart, pieceLength) : findPiece(text, at, end, source, pieceStart, pieceLength)) >= 0
        );
      const lastStart = end - pieceLength;
      return lastStart >= at && holdsRegion(text, lastStart, source, pieceStart, pieceLength);
    }
    if (pieceLength > 0) {
      const found = finder ? finder.find(at, source, pieceStart, pieceLength) : findPiece(text, at, end, source, pieceStart, pieceLength);
      if (found < 0) return false;
      at = found + pieceLength;
    }
    pieceStart = pieceEnd + 1;
  }
}

/** Whether `text` holds `source[from, from + length)` at `at` (in bounds: the caller checked). */
function holdsRegion(text: string, at: number, source: string, from: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (text.charCodeAt(at + k) !== source.charCodeAt(from + k)) return false;
  return true;
}

/** The {@link characterMask} of `source[from, to)` without its `*`s: what a path must hold for the pattern to match there. */
export function neededCharacters(source: string, from: number, to: number): number {
  let mask = 0;
  for (let i = from; i < to; i++) {
    const code = source.charCodeAt(i);
    if (code !== 0x2a /* * */) mask |= 1 << (code & 31);
  }
  return mask;
}

/**
 * Up to this length a piece is found by a native search for its first
 * character and a compare in place (no piece is cut out of the pattern):
 * at most this many compares per path character. A longer piece is cut out
 * and found by the native `indexOf`, whose Boyer–Moore search is linear in
 * the path whatever the piece (a compare per candidate would be O(piece ×
 * path): `/*aaa…ab` against `/aaa…a` took seconds per call).
 */
const SHORT_PIECE = 8;

/**
 * The first offset `at >= from` where `text` holds `source[start, start + length)` ending
 * by `end`, or -1. Linear in `end - from` (see {@link SHORT_PIECE}).
 */
export function findPiece(text: string, from: number, end: number, source: string, start: number, length: number): number {
  if (length === 0) return from <= end ? from : -1;
  const last = end - length;
  if (length > SHORT_PIECE) {
    const found = text.indexOf(source.slice(start, start + length), from);
    return found <= last ? found : -1;
  }
  const first = source.charAt(start);
  for (let at = text.indexOf(first, from); at >= 0 && at <= last; at = text.indexOf(first, at + 1)) {
    let k = 1;
    while (k < length && text.charCodeAt(at + k) === source.charCodeAt(start + k)) k++;
    if (k === length) return at;
  }
  return -1;
}

/**
 * Up to this many searches in one lookup, pieces are searched directly (a
 * few searches cost less than building the automaton); after, the path's
 * automaton is built and answers the rest.
 */
const DIRECT_SEARCHES = 16;
/** Paths shorter than this are always searched directly: a search costs little, and so does a whole lookup. */
const AUTOMATON_FROM_LENGTH = 512;

/**
 * Finds pattern pieces in one path during one lookup: by {@link findPiece}
 * (linear in the path) for the first few, then with the path's
 * {@link PathAutomaton}, at O(piece) each. So a lookup that tries R rules
 * against a long path costs O(path + rules' length) instead of O(R × path)
 * (without it, 3,868 rules `/*aaa…ab` against an 8 KB path holding every
 * character they need took ~0.4 s a call). `reset` it for each lookup;
 * matching is synchronous, so one finder serves every call.
 */
export class PieceFinder {
  private text = '';
  private start = 0;
  private end = 0;
  private searches = 0;
  private automaton: PathAutomaton | undefined = undefined;

  /** Starts a lookup of the path `text[start, end)`. */
  reset(text: string, start: number, end: number): this {
    this.text = text;
    this.start = start;
    this.end = end;
    this.searches = 0;
    this.automaton = undefined;
    return this;
  }

  /** {@link findPiece} in the path set by {@link reset}. */
  find(from: number, source: string, start: number, length: number): number {
    if (this.automaton === undefined) {
      if (length === 0 || this.end - this.start < AUTOMATON_FROM_LENGTH || ++this.searches <= DIRECT_SEARCHES) {
        return findPiece(this.text, from, this.end, source, start, length);
      }
      this.automaton = new PathAutomaton(this.text, this.start, this.end);
    }
    if (length === 0) return from <= this.end ? from : -1;
    const ends = this.automaton.ends(source, start, start + length);
    // Not in the path, or only before `from`.
    if (ends === undefined || ends.last - length < from) return -1;
    // The first occurrence is at or after `from`: it is the answer.
    if (ends.first - length >= from) return ends.first - length;
    // It occurs both before and after `from`: search from there (it will be found).
    return findPiece(this.text, from, this.end, source, start, length);
  }
}

/** One finder for every lookup (matching is synchronous). */
const sharedFinder = new PieceFinder();

/**
 * A {@link PieceFinder} reset to the path `text[start, end)` for one lookup, or `undefined`
 * for a path short enough that direct searches are always cheapest (most URLs: no cost added).
 */
export function finderFor(text: string, start: number, end: number): PieceFinder | undefined {
  return end - start < AUTOMATON_FROM_LENGTH ? undefined : sharedFinder.reset(text, start, end);
}

/**
 * `text.lastIndexOf(piece)`, linear in the text: V8's `lastIndexOf` compares
 * at every candidate (O(piece × text)), so a long piece is searched forwards
 * in the reversed text instead.
 */
function lastIndexOfPiece(text: string, piece: string): number {
  if (piece.length <= SHORT_PIECE) return text.lastIndexOf(piece);
  const found = reversed(text).indexOf(reversed(piece));
  return found < 0 ? -1 : text.length - found - piece.length;
}

/** `text` with its UTF-16 code units in reverse order (surrogates too: both sides of a search are reversed alike). */
function reversed(text: string): string {
  const CHUNK = 8192;
  const parts: string[] = [];
  const units = new Array<number>(Math.min(CHUNK, text.length));
  for (let end = text.length; end > 0; end -= CHUNK) {
    const start = Math.max(0, end - CHUNK);
    units.length = end - start;
    for (let i = end - 1, k = 0; i >= start; i--, k++) units[k] = text.charCodeAt(i);
    // eslint-disable-next-line no-restricted-syntax -- at most CHUNK arguments
    parts.push(String.fromCharCode(...units));
  }
  return parts.join('');
}

/**
 * Whether `text` holds `part` at `at`. `endsWith` with an end position rather
 * than `startsWith`: V8's `startsWith` compares character by character, several
 * times slower on long parts (see rule-index.ts).
 */
function holdsAt(text: string, part: string, at: number): boolean {
  if (at < 0 || at + part.length > text.length) return false;
  // Short parts (`.pdf`, `/`): a char loop is cheaper than any call.
  if (part.length > 4) return text.endsWith(part, at + part.length);
  for (let k = 0; k < part.length; k++) if (text.charCodeAt(at + k) !== part.charCodeAt(k)) return false;
  return true;
}

class PrefixPattern implements IndexablePattern {
  readonly source: string;
  readonly length: number;
  readonly literal: string;
  readonly prefixOnly = true;
  constructor(source: string) {
    this.source = source;
    this.length = source.length;
    this.literal = source;
  }
  matches(path: string): boolean {
    return holdsAt(path, this.source, 0);
  }
  matchesAfterLiteral(): boolean {
    return true;
  }
  matchedOctets(path: string): number {
    return holdsAt(path, this.source, 0) ? this.source.length : -1;
  }
}

class WildcardPattern implements IndexablePattern {
  readonly source: string;
  readonly length: number;
  readonly literal: string;
  readonly prefixOnly: boolean;
  private readonly pieces: readonly string[];
  private readonly anchored: boolean;

  constructor(source: string) {
    this.source = source;
    this.length = source.length;
    this.anchored = source.endsWith('$');
    this.pieces = (this.anchored ? source.slice(0, -1) : source).split('*');
    this.literal = this.pieces[0] ?? '';
    // `/a*`, `/a**`, `/a*$`: `*` may cover whatever follows the literal start. (`/a$` may not.)
    this.prefixOnly = this.pieces.length > 1 && this.pieces.every((piece, i) => i === 0 || piece === '');
  }

  matches(path: string): boolean {
    return this.place(path) >= 0;
  }

  matchesAfterLiteral(text: string, start = 0, end = text.length, finder?: PieceFinder): boolean {
    return this.placeRest(text, start, end, finder) >= 0;
  }

  matchedOctets(path: string): number {
    const afterMiddle = this.place(path);
    if (afterMiddle < 0) return -1;
    if (this.anchored) return path.length;
    const last = this.pieces[this.pieces.length - 1] ?? '';
    if (this.pieces.length === 1) return last.length;
    if (last === '') return path.length;
    // The rightmost placement of the last piece covers the most octets.
    return lastIndexOfPiece(path, last) + last.length;
  }

  /**
   * Places every piece leftmost; returns the offset after the last piece
   * (or, when anchored, the path length), or -1 when the pattern does not match.
   */
  private place(path: string): number {
    return holdsAt(path, this.literal, 0) ? this.placeRest(path, 0, path.length) : -1;
  }

  /**
   * {@link place} for the path `text[start, end)`, known to start with the
   * first piece; offsets are into `text`. A piece found past `end` (in a
   * URL's fragment) is no match: the leftmost placement is the only one tried.
   */
  private placeRest(text: string, start: number, end: number, finder?: PieceFinder): number {
    const pieces = this.pieces;
    const first = this.literal;
    if (pieces.length === 1) {
      if (this.anchored) return end - start === first.length ? end : -1;
      return start + first.length;
    }
    let at = start + first.length;
    for (let i = 1; i < pieces.length - 1; i++) {
      const piece = pieces[i] as string;
      if (piece === '') continue;
      const found = finder ? finder.find(at, piece, 0, piece.length) : text.indexOf(piece, at);
      if (found < 0 || found + piece.length > end) return -1;
      at = found + piece.length;
    }
    const last = pieces[pieces.length - 1] as string;
    if (this.anchored) {
      const lastStart = end - last.length;
      return lastStart >= at && holdsAt(text, last, lastStart) ? end : -1;
    }
    if (last === '') return at;
    const found = finder ? finder.find(at, last, 0, last.length) : text.indexOf(last, at);
    return found < 0 || found + last.length > end ? -1 : found + last.length;
  }
}
