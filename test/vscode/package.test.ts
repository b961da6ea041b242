/**
 * The extension's package: `npm run vscode:package` (run once here) writes a
 * .vsix that holds what VS Code needs and nothing from the sources, and its
 * language server runs from the unzipped package alone, in a folder where no
 * node_modules can be found, with its engine in a worker thread: a real LSP
 * client initializes it, opens a file, receives the linter's diagnostics, runs
 * the test-URL command (both compared with the editor answers of the library)
 * and shuts it down. Its client, `dist/extension.js`, cannot run in a real
 * VS Code here; it is loaded with a stand-in for the `vscode` module
 * (fake-vscode.ts) to check its wiring: it starts the packaged server,
 * registers its commands once, and "Test URL…" shows the server's verdicts
 * and highlights the deciding line.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigurationRequest,
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  ExecuteCommandRequest,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  LogMessageNotification,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type InitializeResult,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { editorDiagnostics, testUrls } from '../../src/editor.ts';
import { DIALECTS } from '../../src/model/dialect.ts';
import { resultItems } from '../../editors/vscode/src/test-url.ts';
import { fakeVscode, requireWithVscode } from './fake-vscode.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
/** A bound on a broken server or build, never part of an assertion. */
const TIMEOUT_MS = 120_000;

/** Reads every entry of a zip file with yauzl (the reader vsce itself uses). */
async function unzip(file: string): Promise<Map<string, Buffer>> {
  const yauzl = createRequire(import.meta.url)('yauzl') as {
    open(path: string, options: object, callback: (error: Error | null, zip: any) => void): void;
  };
  const zip: any = await new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: { fileName: string }) => {
      zip.openReadStream(entry, (error: Error | null, stream: NodeJS.ReadableStream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}

let vsix: string;
let entries: Map<string, Buffer>;
let unpacked: string;

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/vscode-package.mjs'], { cwd: ROOT, timeout: TIMEOUT_MS, maxBuffer: 16 << 20 });
  vsix = stdout.trim().split('\n').at(-1)!;
  entries = await unzip(vsix);
  // Outside the repository: nothing above the folder holds node_modules.
  unpacked = mkdtempSync(join(tmpdir(), 'robotstxt-vsix-'));
  for (const [name, bytes] of entries) {
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(join(unpacked, name)), { recursive: true });
    writeFileSync(join(unpacked, name), bytes);
  }
}, TIMEOUT_MS);

afterAll(() => {
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
});

describe('the .vsix', () => {
  it('is named after the extension and its version', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'editors/vscode/package.json'), 'utf8'));
    expect(vsix).toBe(join(ROOT, 'editors/vscode', `${manifest.name}-${manifest.version}.vsix`));
  });

  it('holds the manifest, the grammar, the language configuration, the bundles, the schema, README, LICENSE and changelog', () => {
    const names = [...entries.keys()];
    for (const name of [
      'extension.vsixmanifest',
      'extension/package.json',
      'extension/language-configuration.json',
      'extension/syntaxes/robots-txt.tmLanguage.json',
      'extension/dist/extension.js',
      'extension/dist/server.mjs',
      'extension/schemas/robotstxt.config.schema.json',
      'extension/readme.md',
      'extension/LICENSE.txt',
      'extension/changelog.md',
    ])
      expect(names, name).toContain(name);
    expect(names.some((name) => /^extension\/dist\/server-chunks\/engine-[^/]+\.mjs$/.test(name))).toBe(true);
  });

  it('holds nothing from the sources or the tests, no source map and no node_modules', () => {
    for (const name of entries.keys()) expect(name).not.toMatch(/(^|\/)(src|test|node_modules)\/|\.ts$|\.map$|\.vsix$/);
  });

  it('holds the manifest, the grammar and the schema as the repository has them', () => {
    const same = (entry: string, file: string): void => expect(entries.get(entry)?.toString('utf8'), entry).toBe(readFileSync(join(ROOT, file), 'utf8'));
    same('extension/package.json', 'editors/vscode/package.json');
    same('extension/syntaxes/robots-txt.tmLanguage.json', 'editors/vscode/syntaxes/robots-txt.tmLanguage.json');
    same('extension/schemas/robotstxt.config.schema.json', 'schemas/robotstxt.config.schema.json');
  });
});

/** A protocol client over the standard streams of the packaged server. */
class Session {
  readonly logs: string[] = [];
  readonly diagnostics: PublishDiagnosticsParams[] = [];
  private readonly waiting: (() => void)[] = [];
  readonly exited: Promise<number | null>;
  readonly connection: ProtocolConnection;
  initialized!: InitializeResult;

  constructor(readonly child: ChildProcess) {
    this.exited = new Promise((resolve) => child.on('exit', resolve));
    this.connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    this.connection.onRequest(ConfigurationRequest.type, (params) => params.items.map(() => ({})));
    this.connection.onRequest(RegistrationRequest.type, () => undefined);
    this.connection.onNotification(LogMessageNotification.type, (params) => {
      this.logs.push(params.message);
    });
    this.connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      this.diagnostics.push(params);
      for (const wake of this.waiting.splice(0)) wake();
    });
    this.connection.listen();
  }

  async diagnosticsOf(uri: string, version: number): Promise<PublishDiagnosticsParams> {
    for (;;) {
      const found = this.diagnostics.find((params) => params.uri === uri && params.version === version);
      if (found) return found;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }
}

