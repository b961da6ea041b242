/**
 * The checks that read one line at a time: syntax (colons, field names,
 * characters, encoding, size) and values (paths, agents, extension fields).
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import type { LintDiagnosticCode } from '../diagnostics/diagnostic.ts';
import { DEFAULT_PARSE_LIMIT, DIALECT_PROPERTIES, GOOGLE_MAX_LINE_BYTES } from '../model/dialect.ts';
import { fieldKey, readDirective, type DirectiveLine } from '../model/directives.ts';
import { leadingProductToken } from '../match/agent.ts';
import type { SyntaxDocument, LineView } from '../syntax/tree.ts';
import { fixOf, listOf, type DialectFacts, type LintContext } from './context.ts';
import { displayName, EXTENSION_FIELDS, nearestField, type ExtensionField } from './fields.ts';
import { parseContentSignal, parseContentUsageValue } from '../model/usage.ts';
import { StructureScan } from './structure-scan.ts';
import { numberList } from './young.ts';

/**
 * Every per-line check, one line at a time: `check` is called with each line
 * of the document in order (the model walk's line object, re-read in place:
 * nothing here keeps it), with the line-driven structure checks (blank lines
 * inside groups, fields between User-agent lines) in the same pass; `finish`
 * after the last line. The whole-file checks run when it is made.
 */
export class LineChecks {
  private readonly context: LintContext;
  /** False for an HTML page or .htaccess file: one finding says it all, not one per line. */
  readonly robotsTxt: boolean;
  private readonly structure: StructureScan;
  private readonly controls: ControlFinder | undefined;
  /** The primary dialect reads lines as written (not Google's lenient reader): its scanner's name, key and value are the line's own. */
  private readonly readsAsWritten: boolean;
  /** Which families of line checks have a rule on (each skips its work when none is). */
  private readonly on: LineChecksOn;
  private firstHost: { number: number; offset: number; end: number } | undefined = undefined;
  /** The lines whose Allow or Disallow value holds a `*`, ascending. */
  private readonly wildcardLines: number[] = numberList();
  /** The `*`s of the text, found as the lines go by: most files have few, and one native search then answers many lines. */
  private readonly stars: StarFinder;

  constructor(context: LintContext) {
    this.context = context;
    this.on = lineChecksOn(context);
    this.robotsTxt = !checkWholeFile(context);
    this.structure = new StructureScan(context);
    this.readsAsWritten = !DIALECT_PROPERTIES[context.primary].lenientLines;
    this.stars = new StarFinder(context.text);
    // One search of the whole text, only when the rule is on and the file is a robots.txt (an HTML page gets no line
    // checks): most files have no control character, and then no line is searched.
    const firstControl = this.on.controls && this.robotsTxt ? firstControlOf(context.text) : -1;
    this.controls = firstControl >= 0 ? new ControlFinder(context.text, firstControl) : undefined;
  }

  /**
   * Checks the next line; `directive` is the primary dialect's reading of it from the model walk
   * (`undefined` when the walk did not read the line, or found no directive in it).
   */
  check(line: LineView, directive: DirectiveLine | undefined): void {
    const { context, controls, robotsTxt, on } = this;
    const kind = line.kind;
    if (kind === 'blank') {
      this.structure.blank(line);
      return;
    }
    if (line.commentOffset >= 0) context.readComment(line);
    if (kind === 'comment') {
      if (controls || (on.longLines && isLong(line))) checkCharacters(context, line, controls, on.longLines);
      return;
    }
    if (kind === 'invalid') {
      if (robotsTxt) {
        if (controls || (on.longLines && isLong(line))) checkCharacters(context, line, controls, on.longLines);
        if (on.invalidLines) checkInvalidLine(context, line);
      }
      return;
    }
    // A directive line: the walk's scanner has read its name, key and value already (unless Google's reader read it).
    const asRead = directive !== undefined && this.readsAsWritten;
    const name = asRead ? directive.name : (line.fieldName as string);
    const key = asRead ? directive.key : fieldKey(name);
    this.structure.directive(line, key);
    if (!robotsTxt) return;
    if (controls || (on.longLines && isLong(line))) checkCharacters(context, line, controls, on.longLines);
    if (on.fieldNames) checkFieldName(context, line, name, key, on);
    const number = line.number;
    const value = asRead ? directive.value : (line.fieldValue as string);
    if (key === 'allow' || key === 'disallow') {
      // The group checks need the lines with a `*` whether or not a path rule is on.
      const found = on.paths ? this.checkRuleValue(line, key, value, asRead && directive.plainValue) : this.starIn(line);
      if (found & HAS_STAR) this.wildcardLines.push(number);
    } else if (key === 'user-agent') {
      // `*` and a product token, the usual values, say nothing.
      if (on.agents && value !== '*' && !isProductToken(value, 0, value.length)) {
        const start = valueStart(line, value);
        checkAgent(context, value, start, value === '' ? start : start + value.length, line);
      }
    } else if (on.otherValues) {
      const start = valueStart(line, value);
      checkOtherValue(context, key, value, start, value === '' ? start : start + value.length, line);
    }
    if (key === 'host' && on.duplicateHost) {
      const firstHost = this.firstHost;
      if (!firstHost) this.firstHost = { number, offset: line.textStart, end: line.contentEnd };
      else {
        context.report({
          code: 'duplicate-host',
          message: `A second Host line: Host names one main mirror for the whole file, and Yandex read only the first (line ${firstHost.number}). Keep one.`,
          offset: line.textStart,
          end: line.contentEnd,
          related: [{ offset: firstHost.offset, end: firstHost.end, message: 'the first Host line' }],
        });
      }
    }
  }

