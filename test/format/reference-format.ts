/**
 * The formatter as first written: one
 * `Entry` object per output line, the group structure of every dialect
 * from an array of line objects, the passes as array filters. It is kept
 * as the plain reading of the layout rules, an oracle that
 * `test/format/reference.test.ts` holds the fast formatter of
 * `src/format/format.ts` to: the same text and diagnostics, byte for byte,
 * for every option set, on the corpus and on generated files.
 */
import * as cite from '../../src/diagnostics/cite.ts';
import type { Diagnostic, FormatDiagnosticCode } from '../../src/diagnostics/diagnostic.ts';
import { DEFAULT_PARSE_LIMIT, DIALECT_PROPERTIES, DIALECTS, GOOGLE_MAX_LINE_BYTES, type Dialect } from '../../src/model/dialect.ts';
import { directiveReaderOf, fieldKey } from '../../src/model/directives.ts';
import type { FieldKind } from '../../src/model/types.ts';
import { parse } from '../../src/syntax/parse.ts';
import { SyntaxDocument, type SyntaxLine } from '../../src/syntax/tree.ts';
import { CANONICAL_FIELD_NAMES, type FormatOptions, type FormatResult } from '../../src/format/format.ts';

/** `format` as first written. */
export function referenceFormat(input: string | Uint8Array | SyntaxDocument, options: FormatOptions = {}): string {
  return runFormat(input, options, false).text;
}

/** An entry with every field set (one object shape for all entries: the passes over them stay monomorphic). */
function makeEntry(kind: Entry['kind'], text: string, line: number, commentAt: number, placed = false): Entry {
  return { kind, text, line, commentAt, verbatim: false, placed, blankBefore: false, key: undefined, value: undefined };
}

/** One output line: its text (without line end), or a blank line; `verbatim` lines keep their own line end. */
interface Entry {
  kind: 'blank' | 'comment' | 'content';
  text: string;
  /** The source line number (0 for lines the formatter adds). */
  line: number;
  /** Written exactly as in the source, line end included (parse-limit prefix). */
  verbatim: boolean;
  /** A blank line the layout wants (before a group): kept even where blank lines mean nothing. */
  placed: boolean;
  /** The layout wants a blank line before this entry (it starts a group, or the comments above one). */
  blankBefore: boolean;
  /** For alignment: where the trailing comment starts in `text` (-1: none, or not aligned). */
  commentAt: number;
  /** The canonical key of a rewritten directive line (for the opt-in rewrites). */
  key: string | undefined;
  /** The value of a rewritten directive line. */
  value: string | undefined;
}

/** `formatWithDiagnostics` as first written. */
export function referenceFormatWithDiagnostics(input: string | Uint8Array | SyntaxDocument, options: FormatOptions = {}): FormatResult {
  return runFormat(input, options, true);
}

/** Formats; `collect`: gather the diagnostics (format() skips placing them). */
function runFormat(input: string | Uint8Array | SyntaxDocument, options: FormatOptions, collect: boolean): FormatResult {
  const document = input instanceof SyntaxDocument ? input : parse(input);
  const dialects: readonly Dialect[] = options.dialect !== undefined && DIALECTS.includes(options.dialect) ? [options.dialect] : DIALECTS;
  const context = new FormatContext(document, dialects, options, collect);
  const text = context.run();
  return { text, diagnostics: context.diagnostics, changed: text !== document.text };
}

/** The Google-lenient dialect among those considered decides whether typos may be repaired. */
function lenientOnly(dialects: readonly Dialect[]): boolean {
  return dialects.every((dialect) => DIALECT_PROPERTIES[dialect].lenientLines);
}

/** One format run over one document. */
class FormatContext {
  readonly diagnostics: Diagnostic[] = [];
  private readonly document: SyntaxDocument;
  private readonly dialects: readonly Dialect[];
  private readonly options: FormatOptions;
  private readonly google: boolean;
  private readonly repair: boolean;

  private readonly collect: boolean;

  constructor(document: SyntaxDocument, dialects: readonly Dialect[], options: FormatOptions, collect: boolean) {
    this.collect = collect;
    this.document = document;
    this.dialects = dialects;
    this.options = options;
    this.google = dialects.some((dialect) => DIALECT_PROPERTIES[dialect].lenientLines);
    this.repair = options.repairTypos === true && lenientOnly(dialects);
  }

