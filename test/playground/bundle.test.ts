/**
 * The playground's build: the page bundles the library's browser code only (no Node module, nothing
 * of src/cli/), its files are named by their content hash, and the service worker's cache name
 * carries the same hash, so a new build replaces the old cache.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlePlayground, forbiddenInputs, servePlayground } from '../../scripts/playground.mjs';

describe('the playground bundle', () => {
  it('holds the library and CodeMirror, and no Node module or CLI code', async () => {
    const { files, metafile, hash } = await bundlePlayground();
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.some((input) => input.endsWith('src/index.ts'))).toBe(true);
    expect(inputs.some((input) => input.includes('@codemirror/view'))).toBe(true);
    expect(inputs.filter((input) => input.startsWith('node:') || input.includes('src/cli/'))).toEqual([]);
    expect([...files.keys()].sort()).toEqual([`app-${hash}.css`, `app-${hash}.js`, 'index.html', 'sw.js']);
    const page = files.get('index.html')!.toString();
    expect(page).toContain(`src="app-${hash}.js"`);
    expect(page).toContain(`href="app-${hash}.css"`);
    const worker = files.get('sw.js')!.toString();
    expect(worker).toContain(`'robotstxt-playground-${hash}'`);
    expect(worker).toContain(`"./app-${hash}.js"`);
  });

  it('names the inputs that would bring Node or the CLI into the page', () => {
    const metafile = { inputs: { 'src/index.ts': {}, 'node:fs': {}, 'src/cli/main.ts': {}, 'node_modules/@codemirror/view/dist/index.js': {} } };
    expect(forbiddenInputs(metafile)).toEqual(['node:fs', 'src/cli/main.ts']);
  });
});

describe('the playground server', () => {
  it('serves the folder on 127.0.0.1, index.html for /, and nothing outside it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'playground-serve-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(dir, 'sw.js'), '// worker');
    const server = await servePlayground(dir, 0);
    try {
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      const base = `http://127.0.0.1:${port}`;
      const root = await fetch(`${base}/`);
      expect(root.status).toBe(200);
      expect(root.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await root.text()).toContain('<title>x</title>');
      expect((await fetch(`${base}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
      expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(404);
      expect((await fetch(`${base}/missing.js`)).status).toBe(404);
      expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