  /**
   * The path checks of an Allow or Disallow value; returns its special characters (`HAS_…` bits). A value the walk
   * found plain (RFC 9309's normal-form test) holds no character a path check looks for but `*` and a final `$` (its
   * `*` is found in the text by {@link starIn}, not by a search of each value); any other is read where it stands in
   * the text (a flat string), not in the value (a slice).
   */
  private checkRuleValue(line: LineView, key: string, value: string, plain: boolean): number {
    if (value === '') return 0;
    const context = this.context;
    let start = -1;
    let found: number;
    if (plain) found = this.starIn(line) | (value.charCodeAt(value.length - 1) === 0x24 ? HAS_DOLLAR : 0);
    else {
      start = valueStart(line, value);
      found = pathCharactersIn(line.source, start, start + value.length);
    }
    if (!isPlainPath(context.facts, key, value, found)) {
      if (start < 0) start = valueStart(line, value);
      checkPath(context, key, value, found, start, start + value.length, line);
    }
    return found;
  }

  /**
   * {@link HAS_STAR} when the value of the directive line `line` holds a `*`, else 0: the value is the line's own
   * (whatever the reading), and a `*` between the colon and the comment (or the line's end) is in it, as the blanks
   * around the value are not `*`. Equal to {@link plainPathCharacters}' bit (test/lint/line-pass.test.ts).
   */
  private starIn(line: LineView): number {
    const comment = line.commentOffset;
    return this.stars.firstIn(line.colonOffset + 1, comment >= 0 ? comment : line.contentEnd) >= 0 ? HAS_STAR : 0;
  }

  /** After the last line: hands the lines with a wildcard to the group checks. */
  finish(): void {
    if (this.robotsTxt) this.context.wildcardLines = this.wildcardLines;
  }
}

/** Which line checks have a rule on, asked once per file rather than once per line. */
interface LineChecksOn {
  readonly controls: boolean;
  readonly longLines: boolean;
  readonly invalidLines: boolean;
  readonly fieldNames: boolean;
  /** no-effect-field or non-standard-field: the known extensions' findings. */
  readonly extensionFields: boolean;
  readonly unknownFields: boolean;
  readonly agents: boolean;
  readonly paths: boolean;
  readonly otherValues: boolean;
  readonly duplicateHost: boolean;
}

/** {@link lineChecksOn} by the settings map it was asked for (presets' maps are shared: most calls ask again for the same). */
const ON_BY_SETTINGS = new WeakMap<object, LineChecksOn>();

function lineChecksOn(context: LintContext): LineChecksOn {
  let on = ON_BY_SETTINGS.get(context.severities);
  if (on === undefined) {
    on = lineChecksOnNow(context);
    ON_BY_SETTINGS.set(context.severities, on);
  }
  return on;
}

function lineChecksOnNow(context: LintContext): LineChecksOn {
  const on = (code: LintDiagnosticCode): boolean => context.enabled(code);
  return {
    controls: on('control-character'),
    longLines: on('line-too-long'),
    invalidLines: on('missing-colon') || on('missing-field-name'),
    fieldNames: on('space-before-colon') || on('no-effect-field') || on('non-standard-field') || on('unknown-field'),
    extensionFields: on('no-effect-field') || on('non-standard-field'),
    unknownFields: on('unknown-field'),
    agents: on('empty-user-agent') || on('agent-not-product-token'),
    paths: on('allow-unsupported') || on('path-start') || on('dollar-not-at-end') || on('wildcard-literal') || on('percent-escape') || on('non-ascii-path'),
    otherValues:
      on('sitemap-url') ||
      on('crawl-delay-value') ||
      on('host-value') ||
      on('request-rate-value') ||
      on('visit-time-value') ||
      on('clean-param-value') ||
      on('content-usage-value') ||
      on('content-signal-value'),
    duplicateHost: on('duplicate-host'),
  };
}

const HTML_START = /^\s*(<!doctype\s+html|<html|<head|<body|<\?xml|<!--)/i;
const HTACCESS_LINE =
  /^\s*(RewriteEngine|RewriteRule|RewriteCond|<IfModule|Options\s|Order\s+(allow|deny)|Deny\s+from|Allow\s+from|AddType|ErrorDocument|DirectoryIndex|Header\s+set)/im;

