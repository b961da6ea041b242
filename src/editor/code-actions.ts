/**
 * Code actions: the linter's fixes as quick fixes, a "disable this rule on
 * this line" comment for every finding, and "fix all", which is exactly what
 * `fixText` (and `robotstxt lint --fix`) does.
 *
 * @module
 */
import { toLspTextEdit, type LspRange, type LspTextEdit } from '../format/text-edit.ts';
import type { LintDiagnosticCode } from '../diagnostics/diagnostic.ts';
import { disabledCodes, fixText, lint } from '../lint/lint.ts';
import type { LintDiagnostic } from '../lint/types.ts';
import { parse } from '../syntax/parse.ts';
import type { SyntaxDocument } from '../syntax/tree.ts';
import type { EditorOptions } from './options.ts';
import { lspRangeOf, linesTouch, toLspRange } from './position.ts';

/** LSP's `CodeActionKind` of each action. */
export type EditorCodeActionKind = 'quickfix' | 'source.fixAll';

/** A code action in LSP's terms, its edits for the one document (the caller wraps them in a `WorkspaceEdit`). */
export interface EditorCodeAction {
  /** What it does, e.g. `Remove the duplicate rule`. */
  readonly title: string;
  /** `quickfix` for one finding, `source.fixAll` for every safe fix. */
  readonly kind: EditorCodeActionKind;
  /** The finding it resolves (absent for fix-all). */
  readonly diagnostic?: {
    /** The finding's code. */
    readonly code: LintDiagnosticCode;
    /** The finding's range. */
    readonly range: LspRange;
  };
  /** The edits, non-overlapping. */
  readonly edits: readonly LspTextEdit[];
  /** The fix an editor applies on its own shortcut: a finding's first safe fix. */
  readonly isPreferred: boolean;
  /** Whether it changes no verdict under the dialects linted (a `safe` fix, a disabling comment, fix-all). */
  readonly safe: boolean;
}

/** The comment that turns rules off for the next line (read by `lint`; see `disabledCodes`). */
export const DISABLE_COMMENT = '# robotstxt-disable-next-line';

/**
 * The code actions for a range of the document (usually the cursor, or a
 * finding's range): for each finding on a line of the range, each of its
 * fixes, then "Disable <code> on this line". Fix-all is apart
 * ({@link fixAllAction}): it lints the file several times. Never throws.
 *
 * @example
 * ```ts
 * const text = 'User-agent: *\nDisallow : /a\n';
 * const actions = codeActions(text, { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } });
 * actions.map((action) => action.title);
 * // ['Remove the whitespace before the colon', 'Disable space-before-colon on this line']
 * actions[0]?.edits; // [{ range: { start: { line: 1, character: 8 }, end: { line: 1, character: 9 } }, newText: '' }]
 * ```
 */
export function codeActions(text: string, range: LspRange, options: EditorOptions = {}): EditorCodeAction[] {
  const document = parse(text);
  const actions: EditorCodeAction[] = [];
  const disables: EditorCodeAction[] = [];
  const disabled = new Set<string>();
  for (const diagnostic of lint(document, options).diagnostics) {
    const where = toLspRange(diagnostic.range);
    if (!linesTouch(where, range)) continue;
    const about = { code: diagnostic.code, range: where };
    const preferred = diagnostic.fixes.findIndex((fix) => fix.kind === 'safe');
    diagnostic.fixes.forEach((fix, index) => {
      actions.push({
        title: fix.title,
        kind: 'quickfix',
        diagnostic: about,
        edits: fix.edits.map(toLspTextEdit),
        isPreferred: index === preferred,
        safe: fix.kind === 'safe',
      });
    });
    const key = `${diagnostic.range.start.line} ${diagnostic.code}`;
    if (disabled.has(key)) continue;
    disabled.add(key);
    const edit = disableEdit(document, diagnostic);
    if (edit)
      disables.push({ title: `Disable ${diagnostic.code} on this line`, kind: 'quickfix', diagnostic: about, edits: [edit], isPreferred: false, safe: true });
  }
  return [...actions, ...disables];
}

