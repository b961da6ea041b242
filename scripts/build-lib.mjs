/**
 * Builds the library into dist/ (run by `npm run build`; it runs
 * `tsc -p tsconfig.build.json` first for the type declarations):
 *
 * - `dist/esm/`: one ES module per entry point (`index.js`, `grammar.js`, …)
 *   bundled by esbuild, with the code entries share split into `chunk-*.js`, so
 *   that a class such as `SyntaxDocument` exists once however many entries are
 *   imported. One file (plus a shared chunk) instead of forty modules: a fresh
 *   `node` process imports the library in about the time it takes to import
 *   robots-parser (`npm run bench`, §7). Chevrotain stays an import of
 *   `grammar.js` alone: the root entry never loads it.
 * - `dist/cjs/`: the same files as CommonJS (each ES output converted on its
 *   own, so the chunks stay shared), under a `package.json` that says
 *   `"type": "commonjs"`.
 * - `dist/esm/types/` (from tsc) and its copy `dist/cjs/types/`: the same
 *   declarations (members marked `@internal` stripped), read as ES module types or as CommonJS types by the
 *   `package.json` beside them. TypeScript needs both: a CommonJS project that
 *   is handed ES module types fails with TS1479.
 *
 * The entry points are {@link ENTRIES}: adding a subpath export is one line
 * there. The build writes the matching `exports` map into package.json when
 * it differs (and says so), so the two cannot drift.
 *
 * Source maps point at `src/` and `grammar/`, which the package ships.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Subpath → source file. The root entry never imports Chevrotain; `./grammar` does. */
export const ENTRIES = {
  '.': 'src/index.ts',
  './grammar': 'src/grammar.ts',
  './internals': 'src/internals.ts',
  './prettier': 'src/prettier.ts',
  './meta': 'src/meta.ts',
  './matcher': 'src/matcher.ts',
  './editor': 'src/editor.ts',
};

const root = new URL('../', import.meta.url);
const at = (relative) => new URL(relative, root).pathname;

/** The output file name of a subpath: `.` → `index`, `./grammar` → `grammar`. */
export function outputName(subpath) {
  return subpath === '.' ? 'index' : subpath.slice(2);
}

/** The `exports` map for {@link ENTRIES}: ES module and CommonJS, each with its own types. */
export function exportsMap() {
  const map = {};
  for (const [subpath, source] of Object.entries(ENTRIES)) {
    const name = outputName(subpath);
    const types = source.replace(/\.ts$/, '.d.ts');
    map[subpath] = {
      import: { types: `./dist/esm/types/${types}`, default: `./dist/esm/${name}.js` },
      require: { types: `./dist/cjs/types/${types}`, default: `./dist/cjs/${name}.js` },
    };
  }
  map['./package.json'] = './package.json';
  return map;
}

function filesUnder(directory) {
  return readdirSync(directory, { recursive: true })
    .map((name) => `${directory}/${name}`)
    .filter((file) => statSync(file).isFile());
}

/**
 * tsc keeps the `.ts` extensions of relative imports in declarations (the
 * sources import `./parse.ts`); published types must name the `.js` files
 * TypeScript maps them to.
 */
