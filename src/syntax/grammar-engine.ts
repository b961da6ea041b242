/**
 * The `grammar` engine: the Chevrotain lexer and parser of `grammar/` (the
 * formal definition of the syntax) read a text into the same
 * {@link SyntaxDocument} as the default line scanner. Only the subpath
 * `robotstxt-toolkit/grammar` loads this module, so that importing the
 * library never loads Chevrotain.
 *
 * @module
 */
import { recognize } from '../../grammar/parser.ts';
import * as T from '../../grammar/tokens.ts';
import { parseWith, type InternalError } from './parse.ts';
import { emptyLayout, SyntaxLine, type LineLayout, type SyntaxDocument } from './tree.ts';

/**
 * Parses robots.txt source with the Chevrotain grammar. The same contract and
 * the same tree as the root `parse` (the line scanner): any string or bytes,
 * lossless, never throws; see `test/syntax/engines.test.ts`.
 */
export function parseWithGrammar(input: string | Uint8Array): SyntaxDocument {
  return parseWith(input, linesFromGrammar);
}

/** The `grammar` engine: Chevrotain's lexer and recognizer, then each line's layout read off its tokens. */
function linesFromGrammar(text: string, internal: InternalError[]): SyntaxLine[] {
  const lexed = T.tokenize(text);
  for (const error of lexed.errors) {
    internal.push({ code: 'internal-lexer-error', message: error.message, offset: error.offset, end: error.offset + error.length });
  }
  for (const error of recognize(lexed.tokens)) {
    const offset = Number.isFinite(error.token.startOffset) ? error.token.startOffset : 0;
    internal.push({ code: 'internal-grammar-error', message: error.message, offset, end: offset + error.token.image.length });
  }
  const lines: SyntaxLine[] = [];
  let layout: LineLayout | undefined;
  for (const token of lexed.tokens) {
    const start = token.startOffset;
    const end = start + token.image.length;
    layout ??= emptyLayout(start);
    switch (token.tokenType) {
      case T.ByteOrderMark:
        layout.bom = true;
        break;
      case T.UserAgentKeyword:
      case T.DisallowKeyword:
      case T.ExtensionName:
        layout.headIsField = true;
        layout.headStart = start;
        layout.headEnd = end;
        break;
      case T.Text:
        layout.headStart = start;
        layout.headEnd = end;
        break;
      case T.Colon:
        layout.colon = start;
        break;
      case T.Value:
        layout.valueStart = start;
        layout.valueEnd = end;
        break;
      case T.Comment:
        layout.commentStart = start;
        break;
      default:
        break;
    }
    const isLineEnd = token.tokenType === T.Newline || token.tokenType === T.ValueNewline;
    layout.contentEnd = isLineEnd ? start : end;
    layout.end = end;
    if (isLineEnd) {
      lines.push(new SyntaxLine(text, lines.length + 1, layout));
      layout = undefined;
    }
  }
  if (layout) lines.push(new SyntaxLine(text, lines.length + 1, layout));
  return lines;
}
