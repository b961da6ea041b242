/**
 * `robotstxt-toolkit/editor`: the answers an editor asks of a robots.txt,
 * as plain data in the Language Server Protocol's shapes (0-based lines and
 * characters in UTF-16 code units), for the language server and the browser
 * playground to adapt to their protocol: diagnostics, code actions and
 * fix-all, hovers, completions, the outline and folding, and a table of
 * verdicts for test URLs (docs/editor-answers.md).
 *
 * Every answer takes the text and never throws on it; none loads a package
 * or a platform API, so the subpath runs in browsers.
 *
 * @example
 * ```ts
 * import { editorDiagnostics, hoverAt } from 'robotstxt-toolkit/editor';
 *
 * const text = 'User-agent: GPTBot\nDisallow: /\n';
 * editorDiagnostics(text).length;                            // 0
 * hoverAt(text, { line: 0, character: 14 })?.markdown.startsWith('**GPTBot**: OpenAI'); // true
 * ```
 *
 * @packageDocumentation
 */
export { editorDiagnostics, toEditorDiagnostic } from './editor/diagnostics.ts';
export type { EditorDiagnostic, EditorDiagnosticData, EditorFix, EditorRelatedInformation, EditorSeverity } from './editor/diagnostics.ts';
export { DIAGNOSTIC_TAGS, tagsOf, type EditorDiagnosticTag } from './editor/tags.ts';
export { codeActions, fixAllEdits, fixAllAction, DISABLE_COMMENT, type EditorCodeAction, type EditorCodeActionKind } from './editor/code-actions.ts';
export { hoverAt, type EditorHover } from './editor/hover.ts';
export { exampleUrl } from './editor/example-url.ts';
export { completionsAt, type EditorCompletion, type EditorCompletionKind } from './editor/completions.ts';
export { documentSymbols, foldingRanges, SYMBOL_KIND, type EditorSymbol, type EditorFoldingRange } from './editor/symbols.ts';
export { testUrls, type TestUrlsOptions, type TestUrlsResult, type TestUrlRow, type TestUrlDisagreement } from './editor/test-urls.ts';
export { FIELD_DOCS, fieldDoc, type FieldDoc } from './editor/field-docs.ts';
export { REPOSITORY_URL, ruleDocsUrl } from './editor/links.ts';
export type { EditorOptions } from './editor/options.ts';
export type { LspPosition, LspRange, LspTextEdit } from './format/text-edit.ts';
