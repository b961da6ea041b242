/**
 * The library, loaded on demand. Commands call {@link loadEngine} inside
 * `run` instead of importing the library at the top, so `robotstxt --help`
 * and `--version` never load the parser (Chevrotain builds its lexer tables
 * on import). The bundler puts this module's graph in its own chunk.
 *
 * @module
 */
export type Engine = typeof import('./engine-impl.ts');

let loading: Promise<Engine> | undefined;

export function loadEngine(): Promise<Engine> {
  loading ??= import('./engine-impl.ts');
  return loading;
}
