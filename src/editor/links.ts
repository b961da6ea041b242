/**
 * Where the toolkit's pages are published: the one place the editor answers
 * build a documentation link from (package.json's `repository`; a test
 * holds the two equal).
 *
 * @module
 */
import type { LintDiagnosticCode } from '../diagnostics/diagnostic.ts';
import { ruleDocsPath } from '../lint/rules/index.ts';

/** The repository's home, as package.json's `repository.url` names it. */
export const REPOSITORY_URL = 'https://github.com/robotstxt-toolkit/robotstxt-toolkit';

/** The URL of a file of the repository on its main branch, e.g. `docs/rules/unknown-field.md`. */
export function repositoryFileUrl(path: string): string {
  return `${REPOSITORY_URL}/blob/main/${path}`;
}

/**
 * The page documenting a lint rule (`docs/rules/<code>.md`, written by `npm run docs:rules`).
 *
 * @example
 * ```ts
 * ruleDocsUrl('unknown-field');
 * // 'https://github.com/robotstxt-toolkit/robotstxt-toolkit/blob/main/docs/rules/unknown-field.md'
 * ```
 */
export function ruleDocsUrl(code: LintDiagnosticCode): string {
  return repositoryFileUrl(ruleDocsPath(code));
}
