/**
 * What the CLI uses from the library (see `engine.ts`: loaded lazily).
 *
 * @module
 */
export { parse } from '../syntax/parse.ts';
export { decodeBytes } from '../syntax/encoding.ts';
export { formatWithDiagnostics } from '../format/format.ts';
export { compile } from '../match/compile.ts';
export { DIALECTS } from '../match/types.ts';
export { interpretRobotsTxtResponse } from '../fetch/fetch-robots.ts';
export { lint, fixText } from '../lint/lint.ts';
export { RULES } from '../lint/rules.ts';
