/**
 * The extension's TextMate grammar run by the engine VS Code runs it with:
 * vscode-textmate over the Oniguruma regular expressions of vscode-oniguruma
 * (its WebAssembly build, read from node_modules), and what the tests compare
 * its tokens with: the toolkit's own syntax tree of the same line.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as oniguruma from 'vscode-oniguruma';
import { INITIAL, parseRawGrammar, Registry, type IGrammar, type StateStack } from 'vscode-textmate';
import { parse } from '../../src/index.ts';
import { KNOWN_FIELD_KEYS } from '../../src/lint/fields.ts';

/** The grammar file of the extension. */
export const GRAMMAR_PATH = fileURLToPath(new URL('../../editors/vscode/syntaxes/robots-txt.tmLanguage.json', import.meta.url));

/** One token: its text and its scopes, outermost first (the grammar's own `source.robots-txt` left out). */
export interface Token {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly scopes: readonly string[];
}

let loading: Promise<IGrammar> | undefined;

/** The grammar, loaded once per test file. */
export function loadGrammar(): Promise<IGrammar> {
  loading ??= (async () => {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('vscode-oniguruma/release/onig.wasm'));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    const registry = new Registry({
      onigLib: Promise.resolve({
        createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
        createOnigString: (text: string) => new oniguruma.OnigString(text),
      }),
      loadGrammar: async () => parseRawGrammar(readFileSync(GRAMMAR_PATH, 'utf8'), GRAMMAR_PATH),
    });
    const grammar = await registry.loadGrammar('source.robots-txt');
    if (!grammar) throw new Error(`no grammar in ${GRAMMAR_PATH}`);
    return grammar;
  })();
  return loading;
}

/** The tokens of each line of `lines`, the state carried from line to line as the editor carries it. */
export function tokenizeLines(grammar: IGrammar, lines: readonly string[]): Token[][] {
  let state: StateStack = INITIAL;
  return lines.map((line) => {
    const result = grammar.tokenizeLine(line, state);
    state = result.ruleStack;
    return result.tokens.map((token) => ({
      text: line.slice(token.startIndex, Math.min(token.endIndex, line.length)),
      start: token.startIndex,
      end: Math.min(token.endIndex, line.length),
      scopes: token.scopes.slice(1),
    }));
  });
}

/** The text of the tokens that carry a scope starting with `prefix`, joined. */
export function scopedText(tokens: readonly Token[], prefix: string): string {
  return tokens
    .filter((token) => token.scopes.some((scope) => scope.startsWith(prefix)))
    .map((token) => token.text)
    .join('');
}

/** The scope a known field name gets, and an unknown one. */
export const KNOWN_FIELD_SCOPE = 'keyword.other.field.';
export const UNKNOWN_FIELD_SCOPE = 'variable.other.field.unknown.robots-txt';

/**
 * What the grammar must agree with the toolkit on, for one line (no line
 * end): the tokens cover the line in order; the field name, the colon after
 * it and the comment are the syntax tree's; a known field (src/lint/fields.ts)
 * gets a known field's scope and any other field the unknown one.
 * Returns the disagreements (none: `[]`).
 */
export function disagreements(line: string, tokens: readonly Token[]): string[] {
  const problems: string[] = [];
  let at = 0;
  for (const token of tokens) {
    if (token.start !== at) problems.push(`a token starts at ${token.start}, not at ${at}`);
    at = token.end;
  }
  if (at !== line.length && !(line.length === 0 && tokens.length <= 1)) problems.push(`the tokens end at ${at}, the line at ${line.length}`);
  const syntax = parse(line).lines[0];
  const field = syntax?.field?.text ?? '';
  const known = scopedText(tokens, KNOWN_FIELD_SCOPE);
  const unknown = scopedText(tokens, UNKNOWN_FIELD_SCOPE);
  const isKnown = field !== '' && KNOWN_FIELD_KEYS.includes(field.toLowerCase());
  if ((isKnown ? known : unknown) !== field) problems.push(`field ${JSON.stringify(field)} is scoped as ${JSON.stringify({ known, unknown })}`);
  if ((isKnown ? unknown : known) !== '') problems.push(`field ${JSON.stringify(field)} has the other field scope too`);
  const comment = syntax?.comment?.text ?? '';
  const scopedComment = scopedText(tokens, 'comment.line.number-sign.robots-txt');
  if (scopedComment !== comment) problems.push(`comment ${JSON.stringify(comment)} is scoped as ${JSON.stringify(scopedComment)}`);
  const colon = syntax?.colon && syntax.field ? ':' : '';
  const separator = tokens
    .filter((token) => token.scopes.includes('punctuation.separator.key-value.robots-txt'))
    .map((token) => token.text)
    .join('');
  if (field !== '' && separator !== colon) problems.push(`the separator is scoped as ${JSON.stringify(separator)}`);
  return problems;
}
