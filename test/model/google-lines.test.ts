/**
 * Google's reading of a line (docs/spec/google.md §2.3–§2.8), held to the oracle's: a well-formed line is
 * read from the syntax tree's name and value unless Google would trim or cut it otherwise (a `\v` or `\f`
 * at an edge, a long line, the file's first line), so lines mixing every kind of whitespace, colons and
 * comments must read alike. And Google keeps at most 2083 × 8 − 1 bytes of a line (docs/spec/google.md §2.3): the rest is cut, never inside
 * a character. The reader finds the cut natively when the line's head is ASCII and counts bytes otherwise;
 * both must cut where the UTF-8 bytes say, on lines around the limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, type SyntaxLine } from '../../src/index.ts';
import { GOOGLE_MAX_LINE_BYTES } from '../../src/model/dialect.ts';
import { readDirective } from '../../src/model/directives.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { googleKeyValue } from '../oracle/dialect-google.ts';

const RUNS = propertyRuns(300);

/** The value Google reads from `Disallow: <path>`: the line cut to the limit at a character boundary, then trimmed. */
function expectedValue(line: string): string {
  const encoder = new TextEncoder();
  let bytes = 0;
  let cut = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (bytes + size > GOOGLE_MAX_LINE_BYTES) break;
    bytes += size;
    cut += char.length;
  }
  return line.slice(0, cut).slice('Disallow:'.length).trim();
}

/** A run of one character, so that a few runs make a line of thousands of characters. */
const run = fc
  .record({ char: fc.constantFrom('a', '/', 'é', 'ツ', '😀', ' '), count: fc.integer({ min: 1, max: 9000 }) })
  .map(({ char, count }) => char.repeat(count));

const PIECES = ['Disallow', 'disallow', 'User-agent', 'Allow', 'x', '/a', ' ', '\t', '\v', '\f', ':', '#', '*', 'é'];

describe('google: a line reads as the oracle reads it', () => {
  it('on lines of names, values, colons, comments and every ASCII whitespace', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }), fc.boolean(), (pieces, first) => {
        const line = pieces.join('');
        // Not only the first line: from the second on, a well-formed line may be read from the syntax tree.
        const document = parse(first ? `${line}\n` : `# x\n${line}\n`);
        const directive = readDirective(document.line(first ? 1 : 2) as SyntaxLine, 'google');
        const expected = googleKeyValue(line);
        expect(directive === undefined ? undefined : { key: directive.name, value: directive.value }).toEqual(expected);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});

describe('google: a long line is cut at the byte limit, at a character boundary', () => {
  it('reads the value of a line near the limit as its UTF-8 bytes say', () => {
    fc.assert(
      fc.property(fc.array(run, { minLength: 1, maxLength: 4 }), (runs) => {
        const line = `Disallow: /${runs.join('')}`;
        const directive = readDirective(parse(`${line}\n`).line(1) as SyntaxLine, 'google');
        expect(directive?.value).toBe(expectedValue(line));
      }),
      { numRuns: RUNS },
    );
  });

  it('cuts an ASCII line at exactly the limit', () => {
    const line = `Disallow: /${'a'.repeat(GOOGLE_MAX_LINE_BYTES)}`;
    expect(readDirective(parse(line).line(1) as SyntaxLine, 'google')?.value).toBe(line.slice('Disallow: '.length, GOOGLE_MAX_LINE_BYTES));
  });
});
