/**
 * The library, loaded on demand. Commands call {@link loadEngine} inside
 * `run` instead of importing the library at the top, so `robotstxt --help`
 * and `--version` never load the parser (Chevrotain builds its lexer tables
 * on import). The bundler puts this module's graph in its own chunk.
 * Chevrotain is in none of them but the grammar engine's, which only
 * `parse --engine grammar` loads ({@link loadGrammarEngine}).
 *
 * @module
 */
export type Engine = typeof import('./engine-impl.ts');

let loading: Promise<Engine> | undefined;

export function loadEngine(): Promise<Engine> {
  loading ??= import('./engine-impl.ts');
  return loading;
}

export type MatchEngine = typeof import('./engine-match.ts');

let loadingMatch: Promise<MatchEngine> | undefined;

/**
 * The library without the linter and the formatter, for the commands that
 * only read and match (`check`, `explain`, `fetch`, `parse`): ~100 KiB less
 * JavaScript to load at every start. Once the whole
 * library is loading, that serves.
 */
export function loadMatchEngine(): Promise<MatchEngine> {
  loadingMatch ??= loading ?? import('./engine-match.ts');
  return loadingMatch;
}

export type GrammarEngine = typeof import('./engine-grammar.ts');

let loadingGrammar: Promise<GrammarEngine> | undefined;

/** The Chevrotain grammar engine (`parse --engine grammar`): the same tree as the scanner, from the formal grammar. */
export function loadGrammarEngine(): Promise<GrammarEngine> {
  loadingGrammar ??= import('./engine-grammar.ts');
  return loadingGrammar;
}
