/**
 * The real-file corpus read as bytes, for tests that run a check on every file.
 *
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs';
import { corpusPath } from './paths.ts';

/**
 * Every file of `test/corpus/<directory>/` (`top-sites`, `real`) but its
 * manifest, sorted by name, as bytes (so that Latin-1 and UTF-16 files are
 * decoded as `parse` decodes them).
 */
export function corpusFiles(directory: string): { name: string; bytes: Uint8Array }[] {
  const base = corpusPath(`${directory}/`);
  return readdirSync(base)
    .filter((name) => name !== 'MANIFEST.tsv')
    .sort()
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(base + name)) }));
}
