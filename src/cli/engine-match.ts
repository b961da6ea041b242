/**
 * The part of the library that reading and matching need (`check`,
 * `explain`, `fetch`, `parse`, the batch workers): no linter, no formatter.
 * Loaded lazily (see `engine.ts`); `engine-impl.ts` adds the rest.
 *
 * @module
 */
export { parse } from '../syntax/parse.ts';
export { decodeBytes } from '../syntax/encoding.ts';
export { compile } from '../match/compile.ts';
export { DIALECTS } from '../match/types.ts';
export { interpretRobotsTxtResponse } from '../fetch/fetch-robots.ts';
export { compileBatchFile, JsonVerdicts } from './batch/batch-file.ts';
