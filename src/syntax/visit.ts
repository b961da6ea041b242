/**
 * A walker over the syntax tree with enter/leave handlers per node type.
 *
 * @example
 * ```ts
 * // Collect every comment's text.
 * const comments: string[] = [];
 * visit(parse(text), {
 *   token: (token) => { if (token.kind === 'comment') comments.push(token.text); },
 * });
 *
 * // Stop at the first directive line.
 * visit(parse(text), {
 *   line: (line) => (line.kind === 'directive' ? BREAK : SKIP),
 * });
 * ```
 *
 * @module
 */
import type { SyntaxDocument, SyntaxLine, SyntaxNode, SyntaxToken } from './tree.ts';

/** Return from a handler to stop the whole walk. */
export const BREAK: unique symbol = Symbol('visit.BREAK');
/** Return from an `enter` handler to skip the node's children (and its `leave`). */
export const SKIP: unique symbol = Symbol('visit.SKIP');

/** What a handler may return: nothing (go on), {@link BREAK} or {@link SKIP}. */
export type VisitControl = void | undefined | typeof BREAK | typeof SKIP;

/** The parent of a line is the document; the parent of a token is its line. */
export type ParentOf<N> = N extends SyntaxToken ? SyntaxLine : N extends SyntaxLine ? SyntaxDocument : undefined;

/** Enter and leave handlers for one node type; a bare function is an `enter` handler. */
export type NodeHandler<N extends SyntaxNode> =
  | ((node: N, parent: ParentOf<N>) => VisitControl)
  | {
      /** Called before the node's children; return `SKIP` to skip them, `BREAK` to stop the walk. */
      enter?: (node: N, parent: ParentOf<N>) => VisitControl;
      /** Called after the node's children; return `BREAK` to stop the walk. */
      leave?: (node: N, parent: ParentOf<N>) => VisitControl;
    };

/** Handlers keyed by node type. */
export interface Visitor {
  /** Called for the document, the root (its parent is `undefined`). */
  document?: NodeHandler<SyntaxDocument>;
  /** Called for every line, in order. */
  line?: NodeHandler<SyntaxLine>;
  /** Called for every token of every line, in order. */
  token?: NodeHandler<SyntaxToken>;
}

function enterOf<N extends SyntaxNode>(handler: NodeHandler<N> | undefined) {
  return typeof handler === 'function' ? handler : handler?.enter;
}

function leaveOf<N extends SyntaxNode>(handler: NodeHandler<N> | undefined) {
  return typeof handler === 'function' ? undefined : handler?.leave;
}

/**
 * Walks `node` depth-first in source order, calling `enter` before a node's
 * children and `leave` after them. Returns `false` if a handler returned
 * {@link BREAK}, else `true`.
 */
export function visit(node: SyntaxNode, visitor: Visitor): boolean {
  switch (node.type) {
    case 'document':
      return walkDocument(node, visitor) !== BREAK;
    case 'line':
      return walkLine(node, undefined, visitor) !== BREAK;
    case 'token':
      return walkToken(node, undefined, visitor) !== BREAK;
  }
}

function walkDocument(document: SyntaxDocument, visitor: Visitor): VisitControl {
  const control = enterOf(visitor.document)?.(document, undefined);
  if (control === BREAK) return BREAK;
  if (control === SKIP) return undefined;
  for (let number = 1; number <= document.lineCount; number++) if (walkLine(document.line(number) as SyntaxLine, document, visitor) === BREAK) return BREAK;
  return leaveOf(visitor.document)?.(document, undefined) === BREAK ? BREAK : undefined;
}

function walkLine(line: SyntaxLine, parent: SyntaxDocument | undefined, visitor: Visitor): VisitControl {
  // A line visited on its own has no document; handlers are typed for the usual case.
  const owner = parent as SyntaxDocument;
  const control = enterOf(visitor.line)?.(line, owner);
  if (control === BREAK) return BREAK;
  if (control === SKIP) return undefined;
  for (const token of line.tokens) if (walkToken(token, line, visitor) === BREAK) return BREAK;
  return leaveOf(visitor.line)?.(line, owner) === BREAK ? BREAK : undefined;
}

function walkToken(token: SyntaxToken, parent: SyntaxLine | undefined, visitor: Visitor): VisitControl {
  const owner = parent as SyntaxLine;
  const control = enterOf(visitor.token)?.(token, owner);
  if (control === BREAK) return BREAK;
  // A token has no children, but SKIP still skips its `leave`, as documented for every node.
  if (control === SKIP) return undefined;
  return leaveOf(visitor.token)?.(token, owner) === BREAK ? BREAK : undefined;
}