describe('the packaged language server', () => {
  let session: Session;
  afterAll(() => {
    session?.connection.dispose();
    if (session?.child.exitCode === null) session.child.kill('SIGKILL');
  });

  it('starts from the unzipped package alone, answers as the library does, and exits 0 after shutdown', async () => {
    const folder = join(unpacked, 'extension');
    const child = spawn(process.execPath, [join(folder, 'dist/server.mjs'), '--stdio'], {
      cwd: folder,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '' },
    });
    session = new Session(child);
    session.initialized = await session.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: {
        textDocument: {
          publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true, tagSupport: { valueSet: [1, 2] }, versionSupport: true },
        },
      },
      workspaceFolders: null,
    });
    expect(session.initialized.capabilities.executeCommandProvider?.commands).toContain('robotstxt.testUrl');
    expect(session.initialized.capabilities.documentFormattingProvider).toBeTruthy();
    await session.connection.sendNotification(InitializedNotification.type, {});

    const uri = 'untitled:robots.txt';
    const text = 'User-agent: webcrawler\n\nUser-agent: lycra\nDisallow: /\n\nuser agent: *\nDisallow: /private/ # the private part\nCrawl-delay: soon\n';
    await session.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'robots-txt', version: 1, text } });
    const published = await session.diagnosticsOf(uri, 1);
    const expected = editorDiagnostics(text, { dialect: 'rfc9309' });
    expect(published.diagnostics.map((d) => [d.code, d.range])).toEqual(expected.map((d) => [d.code, d.range]));
    expect(published.diagnostics.length).toBeGreaterThan(0);

    const query = { agents: ['webcrawler', 'Googlebot'], urls: ['/private/x', '/'], dialects: [...DIALECTS] };
    const answer = await session.connection.sendRequest(ExecuteCommandRequest.type, { command: 'robotstxt.testUrl', arguments: [{ uri, ...query }] });
    expect(answer).toEqual(JSON.parse(JSON.stringify(testUrls(text, query))));

    // The engine is a chunk of its own, so the server runs it off the message loop.
    expect(session.logs.join('\n')).toMatch(/worker thread/);

    await session.connection.sendRequest(ShutdownRequest.type);
    await session.connection.sendNotification(ExitNotification.type);
    expect(await session.exited).toBe(0);
  });
});

describe('the packaged extension, loaded with a stand-in for VS Code', () => {
  it('starts the packaged server, registers its commands, and Test URL… shows the verdicts and highlights the deciding line', async () => {
    const folder = join(unpacked, 'extension');
    const text = 'User-agent: webcrawler\n\nUser-agent: lycra\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n';
    const vscode = fakeVscode(text);
    const extension = requireWithVscode(join(folder, 'dist/extension.js'), vscode.api);
    const state = new Map<string, unknown>();
    const context = {
      subscriptions: [] as { dispose(): unknown }[],
      extensionPath: folder,
      asAbsolutePath: (path: string) => join(folder, path),
      workspaceState: {
        get: (key: string, fallback?: unknown) => state.get(key) ?? fallback,
        update: async (key: string, value: unknown) => void state.set(key, value),
        keys: () => [...state.keys()],
      },
    };
    try {
      await extension.activate(context);
      expect([...vscode.commands.keys()].sort()).toEqual(['robotstxt.restartServer', 'robotstxt.testUrl']);

      // From the palette the command comes without arguments: two input boxes, then a quick pick.
      vscode.inputs.push('webcrawler, Mozilla/5.0 (compatible; Googlebot/2.1)', '/private/x /');
      const answer = await vscode.commands.get('robotstxt.testUrl')!();
      const expected = testUrls(text, { agents: ['webcrawler', 'Mozilla/5.0 (compatible; Googlebot/2.1)'], urls: ['/private/x', '/'] });
      expect(answer).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(vscode.inputValues).toEqual(['Googlebot', '/']);

      const [pick] = vscode.quickPicks;
      expect(pick?.shown).toBe(true);
      const rows = resultItems(expected);
      expect(pick!.items.map((item: any) => item.label)).toEqual(rows.map((row) => row.label));
      // The first active row is the configured dialect's (rfc9309 by default), its deciding line highlighted and revealed.
      const first = pick!.activeItems[0];
      expect(first.result.row).toMatchObject({ agent: 'webcrawler', url: '/private/x', dialect: 'rfc9309', allowed: false, line: 3 });
      expect(vscode.decorations.at(-1)).toEqual({ lines: [3], notes: ['← disallowed for webcrawler /private/x under rfc9309'] });
      expect(vscode.revealed.at(-1)).toBe(3);
      // Moving to a row no rule decides clears the highlight; to another rule's row, moves it.
      const undecided = pick!.items.find((item: any) => item.result?.row.dialect === '1994' && item.result.row.agent === 'webcrawler');
      pick!.activate(undecided);
      expect(vscode.decorations.at(-1)).toEqual({ lines: [], notes: [] });
      const star = pick!.items.find(
        (item: any) => item.result?.row.agent !== 'webcrawler' && item.result?.row.url === '/private/x' && item.result.row.dialect === 'google',
      );
      pick!.activate(star);
      expect(vscode.decorations.at(-1)?.lines).toEqual([6]);
      expect(vscode.output.get('robots.txt: Test URL')).toContain('* the dialects disagree on this robot and URL');

      // The next run's boxes hold this run's answers.
      vscode.inputs.push('GPTBot', '/');
      await vscode.commands.get('robotstxt.testUrl')!();
      expect(vscode.inputValues.slice(2)).toEqual(['webcrawler, Mozilla/5.0 (compatible; Googlebot/2.1)', '/private/x /']);
    } finally {
      await extension.deactivate();
      for (const disposable of context.subscriptions) disposable.dispose();
    }
  });
});
