/**
 * `format`: the canonical layout of a robots.txt, never a change of meaning.
 *
 * The formatter works on the lossless syntax tree, line by line: a directive
 * line is rewritten as `Name: value # comment` (canonical field name, one
 * space after the colon, one before a trailing comment), comment lines lose
 * their indentation, lines it cannot rewrite safely stay as written with a
 * diagnostic, and blank lines are placed by the group structure.
 *
 * **Meaning first.** Without a `dialect`, every change keeps every verdict
 * under every dialect of {@link DIALECTS}: in 1994, draft-1996 and
 * revisited-1996 a blank line ends a record (`blankLinesEndRecords`), so a
 * blank line is only ever added before a line that starts a group under every
 * dialect, and never removed inside a record; the value of a line is never
 * touched (revisited-1996 reads its inner whitespace as a list separator,
 * the others read it literally). With a `dialect`, the formatter uses that
 * dialect's freedom (in rfc9309 and google, blank lines mean nothing).
 * `docs/formatting.md` is the guide.
 *
 * How it runs: one pass over the lines, each read in place (no line object
 * per line), follows every dialect's grouping at once (`groups.ts`) and adds
 * one entry per line to a compact table (`layout.ts`); a line already in the
 * canonical layout is kept as a slice of the source, and runs of such lines
 * are written as one slice. The opt-in rewrites, the blank-line rules and
 * the alignment then work on lists of entry numbers.
 * `test/format/reference.test.ts` holds it to the formatter as first written.
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import type { Diagnostic, FormatDiagnosticCode } from '../diagnostics/diagnostic.ts';
import { DEFAULT_PARSE_LIMIT, DIALECT_PROPERTIES, DIALECTS, GOOGLE_MAX_LINE_BYTES, type Dialect } from '../model/dialect.ts';
import { directiveReaderOf, fieldKey } from '../model/directives.ts';
import { parse } from '../syntax/parse.ts';
import { SyntaxDocument, type LineView, type SyntaxLine } from '../syntax/tree.ts';
import { GroupTracker } from './groups.ts';
import {
  alignComments,
  BLANK,
  BLANK_BEFORE,
  COMMENT,
  CONTENT,
  EntryTable,
  insertBlankBefore,
  joinEntries,
  KEY_ALLOW,
  KEY_DISALLOW,
  KEY_SITEMAP,
  keyCodeOf,
  KIND_MASK,
  tidyBlankLines,
  VERBATIM,
} from './layout.ts';

/** Options of {@link format}. Every option keeps the meaning (see the module notes). */
export interface FormatOptions {
  /**
   * The dialect whose meaning must be kept. Default: none, which keeps the
   * meaning under every dialect of {@link DIALECTS} (and so changes less).
   */
  dialect?: Dialect;
  /** The line end of the output: `lf` (default), `crlf`, or `preserve` (the file's first line end). */
  lineEnding?: 'lf' | 'crlf' | 'preserve';
  /** A byte-order mark at the start: `drop` (default) or `keep`. */
  bom?: 'drop' | 'keep';
  /** Align the trailing comments of consecutive lines to one column (default false: one space before each). */
  alignComments?: boolean;
  /** Gather the Sitemap lines at the end of the file, in their order (default false). */
  sitemapsAtEnd?: boolean;
  /** Remove an Allow or Disallow line that repeats one earlier in the same group (default false). */
  removeDuplicates?: boolean;
  /**
   * Repair Google's accepted typos (`Dissallow`, `useragent`, …) and missing
   * colons (`Disallow /x`): only when the `dialect` is one that reads them so
   * (`lenientLines`, i.e. google). Default false.
   */
  repairTypos?: boolean;
  /**
   * Sort each run of consecutive Allow/Disallow lines (Allow first, then by
   * path): only when no dialect considered decides by file order
   * (draft-1996's first match), so only with such a `dialect`. Default false.
   */
  sort?: boolean;
  /** rfc9309's parse limit in bytes, as given to `compile` (default `DEFAULTS.compile.parseLimit`). */
  parseLimit?: number;
}

