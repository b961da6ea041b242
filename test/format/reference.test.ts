/**
 * The formatter of `src/format/format.ts` (entries in typed arrays, one pass
 * per line for every dialect's grouping, slices of the source written as
 * runs) gives exactly what the formatter as first written gives
 * (`reference-format.ts`: an object per line, every pass a plain array
 * filter): the same text, diagnostics and `changed`, for every option set,
 * on thousands of generated files (reference.corpus.test.ts: on the corpus).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULTS, DIALECTS, format, formatWithDiagnostics, parse, type FormatOptions } from '../../src/index.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';
import { fileArb, optionsArb } from './helpers.ts';
import { referenceFormat, referenceFormatWithDiagnostics } from './reference-format.ts';
import { EVERY_OPTION, expectSameAsReference } from './same-as-reference.ts';

const RUNS = Math.max(1000, Math.floor(FUZZ_RUNS / 4));

/** Each dialect and none, plain and with every option. */
const SMALL_OPTION_SETS: readonly FormatOptions[] = [undefined, ...DIALECTS].flatMap((dialect): FormatOptions[] => [{ dialect }, { ...EVERY_OPTION, dialect }]);

describe('format equals the formatter as first written', () => {
  it("past rfc9309's parse limit (a small limit: the first lines stay as written)", () => {
    const text = 'user-agent:a\n  disallow : /x\n\nSitemap: https://example.com/s.xml\nuser-agent: b\ndisallow: /y # z\nDisallow: /y\n';
    for (const parseLimit of [0, 5, 13, 20, 40, 1000]) {
      for (const options of SMALL_OPTION_SETS) expectSameAsReference(text, { ...options, parseLimit }, `parseLimit ${parseLimit}`);
    }
    expect(referenceFormat(text, { parseLimit: 20 })).toBe(format(text, { parseLimit: 20 }));
  });

  it("near rfc9309's parse limit in UTF-8 bytes (non-ASCII text counted by the native encoder into a reused buffer)", () => {
    // 'é' is two bytes and '€' three: the text's UTF-8 length is measured, not its length in characters.
    const text = Array.from({ length: 400 }, (_, i) => (i % 50 === 0 ? 'User-agent: *\n' : `disallow :  /caf\u00e9/\u20ac${i}  # \u00e9t\u00e9\n`)).join('');
    const bytes = new TextEncoder().encode(text).length;
    for (const parseLimit of [bytes - 1, bytes, bytes + 1, text.length, Math.floor(bytes * 1.4)]) {
      for (const options of [{}, { dialect: 'rfc9309' as const }])
        expectSameAsReference(text, { ...options, parseLimit }, `parseLimit ${parseLimit} of ${bytes} bytes`);
    }
    expect(formatWithDiagnostics(text, { parseLimit: bytes - 1 }).diagnostics.map((d) => d.code)).toContain('format-parse-limit-kept');
    expect(formatWithDiagnostics(text, { parseLimit: bytes }).diagnostics).toEqual([]);
    // A limit far above the default gets a buffer of its own; the default limit after it still counts right.
    const long = `User-agent: *\n${'Disallow: /\u00e9\n'.repeat(80_000)}`;
    const longBytes = new TextEncoder().encode(long).length;
    expect(longBytes).toBeGreaterThan(2 * DEFAULTS.compile.parseLimit + 4);
    for (const parseLimit of [longBytes, longBytes - 1]) expectSameAsReference(long, { parseLimit }, `parseLimit ${parseLimit} of ${longBytes} bytes`);
    for (const parseLimit of [bytes - 1, bytes]) expectSameAsReference(text, { parseLimit }, `parseLimit ${parseLimit} of ${bytes} bytes, after the long file`);
  });

  it(`on generated files, for every option set (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileArb, optionsArb, fc.boolean(), (file, options, asDocument) => {
        // Given a parsed document (made line by line, or with its lines array built) or text.
        const document = parse(file.text);
        if (asDocument) expect(document.lines.length).toBe(document.lineCount);
        const expected = referenceFormatWithDiagnostics(file.text, options);
        const actual = formatWithDiagnostics(document, options);
        expect(actual.text).toBe(expected.text);
        expect(actual.changed).toBe(expected.changed);
        expect(actual.diagnostics).toEqual(expected.diagnostics);
      }),
      { numRuns: RUNS },
    );
  });
});
