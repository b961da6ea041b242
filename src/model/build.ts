/**
 * The model builder: walks the syntax tree's lines once and forms records
 * (1994, draft-1996, revisited-1996) or groups (rfc9309, google) by the dialect's rules.
 *
 * What differs between dialects is read from {@link DIALECT_PROPERTIES}:
 *
 * - `blankLinesEndRecords` (1994, draft-1996, revisited-1996): a blank line ends the record;
 * - a User-agent line after a rule starts a new record or group, and
 *   with `extensionLinesAreRuleLines` (draft-1996) after an extension line too;
 * - `parseLimit` (rfc9309): only the first bytes are read;
 * - `percent`: the form each rule's pattern is stored in ({@link patternFormOf});
 * - `valueLists` (revisited-1996): a Disallow value is a list of path roots, one rule each.
 *
 * Rules before any User-agent are ignored in every dialect (A-6, RFC 9309
 * §2.2.2). Comment-only lines and lines that hold no directive never end anything.
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { parse } from '../syntax/parse.ts';
import type { LineView, SyntaxDocument, SyntaxLine } from '../syntax/tree.ts';
import { DEFAULT_PARSE_LIMIT, DIALECT_PROPERTIES, DIALECTS, type Dialect } from './dialect.ts';
import { directiveScannerOf, emptyDirectiveLine, fieldOf, googleEscapeLatin1Pattern, scanDirective, type DirectiveLine } from './directives.ts';
import { isPlainRfc9309Pattern, patternFormOf, rewriteRfc9309Pattern } from './patterns.ts';
import { pathRoots } from './revisited-1996.ts';
import type { ContentSignalLine, ContentUsageRule, Field, Group, LineRef, RobotsModel, Rule } from './types.ts';
import { parseContentSignal, parseContentUsageValue } from './usage.ts';

/** Options of {@link buildModel}. */
export interface BuildOptions {
  /** rfc9309: bytes (UTF-8) to parse; the rest is ignored. Default `DEFAULTS.compile.parseLimit` (500 KiB). */
  readonly parseLimit?: number;
  /**
   * Every dialect: the text is the head of a longer file, cut by a reader at its byte limit. A last
   * line without a line end was cut short, so it is not read.
   */
  readonly truncated?: boolean;
}

/**
 * What the model walker ({@link walkModel}) tells about each directive line it
 * reads, in file order. The grouping itself (where a record or group starts,
 * which lines close it) is the walker's alone: a sink only records. The full
 * model ({@link buildModel}) and the compact form a compiled file keeps
 * (`compactModel`, src/model/compact.ts) are two sinks of one walk.
 *
 * The {@link DirectiveLine} handed over is the walker's scratch object: a sink
 * copies what it keeps (e.g. with `fieldOf`) before it returns.
 *
 * @internal
 */
export interface ModelSink {
  /** A User-agent line starts a new record or group (called before {@link agent} for that line). */
  startGroup(directive: DirectiveLine): void;
  /** A User-agent line of the current group. */
  agent(directive: DirectiveLine): void;
  /** An Allow or Disallow line; `inGroup` false: before any User-agent (or after a record ended), ignored. Its rules follow. */
  ruleLine(directive: DirectiveLine, inGroup: boolean): void;
  /** One rule of the rule line just told (revisited-1996: one per path root, R-5); `order` counts the file's rules from 0. */
  rule(directive: DirectiveLine, value: string, pattern: string, order: number, inGroup: boolean): void;
  /** Any other directive line (Sitemap, Crawl-delay, Content-Usage, …). */
  other(directive: DirectiveLine, inGroup: boolean): void;
  /**
   * Optional: every line the walk reads (blank, comment and invalid lines too), before the walk tells
   * the sink what its directive is, with that directive as the dialect's scanner read it (`undefined`:
   * the line holds none, or is a blank line that ends a record). The linter checks each line here, so that
   * its line checks and its model are one pass over the lines and read each line once
   * (`src/lint/lint-model.ts`). Both are the walker's scratch objects: read them, keep nothing.
   */
  line?(line: LineView, directive: DirectiveLine | undefined): void;
}

/** What {@link walkModel} found besides what it told its sink. */
export interface WalkResult {
  /** Where the reading stopped, if it stopped before the end: rfc9309's parse limit, or the start of a last line a reader cut short. */
  readonly truncatedAt: number | undefined;
  /** True when the reading stopped at a last line the reader cut short (`truncated`), rather than at the parse limit. */
  readonly cutLine: boolean;
  /** How many lines the walk read (from line 1 on): every line of the document, or rfc9309's lines within the parse limit. */
  readonly linesRead: number;
}

