/**
 * The same session with a second editor's client: Neovim's built-in LSP
 * client, headless (test/lsp/nvim-session.lua), so that nothing in the
 * server leans on VS Code. Neovim opens a robots.txt, receives diagnostics,
 * hovers, applies a quick fix and the formatting edits with its own edit
 * functions (and sends them back as incremental changes), runs the test-URL
 * command and stops the server; what it saw is compared with the library's
 * answers.
 *
 * Needs Neovim 0.7 or later (`nvim` on the PATH; Debian's `neovim`, which
 * CI installs) and the build. Without `nvim` the test fails and says how to
 * install it: it is a prerequisite of the suite, as Chromium is.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeActions, hoverAt, testUrls } from '../../src/editor.ts';
import { format } from '../../src/format/format.ts';
import { DIALECTS } from '../../src/model/dialect.ts';
import { ROOT } from '../cli/run-cli.ts';
import { applied, published } from './expected.ts';

const TEXT = ['User-agent: *', 'Disallow : /private/', 'Dissallow: /tmp/', 'Allow: /private/public.html   ', '', 'User-agent: GPTBot', 'Disallow: /', ''].join(
  '\n',
);

/** A session that takes longer than this has hung (the script bounds each wait at 60 s). */
const SESSION_BOUND_MS = 180_000;

function findNvim(): string {
  const found = (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nvim'));
  for (const candidate of found) {
    try {
      const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).split('\n')[0] ?? '';
      const [, minor] = /^NVIM v0\.(\d+)/.exec(version) ?? [];
      if (minor !== undefined && Number(minor) < 7) throw new Error(`${candidate} is ${version}; the test needs Neovim 0.7 or later (vim.lsp.start_client).`);
      return candidate;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') continue;
      throw error;
    }
  }
  throw new Error('nvim not found: the Neovim client test needs Neovim 0.7+ on the PATH (Debian/Ubuntu: apt-get install neovim).');
}

const folder = mkdtempSync(join(tmpdir(), 'robotstxt-nvim-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface NvimResult {
  readonly error?: string;
  readonly steps: string[];
  readonly uri: string;
  readonly initial: string;
  readonly diagnostics: unknown[];
  readonly hover: unknown;
  readonly actions: { title: string; edit: { changes: Record<string, unknown[]> } }[];
  readonly fixed: string;
  readonly fixedDiagnostics: unknown[];
  readonly formatted: string;
  readonly formattedDiagnostics: unknown[];
  readonly testUrl: unknown;
  readonly exitCode: number;
}

function runNvim(nvim: string): Promise<NvimResult> {
  const robots = join(folder, 'robots.txt');
  const out = join(folder, 'out.json');
  writeFileSync(robots, TEXT);
  // A project root: the configuration lookup stops here.
  writeFileSync(join(folder, 'package.json'), '{}');
  return new Promise((resolve, reject) => {
    const child = spawn(nvim, ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', `luafile ${join(ROOT, 'test/lsp/nvim-session.lua')}`], {
      cwd: folder,
      env: { ...process.env, LSP_OUT: out, LSP_ROBOTS: robots, LSP_NODE: process.execPath, LSP_CLI: join(ROOT, 'dist', 'cli.js') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), SESSION_BOUND_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      try {
        resolve(JSON.parse(readFileSync(out, 'utf8')) as NvimResult);
      } catch {
        reject(new Error(`nvim exited with ${code} and wrote no result: ${Buffer.concat(output).toString('utf8')}`));
      }
    });
  });
}

describe("Neovim's built-in LSP client", () => {
  it('runs a whole session: diagnostics, hover, a quick fix, formatting, robotstxt.testUrl, shutdown', async () => {
    const result = await runNvim(findNvim());
    expect(result.error).toBeUndefined();
    expect(result.steps).toEqual(['diagnostics', 'hover', 'codeAction', 'formatting', 'testUrl', 'stopped']);
    const { uri } = result;
    expect(result.initial).toBe(TEXT);
    expect(result.diagnostics).toEqual(published(TEXT, uri));

    const hover = hoverAt(TEXT, { line: 1, character: 3 });
    expect(result.hover).toEqual({ contents: { kind: 'markdown', value: hover?.markdown }, range: hover?.range });

    const first = (result.diagnostics[0] as { range: Parameters<typeof codeActions>[1] }).range;
    const expectedActions = codeActions(TEXT, first);
    expect(result.actions.map((action) => action.title)).toEqual(expectedActions.map((action) => action.title));
    expect(result.fixed).toBe(applied(TEXT, expectedActions[0]?.edits ?? []));
    expect(result.fixedDiagnostics).toEqual(published(result.fixed, uri));

    expect(result.formatted).toBe(format(result.fixed));
    expect(result.formattedDiagnostics).toEqual(published(result.formatted, uri));

    const query = { agents: ['GPTBot', 'Googlebot'], urls: ['/private/x', '/tmp/y'] };
    expect(result.testUrl).toEqual(JSON.parse(JSON.stringify(testUrls(result.formatted, { ...query, dialects: DIALECTS }))));
    expect(result.exitCode).toBe(0);
  });
});
