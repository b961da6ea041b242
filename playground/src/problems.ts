/**
 * The problems panel: the linter's findings, as the editor answers give them to the language
 * server too (`editorDiagnostics`: codes, docs links, fixes), shown as CodeMirror diagnostics
 * (underlines, gutter marks, tooltips with their fixes) and as a list under the editor, one item per
 * finding, each fix a button. Both read one lint run, timed with `performance.measure('robotstxt-lint')`.
 */
import type { Diagnostic as CodeMirrorDiagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { editorDiagnostics, fixAllEdits, type EditorDiagnostic, type EditorFix } from '../../src/editor.ts';
import type { Dialect, LspPosition, LspTextEdit } from '../../src/index.ts';
import { relint } from './editor.ts';
import { rawText, replaceRaw } from './line-ends.ts';

/** The most findings listed under the editor: past it the list says how many more there are (the gutter shows all). */
const MAX_LISTED = 1000;

/** The words the list uses for LSP's severities (1 error, 2 warning, 3 information, 4 hint). */
const SEVERITY_NAMES = { 1: 'error', 2: 'warning', 3: 'info', 4: 'info' } as const;

/** LSP's tags: 1 unnecessary (drawn faded), 2 deprecated (struck through). */
const TAG_CLASSES: Readonly<Record<number, string>> = { 1: 'cm-unnecessary', 2: 'cm-deprecated' };

/** The last lint run: the document it linted (and the text, with its line ends), under which dialect, and what it found. */
export interface LintRun {
  readonly doc: Text;
  readonly text: string;
  readonly dialect: Dialect;
  readonly findings: readonly EditorDiagnostic[];
}

/** The editor offset of an LSP position in `doc` (clamped into the text). */
export function offsetOf(doc: Text, position: LspPosition): number {
  if (position.line >= doc.lines) return doc.length;
  const line = doc.line(Math.max(position.line, 0) + 1);
  return Math.min(line.from + Math.max(position.character, 0), line.to);
}

/**
 * `text` with LSP edits made for it applied (positions past a line or the text read as its end, as
 * {@link offsetOf} reads them): on the text itself, so the line ends a fix removes or writes are the fix's own.
 */
export function applyLspEdits(text: string, edits: readonly LspTextEdit[]): string {
  // Where each line starts and where its content ends (before its line end).
  const starts = [0];
  const ends: number[] = [];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) {
    ends.push(match.index);
    starts.push(match.index + match[0].length);
  }
  ends.push(text.length);
  const offset = (position: LspPosition): number => {
    if (position.line >= starts.length) return text.length;
    const line = Math.max(position.line, 0);
    return Math.min(starts[line]! + Math.max(position.character, 0), ends[line]!);
  };
  const spans = edits
    .map((edit) => ({ from: offset(edit.range.start), to: offset(edit.range.end), insert: edit.newText }))
    .sort((a, b) => a.from - b.from || a.to - b.to);
  let result = '';
  let at = 0;
  for (const span of spans) {
    result += text.slice(at, span.from) + span.insert;
    at = Math.max(at, span.to);
  }
  return result + text.slice(at);
}

/** Applies a fix when the text is still the one it was made for (the next run brings fresh fixes). */
function applyFix(view: EditorView, run: LintRun, fix: EditorFix): void {
  const transaction = rawText(view.state) === run.text ? replaceRaw(view.state, applyLspEdits(run.text, fix.edits), 'input.fix') : undefined;
  if (transaction) view.dispatch(transaction);
}

function docsLink(finding: EditorDiagnostic): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = finding.codeDescription.href;
  link.target = '_blank';
  link.rel = 'noopener';
  link.className = 'code';
  link.textContent = finding.code;
  link.title = `What ${finding.code} means and how to fix it`;
  return link;
}

function toCodeMirror(finding: EditorDiagnostic, run: LintRun): CodeMirrorDiagnostic {
  const from = offsetOf(run.doc, finding.range.start);
  const to = Math.max(offsetOf(run.doc, finding.range.end), from);
  const markClass = (finding.tags ?? []).map((tag) => TAG_CLASSES[tag] ?? '').join(' ');
  return {
    from,
    to,
    severity: finding.severity === 1 ? 'error' : finding.severity === 2 ? 'warning' : finding.severity === 3 ? 'info' : 'hint',
    source: finding.code,
    message: finding.message,
    ...(markClass.trim() === '' ? {} : { markClass }),
    renderMessage() {
      const box = document.createElement('span');
      box.append(`${finding.message} `, docsLink(finding));
      return box;
    },
    actions: finding.data.fixes.map((fix) => ({ name: fix.title, apply: (view: EditorView) => applyFix(view, run, fix) })),
  };
}