/** How `dialect` writes the rule patterns of `document` (Google reads a Latin-1-decoded text as bytes: docs/spec/google.md §2.1, §2.10). */
function patternFormIn(document: SyntaxDocument, dialect: Dialect): (value: string) => string {
  return document.encoding === 'latin1' && DIALECT_PROPERTIES[dialect].percent === 'escape-pattern' ? googleEscapeLatin1Pattern : patternFormOf(dialect);
}

/**
 * Walks the lines of `document` once under `dialect`, forming records (1994,
 * draft-1996, revisited-1996) or groups (rfc9309, google) by the dialect's
 * rules, and tells `sink` what each directive line is. Never throws.
 *
 * @internal
 */
export function walkModel(document: SyntaxDocument, dialect: Dialect, options: BuildOptions, sink: ModelSink): WalkResult {
  keptAlive ??= keepWalkShapesAlive();
  const properties = DIALECT_PROPERTIES[dialect];
  const recordsEndAtBlankLines = properties.blankLinesEndRecords;
  const extensionsAreRuleLines = properties.extensionLinesAreRuleLines;
  const usageLinesAreRuleLines = properties.usageLinesAreRuleLines;
  const patternOf = patternFormIn(document, dialect);
  // The default dialect's form called directly, as the scanner is (see scanDirective).
  const normalizes = properties.percent === 'normalize';
  // Google reads bytes: a Latin-1-decoded text is one byte per char (docs/spec/google.md §2.1, §2.10).
  const latin1 = document.encoding === 'latin1';
  // The dialect's directive scanner (directiveScannerOf), called directly: see scanDirective.
  const lenientLines = properties.lenientLines;
  const allowLines = properties.allowLines;
  const limited = properties.parseLimit ? linesWithinLimit(document, options.parseLimit ?? DEFAULT_PARSE_LIMIT) : undefined;
  const lines = options.truncated === true ? withoutCutLine(document, limited) : limited;
  const valuesAreLists = properties.valueLists;
  const directive = emptyDirectiveLine();
  let inGroup = false;
  /** A rule line was seen in the current group: the next User-agent line starts a new one. */
  let closed = false;
  let ruleCount = 0;

  // Line by line, read in place: one cursor and one directive object for the whole scan (a file of millions of lines makes no object per line).
  const lineCount = lines?.count ?? document.lineCount;
  const line = document.cursor();
  for (let number = 1; number <= lineCount; number++) {
    line.moveTo(number);
    if (recordsEndAtBlankLines && line.kind === 'blank') {
      sink.line?.(line, undefined);
      inGroup = false;
      continue;
    }
    if (!scanDirective(line, lenientLines, allowLines, latin1, directive)) {
      sink.line?.(line, undefined);
      continue;
    }
    const kind = directive.kind;
    // A rule line's pattern is found before the line hook is called, so that the hook learns whether the value is
    // plain (DirectiveLine.plainValue: the linter's line checks then skip their own scan of it).
    let pattern = '';
    if (kind === 'allow' || kind === 'disallow') {
      const value = directive.value;
      const plain = normalizes && !valuesAreLists && isPlainRfc9309Pattern(value);
      directive.plainValue = plain;
      if (!valuesAreLists) pattern = plain ? value : normalizes ? rewriteRfc9309Pattern(value) : patternOf(value);
    }
    sink.line?.(line, directive);
    switch (kind) {
      case 'user-agent':
        if (!inGroup || closed) {
          inGroup = true;
          closed = false;
          sink.startGroup(directive);
        }
        sink.agent(directive);
        break;
      case 'allow':
      case 'disallow': {
        sink.ruleLine(directive, inGroup);
        if (valuesAreLists) {
          // revisited-1996: each path root of the line is a rule of its own (docs/spec/dialects.md §5.1, R-5).
          for (const root of pathRoots(directive.value)) sink.rule(directive, root, patternOf(root), ruleCount++, inGroup);
        } else {
          sink.rule(directive, directive.value, pattern, ruleCount++, inGroup);
        }
        if (inGroup) closed = true;
        break;
      }
      case 'other':
        sink.other(directive, inGroup);
        // rfc9309 reads Content-Usage as AIPREF's rule line, which closes the group (docs/spec/extensions.md
        // §1.4 Ex. 7: Google's parser does not); draft-1996 closes a record at any extension line.
        if (inGroup && (extensionsAreRuleLines || (usageLinesAreRuleLines && directive.key === 'content-usage'))) closed = true;
        break;
    }
  }
  return { truncatedAt: lines?.truncatedAt, cutLine: lines?.cutLine === true, linesRead: lineCount };
}