  run(): string {
    const document = this.document;
    const count = document.lineCount;
    const frozen = this.frozenLines();
    // Each line object made once (a line store re-reads a line's parts each time it is asked for).
    const lines: SyntaxLine[] = new Array<SyntaxLine>(count);
    for (let number = 1; number <= count; number++) lines[number - 1] = document.line(number) as SyntaxLine;
    const structure = groupStructure(lines, this.dialects, document.encoding === 'latin1');
    const entries: Entry[] = [];
    for (let number = 1; number <= count; number++) {
      const line = lines[number - 1] as SyntaxLine;
      if (number <= frozen) {
        const verbatim = makeEntry(line.kind === 'blank' ? 'blank' : 'content', document.text.slice(line.offset, line.end), number, -1);
        verbatim.verbatim = true;
        entries.push(verbatim);
        continue;
      }
      const entry = this.entryOf(line);
      entries.push(entry);
      // One blank line before a group (and the comments right above it), where every dialect starts one anyway.
      if (entry.kind === 'content' && structure.startsEverywhere[number] === 1) insertBlankBefore(entries);
    }
    let result = entries;
    if (this.options.removeDuplicates === true) result = this.withoutDuplicates(result, structure.groupOf);
    if (this.options.sitemapsAtEnd === true) result = this.sitemapsLast(result, structure.closesSomewhere, frozen > 0);
    const blanksMatter = this.dialects.some((dialect) => DIALECT_PROPERTIES[dialect].blankLinesEndRecords);
    if (!blanksMatter && this.options.sitemapsAtEnd !== true) blankBeforeTrailingSitemaps(result);
    result = tidyBlankLines(result, blanksMatter);
    // Sorted last: runs of rule lines are final once blank lines are.
    if (this.options.sort === true) result = this.sorted(result);
    if (this.options.alignComments === true) alignComments(result);
    return this.join(result);
  }

  /**
   * rfc9309 reads only the first `parseLimit` bytes: shortening the lines
   * before the limit would pull later lines in. So when rfc9309 is
   * considered and the file is longer, the lines up to the one the limit
   * cuts stay byte for byte as written; returns how many.
   */
  private frozenLines(): number {
    if (!this.dialects.some((dialect) => DIALECT_PROPERTIES[dialect].parseLimit)) return 0;
    const document = this.document;
    const limit = this.options.parseLimit ?? DEFAULT_PARSE_LIMIT;
    if (document.text.length * 3 <= limit) return 0;
    let bytes = 0;
    for (let number = 1; number <= document.lineCount; number++) {
      const start = document.lineStart(number);
      bytes += utf8Length(document.text, start, document.lineStart(number + 1));
      if (bytes > limit) {
        const range = document.range({ offset: 0, end: document.lineStart(number + 1) });
        this.diagnostics.push({
          code: 'format-parse-limit-kept',
          severity: 'info',
          message: `The file is longer than rfc9309's parse limit of ${limit} bytes, so lines 1 to ${number} stay exactly as written: reformatting them would move later lines inside the limit.`,
          range,
          spec: cite.rfc9309('2.5'),
        });
        return number;
      }
    }
    return 0;
  }

