/**
 * Bundles the CLI with esbuild into dist/ (run after tsc by `npm run build`):
 *
 * - `dist/cli.js`: the program (ESM, Node 20): argument parsing, help and
 *   the version, and the registry of commands (src/cli/registry.ts), whose
 *   `load()` imports a command's implementation only when it runs.
 * - `dist/cli-chunks/*.js`: the commands, loaded on demand, and the core
 *   chunk they share (see `oneCoreChunk` below); Chevrotain and
 *   htmlparser2 are imported from node_modules (dependencies) by the grammar
 *   and meta chunks only.
 * - `dist/cli-worker.js`: the worker thread of `check --files`.
 *
 * `bin/robotstxt.js` imports `dist/cli.js`.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const rootPath = root.pathname;
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
// Chevrotain and htmlparser2 are dependencies: imported from node_modules by the grammar and meta chunks, not copied in.
const external = ['chevrotain', 'htmlparser2'];

/**
 * The core chunk: every module `check` reaches (the reading and matching library and the CLI's shared
 * I/O). esbuild puts a module in a chunk of its own for every set of entries that reach it, so left to
 * itself it cuts the core into a dozen small files, each a resolution, a read and a compile at every start.
 * Every command and the worker import the whole core (the plugin below adds the imports when esbuild
 * loads them), so it is one chunk; what a command adds to it (the linter, the formatter, the meta readers)
 * stays in that command's own chunks.
 */
/** The modules each command, the worker and `parse --engine grammar`'s grammar start from. */
const commandEntry = /[/\\]src[/\\](?:cli[/\\](?:[a-z]+[/\\]run|check[/\\]batch[/\\]worker)|grammar)\.ts$/;
const core = await build({
  absWorkingDir: rootPath,
  entryPoints: ['src/cli/check/run.ts'],
  external,
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const coreModules = Object.keys(core.metafile.inputs)
  .filter((file) => file.startsWith('src/') && !commandEntry.test(resolve(rootPath, file)))
  .map((file) => resolve(rootPath, file));
const oneCoreChunk = {
  name: 'one-core-chunk',
  setup(build) {
    build.onLoad({ filter: commandEntry }, async ({ path }) => ({
      contents: `${await readFile(path, 'utf8')}\n${coreModules.map((module) => `import ${JSON.stringify(module)};`).join('\n')}\n`,
      loader: 'ts',
      resolveDir: dirname(path),
    }));
  },
};

/**
 * The LSP libraries (vscode-languageserver, bundled into the chunk of `robotstxt lsp` only) are CommonJS:
 * their `require('fs')` would be esbuild's "Dynamic require … is not supported" in an ES module. Each such
 * require of a Node built-in becomes a module that re-exports the built-in's ES namespace, which is what they
 * use of it (`fs.readFileSync`, `__importStar(require('path'))`).
 */
const builtins = new Set(builtinModules);
const requiredBuiltins = {
  name: 'required-builtins',
  setup(build) {
    build.onResolve({ filter: /^(?:node:)?[a-z_/]+$/ }, ({ kind, path }) => {
      const name = path.replace(/^node:/, '');
      return kind === 'require-call' && builtins.has(name) ? { path: `node:${name}`, namespace: 'required-builtin' } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'required-builtin' }, ({ path }) => ({ contents: `export * from ${JSON.stringify(path)};`, loader: 'js' }));
  },
};

const result = await build({
  absWorkingDir: new URL('.', root).pathname,
  entryPoints: { cli: 'src/cli/bin.ts', 'cli-worker': 'src/cli/check/batch/worker.ts' },
  external,
  plugins: [oneCoreChunk, requiredBuiltins],
  outdir: 'dist',
  chunkNames: 'cli-chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Smaller and quicker to parse; identifiers stay readable for stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  // The maps point at src/ and grammar/, which the package ships: no second copy inside them.
  sourcesContent: false,
  legalComments: 'none',
  define: { __ROBOTSTXT_VERSION__: JSON.stringify(version) },
  metafile: true,
  logLevel: 'warning',
  // The core's modules have no side effects (package.json): the imports the plugin adds only place them, and say so.
  logOverride: { 'ignored-bare-import': 'silent' },
});

// Chunk names carry content hashes: remove the old ones so they do not pile up.
// (Removed after the build, not before, so a CLI running meanwhile keeps working.)
const chunks = new URL('dist/cli-chunks/', root);
const current = new Set(Object.keys(result.metafile.outputs).map((file) => file.replace(/^dist\/cli-chunks\//, '')));
for (const name of readdirSync(chunks)) if (!current.has(name)) rmSync(new URL(name, chunks));

// The maps leave out the sources' text because the package ships src/ and grammar/. Code inlined from
// other packages (the LSP libraries in the lsp chunk) and the built-in shims above do not ship: their text
// goes inside the map, so a stack trace through them still shows the code.
for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.map'))) {
  const mapUrl = new URL(file, root);
  const map = JSON.parse(readFileSync(mapUrl, 'utf8'));
  let embedded = 0;
  map.sourcesContent = map.sources.map((source) => {
    if (source.startsWith('required-builtin:')) {
      embedded += 1;
      return `export * from ${JSON.stringify(source.slice('required-builtin:'.length))};\n`;
    }
    const sourceUrl = new URL(source, mapUrl);
    if (!sourceUrl.pathname.includes('/node_modules/')) return null;
    embedded += 1;
    return readFileSync(sourceUrl, 'utf8');
  });
  if (embedded > 0) writeFileSync(mapUrl, JSON.stringify(map));
}

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const total = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`bundle-cli: ${outputs.length} files, ${(total / 1024).toFixed(0)} KiB in dist/ (cli.js, cli-worker.js, cli-chunks/)`);
