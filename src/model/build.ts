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
import type { SyntaxDocument, SyntaxLine } from '../syntax/tree.ts';
import { DEFAULT_PARSE_LIMIT, DIALECT_PROPERTIES, type Dialect } from './dialect.ts';
import { directiveReaderOf, googleEscapeLatin1Pattern } from './directives.ts';
import { patternFormOf } from './patterns.ts';
import { pathRoots } from './revisited-1996.ts';
import type { ContentSignalLine, ContentUsageRule, Field, Group, LineRef, RobotsModel, Rule } from './types.ts';
import { parseContentSignal, parseContentUsageValue } from './usage.ts';

/** Options of {@link buildModel}. */
export interface BuildOptions {
  /** rfc9309: bytes (UTF-8) to parse; the rest is ignored. Default {@link DEFAULT_PARSE_LIMIT} (500 KiB). */
  readonly parseLimit?: number;
}

interface GroupDraft {
  index: number;
  agents: Field[];
  rules: Rule[];
  extensions: Field[];
  contentUsage: ContentUsageRule[];
  contentSignals: ContentSignalLine[];
  start: LineRef;
  end: LineRef;
  /** A rule line was seen: the next User-agent line starts a new group. */
  closed: boolean;
}

/** Builds the model of `document` under `dialect`. Never throws. */
export function buildModel(document: SyntaxDocument, dialect: Dialect, options: BuildOptions = {}): RobotsModel {
  const properties = DIALECT_PROPERTIES[dialect];
  const recordsEndAtBlankLines = properties.blankLinesEndRecords;
  const extensionsAreRuleLines = properties.extensionLinesAreRuleLines;
  const usageLinesAreRuleLines = properties.usageLinesAreRuleLines;
  // Google reads bytes: a Latin-1-decoded text is one byte per char (docs/spec/google.md §2.1, §2.10).
  const latin1 = document.encoding === 'latin1';
  const patternOf = latin1 && properties.percent === 'escape-pattern' ? googleEscapeLatin1Pattern : patternFormOf(dialect);
  const readDirectiveOf = directiveReaderOf(dialect, latin1);
  const lines = properties.parseLimit ? linesWithinLimit(document, options.parseLimit ?? DEFAULT_PARSE_LIMIT) : undefined;
  const valuesAreLists = properties.valueLists;
  const groups: GroupDraft[] = [];
  const fields: Field[] = [];
  const ignoredRules: Rule[] = [];
  const sitemaps: string[] = [];
  let current: GroupDraft | undefined;
  let ruleCount = 0;

  // Line by line, each line object made on demand (a file of millions of lines keeps none of them).
  const lineCount = lines?.count ?? document.lineCount;
  let line: SyntaxLine | undefined;
  for (let number = 1; number <= lineCount; number++) {
    // One line object for the whole scan (a field keeps no line: see lineRef).
    line = document.readLine(number, line);
    if (recordsEndAtBlankLines && line.kind === 'blank') {
      current = undefined;
      continue;
    }
    const field = readDirectiveOf(line);
    if (!field) continue;
    fields.push(field);
    switch (field.kind) {
      case 'user-agent':
        if (!current || current.closed) {
          current = {
            index: groups.length,
            agents: [],
            rules: [],
            extensions: [],
            contentUsage: [],
            contentSignals: [],
            start: field.ref,
            end: field.ref,
            closed: false,
          };
          groups.push(current);
        }
        current.agents.push(field);
        current.end = field.ref;
        break;
      case 'allow':
      case 'disallow': {
        const target = current ? current.rules : ignoredRules;
        if (valuesAreLists) {
          // revisited-1996: each path root of the line is a rule of its own (docs/spec/dialects.md §5.1, R-5).
          for (const root of pathRoots(field.value))
            target.push({ kind: field.kind, value: root, pattern: patternOf(root), ref: field.ref, order: ruleCount++ });
        } else {
          // One object is both the line's Field and its Rule (issue 11, row 5: a rule line costs one object, not two).
          const rule = ruleField(field, patternOf(field.value), ruleCount++);
          fields[fields.length - 1] = rule;
          target.push(rule);
        }
        if (current) {
          current.closed = true;
          current.end = field.ref;
        }
        break;
      }
      case 'other':
        if (field.key === 'sitemap' && field.value !== '') sitemaps.push(field.value);
        if (current) {
          current.extensions.push(field);
          current.end = field.ref;
          // AI usage preferences, read into typed lines (docs/spec/extensions.md §1.3, §2.3). rfc9309 reads
          // Content-Usage as AIPREF's rule line, which closes the group (Ex. 7: Google's parser does not).
          if (field.key === 'content-usage') {
            current.contentUsage.push(contentUsageRule(field, patternOf));
            if (usageLinesAreRuleLines) current.closed = true;
          } else if (field.key === 'content-signal')
            current.contentSignals.push({ value: field.value, statement: parseContentSignal(field.value), ref: field.ref });
          if (extensionsAreRuleLines) current.closed = true;
        }
        break;
    }
  }

  // One finding per line, though a revisited-1996 line may hold several path roots.
  const ignoredLines = ignoredRules.filter((rule, i) => i === 0 || ignoredRules[i - 1]?.ref !== rule.ref);
  const diagnostics: Diagnostic[] = ignoredLines.map((rule) => ({
    code: 'rule-outside-group',
    severity: 'warning' as const,
    message: `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} line comes before any User-agent line, so it applies to no robot and is ignored; put a User-agent line above it.`,
    range: document.range({ offset: rule.ref.offset, end: rule.ref.offset + rule.ref.text.trimStart().length }),
    spec: properties.unit === 'group' ? cite.rfc9309('2.2.2') : cite.standard1994('The Format'),
  }));
  if (lines?.truncatedAt !== undefined) {
    diagnostics.push({
      code: 'parse-limit-exceeded',
      severity: 'warning',
      message: `The file is longer than the parse limit of ${options.parseLimit ?? DEFAULT_PARSE_LIMIT} bytes; everything from here on is ignored. Keep robots.txt under 500 KiB.`,
      range: document.range({ offset: lines.truncatedAt, end: document.text.length }),
      spec: cite.rfc9309('2.5'),
    });
  }
  return {
    dialect,
    groups: groups.map((group): Group => ({
      index: group.index,
      agents: exactList(group.agents),
      rules: exactList(group.rules),
      extensions: exactList(group.extensions),
      contentUsage: exactList(group.contentUsage),
      contentSignals: exactList(group.contentSignals),
      start: group.start,
      end: group.end,
    })),
    fields: exactList(fields),
    ignoredRules: exactList(ignoredRules),
    sitemaps: exactList(sitemaps),
    diagnostics: exactList(diagnostics),
    ...(lines?.truncatedAt !== undefined ? { truncatedAt: lines.truncatedAt } : {}),
  };
}

