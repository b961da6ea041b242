/**
 * The Chevrotain grammar engine for `robotstxt parse --engine grammar`,
 * loaded on demand (see `engine.ts`): the bundler puts it, with Chevrotain, in
 * its own chunk, which no other command loads. It brings the matching library
 * too (`match`): so that the library is one chunk of the CLI bundle whichever
 * command loads it (see `engine.ts`).
 *
 * @module
 */
export { parse } from '../grammar.ts';
export * as match from './engine-match.ts';
