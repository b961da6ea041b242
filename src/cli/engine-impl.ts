/**
 * What the CLI uses from the library (see `engine.ts`: loaded lazily): the
 * matching part (`engine-match.ts`), the formatter and the linter.
 *
 * @module
 */
export * from './engine-match.ts';
export { formatWithDiagnostics } from '../format/format.ts';
export { lint, fixText } from '../lint/lint.ts';
export { RULES } from '../lint/rules/index.ts';
