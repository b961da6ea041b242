/**
 * The syntax layer: parse, print, walk.
 *
 * @module
 */
export { parse } from './parse.ts';
export { print, printBytes } from './print.ts';
export { visit, BREAK, SKIP, type Visitor, type NodeHandler, type VisitControl, type ParentOf } from './visit.ts';
export {
  SyntaxDocument,
  SyntaxLine,
  LineStore,
  type LayoutReader,
  type LineLayout,
  type SyntaxToken,
  type SyntaxNode,
  type TokenKind,
  type LineKind,
  type FieldKeyword,
  type SourceEncoding,
} from './tree.ts';
export { LineIndex, type Position, type Range } from './position.ts';
export { decodeBytes, encodeText, type DecodedText, type TextEncodingName } from './encoding.ts';
