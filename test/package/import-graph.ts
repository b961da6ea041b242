/**
 * The import graph of built ES module files, read off the text: esbuild's
 * output imports only with static `import … from "x"` and `import("x")`
 * with a literal, so a pattern finds every import.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An import of a specifier made of path characters only (so text such as `from "${name}"` in a message is not one). */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(["'])([\w@./:-]+)\1/g;

/** Relative imports (as absolute paths) and package imports of one ES module file. */
function importsOf(file: string): { relative: string[]; packages: string[] } {
  const relative: string[] = [];
  const packages: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[2] ?? '';
    if (specifier.startsWith('.')) relative.push(join(file, '..', specifier));
    else packages.push(specifier);
  }
  return { relative, packages };
}

/** The packages (not Node built-ins) reached from `entry` through relative imports, not following files `skip` accepts. */
export function packagesReachedFrom(entry: string, skip: (file: string) => boolean = () => false): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || skip(file)) continue;
    seen.add(file);
    const imports = importsOf(file);
    for (const name of imports.packages) packages.add(name);
    queue.push(...imports.relative);
  }
  return [...packages].filter((name) => !name.startsWith('node:')).sort();
}
