/**
 * Generates the railroad diagrams of the grammar: `docs/diagrams/index.html`
 * plus the scripts and stylesheet it loads, copied from chevrotain's
 * `diagrams/` folder so that the page works offline.
 *
 *     npm run diagrams
 *
 * (`node --import ./scripts/register-ts.mjs scripts/gen-diagrams.ts`: Node 20
 * cannot run TypeScript by itself.) `test/syntax/grammar.test.ts` calls the
 * same functions and fails when the committed files are stale.
 *
 * @module
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createSyntaxDiagramsCode } from 'chevrotain';
import { robotsTxtGrammar } from '../grammar/parser.ts';

/** The output folder, relative to the repository root. */
export const DIAGRAMS_DIR = 'docs/diagrams';

/** The generated page, relative to {@link DIAGRAMS_DIR}. */
export const DIAGRAMS_PAGE = 'index.html';

/**
 * The diagrams page for the grammar in `grammar/parser.ts`. Its scripts and
 * stylesheet are referenced relative to the page (see {@link diagramAssets}).
 */
export function diagramsHtml(): string {
  return createSyntaxDiagramsCode(robotsTxtGrammar().getSerializedGastProductions(), {
    resourceBase: './',
    css: './diagrams.css',
  });
}

/**
 * The files a diagrams page loads (`<script src>` and `<link href>`), as
 * paths relative to the page. Read from the page itself, so that a new
 * chevrotain version that loads other files is copied correctly.
 */
export function diagramAssets(html: string): string[] {
  const references = [...html.matchAll(/(?:src|href)=['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');
  for (const reference of references) {
    if (!reference.startsWith('./')) throw new Error(`The diagrams page loads a non-local resource: ${reference}`);
  }
  return references.map((reference) => reference.slice(2));
}

/** The absolute path of chevrotain's `diagrams/` folder in `node_modules`. */
export function chevrotainDiagramsDir(): string {
  // chevrotain's `exports` only exposes its entry point (`lib/src/api.js`); its package root is two levels up.
  const entry = createRequire(import.meta.url).resolve('chevrotain');
  return resolve(dirname(entry), '../../diagrams');
}

/** Writes the page and copies its assets into `<repoRoot>/docs/diagrams/`. Returns the files written. */
export function writeDiagrams(repoRoot: string): string[] {
  const outDir = join(repoRoot, DIAGRAMS_DIR);
  const html = diagramsHtml();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, DIAGRAMS_PAGE), html);
  const written = [DIAGRAMS_PAGE];
  for (const asset of diagramAssets(html)) {
    mkdirSync(dirname(join(outDir, asset)), { recursive: true });
    copyFileSync(join(chevrotainDiagramsDir(), asset), join(outDir, asset));
    written.push(asset);
  }
  return written.map((file) => `${DIAGRAMS_DIR}/${file}`);
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  for (const file of writeDiagrams(repoRoot)) console.log(`wrote ${file}`);
}
