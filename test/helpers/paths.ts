/**
 * Where test data lives. Tests run from the repository root, but resolving
 * from this file keeps them independent of the working directory.
 *
 * @module
 */
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (with a trailing slash). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Absolute path of the shared, read-only material next to the repository (`../shared/`). */
export const SHARED_ROOT = fileURLToPath(new URL('../../../shared/', import.meta.url));

/** An absolute path inside the repository. */
export function repoPath(relative: string): string {
  return REPO_ROOT + relative;
}

/** An absolute path inside the shared material (`seeds/…`, `spec/…`, `corpus/…`). */
export function sharedPath(relative: string): string {
  return SHARED_ROOT + relative;
}