interface GroupDraft {
  index: number;
  agents: Field[];
  rules: Rule[];
  extensions: Field[];
  contentUsage: ContentUsageRule[];
  contentSignals: ContentSignalLine[];
  /** The first User-agent line's ref (set by the first {@link ModelSink.agent}). */
  start: LineRef | undefined;
  end: LineRef | undefined;
}

/** The sink that makes the full {@link RobotsModel}: a Field per directive line, a Rule per rule. */
class FullModelSink implements ModelSink {
  readonly groups: GroupDraft[] = [];
  readonly fields: Field[] = [];
  readonly ignoredRules: Rule[] = [];
  readonly sitemaps: string[] = [];
  private current: GroupDraft | undefined = undefined;
  /** The Field of the rule line being told. */
  private ruleLineField: Field | undefined = undefined;

  constructor(
    /** revisited-1996: a rule line's value is a list of path roots, each a Rule of its own. */
    private readonly valuesAreLists: boolean,
    /** The dialect's rule form, for Content-Usage paths. */
    private readonly patternOf: (value: string) => string,
  ) {}

  startGroup(): void {
    this.current = { index: this.groups.length, agents: [], rules: [], extensions: [], contentUsage: [], contentSignals: [], start: undefined, end: undefined };
    this.groups.push(this.current);
  }

  agent(directive: DirectiveLine): void {
    const current = this.current as GroupDraft;
    const field = fieldOf(directive);
    this.fields.push(field);
    current.agents.push(field);
    current.start ??= field.ref;
    current.end = field.ref;
  }

  ruleLine(directive: DirectiveLine, inGroup: boolean): void {
    if (!inGroup) this.current = undefined;
    const field = fieldOf(directive);
    this.ruleLineField = field;
    this.fields.push(field);
    if (this.current) this.current.end = field.ref;
  }

  rule(_directive: DirectiveLine, value: string, pattern: string, order: number): void {
    const field = this.ruleLineField as Field;
    const target = this.current ? this.current.rules : this.ignoredRules;
    if (this.valuesAreLists) {
      target.push({ kind: field.kind as Rule['kind'], value, pattern, ref: field.ref, order });
    } else {
      // One object is both the line's Field and its Rule (a rule line costs one object, not two).
      const rule = ruleField(field, pattern, order);
      this.fields[this.fields.length - 1] = rule;
      target.push(rule);
    }
  }

  other(directive: DirectiveLine, inGroup: boolean): void {
    if (!inGroup) this.current = undefined;
    const field = fieldOf(directive);
    this.fields.push(field);
    if (field.key === 'sitemap' && field.value !== '') this.sitemaps.push(field.value);
    const current = this.current;
    if (!current) return;
    current.extensions.push(field);
    current.end = field.ref;
    // AI usage preferences, read into typed lines (docs/spec/extensions.md §1.3, §2.3).
    if (field.key === 'content-usage') current.contentUsage.push(contentUsageRule(field, this.patternOf));
    else if (field.key === 'content-signal') current.contentSignals.push({ value: field.value, statement: parseContentSignal(field.value), ref: field.ref });
  }
}

