/**
 * The editor panel: a CodeMirror 6 view keeping the text's line ends, with robots.txt colouring, the linter (150 ms after a
 * change), completion, hover answers, search, and the line a tester row points at highlighted.
 */
import { autocompletion, closeBrackets, completionKeymap, type CompletionSource } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { forceLinting, lintGutter, linter, lintKeymap, type Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  hoverTooltip,
  keymap,
  lineNumbers,
  type DecorationSet,
  type Tooltip,
} from '@codemirror/view';
import { robotsTxtHighlighting, robotsTxtLanguage } from './language.ts';
import { editorForm, keepLineEnds, lineEndsChanged, rawText } from './line-ends.ts';

/** Sets the deciding line to highlight (1-based), or clears it (`undefined`). */
const setDecidingLine = StateEffect.define<number | undefined>();

const decidingLineMark = Decoration.line({ class: 'cm-deciding-line' });

/** The highlighted deciding line, kept on its line as the text around it changes. */
const decidingLine = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setDecidingLine)) continue;
      const line = effect.value;
      next =
        line === undefined || line < 1 || line > transaction.state.doc.lines
          ? Decoration.none
          : Decoration.set([decidingLineMark.range(transaction.state.doc.line(line).from)]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Asks for a lint run though the text did not change (the dialect did). */
const relintEffect = StateEffect.define<null>();

/** Lints the text again now, under settings that changed. */
export function relint(view: EditorView): void {
  view.dispatch({ effects: relintEffect.of(null) });
  forceLinting(view);
}

/** What the editor asks of the rest of the page. */
export interface EditorHooks {
  /** The text to start with (its line ends kept). */
  readonly text: string;
  /** The lint source (problems.ts). */
  readonly lint: (view: EditorView) => EditorDiagnostic[];
  /** Completions at the cursor. */
  readonly complete: CompletionSource;
  /** A hover answer at a position, or `null`. */
  readonly hover: (view: EditorView, pos: number) => Tooltip | null;
  /** Called after every change of the text (with its own line ends). */
  readonly changed: (text: string) => void;
}

/** Builds the editor inside `parent`. */
export function createEditor(parent: HTMLElement, hooks: EditorHooks): EditorView {
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    closeBrackets(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    search({ top: true }),
    robotsTxtLanguage,
    robotsTxtHighlighting,
    linter(hooks.lint, {
      delay: 150,
      needsRefresh: (update) =>
        lineEndsChanged(update.startState, update.state) ||
        update.transactions.some((transaction) => transaction.effects.some((effect) => effect.is(relintEffect))),
    }),
    lintGutter(),
    autocompletion({ override: [hooks.complete], activateOnTyping: true }),
    hoverTooltip(hooks.hover, { hoverTime: 300 }),
    decidingLine,
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ 'aria-label': 'robots.txt text', 'aria-multiline': 'true' }),
    // Tab is left to the browser, so the keyboard moves through the page: robots.txt needs no indentation.
    keymap.of([...completionKeymap, ...searchKeymap, ...historyKeymap, ...lintKeymap, ...defaultKeymap]),
    keepLineEnds(hooks.text),
    EditorView.updateListener.of((update) => {
      if (update.docChanged || lineEndsChanged(update.startState, update.state)) hooks.changed(rawText(update.state));
    }),
  ];
  return new EditorView({ parent, state: EditorState.create({ doc: editorForm(hooks.text), extensions }) });
}

/** Highlights a line (1-based) as the deciding line and scrolls it into the middle of the editor; `undefined` clears it. */
export function showDecidingLine(view: EditorView, line: number | undefined): void {
  const effects: StateEffect<unknown>[] = [setDecidingLine.of(line)];
  if (line !== undefined && line >= 1 && line <= view.state.doc.lines) effects.push(EditorView.scrollIntoView(view.state.doc.line(line).from, { y: 'center' }));
  view.dispatch({ effects });
}

/** Puts the cursor at the start of a line (1-based) and focuses the editor. */
export function goToLine(view: EditorView, line: number): void {
  const target = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines));
  view.dispatch({ selection: { anchor: target.from }, effects: EditorView.scrollIntoView(target.from, { y: 'center' }) });
  view.focus();
}
