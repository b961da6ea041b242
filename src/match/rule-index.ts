/**
 * An index of rules by the literal start of their patterns, so that a lookup
 * touches only the rules that can match a path instead of all of them.
 *
 * Every pattern starts with a literal part (up to its first `*`, or without a
 * final `$`). A rule can only match a path that starts with that literal
 * part. The index is a radix tree (a character trie whose chains are merged
 * into one edge) of those literal parts: each rule sits at the node its literal
 * part ends at. A lookup walks the path down the tree, so it visits only the
 * nodes whose text the path starts with: O(path) steps whatever the number of
 * rules. At a visited node a rule whose pattern is its literal part (or that
 * plus `*`s) matches outright; any other is checked with its full pattern (no
 * backtracking: see pattern.ts).
 *
 * The tree is built once {@link BUILD_AFTER} lookups have been answered: until then a lookup
 * scans the rules. A crawler that fetches a robots.txt to ask about a few
 * URLs never pays for the tree; one that asks about many pays once.
 *
 * Each rule also gets a rank, its place in the dialect's precedence order,
 * and each node keeps its rules sorted by rank, so that {@link RuleIndex.best}
 * can stop at a node's first match and skip whatever ranks below the best
 * match found so far.
 *
 * @module
 */
import type { CompiledRule } from './dialects/dialect.ts';
import { ANY_CHARACTERS, characterMask, finderFor, neededCharacters, type IndexablePattern } from './pattern.ts';

/**
 * The order in which rules take precedence.
 *
 * - `pattern-length`: the longest pattern first, Allow before Disallow on equal
 *   length, then the earlier line (RFC 9309 and Google with their default specificity);
 * - `file-order`: the earlier line first (1994, draft-1996).
 */
export type Precedence = 'pattern-length' | 'file-order';

/** A rule in the index. */
export interface IndexedRule {
  readonly compiled: CompiledRule;
  /** `compiled.pattern`, one step nearer. */
  readonly pattern: IndexablePattern;
  /** Place in the precedence order: lower wins. */
  readonly rank: number;
  /** Whether reaching the rule's node is enough: see {@link IndexablePattern.prefixOnly}. */
  readonly prefixOnly: boolean;
  /** The characters the pattern needs after its literal prefix, as a {@link characterMask}. */
  readonly needs: number;
}

/** What a pattern needs after its literal prefix: every character but `*` and a final `$`. */
function neededAfterLiteral(pattern: IndexablePattern): number {
  const source = pattern.source;
  return neededCharacters(source, pattern.literal.length, source.endsWith('$') ? source.length - 1 : source.length);
}

/**
 * From this many rules with wildcards at one node on, a lookup summarises the
 * path's characters once there and skips the rules that need one it lacks
 * (Drupal's `/profiles/*.css$`, `/profiles/*.js?`, … sit at one node by the dozen).
 */
const FILTER_FROM = 4;

function comparePatternLength(a: CompiledRule, b: CompiledRule): number {
  // A pattern's length is its source's (see CompiledPattern.length): no need to compile it.
  if (a.source.length !== b.source.length) return b.source.length - a.source.length;
  if (a.kind !== b.kind) return a.kind === 'allow' ? -1 : 1;
  return a.order - b.order;
}

function compareFileOrder(a: CompiledRule, b: CompiledRule): number {
  return a.order - b.order;
}

/** Up to this many characters, comparing char codes in JavaScript beats a call to `endsWith` (measured). */
const SHORT_COMPARE = 4;

/**
 * Whether `text` holds `label` at `at` (not past its end), given that the first
 * character is there already. `endsWith` with an end position, because V8's
 * `startsWith` with a position compares character by character, several times
 * slower on long labels (measured: ~600 ns against ~100 ns for 72 characters).
 */
function holdsRest(text: string, label: string, at: number): boolean {
  if (label.length > SHORT_COMPARE) return text.endsWith(label, at + label.length);
  for (let k = 1; k < label.length; k++) if (label.charCodeAt(k) !== text.charCodeAt(at + k)) return false;
  return true;
}

/** Above this many children, a node finds a child with a `Map`; below, a linear scan of char codes is faster. */
const SCAN_CHILDREN = 8;

// Shared empty arrays: most nodes have no children or no rules, and an index is built per robot.
const NO_CODES: number[] = [];
const NO_KIDS: TrieNode[] = [];
const NO_RULES: IndexedRule[] = [];

/** A node of the radix tree: the text from its parent, its children by first character, its rules by rank. */
class TrieNode {
  label: string;
  /** The first char codes of the children's labels, and the children, in the same order. */
  codes: number[] = NO_CODES;
  kids: TrieNode[] = NO_KIDS;
  /** The children by first char code as well, for a node with many children. */
  wide: Map<number, TrieNode> | undefined = undefined;
  rules: IndexedRule[] = NO_RULES;
  /** The length of the literal prefix this node stands for (set with its first rule). */
  depth = 0;
  /** Whether lookups filter this node's wildcard rules by {@link characterMask} (see {@link FILTER_FROM}). */
  filtered = false;
  /** The node itself if it holds rules, else its nearest ancestor that does (set once built). */
  holder: TrieNode | undefined = undefined;
  /** For a node holding rules: its nearest proper ancestor that holds rules. */
  outer: TrieNode | undefined = undefined;
  constructor(label: string) {
    this.label = label;
  }

