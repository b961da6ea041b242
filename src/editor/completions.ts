/**
 * `completionsAt`: what may be typed at the cursor. At the start of a line,
 * the field names in their canonical spelling; after `User-agent:`, `*` and
 * the known crawlers' tokens; in a `Content-Signal` or `Content-Usage`
 * value, the keys of its vocabulary and their values. Reads the one line
 * under the cursor.
 *
 * @module
 */
import { KNOWN_CRAWLERS } from '../crawlers/known-crawlers.ts';
import type { LspPosition, LspRange } from '../format/text-edit.ts';
import { fieldKey, readDirective } from '../model/directives.ts';
import { AIPREF_VOCABULARY, CONTENT_SIGNAL_VOCABULARY } from '../model/usage.ts';
import { parse } from '../syntax/parse.ts';
import type { SyntaxDocument } from '../syntax/tree.ts';
import { crawlerDetail, crawlerMarkdown } from './crawler-docs.ts';
import { FIELD_DOCS, fieldMarkdown } from './field-docs.ts';
import { primaryDialect, type EditorOptions } from './options.ts';
import { lineNumberAt, lspRangeOf, offsetAt } from './position.ts';

/** What a completion completes: a field name, a User-agent value, or a value of a field's vocabulary. */
export type EditorCompletionKind = 'field' | 'agent' | 'value';

/** One completion, in the terms of LSP's `CompletionItem` (the caller maps `kind` to its numbers). */
export interface EditorCompletion {
  /** What the list shows, e.g. `User-agent` or `GPTBot`. */
  readonly label: string;
  /** What it completes. */
  readonly kind: EditorCompletionKind;
  /** One line beside the label: who runs a crawler, whether a field is standard. */
  readonly detail: string;
  /** Markdown shown for the selected item. */
  readonly documentation: string;
  /** The text that replaces `range`. */
  readonly insertText: string;
  /** The span the completion replaces: from the start of the word being typed to the cursor. */
  readonly range: LspRange;
}

/**
 * The completions at a position (an empty list where there are none). Never throws.
 *
 * @example
 * ```ts
 * const items = completionsAt('User-agent: GPT', { line: 0, character: 15 });
 * items.find((item) => item.label === 'GPTBot')?.detail; // 'OpenAI · AI model training'
 * completionsAt('Dis', { line: 0, character: 3 }).find((item) => item.label === 'Disallow')?.insertText; // 'Disallow: '
 * ```
 */
export function completionsAt(text: string, position: LspPosition, options: EditorOptions = {}): EditorCompletion[] {
  const document = parse(text);
  const line = document.line(lineNumberAt(document, position));
  const offset = offsetAt(document, position);
  if (!line) return fieldCompletions(document, offset, offset, true);
  const comment = line.commentOffset;
  if (comment >= 0 && offset > comment) return [];
  const colon = line.colonOffset;
  if (colon < 0 || offset <= colon) {
    const start = firstNonSpace(text, line.offset, offset);
    if (!/^[A-Za-z-]*$/.test(text.slice(start, offset))) return [];
    return fieldCompletions(document, start, offset, colon < 0);
  }
  const read = readDirective(line, primaryDialect(options));
  const key = read?.key ?? fieldKey(line.fieldName ?? '');
  const valueStart = firstNonSpace(text, colon + 1, offset);
  if (key === 'user-agent') return agentCompletions(document, valueStart, offset);
  if (key === 'content-signal') return vocabularyCompletions(document, text, valueStart, offset, SIGNALS);
  if (key === 'content-usage') {
    // An optional path comes first: the preference starts after it.
    const path = /^\/\S*\s+/.exec(text.slice(valueStart, offset));
    return vocabularyCompletions(document, text, valueStart + (path?.[0].length ?? 0), offset, USAGE);
  }
  return [];
}

/** The first offset from `start` (up to `end`) that is not a space or tab (a BOM counts as space). */
function firstNonSpace(text: string, start: number, end: number): number {
  let at = start;
  while (at < end && /[ \t\ufeff]/.test(text.charAt(at))) at++;
  return at;
}

function fieldCompletions(document: SyntaxDocument, start: number, end: number, withColon: boolean): EditorCompletion[] {
  const range = lspRangeOf(document, start, end);
  return [...FIELD_DOCS.values()].map((doc) => ({
    label: doc.name,
    kind: 'field',
    detail: doc.standard ? 'standard field' : 'extension (not in RFC 9309)',
    documentation: fieldMarkdown(doc),
    insertText: withColon ? `${doc.name}: ` : doc.name,
    range,
  }));
}

function agentCompletions(document: SyntaxDocument, start: number, end: number): EditorCompletion[] {
  const range = lspRangeOf(document, start, end);
  const star: EditorCompletion = {
    label: '*',
    kind: 'agent',
    detail: 'every robot no other group names',
    documentation: '`*`: the group every robot obeys when no group names it.',
    insertText: '*',
    range,
  };
  return [
    star,
    ...KNOWN_CRAWLERS.map((crawler) => ({
      label: crawler.token,
      kind: 'agent' as const,
      detail: crawlerDetail(crawler),
      documentation: crawlerMarkdown(crawler),
      insertText: crawler.token,
      range,
    })),
  ];
}

/** A vocabulary of `key=value` members: each key with its values and what it means. */
interface Vocabulary {
  readonly field: string;
  readonly keys: readonly { readonly key: string; readonly values: readonly string[]; readonly meaning: string }[];
}

const SIGNALS: Vocabulary = {
  field: 'Content-Signal',
  keys: CONTENT_SIGNAL_VOCABULARY.map((entry) => ({ key: entry.key, values: entry.values, meaning: entry.meaning })),
};

const USAGE: Vocabulary = {
  field: 'Content-Usage',
  keys: AIPREF_VOCABULARY.map((category) => ({ key: category.label, values: ['y', 'n'], meaning: category.title })),
};

/** Keys after a comma (or at the value's start), values after `key=`. */
function vocabularyCompletions(document: SyntaxDocument, text: string, valueStart: number, offset: number, vocabulary: Vocabulary): EditorCompletion[] {
  const typed = text.slice(valueStart, offset);
  const memberStart = valueStart + typed.lastIndexOf(',') + 1;
  const start = firstNonSpace(text, memberStart, offset);
  const member = text.slice(start, offset);
  const equals = member.indexOf('=');
  if (equals < 0) {
    const range = lspRangeOf(document, start, offset);
    return vocabulary.keys.map((entry) => ({
      label: `${entry.key}=`,
      kind: 'value' as const,
      detail: `${vocabulary.field}: ${entry.values.join(' or ')}`,
      documentation: `**${entry.key}**: ${entry.meaning}.`,
      insertText: `${entry.key}=`,
      range,
    }));
  }
  const key = member.slice(0, equals).trim().toLowerCase();
  const entry = vocabulary.keys.find((candidate) => candidate.key === key);
  if (!entry) return [];
  const range = lspRangeOf(document, start + equals + 1, offset);
  return entry.values.map((value) => ({
    label: value,
    kind: 'value' as const,
    detail: `${vocabulary.field}: ${entry.key}=${value}`,
    documentation: `**${entry.key}**: ${entry.meaning}.`,
    insertText: value,
    range,
  }));
}
