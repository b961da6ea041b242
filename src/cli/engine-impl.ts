/**
 * What the CLI uses from the library (see `engine.ts`: loaded lazily).
 *
 * @module
 */
export { decodeBytes, parse } from '../syntax/index.ts';
export { formatWithDiagnostics } from '../format/format.ts';
export { compile } from '../match/compile.ts';
export { DIALECTS } from '../match/types.ts';
export { interpretRobotsTxtResponse } from '../fetch/fetch-robots.ts';
