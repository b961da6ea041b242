/**
 * A real LSP client for the tests: `node dist/cli.js lsp --stdio` as a child
 * process, spoken to over its standard streams with
 * `vscode-languageserver-protocol`'s connection and request types (what
 * VS Code's client is built on). It answers the server's
 * `workspace/configuration` requests from {@link LspSession.settings} and
 * keeps every `publishDiagnostics` it receives, so a test waits for the
 * notification of a version rather than for a time.
 *
 * Needs the build (`npm test` builds first; `npm run build` before running
 * these files alone).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ConfigurationRequest,
  createProtocolConnection,
  DidChangeConfigurationNotification,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  LogMessageNotification,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
  type InitializeResult,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol/node';
import { ROOT } from '../cli/run-cli.ts';

/** How long a test waits for a message before it fails: generous, only a bound on a broken server. */
export const MESSAGE_TIMEOUT_MS = 60_000;

/** What a client of a code editor says it can do (the parts the server reads). */
export const CLIENT_CAPABILITIES: ClientCapabilities = {
  workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true }, didChangeWatchedFiles: { dynamicRegistration: true } },
  textDocument: {
    synchronization: { dynamicRegistration: false },
    publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true, tagSupport: { valueSet: [1, 2] }, versionSupport: true },
    codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source.fixAll'] } } },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    completion: { completionItem: { snippetSupport: false, documentationFormat: ['markdown'] } },
    documentSymbol: { hierarchicalDocumentSymbolSupport: true },
  },
};

/** A running server and the client connected to it. */
export class LspSession {
  /** The `robotstxt` section the client answers `workspace/configuration` with. */
  settings: Record<string, unknown> = {};
  /** Every `window/logMessage` the server sent. */
  readonly logs: string[] = [];
  /** Every `client/registerCapability` method the server asked for. */
  readonly registrations: string[] = [];
  readonly initialized: InitializeResult;
  private readonly diagnostics: PublishDiagnosticsParams[] = [];
  private readonly waiters: { test: (params: PublishDiagnosticsParams) => boolean; resolve: (params: PublishDiagnosticsParams) => void }[] = [];
  private readonly versions = new Map<string, number>();
  private readonly exited: Promise<number | null>;

  private constructor(
    readonly connection: ProtocolConnection,
    readonly child: ChildProcess,
    initialized: InitializeResult,
    exited: Promise<number | null>,
  ) {
    this.initialized = initialized;
    this.exited = exited;
  }

  /** Starts `robotstxt lsp --stdio` and initializes it. */
  static async start(options: { settings?: Record<string, unknown>; rootUri?: string; capabilities?: ClientCapabilities } = {}): Promise<LspSession> {
    const cli = join(ROOT, 'dist', 'cli.js');
    if (!existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run build` before the language-server tests (`npm test` does).');
    const child = spawn(process.execPath, [cli, 'lsp', '--stdio'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const stderr: Buffer[] = [];
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    // Created before the server can ask anything, so no request goes unanswered.
    const holder: { session?: LspSession } = {};
    const pendingDiagnostics: PublishDiagnosticsParams[] = [];
    connection.onRequest(ConfigurationRequest.type, (params) => params.items.map(() => holder.session?.settings ?? options.settings ?? {}));
    connection.onRequest(RegistrationRequest.type, (params) => {
      for (const registration of params.registrations) holder.session?.registrations.push(registration.method);
    });
    connection.onNotification(LogMessageNotification.type, (params) => {
      holder.session?.logs.push(params.message);
    });
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      if (holder.session) holder.session.receive(params);
      else pendingDiagnostics.push(params);
    });
    connection.listen();
    const initialized = await withTimeout(
      connection.sendRequest(InitializeRequest.type, {
        processId: process.pid,
        rootUri: options.rootUri ?? pathToFileURL(ROOT).href,
        capabilities: options.capabilities ?? CLIENT_CAPABILITIES,
        workspaceFolders: null,
      }),
      () => `no answer to initialize; the server's stderr: ${Buffer.concat(stderr).toString('utf8')}`,
    );
    const session = new LspSession(connection, child, initialized, exited);
    session.settings = options.settings ?? {};
    holder.session = session;
    for (const params of pendingDiagnostics) session.receive(params);
    await connection.sendNotification(InitializedNotification.type, {});
    return session;
  }

  /** Opens a document (version 1). */
  async open(uri: string, text: string, languageId = 'robots-txt'): Promise<void> {
    this.versions.set(uri, 1);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
  }

  /** Sends one incremental change; resolves to the new version. */
  async change(uri: string, changes: TextDocumentContentChangeEvent[]): Promise<number> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: changes });
    return version;
  }

  async close(uri: string): Promise<void> {
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  /** Tells the server the settings changed (it pulls them again). */
  async settingsChanged(settings: Record<string, unknown>): Promise<void> {
    this.settings = settings;
    await this.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { robotstxt: settings } });
  }

  async watchedFileChanged(uri: string): Promise<void> {
    await this.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri, type: 2 }] });
  }

  /** The diagnostics of `uri` at `version` (the first published for it, whenever it came). */
  diagnosticsFor(uri: string, version: number): Promise<PublishDiagnosticsParams> {
    return this.waitFor((params) => params.uri === uri && params.version === version, `diagnostics of ${uri} at version ${version}`);
  }

  /** The next diagnostics published for `uri` from now on. */
  nextDiagnostics(uri: string): Promise<PublishDiagnosticsParams> {
    return this.waitFor((params) => params.uri === uri, `new diagnostics of ${uri}`, false);
  }

  /** Every diagnostics notification received, in order. */
  get published(): readonly PublishDiagnosticsParams[] {
    return this.diagnostics;
  }

  /** shutdown, then exit; resolves to the process's exit code. */
  async shutdown(): Promise<number | null> {
    await withTimeout(this.connection.sendRequest(ShutdownRequest.type), () => 'no answer to shutdown');
    await this.connection.sendNotification(ExitNotification.type);
    const code = await withTimeout(this.exited, () => 'the server did not exit after exit');
    this.connection.dispose();
    return code;
  }

  /** Ends the process however it is (for `afterAll` after a failure). */
  kill(): void {
    this.connection.dispose();
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }

  private receive(params: PublishDiagnosticsParams): void {
    this.diagnostics.push(params);
    for (const waiter of [...this.waiters]) {
      if (waiter.test(params)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(params);
      }
    }
  }

  private waitFor(test: (params: PublishDiagnosticsParams) => boolean, what: string, lookBack = true): Promise<PublishDiagnosticsParams> {
    const already = lookBack ? this.diagnostics.find(test) : undefined;
    if (already) return Promise.resolve(already);
    return withTimeout(new Promise((resolve) => this.waiters.push({ test, resolve })), () => `no ${what} within ${MESSAGE_TIMEOUT_MS / 1000} s`);
  }
}

/** `promise`, or a failure after {@link MESSAGE_TIMEOUT_MS} (a bound on a broken server, never part of an assertion). */
export function withTimeout<T>(promise: Promise<T>, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), MESSAGE_TIMEOUT_MS);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}