/** The checks of the file as a whole; true when it is not a robots.txt at all. */
function checkWholeFile(context: LintContext): boolean {
  const { document, text } = context;
  // Only a text decoded from bytes as Latin-1 or UTF-16 has encoding diagnostics (reading them walks every line).
  const decoded = document.encoding === 'latin1' || document.encoding === 'utf-16le' || document.encoding === 'utf-16be';
  for (const diagnostic of decoded ? document.diagnostics : []) {
    if (diagnostic.code === 'invalid-utf8' || diagnostic.code === 'utf16-encoding') {
      context.report({
        code: diagnostic.code,
        message: diagnostic.message,
        offset: diagnostic.range.start.offset,
        end: diagnostic.range.end.offset,
        spec: diagnostic.spec,
      });
    }
  }
  const head = text.slice(0, 4096);
  // The model is read (for the count of directives) only when the head looks like HTML or Apache configuration.
  const markup = head.includes('<');
  if ((markup && HTML_START.test(head.replace(/^\uFEFF/, ''))) || (markup && /<html[\s>]/i.test(head) && noStandardLines(context))) {
    context.report({
      code: 'not-robots-txt',
      message: 'This is an HTML page, not a robots.txt: crawlers find no rules in it, so every URL is allowed. Serve a plain-text robots.txt, or answer 404.',
      offset: 0,
      end: context.line(1)?.contentEnd ?? 0,
    });
    return true;
  } else if (!startsWithStandardLine(document, head) && HTACCESS_LINE.test(head) && noStandardLines(context)) {
    context.report({
      code: 'not-robots-txt',
      message:
        'This looks like Apache configuration (.htaccess), not a robots.txt: crawlers find no rules in it. Serve a plain-text robots.txt at /robots.txt.',
      offset: 0,
      end: context.line(1)?.contentEnd ?? 0,
    });
    return true;
  }
  if (text.charCodeAt(0) === 0xfeff && document.encoding !== 'utf-16le' && document.encoding !== 'utf-16be') {
    context.report({
      code: 'byte-order-mark',
      message:
        'The file starts with a byte-order mark: RFC 9309 parsers and Google skip it, but older parsers read it as part of the first field name. Remove it.',
      offset: 0,
      end: 1,
      // Safe unless a second U+FEFF would then become the mark.
      fixes: [fixOf('Remove the byte-order mark', text.charCodeAt(1) !== 0xfeff, [{ offset: 0, end: 1, text: '' }])],
    });
  }
  if (text.length * 3 > DEFAULT_PARSE_LIMIT) {
    const cut = offsetAfterUtf8Bytes(text, DEFAULT_PARSE_LIMIT);
    if (cut < text.length) {
      context.report({
        code: 'file-too-large',
        message: `The file is over 500 KiB (${PARSE_LIMIT_TEXT} bytes): crawlers may stop reading here, and Google does, so the rules after this point are ignored. Shorten the file.`,
        offset: cut,
        end: text.length,
      });
    }
  }
  return false;
}

/**
 * `n.toLocaleString('en-US')` of a non-negative integer (digits in groups of three, with commas), without Intl: a
 * `toLocaleString` call with a locale makes a number formatter each time, which cost more than a lint of a small file.
 */
export function groupedDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The limits as the messages write them. */
const PARSE_LIMIT_TEXT = /* @__PURE__ */ groupedDigits(DEFAULT_PARSE_LIMIT);
const GOOGLE_MAX_LINE_TEXT = /* @__PURE__ */ groupedDigits(GOOGLE_MAX_LINE_BYTES);

/** How many lines {@link startsWithStandardLine} reads at most. */
const FIRST_LINES_READ = 16;

/**
 * Whether one of the first lines is a `User-agent`, `Allow`, `Disallow` or `Sitemap` line as written, within the
 * first 4,096 characters (`head`, the text's first 4,096 characters): every dialect reads such a line as that field
 * (Google too: the name is the same once its wider whitespace is trimmed), so the file has a standard line and is no
 * `.htaccess` (the regex over the head is spared). Most files start with blank or comment lines and then such a
 * line, which {@link STANDARD_START} finds without reading lines; the others are read line by line.
 */
export function startsWithStandardLine(document: SyntaxDocument, head: string): boolean {
  return standardStartMatches(document, head) || firstFieldIsStandard(document);
}

/**
 * Blank or comment lines, then a standard field name, blanks and a colon: a field name that is such a name (each
 * line ends as the scanner ends lines), so a match within the first lines says yes for {@link firstFieldIsStandard}
 * (a line without a field name, e.g. stray text, is left to it). No bound on the lines in the regex: a counted
 * repetition made it eight times slower; the lines are counted by their starts instead.
 */
