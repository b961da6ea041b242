/**
 * Facts about the shared corpus's own files (../shared/corpus: top-sites/ and
 * real/), which the suites looping over it rely on: it is in place, it holds
 * both kinds of non-UTF-8 file, and two files of known encodings parse as
 * such. corpus.corpus.test.ts checks every file's diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { decodeBytes, parse } from '../../src/index.ts';
import { corpusFiles } from '../helpers/corpus.ts';

describe.each(['top-sites', 'real'])('corpus/%s', (directory) => {
  const files = corpusFiles(directory);

  it('has its files (the corpus is in place)', () => {
    expect(files.length).toBeGreaterThan(directory === 'top-sites' ? 4000 : 150);
  });
});

describe('corpus encodings', () => {
  const files = new Map(corpusFiles('top-sites').map((file) => [file.name, file.bytes]));

  it('top-sites holds both kinds of non-UTF-8 file', () => {
    const encodings = new Map<string, string[]>();
    for (const [name, bytes] of files) {
      const doc = parse(bytes);
      const names = encodings.get(doc.encoding) ?? [];
      names.push(name);
      encodings.set(doc.encoding, names);
    }
    expect(encodings.get('utf-16le')?.length ?? 0).toBeGreaterThan(0);
    expect(encodings.get('latin1')?.length ?? 0).toBeGreaterThan(0);
  });

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
