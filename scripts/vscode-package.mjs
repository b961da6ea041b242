/**
 * Builds and packages the VS Code extension (editors/vscode/):
 *
 *     npm run vscode:package
 *
 * 1. esbuild bundles the client (src/extension.ts with vscode-languageclient)
 *    into dist/extension.js, CommonJS for VS Code's extension host, and the
 *    language server (`robotstxt lsp` with the toolkit and
 *    vscode-languageserver, src/server.ts) into dist/server.mjs and its chunks
 *    in dist/server-chunks/: ES modules, split as the CLI's bundle is, so
 *    that the server's engine is a file of its own that it runs in a worker
 *    thread (src/cli/lsp/engine-client.ts); a single file would run every
 *    lint on the server's main thread. Every dependency is inside: the
 *    package runs without node_modules;
 * 2. the config file's JSON Schema (schemas/ of the repository) is copied
 *    into the extension for `jsonValidation`;
 * 3. @vscode/vsce writes editors/vscode/robotstxt-toolkit-<version>.vsix
 *    (`--no-dependencies`: the bundles hold them).
 *
 * Prints the path of the .vsix. `test/vscode/package.test.ts` runs it.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const extension = fileURLToPath(new URL('../editors/vscode/', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const { version } = readJson(`${root}package.json`);
const manifest = readJson(`${extension}package.json`);
if (manifest.version !== version)
  throw new Error(
    `editors/vscode/package.json has version ${manifest.version}, the toolkit ${version}: the extension ships the toolkit's server, so they are the same`,
  );

rmSync(`${extension}dist`, { recursive: true, force: true });
const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  // VS Code 1.91 runs extensions on Electron 29's Node 20.
  target: 'node20',
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
};
await build({
  ...common,
  entryPoints: ['editors/vscode/src/extension.ts'],
  outfile: 'editors/vscode/dist/extension.js',
  format: 'cjs',
  // Given by VS Code at run time.
  external: ['vscode'],
});
await build({
  ...common,
  entryPoints: { server: 'editors/vscode/src/server.ts' },
  outdir: 'editors/vscode/dist',
  chunkNames: 'server-chunks/[name]-[hash]',
  // .mjs: the extension's folder is CommonJS (extension.js), the server ES modules.
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  splitting: true,
  // The LSP libraries are CommonJS: their require() of Node's modules needs a require in each ES module.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  define: { __ROBOTSTXT_VERSION__: JSON.stringify(version) },
});

mkdirSync(`${extension}schemas`, { recursive: true });
copyFileSync(`${root}schemas/robotstxt.config.schema.json`, `${extension}schemas/robotstxt.config.schema.json`);

const vsix = `${extension}${manifest.name}-${manifest.version}.vsix`;
const { createVSIX } = createRequire(import.meta.url)('@vscode/vsce');
await createVSIX({ cwd: extension, packagePath: vsix, dependencies: false, allowStarActivation: false });
console.log(vsix);
