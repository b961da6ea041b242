/**
 * robotstxt-toolkit: the reference toolkit for robots.txt.
 *
 * Data flows one way: text → tokens → syntax tree → model → matcher /
 * formatter / linter → CLI. This entry point re-exports the public API of
 * every stage; nothing in it touches the file system or the network, so it
 * runs in browsers too.
 *
 * @packageDocumentation
 */
export * from './syntax/index.ts';
export * from './diagnostics/diagnostic.ts';
export * from './model/index.ts';
export * from './match/index.ts';
export * from './fetch/index.ts';
