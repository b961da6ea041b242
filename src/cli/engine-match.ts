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
// The batch's own code (also imported by the program and the worker): with it here, every entry of the
// CLI bundle reaches it, and esbuild puts it in the one chunk the program shares with all of them
// (scripts/bundle-cli.mjs), not in a chunk of its own.
export { checkChunk } from './batch/chunks.ts';
