/**
 * The model builder: walks the syntax tree's lines once and forms records
 * (1994, draft-1996) or groups (rfc9309, google) by the dialect's rules.
 *
 * | | 1994 | draft-1996 | rfc9309 / google |
 * | --- | --- | --- | --- |
 * | a blank line | ends the record | ends the record | means nothing |
 * | a User-agent line after a rule | starts a new record (A-5) | starts a new record; extension lines count as rules (A-5) | starts a new group |
 * | rules before any User-agent | ignored (A-6) | ignored (A-6) | ignored (RFC 9309 §2.2.2) |
 *
 * Comment-only lines and lines that hold no directive never end anything.
 *
 * @module
 */
import { rfc9309, standard1994, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Dialect, LineRef } from '../match/types.ts';
import { decodeDraft1996, googleEscapePattern, normalizeRfc9309 } from '../match/percent.ts';
import type { SyntaxDocument, SyntaxLine } from '../syntax/tree.ts';
import { readDirective } from './directives.ts';
import type { Field, Group, RobotsModel, Rule } from './types.ts';

/** RFC 9309 §2.5: crawlers must parse at least the first 500 KiB. */
export const DEFAULT_PARSE_LIMIT = 500 * 1024;

/** Options of {@link buildModel}. */
export interface BuildOptions {
  /** rfc9309: bytes (UTF-8) to parse; the rest is ignored. Default 500 KiB. */
  readonly parseLimit?: number;
}

interface GroupDraft {
  index: number;
  agents: Field[];
  rules: Rule[];
  extensions: Field[];
  start: LineRef;
  end: LineRef;
  /** A rule line was seen: the next User-agent line starts a new group. */
  closed: boolean;
}

/** The form a rule's value is compared in, per dialect. */
export function rulePattern(value: string, dialect: Dialect): string {
  switch (dialect) {
    case '1994':
      return value;
    case 'draft-1996':
      return decodeDraft1996(value);
    case 'rfc9309':
      return normalizeRfc9309(value, 'pattern');
    case 'google':
      return googleEscapePattern(value);
  }
}

/** Builds the model of `document` under `dialect`. Never throws. */
export function buildModel(document: SyntaxDocument, dialect: Dialect, options: BuildOptions = {}): RobotsModel {
  const recordsEndAtBlankLines = dialect === '1994' || dialect === 'draft-1996';
  const extensionsAreRuleLines = dialect === 'draft-1996';
  const lines = dialect === 'rfc9309' ? linesWithinLimit(document, options.parseLimit ?? DEFAULT_PARSE_LIMIT) : undefined;
  const groups: GroupDraft[] = [];
  const fields: Field[] = [];
  const ignoredRules: Rule[] = [];
  const sitemaps: string[] = [];
  let current: GroupDraft | undefined;
  let ruleCount = 0;

  // Line by line, each line object made on demand (a file of millions of lines keeps none of them).
  const lineCount = lines?.count ?? document.lineCount;
  for (let number = 1; number <= lineCount; number++) {
    const line = document.line(number) as SyntaxLine;
    if (recordsEndAtBlankLines && line.kind === 'blank') {
      current = undefined;
      continue;
    }
    const field = readDirective(line, dialect);
    if (!field) continue;
    fields.push(field);
    switch (field.kind) {
      case 'user-agent':
        if (!current || current.closed) {
          current = { index: groups.length, agents: [], rules: [], extensions: [], start: field.ref, end: field.ref, closed: false };
          groups.push(current);
        }
        current.agents.push(field);
        current.end = field.ref;
        break;
      case 'allow':
      case 'disallow': {
        const rule: Rule = { kind: field.kind, value: field.value, pattern: rulePattern(field.value, dialect), ref: field.ref, order: ruleCount++ };
        if (current) {
          current.rules.push(rule);
          current.closed = true;
          current.end = field.ref;
        } else {
          ignoredRules.push(rule);
        }
        break;
      }
      case 'other':
        if (field.key === 'sitemap' && field.value !== '') sitemaps.push(field.value);
        if (current) {
          current.extensions.push(field);
          current.end = field.ref;
          if (extensionsAreRuleLines) current.closed = true;
        }
        break;
    }
  }

  const diagnostics: Diagnostic[] = ignoredRules.map((rule) => ({
    code: 'rule-outside-group',
    severity: 'warning' as const,
    message: `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} line comes before any User-agent line, so it applies to no robot and is ignored; put a User-agent line above it.`,
    range: document.range({ offset: rule.ref.offset, end: rule.ref.offset + rule.ref.text.trimStart().length }),
    spec: dialect === 'rfc9309' || dialect === 'google' ? rfc9309('2.2.2') : standard1994('The Format'),
  }));
  if (lines?.truncatedAt !== undefined) {
    diagnostics.push({
      code: 'parse-limit-exceeded',
      severity: 'warning',
      message: `The file is longer than the parse limit of ${options.parseLimit ?? DEFAULT_PARSE_LIMIT} bytes; everything from here on is ignored. Keep robots.txt under 500 KiB.`,
      range: document.range({ offset: lines.truncatedAt, end: document.text.length }),
      spec: rfc9309('2.5'),
    });
  }
  return {
    dialect,
    groups: groups.map(({ closed: _closed, ...group }): Group => group),
    fields,
    ignoredRules,
    sitemaps,
    diagnostics,
    ...(lines?.truncatedAt !== undefined ? { truncatedAt: lines.truncatedAt } : {}),
  };
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