function rewriteDeclarationImports(typesDir) {
  for (const file of filesUnder(typesDir).filter((name) => name.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(/(['"])(\.{1,2}\/[^'"\n]*?)\.ts\1/g, '$1$2.js$1');
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

async function buildEsm() {
  rmSync(at('dist/esm/chunks'), { recursive: true, force: true });
  for (const file of readdirSync(at('dist/esm'))) if (file.endsWith('.js') || file.endsWith('.js.map')) rmSync(at(`dist/esm/${file}`));
  const result = await build({
    absWorkingDir: at('.'),
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([subpath, source]) => [outputName(subpath), source])),
    outdir: 'dist/esm',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    // The core runs in browsers and in Node alike: no platform built-ins.
    platform: 'neutral',
    target: 'es2022',
    packages: 'external',
    // Whitespace is kept: minifying it drops the `/* @__PURE__ */` marks, and a user's bundler then
    // keeps tables it could drop (the linter's rules in a bundle of `compile`). Their bundler minifies.
    minifySyntax: true,
    sourcemap: 'linked',
    // The maps point at src/ and grammar/, which the package ships: no second copy inside them.
    sourcesContent: false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  return Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
}

/** Converts each ES output to CommonJS on its own: imports of sibling chunks stay imports (now `require`). */
async function buildCjs(esmFiles) {
  rmSync(at('dist/cjs'), { recursive: true, force: true });
  const siblings = {
    name: 'keep-siblings-external',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^\.\.?\// }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true }));
    },
  };
  await build({
    absWorkingDir: at('.'),
    entryPoints: esmFiles,
    outdir: 'dist/cjs',
    outbase: 'dist/esm',
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [siblings],
    // Not minified: a stack trace should point at a readable line. The browser bundle's size is
    // measured on its own (test/package/bundle-size.test.ts minifies it as a user's bundler would).
    sourcemap: 'linked',
    // The maps point at src/ and grammar/, which the package ships: no second copy inside them.
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  writeFileSync(at('dist/cjs/package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
  cpSync(at('dist/esm/types'), at('dist/cjs/types'), { recursive: true });
  importEsmOnlyTypesAsEsm(at('dist/cjs/types'));
}

/** Dependencies that publish ES modules only (Node ≥ 20.19 can still `require` them). */
const ESM_ONLY_DEPENDENCIES = ['chevrotain'];

/**
 * CommonJS declarations may not import an ES module's types plainly (TS1479
 * and TS1542 under `module: node16`): they must say `resolution-mode: import`.
 * Declarations only name types, so `import { A, type B }` becomes
 * `import type { A, B } … with { 'resolution-mode': 'import' }`.
 */
function importEsmOnlyTypesAsEsm(typesDir) {
  const names = ESM_ONLY_DEPENDENCIES.map((name) => name.replace(/[/.]/g, '\\$&')).join('|');
  const staticImport = new RegExp(`^import (?:type )?\\{([^}]*)\\} from (['"])(${names})\\2;`, 'gm');
  const typeQuery = new RegExp(`import\\((['"])(${names})\\1\\)`, 'g');
  for (const file of filesUnder(typesDir).filter((name) => name.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text
      .replace(staticImport, (_all, list, quote, name) => {
        const specifiers = list
          .split(',')
          .map((item) => item.trim().replace(/^type\s+/, ''))
          .filter(Boolean);
        return `import type { ${specifiers.join(', ')} } from ${quote}${name}${quote} with { 'resolution-mode': 'import' };`;
      })
      .replace(typeQuery, (_all, quote, name) => `import(${quote}${name}${quote}, { with: { 'resolution-mode': 'import' } })`);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

/** Keeps package.json's `exports` equal to {@link exportsMap}. */
function syncExports() {
  const file = at('package.json');
  const text = readFileSync(file, 'utf8');
  const pkg = JSON.parse(text);
  const wanted = exportsMap();
  if (JSON.stringify(pkg.exports) === JSON.stringify(wanted)) return;
  pkg.exports = wanted;
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  console.log('build-lib: package.json "exports" updated to match scripts/build-lib.mjs ENTRIES');
}

/** Declarations only (tsconfig.build.json), into a clean dist/esm/types. */
function emitDeclarations() {
  rmSync(at('dist/esm/types'), { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: at('.'), stdio: 'inherit' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Old layouts (tsc's per-module output) must not linger in the package.
  for (const stale of ['dist/src', 'dist/grammar']) rmSync(at(stale), { recursive: true, force: true });
  emitDeclarations();
  rewriteDeclarationImports(at('dist/esm/types'));
  const esmFiles = await buildEsm();
  await buildCjs(esmFiles);
  syncExports();
  const bytes = esmFiles.reduce((sum, file) => sum + statSync(at(file)).size, 0);
  console.log(
    `build-lib: ${esmFiles.length} ES module files (${(bytes / 1024).toFixed(0)} KiB) in dist/esm, the same as CommonJS in dist/cjs, types in dist/{esm,cjs}/types`,
  );
}