const STANDARD_START = /\uFEFF?(?:[ \t]*(?:#[^\r\n]*)?(?:\r\n?|\n))*[ \t]*(?:user-agent|disallow|allow|sitemap)[ \t]*:/iy;

/**
 * Whether {@link STANDARD_START} matches at the start of `head` (the text's first 4,096 characters) on one of the
 * first {@link FIRST_LINES_READ} lines, and that line ends within the head.
 */
export function standardStartMatches(document: SyntaxDocument, head: string): boolean {
  STANDARD_START.lastIndex = 0;
  if (!STANDARD_START.test(head)) return false;
  const colon = STANDARD_START.lastIndex - 1;
  if (document.lineCount > FIRST_LINES_READ && colon >= document.lineStart(FIRST_LINES_READ + 1)) return false;
  const text = document.text;
  if (text.length <= 4096) return true;
  // The line's content must end by offset 4,096: a line end at or before it.
  for (let at = colon + 1; at <= 4096; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x0a || code === 0x0d) return true;
  }
  return false;
}

/** {@link startsWithStandardLine}, reading the first lines as the scanner reads them. */
export function firstFieldIsStandard(document: SyntaxDocument): boolean {
  const line = document.cursor();
  for (let number = 1; number <= document.lineCount && number <= FIRST_LINES_READ; number++) {
    line.moveTo(number);
    if (line.contentEnd > 4096) return false;
    const name = line.fieldName;
    if (name === undefined) continue;
    const key = fieldKey(name);
    return key === 'user-agent' || key === 'disallow' || key === 'allow' || key === 'sitemap';
  }
  return false;
}

/**
 * Whether no line is a standard directive (User-agent, Allow, Disallow, Sitemap) under the primary dialect. A dialect
 * that reads lines as written reads such a line only where its field name is one of them, so when no line has such a
 * name ({@link hasStandardFieldLine}) the model is not made for the count.
 */
export function noStandardLines(context: LintContext): boolean {
  if (!DIALECT_PROPERTIES[context.primary].lenientLines && !hasStandardFieldLine(context.document)) return true;
  return context.modelUnder(context.primary).standardLines === 0;
}

/**
 * Whether a line of `document` has the field name `User-agent`, `Allow`, `Disallow` or `Sitemap` (in any case): the
 * byte-order mark (line 1), spaces and tabs, the name, spaces and tabs, a colon, as the scanner reads a field name
 * (the name runs to the first colon, trimmed; only ASCII letters lower-case to these names' letters). No line is
 * read: a line without a colon (found by a native search, kept until the lines pass it) is passed over, and only the
 * start of the others is looked at (HTML pages have many lines, most deeply indented).
 */
export function hasStandardFieldLine(document: SyntaxDocument): boolean {
  // Asked once by the whole-file checks (is a page with `<html` in its head a robots.txt?) and once by lint() (may the
  // page skip the walk?): the answer is kept for the document, not searched for twice.
  let answer = standardFieldLines.get(document);
  if (answer === undefined) {
    answer = searchStandardFieldLine(document);
    standardFieldLines.set(document, answer);
  }
  return answer;
}

/** {@link hasStandardFieldLine}'s answers, by document (weakly: a lint keeps no document alive). */
const standardFieldLines = new WeakMap<SyntaxDocument, boolean>();

/** {@link hasStandardFieldLine}, searched. */
function searchStandardFieldLine(document: SyntaxDocument): boolean {
  const text = document.text;
  const count = document.lineCount;
  let colon = -1;
  let start = document.lineStart(1);
  for (let number = 1; number <= count; number++) {
    const next = document.lineStart(number + 1);
    if (colon < start) {
      colon = text.indexOf(':', start);
      if (colon < 0) return false;
    }
    if (colon < next && startsWithStandardField(text, start)) return true;
    start = next;
  }
  return false;
}

/** Whether the line starting at `at` starts with a standard field name and its colon (see {@link hasStandardFieldLine}). */
function startsWithStandardField(text: string, at: number): boolean {
  if (at === 0 && text.charCodeAt(0) === 0xfeff) at = 1;
  let code = text.charCodeAt(at);
  while (code === 0x20 || code === 0x09) code = text.charCodeAt(++at);
  // Lower-cased (ASCII letters only: the other characters it changes are no letter of the names).
  const first = code | 0x20;
  if (first !== 0x75 && first !== 0x61 && first !== 0x64 && first !== 0x73) return false;
  const name = first === 0x75 ? 'user-agent' : first === 0x61 ? 'allow' : first === 0x64 ? 'disallow' : 'sitemap';
  if (!namedAt(text, at, name)) return false;
  at += name.length;
  code = text.charCodeAt(at);
  while (code === 0x20 || code === 0x09) code = text.charCodeAt(++at);
  return code === 0x3a;
}

/** Whether `text` holds `name` (lower-case ASCII letters and `-`) at `at`, in any case. */
function namedAt(text: string, at: number, name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const code = text.charCodeAt(at + i);
    const want = name.charCodeAt(i);
    if (code !== want && !(want >= 0x61 && want <= 0x7a && code === want - 0x20)) return false;
  }
  return true;
}

/** A run of ASCII characters (one UTF-8 byte each), matched sticky from the start. */
const ASCII_RUN = /[\u0000-\u007f]*/y;

/** The offset at which the first `bytes` UTF-8 bytes of `text` end. */
export function offsetAfterUtf8Bytes(text: string, bytes: number): number {
  // The leading ASCII run is counted by a native scan (a file over the limit is mostly ASCII), the rest char by char.
  ASCII_RUN.lastIndex = 0;
  ASCII_RUN.test(text);
  const ascii = ASCII_RUN.lastIndex;
  if (ascii >= bytes) return bytes;
  let count = ascii;
  for (let i = ascii; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
    if (count + size > bytes) return i;
    count += size;
    if (size === 4) i++;
  }
  return text.length;
}

/**
 * A run of characters that are not controls (other than tab, CR and LF):
 * matched sticky from an offset, it ends at the next control character. A run
 * is scanned faster than a search for the class, which tries each position.
 */
const NO_CONTROLS = /[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*/y;

/** The offset of the first control character at or after `from`, or -1. */
export function nextControl(text: string, from: number): number {
  NO_CONTROLS.lastIndex = from;
  NO_CONTROLS.test(text);
  const at = NO_CONTROLS.lastIndex;
  return at < text.length ? at : -1;
}

/** Each control character {@link NO_CONTROLS} stops at, as a string to search for. */
const CONTROL_CHARACTERS: readonly string[] = /* @__PURE__ */ controlCharacters();

function controlCharacters(): string[] {
  const characters: string[] = [];
  for (let code = 0; code < 0x80; code++) {
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) characters.push(String.fromCharCode(code));
  }
  return characters;
}

/** Any character past Latin-1: on a text V8 stores one byte a character, its regex fails at once, without a scan. */
const WIDE_CHARACTER = /[^\u0000-\u00ff]/;

/** Below this length, one scan by {@link NO_CONTROLS} costs less than the searches of {@link firstControlOf}. */
const SEARCHED_FROM = 256;

/**
 * {@link nextControl}`(text, 0)`, the question every robots.txt asks (most answer -1). On a text of Latin-1
 * characters, which V8 stores one byte a character, a native search for each control character (a `memchr` each)
 * costs about half the regex's scan over the corpus; on a text with wider characters (two bytes a character, where
 * the search for U+0000 stops at every ASCII character's zero byte), and on a short text, the regex is cheaper.
 */
export function firstControlOf(text: string): number {
  if (text.length < SEARCHED_FROM || WIDE_CHARACTER.test(text)) return nextControl(text, 0);
  for (const control of CONTROL_CHARACTERS) if (text.includes(control)) return nextControl(text, 0);
  return -1;
}

