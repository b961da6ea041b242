/**
 * A whole editing session with `robotstxt lsp --stdio`, driven by a real LSP
 * client over stdio (test/lsp/lsp-client.ts): initialize, open, edit
 * incrementally, diagnostics, formatting, quick fixes, fix-all, hover,
 * completion, symbols, folding, the test-URL command, settings and the
 * configuration file, shutdown and exit. Every answer is checked against
 * the library's own (`robotstxt-toolkit/editor`, `format`, `fixText`), not
 * against written-out strings. One server for the file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CodeActionRequest,
  CompletionRequest,
  DocumentFormattingRequest,
  DocumentRangeFormattingRequest,
  DocumentSymbolRequest,
  ExecuteCommandRequest,
  FoldingRangeRequest,
  HoverRequest,
  type CodeAction,
  type CompletionItem,
  type Diagnostic,
  type Hover,
} from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintOptionsFromConfig } from '../../src/cli/config/config.ts';
import { codeActions, completionsAt, documentSymbols, foldingRanges, hoverAt, testUrls } from '../../src/editor.ts';
import { format } from '../../src/format/format.ts';
import { fixText } from '../../src/lint/lint.ts';
import { DIALECTS } from '../../src/model/dialect.ts';
import { applied, published } from './expected.ts';
import { LspSession } from './lsp-client.ts';

const TEXT = [
  '# robots.txt of example.com',
  'User-agent: *',
  'Disallow : /private/',
  'Disallow: /private/',
  'Dissallow: /tmp/',
  'Allow: /private/public.html',
  '',
  'User-agent: GPTBot',
  'Disallow: /',
  'Sitemap: https://example.com/sitemap.xml   ',
  '',
].join('\n');

let session: LspSession;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'robotstxt-lsp-'));
  session = await LspSession.start();
});

afterAll(() => {
  session?.kill();
  rmSync(folder, { recursive: true, force: true });
});

describe('a session with robotstxt lsp over stdio', () => {
  it('initialize: says what it offers', () => {
    const { capabilities, serverInfo } = session.initialized;
    expect(serverInfo?.name).toBe('robotstxt');
    expect(capabilities.textDocumentSync).toMatchObject({ openClose: true, change: 2 });
    expect(capabilities.documentFormattingProvider).toBe(true);
    expect(capabilities.documentRangeFormattingProvider).toBe(true);
    expect(capabilities.codeActionProvider).toEqual({ codeActionKinds: ['quickfix', 'source.fixAll'] });
    expect(capabilities.hoverProvider).toBe(true);
    expect(capabilities.completionProvider?.triggerCharacters).toEqual([':', ' ']);
    expect(capabilities.documentSymbolProvider).toBeTruthy();
    expect(capabilities.foldingRangeProvider).toBe(true);
    expect(capabilities.executeCommandProvider?.commands).toEqual(['robotstxt.testUrl']);
  });

  it('asks to watch robotstxt.config.json and to hear of settings changes', async () => {
    // A request answered after initialized: the registrations, sent before the answer, have been read.
    await session.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri: 'untitled:none' } });
    expect(session.registrations).toEqual(expect.arrayContaining(['workspace/didChangeWatchedFiles', 'workspace/didChangeConfiguration']));
  });

  it('publishes the linter’s findings on open, with codes, links to the rules and related places', async () => {
    const uri = 'untitled:open-robots.txt';
    await session.open(uri, TEXT);
    const { diagnostics } = await session.diagnosticsFor(uri, 1);
    expect(diagnostics).toEqual(published(TEXT, uri));
    expect(diagnostics.length).toBeGreaterThan(2);
    for (const diagnostic of diagnostics) expect(diagnostic.codeDescription?.href).toMatch(/^https:\/\/.+\/docs\/rules\/[a-z0-9-]+\.md$/);
    expect(diagnostics.some((diagnostic) => (diagnostic.relatedInformation ?? []).length > 0)).toBe(true);
  });

  it('follows incremental edits: the diagnostics of each version are those of the text the edits make', async () => {
    const uri = 'untitled:edit-robots.txt';
    await session.open(uri, TEXT);
    const mirror = TextDocument.create(uri, 'robots-txt', 1, TEXT);
    const edits = [
      { range: { start: { line: 4, character: 0 }, end: { line: 4, character: 9 } }, text: 'Disallow' },
      { range: { start: { line: 9, character: 0 }, end: { line: 9, character: 0 } }, text: 'Crawl-delay: 10\n' },
      { range: { start: { line: 2, character: 8 }, end: { line: 2, character: 9 } }, text: '' },
    ];
    for (const edit of edits) {
      const version = await session.change(uri, [edit]);
      TextDocument.update(mirror, [edit], version);
      const { diagnostics } = await session.diagnosticsFor(uri, version);
      expect(diagnostics).toEqual(published(mirror.getText(), uri));
    }
  });

  it('lints the newest version of a burst of edits and never publishes an older version after a newer one', async () => {
    const uri = 'untitled:burst-robots.txt';
    await session.open(uri, TEXT);
    const mirror = TextDocument.create(uri, 'robots-txt', 1, TEXT);
    let version = 1;
    for (let i = 0; i < 20; i++) {
      const edit = { range: { start: { line: 8, character: 10 }, end: { line: 8, character: 10 } }, text: `x${i}/` };
      version = await session.change(uri, [edit]);
      TextDocument.update(mirror, [edit], version);
    }
    const last = await session.diagnosticsFor(uri, version);
    expect(last.diagnostics).toEqual(published(mirror.getText(), uri));
    const versions = session.published.filter((params) => params.uri === uri).map((params) => params.version ?? 0);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('formats the whole document into exactly what format() writes', async () => {
    const uri = 'untitled:format-robots.txt';
    await session.open(uri, TEXT);
    const edits = await session.connection.sendRequest(DocumentFormattingRequest.type, {
      textDocument: { uri },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(edits?.length).toBeGreaterThan(0);
    expect(applied(TEXT, edits ?? [])).toBe(format(TEXT));
  });

  it('formats a range: only the range’s lines change, and the result formats to what the whole file does', async () => {
    const uri = 'untitled:range-robots.txt';
    await session.open(uri, TEXT);
    const range = { start: { line: 9, character: 0 }, end: { line: 9, character: 5 } };
    const edits =
      (await session.connection.sendRequest(DocumentRangeFormattingRequest.type, {
        textDocument: { uri },
        range,
        options: { tabSize: 2, insertSpaces: true },
      })) ?? [];
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) expect(edit.range.start.line).toBe(9);
    const after = applied(TEXT, edits);
    const before = TEXT.split('\n');
    after.split('\n').forEach((line, index) => index !== 9 && expect(line).toBe(before[index]));
    expect(format(after)).toBe(format(TEXT));
  });

  it('offers the library’s quick fixes for a finding, and applying the preferred one gives the library’s edit', async () => {
    const uri = 'untitled:fix-robots.txt';
    await session.open(uri, TEXT);
    const { diagnostics } = await session.diagnosticsFor(uri, 1);
    const finding = diagnostics.find((diagnostic) => diagnostic.code === 'space-before-colon') as Diagnostic;
    expect(finding).toBeDefined();
    const actions = (await session.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: finding.range,
      context: { diagnostics: [finding], only: ['quickfix'] },
    })) as CodeAction[];
    const expected = codeActions(TEXT, finding.range);
    expect(actions.map((action) => action.title)).toEqual(expected.map((action) => action.title));
    expect(actions.map((action) => action.edit?.changes?.[uri])).toEqual(expected.map((action) => action.edits));
    // The finding the client sent comes back on the actions that resolve it.
    expect(actions.find((action) => action.isPreferred)?.diagnostics).toEqual([finding]);
    expect(actions.some((action) => action.title.startsWith('Disable space-before-colon'))).toBe(true);
  });

  it('source.fixAll gives what lint --fix (fixText) writes', async () => {
    const uri = 'untitled:fixall-robots.txt';
    await session.open(uri, TEXT);
    const actions = (await session.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ['source.fixAll'] },
    })) as CodeAction[];
    expect(actions.map((action) => action.kind)).toEqual(['source.fixAll']);
    expect(applied(TEXT, actions[0]?.edit?.changes?.[uri] ?? [])).toBe(fixText(TEXT).text);
  });

  it('hovers with the library’s markdown on a field, an agent and a rule', async () => {
    const uri = 'untitled:hover-robots.txt';
    await session.open(uri, TEXT);
    for (const position of [
      { line: 1, character: 3 },
      { line: 7, character: 14 },
      { line: 5, character: 12 },
    ]) {
      const hover = (await session.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position })) as Hover;
      const expected = hoverAt(TEXT, position);
      expect(expected).toBeDefined();
      expect(hover).toEqual({ contents: { kind: 'markdown', value: expected?.markdown }, range: expected?.range });
    }
  });

  it('completes field names and crawler tokens as the library does', async () => {
    const uri = 'untitled:complete-robots.txt';
    const text = 'User-agent: GPT\nDis';
    await session.open(uri, text);
    for (const position of [
      { line: 0, character: 15 },
      { line: 1, character: 3 },
    ]) {
      const items = (await session.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position })) as CompletionItem[];
      const expected = completionsAt(text, position);
      expect(expected.length).toBeGreaterThan(0);
      expect(items.map((item) => [item.label, item.detail, item.textEdit])).toEqual(
        expected.map((item) => [item.label, item.detail, { range: item.range, newText: item.insertText }]),
      );
    }
  });

  it('lists the groups as symbols and folds them, as the library does', async () => {
    const uri = 'untitled:symbols-robots.txt';
    await session.open(uri, TEXT);
    const symbols = await session.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } });
    expect(symbols).toEqual(JSON.parse(JSON.stringify(documentSymbols(TEXT))));
    const folds = await session.connection.sendRequest(FoldingRangeRequest.type, { textDocument: { uri } });
    expect(folds).toEqual(JSON.parse(JSON.stringify(foldingRanges(TEXT))));
  });

  it('robotstxt.testUrl answers with the library’s verdicts, every dialect by default', async () => {
    const uri = 'untitled:test-url-robots.txt';
    await session.open(uri, TEXT);
    const query = { agents: ['GPTBot', 'Googlebot'], urls: ['/private/public.html', '/tmp/x'] };
    const answer = await session.connection.sendRequest(ExecuteCommandRequest.type, { command: 'robotstxt.testUrl', arguments: [{ uri, ...query }] });
    expect(answer).toEqual(JSON.parse(JSON.stringify(testUrls(TEXT, { ...query, dialects: DIALECTS }))));
    const google = await session.connection.sendRequest(ExecuteCommandRequest.type, {
      command: 'robotstxt.testUrl',
      arguments: [{ uri, ...query, dialects: ['google'] }],
    });
    expect(google).toEqual(JSON.parse(JSON.stringify(testUrls(TEXT, { ...query, dialects: ['google'] }))));
  });

  it('robotstxt.testUrl refuses arguments of the wrong shape with InvalidParams', async () => {
    await expect(
      session.connection.sendRequest(ExecuteCommandRequest.type, {
        command: 'robotstxt.testUrl',
        arguments: [{ uri: 'untitled:x', agents: 'GPTBot', urls: ['/'] }],
      }),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('reads the editor’s settings and the robotstxt.config.json beside the file; the file wins, and changes to either re-lint', async () => {
    const robots = join(folder, 'robots.txt');
    const config = join(folder, 'robotstxt.config.json');
    writeFileSync(robots, TEXT);
    writeFileSync(join(folder, 'package.json'), '{}');
    writeFileSync(config, JSON.stringify({ rules: { 'unknown-field': 'off' } }));
    const uri = pathToFileURL(robots).href;
    await session.settingsChanged({ preset: 'strict', rules: { 'unknown-field': 'error', 'space-before-colon': 'error' } });
    await session.open(uri, TEXT);
    const merged = lintOptionsFromConfig({ preset: 'strict', rules: { 'unknown-field': 'off', 'space-before-colon': 'error' } });
    const first = await session.diagnosticsFor(uri, 1);
    expect(first.diagnostics).toEqual(published(TEXT, uri, merged));
    expect(first.diagnostics.some((diagnostic) => diagnostic.code === 'unknown-field')).toBe(false);

    // The file changes: the server hears of it through the watcher it registered.
    writeFileSync(config, JSON.stringify({ dialects: 'all' }));
    const afterFile = session.nextDiagnostics(uri);
    await session.watchedFileChanged(pathToFileURL(config).href);
    expect((await afterFile).diagnostics).toEqual(
      published(TEXT, uri, lintOptionsFromConfig({ dialects: 'all', preset: 'strict', rules: { 'unknown-field': 'error', 'space-before-colon': 'error' } })),
    );

    // configFile: false leaves the file out.
    const afterSettings = session.nextDiagnostics(uri);
    await session.settingsChanged({ configFile: false });
    expect((await afterSettings).diagnostics).toEqual(published(TEXT, uri));
  });

  it('says in its log what is wrong in the settings, and goes on', async () => {
    const uri = 'untitled:bad-settings-robots.txt';
    const next = session.nextDiagnostics(uri);
    await session.settingsChanged({ dialect: 'rfc9310', rules: {} });
    await session.open(uri, TEXT);
    expect((await next).diagnostics).toEqual(published(TEXT, uri));
    expect(session.logs.some((line) => line.includes('"dialect"') && line.includes('rfc9310'))).toBe(true);
  });

  it('answers hover while a multi-megabyte file is being linted (the lint runs off the message loop)', async () => {
    const uri = 'untitled:huge-robots.txt';
    const huge = `User-agent: *\n${Array.from({ length: 150_000 }, (_, i) => `Disallow: /section-${i}/page.html\n`).join('')}`;
    const diagnostics = session.diagnosticsFor(uri, 1).then(() => 'diagnostics');
    await session.open(uri, huge);
    const hover = session.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 2 } }).then(() => 'hover');
    expect(await Promise.race([hover, diagnostics])).toBe('hover');
    await diagnostics;
    // Where it ran, as the server says in its log: not on the thread that reads the messages.
    expect(session.logs).toContain('robotstxt: the engine runs in a worker thread');
    await session.close(uri);
  });

  it('closing a document clears its diagnostics', async () => {
    const uri = 'untitled:open-robots.txt';
    const next = session.nextDiagnostics(uri);
    await session.close(uri);
    expect((await next).diagnostics).toEqual([]);
  });

  it('shuts down and exits with status 0', async () => {
    expect(await session.shutdown()).toBe(0);
  });
});