/**
 * The edit that turns `diagnostic`'s code off on its line: a
 * `# robotstxt-disable-next-line CODE` comment above it, indented as the
 * line is and ended as the file's lines are; or, when the line above already
 * is such a comment, the code added to it (a comment only reaches the line
 * right after it).
 */
export function disableEdit(document: SyntaxDocument, diagnostic: Pick<LintDiagnostic, 'code' | 'range'>): LspTextEdit | undefined {
  const number = diagnostic.range.start.line;
  const line = document.line(number);
  if (!line) return undefined;
  const text = document.text;
  const above = number > 1 ? document.line(number - 1) : undefined;
  if (above && above.kind === 'comment') {
    const comment = text.slice(above.commentOffset, above.contentEnd);
    const codes = disabledCodes(comment);
    if (codes) {
      if (codes.has('*') || codes.has(diagnostic.code)) return undefined;
      const end = above.commentOffset + comment.trimEnd().length;
      return { range: lspRangeOf(document, end, end), newText: ` ${diagnostic.code}` };
    }
  }
  // The byte-order mark stays first in the file; a U+FEFF further on is part of its line.
  const start = line.offset === 0 && text.charCodeAt(0) === 0xfeff ? 1 : line.offset;
  const indent = text.slice(start, line.textStart).replace(/[^ \t]/g, '');
  const newText = `${indent}${DISABLE_COMMENT} ${diagnostic.code}${lineEndOf(document, number)}`;
  return { range: lspRangeOf(document, start, start), newText };
}

/** The line end a new line before line `number` gets: that line's own, else the one before it, else the file's first, else LF. */
function lineEndOf(document: SyntaxDocument, number: number): string {
  const own = document.line(number);
  if (own && own.end > own.contentEnd) return document.text.slice(own.contentEnd, own.end);
  const previous = number > 1 ? document.line(number - 1) : undefined;
  if (previous && previous.end > previous.contentEnd) return document.text.slice(previous.contentEnd, previous.end);
  return /\r\n|\r|\n/.exec(document.text)?.[0] ?? '\n';
}

/**
 * The edits that apply every safe fix, as `fixText` applies them (several
 * passes until none is left): one edit over the lines from the first changed
 * character to the last, so applying it gives exactly `fixText(text, options).text`.
 * Empty when nothing is fixable.
 *
 * @example
 * ```ts
 * fixAllEdits('User-agent: *\nDisallow : /a\nDisallow: /a\n');
 * // [{ range: { start: { line: 1, character: 0 }, end: { line: 3, character: 0 } }, newText: 'Disallow: /a\n' }]
 * ```
 */
export function fixAllEdits(text: string, options: EditorOptions = {}): LspTextEdit[] {
  const fixed = fixText(text, options).text;
  if (fixed === text) return [];
  let start = 0;
  const shorter = Math.min(text.length, fixed.length);
  while (start < shorter && text.charCodeAt(start) === fixed.charCodeAt(start)) start++;
  let suffix = 0;
  while (suffix < shorter - start && text.charCodeAt(text.length - 1 - suffix) === fixed.charCodeAt(fixed.length - 1 - suffix)) suffix++;
  // Whole lines are replaced: an editor shows the change as the lines it rewrote (and never splits a CR LF or a surrogate pair).
  if (text.charCodeAt(start - 1) === 0x0d && text.charCodeAt(start) === 0x0a) start--;
  while (start > 0 && !isLineEnd(text.charCodeAt(start - 1))) start--;
  while (suffix > 0 && !isLineEnd(text.charCodeAt(text.length - suffix - 1))) suffix--;
  while (suffix > 0 && text.charCodeAt(text.length - suffix - 1) === 0x0d && text.charCodeAt(text.length - suffix) === 0x0a) suffix--;
  const document = parse(text);
  return [{ range: lspRangeOf(document, start, text.length - suffix), newText: fixed.slice(start, fixed.length - suffix) }];
}

function isLineEnd(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}

/** Fix-all as a code action (`source.fixAll`), or `undefined` when nothing is fixable. */
export function fixAllAction(text: string, options: EditorOptions = {}): EditorCodeAction | undefined {
  const edits = fixAllEdits(text, options);
  if (edits.length === 0) return undefined;
  return { title: 'Fix all safe robotstxt problems', kind: 'source.fixAll', edits, isPreferred: false, safe: true };
}