/**
 * The CodeMirror lint source: lints the text under the chosen dialect, hands the run to `onRun`
 * (the list) and returns the diagnostics. The timed span is the linting and its conversion.
 */
export function lintSource(dialect: () => Dialect, onRun: (run: LintRun) => void): (view: EditorView) => CodeMirrorDiagnostic[] {
  return (view) => {
    performance.mark('robotstxt-lint-start');
    const doc = view.state.doc;
    const text = rawText(view.state);
    const chosen = dialect();
    const run: LintRun = { doc, text, dialect: chosen, findings: editorDiagnostics(text, { dialect: chosen }) };
    const diagnostics = run.findings.map((finding) => toCodeMirror(finding, run));
    performance.measure('robotstxt-lint', 'robotstxt-lint-start');
    performance.clearMarks('robotstxt-lint-start');
    onRun(run);
    return diagnostics;
  };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 || word === 'info' ? '' : 's'}`;
}

/** The problems list and its "Fix all safe" button. */
export class ProblemsPanel {
  constructor(
    private readonly list: HTMLElement,
    private readonly summary: HTMLElement,
    private readonly fixAll: HTMLButtonElement,
    private readonly view: () => EditorView,
    private readonly dialect: () => Dialect,
    private readonly goTo: (line: number) => void,
  ) {
    fixAll.addEventListener('click', () => this.fixAllSafe());
  }

  /** Lints again now (after the dialect changed). */
  refresh(): void {
    relint(this.view());
  }

  /** Shows a lint run. */
  show(run: LintRun): void {
    const { findings } = run;
    const items = document.createDocumentFragment();
    for (const finding of findings.slice(0, MAX_LISTED)) items.append(this.item(finding, run));
    if (findings.length > MAX_LISTED) {
      const more = document.createElement('li');
      more.className = 'more';
      more.textContent = `${findings.length - MAX_LISTED} more findings: the editor's gutter marks every one.`;
      items.append(more);
    }
    this.list.replaceChildren(items);
    const count = (severity: number): number => findings.filter((finding) => finding.severity === severity).length;
    const fixable = findings.filter((finding) => finding.data.fixes.some((fix) => fix.safe)).length;
    this.summary.textContent =
      findings.length === 0
        ? `No problems under ${run.dialect}.`
        : `${plural(count(1), 'error')}, ${plural(count(2), 'warning')}, ${plural(count(3) + count(4), 'info')} under ${run.dialect}; ${fixable} with a safe fix.`;
    this.fixAll.disabled = fixable === 0;
  }

  private item(finding: EditorDiagnostic, run: LintRun): HTMLLIElement {
    const line = finding.range.start.line + 1;
    const severity = SEVERITY_NAMES[finding.severity];
    const item = document.createElement('li');
    item.dataset.code = finding.code;
    item.dataset.line = String(line);
    item.dataset.severity = severity;
    item.className = `problem severity-${severity}`;
    const where = document.createElement('button');
    where.type = 'button';
    where.className = 'goto';
    where.textContent = `Line ${line}`;
    where.setAttribute('aria-label', `Go to line ${line}`);
    where.addEventListener('click', () => this.goTo(line));
    const label = document.createElement('span');
    label.className = 'severity';
    label.textContent = severity;
    const message = document.createElement('span');
    message.className = 'message';
    message.textContent = finding.message;
    item.append(where, ' ', label, ' ', message, ' ', docsLink(finding));
    for (const fix of finding.data.fixes) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'fix';
      button.dataset.fix = fix.title;
      if (fix.safe) button.dataset.safe = 'true';
      button.textContent = fix.safe ? fix.title : `${fix.title} (changes meaning)`;
      button.addEventListener('click', () => applyFix(this.view(), run, fix));
      item.append(' ', button);
    }
    return item;
  }

  /** Applies every safe fix, re-linting until none is left, exactly as `robotstxt lint --fix` does. */
  private fixAllSafe(): void {
    const view = this.view();
    const text = rawText(view.state);
    const edits = fixAllEdits(text, { dialect: this.dialect() });
    const transaction = edits.length > 0 ? replaceRaw(view.state, applyLspEdits(text, edits), 'input.fix') : undefined;
    if (transaction) view.dispatch(transaction);
  }
}