/** The control characters of the text, found as the line scan moves forward (one pass over the text, not one search per line). */
class ControlFinder {
  private readonly text: string;
  /** The control character the last search found, or -1 when none is left. */
  private next: number;

  /** `first`: the text's first control character. */
  constructor(text: string, first: number) {
    this.text = text;
    this.next = first;
  }

  /** The first control character in `[start, end)`, or -1. Calls must move forward. */
  firstIn(start: number, end: number): number {
    if (this.next === -1) return -1;
    if (this.next < start) this.next = nextControl(this.text, start);
    return this.next >= 0 && this.next < end ? this.next : -1;
  }
}

/** The `*`s of a text, found as a scan over its lines moves forward (one native search per `*`, not one per line). */
class StarFinder {
  private readonly text: string;
  /** The `*` the last search found, -1 when none is left, -2 before the first search. */
  private next = -2;

  constructor(text: string) {
    this.text = text;
  }

  /** The first `*` in `[start, end)`, or -1. Calls must move forward. */
  firstIn(start: number, end: number): number {
    if (this.next === -1) return -1;
    if (this.next < start) this.next = this.text.indexOf('*', start);
    return this.next >= 0 && this.next < end ? this.next : -1;
  }
}

/** Whether the line may be longer than Google reads (3 UTF-8 bytes per UTF-16 unit at most). */
function isLong(line: LineView): boolean {
  return (line.contentEnd - line.offset) * 3 > GOOGLE_MAX_LINE_BYTES;
}

function checkCharacters(context: LintContext, line: LineView, controls: ControlFinder | undefined, longLines: boolean): void {
  const at = controls ? controls.firstIn(line.offset, line.contentEnd) : -1;
  if (at >= 0) {
    const code = context.text.charCodeAt(at);
    context.report({
      code: 'control-character',
      message: `Control character U+${code.toString(16).toUpperCase().padStart(4, '0')} in this line: parsers disagree on it (some end the line, some keep it in the value). Delete it.`,
      offset: at,
      end: at + 1,
    });
  }
  if (!longLines || !isLong(line)) return;
  const content = line.content;
  if (new TextEncoder().encode(content).length > GOOGLE_MAX_LINE_BYTES) {
    context.report({
      code: 'line-too-long',
      message: `This line is longer than the ${GOOGLE_MAX_LINE_TEXT} bytes Google reads; Google cuts it there, so the rule matches more than written. Shorten it.`,
      offset: line.offset + offsetAfterUtf8Bytes(content, GOOGLE_MAX_LINE_BYTES),
      end: line.contentEnd,
      spec: cite.google('line length limit'),
    });
  }
}

function checkInvalidLine(context: LintContext, line: LineView): void {
  const stray = line.strayText;
  if (stray) {
    const google = readDirective(line, 'google', context.document.encoding === 'latin1');
    const read = google && google.kind !== 'other' ? ` Google reads it as "${displayName(google.key)}: ${google.value}"; RFC 9309 parsers ignore it.` : '';
    const space = /[ \t]/.exec(stray.text);
    const fixes =
      space && google && google.kind !== 'other'
        ? [fixOf('Insert the colon', context.facts.allLenient, [{ offset: stray.offset + space.index, end: stray.offset + space.index, text: ':' }])]
        : [];
    context.report({
      code: 'missing-colon',
      message: `This line has no colon, so it is not a directive.${read} Write "field: value", or start it with "#" to make it a comment.`,
      offset: stray.offset,
      end: stray.end,
      spec: cite.standard1994('The Format'),
      fixes,
    });
    return;
  }
  if (line.colonOffset >= 0) {
    context.report({
      code: 'missing-field-name',
      message: 'This line starts with a colon and has no field name before it, so it is not a directive. Write the field name, or delete the line.',
      offset: line.colonOffset,
      end: line.contentEnd,
      spec: cite.standard1994('The Format'),
    });
  }
}

/** ACAP (Automated Content Access Protocol, 2007) fields: `ACAP-crawler`, `ACAP-disallow-crawl`… */
const ACAP_FIELD = { name: 'ACAP', honouredBy: 'nobody: ACAP (2007) was never adopted by the search engines', noEffect: true } as const;

/** What a known extension's finding says: `name` is the field as written (ACAP's message names it), `key` its key. */
function extensionMessage(extension: ExtensionField, name: string, key: string): string {
  return extension.noEffect
    ? `${extension === ACAP_FIELD ? name : extension.name} is not part of RFC 9309 and has no effect: ${extension.honouredBy}.${key === 'host' ? ' Use a 301 redirect to the main host instead.' : extension === ACAP_FIELD ? ' Use Allow and Disallow lines.' : ' Use a robots meta tag or an X-Robots-Tag header instead.'}`
    : `${extension.name} is not part of RFC 9309; it is read by ${extension.honouredBy}. Other crawlers ignore it.`;
}

/** {@link extensionMessage} of each field of {@link EXTENSION_FIELDS}, by key, made once (it depends on the key alone). */
const EXTENSION_MESSAGES = new Map<string, string>();

function knownExtensionMessage(extension: ExtensionField, key: string): string {
  let message = EXTENSION_MESSAGES.get(key);
  if (message === undefined) {
    message = extensionMessage(extension, extension.name, key);
    EXTENSION_MESSAGES.set(key, message);
  }
  return message;
}

