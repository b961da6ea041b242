/**
 * The model walk reads each line's directive through `scanDirective` (direct calls, so that V8 can inline
 * them), every other reader through `directiveScannerOf(dialect, latin1)`. Both must fill the
 * same directive for every line, under every dialect and either decoding, and a field name spelt as one of
 * the constants `fieldNameAt` hands out must read as that very constant.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/index.ts';
import { DIALECT_PROPERTIES, DIALECTS } from '../../src/model/dialect.ts';
import { emptyDirectiveLine, scanDirective } from '../../src/model/directives.ts';
import { COMMON_FIELD_NAMES, commonFieldNameAt, fieldNameAt } from '../../src/syntax/tree.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { expectSameReadings } from './directive-readings.ts';

const RUNS = propertyRuns(500);

const PIECES = [
  'Disallow',
  'disallow',
  'DISALLOW',
  'User-agent',
  'User-Agent',
  'user-agent',
  'Allow',
  'Sitemap',
  'Crawl-delay',
  'Crawl-Delay',
  ':',
  ' ',
  '\t',
  '#',
  '/a',
  '\n',
  '\r\n',
  'x',
  'é',
];

describe('the walk reads directives as every other reader does', () => {
  it(`on generated lines, under every dialect, UTF-8 or Latin-1 (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), (parts) => expectSameReadings(parse(parts.join('')))),
      { numRuns: RUNS },
    );
  });
});

describe('fieldNameAt', () => {
  it('hands out the constant for each spelling it knows, and an equal copy of anything else', () => {
    const known = ['Disallow', 'disallow', 'User-agent', 'User-Agent', 'Allow', 'Sitemap', 'Crawl-delay'];
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...known, 'Disallox', 'User-AgenT', 'Usera-gent', 'allow', 'Crawl-Delay', 'Sitemaps'), fc.string()),
        fc.string({ maxLength: 3 }),
        (name, before) => {
          const source = `${before}${name}: /x`;
          const read = fieldNameAt(source, before.length, before.length + name.length);
          expect(read).toBe(name);
        },
      ),
      { numRuns: RUNS },
    );
    for (const name of known) expect(fieldNameAt(`x${name}`, 1, 1 + name.length)).toBe(name);
  });
});

describe('commonFieldNameAt (the strict scanners read the usual names by index)', () => {
  it(`is the index of exactly the names COMMON_FIELD_NAMES holds, -1 for any other text (${RUNS} runs)`, () => {
    const piece = fc.constantFrom(
      ...COMMON_FIELD_NAMES,
      'DISALLOW',
      'user-agent',
      'User-AgenT',
      'Allo',
      'allow',
      'Crawl-Delay',
      'Sitemaps',
      'x',
      ' ',
      ':',
      'é',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), fc.nat(), fc.nat(), (parts, a, b) => {
        const source = parts.join('');
        const start = source.length === 0 ? 0 : a % source.length;
        const end = start + (b % (source.length - start + 1));
        const index = commonFieldNameAt(source, start, end);
        const slice = source.slice(start, end);
        expect(index).toBe((COMMON_FIELD_NAMES as readonly string[]).indexOf(slice));
        if (index >= 0) expect(fieldNameAt(source, start, end)).toBe(COMMON_FIELD_NAMES[index]);
      }),
      { numRuns: RUNS },
    );
  });

  it(`the strict scanners' reading of every line is the line's name, its lower case and the dialect's kind of it (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), (parts) => {
        const document = parse(parts.join(''));
        for (const dialect of DIALECTS) {
          const { lenientLines, allowLines } = DIALECT_PROPERTIES[dialect];
          if (lenientLines) continue;
          const line = document.cursor();
          for (let number = 1; number <= document.lineCount; number++) {
            line.moveTo(number);
            const read = emptyDirectiveLine();
            const name = line.fieldName;
            expect(scanDirective(line, false, allowLines, false, read)).toBe(name !== undefined);
            if (name === undefined) continue;
            const key = name.toLowerCase();
            const kind = key === 'disallow' || key === 'user-agent' || (allowLines && key === 'allow') ? key : 'other';
            expect(read).toMatchObject({ kind, name, key, value: line.fieldValue, line: number, offset: line.textStart, typo: false, missingColon: false });
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
