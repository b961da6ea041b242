/**
 * Completion and hover in the editor: the editor answers the language server gives too
 * (`completionsAt`, `hoverAt`), adapted to CodeMirror.
 */
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { Text } from '@codemirror/state';
import type { EditorView, Tooltip } from '@codemirror/view';
import { completionsAt, hoverAt, type EditorCompletion } from '../../src/editor.ts';
import type { Dialect, LspPosition } from '../../src/index.ts';
import { rawText } from './line-ends.ts';
import { renderMarkdown } from './markdown.ts';
import { offsetOf } from './problems.ts';

/** The LSP position of an editor offset. */
export function positionOf(doc: Text, offset: number): LspPosition {
  const line = doc.lineAt(offset);
  return { line: line.number - 1, character: offset - line.from };
}

const TYPES: Readonly<Record<EditorCompletion['kind'], string>> = { field: 'keyword', agent: 'constant', value: 'enum' };

/** The completion source: field names, crawler tokens, vocabulary keys and values, as the editor answers list them. */
export function completionSource(dialect: () => Dialect): (context: CompletionContext) => CompletionResult | null {
  return (context) => {
    const { doc } = context.state;
    const items = completionsAt(rawText(context.state), positionOf(doc, context.pos), { dialect: dialect() });
    const first = items[0];
    if (!first) return null;
    const from = offsetOf(doc, first.range.start);
    if (!context.explicit && from === context.pos && first.kind === 'field') return null;
    const options: Completion[] = items.map((item) => ({
      label: item.label,
      detail: item.detail,
      type: TYPES[item.kind],
      apply: item.insertText,
      info: () => renderMarkdown(item.documentation, 'completion-info'),
    }));
    return { from, to: offsetOf(doc, first.range.end), options, validFor: /^[\w.*/-]*$/ };
  };
}

/** The hover source: what the field, robot or rule under the pointer means, under each dialect. */
export function hoverSource(dialect: () => Dialect): (view: EditorView, pos: number) => Tooltip | null {
  return (view, pos) => {
    const { doc } = view.state;
    const hover = hoverAt(rawText(view.state), positionOf(doc, pos), { dialect: dialect() });
    if (!hover) return null;
    return {
      pos: offsetOf(doc, hover.range.start),
      end: offsetOf(doc, hover.range.end),
      above: true,
      create: () => ({ dom: renderMarkdown(hover.markdown, 'hover') }),
    };
  };
}
