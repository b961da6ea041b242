/**
 * The VS Code extension: a language client that starts the toolkit's
 * language server (`robotstxt lsp --stdio`, bundled beside this file as
 * `dist/server.mjs`, so the extension needs no node_modules and no installed
 * CLI) for robots.txt files, and the two commands of the palette.
 *
 * Everything a robots.txt file gets (diagnostics, quick fixes, formatting,
 * hover, completion, symbols, folding) comes from the server; this module
 * only starts it, passes the `robotstxt` settings and the config files'
 * changes on, and gives the server's `robotstxt.testUrl` command its user
 * interface.
 *
 * @module
 */
import * as vscode from 'vscode';
import { ExecuteCommandRequest, LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import {
  TEST_URL_COMMAND,
  isTestUrlAnswer,
  parseAgents,
  parseUrls,
  resultItems,
  resultText,
  type ResultItem,
  type TestUrlAnswer,
  type TestUrlParams,
} from './test-url.ts';
import { DIALECTS } from '../../../src/model/dialect.ts';

/** The language id of robots.txt files (package.json `contributes.languages`). */
const LANGUAGE = 'robots-txt';
const RESTART_COMMAND = 'robotstxt.restartServer';
/** Where the last run's robots and URLs are kept, to prefill the boxes. */
const LAST_AGENTS = 'robotstxt.testUrl.agents';
const LAST_URLS = 'robotstxt.testUrl.urls';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const module = context.asAbsolutePath('dist/server.mjs');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.stdio },
    debug: { module, transport: TransportKind.stdio, options: { execArgv: ['--nolazy', '--inspect=6019'] } },
  };
  const results = vscode.window.createOutputChannel('robots.txt: Test URL');
  const highlight = new DecidingLine();
  context.subscriptions.push(results, highlight);

  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: LANGUAGE },
      { scheme: 'untitled', language: LANGUAGE },
    ],
    synchronize: {
      // The server pulls the settings (workspace/configuration); this tells it when they change.
      configurationSection: 'robotstxt',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/robotstxt.config.json'),
    },
    middleware: {
      // The client registers the server's commands itself; from the palette the test-URL command
      // comes without arguments: ask for them, then show the answer.
      executeCommand: async (command, args, next) => {
        if (command !== TEST_URL_COMMAND || args.length > 0) return next(command, args);
        return testUrlInteractively(context, (params) => next(command, [params]), results, highlight);
      },
    },
  };
  client = new LanguageClient('robotstxt', 'robots.txt', serverOptions, clientOptions);

  context.subscriptions.push(
    vscode.commands.registerCommand(RESTART_COMMAND, async () => {
      highlight.clear();
      await client?.restart();
    }),
  );
  await client.start();

  // A server that does not list the command still answers it: register it here then.
  const listed = client.initializeResult?.capabilities.executeCommandProvider?.commands ?? [];
  if (!listed.includes(TEST_URL_COMMAND))
    context.subscriptions.push(
      vscode.commands.registerCommand(TEST_URL_COMMAND, () =>
        testUrlInteractively(
          context,
          (params) => client?.sendRequest(ExecuteCommandRequest.type, { command: TEST_URL_COMMAND, arguments: [params] }),
          results,
          highlight,
        ),
      ),
    );
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}

/**
 * Asks for robots and URLs (prefilled from the last run), sends them to the
 * server for every dialect, writes the table to the output channel and
 * shows a quick pick with a verdict per dialect; moving through it
 * highlights the deciding line in the editor.
 */
