/**
 * The outline of a file: `documentSymbols` (each group with its agents,
 * rules and other fields, then the lines outside any group: Sitemap and the
 * like) and `foldingRanges` (each group, each run of comment lines), as the
 * dialect groups the lines.
 *
 * @module
 */
import type { LspRange } from '../format/text-edit.ts';
import { buildModel } from '../model/build.ts';
import type { Field, Group, LineRef } from '../model/types.ts';
import { parse } from '../syntax/parse.ts';
import type { LineCursor, SyntaxDocument } from '../syntax/tree.ts';
import { primaryDialect, type EditorOptions } from './options.ts';
import { lspRangeOf } from './position.ts';

/** LSP's `SymbolKind` numbers the outline uses. */
export const SYMBOL_KIND = {
  /** A group (or record). */
  group: 3, // Namespace
  /** A User-agent line. */
  agent: 20, // Key
  /** An Allow or Disallow line. */
  rule: 8, // Field
  /** Any other field (Crawl-delay, Sitemap, …). */
  field: 7, // Property
} as const;

/** One entry of the outline, as LSP's `DocumentSymbol`. */
export interface EditorSymbol {
  /** The agents of a group joined by `, `; a line's value. */
  readonly name: string;
  /** The field name, or what a group holds. */
  readonly detail: string;
  /** LSP's `SymbolKind` (see {@link SYMBOL_KIND}). */
  readonly kind: (typeof SYMBOL_KIND)[keyof typeof SYMBOL_KIND];
  /** The whole entry: a group from its first line to its last. */
  readonly range: LspRange;
  /** What to select: a group's first User-agent line, a line's value (or the line). */
  readonly selectionRange: LspRange;
  /** A group's lines. */
  readonly children: readonly EditorSymbol[];
}

/** A folding range, as LSP's `FoldingRange` (0-based lines). */
export interface EditorFoldingRange {
  /** The first line. */
  readonly startLine: number;
  /** The last line. */
  readonly endLine: number;
  /** `comment` for a run of comment lines, `region` for a group. */
  readonly kind: 'comment' | 'region';
}

/**
 * The outline of a file under the dialect of `options`. Never throws.
 *
 * @example
 * ```ts
 * const [group, sitemap] = documentSymbols('User-agent: a\nUser-agent: b\nDisallow: /x\n\nSitemap: https://example.com/s.xml\n');
 * group?.name;                                  // 'a, b'
 * group?.children.map((child) => child.name);   // ['a', 'b', '/x']
 * sitemap?.detail;                              // 'Sitemap'
 * ```
 */
export function documentSymbols(text: string, options: EditorOptions = {}): EditorSymbol[] {
  const document = parse(text);
  const model = buildModel(document, primaryDialect(options));
  const lines = new LineReader(document);
  const fieldsByLine = new Map(model.fields.map((field) => [field.ref.line, field]));
  const inGroups = new Set<number>();
  const symbols: { line: number; symbol: EditorSymbol }[] = [];
  for (const group of model.groups) {
    const entries: { field: Field; kind: EditorSymbol['kind'] }[] = [];
    for (const agent of group.agents) entries.push({ field: agent, kind: SYMBOL_KIND.agent });
    let previous = 0;
    for (const rule of group.rules) {
      // A revisited-1996 value list is several rules on one line: one symbol.
      if (rule.ref.line === previous) continue;
      previous = rule.ref.line;
      entries.push({ field: fieldsByLine.get(rule.ref.line) ?? ruleAsField(rule.kind, rule.value, rule.ref), kind: SYMBOL_KIND.rule });
    }
    // A Sitemap belongs to the file, not to the group it stands in.
    for (const extension of group.extensions) if (extension.key !== 'sitemap') entries.push({ field: extension, kind: SYMBOL_KIND.field });
    entries.sort((a, b) => a.field.ref.line - b.field.ref.line);
    const children: EditorSymbol[] = [];
    for (const entry of entries) {
      inGroups.add(entry.field.ref.line);
      children.push(lineSymbol(lines, entry.field, entry.kind));
    }
    const first = group.agents[0]?.ref.line ?? group.start.line;
    const last = entries.at(-1)?.field.ref.line ?? group.start.line;
    const rules = group.rules.length;
    symbols.push({
      line: group.start.line,
      symbol: {
        name: group.agents.map((agent) => agent.value).join(', ') || '(no agent)',
        detail: `${group.agents.length === 1 ? 'User-agent' : 'User-agents'}, ${rules} ${rules === 1 ? 'rule' : 'rules'}`,
        kind: SYMBOL_KIND.group,
        range: lines.range(group.start.line, last),
        selectionRange: lines.range(first, first),
        children,
      },
    });
  }
  for (const field of model.fields) {
    if (inGroups.has(field.ref.line)) continue;
    const kind = field.kind === 'allow' || field.kind === 'disallow' ? SYMBOL_KIND.rule : SYMBOL_KIND.field;
    symbols.push({ line: field.ref.line, symbol: lineSymbol(lines, field, kind) });
  }
  return symbols.sort((a, b) => a.line - b.line).map((entry) => entry.symbol);
}

