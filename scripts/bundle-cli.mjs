/**
 * Bundles the CLI with esbuild into dist/ (run after tsc by `npm run build`):
 *
 * - `dist/cli.js`: the program (ESM, Node 20). It imports only what
 *   `--help`, `--version` and flag parsing need.
 * - `dist/cli-chunks/*.js`: the rest, loaded on demand, so `robotstxt
 *   --version` starts as fast as Node itself. The library (scanner, model,
 *   matchers, fetch) is one chunk; the grammar engine is in another,
 *   which only `parse --engine grammar` loads (`src/cli/engine.ts`);
 *   Chevrotain itself is imported from node_modules (a dependency).
 *   esbuild puts a module in a chunk of its own for every set of entries
 *   that reach it; every engine (`src/cli/engine-*.ts`) and the worker reach
 *   the whole matching library (engine-grammar and engine-meta re-export
 *   engine-match, which also exports the batch code), so it stays one chunk, and
 *   so does the code the program shares with them: `check` loads four files, not eight
 *   (each file costs its resolution, read and compile at every start: issue
 *   11, row 9).
 * - `dist/cli-worker.js`: the worker thread of `check --files`.
 *
 * `bin/robotstxt.js` imports `dist/cli.js`.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

const result = await build({
  absWorkingDir: new URL('.', root).pathname,
  entryPoints: { cli: 'src/cli/bin.ts', 'cli-worker': 'src/cli/batch/worker.ts' },
  // Chevrotain and htmlparser2 are dependencies: imported from node_modules by the grammar and meta chunks, not copied in.
  external: ['chevrotain', 'htmlparser2'],
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
});

// Chunk names carry content hashes: remove the old ones so they do not pile up.
// (Removed after the build, not before, so a CLI running meanwhile keeps working.)
const chunks = new URL('dist/cli-chunks/', root);
const current = new Set(Object.keys(result.metafile.outputs).map((file) => file.replace(/^dist\/cli-chunks\//, '')));
for (const name of readdirSync(chunks)) if (!current.has(name)) rmSync(new URL(name, chunks));

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const total = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`bundle-cli: ${outputs.length} files, ${(total / 1024).toFixed(0)} KiB in dist/ (cli.js, cli-worker.js, cli-chunks/)`);