function checkFieldName(context: LintContext, line: LineView, name: string, key: string, on: LineChecksOn): void {
  // The field's span from the line's offsets: `line.field` would build every token of the line.
  const fieldEnd = line.textStart + name.length;
  if (fieldEnd < line.colonOffset) {
    context.report({
      code: 'space-before-colon',
      message:
        'Whitespace between the field name and its colon: RFC 9309 and Google accept it, but the 1994 and 1996 grammars have none there (A-14). Remove it.',
      offset: fieldEnd,
      end: line.colonOffset,
      fixes: [fixOf('Remove the whitespace before the colon', true, [{ offset: fieldEnd, end: line.colonOffset, text: '' }])],
    });
  }
  if (key === 'disallow' || key === 'user-agent' || key === 'allow' || key === 'sitemap') return; // STANDARD_FIELDS, compared by identity (fieldKey returns constants)
  const extension = EXTENSION_FIELDS.get(key) ?? (key.startsWith('acap-') ? ACAP_FIELD : undefined);
  if (extension ? !on.extensionFields : !on.unknownFields) return;
  const field = { offset: line.textStart, end: fieldEnd, text: name };
  if (extension) {
    context.report({
      code: extension.noEffect ? 'no-effect-field' : 'non-standard-field',
      message: extension === ACAP_FIELD ? extensionMessage(extension, name, key) : knownExtensionMessage(extension, key),
      offset: field.offset,
      end: field.end,
    });
    return;
  }
  const google = readDirective(line, 'google', context.document.encoding === 'latin1');
  const googleReads = google && (google.kind !== 'other' || google.key === 'sitemap') ? google.key : undefined;
  const nearest = googleReads ?? nearestField(key);
  let message = `Unknown field "${field.text}": RFC 9309 parsers ignore the line.`;
  if (nearest) message += ` Did you mean "${displayName(nearest)}"?`;
  if (googleReads)
    message += ` Google accepts it as a typo of ${displayName(googleReads)} and obeys it, so the file means different things to Google and to other crawlers.`;
  else if (/^llms?[-_.]?txt$/i.test(key)) message += ' llms.txt is a separate file (/llms.txt), not a robots.txt line.';
  const fixes = nearest
    ? [
        fixOf(`Rename to ${displayName(nearest)}`, googleReads !== undefined && context.facts.allLenient, [
          { offset: field.offset, end: field.end, text: displayName(nearest) },
        ]),
      ]
    : [];
  context.report({ code: 'unknown-field', message, offset: field.offset, end: field.end, fixes });
}

/** Whether `text[start, end)` is a non-empty RFC 9309 product token: letters, `_` and `-` (a char loop: every User-agent line asks). */
function isProductToken(text: string, start: number, end: number): boolean {
  if (end <= start) return false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x2d || code === 0x5f)) return false;
  }
  return true;
}

/**
 * Where the directive line's value `value` starts, from the line's offsets (no tokens built): after the colon and its
 * blanks, or the line's content end for an empty value. Worked out only for a value a check may report on.
 */
export function valueStart(line: LineView, value: string): number {
  if (value === '') return line.contentEnd;
  const source = line.source;
  let start = line.colonOffset + 1;
  while (start < line.contentEnd && (source.charCodeAt(start) === 0x20 || source.charCodeAt(start) === 0x09)) start++;
  return start;
}

