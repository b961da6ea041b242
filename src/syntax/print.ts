/**
 * `print`: the exact source text of any node of the syntax tree.
 *
 * @module
 */
import { encodeText } from './encoding.ts';
import type { SyntaxDocument, SyntaxLine, SyntaxNode } from './tree.ts';

/**
 * Returns the exact source text of a document, line or token: the
 * concatenation of its tokens, in order. `print(parse(s)) === s` for every
 * string `s`.
 */
export function print(node: SyntaxNode): string {
  switch (node.type) {
    case 'token':
      return node.text;
    case 'line': {
      let text = '';
      for (const token of node.tokens) text += token.text;
      return text;
    }
    case 'document': {
      const parts: string[] = [];
      for (let number = 1; number <= node.lineCount; number++) for (const token of (node.line(number) as SyntaxLine).tokens) parts.push(token.text);
      return parts.join('');
    }
  }
}

/**
 * Returns the document as bytes in the encoding it was read from (UTF-8 when
 * it was parsed from a string). For a document parsed from bytes `b`,
 * `printBytes(parse(b))` equals `b`.
 */
export function printBytes(document: SyntaxDocument): Uint8Array {
  return encodeText(print(document), document.encoding === 'string' ? 'utf-8' : document.encoding);
}