  /** The child whose label starts with the char code `code`. */
  child(code: number): TrieNode | undefined {
    if (this.wide !== undefined) return this.wide.get(code);
    const codes = this.codes;
    for (let i = 0; i < codes.length; i++) if (codes[i] === code) return this.kids[i];
    return undefined;
  }

  /** Adds a child, or replaces the child whose label starts with the same character. */
  setChild(node: TrieNode): void {
    const code = node.label.charCodeAt(0);
    const at = this.codes.indexOf(code);
    if (at >= 0) {
      this.kids[at] = node;
    } else if (this.codes === NO_CODES) {
      this.codes = [code];
      this.kids = [node];
    } else {
      this.codes.push(code);
      this.kids.push(node);
      if (this.wide === undefined && this.codes.length > SCAN_CHILDREN) this.wide = new Map(this.codes.map((c, i) => [c, this.kids[i] as TrieNode]));
    }
    this.wide?.set(code, node);
  }

  addRule(rule: IndexedRule): void {
    if (this.rules === NO_RULES) {
      this.rules = [rule];
      this.depth = rule.pattern.literal.length;
    } else {
      this.rules.push(rule);
    }
  }
}

/** Once the tree is built: sets every node's `holder` and `outer`. */
function finish(root: TrieNode): void {
  // Iterative, with the outer of each pending node in a parallel stack: a tree of long literal
  // prefixes can be deeper than the call stack allows.
  const nodes: TrieNode[] = [root];
  const outers: (TrieNode | undefined)[] = [undefined];
  while (nodes.length > 0) {
    const node = nodes.pop() as TrieNode;
    const outer = outers.pop();
    node.outer = outer;
    node.holder = node.rules.length > 0 ? node : outer;
    let wildcards = 0;
    for (const rule of node.rules) if (!rule.prefixOnly) wildcards++;
    node.filtered = wildcards >= FILTER_FROM;
    // Lists grown by `push` keep room for 16 more: the tree is kept as long as the file, copy them to size (issue 11, row 5).
    if (node.rules.length > 1) node.rules = node.rules.slice();
    if (node.codes.length > 1) {
      node.codes = node.codes.slice();
      node.kids = node.kids.slice();
    }
    for (const child of node.kids) {
      nodes.push(child);
      outers.push(node.holder);
    }
  }
}

/**
 * How many lookups a rule set answers by scanning its rules before it builds
 * its tree. Building costs about as much as compiling the file (sorting,
 * compiling each pattern, a node per literal prefix), so it pays only for a
 * crawler that asks many questions of one file: measured on the crawler's
 * workload (compile + N questions per file, bench §8a), building after 4
 * lookups made N = 10 slower than robots-parser (0.97×), after 8 still cost
 * ~30 % at N = 10; after 16 the first questions of a file scan, and a file
 * asked hundreds of times builds once. The scan is as bounded as the tree
 * (see pattern.ts): no call is quadratic either way.
 */
export const BUILD_AFTER = 16;

/** Rules indexed by literal start. Empty patterns are left out: they match nothing in any dialect. */
export class RuleIndex {
  /** The rules with non-empty patterns, in the order given. */
  private readonly rules: readonly CompiledRule[];
  private readonly compare: (a: CompiledRule, b: CompiledRule) => number;
  /** The tree, once built (see {@link BUILD_AFTER}). */
  private root: TrieNode | undefined = undefined;
  private lookups = 0;
  readonly size: number;

  constructor(rules: readonly CompiledRule[], precedence: Precedence) {
    this.rules = rules.filter((compiled) => compiled.source !== '');
    this.compare = precedence === 'pattern-length' ? comparePatternLength : compareFileOrder;
    this.size = this.rules.length;
  }

  /** The tree, built on the call after the first {@link BUILD_AFTER}; `undefined` before, when the caller is to scan. */
  private tree(): TrieNode | undefined {
    if (this.root !== undefined) return this.root;
    if (this.lookups < BUILD_AFTER) {
      this.lookups++;
      return undefined;
    }
    this.root = new TrieNode('');
    const ranked = [...this.rules];
    // Two entries rank alike only if they are one rule compiled twice alike; either decides the same.
    ranked.sort(this.compare);
    ranked.forEach((compiled, rank) => {
      const pattern = compiled.pattern;
      // Inserted in rank order, so each node's list is sorted by rank.
      const prefixOnly = pattern.prefixOnly;
      const needs = prefixOnly ? 0 : neededAfterLiteral(pattern);
      this.insert(pattern.literal).addRule({ compiled, pattern, rank, prefixOnly, needs });
    });
    finish(this.root);
    return this.root;
  }

