/**
 * The server's heavy answers, as plain functions of the text: diagnostics,
 * code actions, formatting, symbols, folding and the test-URL command. The
 * server runs them in a worker thread (see `engine-client.ts`), so that
 * linting a 3.7 MB file never holds up hover or completion, which the main
 * thread answers at once.
 *
 * This module is its own chunk of the CLI bundle (the server imports it
 * dynamically), so the worker loads the engine and the library, not the LSP
 * libraries: a worker is started with a two-line script that imports
 * {@link ENGINE_URL} and calls {@link serveEngine}.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import type { CodeAction, Diagnostic, DocumentSymbol, FoldingRange, Range, TextEdit } from 'vscode-languageserver';
import { codeActions, documentSymbols, editorDiagnostics, fixAllEdits, foldingRanges, testUrls, type TestUrlsResult } from '../../editor.ts';
import type { FormatOptions } from '../../format/format.ts';
import type { LintOptions } from '../../lint/types.ts';
import { DIALECTS, type Dialect } from '../../model/dialect.ts';
import { groupDigits } from '../io/output.ts';
import { formatEdits, formatRangeEdits } from './format-edits.ts';
import { MAX_DIAGNOSTICS, MAX_SYMBOLS } from './limits.ts';

/** The URL of this module: where a worker finds the engine. */
export const ENGINE_URL: string = import.meta.url;

/** What the test-URL command asks. */
export interface TestUrlQuery {
  readonly agents: readonly string[];
  readonly urls: readonly string[];
  /** Default: every dialect. */
  readonly dialects?: readonly Dialect[] | 'all';
}

/** One piece of work, with everything it needs (the text is copied to the worker). */
export type EngineJob =
  | { readonly kind: 'diagnostics'; readonly text: string; readonly lint: LintOptions }
  | {
      readonly kind: 'codeActions';
      readonly text: string;
      readonly lint: LintOptions;
      readonly range: Range;
      readonly fixAll: boolean;
      readonly quickFixes: boolean;
    }
  | { readonly kind: 'format'; readonly text: string; readonly format: FormatOptions; readonly range?: Range }
  | { readonly kind: 'symbols'; readonly text: string; readonly lint: LintOptions }
  | { readonly kind: 'folding'; readonly text: string; readonly lint: LintOptions; readonly limit: number }
  | { readonly kind: 'testUrls'; readonly text: string; readonly query: TestUrlQuery };

/** A code action without its document: the server adds the URI to its edits. */
export interface EngineCodeAction extends Omit<CodeAction, 'edit'> {
  readonly edits: readonly TextEdit[];
}

/** A diagnostic as the editor layer gives it: its related places without the document's URI. */
export type EngineDiagnostic = Omit<Diagnostic, 'relatedInformation'> & {
  readonly relatedInformation?: readonly { readonly range: Range; readonly message: string }[];
};

/** What each kind of job answers. */
export interface EngineResults {
  diagnostics: EngineDiagnostic[];
  codeActions: EngineCodeAction[];
  format: TextEdit[];
  symbols: DocumentSymbol[];
  folding: FoldingRange[];
  testUrls: TestUrlsResult;
}

/** Does one job. The library's answers never throw on any text; the server still catches what would. */
export function runJob(job: EngineJob): EngineResults[EngineJob['kind']] {
  switch (job.kind) {
    case 'diagnostics':
      return publishedDiagnostics(job.text, job.lint);
    case 'codeActions':
      return engineCodeActions(job);
    case 'format':
      return job.range ? formatRangeEdits(job.text, job.range, job.format) : formatEdits(job.text, job.format);
    case 'symbols':
      return withinBudget(documentSymbols(job.text, job.lint) as DocumentSymbol[], { left: MAX_SYMBOLS });
    case 'folding':
      return (foldingRanges(job.text, job.lint) as FoldingRange[]).slice(0, job.limit);
    case 'testUrls':
      return testUrls(job.text, {
        agents: job.query.agents,
        urls: job.query.urls,
        dialects: job.query.dialects === undefined || job.query.dialects === 'all' ? DIALECTS : job.query.dialects,
      });
  }
}

/** The findings to publish: at most {@link MAX_DIAGNOSTICS}, without the fixes they carry (code actions ask for them afresh). */
function publishedDiagnostics(text: string, lint: LintOptions): EngineDiagnostic[] {
  const all = editorDiagnostics(text, lint);
  const shown = all.slice(0, MAX_DIAGNOSTICS).map(({ data: _fixes, ...diagnostic }) => diagnostic as EngineDiagnostic);
  if (all.length > MAX_DIAGNOSTICS) {
    const at = { line: 0, character: 0 };
    shown.push({
      range: { start: at, end: at },
      severity: 3,
      source: 'robotstxt',
      message: `${groupDigits(all.length)} findings; the editor shows the first ${groupDigits(MAX_DIAGNOSTICS)}. Run robotstxt lint on the file to see them all.`,
    });
  }
  return shown;
}

/** The symbols in document order until `budget` runs out (a group's lines count too). */
function withinBudget(symbols: readonly DocumentSymbol[], budget: { left: number }): DocumentSymbol[] {
  const kept: DocumentSymbol[] = [];
  for (const symbol of symbols) {
    if (budget.left <= 0) break;
    budget.left--;
    kept.push(symbol.children ? { ...symbol, children: withinBudget(symbol.children, budget) } : symbol);
  }
  return kept;
}

function engineCodeActions(job: Extract<EngineJob, { kind: 'codeActions' }>): EngineCodeAction[] {
  const actions: EngineCodeAction[] = [];
  if (job.quickFixes) {
    for (const action of codeActions(job.text, job.range, job.lint)) {
      actions.push({
        title: action.title,
        kind: action.kind,
        ...(action.isPreferred ? { isPreferred: true } : {}),
        ...(action.diagnostic ? { diagnostics: [action.diagnostic as Diagnostic] } : {}),
        edits: action.edits as TextEdit[],
        data: { safe: action.safe },
      });
    }
  }
  if (job.fixAll) {
    const edits = fixAllEdits(job.text, job.lint);
    if (edits.length > 0) actions.push({ title: 'Fix all safe robots.txt problems', kind: 'source.fixAll', edits: edits as TextEdit[], data: { safe: true } });
  }
  return actions;
}

/** A request to the worker and its answer. */
export interface EngineRequest {
  readonly id: number;
  readonly job: EngineJob;
}
/** An answer, or `'ready'` once the worker listens. */
export type EngineResponse = { readonly id: number; readonly result: unknown } | { readonly id: number; readonly error: string };

/** Answers the jobs the server posts, one at a time, in a worker thread. */
export function serveEngine(): void {
  const port = parentPort;
  if (!port) throw new Error('serveEngine runs in a worker thread');
  port.on('message', ({ id, job }: EngineRequest) => {
    let response: EngineResponse;
    try {
      response = { id, result: runJob(job) };
    } catch (error) {
      response = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(response);
  });
  port.postMessage('ready');
}
