/**
 * How much of a huge file's answers the server sends: what an editor can show,
 * and a bound on the main thread's work of copying and serializing answers.
 *
 * (A module of its own: the server reads it without loading the engine, which
 * is a chunk of its own so that a worker can load it.)
 *
 * @module
 */

/**
 * The most findings published for one document. A file of 91,000 findings would
 * otherwise be 91,000 diagnostics to copy, serialize and send on the main thread,
 * and more than an editor's problem list can show; the rest is said in one more
 * finding, and `robotstxt lint` lists them all.
 */
export const MAX_DIAGNOSTICS = 1_000;

/** The most symbols (groups and their lines, counted together) in an outline, for the same reason. */
export const MAX_SYMBOLS = 10_000;

/** The folding ranges sent when the client does not say how many it takes (VS Code's own limit). */
export const DEFAULT_FOLDING_LIMIT = 5_000;