  /**
   * {@link best} without the tree: every rule is checked, and the first in precedence order that matches wins.
   * Each check costs O(rule + path) (see pattern.ts), and a wildcard rule needing a character the path lacks
   * costs O(rule), as in the tree (see {@link FILTER_FROM}).
   */
  private scanBest(path: string): CompiledRule | undefined {
    const mask = this.scanMask(path);
    const finder = finderFor(path, 0, path.length);
    let best: CompiledRule | undefined;
    for (const compiled of this.rules) {
      // Only a rule that outranks the best so far is worth matching (an equal one came later in the input, as in the sort).
      if (best !== undefined && this.compare(compiled, best) >= 0) continue;
      if (compiled.matches(path, mask, finder)) best = compiled;
    }
    return best;
  }

  /** The path's {@link characterMask} for a scan of enough rules to be worth it (reading the path once costs less than one search). */
  private scanMask(path: string): number {
    return this.rules.length >= FILTER_FROM ? characterMask(path, 0, path.length) : ANY_CHARACTERS;
  }

  /** The node for `literal`, created (splitting an edge if needed) when missing. */
  private insert(literal: string): TrieNode {
    let node = this.root as TrieNode;
    let at = 0;
    while (at < literal.length) {
      const child = node.child(literal.charCodeAt(at));
      if (!child) {
        const leaf = new TrieNode(literal.slice(at));
        node.setChild(leaf);
        return leaf;
      }
      const label = child.label;
      let common = 1;
      while (common < label.length && at + common < literal.length && label.charCodeAt(common) === literal.charCodeAt(at + common)) common++;
      if (common < label.length) {
        // Split the edge: `node -label-> child` becomes `node -head-> middle -tail-> child`.
        const middle = new TrieNode(label.slice(0, common));
        child.label = label.slice(common);
        middle.setChild(child);
        node.setChild(middle);
        node = middle;
      } else {
        node = child;
      }
      at += common;
    }
    return node;
  }

  /**
   * The deepest node holding rules whose literal prefix `path` starts with;
   * its `outer` chain holds the others, deepest first.
   */
  private deepest(root: TrieNode, text: string, start: number, end: number): TrieNode | undefined {
    let node = root;
    let at = start;
    while (at < end) {
      const child = node.child(text.charCodeAt(at));
      if (child === undefined) break;
      // The label's first character is the one just looked up: compare the rest.
      const label = child.label;
      const next = at + label.length;
      if (next > end || !holdsRest(text, label, at)) break;
      at = next;
      node = child;
    }
    return node.holder;
  }

  /**
   * The matching rule that comes first in the precedence order, if any, for
   * the path `text.slice(start, end)` (all of `text` by default; a URL and
   * the offsets of its path save cutting the path out). Deeper nodes are tried first: their literal prefixes are longer, so under
   * `pattern-length` precedence they tend to rank better and cut the scan of
   * the short prefixes (`/`, `/*.php`, …) shared by every path.
   */
  best(text: string, start = 0, end = text.length): CompiledRule | undefined {
    const root = this.root ?? this.tree();
    if (root === undefined) return this.scanBest(start === 0 && end === text.length ? text : text.slice(start, end));
    let best: IndexedRule | undefined;
    let bestRank = Number.MAX_SAFE_INTEGER;
    const finder = finderFor(text, start, end);
    for (let node = this.deepest(root, text, start, end); node !== undefined; node = node.outer) {
      const rules = node.rules;
      // The path's character summary past this node's prefix: computed at the first wildcard rule, if the node filters.
      let has = -1;
      for (let i = 0; i < rules.length; i++) {
        const candidate = rules[i] as IndexedRule;
        if (candidate.rank >= bestRank) break;
        if (!candidate.prefixOnly) {
          if (node.filtered) {
            if (has === -1) has = characterMask(text, start + node.depth, end);
            if ((candidate.needs & ~has) !== 0) continue;
          }
          if (!candidate.pattern.matchesAfterLiteral(text, start, end, finder)) continue;
        }
        best = candidate;
        bestRank = candidate.rank;
        break;
      }
    }
    return best?.compiled;
  }

  /**
   * Puts every rule whose full pattern matches `path` into `out` (cleared
   * first, in no particular order) and returns it. Passing the same array
   * each time keeps a lookup free of allocations.
   */
  matches(path: string, out: CompiledRule[] = []): CompiledRule[] {
    out.length = 0;
    const root = this.root ?? this.tree();
    if (root === undefined) {
      const mask = this.scanMask(path);
      const finder = finderFor(path, 0, path.length);
      for (const compiled of this.rules) if (compiled.matches(path, mask, finder)) out.push(compiled);
      return out;
    }
    const finder = finderFor(path, 0, path.length);
    for (let node = this.deepest(root, path, 0, path.length); node !== undefined; node = node.outer) {
      const has = node.filtered ? characterMask(path, node.depth, path.length) : ANY_CHARACTERS;
      for (const candidate of node.rules) {
        if (candidate.prefixOnly) out.push(candidate.compiled);
        else if ((candidate.needs & ~has) === 0 && candidate.pattern.matchesAfterLiteral(path, 0, path.length, finder)) out.push(candidate.compiled);
      }
    }
    return out;
  }
}
