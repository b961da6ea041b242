/**
 * The library's answers in the form the language server sends them, for the
 * tests to compare what a client received with.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver-protocol';
import { editorDiagnostics, type EditorOptions } from '../../src/editor.ts';

/** The diagnostics of `editorDiagnostics` as published for `uri`: related places carry the URI; `data` (the fixes) stays behind. */
export function published(text: string, uri: string, options: EditorOptions = {}): unknown[] {
  return editorDiagnostics(text, options).map(({ data: _data, relatedInformation, ...rest }) =>
    JSON.parse(
      JSON.stringify({
        ...rest,
        ...(relatedInformation.length > 0
          ? { relatedInformation: relatedInformation.map(({ range, message }) => ({ location: { uri, range }, message })) }
          : {}),
      }),
    ),
  );
}

/** `text` with LSP edits applied, as a client applies them. */
export function applied(text: string, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'robots-txt', 0, text), [...edits]);
}