/** What {@link formatWithDiagnostics} returns. */
export interface FormatResult {
  /** The formatted text. */
  readonly text: string;
  /** Why lines were left as written or options not applied (codes `format-…`), in line order. */
  readonly diagnostics: readonly Diagnostic[];
  /** Whether `text` differs from the input text. */
  readonly changed: boolean;
}

/** The canonical spelling of each known field name, by its lower-case key. */
export const CANONICAL_FIELD_NAMES: ReadonlyMap<string, string> = new Map([
  ['user-agent', 'User-agent'],
  ['disallow', 'Disallow'],
  ['allow', 'Allow'],
  ['sitemap', 'Sitemap'],
  ['crawl-delay', 'Crawl-delay'],
  ['host', 'Host'],
  ['request-rate', 'Request-rate'],
  ['visit-time', 'Visit-time'],
  ['clean-param', 'Clean-param'],
]);

/**
 * Formats a robots.txt in the canonical layout, keeping its meaning (see
 * {@link FormatOptions} and `docs/formatting.md`). Never throws.
 *
 * @example
 * ```ts
 * format('user-agent:*\n  disallow : /tmp/   #scratch\n\n\n');
 * // 'User-agent: *\nDisallow: /tmp/ #scratch\n'
 * ```
 */
export function format(input: string | Uint8Array | SyntaxDocument, options: FormatOptions = {}): string {
  return runFormat(input, options, false).text;
}

/**
 * {@link format}, also returning why lines were left as written and whether
 * anything changed.
 *
 * @example
 * ```ts
 * const { text, diagnostics, changed } = formatWithDiagnostics('User-agent: *\nDisallow: /a#b\n');
 * diagnostics[0]?.code; // 'format-value-with-hash'
 * ```
 */
