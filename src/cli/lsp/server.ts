/**
 * The language server: the LSP requests and notifications, each answered by
 * the editor layer of the library (`robotstxt-toolkit/editor`, src/editor/)
 * with the document's settings (`settings.ts`).
 *
 * Hover and completion are answered on the main thread at once (they read a
 * line or two, never the whole file); everything that lints, formats or
 * builds the model of the whole file goes to the engine (`engine-client.ts`),
 * a worker thread, so a 3.7 MB file being linted never makes them wait.
 *
 * @module
 */
import { readFile, stat } from 'node:fs/promises';
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  ResponseError,
  TextDocuments,
  TextDocumentSyncKind,
  type CodeAction,
  type CompletionItem,
  type Connection,
  type Diagnostic,
  type Hover,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { completionsAt, hoverAt, type EditorCompletion } from '../../editor.ts';
import { decodeBytes } from '../../syntax/encoding.ts';
import { DIALECTS, type Dialect } from '../../model/dialect.ts';
import { CONFIG_FILE_NAME } from '../config/config.ts';
import { EngineClient } from './engine-client.ts';
import type { EngineDiagnostic, TestUrlQuery } from './engine.ts';
import { DEFAULT_FOLDING_LIMIT } from './limits.ts';
import { ConfigFiles, filePathOf, settingsFor, type DocumentSettings } from './settings.ts';

/** The command that tests URLs against the document (`workspace/executeCommand`). */
export const TEST_URL_COMMAND = 'robotstxt.testUrl';

/** The largest file the test-URL command reads from disk when it is not open (fmt's bound). */
const MAX_UNOPENED_BYTES = 100_000_000;

const COMPLETION_KIND = { field: 5, agent: 12, value: 12 } as const; // Field, Value, Value (LSP's CompletionItemKind)

/** How the server runs its heavy answers: `worker` (the CLI) or `inline` (on the main thread). */
export interface ServerOptions {
  readonly engine?: 'worker' | 'inline';
}