/** The values of the fields other than User-agent, Allow and Disallow. */
function checkOtherValue(context: LintContext, key: string, value: string, start: number, end: number, line: LineView): void {
  const valueToken = value !== '';
  switch (key) {
    case 'sitemap':
      if (!isAbsoluteHttpUrl(value)) {
        context.report({
          code: 'sitemap-url',
          message: `Sitemap "${value}" is not an absolute http(s) URL: crawlers ignore it. Write the full URL, e.g. https://example.com/sitemap.xml.`,
          offset: valueToken ? start : wholeOf(line, end).offset,
          end: valueToken ? end : wholeOf(line, end).end,
        });
      }
      return;
    case 'crawl-delay':
      if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value))
        report(
          context,
          'crawl-delay-value',
          `Crawl-delay "${value}" is not a non-negative number of seconds: Bing and the libraries that honour Crawl-delay ignore it (Google ignores Crawl-delay altogether). Write e.g. "Crawl-delay: 5".`,
          start,
          end,
          line,
        );
      return;
    case 'host':
      if (!/^(https?:\/\/)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?(:\d{1,5})?\/?$/.test(value)) {
        report(
          context,
          'host-value',
          `Host "${value}" is not a host name: write the bare host (example.com), or delete the line (no current crawler reads Host).`,
          start,
          end,
          line,
        );
      }
      return;
    case 'request-rate':
      if (!/^\d+\s*\/\s*\d+\s*[smhd]?(\s+\d{4}\s*-\s*\d{4})?$/i.test(value))
        report(
          context,
          'request-rate-value',
          `Request-rate "${value}" is not documents/time (e.g. 1/10m), with an optional HHMM-HHMM window.`,
          start,
          end,
          line,
        );
      return;
    case 'visit-time':
      if (!/^([01]\d|2[0-3])[0-5]\d\s*-\s*([01]\d|2[0-3])[0-5]\d$/.test(value))
        report(context, 'visit-time-value', `Visit-time "${value}" is not HHMM-HHMM in UTC (e.g. 0100-0600).`, start, end, line);
      return;
    case 'clean-param':
      if (!/^[^\s&]+(&[^\s&]+)*(\s+[A-Za-z0-9.\-/*_%]+)?$/.test(value))
        report(
          context,
          'clean-param-value',
          `Clean-param "${value}" is not "param[&param…] [path]": Yandex reports an invalid Clean-param and ignores the line.`,
          start,
          end,
          line,
        );
      return;
    case 'content-usage':
      // AIPREF (experimental): the model's own reader says what it could not read (src/model/usage.ts).
      for (const finding of parseContentUsageValue(value).statement.diagnostics)
        report(context, 'content-usage-value', `Content-Usage: ${finding.message}`, start, end, line);
      return;
    case 'content-signal':
      for (const finding of parseContentSignal(value).diagnostics)
        report(context, 'content-signal-value', `Content-Signal: ${finding.message}`, start, end, line);
      return;
    default:
      return;
  }
}

/** The line from its field name to the value's end `end` (or to the line's end when it has no comment): where a finding about the line goes. */
function wholeOf(line: LineView, end: number): { offset: number; end: number } {
  return { offset: line.textStart, end: line.commentOffset >= 0 ? Math.max(end, line.textStart) : line.contentEnd };
}

function report(
  context: LintContext,
  code: 'crawl-delay-value' | 'host-value' | 'request-rate-value' | 'visit-time-value' | 'clean-param-value' | 'content-usage-value' | 'content-signal-value',
  message: string,
  start: number,
  end: number,
  line: LineView,
): void {
  const span = start === end ? wholeOf(line, end) : { offset: start, end };
  context.report({ code, message, offset: span.offset, end: span.end });
}

/**
 * `http(s)://`, a host of letters, digits, `-` and `.` whose last label starts
 * with a letter (so the URL parser cannot read it as an IPv4 address) and no
 * `xn--` label (punycode the parser may reject), then printable ASCII: such a
 * value is always an absolute URL, so most Sitemap lines need no `new URL`.
 */
const PLAIN_HTTP_URL = /^https?:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*\.?(?:[/?#][\x21-\x7e]*)?$/i;

function isAbsoluteHttpUrl(value: string): boolean {
  if (PLAIN_HTTP_URL.test(value) && !/xn--/i.test(value)) return true;
  if (!/^https?:\/\/[^\s/?#]+/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A User-agent value that is neither `*` nor a product token (the line pass asks only for those). */
function checkAgent(context: LintContext, value: string, start: number, end: number, line: LineView): void {
  if (value === '') {
    context.report({
      code: 'empty-user-agent',
      message: 'This User-agent line names no robot, so the rules under it apply to nobody. Name the robot, or write "*" for every robot.',
      ...wholeOf(line, end),
    });
    return;
  }
  // revisited-1996 reads a list of ids: judge each word there.
  if (context.facts.valueLists && value.split(/[ \t]+/).every((word) => word === '*' || isProductToken(word, 0, word.length))) return;
  const googleRun = leadingProductToken(value);
  const product = value.slice(0, productEnd(value));
  const google = googleRun === '' ? 'Google matches no robot with it (it keeps only the leading letters, "_" and "-")' : `Google reads it as "${googleRun}"`;
  context.report({
    code: 'agent-not-product-token',
    message: `User-agent "${value}" is not an RFC 9309 product token (letters, "_" and "-" only): ${google}; RFC 9309 readers here compare "${product}". Write the robot's name alone.`,
    offset: start,
    end,
    fixes: googleRun !== '' && googleRun !== value ? [fixOf(`Replace with ${googleRun}`, false, [{ offset: start, end, text: googleRun }])] : undefined,
  });
}

/** Where the product name of a User-agent value ends: before the first whitespace (as a regex's `\s`), `/`, `(`, `)`, `;` or `,`. */
export function productEnd(value: string): number {
  let i = 0;
  for (; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x2f || code === 0x28 || code === 0x29 || code === 0x3b || code === 0x2c || isRegexSpace(code)) break;
  }
  return i;
}

/** Whether a UTF-16 unit is whitespace to a regex's `\s`: ECMAScript's WhiteSpace and LineTerminator. */
function isRegexSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Characters of a path value the value checks look for, found in one pass. */
const HAS_PERCENT = 1;
const HAS_DOLLAR = 2;
const HAS_STAR = 4;
const HAS_NON_ASCII = 8;
const HAS_BLANK = 16;

/** The {@link pathCharacters} bit of each ASCII character (0 for most); any other character is {@link HAS_NON_ASCII}. */
const PATH_CHARACTER_BITS = /* @__PURE__ */ pathCharacterBits();

function pathCharacterBits(): Uint8Array {
  const bits = new Uint8Array(0x80);
  bits[0x25] = HAS_PERCENT;
  bits[0x24] = HAS_DOLLAR;
  bits[0x2a] = HAS_STAR;
  bits[0x20] = HAS_BLANK;
  bits[0x09] = HAS_BLANK;
  return bits;
}

/** The special characters (`HAS_…` bits) of a path value: `%`, `$`, `*`, non-ASCII, blanks. */
export function pathCharacters(value: string): number {
  return pathCharactersIn(value, 0, value.length);
}

/**
 * {@link pathCharacters} of `text[start, end)`: one table lookup per character, no regex (the line pass reads each
 * Allow/Disallow value where it stands in the document's text, which V8 reads faster than the value's slice of it).
 */
export function pathCharactersIn(text: string, start: number, end: number): number {
  let found = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    found |= code < 0x80 ? (PATH_CHARACTER_BITS[code] as number) : HAS_NON_ASCII;
  }
  return found;
}

/**
 * {@link pathCharacters} of a value the walk found plain (`DirectiveLine.plainValue`): only `*` and a final `$`
 * can be in it (test/lint/lint-model.test.ts holds the two equal on every such value). The line pass finds the `*`
 * in the text instead (`starIn`, held equal to this in test/lint/line-pass.test.ts).
 */
export function plainPathCharacters(value: string): number {
  return (value.includes('*') ? HAS_STAR : 0) | (value.charCodeAt(value.length - 1) === 0x24 ? HAS_DOLLAR : 0);
}

/**
 * Whether no path rule has anything to say about a non-empty Allow or Disallow value with the special characters
 * `found`: it starts with "/" or "*", holds no character a path rule looks for but `*`, and neither Allow nor `*` is
 * unknown to a dialect linted. Most values are such a path, and skip {@link checkPath}.
 */
export function isPlainPath(facts: DialectFacts, key: string, value: string, found: number): boolean {
  const first = value.charCodeAt(0);
  return (
    (found & ~HAS_STAR) === 0 &&
    (first === 0x2f || first === 0x2a) &&
    (key === 'disallow' || facts.withoutAllow.length === 0) &&
    (found === 0 || facts.literalWildcards.length === 0)
  );
}

/** Checks a non-empty Allow or Disallow value with the special characters `found` (see {@link pathCharacters}). */
export function checkPath(context: LintContext, key: string, value: string, found: number, start: number, end: number, line: LineView): void {
  const { facts } = context;
  const name = key === 'allow' ? 'Allow' : 'Disallow';
  if (key === 'allow') {
    const without = facts.withoutAllow;
    if (without.length > 0) {
      context.report({
        code: 'allow-unsupported',
        message: `${listOf(without)} ${without.length === 1 ? 'has' : 'have'} no Allow: ${without.length === 1 ? 'its' : 'their'} readers ignore this line, so what it opens stays closed for them. Express the rules with Disallow lines.`,
        ...wholeOf(line, end),
        dialects: without,
      });
    }
  }
  const lists = facts.valueLists;
  const first = value.charCodeAt(0);
  // A value starts with "/" or "*"; under value lists every path of the line must.
  const badStart =
    lists && found & HAS_BLANK ? value.split(/[ \t]+/).some((path) => path !== '' && path[0] !== '/' && path[0] !== '*') : first !== 0x2f && first !== 0x2a;
  if (badStart) {
    context.report({
      code: 'path-start',
      message: `${name} "${value}" starts with neither "/" nor "*": URL paths start with "/", so this rule never matches. Start it with "/".`,
      offset: start,
      end,
      fixes: lists ? [] : [fixOf('Start the path with "/"', false, [{ offset: start, end: start, text: '/' }])],
    });
  }
  if (found & HAS_DOLLAR) {
    const dollar = value.indexOf('$');
    if (dollar < value.length - 1) {
      context.report({
        code: 'dollar-not-at-end',
        message: `"$" anchors the end of a pattern only as its last character; here RFC 9309 and Google match it as a literal "$" (right if the URLs have one), but Lighthouse reports it as an error and readers may take it for an end anchor. If the end was meant, move it to the end.`,
        offset: start + dollar,
        end: start + dollar + 1,
        spec: cite.rfc9309('2.2.3'),
      });
    }
  }
  const literal = facts.literalWildcards;
  if (found & (HAS_DOLLAR | HAS_STAR) && literal.length > 0) {
    const special = /[*$]/.exec(value) as RegExpExecArray;
    context.report({
      code: 'wildcard-literal',
      message: `"${special[0]}" is literal under ${listOf(literal)}: ${literal.length === 1 ? 'its' : 'their'} readers match only URLs that contain "${special[0]}" here. Use a plain path prefix for them.`,
      offset: start + special.index,
      end: start + special.index + 1,
      dialects: literal,
    });
  }
  if (found & (HAS_PERCENT | HAS_NON_ASCII)) checkEscapes(context, value, start);
}

function checkEscapes(context: LintContext, value: string, start: number): void {
  // Upper-casing hex or encoding non-ASCII changes nothing where both sides are normalised.
  const normalised = context.facts.normalised;
  const latin1 = context.document.encoding === 'latin1';
  const invalid = /%(?![0-9A-Fa-f]{2})/.exec(value);
  if (invalid) {
    context.report({
      code: 'percent-escape',
      message: 'A "%" not followed by two hex digits: no URL a browser sends has it. Write %25 for a literal "%".',
      offset: start + invalid.index,
      end: start + Math.min(value.length, invalid.index + 3),
    });
  }
  const lower = /%(?=[0-9A-Fa-f]{2})(?:[0-9a-f][a-f]|[a-f][0-9a-f])/g;
  const edits = [];
  let first: RegExpExecArray | undefined;
  for (let match = lower.exec(value); match; match = lower.exec(value)) {
    first ??= match;
    edits.push({ offset: start + match.index, end: start + match.index + 3, text: match[0].toUpperCase() });
  }
  if (first) {
    context.report({
      code: 'percent-escape',
      message: `Lower-case hex in "${first[0]}": RFC 9309 normalises it, but literal readers compare escapes byte for byte. Write "${first[0].toUpperCase()}".`,
      offset: start + first.index,
      end: start + first.index + 3,
      fixes: [fixOf('Upper-case the hex digits', normalised, edits)],
    });
  }
  const nonAscii = /[^\u0000-\u007f]+/.exec(value);
  if (nonAscii) {
    const encodable = !/[\ud800-\udfff]/.test(value);
    const encoded = encodable ? value.replace(/[^\u0000-\u007f]+/g, (chars) => encodeURIComponent(chars)) : value;
    context.report({
      code: 'non-ascii-path',
      message: `Raw non-ASCII characters in a path: RFC 9309 and Google %-encode them as UTF-8 before matching, but literal readers never match them. Write "${encoded}".`,
      offset: start + nonAscii.index,
      end: start + nonAscii.index + nonAscii[0].length,
      fixes: encodable ? [fixOf('Percent-encode as UTF-8', normalised && !latin1, [{ offset: start, end: start + value.length, text: encoded }])] : [],
    });
  }
}
