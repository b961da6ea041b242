/**
 * Builds the playground (playground/) into a static folder, and serves it on 127.0.0.1.
 *
 *   node scripts/playground.mjs build            writes dist/playground/ (npm run playground:build)
 *   node scripts/playground.mjs serve [--port N] builds, then serves it (npm run playground; N defaults
 *                                                to 5178, 0 picks a free port; the first line printed is
 *                                                `Playground: http://127.0.0.1:N/`)
 *
 * The folder holds index.html, one minified script and one stylesheet named by their content hash,
 * and sw.js, whose cache name carries the same hash, so a new build replaces the old cache. The
 * bundle is checked to hold no Node module and nothing of src/cli/: the page runs the library's
 * browser code only.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const source = join(root, 'playground');
export const OUT_DIR = join(root, 'dist', 'playground');
export const DEFAULT_PORT = 5178;

/** Bundle inputs that must never reach the page: Node's modules and the CLI (which touches files and the process). */
export function forbiddenInputs(metafile) {
  return Object.keys(metafile.inputs).filter((input) => input.startsWith('node:') || /(^|\/)src\/cli\//.test(input));
}

/** Builds the page in memory: the files of the static folder, by name, and the esbuild metafile of the script. */
export async function bundlePlayground() {
  const script = await build({
    entryPoints: [join(source, 'src', 'main.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    sourcemap: false,
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const forbidden = forbiddenInputs(script.metafile);
  if (forbidden.length > 0) throw new Error(`The playground bundle must not include Node modules or src/cli/: ${forbidden.join(', ')}`);
  const style = await build({
    entryPoints: [join(source, 'styles.css')],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const js = script.outputFiles[0].contents;
  const css = style.outputFiles[0].contents;
  const html = readFileSync(join(source, 'index.html'), 'utf8');
  const worker = readFileSync(join(source, 'sw.js'), 'utf8');
  const hash = createHash('sha256').update(js).update(css).update(html).update(worker).digest('hex').slice(0, 12);
  const jsName = `app-${hash}.js`;
  const cssName = `app-${hash}.css`;
  const page = replaceOnce(replaceOnce(html, 'href="styles.css"', `href="${cssName}"`), 'src="src/main.ts"', `src="${jsName}"`);
  const assets = ['./', './index.html', `./${jsName}`, `./${cssName}`];
  const sw = replaceOnce(
    replaceOnce(worker, "const CACHE_NAME = 'robotstxt-playground-dev';", `const CACHE_NAME = 'robotstxt-playground-${hash}';`),
    "const ASSETS = ['./', './index.html'];",
    `const ASSETS = ${JSON.stringify(assets)};`,
  );
  const files = new Map([
    ['index.html', Buffer.from(page)],
    [jsName, Buffer.from(js)],
    [cssName, Buffer.from(css)],
    ['sw.js', Buffer.from(sw)],
  ]);
  return { files, metafile: script.metafile, hash };
}

function replaceOnce(text, from, to) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`Expected ${from} once in the playground's sources.`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** Writes the static folder; returns the files with their sizes (raw and gzipped). */
export async function buildPlayground(outDir = OUT_DIR) {
  const { files, hash } = await bundlePlayground();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const sizes = [];
  for (const [name, contents] of files) {
    writeFileSync(join(outDir, name), contents);
    sizes.push({ name, bytes: contents.length, gzipped: gzipSync(contents, { level: 9 }).length });
  }
  return { outDir, hash, sizes };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `dir` on 127.0.0.1: GET and HEAD of its files, index.html for `/`. Resolves to the server once listening. */
export function servePlayground(dir = OUT_DIR, port = DEFAULT_PORT) {
  const base = normalize(dir + sep);
  const server = createServer((request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      path = '\0';
    }
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !file.startsWith(base) || path.includes('\0')) {
      response.writeHead(request.method === 'GET' || request.method === 'HEAD' ? 404 : 405).end();
      return;
    }
    let body;
    try {
      body = readFileSync(file);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      // The service worker and the page must be checked on every load; the hashed files never change.
      'cache-control': /app-[0-9a-f]+\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function portArgument(args) {
  const at = args.indexOf('--port');
  const value = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--port='))?.slice('--port='.length);
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port takes a port number (0 for any free one), not ${value}.`);
  return port;
}

async function main(args) {
  const [command = 'build', ...rest] = args;
  if (command !== 'build' && command !== 'serve') throw new Error(`Usage: node scripts/playground.mjs build | serve [--port N]`);
  const port = command === 'serve' ? portArgument(rest) : undefined;
  const { outDir, sizes } = await buildPlayground();
  const report = sizes.map(({ name, bytes, gzipped }) => `  ${name}: ${bytes} bytes, ${gzipped} gzipped`).join('\n');
  if (command === 'build') {
    console.log(`Playground built in ${outDir}:\n${report}`);
    return;
  }
  const server = await servePlayground(outDir, port);
  // The URL first, alone on its line: tests and scripts read it.
  console.log(`Playground: http://127.0.0.1:${server.address().port}/`);
  console.log(`Serving ${outDir} (Ctrl-C stops):\n${report}`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`playground: ${error.message}`);
    process.exit(1);
  });
}