async function testUrlInteractively(
  context: vscode.ExtensionContext,
  send: (params: TestUrlParams) => Thenable<unknown> | undefined,
  results: vscode.OutputChannel,
  highlight: DecidingLine,
): Promise<unknown> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== LANGUAGE) {
    void vscode.window.showWarningMessage('robots.txt: open a robots.txt file to test URLs against it.');
    return undefined;
  }
  const agentsText = await vscode.window.showInputBox({
    title: 'robots.txt: Test URL (1/2)',
    prompt: 'Robots to test, separated by commas: product tokens or whole User-Agent strings',
    value: context.workspaceState.get<string>(LAST_AGENTS, 'Googlebot'),
    validateInput: (text) => (parseAgents(text).length === 0 ? 'Name at least one robot.' : undefined),
  });
  if (agentsText === undefined) return undefined;
  const urlsText = await vscode.window.showInputBox({
    title: 'robots.txt: Test URL (2/2)',
    prompt: 'URLs or paths to test, separated by spaces',
    value: context.workspaceState.get<string>(LAST_URLS, '/'),
    validateInput: (text) => (parseUrls(text).length === 0 ? 'Give at least one URL or path.' : undefined),
  });
  if (urlsText === undefined) return undefined;
  await context.workspaceState.update(LAST_AGENTS, agentsText);
  await context.workspaceState.update(LAST_URLS, urlsText);

  const params: TestUrlParams = { uri: editor.document.uri.toString(), agents: parseAgents(agentsText), urls: parseUrls(urlsText), dialects: DIALECTS };
  const answer = await send(params);
  if (!isTestUrlAnswer(answer)) {
    void vscode.window.showErrorMessage('robots.txt: the language server gave no answer to the test (see the output channel “robots.txt”).');
    return answer;
  }
  results.appendLine(`${editor.document.uri.fsPath || editor.document.uri.toString()}`);
  results.append(resultText(answer));
  results.appendLine('');
  showVerdicts(editor, answer, highlight);
  return answer;
}

type PickItem = vscode.QuickPickItem & { readonly result?: ResultItem };

/** The verdicts in a quick pick: the active row's deciding line is highlighted and revealed; choosing a row keeps it. */
function showVerdicts(editor: vscode.TextEditor, answer: TestUrlAnswer, highlight: DecidingLine): void {
  const configured = vscode.workspace.getConfiguration('robotstxt', editor.document.uri).get<string>('dialect', 'rfc9309');
  const items: PickItem[] = resultItems(answer).map((result) =>
    result.kind === 'heading'
      ? { label: result.label, kind: vscode.QuickPickItemKind.Separator }
      : { label: result.label, description: result.description, detail: result.detail, result },
  );
  const pick = vscode.window.createQuickPick<PickItem>();
  pick.title = 'robots.txt: verdict per dialect (the highlighted line decides)';
  pick.matchOnDescription = true;
  pick.matchOnDetail = true;
  pick.items = items;
  const first =
    items.find((item) => item.result?.kind === 'verdict' && item.result.row.dialect === configured) ?? items.find((item) => item.result?.kind === 'verdict');
  if (first) pick.activeItems = [first];
  const show = (item: PickItem | undefined): void => {
    if (item?.result?.kind === 'verdict') highlight.show(editor, item.result.line, item.result.note);
  };
  pick.onDidChangeActive((active) => show(active[0]));
  pick.onDidAccept(() => {
    show(pick.selectedItems[0] ?? pick.activeItems[0]);
    pick.hide();
  });
  pick.onDidHide(() => pick.dispose());
  pick.show();
  show(first);
}

/** The decoration on the line that decides a verdict: one at a time, gone when its document changes. */
class DecidingLine implements vscode.Disposable {
  private readonly decoration = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    backgroundColor: new vscode.ThemeColor('editor.rangeHighlightBackground'),
    overviewRulerColor: new vscode.ThemeColor('editorOverviewRuler.rangeHighlightForeground'),
    overviewRulerLane: vscode.OverviewRulerLane.Full,
    after: { margin: '0 0 0 2em', color: new vscode.ThemeColor('editorCodeLens.foreground') },
  });
  private editor: vscode.TextEditor | undefined;
  private readonly listener = vscode.workspace.onDidChangeTextDocument((event) => {
    if (event.document === this.editor?.document) this.clear();
  });

  show(editor: vscode.TextEditor, line: number | undefined, note: string): void {
    this.clear();
    if (line === undefined || line >= editor.document.lineCount) return;
    const range = editor.document.lineAt(line).range;
    this.editor = editor;
    editor.setDecorations(this.decoration, [{ range, renderOptions: { after: { contentText: `← ${note}` } } }]);
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  clear(): void {
    this.editor?.setDecorations(this.decoration, []);
    this.editor = undefined;
  }

  dispose(): void {
    this.clear();
    this.listener.dispose();
    this.decoration.dispose();
  }
}
