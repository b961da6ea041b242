/**
 * The Chevrotain grammar engine for `robotstxt parse --engine grammar`,
 * loaded on demand (see `engine.ts`): the bundler puts it, with Chevrotain, in
 * its own chunk, which no other command loads.
 *
 * @module
 */
export { parse } from '../grammar.ts';
