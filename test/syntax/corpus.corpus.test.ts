/**
 * Every robots.txt file of the corpus (test/helpers/corpus.ts: the shared
 * corpus's top-sites/ and real/, about 4,400 files and 23 MB, or every file
 * under ROBOTSTXT_CORPUS) is read as bytes and must parse
 * losslessly: `printBytes(parse(bytes))` is the input byte for byte, the
 * tokens tile the decoded text, and no internal error is reported. Encodings
 * other than UTF-8 must be recognised and flagged.
 *
 * One test per set loops over the files and collects failures, so a broken
 * invariant names every file it breaks on without 4,400 test cases. The
 * shared corpus's own files (how many, which encodings, two by name) are
 * checked in corpus.shared-corpus.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parse, print, printBytes, type SyntaxDocument } from '../../src/index.ts';
import { corpusFiles, corpusSets } from '../helpers/corpus.ts';
import { losslessProblem } from '../helpers/lossless.ts';

interface CorpusFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

function hasUtf16Bom(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/** Every way `doc` fails as the parse of `file`; empty when it is right. */
function corpusProblems(file: CorpusFile, doc: SyntaxDocument): string[] {
  const problems: string[] = [];
  if (!sameBytes(printBytes(doc), file.bytes)) problems.push('printBytes differs from the input bytes');
  if (print(doc) !== doc.text) problems.push('print(doc) differs from doc.text');
  // Positions at token boundaries only: every offset of 23 MB would be slow and adds nothing here.
  const lossless = losslessProblem(doc, doc.text, { positions: 'token-boundaries' });
  if (lossless) problems.push(lossless);
  const codes = new Set(doc.diagnostics.map((diagnostic) => diagnostic.code));
  if (doc.encoding === 'utf-16le' || doc.encoding === 'utf-16be') {
    if (!hasUtf16Bom(file.bytes)) problems.push(`decoded as ${doc.encoding} without a UTF-16 BOM`);
    if (!codes.has('utf16-encoding')) problems.push('UTF-16 without a utf16-encoding diagnostic');
  } else if (codes.has('utf16-encoding')) {
    problems.push(`utf16-encoding diagnostic on a ${doc.encoding} file`);
  }
  const validUtf8 = new TextDecoder('utf-8', { fatal: true });
  let isUtf8 = true;
  try {
    validUtf8.decode(file.bytes);
  } catch {
    isUtf8 = false;
  }
  if (doc.encoding === 'latin1') {
    if (isUtf8) problems.push('valid UTF-8 decoded as Latin-1');
    if (!codes.has('invalid-utf8')) problems.push('Latin-1 without an invalid-utf8 diagnostic');
  } else if (codes.has('invalid-utf8')) {
    problems.push(`invalid-utf8 diagnostic on a ${doc.encoding} file`);
  }
  if (doc.encoding === 'utf-8' && !isUtf8) problems.push('invalid UTF-8 decoded as UTF-8');
  return problems;
}

describe.each(corpusSets())('corpus/%s', (directory) => {
  const files = corpusFiles(directory);

  it('every file parses losslessly: bytes round-trip, tokens tile, no internal errors, encodings flagged', () => {
    const failures: string[] = [];
    for (const file of files) {
      const doc = parse(file.bytes);
      for (const problem of corpusProblems(file, doc)) failures.push(`${file.name}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});