/** The last line of a group that is its own: its last agent, rule or field other than a Sitemap (which belongs to the file). */
function lastLine(group: Group): number {
  let last = group.start.line;
  for (const agent of group.agents) last = Math.max(last, agent.ref.line);
  for (const rule of group.rules) last = Math.max(last, rule.ref.line);
  for (const field of group.extensions) if (field.key !== 'sitemap') last = Math.max(last, field.ref.line);
  return last;
}

function ruleAsField(kind: 'allow' | 'disallow', value: string, ref: LineRef): Field {
  return { kind, name: kind === 'allow' ? 'Allow' : 'Disallow', key: kind, value, ref };
}

/** One line's symbol: its value as the name, its field name as the detail. */
function lineSymbol(lines: LineReader, field: Field, kind: EditorSymbol['kind']): EditorSymbol {
  const range = lines.range(field.ref.line, field.ref.line);
  return {
    name: field.value === '' ? '(empty)' : field.value,
    detail: field.name,
    kind,
    range,
    selectionRange: lines.valueRange(field.ref.line) ?? range,
    children: [],
  };
}

/** Ranges of lines, read through one cursor (a file's outline may have a symbol for each of its lines). */
class LineReader {
  private readonly cursor: LineCursor;
  constructor(private readonly document: SyntaxDocument) {
    this.cursor = document.cursor();
  }

  /** From the start of line `first` to the end of line `last`'s content (1-based lines). */
  range(first: number, last: number): LspRange {
    const start = this.cursor.moveTo(first) ? this.cursor.offset : 0;
    const end = this.cursor.moveTo(last) ? this.cursor.contentEnd : start;
    return lspRangeOf(this.document, start, Math.max(start, end));
  }

  /** The range of the line's value as the syntax tree has it, if the line has one. */
  valueRange(number: number): LspRange | undefined {
    const line = this.cursor;
    if (!line.moveTo(number) || line.colonOffset < 0) return undefined;
    const value = line.fieldValue ?? '';
    if (value === '') return undefined;
    // The value is the line's text from the first non-blank character after the colon, trimmed.
    const start = this.document.text.indexOf(value, line.colonOffset + 1);
    return start < 0 ? undefined : lspRangeOf(this.document, start, start + value.length);
  }
}

/**
 * The folding ranges of a file: each group or record over more than one
 * line, and each run of two or more comment lines. Never throws.
 *
 * @example
 * ```ts
 * foldingRanges('# a\n# b\nUser-agent: *\nDisallow: /\n');
 * // [{ startLine: 0, endLine: 1, kind: 'comment' }, { startLine: 2, endLine: 3, kind: 'region' }]
 * ```
 */
export function foldingRanges(text: string, options: EditorOptions = {}): EditorFoldingRange[] {
  const document = parse(text);
  const ranges: EditorFoldingRange[] = [];
  for (const group of buildModel(document, primaryDialect(options)).groups) {
    const last = lastLine(group);
    if (last > group.start.line) ranges.push({ startLine: group.start.line - 1, endLine: last - 1, kind: 'region' });
  }
  const line = document.cursor();
  let runStart = 0;
  for (let number = 1; ; number++) {
    const more = line.moveTo(number);
    if (more && line.kind === 'comment') {
      if (runStart === 0) runStart = number;
      continue;
    }
    if (runStart > 0 && number - 1 > runStart) ranges.push({ startLine: runStart - 1, endLine: number - 2, kind: 'comment' });
    runStart = 0;
    if (!more) break;
  }
  return ranges.sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
}