  /** The canonical form of one line (or the line as written, with a diagnostic). */
  private entryOf(line: SyntaxLine): Entry {
    const kind = line.kind;
    const number = line.number;
    if (kind === 'blank') return makeEntry('blank', '', number, -1);
    const comment = trimmedComment(line);
    if (kind === 'comment') return makeEntry('comment', comment, number, -1);
    const asWritten = (): Entry => makeEntry('content', this.contentAsWritten(line), number, -1);
    if (this.tooLongForGoogle(line, '')) {
      this.keep(line, {
        code: 'format-long-line',
        message: `This line is longer than Google's limit of ${GOOGLE_MAX_LINE_BYTES} bytes, where Google cuts it: moving its text could change what Google reads, so it stays as written.`,
        spec: cite.google('2.3'),
      });
      return makeEntry('content', this.untrimmedContent(line), number, -1);
    }
    if (kind === 'invalid') {
      if (this.repair) {
        const repaired = this.repairedMissingColon(line, comment);
        if (repaired) return repaired;
      }
      this.keep(line, {
        code: 'format-invalid-line-kept',
        message: 'This line holds no directive (no colon, or nothing before it), so it stays as written.',
        spec: cite.standard1994('The Format'),
      });
      return asWritten();
    }
    const name = line.fieldName as string;
    const value = line.fieldValue ?? '';
    if (name.includes(' ') || name.includes('\t')) {
      this.keep(line, {
        code: 'format-spaced-field-name',
        message: `The field name "${name}" has a space inside, which Google reads as a typo of another name and the other dialects as an unknown field, so it stays as written.`,
        spec: cite.google('2.4'),
      });
      return asWritten();
    }
    if (value !== '' && line.commentOffset >= 0 && line.commentOffset === valueEnd(line)) {
      this.keep(line, {
        code: 'format-value-with-hash',
        message:
          'The value runs straight into "#": every dialect reads a comment from there, but it may have been meant as part of the path, so the line stays as written. Percent-encode it as %23 if it is.',
        spec: cite.rfc9309('2.2'),
      });
      return asWritten();
    }
    const key = fieldKey(name);
    let canonical = CANONICAL_FIELD_NAMES.get(key);
    let entryKey = canonical === undefined ? undefined : key;
    if (canonical === undefined) {
      canonical = name;
      const googleKey = this.googleKeyOf(line, key);
      if (googleKey !== undefined && this.repair) {
        canonical = CANONICAL_FIELD_NAMES.get(googleKey) ?? name;
        entryKey = googleKey;
      } else if (googleKey !== undefined && this.google) {
        this.keep(line, {
          code: 'format-typo-kept',
          message: `Google reads "${name}" as ${CANONICAL_FIELD_NAMES.get(googleKey) ?? googleKey}, the other dialects as an unknown field; the name stays as written (repairTypos with dialect google repairs it).`,
          spec: cite.google('2.4'),
        });
      }
    }
    const head = value === '' ? `${canonical}:` : `${canonical}: ${value}`;
    const entry = this.contentEntry(number, head, comment);
    if (this.tooLongForGoogle(line, entry.text)) {
      this.keep(line, {
        code: 'format-long-line',
        message: `This line would be longer than Google's limit of ${GOOGLE_MAX_LINE_BYTES} bytes, where Google cuts it, so it stays as written.`,
        spec: cite.google('2.3'),
      });
      return makeEntry('content', this.untrimmedContent(line), number, -1);
    }
    entry.key = entryKey;
    entry.value = value;
    return entry;
  }

  private contentEntry(number: number, head: string, comment: string): Entry {
    if (comment === '') return makeEntry('content', head, number, -1);
    return makeEntry('content', `${head} ${comment}`, number, head.length + 1);
  }