/** A `Content-Usage` field read as a rule: its path compared as the dialect compares Allow/Disallow patterns. */
function contentUsageRule(field: Field, patternOf: (value: string) => string): ContentUsageRule {
  const { path, statement } = parseContentUsageValue(field.value);
  return { value: field.value, path, pattern: path === undefined ? undefined : patternOf(path), statement, ref: field.ref };
}

/** The list every empty list of a model shares (a model is read-only). */
const NO_ITEMS: readonly never[] = Object.freeze([]);

/**
 * A copy of `list` without the spare room `push` left behind (a list grown by
 * `push` keeps room for 16 more items, a long one for up to half again its
 * length): most of a file's lists hold one or two items (a group's User-agent
 * lines, its extensions), and a compiled file is kept for as long as a
 * crawler caches it (issue 11, row 5). Copying costs less than the slack.
 */
function exactList<T>(list: T[]): readonly T[] {
  return list.length === 0 ? NO_ITEMS : list.slice();
}

/** A rule line's Field and Rule as one object: the field's properties, then `pattern` and `order`. */
function ruleField(field: Field, pattern: string, order: number): Field & Rule {
  const kind = field.kind as Rule['kind'];
  // Google's reader sets `typo` and `missingColon` only on the lines it reads leniently.
  if (field.typo !== undefined || field.missingColon !== undefined)
    return { kind, name: field.name, key: field.key, value: field.value, ref: field.ref, typo: field.typo, missingColon: field.missingColon, pattern, order };
  return { kind, name: field.name, key: field.key, value: field.value, ref: field.ref, pattern, order };
}

/**
 * How many lines end within the first `limit` bytes (UTF-8) of the document.
 * A line that crosses the limit is dropped whole: half a rule could mean
 * something the author never wrote. Found from the line starts alone: the
 * lines past the limit are never read.
 */
function linesWithinLimit(document: SyntaxDocument, limit: number): { count: number; truncatedAt?: number } {
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

/** The first character outside ASCII. */
const NON_ASCII = /[^\x00-\x7f]/;

/** The longest prefix `text[0, end)` whose UTF-8 encoding fits in `maxBytes`: its end (never inside a surrogate pair). */
function utf8PrefixEnd(text: string, maxBytes: number): number {
  // Up to the first non-ASCII character, one unit is one byte: find it with a native search.
  const head = text.length > maxBytes ? text.slice(0, maxBytes) : text;
  const firstNonAscii = head.search(NON_ASCII);
  if (firstNonAscii < 0) return head.length;
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