/** Wires the server's handlers to `connection` (the caller calls `connection.listen()`). */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const documents = new TextDocuments(TextDocument);
  const engine = new EngineClient(options.engine ?? 'worker', import.meta.url, (message) => connection.console.info(message));
  const configFiles = new ConfigFiles();
  const settingsCache = new Map<string, Promise<DocumentSettings>>();
  const reported = new Set<string>();
  let pullConfiguration = false;
  let watchDynamically = false;
  let pushedSection: unknown;
  let foldingLimit = DEFAULT_FOLDING_LIMIT;

  const settings = (uri: string): Promise<DocumentSettings> => {
    let cached = settingsCache.get(uri);
    if (!cached) {
      cached = (async () => {
        const section: unknown = pullConfiguration
          ? await connection.workspace.getConfiguration({ scopeUri: uri, section: 'robotstxt' }).catch(() => undefined)
          : pushedSection;
        const result = await settingsFor(uri, section, configFiles);
        for (const problem of result.problems) {
          const line = `${problem.file}${problem.key ? ` "${problem.key}"` : ''}: ${problem.message}`;
          if (!reported.has(line)) {
            reported.add(line);
            connection.console.warn(line);
          }
        }
        return result;
      })();
      settingsCache.set(uri, cached);
    }
    return cached;
  };

  const validate = async (document: TextDocument): Promise<void> => {
    const { uri, version } = document;
    const { lint } = await settings(uri);
    // The newest version is linted; one superseded while waiting is dropped.
    if (documents.get(uri)?.version !== version) return;
    let found: EngineDiagnostic[] | undefined;
    try {
      found = await engine.diagnose(uri, { kind: 'diagnostics', text: document.getText(), lint });
    } catch (error) {
      connection.console.error(`robotstxt: could not lint ${uri}: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (found === undefined || documents.get(uri)?.version !== version) return;
    await connection.sendDiagnostics({ uri, version, diagnostics: found.map((diagnostic) => withUri(diagnostic, uri)) });
  };

  const revalidateAll = (): void => {
    settingsCache.clear();
    for (const document of documents.all()) void validate(document);
  };

  connection.onInitialize((params): InitializeResult => {
    const workspace = params.capabilities.workspace;
    pullConfiguration = workspace?.configuration === true;
    watchDynamically = workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    pushedSection = (params.initializationOptions as { robotstxt?: unknown } | undefined)?.robotstxt;
    foldingLimit = params.capabilities.textDocument?.foldingRange?.rangeLimit ?? DEFAULT_FOLDING_LIMIT;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: false },
        documentFormattingProvider: true,
        documentRangeFormattingProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.SourceFixAll] },
        hoverProvider: true,
        completionProvider: { triggerCharacters: [':', ' '] },
        documentSymbolProvider: { label: 'robots.txt' },
        foldingRangeProvider: true,
        executeCommandProvider: { commands: [TEST_URL_COMMAND] },
      },
      serverInfo: { name: 'robotstxt', version: typeof __ROBOTSTXT_VERSION__ === 'string' ? __ROBOTSTXT_VERSION__ : 'dev' },
    };
  });

  connection.onInitialized(() => {
    if (pullConfiguration) void connection.client.register(DidChangeConfigurationNotification.type, { section: 'robotstxt' }).catch(() => undefined);
    if (watchDynamically) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: `**/${CONFIG_FILE_NAME}` }] }).catch(() => undefined);
    }
  });

  connection.onDidChangeConfiguration((change) => {
    const section = (change.settings as { robotstxt?: unknown } | null | undefined)?.robotstxt;
    if (section !== undefined) pushedSection = section;
    revalidateAll();
  });

  connection.onDidChangeWatchedFiles((change) => {
    if (!change.changes.some((event) => event.uri.endsWith(`/${CONFIG_FILE_NAME}`))) return;
    configFiles.clear();
    revalidateAll();
  });

  documents.onDidChangeContent((change) => void validate(change.document));
  documents.onDidClose((event) => {
    settingsCache.delete(event.document.uri);
    void connection.sendDiagnostics({ uri: event.document.uri, diagnostics: [] });
  });

  connection.onDocumentFormatting(async (params) => {
    const document = documents.get(params.textDocument.uri);
    if (!document) return null;
    const { format } = await settings(document.uri);
    return engine.request({ kind: 'format', text: document.getText(), format });
  });

  connection.onDocumentRangeFormatting(async (params) => {
    const document = documents.get(params.textDocument.uri);
    if (!document) return null;
    const { format } = await settings(document.uri);
    return engine.request({ kind: 'format', text: document.getText(), format, range: params.range });
  });

  connection.onCodeAction(async (params) => {
    const document = documents.get(params.textDocument.uri);
    if (!document) return null;
    const only = params.context.only;
    const wants = (kind: string): boolean => only === undefined || only.some((asked) => kind === asked || kind.startsWith(`${asked}.`));
    const quickFixes = wants(CodeActionKind.QuickFix);
    // Fix-all lints the file several times: offered when asked for, or beside findings.
    const fixAll = only !== undefined ? wants(CodeActionKind.SourceFixAll) : params.context.diagnostics.some((d) => d.source === 'robotstxt');
    if (!quickFixes && !fixAll) return [];
    const { lint } = await settings(document.uri);
    const actions = await engine.request({ kind: 'codeActions', text: document.getText(), lint, range: params.range, quickFixes, fixAll });
    const uri = document.uri;
    return actions.map(({ edits, diagnostics, ...action }): CodeAction => {
      // The findings it resolves, as the client holds them (an action for a finding the client did not send names none).
      const resolved = (diagnostics ?? []).flatMap((wanted) =>
        params.context.diagnostics.filter((given) => given.code === wanted.code && sameRange(given.range, wanted.range)),
      );
      return { ...action, ...(resolved.length > 0 ? { diagnostics: resolved } : {}), edit: { changes: { [uri]: [...edits] } } };
    });
  });

  connection.onHover(async (params): Promise<Hover | null> => {
    const document = documents.get(params.textDocument.uri);
    if (!document) return null;
    const { lint } = await settings(document.uri);
    const hover = hoverAt(document.getText(), params.position, lint);
    return hover ? { contents: { kind: 'markdown', value: hover.markdown }, range: hover.range } : null;
  });

  connection.onCompletion(async (params): Promise<CompletionItem[]> => {
    const document = documents.get(params.textDocument.uri);
    if (!document) return [];
    const { lint } = await settings(document.uri);
    return completionsAt(document.getText(), params.position, lint).map(toCompletionItem);
  });

  connection.onDocumentSymbol(async (params) => {
    const document = documents.get(params.textDocument.uri);
    if (!document) return null;
    const { lint } = await settings(document.uri);
    return engine.request({ kind: 'symbols', text: document.getText(), lint });
  });

  connection.onFoldingRanges(async (params) => {
    const document = documents.get(params.textDocument.uri);
    if (!document) return null;
    const { lint } = await settings(document.uri);
    return engine.request({ kind: 'folding', text: document.getText(), lint, limit: foldingLimit });
  });

  connection.onExecuteCommand(async (params) => {
    if (params.command !== TEST_URL_COMMAND) throw new ResponseError(ErrorCodes.InvalidParams, `unknown command ${params.command}`);
    const { uri, query } = readTestUrlArguments(params.arguments?.[0]);
    const text = documents.get(uri)?.getText() ?? (await readUnopened(uri));
    return engine.request({ kind: 'testUrls', text, query });
  });

  connection.onShutdown(() => engine.close());

  documents.listen(connection);
}

declare const __ROBOTSTXT_VERSION__: string | undefined;

function sameRange(a: Diagnostic['range'], b: Diagnostic['range']): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

/** A diagnostic of the engine with its related places in this document. */
function withUri(diagnostic: EngineDiagnostic, uri: string): Diagnostic {
  const { relatedInformation, ...rest } = diagnostic;
  return {
    ...rest,
    ...(relatedInformation && relatedInformation.length > 0
      ? { relatedInformation: relatedInformation.map(({ range, message }) => ({ location: { uri, range }, message })) }
      : {}),
  };
}

function toCompletionItem(completion: EditorCompletion): CompletionItem {
  return {
    label: completion.label,
    kind: COMPLETION_KIND[completion.kind],
    ...(completion.detail ? { detail: completion.detail } : {}),
    ...(completion.documentation ? { documentation: { kind: 'markdown', value: completion.documentation } } : {}),
    textEdit: { range: completion.range, newText: completion.insertText },
  };
}

/** The test-URL command's argument `{ uri, agents, urls, dialects? }`, checked. */
function readTestUrlArguments(argument: unknown): { uri: string; query: TestUrlQuery } {
  const invalid = (message: string): ResponseError<void> =>
    new ResponseError(
      ErrorCodes.InvalidParams,
      `${TEST_URL_COMMAND}: ${message} (expected { uri, agents: string[], urls: string[], dialects?: string[] | "all" })`,
    );
  if (argument === null || typeof argument !== 'object') throw invalid('the argument is not an object');
  const { uri, agents, urls, dialects } = argument as Record<string, unknown>;
  const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (typeof uri !== 'string') throw invalid('uri must be a string');
  if (!strings(agents) || agents.length === 0) throw invalid('agents must be a non-empty list of strings');
  if (!strings(urls) || urls.length === 0) throw invalid('urls must be a non-empty list of strings');
  if (dialects !== undefined && dialects !== 'all' && !(strings(dialects) && dialects.every((d) => (DIALECTS as readonly string[]).includes(d)))) {
    throw invalid(`dialects must be "all" or a list of ${DIALECTS.join(', ')}`);
  }
  return { uri, query: { agents, urls, ...(dialects !== undefined ? { dialects: dialects as readonly Dialect[] | 'all' } : {}) } };
}

/** The text of a file the editor has not opened (the command names any robots.txt). */
async function readUnopened(uri: string): Promise<string> {
  const path = filePathOf(uri);
  if (path === undefined) throw new ResponseError(ErrorCodes.InvalidParams, `${TEST_URL_COMMAND}: ${uri} is not open and not a file`);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw new ResponseError(ErrorCodes.InvalidParams, `${TEST_URL_COMMAND}: ${path} is not a regular file`);
  if (info.size > MAX_UNOPENED_BYTES)
    throw new ResponseError(ErrorCodes.InvalidParams, `${TEST_URL_COMMAND}: ${path} is larger than ${MAX_UNOPENED_BYTES} bytes`);
  return decodeBytes(await readFile(path)).text;
}