/** Builds the model of `document` under `dialect`. Never throws. */
export function buildModel(document: SyntaxDocument, dialect: Dialect, options: BuildOptions = {}): RobotsModel {
  const properties = DIALECT_PROPERTIES[dialect];
  const sink = new FullModelSink(properties.valueLists, patternFormIn(document, dialect));
  const { truncatedAt, cutLine } = walkModel(document, dialect, options, sink);
  const { ignoredRules } = sink;

  // One finding per line, though a revisited-1996 line may hold several path roots.
  const ignoredLines = ignoredRules.filter((rule, i) => i === 0 || ignoredRules[i - 1]?.ref !== rule.ref);
  const diagnostics: Diagnostic[] = ignoredLines.map((rule) => ({
    code: 'rule-outside-group',
    severity: 'warning' as const,
    message: `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} line comes before any User-agent line, so it applies to no robot and is ignored; put a User-agent line above it.`,
    range: document.range({ offset: rule.ref.offset, end: rule.ref.offset + rule.ref.text.trimStart().length }),
    spec: properties.unit === 'group' ? cite.rfc9309('2.2.2') : cite.standard1994('The Format'),
  }));
  if (truncatedAt !== undefined && cutLine) {
    diagnostics.push({
      code: 'truncated-line',
      severity: 'warning',
      message:
        'The file was cut here, at the limit of bytes read, in the middle of this line: the line is not read, since part of a rule could mean what the author never wrote (`Allow: /public-data` cut to `Allow: /`).',
      range: document.range({ offset: truncatedAt, end: document.text.length }),
      spec: cite.rfc9309('2.5'),
    });
  } else if (truncatedAt !== undefined) {
    diagnostics.push({
      code: 'parse-limit-exceeded',
      severity: 'warning',
      message: `The file is longer than the parse limit of ${options.parseLimit ?? DEFAULT_PARSE_LIMIT} bytes; everything from here on is ignored. Keep robots.txt under 500 KiB.`,
      range: document.range({ offset: truncatedAt, end: document.text.length }),
      spec: cite.rfc9309('2.5'),
    });
  }
  return {
    dialect,
    groups: sink.groups.map((group): Group => ({
      index: group.index,
      agents: exactList(group.agents),
      rules: exactList(group.rules),
      extensions: exactList(group.extensions),
      contentUsage: exactList(group.contentUsage),
      contentSignals: exactList(group.contentSignals),
      start: group.start as LineRef,
      end: group.end as LineRef,
    })),
    fields: exactList(sink.fields),
    ignoredRules: exactList(ignoredRules),
    sitemaps: exactList(sink.sitemaps),
    diagnostics: exactList(diagnostics),
    ...(truncatedAt !== undefined ? { truncatedAt } : {}),
  };
}

/** See {@link keepWalkShapesAlive}. */
let keptAlive: readonly object[] | undefined;

/**
 * One object of each class a model walk makes and drops (the cursor, a line, the reused directive), made
 * through the same steps as in a walk over a two-line text and kept for as long as the module is
 * loaded (made on the first walk). V8 throws optimised code away when a hidden class it was compiled
 * for dies in a full garbage collection ("reason: weak objects" under `--trace-deopt`), and between
 * two walks none of these objects is alive: every full collection (a crawler's, the bench's between
 * passes) sent the walk, the line reader and the directive scanners back to the interpreter. `warmUp()`
 * does not cover this: it keeps compiled files, not a walk's transient objects. Measured with both
 * keep-alives (this one and `keepSinkShapesAlive` in compact.ts) removed against kept, same machine
 * (`bench/run.mjs --only=matcher,workload`, which calls `warmUp()` and collects garbage between passes):
 * `compile` over corpus/top-sites took 2.5–3.4 s instead of 1.3–1.5 s per dialect, the crawler's
 * workload at 1 question per file 344 ms instead of 225 ms of CPU (rfc9309), and 50 `compile` +
 * `isAllowed` calls right after a full collection a median of 23–31 ms instead of 2–12 ms, with or
 * without `warmUp()`. A few small objects, made once, for that: kept. This walk and that sink are the
 * measured core, where such work is allowed (docs/performance.md).
 */
function keepWalkShapesAlive(): readonly object[] {
  const document = parse('User-agent: *\nDisallow: /\n');
  // As walkModel reads lines: one cursor, moved from line to line; and a line object, as rfc9309's parse limit reads one.
  const line = document.cursor();
  line.moveTo(1);
  line.moveTo(2);
  const kept: object[] = [document, line, document.line(2) as SyntaxLine];
  for (const dialect of DIALECTS) {
    const directive = emptyDirectiveLine();
    directiveScannerOf(dialect)(line, directive);
    kept.push(directive);
  }
  return kept;
}

/** A `Content-Usage` field read as a rule: its path compared as the dialect compares Allow/Disallow patterns. */
function contentUsageRule(field: Field, patternOf: (value: string) => string): ContentUsageRule {
  const { path, statement } = parseContentUsageValue(field.value);
  return { value: field.value, path, pattern: path === undefined ? undefined : patternOf(path), statement, ref: field.ref };
}

/** The list every empty list of a model shares (a model is read-only). */
export const NO_ITEMS: readonly never[] = Object.freeze([]);

/**
 * A copy of `list` without the spare room `push` left behind (a list grown by
 * `push` keeps room for 16 more items, a long one for up to half again its
 * length): most of a file's lists hold one or two items (a group's User-agent
 * lines, its extensions), and a compiled file is kept for as long as a
 * crawler caches it. Copying costs less than the slack.
 */