export function formatWithDiagnostics(input: string | Uint8Array | SyntaxDocument, options: FormatOptions = {}): FormatResult {
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

const SPACE = 0x20;

/** One format run over one document. */
class FormatContext {
  readonly diagnostics: Diagnostic[] = [];
  private readonly document: SyntaxDocument;
  private readonly source: string;
  private readonly dialects: readonly Dialect[];
  private readonly options: FormatOptions;
  /** Google's reading is considered: its typos, its two-word lines and its line-length limit. */
  private readonly google: boolean;
  private readonly repair: boolean;
  private readonly collect: boolean;
  private readonly table: EntryTable;

  constructor(document: SyntaxDocument, dialects: readonly Dialect[], options: FormatOptions, collect: boolean) {
    this.collect = collect;
    this.document = document;
    this.source = document.text;
    this.dialects = dialects;
    this.options = options;
    this.google = dialects.some((dialect) => DIALECT_PROPERTIES[dialect].lenientLines);
    this.repair = options.repairTypos === true && lenientOnly(dialects);
    this.table = new EntryTable(document.text, document.lineCount, options.removeDuplicates === true || options.sort === true);
  }

  run(): string {
    const document = this.document;
    const count = document.lineCount;
    const table = this.table;
    const frozen = this.frozenLines();
    const groups = new GroupTracker(this.dialects, document.encoding === 'latin1', count, {
      closes: this.options.sitemapsAtEnd === true,
      groups: this.options.removeDuplicates === true,
    });
    // One cursor for the whole scan, each line read in place.
    const line = document.cursor();
    for (let number = 1; number <= count; number++) {
      line.moveTo(number);
      // The field name and its key: the syntax tree hands out the usual spellings as constants (no copy of the name),
      // and fieldKey knows them by identity.
      let name: string | undefined;
      let key: string | undefined;
      if (line.kind === 'directive') {
        name = line.fieldName as string;
        key = fieldKey(name);
      }
      const startsGroup = groups.read(line, number, key);
      if (number <= frozen) {
        table.addSlice((line.kind === 'blank' ? BLANK : CONTENT) | VERBATIM, number, line.offset, line.end, -1);
        continue;
      }
      const entry = this.addLine(line, number, name, key);
      // One blank line before a group (and the comments right above it), where every dialect starts one anyway.
      if (startsGroup && ((table.flags[entry] as number) & KIND_MASK) === CONTENT) insertBlankBefore(table);
    }
    let order: number[] | undefined;
    if (this.options.removeDuplicates === true) order = this.withoutDuplicates(groups.groupOf);
    if (this.options.sitemapsAtEnd === true) order = this.sitemapsLast(order, groups.closesSomewhere as Uint8Array, frozen > 0);
    const blanksMatter = this.dialects.some((dialect) => DIALECT_PROPERTIES[dialect].blankLinesEndRecords);
    if (!blanksMatter && this.options.sitemapsAtEnd !== true) this.blankBeforeTrailingSitemaps(order);
    const entries = tidyBlankLines(table, order, blanksMatter);
    // Sorted last: runs of rule lines are final once blank lines are.
    if (this.options.sort === true) this.sort(entries);
    if (this.options.alignComments === true) alignComments(table, entries);
    const first = entries[0];
    const verbatimFirst = first !== undefined && first >= 0 && ((table.flags[first] as number) & VERBATIM) !== 0;
    const bom = this.options.bom === 'keep' && this.source.charCodeAt(0) === 0xfeff && !verbatimFirst ? '\ufeff' : '';
    const text = joinEntries(table, entries, this.lineEnd(), bom);
    return text;
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
    const text = this.source;
    const limit = this.options.parseLimit ?? DEFAULT_PARSE_LIMIT;
    if (text.length * 3 <= limit) return 0;
    // Up to the first non-ASCII character, UTF-8 bytes are characters.
    const wide = text.search(/[^\x00-\x7f]/);
    const ascii = wide < 0 ? text.length : wide;
    // Most such files are within the limit: an ASCII text by its length, another by its UTF-8 length, counted
    // natively (a lone surrogate is U+FFFD, three bytes, as utf8Length counts it). Past the limit the cut is looked
    // for line by line.
    if (text.length <= limit && (wide < 0 || utf8LengthAtMost(text, limit))) return 0;
    // When the limit falls before the first non-ASCII character, the lines before it are skipped by a binary search
    // for the last line that starts within the limit.
    let first = 1;
    if (ascii > limit) {
      let high = document.lineCount;
      while (first < high) {
        const middle = (first + high + 1) >>> 1;
        if (document.lineStart(middle) <= limit) first = middle;
        else high = middle - 1;
      }
    }
    let bytes = first > 1 ? document.lineStart(first) : 0;
    for (let number = first; number <= document.lineCount; number++) {
      const start = document.lineStart(number);
      const next = document.lineStart(number + 1);
      bytes += next <= ascii ? next - start : utf8Length(text, start, next);
      if (bytes > limit) {
        const range = document.range({ offset: 0, end: next });
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

  /** Adds the canonical form of one line (or the line as written, with a diagnostic) to the table; returns the entry. */
  private addLine(line: LineView, number: number, name: string | undefined, key: string | undefined): number {
    const table = this.table;
    const source = this.source;
    const kind = line.kind;
    if (kind === 'blank') return table.addSlice(BLANK, number, 0, 0, -1);
    // The comment, less trailing spaces and tabs: [commentStart, commentEnd), or none (-1).
    const commentStart = line.commentOffset;
    let commentEnd = commentStart;
    if (commentStart >= 0) {
      commentEnd = line.contentEnd;
      while (commentEnd > commentStart && isSpaceOrTab(source.charCodeAt(commentEnd - 1))) commentEnd--;
    }
    if (kind === 'comment') return table.addSlice(COMMENT, number, commentStart, commentEnd, -1);
    if (this.google && this.tooLongForGoogle(line, '')) {
      if (this.collect)
        this.keep(line, {
          code: 'format-long-line',
          message: `This line is longer than Google's limit of ${GOOGLE_MAX_LINE_BYTES} bytes, where Google cuts it: moving its text could change what Google reads, so it stays as written.`,
          spec: cite.google('2.3'),
        });
      return this.addUntrimmed(line, number);
    }
    if (kind === 'invalid') {
      if (this.repair) {
        const repaired = this.addRepairedMissingColon(line, commentStart, commentEnd);
        if (repaired >= 0) return repaired;
      }
      if (this.collect)
        this.keep(line, {
          code: 'format-invalid-line-kept',
          message: 'This line holds no directive (no colon, or nothing before it), so it stays as written.',
          spec: cite.standard1994('The Format'),
        });
      return this.addAsWritten(line, number);
    }
    const fieldName = name as string;
    const fieldKeyOf = key as string;
    // A known key is a name without spaces: only an unknown name is looked at.
    const known = canonicalNameOf(fieldKeyOf);
    if (known === undefined && hasSpaceOrTab(fieldName)) {
      if (this.collect)
        this.keep(line, {
          code: 'format-spaced-field-name',
          message: `The field name "${fieldName}" has a space inside, which Google reads as a typo of another name and the other dialects as an unknown field, so it stays as written.`,
          spec: cite.google('2.4'),
        });
      return this.addAsWritten(line, number);
    }
    // The value, as the syntax tree reads it: after the colon and its whitespace, up to the comment, less trailing whitespace.
    const colon = line.colonOffset;
    const stop = commentStart >= 0 ? commentStart : line.contentEnd;
    let valueStart = colon + 1;
    while (valueStart < stop && isSpaceOrTab(source.charCodeAt(valueStart))) valueStart++;
    let valueEnd = stop;
    while (valueEnd > valueStart && isSpaceOrTab(source.charCodeAt(valueEnd - 1))) valueEnd--;
    const hasValue = valueEnd > valueStart;
    if (hasValue && commentStart === valueEnd) {
      if (this.collect)
        this.keep(line, {
          code: 'format-value-with-hash',
          message:
            'The value runs straight into "#": every dialect reads a comment from there, but it may have been meant as part of the path, so the line stays as written. Percent-encode it as %23 if it is.',
          spec: cite.rfc9309('2.2'),
        });
      return this.addAsWritten(line, number);
    }
    let canonical = known;
    let entryKey = canonical === undefined ? undefined : fieldKeyOf;
    if (canonical === undefined) {
      canonical = fieldName;
      const googleKey = this.google ? this.googleKeyOf(line, fieldKeyOf) : undefined;
      if (googleKey !== undefined && this.repair) {
        canonical = CANONICAL_FIELD_NAMES.get(googleKey) ?? fieldName;
        entryKey = googleKey;
      } else if (googleKey !== undefined) {
        if (this.collect)
          if (this.collect)
            this.keep(line, {
              code: 'format-typo-kept',
              message: `Google reads "${fieldName}" as ${CANONICAL_FIELD_NAMES.get(googleKey) ?? googleKey}, the other dialects as an unknown field; the name stays as written (repairTypos with dialect google repairs it).`,
              spec: cite.google('2.4'),
            });
      }
    }
    // The canonical line is `Name: value # comment`: where the source already reads so, the entry is its slice.
    const start = line.textStart;
    let end = colon + 1;
    let same = colon === start + fieldName.length && fieldName === canonical;
    if (same && hasValue) {
      same = valueStart === end + 1 && source.charCodeAt(end) === SPACE;
      end = valueEnd;
    }
    if (same && commentStart >= 0) {
      same = commentStart === end + 1 && source.charCodeAt(end) === SPACE;
      end = commentEnd;
    }
    let entry: number;
    if (same) {
      if (this.google && this.nearGoogleLimit(line, end - start) && this.tooLongForGoogle(line, source.slice(start, end)))
        return this.keepLongLine(line, number);
      entry = table.addSlice(CONTENT, number, start, end, commentStart >= 0 ? commentStart - start : -1);
    } else {
      const head = hasValue ? `${canonical}: ${source.slice(valueStart, valueEnd)}` : `${canonical}:`;
      const text = commentStart >= 0 ? `${head} ${source.slice(commentStart, commentEnd)}` : head;
      if (this.google && this.tooLongForGoogle(line, text)) return this.keepLongLine(line, number);
      entry = table.addText(CONTENT, number, text, commentStart >= 0 ? head.length + 1 : -1);
    }
    if (entryKey !== undefined) table.setKey(entry, keyCodeOf(entryKey), table.values === undefined ? '' : source.slice(valueStart, valueEnd));
    return entry;
  }

  private keepLongLine(line: LineView, number: number): number {
    if (this.collect)
      this.keep(line, {
        code: 'format-long-line',
        message: `This line would be longer than Google's limit of ${GOOGLE_MAX_LINE_BYTES} bytes, where Google cuts it, so it stays as written.`,
        spec: cite.google('2.3'),
      });
    return this.addUntrimmed(line, number);
  }

  /** google + repairTypos: `Disallow /x` (Google's two-word rule) as `Disallow: /x`; -1 when the line is not one. */
  private addRepairedMissingColon(line: LineView, commentStart: number, commentEnd: number): number {
    const field = directiveReaderOf('google', this.document.encoding === 'latin1')(line);
    if (!field?.missingColon) return -1;
    const canonical = CANONICAL_FIELD_NAMES.get(field.key);
    if (canonical === undefined || field.value === '' || /[\s#]/.test(field.value)) return -1;
    const head = `${canonical}: ${field.value}`;
    const text = commentStart >= 0 ? `${head} ${this.source.slice(commentStart, commentEnd)}` : head;
    if (this.tooLongForGoogle(line, text)) return -1;
    const entry = this.table.addText(CONTENT, line.number, text, commentStart >= 0 ? head.length + 1 : -1);
    this.table.setKey(entry, keyCodeOf(field.key), field.value);
    return entry;
  }

  /** The key Google reads a non-canonical field name as (a typo or a longer name it matches by prefix), if a known one. */
  private googleKeyOf(line: LineView, key: string): string | undefined {
    // Every spelling and typo of those names starts with u, a, d or s (Google skips \v and \f too; the first line may start with a BOM).
    if (line.offset > 0) {
      const first = this.source.charCodeAt(line.textStart);
      const lower = first | 0x20;
      if (lower !== 0x75 && lower !== 0x61 && lower !== 0x64 && lower !== 0x73 && first !== 0x0b && first !== 0x0c) return undefined;
    }
    const field = directiveReaderOf('google', this.document.encoding === 'latin1')(line);
    if (field === undefined || field.key === key) return undefined;
    return field.kind !== 'other' || field.key === 'sitemap' ? field.key : undefined;
  }

  /** Whether the line, or its new text of `length` characters, may be near Google's limit (which {@link tooLongForGoogle} tells). */
  private nearGoogleLimit(line: LineView, length: number): boolean {
    return Math.max(line.contentEnd - line.offset, length) * 3 >= GOOGLE_MAX_LINE_BYTES - 8;
  }

  /** Google cuts lines at GOOGLE_MAX_LINE_BYTES: a line near the limit keeps its text where it is. */
  private tooLongForGoogle(line: LineView, text: string): boolean {
    if (!this.nearGoogleLimit(line, text.length)) return false;
    // A character is at least one byte.
    if (Math.max(line.contentEnd - line.offset, text.length) >= GOOGLE_MAX_LINE_BYTES - 8) return true;
    return utf8Length(line.source, line.offset, line.contentEnd) >= GOOGLE_MAX_LINE_BYTES - 8 || utf8Length(text, 0, text.length) >= GOOGLE_MAX_LINE_BYTES - 8;
  }

  /** The line's content exactly as written, less a byte-order mark it starts with (the BOM option decides that). */
  private addUntrimmed(line: LineView, number: number): number {
    const start = line.offset === 0 && this.source.charCodeAt(0) === 0xfeff ? 1 : line.offset;
    return this.table.addSlice(CONTENT, number, start, line.contentEnd, -1);
  }

  /** The line's content as written, less a byte-order mark it starts with and spaces and tabs at either end. */
  private addAsWritten(line: LineView, number: number): number {
    const source = this.source;
    let start = line.offset === 0 && source.charCodeAt(0) === 0xfeff ? 1 : line.offset;
    let end = line.contentEnd;
    while (start < end && isSpaceOrTab(source.charCodeAt(start))) start++;
    while (end > start && isSpaceOrTab(source.charCodeAt(end - 1))) end--;
    return this.table.addSlice(CONTENT, number, start, end, -1);
  }

  /** Reports why a line stays as written (callers ask only when diagnostics are collected: format() makes no message). */
  private keep(line: LineView, finding: { code: FormatDiagnosticCode; message: string; spec: Diagnostic['spec'] }): void {
    const start = line.textStart;
    const range = this.document.range({ offset: start, end: Math.max(start, line.contentEnd) });
    this.diagnostics.push({ ...finding, severity: 'info', range });
  }

  /** removeDuplicates: the entries but an Allow/Disallow line equal to an earlier one of the same group under every dialect considered. */
  private withoutDuplicates(groupOf: readonly Int32Array[]): number[] {
    const table = this.table;
    const values = table.values as string[];
    const seen = new Set<string>();
    const kept: number[] = [];
    for (let entry = 0; entry < table.size; entry++) {
      const key = table.keys[entry] as number;
      if (key !== KEY_ALLOW && key !== KEY_DISALLOW) {
        kept.push(entry);
        continue;
      }
      const line = table.lines[entry] as number;
      const groups = groupOf.map((groups) => groups[line] ?? 0);
      if (groups.some((group) => group === 0)) {
        kept.push(entry);
        continue;
      }
      const id = `${groups.join(',')}\u0000${key}\u0000${values[entry] ?? ''}`;
      // A repeated line with a comment is kept: its comment would be lost.
      if (!seen.has(id)) seen.add(id);
      else if ((table.commentAt[entry] as number) < 0) continue;
      kept.push(entry);
    }
    return kept;
  }

  /** sort: each run of consecutive Allow/Disallow lines, Allow first, then by value; refused where order decides. */
  private sort(entries: number[]): void {
    const ordered = this.dialects.filter((dialect) => DIALECT_PROPERTIES[dialect].precedence === 'first-match');
    if (ordered.length > 0) {
      this.diagnostics.push({
        code: 'format-sort-refused',
        severity: 'info',
        message: `Rules were not sorted: under ${ordered.join(', ')} the first matching line decides, so their order is meaning. Pass a dialect that decides by the longest match to sort.`,
        range: this.document.range({ offset: 0, end: 0 }),
        spec: cite.draft1996('3.2.2'),
      });
      return;
    }
    const table = this.table;
    const values = table.values as string[];
    const isRule = (entry: number | undefined): boolean => {
      if (entry === undefined || entry < 0 || ((table.flags[entry] as number) & KIND_MASK) !== CONTENT) return false;
      const key = table.keys[entry];
      return key === KEY_ALLOW || key === KEY_DISALLOW;
    };
    // Allow before Disallow, then by value (code-unit order); a stable sort keeps equal lines in order.
    const compare = (a: number, b: number): number => {
      const keyA = table.keys[a];
      const keyB = table.keys[b];
      if (keyA !== keyB) return keyA === KEY_ALLOW ? -1 : 1;
      const x = values[a] as string;
      const y = values[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    };
    for (let start = 0; start < entries.length;) {
      if (!isRule(entries[start])) {
        start++;
        continue;
      }
      let end = start;
      while (isRule(entries[end])) end++;
      const run = entries.slice(start, end).sort(compare);
      for (let k = 0; k < run.length; k++) entries[start + k] = run[k] as number;
      start = end;
    }
  }

  /** sitemapsAtEnd: every Sitemap line moved to the end, in order, unless one may not move. */
  private sitemapsLast(order: number[] | undefined, closesSomewhere: Uint8Array, frozen: boolean): number[] {
    const table = this.table;
    const entries = order ?? Array.from({ length: table.size }, (_, entry) => entry);
    const isSitemap = (entry: number): boolean => table.keys[entry] === KEY_SITEMAP;
    const sitemaps = entries.filter((entry) => isSitemap(entry) && ((table.flags[entry] as number) & VERBATIM) === 0);
    if (sitemaps.length === 0) return entries;
    // Every line some dialect reads as a Sitemap must move, or the order of the sitemaps would change.
    const line = (entry: number | undefined): number | undefined => (entry === undefined ? undefined : table.lines[entry]);
    const stuck =
      line(frozen ? sitemaps[0] : sitemaps.find((entry) => closesSomewhere[table.lines[entry] as number] === 1)) ??
      line(
        entries.find(
          (entry) =>
            ((table.flags[entry] as number) & KIND_MASK) === CONTENT &&
            !isSitemap(entry) &&
            (table.lines[entry] as number) > 0 &&
            this.isSitemapLine(table.lines[entry] as number),
        ),
      );
    if (stuck !== undefined) {
      const at = this.document.lineStart(stuck);
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
    return [...entries.filter((entry) => !isSitemap(entry)), -1, ...sitemaps];
  }

  /**
   * Where blank lines mean nothing (rfc9309, google), the layout still puts
   * one before the Sitemap lines that end the file (and the comments right
   * above the first of them), as `writeRobotsTxt` and `sitemapsAtEnd` do;
   * the record dialects keep the blank lines as written. `order` as for
   * {@link tidyBlankLines}.
   */
  private blankBeforeTrailingSitemaps(order: readonly number[] | undefined): void {
    const table = this.table;
    const flags = table.flags;
    const length = order === undefined ? table.size : order.length;
    const entryAt = (k: number): number => (order === undefined ? k : (order[k] as number));
    // The first Sitemap line of the run of Sitemap, comment and blank lines that ends the file, and the line before the run.
    let first = -1;
    let k = length - 1;
    for (; k >= 0; k--) {
      const entry = entryAt(k);
      if (entry < 0) continue;
      const kind = (flags[entry] as number) & KIND_MASK;
      if (((flags[entry] as number) & VERBATIM) !== 0) return;
      if (kind === BLANK || kind === COMMENT) continue;
      if (table.keys[entry] !== KEY_SITEMAP) break;
      first = k;
    }
    if (first < 0 || k < 0) return;
    let start = first;
    while (start > 0 && entryAt(start - 1) >= 0 && ((flags[entryAt(start - 1)] as number) & KIND_MASK) === COMMENT) start--;
    const entry = entryAt(start);
    flags[entry] = (flags[entry] as number) | BLANK_BEFORE;
  }

  /** Whether a dialect considered reads the line as a Sitemap line (Google: `site-map`, `sitemaps`, a missing colon…). */
  private isSitemapLine(number: number): boolean {
    const line = this.document.line(number) as SyntaxLine;
    const name = line.fieldName;
    if (name !== undefined && fieldKey(name) === 'sitemap') return true;
    return this.google && directiveReaderOf('google', this.document.encoding === 'latin1')(line)?.key === 'sitemap';
  }

  private lineEnd(): string {
    const choice = this.options.lineEnding ?? 'lf';
    if (choice === 'crlf') return '\r\n';
    if (choice === 'lf') return '\n';
    const text = this.source;
    const at = text.search(/[\r\n]/);
    if (at < 0) return '\n';
    return text.charCodeAt(at) === 0x0a ? '\n' : text.charCodeAt(at + 1) === 0x0a ? '\r\n' : '\r';
  }
}

/** {@link CANONICAL_FIELD_NAMES}' spelling of a lower-case field key, if a known one (the usual keys are constants: compared by identity). */
function canonicalNameOf(key: string): string | undefined {
  switch (key) {
    case 'disallow':
      return 'Disallow';
    case 'user-agent':
      return 'User-agent';
    case 'allow':
      return 'Allow';
    case 'sitemap':
      return 'Sitemap';
    default:
      return CANONICAL_FIELD_NAMES.get(key);
  }
}

function hasSpaceOrTab(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isSpaceOrTab(text.charCodeAt(i))) return true;
  return false;
}

function isSpaceOrTab(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/** Whether `text` is at most `limit` bytes in UTF-8 (each UTF-16 unit is at least one byte: longer texts are not). */
function utf8LengthAtMost(text: string, limit: number): boolean {
  return text.length <= limit && utf8Length(text, 0, text.length) <= limit;
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