  /** google + repairTypos: `Disallow /x` (Google's two-word rule) as `Disallow: /x`. */
  private repairedMissingColon(line: SyntaxLine, comment: string): Entry | undefined {
    const field = directiveReaderOf('google', this.document.encoding === 'latin1')(line);
    if (!field?.missingColon) return undefined;
    const canonical = CANONICAL_FIELD_NAMES.get(field.key);
    if (canonical === undefined || field.value === '' || /[\s#]/.test(field.value)) return undefined;
    const entry = this.contentEntry(line.number, `${canonical}: ${field.value}`, comment);
    if (this.tooLongForGoogle(line, entry.text)) return undefined;
    entry.key = field.key;
    entry.value = field.value;
    return entry;
  }

  /** The key Google reads a non-canonical field name as (a typo or a longer name it matches by prefix), if a known one. */
  private googleKeyOf(line: SyntaxLine, key: string): string | undefined {
    if (!this.google && !this.options.repairTypos) return undefined;
    const field = directiveReaderOf('google', this.document.encoding === 'latin1')(line);
    if (field === undefined || field.key === key) return undefined;
    return field.kind !== 'other' || field.key === 'sitemap' ? field.key : undefined;
  }

  /** Google cuts lines at GOOGLE_MAX_LINE_BYTES: a line near the limit keeps its text where it is. */
  private tooLongForGoogle(line: SyntaxLine, text: string): boolean {
    if (!this.google) return false;
    const length = Math.max(line.contentEnd - line.offset, text.length);
    if (length * 3 < GOOGLE_MAX_LINE_BYTES - 8) return false;
    return utf8Length(line.source, line.offset, line.contentEnd) >= GOOGLE_MAX_LINE_BYTES - 8 || utf8Length(text, 0, text.length) >= GOOGLE_MAX_LINE_BYTES - 8;
  }

  /** The line's content as written, less a byte-order mark it starts with (the BOM option decides that) and spaces and tabs at either end. */
  private contentAsWritten(line: SyntaxLine): string {
    return trimSpaces(this.untrimmedContent(line));
  }

  /** The line's content exactly as written, less a byte-order mark it starts with. */
  private untrimmedContent(line: SyntaxLine): string {
    const content = line.content;
    return line.offset === 0 && content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  }

  private keep(line: SyntaxLine, finding: { code: FormatDiagnosticCode; message: string; spec: Diagnostic['spec'] }): void {
    if (!this.collect) return;
    const start = line.textStart;
    const range = this.document.range({ offset: start, end: Math.max(start, line.contentEnd) });
    this.diagnostics.push({ ...finding, severity: 'info', range });
  }

  /** removeDuplicates: an Allow/Disallow line equal to an earlier one of the same group under every dialect considered. */
  private withoutDuplicates(entries: Entry[], groupOf: readonly Int32Array[]): Entry[] {
    const seen = new Map<string, number>();
    return entries.filter((entry) => {
      if (entry.key !== 'allow' && entry.key !== 'disallow') return true;
      const groups = groupOf.map((groups) => groups[entry.line] ?? 0);
      if (groups.some((group) => group === 0)) return true;
      const id = `${groups.join(',')}\u0000${entry.key}\u0000${entry.value ?? ''}`;
      if (!seen.has(id)) {
        seen.set(id, entry.line);
        return true;
      }
      // A line with a comment is kept: its comment would be lost.
      return entry.commentAt >= 0;
    });
  }

  /** sort: each run of consecutive Allow/Disallow lines, Allow first, then by value; refused where order decides. */
  private sorted(entries: Entry[]): Entry[] {
    const ordered = this.dialects.filter((dialect) => DIALECT_PROPERTIES[dialect].precedence === 'first-match');
    if (ordered.length > 0) {
      this.diagnostics.push({
        code: 'format-sort-refused',
        severity: 'info',
        message: `Rules were not sorted: under ${ordered.join(', ')} the first matching line decides, so their order is meaning. Pass a dialect that decides by the longest match to sort.`,
        range: this.document.range({ offset: 0, end: 0 }),
        spec: cite.draft1996('3.2.2'),
      });
      return entries;
    }
    const result = [...entries];
    const isRule = (entry: Entry | undefined): boolean =>
      entry !== undefined && entry.kind === 'content' && (entry.key === 'allow' || entry.key === 'disallow');
    for (let start = 0; start < result.length;) {
      if (!isRule(result[start])) {
        start++;
        continue;
      }
      let end = start;
      while (isRule(result[end])) end++;
      const run = result.slice(start, end).sort(compareRules);
      result.splice(start, run.length, ...run);
      start = end;
    }
    return result;
  }

  /** sitemapsAtEnd: every Sitemap line moved to the end, in order, unless one may not move. */
  private sitemapsLast(entries: Entry[], closesSomewhere: Uint8Array, frozen: boolean): Entry[] {
    const sitemaps = entries.filter((entry) => entry.key === 'sitemap' && !entry.verbatim);
    if (sitemaps.length === 0) return entries;
    // Every line some dialect reads as a Sitemap must move, or the order of the sitemaps would change.
    const stuck =
      (frozen ? sitemaps[0] : sitemaps.find((entry) => closesSomewhere[entry.line] === 1)) ??
      entries.find((entry) => entry.kind === 'content' && entry.key !== 'sitemap' && entry.line > 0 && this.isSitemapLine(entry.line));
    if (stuck !== undefined) {
      const line = stuck?.line ?? 1;
      const at = this.document.lineStart(line);
      this.diagnostics.push({
        code: 'format-sitemaps-kept',
        severity: 'info',
        message: frozen
          ? 'Sitemap lines were not gathered at the end: the file is longer than the rfc9309 parse limit, and past it they would be lost.'
          : 'Sitemap lines were not gathered at the end: this one may not move (it stays as written, or it closes a draft-1996 record, where an extension line ends the User-agent lines).',
        range: this.document.range({ offset: at, end: at }),
        spec: frozen ? cite.rfc9309('2.5') : cite.draft1996('3.2'),
      });
      return entries;
    }
    const rest = entries.filter((entry) => entry.key !== 'sitemap');
    return [...rest, makeEntry('blank', '', 0, -1, true), ...sitemaps];
  }

  /** Whether a dialect considered reads the line as a Sitemap line (Google: `site-map`, `sitemaps`, a missing colon…). */
  private isSitemapLine(number: number): boolean {
    const line = this.document.line(number) as SyntaxLine;
    const name = line.fieldName;
    if (name !== undefined && fieldKey(name) === 'sitemap') return true;
    return this.google && directiveReaderOf('google', this.document.encoding === 'latin1')(line)?.key === 'sitemap';
  }

  private join(entries: readonly Entry[]): string {
    const eol = this.lineEnd();
    let text = this.options.bom === 'keep' && this.document.text.charCodeAt(0) === 0xfeff && entries[0]?.verbatim !== true ? '\ufeff' : '';
    for (const entry of entries) {
      text += entry.text;
      if (!entry.verbatim) text += eol;
    }
    return text;
  }

  private lineEnd(): string {
    const choice = this.options.lineEnding ?? 'lf';
    if (choice === 'crlf') return '\r\n';
    if (choice === 'lf') return '\n';
    const text = this.document.text;
    const at = text.search(/[\r\n]/);
    if (at < 0) return '\n';
    return text.charCodeAt(at) === 0x0a ? '\n' : text.charCodeAt(at + 1) === 0x0a ? '\r\n' : '\r';
  }
}

/** Allow before Disallow, then by value (code-unit order). */
function compareRules(a: Entry, b: Entry): number {
  if (a.key !== b.key) return a.key === 'allow' ? -1 : 1;
  const x = a.value ?? '';
  const y = b.value ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Asks for a blank line before the last entry and the comment lines right
 * above it: marks the entry there (or the blank line already there), so
 * that no entry moves (a splice per group would be quadratic).
 */
function insertBlankBefore(entries: Entry[]): void {
  let at = entries.length - 1;
  while (at > 0 && entries[at - 1]?.kind === 'comment') at--;
  if (at === 0) return;
  const before = entries[at - 1] as Entry;
  if (before.kind === 'blank') before.placed = true;
  else (entries[at] as Entry).blankBefore = true;
}

/**
 * Where blank lines mean nothing: a blank line before the Sitemap lines that
 * end the file (blank and comment lines among them), and before the comments
 * right above the first of them, unless only such lines, or lines kept as
 * written, come before.
 */
function blankBeforeTrailingSitemaps(entries: readonly Entry[]): void {
  const trailing = (entry: Entry): boolean => !entry.verbatim && (entry.kind !== 'content' || entry.key === 'sitemap');
  let runStart = entries.length;
  while (runStart > 0 && trailing(entries[runStart - 1] as Entry)) runStart--;
  const before = entries[runStart - 1];
  if (before === undefined || before.verbatim) return;
  let first = entries.findIndex((entry, index) => index >= runStart && entry.key === 'sitemap');
  if (first < 0) return;
  while (first > runStart && (entries[first - 1] as Entry).kind === 'comment') first--;
  (entries[first] as Entry).blankBefore = true;
}

/**
 * No blank line at the start or end, never two in a row; where no dialect
 * considered ends records at blank lines, only the ones the layout placed
 * before groups. Verbatim lines stay.
 */
function tidyBlankLines(entries: readonly Entry[], blanksMatter: boolean): Entry[] {
  const result: Entry[] = [];
  for (const entry of entries) {
    if (entry.blankBefore === true) {
      const last = result[result.length - 1];
      if (last !== undefined && last.kind !== 'blank') result.push(makeEntry('blank', '', 0, -1, true));
      else if (last !== undefined) last.placed = true;
    }
    if (entry.kind === 'blank' && !entry.verbatim) {
      if (!blanksMatter && entry.placed !== true) continue;
      const last = result[result.length - 1];
      if (last === undefined || (last.kind === 'blank' && !last.verbatim)) continue;
    }
    result.push(entry);
  }
  while (result.length > 0) {
    const last = result[result.length - 1] as Entry;
    if (last.kind !== 'blank' || last.verbatim) break;
    result.pop();
  }
  return result;
}

/** alignComments: in each run of consecutive lines, trailing comments start in one column. */
function alignComments(entries: Entry[]): void {
  let start = 0;
  while (start < entries.length) {
    let end = start;
    while (end < entries.length && (entries[end] as Entry).kind !== 'blank') end++;
    const run = entries.slice(start, end).filter((entry) => entry.commentAt > 0 && !entry.verbatim);
    // The head is the text before the one space that precedes the comment (never trimmed: a value may end in \v).
    const column = Math.max(0, ...run.map((entry) => entry.commentAt));
    for (const entry of run) {
      const head = entry.text.slice(0, entry.commentAt - 1);
      const comment = entry.text.slice(entry.commentAt);
      entry.text = head.padEnd(column - 1, ' ') + ' ' + comment;
      entry.commentAt = column;
    }
    start = end + 1;
  }
}

/** The line's comment without trailing whitespace (`''` when it has none). */
function trimmedComment(line: SyntaxLine): string {
  const at = line.commentOffset;
  if (at < 0) return '';
  let end = line.contentEnd;
  while (end > at && isSpaceOrTab(line.source.charCodeAt(end - 1))) end--;
  return line.source.slice(at, end);
}

function isSpaceOrTab(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/** `text` without spaces and tabs at either end. */
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isSpaceOrTab(text.charCodeAt(start))) start++;
  while (end > start && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** Where the line's value ends (-1 without one). */
function valueEnd(line: SyntaxLine): number {
  const value = line.fieldValue;
  if (value === undefined || value === '') return -1;
  // The value is the trimmed text before the comment: it ends where the comment starts, less whitespace.
  let end = line.commentOffset >= 0 ? line.commentOffset : line.contentEnd;
  while (end > 0 && (line.source.charCodeAt(end - 1) === 0x20 || line.source.charCodeAt(end - 1) === 0x09)) end--;
  return end;
}

/** The UTF-8 length of `text[start, end)`. */
function utf8Length(text: string, start: number, end: number): number {
  let bytes = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes++;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

// The group structure (src/format/groups.ts as first written).

/** What the dialects say about each line (arrays indexed by line number; index 0 unused). */
interface GroupStructure {
  /** The line starts a group (a User-agent line after a rule, a blank line or nothing) under every dialect. */
  readonly startsEverywhere: Uint8Array;
  /** The line is the first rule (or, in draft-1996, extension) line of its group under some dialect: removing it could merge groups. */
  readonly closesSomewhere: Uint8Array;
  /** Per dialect, the 1-based group number each line is in (0: in none). */
  readonly groupOf: readonly Int32Array[];
}

/**
 * The field kind of a line under a dialect, or undefined when the dialect
 * reads no directive there. `key` is the line's field name in lower case
 * (undefined when the syntax tree finds no field), computed once per line.
 */
type KindReader = (line: SyntaxLine, key: string | undefined) => FieldKind | undefined;

/** Names Google reads as themselves, extension fields (none starts with a name or typo of google/robotstxt's list). */
const GOOGLE_OTHER_KEYS: ReadonlySet<string> = new Set(['sitemap', 'crawl-delay', 'host', 'request-rate', 'visit-time', 'clean-param', 'noindex']);

/** How `dialect` reads each line's kind: the strict readers from the field name alone, Google's through its own reader. */
function kindReaderOf(dialect: Dialect, latin1: boolean): KindReader {
  const properties = DIALECT_PROPERTIES[dialect];
  if (properties.lenientLines) {
    const read = directiveReaderOf(dialect, latin1);
    return (line, key) => {
      // Google reads these three names as the strict readers do (a name is matched by prefix, and each is its own
      // prefix), unless the line is long enough for Google to cut it or starts the file (a byte-order mark).
      if (key !== undefined && line.offset > 0 && line.contentEnd - line.offset < 4000) {
        if (key === 'user-agent' || key === 'allow' || key === 'disallow') return key;
        if (GOOGLE_OTHER_KEYS.has(key)) return 'other';
      }
      const kind = line.kind;
      if (kind === 'blank' || kind === 'comment') return undefined;
      return read(line)?.kind;
    };
  }
  const allow = properties.allowLines;
  return (_line, key) => {
    if (key === undefined) return undefined;
    if (key === 'user-agent' || key === 'disallow') return key;
    if (key === 'allow' && allow) return 'allow';
    return 'other';
  };
}

/** One dialect's reading as the pass goes. */
interface DialectState {
  /** Lines are read as Google reads them. */
  readonly lenient: boolean;
  /** `Allow` is a rule (else an extension field). */
  readonly allow: boolean;
  readonly blankEnds: boolean;
  readonly extensionCloses: boolean;
  readonly groups: Int32Array;
  /** The current group's number (0: none open). */
  group: number;
  /** A rule line was seen in the current group: the next User-agent line starts a new one. */
  closed: boolean;
  /** How many groups were made so far. */
  made: number;
}

/** Follows the group structure of a document's `lines` under each of `dialects` (see {@link GroupStructure}); `latin1`: decoded from bytes as Latin-1. */
function groupStructure(lines: readonly SyntaxLine[], dialects: readonly Dialect[], latin1: boolean): GroupStructure {
  const count = lines.length;
  const startsEverywhere = new Uint8Array(count + 1).fill(1);
  const closesSomewhere = new Uint8Array(count + 1);
  const groupOf: Int32Array[] = [];
  const google = dialects.find((dialect) => DIALECT_PROPERTIES[dialect].lenientLines);
  const readGoogle = google === undefined ? undefined : kindReaderOf(google, latin1);
  const states: DialectState[] = dialects.map((dialect) => {
    const properties = DIALECT_PROPERTIES[dialect];
    const groups = new Int32Array(count + 1);
    groupOf.push(groups);
    return {
      lenient: properties.lenientLines,
      allow: properties.allowLines,
      blankEnds: properties.blankLinesEndRecords,
      extensionCloses: properties.extensionLinesAreRuleLines,
      groups,
      group: 0,
      closed: false,
      made: 0,
    };
  });
  for (let number = 1; number <= count; number++) {
    const line = lines[number - 1] as SyntaxLine;
    const name = line.fieldName;
    const key = name === undefined ? undefined : fieldKey(name);
    if (key === undefined && line.kind === 'blank') {
      startsEverywhere[number] = 0;
      for (const state of states) if (state.blankEnds) state.group = 0;
      continue;
    }
    // Each line read once per way of reading: strictly (from the field name) and, when google is considered, as Google does.
    const strict: FieldKind | undefined = key === undefined ? undefined : key === 'user-agent' || key === 'disallow' || key === 'allow' ? key : 'other';
    const lenient = readGoogle === undefined ? undefined : readGoogle(line, key);
    let startsAll = true;
    for (const state of states) {
      const kind = state.lenient ? lenient : strict === 'allow' && !state.allow ? 'other' : strict;
      let starts = false;
      if (kind === 'user-agent') {
        // A User-agent line after a rule starts a new group.
        if (state.group === 0 || state.closed) {
          state.group = ++state.made;
          state.closed = false;
          starts = true;
        }
      } else if ((kind === 'allow' || kind === 'disallow' || (kind === 'other' && state.extensionCloses)) && state.group !== 0 && !state.closed) {
        state.closed = true;
        closesSomewhere[number] = 1;
      }
      if (!starts) startsAll = false;
      state.groups[number] = kind === undefined ? 0 : state.group;
    }
    if (!startsAll) startsEverywhere[number] = 0;
  }
  return { startsEverywhere, closesSomewhere, groupOf };
}
