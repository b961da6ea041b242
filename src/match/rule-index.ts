/**
 * An index of rules by the literal prefix of their patterns, so that a
 * lookup touches only the rules that can match a path instead of all of them.
 *
 * Every pattern starts with a literal part (up to the first `*`, or a final
 * `$`; possibly empty). A rule can only match a path that starts with that
 * literal part, so walking the path down a character trie collects exactly
 * the candidates; each candidate's full pattern is then checked. A lookup
 * costs O(path length + candidates).
 *
 * @module
 */
import type { CompiledRule } from './dialects/dialect.ts';

interface TrieNode {
  children: Map<number, TrieNode> | undefined;
  rules: CompiledRule[] | undefined;
}

function newNode(): TrieNode {
  return { children: undefined, rules: undefined };
}

/** The literal prefix of a pattern: up to its first `*`, or without its final `$`. */
function literalPrefix(source: string, wildcards: boolean): string {
  if (!wildcards) return source;
  const star = source.indexOf('*');
  const literal = star < 0 ? source : source.slice(0, star);
  return star < 0 && literal.endsWith('$') ? literal.slice(0, -1) : literal;
}

/** Rules indexed by literal prefix. Empty patterns are left out: they match nothing in any dialect. */
export class RuleIndex {
  private readonly root = newNode();
  readonly size: number;

  constructor(rules: readonly CompiledRule[], wildcards: boolean) {
    let size = 0;
    for (const compiled of rules) {
      if (compiled.pattern.source === '') continue;
      let node = this.root;
      const prefix = literalPrefix(compiled.pattern.source, wildcards);
      for (let i = 0; i < prefix.length; i++) {
        const code = prefix.charCodeAt(i);
        node.children ??= new Map();
        let next = node.children.get(code);
        if (!next) {
          next = newNode();
          node.children.set(code, next);
        }
        node = next;
      }
      (node.rules ??= []).push(compiled);
      size++;
    }
    this.size = size;
  }

  /** Calls `visit` for every rule whose full pattern matches `path` (in no particular order). */
  forEachMatch(path: string, visit: (compiled: CompiledRule) => void): void {
    let node: TrieNode | undefined = this.root;
    for (let i = 0; node; i++) {
      if (node.rules) for (const compiled of node.rules) if (compiled.pattern.matches(path)) visit(compiled);
      if (i >= path.length || !node.children) break;
      node = node.children.get(path.charCodeAt(i));
    }
  }
}
