/**
 * fast-check arbitraries for the syntax layer.
 *
 * - {@link robotsTxtString}, {@link utf16String}: arbitrary text, weighted
 *   toward the characters the lexer cares about (line ends, `#`, `:`,
 *   whitespace, the BOM) and the ones that break naive code (lone
 *   surrogates, control characters, astral characters).
 * - {@link robotsTxtText}: realistic robots.txt files that know what every
 *   line is, so a test can check the tree, not just the round trip.
 *
 * @module
 */
import fc from 'fast-check';
import { blank, comment, directive, noFieldName, stray, type ExpectedLine } from './expected-tree.ts';

/**
 * `FUZZ_RUNS` from the environment: set (100,000) by `npm run fuzz`, unset in `npm test`.
 */
const FUZZ_RUNS_SET: number | undefined = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;

/**
 * How many times a property runs. `npm test` runs it `quick` times, a count that keeps the whole suite within a few
 * minutes on two cores: a few hundred to ~1,000 for a property in memory, at most 200 for one that spawns processes,
 * serves HTTP or walks the corpus. `npm run fuzz` sets `FUZZ_RUNS` and every property runs that many times, scaled by
 * `fuzzShare` for a costly one (0.01: 1,000 of 100,000 runs), so the long search lives behind the one variable.
 */
export function propertyRuns(quick: number, fuzzShare = 1): number {
  return FUZZ_RUNS_SET === undefined ? quick : Math.max(1, Math.round(FUZZ_RUNS_SET * fuzzShare));
}

/** Whether `FUZZ_RUNS` asks for the long runs (`npm run fuzz`): corpus suites that sample then read every file. */
export const FUZZING: boolean = FUZZ_RUNS_SET !== undefined && FUZZ_RUNS_SET > 10000;

/** The runs of a property in memory of the usual cost: {@link propertyRuns}(1000). */
export const FUZZ_RUNS: number = propertyRuns(1000);

/** A single UTF-16 code unit in the surrogate range, on its own (never a valid pair by design). */
export const loneSurrogate: fc.Arbitrary<string> = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** C0 and C1 controls, DEL, and the Unicode line/paragraph separators (which are *not* line ends here). */
export const controlCharacter: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u2028', '\u2029', '\u000b', '\u000c'),
);

/** Any one UTF-16 code unit, 0000–FFFF, surrogates included. */
export const utf16CodeUnit: fc.Arbitrary<string> = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/**
 * One unit of a "robots-flavoured" random string: mostly the characters and
 * words that steer the lexer, with the whole of Unicode mixed in.
 */
export const robotsUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom('\r', '\n', '\r\n', '\t', '#', ':', ' ') },
  {
    weight: 10,
    arbitrary: fc.constantFrom('User-agent', 'Disallow', 'Allow', 'Sitemap', 'user-AGENT', 'DISALLOW', '*', '/', '/tmp/', 'http://a/b'),
  },
  { weight: 10, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 3 }) },
  { weight: 4, arbitrary: fc.constant('\ufeff') },
  { weight: 4, arbitrary: loneSurrogate },
  { weight: 5, arbitrary: controlCharacter },
  { weight: 5, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

/** Random text built from {@link robotsUnit}. */
export function robotsTxtString(maxLength = 60): fc.Arbitrary<string> {
  return fc.string({ unit: robotsUnit, maxLength });
}

/** Random text of arbitrary UTF-16 code units (lone surrogates included). */
export function utf16String(maxLength = 60): fc.Arbitrary<string> {
  return fc.string({ unit: utf16CodeUnit, maxLength });
}

// ---------------------------------------------------------------------------
// Realistic files
// ---------------------------------------------------------------------------

/** One generated line: its text without the line end, the line end, and what the tree should say. */
export interface GeneratedLine {
  readonly content: string;
  /** `\n`, `\r\n`, `\r`, or `''` for a last line without a line end. */
  readonly lineEnd: string;
  readonly expected: ExpectedLine;
  /** The syntax diagnostic this line must get, if any. */
  readonly diagnostic?: 'missing-colon' | 'missing-field-name';
}

/** A generated robots.txt file and what each of its lines is. */
export interface GeneratedFile {
  readonly text: string;
  /** Whether `text` starts with U+FEFF (which then belongs to the first line). */
  readonly bom: boolean;
  readonly lines: readonly GeneratedLine[];
}

type LineSpec = Omit<GeneratedLine, 'lineEnd'>;

/** Optional whitespace (possibly empty). */
const optionalSpace = fc.constantFrom('', '', ' ', '\t', '  ', ' \t');
/** Whitespace that is not empty. */
const someSpace = fc.constantFrom(' ', ' ', '\t', '  ', '\t ');
const lineEnding = fc.constantFrom('\n', '\n', '\n', '\r\n', '\r\n', '\r');

function trimSpaceAndTab(text: string): string {
  return text.replace(/^[ \t]+|[ \t]+$/g, '');
}

/** `word` as written, lower case, upper case, or in random case. */
function oddCase(word: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(word),
    fc.constant(word.toLowerCase()),
    fc.constant(word.toUpperCase()),
    fc
      .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
      .map((upper) => [...word].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join('')),
  );
}

