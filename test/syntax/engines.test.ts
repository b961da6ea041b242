/**
 * The two parse engines are one grammar: the hand-compiled line scanner
 * (src/syntax/scan.ts, the default) must find exactly the tokens that the
 * Chevrotain lexer of grammar/ finds (kind, offset, text, keyword), line by
 * line, on every corpus file and on random text (FUZZ_RUNS runs each); and
 * `parse(text)` and the `parse` of `robotstxt-toolkit/grammar` (src/grammar.ts)
 * must give the same tree and diagnostics.
 *
 * The expected tokens are read straight off Chevrotain's token stream
 * (token-lines.ts), without the library's line layout, so a mistake in the
 * layout code cannot hide on both sides.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseWithGrammar } from '../../src/grammar.ts';
import { parse, type SyntaxDocument } from '../../src/index.ts';
import { FUZZ_RUNS, robotsTxtString, robotsTxtText, utf16String } from '../helpers/arbitraries.ts';
import { chevrotainLines, treeLines } from './token-lines.ts';

const runs = { numRuns: FUZZ_RUNS };

/** What a tree says beyond its tokens: each line's accessors and kind, and the diagnostics. */
function summary(doc: SyntaxDocument): unknown {
  return {
    lines: doc.lines.map((line) => ({
      number: line.number,
      offset: line.offset,
      end: line.end,
      contentEnd: line.contentEnd,
      kind: line.kind,
      keyword: line.keyword,
      fieldName: line.fieldName,
      fieldValue: line.fieldValue,
      textStart: line.textStart,
      field: line.field?.offset,
      colon: line.colon?.offset,
      value: line.value?.text,
      comment: line.comment?.text,
      lineEnd: line.lineEnd?.text,
      strayText: line.strayText?.text,
      content: line.content,
    })),
    diagnostics: doc.diagnostics,
    bom: doc.bom,
  };
}

function checkEnginesAgree(text: string): void {
  const scanned = parse(text);
  const viaGrammar = parseWithGrammar(text);
  const expected = chevrotainLines(text);
  expect(treeLines(scanned)).toEqual(expected);
  expect(treeLines(viaGrammar)).toEqual(expected);
  expect(summary(scanned)).toEqual(summary(viaGrammar));
}

describe('the scanner finds exactly the grammar lexer’s tokens', () => {
  it('on robots-flavoured random text', () => {
    fc.assert(fc.property(robotsTxtString(80), checkEnginesAgree), runs);
  });

  it('on arbitrary UTF-16 code units', () => {
    fc.assert(fc.property(utf16String(), checkEnginesAgree), runs);
  });

  it('on realistic generated files', () => {
    fc.assert(
      fc.property(robotsTxtText(), (file) => checkEnginesAgree(file.text)),
      { numRuns: Math.ceil(FUZZ_RUNS / 5) },
    );
  });

  it.each([
    ['empty text', ''],
    ['a byte-order mark alone', '\ufeff'],
    ['a second byte-order mark is text', '\ufeff\ufeffUser-agent: *'],
    ['a colon without a field name', '  : /x # c\r\n'],
    ['a field name with inner spaces', 'user agent  :  x y  \n'],
    ['stray text and a comment with a colon', 'foo bar # a: b\r'],
    ['CR LF, CR and LF', 'a\r\nb\rc\n\r\n\n'],
    ['a value holding colons', 'Sitemap: https://a.example/x:y#frag'],
    ['trailing whitespace at the end of input', 'Disallow: /x \t'],
  ])('on %s', (_name, text) => checkEnginesAgree(text));
});

describe('both engines read bytes alike', () => {
  it.each([
    ['UTF-8 with a byte-order mark', [0xef, 0xbb, 0xbf, ...new TextEncoder().encode('User-agent: *\nDisallow: /x\n')]],
    ['invalid UTF-8 (read as Latin-1)', [0x44, 0x69, 0x73, 0x61, 0x6c, 0x6c, 0x6f, 0x77, 0x3a, 0x20, 0x2f, 0xe9, 0x0a]],
    ['UTF-16LE with its byte-order mark', [0xff, 0xfe, 0x41, 0x00, 0x3a, 0x00, 0x62, 0x00]],
  ])('%s: same encoding, tree and diagnostics', (_name, bytes) => {
    const input = new Uint8Array(bytes);
    const scanned = parse(input);
    const viaGrammar = parseWithGrammar(input);
    expect(viaGrammar.encoding).toBe(scanned.encoding);
    expect(treeLines(viaGrammar)).toEqual(treeLines(scanned));
    expect(summary(viaGrammar)).toEqual(summary(scanned));
  });

  it('on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 120 }), (bytes) => {
        const scanned = parse(bytes);
        const viaGrammar = parseWithGrammar(bytes);
        expect(viaGrammar.encoding).toBe(scanned.encoding);
        expect(summary(viaGrammar)).toEqual(summary(scanned));
      }),
      runs,
    );
  });
});
