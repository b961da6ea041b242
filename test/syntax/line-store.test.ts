/**
 * The line store: `parse` keeps each line's start in a typed
 * array and makes line objects on demand. A line made on demand must be the
 * line the eager scan makes, positions must agree with a line index built
 * from the text, and a file of millions of lines must parse and compile
 * without a line object per line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, parse, print } from '../../src/index.ts';
import { LineIndex } from '../../src/syntax/position.ts';
import { scanLines } from '../../src/syntax/scan.ts';
import type { SyntaxLine } from '../../src/syntax/tree.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(1000);

/** Text of robots.txt pieces, with every kind of line end and the characters the scanner cares about. */
const textArb = fc
  .array(fc.constantFrom('User-agent', 'Disallow', ':', ' ', '\t', '#', '/a', '*', '\r', '\n', '\r\n', '\ufeff', 'x', 'é'), { maxLength: 40 })
  .map((parts) => parts.join(''));

function shape(line: SyntaxLine | undefined): unknown {
  if (!line) return undefined;
  return {
    number: line.number,
    offset: line.offset,
    end: line.end,
    contentEnd: line.contentEnd,
    kind: line.kind,
    tokens: line.tokens.map((t) => [t.kind, t.text, t.offset]),
  };
}

describe('lines made on demand', () => {
  it('are the lines of the eager scan, and the document still prints back exactly', () => {
    fc.assert(
      fc.property(fc.oneof(textArb, fc.string({ unit: 'binary', maxLength: 30 })), (text) => {
        const eager = scanLines(text);
        const document = parse(text);
        // Asked one by one before the `lines` array exists…
        expect(document.lineCount).toBe(eager.length);
        for (let number = 1; number <= eager.length; number++) {
          expect(shape(document.line(number))).toEqual(shape(eager[number - 1]));
          expect(document.lineStart(number)).toBe(eager[number - 1]?.offset);
        }
        expect(document.line(0)).toBeUndefined();
        expect(document.line(eager.length + 1)).toBeUndefined();
        expect(print(document)).toBe(text);
        // …and through the array, made once and kept.
        expect(document.lines.map(shape)).toEqual(eager.map(shape));
        expect(document.lines).toBe(document.lines);
      }),
      { numRuns: RUNS },
    );
  });

  it(`are the same lines in any order of asking, two documents interleaved (${RUNS} runs)`, () => {
    // The scanner remembers its last native search for ':' and '#' per store: reading out
    // of order, or another document in between, must not change a line.
    fc.assert(
      fc.property(textArb, textArb, fc.array(fc.nat(), { maxLength: 30 }), (first, second, picks) => {
        const eager = [scanLines(first), scanLines(second)];
        const documents = [parse(first), parse(second)];
        for (const pick of picks) {
          const which = pick % 2;
          const count = documents[which]?.lineCount ?? 0;
          if (count === 0) continue;
          const number = 1 + (Math.floor(pick / 2) % count);
          expect(shape(documents[which]?.line(number))).toEqual(shape(eager[which]?.[number - 1]));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('positions agree with a line index built from the text', () => {
    fc.assert(
      fc.property(textArb, fc.nat(), (text, seed) => {
        const offset = text.length === 0 ? 0 : seed % (text.length + 1);
        expect(parse(text).position(offset)).toEqual(LineIndex.fromText(text).position(offset));
      }),
      { numRuns: RUNS },
    );
  });
});

/** Where each line starts, by a regular expression: after every CR LF, lone CR or LF (a final line end starts no line). */
function referenceStarts(text: string): number[] {
  const starts = text.length > 0 ? [0] : [];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) if (match.index + match[0].length < text.length) starts.push(match.index + match[0].length);
  return starts;
}

/** Lines of every length around the scanner's thresholds (tiny runs read in JavaScript, then native searches), any line end. */
const mixedLinesArb = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constant(''), fc.string({ maxLength: 6 }), fc.string({ minLength: 14, maxLength: 40 }), fc.constantFrom('a', 'ab', 'Disallow: /x')),
      fc.constantFrom('\n', '\r', '\r\n', '\n\r', ''),
      fc.integer({ min: 1, max: 12 }),
    ),
    { maxLength: 12 },
  )
  .map((runs) => runs.map(([content, end, times]) => (content.replace(/[\r\n]/g, '') + end).repeat(times)).join(''));

describe('line starts', () => {
  it(`are after every CR LF, lone CR and LF, whatever the run of line lengths (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.oneof(mixedLinesArb, textArb), (text) => {
        const document = parse(text);
        const starts = Array.from({ length: document.lineCount }, (_, i) => document.lineStart(i + 1));
        expect(starts).toEqual(referenceStarts(text));
        expect(document.lineStart(document.lineCount + 1)).toBe(text.length);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('many tiny lines', () => {
  it('three million CRs parse with four bytes a line and compile under every dialect', () => {
    const text = '\r'.repeat(3_000_000);
    const document = parse(text);
    expect(document.lineCount).toBe(3_000_000);
    expect(document.line(3_000_000)?.lineEnd?.text).toBe('\r');
    expect(document.position(text.length)).toEqual({ line: 3_000_001, column: 1, offset: 3_000_000 });
    for (const dialect of ['rfc9309', 'google', '1994', 'draft-1996'] as const) {
      const robots = compile(document, { dialect });
      expect(robots.isAllowed('/x', 'bot')).toBe(true);
      // rfc9309 reads only the lines whose content ends within 500 KiB (RFC 9309 §2.5): the empty line
      // starting at offset 512,000 still does (its line end crosses the limit); the next is left out.
      expect(robots.model.truncatedAt).toBe(dialect === 'rfc9309' ? 500 * 1024 + 1 : undefined);
    }
  });

  it('the parse limit counts lines from their starts: a rule after 500 KiB of blank lines is ignored under rfc9309 only', () => {
    const text = `User-agent: *\n${'\n'.repeat(600 * 1024)}Disallow: /\n`;
    expect(compile(text, { dialect: 'rfc9309' }).isAllowed('/x', 'bot')).toBe(true);
    expect(compile(text, { dialect: 'google' }).isAllowed('/x', 'bot')).toBe(false);
    const diagnostics = compile(text, { dialect: 'rfc9309' }).diagnostics;
    expect(diagnostics.find((d) => d.code === 'parse-limit-exceeded')?.range.start.line).toBe(2 + 500 * 1024 + 1 - 14);
  });
});