/** Characters a value may hold: anything but `#` and line ends, colons and inner spaces included. */
const valueCharacter = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...'abcXYZ019/._-*$?=&%~'.split('')) },
  { weight: 3, arbitrary: fc.constantFrom(':', ' ', '\t', '\v', '\u00a0', '\ufeff', 'é', '路', '😀', '\u2028', '\ud800') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => !/[#\r\n]/.test(c)) },
);

/** A random value, already trimmed the way the lexer trims (spaces and tabs only). */
const randomValue = fc.string({ unit: valueCharacter, maxLength: 14 }).map(trimSpaceAndTab);

/** Field names with the values real files give them. */
const fieldsWithValues: Record<string, readonly string[]> = {
  'User-agent': [
    '*',
    'Googlebot',
    'FooBot/2.1',
    'Lycos_Spider_(Rex)/1.0 libwww/3.1',
    'Copernicus Fred',
    '* Rex',
    'Mozilla/5.0 (compatible; ExampleBot/1.0)',
    'Яндекс',
  ],
  Disallow: ['', '/', '/tmp/', '/cgi-bin/ /tmp/', '/search?q=*&x=$', '*.gif$', '/café/', '/%E8%B7%AF', '/x:y', '/a\tb'],
  Allow: ['', '/', '/publications/', '/example/page.html', '/*.css$'],
  Sitemap: ['https://example.com/sitemap.xml', 'http://a/b:c', ''],
  'Crawl-delay': ['10', '0.5', ''],
};

/** Field names no dialect knows, typos, and a name with a space and a slash in it. */
const unknownFieldNames = [
  'Host',
  'Clean-param',
  'Request-rate',
  'Visit-time',
  'Noindex',
  'Content-Signal',
  'Dissallow',
  'Useragent',
  'user agent',
  'Robot-version',
  'Disallow /x',
];
const unknownFieldValues = ['example.com', '/some_dir/ ref', '1/5 1300-1659', 'anything: goes', ''];

const fieldAndValue: fc.Arbitrary<[string, string]> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(...Object.keys(fieldsWithValues))
      .chain((name) => fc.tuple(oddCase(name), fc.oneof(fc.constantFrom(...(fieldsWithValues[name] ?? [''])), randomValue))),
  },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...unknownFieldNames).chain(oddCase), fc.oneof(fc.constantFrom(...unknownFieldValues), randomValue)) },
);

/** `#` and the rest of a line: may hold `#`, `:`, whitespace, anything but a line end. */
const commentText = fc
  .string({
    unit: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...'abc XYZ 019'.split('')) },
      { weight: 3, arbitrary: fc.constantFrom('#', ':', '\t', ' ', '\ufeff', '😀', '\ud800') },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => !/[\r\n]/.test(c)) },
    ),
    maxLength: 20,
  })
  .map((text) => `#${text}`);

/** Whitespace and a comment after a value, or nothing; a comment may follow a value with no space (`/x#frag`). */
const trailer: fc.Arbitrary<{ text: string; comment?: string }> = fc.oneof(
  optionalSpace.map((space) => ({ text: space })),
  fc.tuple(optionalSpace, commentText).map(([space, text]) => ({ text: space + text, comment: text })),
);

const directiveLine: fc.Arbitrary<LineSpec> = fc
  .record({ lead: optionalSpace, field: fieldAndValue, beforeColon: optionalSpace, afterColon: optionalSpace, trailer })
  .map(({ lead, field: [name, value], beforeColon, afterColon, trailer: { text, comment: commentPart } }) => ({
    content: `${lead}${name}${beforeColon}:${afterColon}${value}${text}`,
    expected: directive(name, value, commentPart),
  }));

