/**
 * Tokens line by line as compact strings, read two ways: straight off the
 * Chevrotain lexer's token stream of grammar/ (without the library's line
 * layout, so a mistake in the layout code cannot hide on both sides), and off
 * a parsed tree. engines.test.ts and engines.corpus.test.ts compare them.
 */
import type { TokenType } from 'chevrotain';
import { expect } from 'vitest';
import * as T from '../../grammar/tokens.ts';
import type { SyntaxDocument, TokenKind } from '../../src/index.ts';

const KIND_OF = new Map<TokenType, TokenKind>([
  [T.ByteOrderMark, 'bom'],
  [T.Newline, 'line-end'],
  [T.ValueNewline, 'line-end'],
  [T.Whitespace, 'whitespace'],
  [T.Comment, 'comment'],
  [T.Colon, 'colon'],
  [T.UserAgentKeyword, 'field-name'],
  [T.DisallowKeyword, 'field-name'],
  [T.ExtensionName, 'field-name'],
  [T.Text, 'text'],
  [T.Value, 'value'],
]);

const KEYWORD_OF = new Map<TokenType, string>([
  [T.UserAgentKeyword, 'user-agent'],
  [T.DisallowKeyword, 'disallow'],
]);

/** A token as a compact string: `kind@offset:text[:keyword]`. */
export type TokenLine = string[];

/** Chevrotain's tokens of `text`, split into lines after each line end. */
export function chevrotainLines(text: string): TokenLine[] {
  const lexed = T.tokenize(text);
  expect(lexed.errors).toEqual([]);
  const lines: TokenLine[] = [];
  let current: string[] = [];
  for (const token of lexed.tokens) {
    const kind = KIND_OF.get(token.tokenType);
    const keyword = KEYWORD_OF.get(token.tokenType);
    current.push(`${kind}@${token.startOffset}:${JSON.stringify(token.image)}${keyword ? `:${keyword}` : ''}`);
    if (kind === 'line-end') {
      lines.push(current);
      current = [];
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

export function treeLines(doc: SyntaxDocument): TokenLine[] {
  return doc.lines.map((line) =>
    line.tokens.map((token) => `${token.kind}@${token.offset}:${JSON.stringify(token.text)}${token.keyword ? `:${token.keyword}` : ''}`),
  );
}
