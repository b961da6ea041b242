/**
 * Where test data lives. Tests run from the repository root, but resolving
 * from this file keeps them independent of the working directory. The
 * robots.txt corpus is not in the repository: corpus.ts finds it.
 *
 * @module
 */
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (with a trailing slash). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** An absolute path inside the repository. */
export function repoPath(relative: string): string {
  return REPO_ROOT + relative;
}
