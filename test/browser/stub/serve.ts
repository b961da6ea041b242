// Builds the stand-in page into a scratch folder and serves it on 127.0.0.1.
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export async function serveStub(): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-stub-'));
  await build({
    entryPoints: [path.join(HERE, 'page.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    outfile: path.join(dir, 'page.js'),
    logLevel: 'silent',
  });
  copyFileSync(path.join(HERE, 'index.html'), path.join(dir, 'index.html'));
  const server = createServer((request, response) => {
    const name = request.url === '/' ? 'index.html' : (request.url ?? '').slice(1).split('?')[0]!;
    try {
      const body = readFileSync(path.join(dir, path.basename(name)));
      response.writeHead(200, { 'content-type': name.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
