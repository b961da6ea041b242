/**
 * The invariants every parsed document must satisfy, whatever the input:
 *
 * - nothing is lost: `print(doc) === text === doc.text`;
 * - the tokens tile the text: the first starts at 0, each ends where the next
 *   starts, the last ends at `text.length`, and `token.text` is the slice it
 *   claims to be;
 * - lines are well formed: numbered 1, 2, 3…, never empty, a line end only as
 *   the last token of a line, and every line but the last ends with one;
 * - no `internal-*` diagnostic (those mean the lexer or grammar failed);
 * - `doc.position` and `doc.range` agree with a naive line/column count.
 *
 * The checks report the first broken invariant as an `Error` rather than
 * through `expect`: they run inside fast-check properties thousands of times,
 * where a thrown error is what fast-check shrinks on, and plain comparisons
 * keep 10,000 runs fast.
 *
 * @module
 */
import { print, type Position, type SyntaxDocument } from '../../src/index.ts';

/**
 * Line and column of every offset `0..text.length` of `text`, counted the
 * simple way: a line ends at CR LF, CR or LF; lines and columns are 1-based
 * and columns count UTF-16 code units. Inside a CR LF the LF is still on the
 * CR's line.
 */
export function naivePositions(text: string): Position[] {
  const positions: Position[] = [];
  let line = 1;
  let column = 1;
  for (let offset = 0; offset < text.length; offset++) {
    positions.push({ line, column, offset });
    const code = text.charCodeAt(offset);
    const crBeforeLf = code === 0x0d && text.charCodeAt(offset + 1) === 0x0a;
    if ((code === 0x0d && !crBeforeLf) || code === 0x0a) {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  positions.push({ line, column, offset: text.length });
  return positions;
}

/** How thoroughly to compare positions with the naive count. */
export type PositionCheck = 'every-offset' | 'token-boundaries' | 'none';

export interface LosslessOptions {
  /** Default `every-offset`; large corpus files use `token-boundaries`. */
  readonly positions?: PositionCheck;
}

function samePosition(a: Position, b: Position | undefined): boolean {
  return b !== undefined && a.line === b.line && a.column === b.column && a.offset === b.offset;
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

/** The first way the tokens fail to tile `text`, or `undefined` if they tile it. */
export function tilingProblem(doc: SyntaxDocument, text: string): string | undefined {
  let expectedOffset = 0;
  let tokenCount = 0;
  for (const line of doc.lines) {
    for (const token of line.tokens) {
      tokenCount++;
      if (token.offset !== expectedOffset) {
        return `token ${show(token.text)} (${token.kind}) starts at ${token.offset}, expected ${expectedOffset}`;
      }
      if (token.end !== token.offset + token.text.length) {
        return `token ${show(token.text)} at ${token.offset} has end ${token.end}, not offset + length`;
      }
      if (token.text.length === 0) return `empty ${token.kind} token at ${token.offset}`;
      if (text.slice(token.offset, token.end) !== token.text) {
        return `token ${show(token.text)} at ${token.offset} is not the text it covers (${show(text.slice(token.offset, token.end))})`;
      }
      expectedOffset = token.end;
    }
  }
  if (expectedOffset !== text.length) return `tokens end at ${expectedOffset}, text is ${text.length} long`;
  if (text.length > 0 && tokenCount === 0) return 'non-empty text has no tokens';
  return undefined;
}

/** The first malformed line, or `undefined`. */
export function lineStructureProblem(doc: SyntaxDocument): string | undefined {
  for (const [index, line] of doc.lines.entries()) {
    if (line.number !== index + 1) return `line at index ${index} is numbered ${line.number}`;
    if (line.tokens.length === 0) return `line ${line.number} has no tokens`;
    if (doc.line(line.number) !== line) return `doc.line(${line.number}) is not that line`;
    for (const [position, token] of line.tokens.entries()) {
      const last = position === line.tokens.length - 1;
      if (token.kind === 'line-end' && !last) return `line ${line.number} has a line end before its last token`;
      if (token.kind === 'bom' && (line.number !== 1 || position !== 0)) {
        return `a bom token at line ${line.number}, token ${position}`;
      }
    }
    const isLastLine = index === doc.lines.length - 1;
    if (!isLastLine && line.lineEnd === undefined) return `line ${line.number} is not the last line but has no line end`;
  }
  return undefined;
}

/** The first offset where `doc.position` (or `doc.range`) disagrees with the naive count. */
export function positionProblem(doc: SyntaxDocument, text: string, check: PositionCheck): string | undefined {
  if (check === 'none') return undefined;
  const naive = naivePositions(text);
  if (check === 'every-offset') {
    for (let offset = 0; offset <= text.length; offset++) {
      const actual = doc.position(offset);
      if (!samePosition(actual, naive[offset])) {
        return `position(${offset}) is ${show(actual)}, naive count says ${show(naive[offset])}`;
      }
    }
  }
  for (const line of doc.lines) {
    for (const token of line.tokens) {
      const range = doc.range(token);
      if (!samePosition(range.start, naive[token.offset]) || !samePosition(range.end, naive[token.end])) {
        return `range of token ${show(token.text)} at ${token.offset} is ${show(range)}`;
      }
    }
    const lineRange = doc.range(line);
    if (!samePosition(lineRange.start, naive[line.offset]) || !samePosition(lineRange.end, naive[line.end])) {
      return `range of line ${line.number} is ${show(lineRange)}`;
    }
    const start = naive[line.offset];
    if (start?.column !== 1 || start.line !== line.number) {
      return `line ${line.number} starts at ${show(start)} by the naive count`;
    }
  }
  return undefined;
}

/** The first broken invariant of `doc` as the parse of `text`, or `undefined`. */
export function losslessProblem(doc: SyntaxDocument, text: string, options: LosslessOptions = {}): string | undefined {
  if (doc.text !== text) return 'doc.text is not the input';
  if (print(doc) !== text) return 'print(doc) is not the input';
  const internal = doc.diagnostics.find((diagnostic) => diagnostic.code.startsWith('internal-'));
  if (internal) return `internal diagnostic ${internal.code}: ${internal.message}`;
  return tilingProblem(doc, text) ?? lineStructureProblem(doc) ?? positionProblem(doc, text, options.positions ?? 'every-offset');
}

/**
 * Throws if `doc` is not a lossless, well-formed parse of `text` (see the
 * module comment for the list of invariants).
 */
export function assertLossless(doc: SyntaxDocument, text: string, options: LosslessOptions = {}): void {
  const problem = losslessProblem(doc, text, options);
  if (problem !== undefined) throw new Error(`not lossless: ${problem}\ninput: ${show(text.length > 400 ? text.slice(0, 400) + '…' : text)}`);
}
