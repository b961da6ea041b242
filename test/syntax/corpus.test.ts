/**
 * Every real robots.txt file of the corpus (test/corpus/top-sites
 * and real/, about 4,400 files and 23 MB) is read as bytes and must parse
 * losslessly: `printBytes(parse(bytes))` is the input byte for byte, the
 * tokens tile the decoded text, and no internal error is reported. Encodings
 * other than UTF-8 must be recognised and flagged.
 *
 * One test per directory loops over the files and collects failures, so a
 * broken invariant names every file it breaks on without 4,400 test cases.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBytes, parse, print, printBytes, type SyntaxDocument } from '../../src/index.ts';
import { losslessProblem } from '../helpers/lossless.ts';
import { corpusPath } from '../helpers/paths.ts';

interface CorpusFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

function readCorpus(directory: string): CorpusFile[] {
  const base = corpusPath(`${directory}/`);
  return readdirSync(base)
    .filter((name) => name !== 'MANIFEST.tsv')
    .sort()
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(base + name)) }));
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

describe.each(['top-sites', 'real'])('corpus/%s', (directory) => {
  const files = readCorpus(directory);

  it('has its files (the corpus is in place)', () => {
    expect(files.length).toBeGreaterThan(directory === 'top-sites' ? 4000 : 150);
  });

  it('every file parses losslessly: bytes round-trip, tokens tile, no internal errors, encodings flagged', () => {
    const failures: string[] = [];
    const encodings = new Map<string, string[]>();
    for (const file of files) {
      const doc = parse(file.bytes);
      for (const problem of corpusProblems(file, doc)) failures.push(`${file.name}: ${problem}`);
      const names = encodings.get(doc.encoding) ?? [];
      names.push(file.name);
      encodings.set(doc.encoding, names);
    }
    expect(failures).toEqual([]);
    if (directory === 'top-sites') {
      // The corpus holds both kinds of non-UTF-8 file; the loop above checked each one's diagnostics.
      expect(encodings.get('utf-16le')?.length ?? 0).toBeGreaterThan(0);
      expect(encodings.get('latin1')?.length ?? 0).toBeGreaterThan(0);
    }
  });
});

describe('corpus encodings, by example', () => {
  const files = new Map(readCorpus('top-sites').map((file) => [file.name, file.bytes]));

  it('store.usps.com is UTF-16LE with a BOM, decoded as such', () => {
    const bytes = files.get('store.usps.com');
    if (!bytes) throw new Error('corpus file store.usps.com is missing');
    const doc = parse(bytes);
    expect(doc.encoding).toBe('utf-16le');
    expect(doc.diagnostics.map((d) => d.code)).toContain('utf16-encoding');
    expect(doc.lines.some((line) => line.keyword === 'user-agent')).toBe(true);
  });

  it('www.europarl.europa.eu is not UTF-8 and is read as Latin-1 at the first bad byte', () => {
    const bytes = files.get('www.europarl.europa.eu');
    if (!bytes) throw new Error('corpus file www.europarl.europa.eu is missing');
    const doc = parse(bytes);
    const diagnostic = doc.diagnostics.find((d) => d.code === 'invalid-utf8');
    expect(doc.encoding).toBe('latin1');
    expect(diagnostic?.range.start.offset).toBe(decodeBytes(bytes).invalidUtf8At);
  });
});
