/**
 * Lines and the cursor: a line object from a document (`document.line(n)`, `document.lines`) is one line and
 * never changes, however cursors move over the document; a cursor (`document.cursor()`) is the one object
 * that changes, and on every line it says what that line's object says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseWithGrammar } from '../../src/grammar.ts';
import { parse, type LineView, type SyntaxDocument, type SyntaxLine, type SyntaxToken } from '../../src/index.ts';
import { propertyRuns, robotsTxtText } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(1000);

/** Text of robots.txt pieces, with every kind of line end and the characters the scanner cares about. */
const pieces = fc
  .array(fc.constantFrom('User-agent', 'Disallow', 'allow', ':', ' ', '\t', '#', '/a', '*', '\r', '\n', '\r\n', '\ufeff', 'x', 'é'), { maxLength: 40 })
  .map((parts) => parts.join(''));
const texts = fc.oneof(
  pieces,
  robotsTxtText().map((file) => file.text),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
/** How the document is made: by the line scanner, by the grammar engine, or by the scanner with its `lines` array made first. */
const makers = fc.constantFrom<[string, (text: string) => SyntaxDocument]>(
  ['parse', parse],
  ['grammar parse', parseWithGrammar],
  [
    'parse, lines array made',
    (text) => {
      const document = parse(text);
      void document.lines;
      return document;
    },
  ],
);

function token(token: SyntaxToken | undefined): unknown {
  return token && { kind: token.kind, text: token.text, offset: token.offset, end: token.end, keyword: token.keyword };
}

/** Everything a line says through its public accessors. */
function reading(line: LineView): unknown {
  return {
    number: line.number,
    offset: line.offset,
    end: line.end,
    contentEnd: line.contentEnd,
    source: line.source,
    kind: line.kind,
    content: line.content,
    textStart: line.textStart,
    colonOffset: line.colonOffset,
    commentOffset: line.commentOffset,
    fieldName: line.fieldName,
    fieldValue: line.fieldValue,
    keyword: line.keyword,
    parts: [line.field, line.colon, line.value, line.comment, line.lineEnd, line.strayText].map(token),
    tokens: line.tokens.map(token),
  };
}

/** Line numbers in an order that jumps back and forth (and repeats), from a permutation fast-check picks. */
const order = (count: number): fc.Arbitrary<number[]> =>
  fc.array(fc.integer({ min: 1, max: Math.max(1, count) }), { maxLength: 2 * count + 2 }).map((numbers) => numbers.filter((n) => n <= count));

describe('a line from the document', () => {
  it('never changes while a cursor walks the whole document, reading every part of every line', () => {
    fc.assert(
      fc.property(texts, makers, fc.nat(), (text, [, make], seed) => {
        const document = make(text);
        const lines: SyntaxLine[] = [];
        for (let number = 1; number <= document.lineCount; number++) lines.push(document.line(number) as SyntaxLine);
        // Half the lines have built their tokens before the walk: a cached token array must not be rewritten either.
        lines.forEach((line, i) => (i + seed) % 2 === 0 && line.tokens);
        const before = lines.map(reading);
        const tokenArrays = lines.map((line) => line.tokens);
        const cursor = document.cursor();
        while (cursor.next()) reading(cursor);
        for (let number = document.lineCount; number >= 1; number--) cursor.moveTo(number);
        expect(lines.map(reading)).toEqual(before);
        lines.forEach((line, i) => expect(line.tokens).toBe(tokenArrays[i]));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a cursor', () => {
  it('reads every line as document.line(n) reads it, in file order and in any order', () => {
    fc.assert(
      fc.property(
        texts.chain((text) => fc.tuple(fc.constant(text), makers, order(parse(text).lineCount))),
        ([text, [, make], jumps]) => {
          const document = make(text);
          const cursor = document.cursor();
          let seen = 0;
          while (cursor.next()) {
            seen++;
            expect(reading(cursor)).toEqual(reading(document.line(cursor.number) as SyntaxLine));
          }
          expect(seen).toBe(document.lineCount);
          for (const number of jumps) {
            expect(cursor.moveTo(number)).toBe(true);
            expect(reading(cursor)).toEqual(reading(document.line(number) as SyntaxLine));
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('stays where it is when asked for a line the document does not have, and never throws', () => {
    fc.assert(
      fc.property(texts, fc.oneof(fc.integer(), fc.double()), (text, number) => {
        const document = parse(text);
        const cursor = document.cursor();
        const start = reading(cursor);
        const exists = Number.isInteger(number) && number >= 1 && number <= document.lineCount;
        expect(cursor.moveTo(number)).toBe(exists);
        if (!exists) expect(reading(cursor)).toEqual(start);
        expect(cursor.moveTo(document.lineCount + 1)).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it('starts before line 1, as an empty line, and stops after the last line', () => {
    const document = parse('User-agent: *\r\nDisallow: /x # no\n');
    const cursor = document.cursor();
    expect(cursor.number).toBe(0);
    expect(cursor.kind).toBe('blank');
    expect(cursor.tokens).toEqual([]);
    expect(cursor.next()).toBe(true);
    expect([cursor.number, cursor.fieldName, cursor.fieldValue, cursor.lineEnd?.text]).toEqual([1, 'User-agent', '*', '\r\n']);
    expect(cursor.next()).toBe(true);
    expect([cursor.number, cursor.fieldName, cursor.fieldValue, cursor.comment?.text]).toEqual([2, 'Disallow', '/x', '# no']);
    expect(cursor.next()).toBe(false);
    expect(cursor.number).toBe(2);
    expect(parse('').cursor().next()).toBe(false);
  });

  it('moves over a document of many lines with one object, leaving the lines it passed as they were', () => {
    const document = parse('User-agent: a\nDisallow: /\n\n'.repeat(1000));
    const first = document.line(1) as SyntaxLine;
    const cursor = document.cursor();
    const objects = new Set<object>();
    while (cursor.next()) objects.add(cursor);
    expect(objects.size).toBe(1);
    expect([first.number, first.fieldName, first.fieldValue]).toEqual([1, 'User-agent', 'a']);
  });
});