const commentLine: fc.Arbitrary<LineSpec> = fc.tuple(optionalSpace, commentText).map(([lead, text]) => ({ content: lead + text, expected: comment(text) }));

const blankLine: fc.Arbitrary<LineSpec> = optionalSpace.map((space) => ({ content: space, expected: blank() }));

/** Words without `:`, `#`, whitespace or line ends (nor U+FEFF, which at offset 0 would be a BOM). */
const garbageWord = fc.oneof(
  fc.constantFrom('Disallow', '/private', 'hello', '<html>', '</body>', 'User-agent', '*', '{', 'Roboter', '—', '😀'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }).filter((word) => !/[ \t:#\r\n\ufeff]/.test(word)),
);

/** A line with no colon: `Disallow /private`, `<html>`, a sentence; perhaps with a comment. */
const garbageLine: fc.Arbitrary<LineSpec> = fc
  .record({
    lead: optionalSpace,
    words: fc.array(fc.tuple(garbageWord, someSpace), { minLength: 1, maxLength: 4 }),
    trailer,
  })
  .map(({ lead, words, trailer: { text, comment: commentPart } }) => {
    const strayText = words.map(([word, space], i) => (i === words.length - 1 ? word : word + space)).join('');
    return { content: lead + strayText + text, expected: stray(strayText, commentPart), diagnostic: 'missing-colon' as const };
  });

/** A line that starts with a colon: `: /x`. */
const orphanValueLine: fc.Arbitrary<LineSpec> = fc
  .record({ lead: optionalSpace, afterColon: optionalSpace, value: randomValue, trailer })
  .map(({ lead, afterColon, value, trailer: { text, comment: commentPart } }) => ({
    content: `${lead}:${afterColon}${value}${text}`,
    expected: noFieldName(value, commentPart),
    diagnostic: 'missing-field-name' as const,
  }));

const lineSpec: fc.Arbitrary<LineSpec> = fc.oneof(
  { weight: 10, arbitrary: directiveLine },
  { weight: 3, arbitrary: commentLine },
  { weight: 3, arbitrary: blankLine },
  { weight: 1, arbitrary: garbageLine },
  { weight: 1, arbitrary: orphanValueLine },
);

/**
 * Realistic robots.txt files: records of User-agent, Disallow, Allow,
 * Sitemap, Crawl-delay and unknown lines in odd case and spacing (space
 * before the colon, tabs), whole-line and trailing comments, blank lines,
 * garbage lines without a colon, lines starting with a colon, every line
 * ending (CR, LF, CR LF, mixed), an optional BOM and an optional missing
 * final line end. Each line carries the tree the parser must build for it.
 */
export function robotsTxtText(maxLines = 25): fc.Arbitrary<GeneratedFile> {
  return fc
    .record({
      bom: fc.boolean(),
      specs: fc.array(fc.tuple(lineSpec, lineEnding), { maxLength: maxLines }),
      finalLineEnd: fc.boolean(),
    })
    .map(({ bom, specs, finalLineEnd }) => assembleFile(bom, specs, finalLineEnd));
}

function assembleFile(bom: boolean, specs: readonly (readonly [LineSpec, string])[], finalLineEnd: boolean): GeneratedFile {
  if (specs.length === 0) {
    // A lone BOM is a line of its own; no text at all has no lines.
    return bom ? { text: '\ufeff', bom, lines: [{ content: '', lineEnd: '', expected: blank() }] } : { text: '', bom, lines: [] };
  }
  const lines: GeneratedLine[] = [];
  let previousEnd = '';
  for (const [index, [spec, ending]] of specs.entries()) {
    const holdsBom = bom && index === 0;
    const empty = spec.content === '' && !holdsBom;
    let lineEnd = ending;
    // An empty last line without a line end would not be a line at all.
    if (index === specs.length - 1 && !finalLineEnd && !empty) lineEnd = '';
    // A lone CR, then an empty line ending in LF, would read as one CR LF.
    if (empty && previousEnd === '\r' && lineEnd === '\n') lineEnd = '\r\n';
    lines.push({ ...spec, lineEnd });
    previousEnd = lineEnd;
  }
  const text = (bom ? '\ufeff' : '') + lines.map((line) => line.content + line.lineEnd).join('');
  return { text, bom, lines };
}