export function exactList<T>(list: T[]): readonly T[] {
  return list.length === 0 ? NO_ITEMS : list.slice();
}

/** A rule line's Field and Rule as one object: the field's properties, then `pattern` and `order`. */
export function ruleField(field: Field, pattern: string, order: number): Field & Rule {
  const kind = field.kind as Rule['kind'];
  // Google's reader sets `typo` and `missingColon` only on the lines it reads leniently.
  if (field.typo !== undefined || field.missingColon !== undefined)
    return { kind, name: field.name, key: field.key, value: field.value, ref: field.ref, typo: field.typo, missingColon: field.missingColon, pattern, order };
  return { kind, name: field.name, key: field.key, value: field.value, ref: field.ref, pattern, order };
}

/** How many lines (from line 1) are read, and where reading stopped when it stopped early. */
interface LinesRead {
  readonly count: number;
  readonly truncatedAt?: number;
  /** The stop is at a last line the reader cut short (not at the parse limit). */
  readonly cutLine?: boolean;
}

/**
 * How many lines end within the first `limit` bytes (UTF-8) of the document.
 * A line that crosses the limit is dropped whole: half a rule could mean
 * something the author never wrote. Found from the line starts alone: the
 * lines past the limit are never read.
 */
function linesWithinLimit(document: SyntaxDocument, limit: number): LinesRead {
  const { text, lineCount } = document;
  // Fast path: even at 3 bytes per UTF-16 unit the text fits.
  if (text.length * 3 <= limit) return { count: lineCount };
  const cut = utf8PrefixEnd(text, limit);
  // The first line whose content ends past the cut (its line end may cross it): the line
  // after the last one starting at or before the cut, unless that one's content ends by the cut.
  let low = 0;
  let high = lineCount;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (document.lineStart(middle + 1) > cut) high = middle;
    else low = middle + 1;
  }
  // `low` lines start at or before the cut; the last of them may still end past it.
  const last = low > 0 ? (document.line(low) as SyntaxLine) : undefined;
  const count = last !== undefined && last.contentEnd > cut ? low - 1 : low;
  return count < lineCount ? { count, truncatedAt: document.lineStart(count + 1) } : { count };
}

/**
 * The lines to read of a text that a reader cut at its byte limit: `limited` (or every line), less
 * the last line when the cut fell inside it, that is, when it has text but no line end. Half a rule
 * could mean something the author never wrote, as at the parse limit.
 */
function withoutCutLine(document: SyntaxDocument, limited: LinesRead | undefined): LinesRead | undefined {
  const { lineCount } = document;
  // The parse limit already stopped before the last line.
  if (limited !== undefined && limited.count < lineCount) return limited;
  const last = lineCount > 0 ? document.line(lineCount) : undefined;
  if (last === undefined || last.end > last.contentEnd || last.end === last.offset) return limited;
  return { count: lineCount - 1, truncatedAt: last.offset, cutLine: true };
}

/** The first character outside ASCII. */
const NON_ASCII = /[^\x00-\x7f]/;

/** Encodes the heads of long texts (`encodeInto` counts their UTF-8 bytes natively). */
let encoder: TextEncoder | undefined;
/** The buffer {@link utf8PrefixEnd} encodes into (limits up to the default), made on first use and reused. */
let headBuffer: Uint8Array | undefined;

/**
 * The longest prefix `text[0, end)` whose UTF-8 encoding fits in `maxBytes`: its end (never inside a surrogate pair;
 * a lone surrogate counts 3 bytes, as U+FFFD).
 */
function utf8PrefixEnd(text: string, maxBytes: number): number {
  // Up to the first non-ASCII character, one unit is one byte: find it with a native search.
  const head = text.length > maxBytes ? text.slice(0, maxBytes) : text;
  const firstNonAscii = head.search(NON_ASCII);
  if (firstNonAscii < 0) return head.length;
  if (maxBytes >= 0 && maxBytes <= DEFAULT_PARSE_LIMIT) {
    // `encodeInto` stops before the first character that does not fit and says how many units it read: the
    // answer, natively (counting a 500 KB head in JavaScript cost ~10 % of compiling the corpus).
    const buffer = (headBuffer ??= new Uint8Array(DEFAULT_PARSE_LIMIT)).subarray(0, maxBytes);
    return (encoder ??= new TextEncoder()).encodeInto(head, buffer).read;
  }
  let bytes = firstNonAscii;
  for (let i = firstNonAscii; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (bytes > maxBytes) return i;
    if (pair) i++;
  }
  return text.length;
}
