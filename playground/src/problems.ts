/**
 * The problems panel: the linter's findings as CodeMirror diagnostics (underlines, gutter marks,
 * tooltips with their fixes) and as a list under the editor, one item per finding, each fix a button.
 * Both read one lint run, timed with `performance.measure('robotstxt-lint')`.
 */
import type { Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import type { Text } from '@codemirror/state';
import { fixText, lint, type Dialect, type LintDiagnostic, type LintFix, type LintResult } from '../../src/index.ts';
import { applyTextEdits, replaceText } from './edits.ts';
import { relint } from './editor.ts';

/** Where the rules are documented: each finding links to its page. */
export const RULE_DOCS_BASE = 'https://github.com/robotstxt-toolkit/robotstxt-toolkit/blob/main/';

/** The most findings listed under the editor: past it the list says how many more there are (the gutter shows all). */
const MAX_LISTED = 1000;

/** The last lint run: the document it linted and what it found. */
export interface LintRun {
  readonly doc: Text;
  readonly result: LintResult;
}

/** The URL of a finding's documentation page. */
export function docsUrl(finding: LintDiagnostic): string {
  return /^https?:/.test(finding.docs) ? finding.docs : RULE_DOCS_BASE + finding.docs;
}

function severityOf(finding: LintDiagnostic): EditorDiagnostic['severity'] {
  return finding.severity === 'error' ? 'error' : finding.severity === 'warning' ? 'warning' : 'info';
}

/** Applies a fix when the text is still the one it was made for (a later run replaces stale fixes). */
function applyFix(view: EditorView, run: LintRun, fix: LintFix): void {
  if (view.state.doc !== run.doc) return;
  applyTextEdits(view, fix.edits);
}

function toEditorDiagnostic(finding: LintDiagnostic, run: LintRun): EditorDiagnostic {
  const length = run.doc.length;
  const from = Math.min(finding.range.start.offset, length);
  const to = Math.min(Math.max(finding.range.end.offset, from), length);
  return {
    from,
    to,
    severity: severityOf(finding),
    source: finding.code,
    message: finding.message,
    renderMessage() {
      const box = document.createElement('span');
      box.append(`${finding.message} `);
      const link = document.createElement('a');
      link.href = docsUrl(finding);
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = finding.code;
      box.append(link);
      return box;
    },
    actions: finding.fixes.map((fix) => ({ name: fix.title, apply: (view: EditorView) => applyFix(view, run, fix) })),
  };
}

/**
 * The CodeMirror lint source: lints the text under the chosen dialect, hands the run to `onRun`
 * (the list) and returns the diagnostics. The timed span is the linting and its conversion.
 */
export function lintSource(dialect: () => Dialect, onRun: (run: LintRun) => void): (view: EditorView) => EditorDiagnostic[] {
  return (view) => {
    performance.mark('robotstxt-lint-start');
    const doc = view.state.doc;
    const run: LintRun = { doc, result: lint(doc.toString(), { dialect: dialect() }) };
    const diagnostics = run.result.diagnostics.map((finding) => toEditorDiagnostic(finding, run));
    performance.measure('robotstxt-lint', 'robotstxt-lint-start');
    performance.clearMarks('robotstxt-lint-start');
    onRun(run);
    return diagnostics;
  };
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

  /** Re-lints now (after the dialect changed). */
  refresh(): void {
    relint(this.view());
  }

  /** Shows a lint run. */
  show(run: LintRun): void {
    const { result } = run;
    const items = document.createDocumentFragment();
    for (const finding of result.diagnostics.slice(0, MAX_LISTED)) items.append(this.item(finding, run));
    if (result.diagnostics.length > MAX_LISTED) {
      const more = document.createElement('li');
      more.className = 'more';
      more.textContent = `${result.diagnostics.length - MAX_LISTED} more findings: the editor's gutter marks every one.`;
      items.append(more);
    }
    this.list.replaceChildren(items);
    const counts = [`${result.errorCount} error${result.errorCount === 1 ? '' : 's'}`, `${result.warningCount} warning${result.warningCount === 1 ? '' : 's'}`];
    counts.push(`${result.infoCount} info`);
    this.summary.textContent =
      result.diagnostics.length === 0 ? `No problems under ${result.dialects.join(', ')}.` : `${counts.join(', ')}; ${result.fixableCount} with a safe fix.`;
    this.fixAll.disabled = result.fixableCount === 0;
  }

  private item(finding: LintDiagnostic, run: LintRun): HTMLLIElement {
    const item = document.createElement('li');
    item.dataset.code = finding.code;
    item.dataset.line = String(finding.range.start.line);
    item.dataset.severity = finding.severity;
    item.className = `problem severity-${finding.severity}`;
    const where = document.createElement('button');
    where.type = 'button';
    where.className = 'goto';
    where.textContent = `Line ${finding.range.start.line}`;
    where.setAttribute('aria-label', `Go to line ${finding.range.start.line}`);
    where.addEventListener('click', () => this.goTo(finding.range.start.line));
    const severity = document.createElement('span');
    severity.className = 'severity';
    severity.textContent = finding.severity;
    const message = document.createElement('span');
    message.className = 'message';
    message.textContent = finding.message;
    const docs = document.createElement('a');
    docs.href = docsUrl(finding);
    docs.target = '_blank';
    docs.rel = 'noopener';
    docs.className = 'code';
    docs.textContent = finding.code;
    item.append(where, ' ', severity, ' ', message, ' ', docs);
    for (const fix of finding.fixes) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'fix';
      button.dataset.fix = fix.title;
      if (fix.kind === 'safe') button.dataset.safe = 'true';
      button.textContent = fix.kind === 'safe' ? fix.title : `${fix.title} (changes meaning)`;
      button.addEventListener('click', () => applyFix(this.view(), run, fix));
      item.append(' ', button);
    }
    return item;
  }

  /** Applies every safe fix (re-linting until none is left), as `robotstxt lint --fix` does. */
  private fixAllSafe(): void {
    const view = this.view();
    const fixed = fixText(view.state.doc.toString(), { dialect: this.dialect() });
    if (fixed.applied > 0) replaceText(view, fixed.text, 'input.fix');
  }
}
