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
import type { Field, LineRef } from '../model/types.ts';
import { parse } from '../syntax/parse.ts';
import type { SyntaxDocument } from '../syntax/tree.ts';
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
  const fieldsByLine = new Map(model.fields.map((field) => [field.ref.line, field]));
  const inGroups = new Set<number>();
  const symbols: EditorSymbol[] = [];
  for (const group of model.groups) {
    const children: EditorSymbol[] = [];
    const lines: { ref: LineRef; symbol: () => EditorSymbol }[] = [];
    for (const agent of group.agents) lines.push({ ref: agent.ref, symbol: () => lineSymbol(document, agent, SYMBOL_KIND.agent) });
    const ruleLines = new Set<number>();
    for (const rule of group.rules) {
      if (ruleLines.has(rule.ref.line)) continue;
      ruleLines.add(rule.ref.line);
      const field = fieldsByLine.get(rule.ref.line);
      lines.push({ ref: rule.ref, symbol: () => lineSymbol(document, field ?? ruleAsField(rule.kind, rule.value, rule.ref), SYMBOL_KIND.rule) });
    }
    for (const extension of group.extensions) lines.push({ ref: extension.ref, symbol: () => lineSymbol(document, extension, SYMBOL_KIND.field) });
    lines.sort((a, b) => a.ref.line - b.ref.line);
    for (const entry of lines) {
      inGroups.add(entry.ref.line);
      children.push(entry.symbol());
    }
    const first = group.agents[0]?.ref ?? group.start;
    const rules = group.rules.length;
    symbols.push({
      name: group.agents.map((agent) => agent.value).join(', ') || '(no agent)',
      detail: `${group.agents.length === 1 ? 'User-agent' : 'User-agents'}, ${rules} ${rules === 1 ? 'rule' : 'rules'}`,
      kind: SYMBOL_KIND.group,
      range: linesRange(document, group.start.line, group.end.line),
      selectionRange: linesRange(document, first.line, first.line),
      children,
    });
  }
  const outside = model.fields.filter((field) => !inGroups.has(field.ref.line));
  const all = [...symbols.map((symbol) => ({ line: symbol.range.start.line + 1, symbol }))];
  for (const field of outside) {
    const kind = field.kind === 'allow' || field.kind === 'disallow' ? SYMBOL_KIND.rule : SYMBOL_KIND.field;
    all.push({ line: field.ref.line, symbol: lineSymbol(document, field, kind) });
  }
  return all.sort((a, b) => a.line - b.line).map((entry) => entry.symbol);
}

function ruleAsField(kind: 'allow' | 'disallow', value: string, ref: LineRef): Field {
  return { kind, name: kind === 'allow' ? 'Allow' : 'Disallow', key: kind, value, ref };
}

/** One line's symbol: its value as the name, its field name as the detail. */
function lineSymbol(document: SyntaxDocument, field: Field, kind: EditorSymbol['kind']): EditorSymbol {
  const line = document.line(field.ref.line);
  const range = linesRange(document, field.ref.line, field.ref.line);
  const value = line?.value;
  return {
    name: field.value === '' ? '(empty)' : field.value,
    detail: field.name,
    kind,
    range,
    selectionRange: value ? lspRangeOf(document, value.offset, value.end) : range,
    children: [],
  };
}

/** From the start of line `first` to the end of line `last`'s content (1-based lines). */
function linesRange(document: SyntaxDocument, first: number, last: number): LspRange {
  const start = document.line(first)?.offset ?? 0;
  const end = document.line(last)?.contentEnd ?? start;
  return lspRangeOf(document, start, Math.max(start, end));
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
    if (group.end.line > group.start.line) ranges.push({ startLine: group.start.line - 1, endLine: group.end.line - 1, kind: 'region' });
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
