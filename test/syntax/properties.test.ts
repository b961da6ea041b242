/**
 * Properties of the syntax layer over generated input (FUZZ_RUNS runs each,
 * 10,000 by default): any text parses, prints back exactly, is tiled by its
 * tokens and gets naive-count positions; the lexer and grammar never report
 * an error; realistic files get the tree their generator expects.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recognize } from '../../grammar/parser.ts';
import { tokenize } from '../../grammar/tokens.ts';
import { encodeText, parse, print, printBytes, type SyntaxDocument } from '../../src/index.ts';
import { FUZZ_RUNS, robotsTxtString, robotsTxtText, utf16String, type GeneratedFile } from '../helpers/arbitraries.ts';
import { describeLines } from '../helpers/expected-tree.ts';
import { assertLossless } from '../helpers/lossless.ts';

const runs = { numRuns: FUZZ_RUNS };

/** Everything that must hold for any string. */
function checkAnyText(text: string): void {
  const lexed = tokenize(text);
  if (lexed.errors.length > 0) throw new Error(`lexer errors: ${JSON.stringify(lexed.errors)}`);
  const grammarErrors = recognize(lexed.tokens);
  if (grammarErrors.length > 0) throw new Error(`grammar errors: ${grammarErrors.map((e) => e.message).join('; ')}`);
  assertLossless(parse(text), text);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

describe('any text', () => {
  it('robots-flavoured text (line ends, #, :, whitespace, BOM, lone surrogates, controls) is parsed losslessly', () => {
    fc.assert(fc.property(robotsTxtString(), checkAnyText), runs);
  });

  it('full-Unicode text of whole code points (fc.string binary units) is parsed losslessly', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), checkAnyText), runs);
  });

  it('text of printable graphemes is parsed losslessly', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), checkAnyText), runs);
  });

  it('text of arbitrary UTF-16 code units (ill-formed UTF-16 included) is parsed losslessly', () => {
    fc.assert(fc.property(utf16String(), checkAnyText), runs);
  });
});

describe('any bytes', () => {
  it('printBytes(parse(bytes)) gives the bytes back, and the decoded text is parsed losslessly', () => {
    // Start with a UTF-16 or UTF-8 byte-order mark now and then, so every decoding path is taken.
    const prefix = fc.constantFrom([], [], [0xff, 0xfe], [0xfe, 0xff], [0xef, 0xbb, 0xbf]);
    const bytes = fc.tuple(prefix, fc.uint8Array({ maxLength: 60 })).map(([head, body]) => Uint8Array.from([...head, ...body]));
    fc.assert(
      fc.property(bytes, (input) => {
        const doc = parse(input);
        expect(sameBytes(printBytes(doc), input)).toBe(true);
        assertLossless(doc, doc.text);
      }),
      runs,
    );
  });

  it('well-formed text encoded as UTF-8 decodes to the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const doc = parse(encodeText(text, 'utf-8'));
        expect(doc.encoding).toBe('utf-8');
        expect(doc.text).toBe(text);
        expect(doc.diagnostics.filter((d) => d.code === 'invalid-utf8' || d.code === 'utf16-encoding')).toEqual([]);
      }),
      runs,
    );
  });
});

/** The tree, line ends, contents and diagnostics a generated file must get. */
function checkGeneratedFile(file: GeneratedFile, doc: SyntaxDocument): void {
  expect(describeLines(doc)).toEqual(file.lines.map((line) => line.expected));
  expect(doc.lines.map((line) => line.lineEnd?.text ?? '')).toEqual(file.lines.map((line) => line.lineEnd));
  expect(doc.lines.map((line) => line.content)).toEqual(file.lines.map((line, i) => (file.bom && i === 0 ? '\ufeff' : '') + line.content));
  expect(doc.bom?.text).toBe(file.bom ? '\ufeff' : undefined);
  const expectedDiagnostics = file.lines.flatMap((line, i) => (line.diagnostic ? [{ code: line.diagnostic, line: i + 1 }] : []));
  expect(doc.diagnostics.map((d) => ({ code: d.code, line: d.range.start.line }))).toEqual(expectedDiagnostics);
  for (const diagnostic of doc.diagnostics) {
    const line = doc.line(diagnostic.range.start.line);
    // A missing colon is reported on the stray text itself; a missing field name from the colon on.
    const anchor = diagnostic.code === 'missing-colon' ? line?.strayText : line?.colon;
    expect(diagnostic.range.start.offset).toBe(anchor?.offset);
    expect(diagnostic.range.end.line).toBe(diagnostic.range.start.line);
  }
}

describe('realistic robots.txt files', () => {
  it('are parsed losslessly into the lines, fields, values and comments the generator wrote', () => {
    fc.assert(
      fc.property(robotsTxtText(), (file) => {
        checkAnyText(file.text);
        const doc = parse(file.text);
        checkGeneratedFile(file, doc);
        expect(print(doc)).toBe(file.text);
      }),
      runs,
    );
  });

  it('the generator covers what it claims to (a sanity check of the test data, not of the parser)', () => {
    const sample = fc.sample(robotsTxtText(), { numRuns: 300, seed: 1994 });
    const texts = sample.map((file) => file.text).join('\u0000');
    const kinds = new Set(sample.flatMap((file) => file.lines.map((line) => line.expected.kind)));
    expect([...kinds].sort()).toEqual(['blank', 'comment', 'directive', 'invalid']);
    for (const needle of ['\r\n', '\r', '\n', '\ufeff', '\t', ' :', '#']) expect(texts).toContain(needle);
    expect(sample.some((file) => file.lines.at(-1)?.lineEnd === '')).toBe(true);
    expect(sample.some((file) => file.lines.some((line) => line.expected.keyword === 'user-agent' && line.expected.field !== 'User-agent'))).toBe(true);
  });
});
