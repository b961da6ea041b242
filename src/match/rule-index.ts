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
 * plus `*`s) matches outright; any other is checked with the rest of its
 * pattern, read in place (no backtracking: see pattern.ts).
 *
 * A rule set goes through up to three forms, each answering as the others do
 * (test/match/rule-index.test.ts holds them to one another and to the oracle):
 *
 * 1. its first {@link BUILD_AFTER} lookups scan the rules as given: a crawler
 *    that asks a few questions of a file never pays for more;
 * 2. then the rules are sorted into precedence order, in place, so that a scan
 *    stops at the first match; a rule set of fewer than {@link TREE_FROM}
 *    rules stays so (a scan of a few rules costs no more than a walk, and no memory);
 * 3. a bigger one builds the tree: a handful of integers per node and per
 *    rule in one `Int32Array`, no object per node or rule, labels read from
 *    the rules' own pattern strings (per-node objects, `Map`s and compiled
 *    patterns cost ~60 MB over the corpus).
 *
 * Each rule's rank is its place in the dialect's precedence order (its
 * position in the sorted rules), and each node keeps its rules by rank, so
 * that {@link RuleIndex.best} can stop at a node's first match and skip
 * whatever ranks below the best match found so far.
 *
 * @module
 */
import type { CompiledRule } from './compiled-rule.ts';
import {
  ANY_CHARACTERS,
  characterMask,
  finderFor,
  isPrefixOnlySource,
  literalEndOf,
  matchesAfterLiteralSource,
  matchesPatternIn,
  neededCharacters,
  type PieceFinder,
} from './pattern.ts';

/**
 * The order in which rules take precedence.
 *
 * - `pattern-length`: the longest pattern first, Allow before Disallow on equal
 *   length, then the earlier line (RFC 9309 and Google with their default specificity);
 * - `file-order`: the earlier line first (1994, draft-1996).
 */
export type Precedence = 'pattern-length' | 'file-order';

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

/**
 * How many lookups a rule set answers by scanning its rules as given before
 * it sorts them and, if big enough, builds its tree. Building costs about as
 * much as compiling the file (sorting, a node per literal prefix), so it pays
 * only for a crawler that asks many questions of one file: measured on the
 * crawler's workload (compile + N questions per file, bench §8a), building
 * after 4 lookups made N = 10 slower than robots-parser (0.97×), after 8
 * still cost ~30 % at N = 10; after 16 the first questions of a file scan,
 * and a file asked hundreds of times builds once. The scan is as bounded as
 * the tree (see pattern.ts): no call is quadratic either way.
 */
export const BUILD_AFTER = 16;

/**
 * From this many rules on, a rule set builds its tree; below, it scans its
 * rules in precedence order, which costs no memory. Measured on the bench's
 * warm `isAllowed` calls (CPU time, interleaved A/B): a tree from 8 rules on
 * answers as fast as a tree for every rule set; from 24, warm calls were ~1.7×
 * slower (the scan compares each rule's literal start). 48 % of the corpus's
 * rule sets have fewer than 8 rules (4 % of its rules).
 */
export const TREE_FROM = 8;

/** Where each field of a node sits in the tree's table (a node is {@link NODE_FIELDS} integers). */
const DEPTH = 0; // the length of the literal prefix the node stands for
const LABEL = 1; // where the node's label sits in the tree's labels string, less the parent's depth (so character k of the prefix is at LABEL + k)
const FIRST_CHILD = 2; // the node's children are the nodes FIRST_CHILD up to the next node's FIRST_CHILD (breadth-first numbering)
const RULES = 3; // 2 × the start of the node's rules in the rule list (they run up to the next node's), + 1 when lookups filter them by characterMask
const UP = 4; // the nearest proper ancestor holding rules, or -1
const NODE_FIELDS = 5;
// The first char code of each node's label is not a field of the node: the codes sit in a region of their own
// (see RuleIndex's table), so that a node's children's codes, which a lookup scans, are side by side in memory.
/**
 * Per rule (by rank), after the nodes: the end of its literal prefix × 4 (+ 2 for an Allow rule, + 1 when
 * reaching its node is enough), and the characters it needs after it.
 */
const RULE_FIELDS = 2;

/** Up to this length, a scan compares a plain pattern with the path character by character; above, by `endsWith`. */
const SHORT_LITERAL = 8;

/** Above this many children, a node's child is found by binary search; below, a linear scan is faster. */
const SCAN_CHILDREN = 8;

/** Rules indexed by literal start. Empty patterns are left out: they match nothing in any dialect. */
export class RuleIndex {
  /**
   * The rules as given (shared with the caller: a rule set asked a few questions keeps no copy; the scan
   * skips empty patterns), then (once {@link ranked}) a copy of those with non-empty patterns, in precedence order.
   */
  private rules: readonly CompiledRule[];
  private readonly compare: (a: CompiledRule, b: CompiledRule) => number;
  /** The rule count from which {@link prepare} builds the tree. */
  private readonly treeFrom: number;
  private lookups = 0;
  /** Whether {@link rules} is sorted into precedence order (a rule's rank is then its position). */
  private ranked = false;
  /**
   * The tree, once built: `nodeCount + 1` nodes of {@link NODE_FIELDS} (the last a sentinel
   * closing the children and rule lists), then {@link RULE_FIELDS} per rule, then the rule list
   * (ranks, node by node, each node's ascending), then the first char code of each node's label
   * (children are numbered in ascending order of it; the root's is -1).
   */
  private table: Int32Array | undefined = undefined;
  private rulesAt = 0;
  private listAt = 0;
  private codesAt = 0;
  /** The labels of the tree's nodes, one after another in one flat string (the rules' sources may be slices of the file, slower to read). */
  private labels = '';
  readonly size: number;

  /**
   * @param treeFrom from how many rules on the tree is built (tests set it to hold every form to the others).
   */
  constructor(rules: readonly CompiledRule[], precedence: Precedence, treeFrom: number = TREE_FROM) {
    this.rules = rules;
    this.compare = precedence === 'pattern-length' ? comparePatternLength : compareFileOrder;
    let size = 0;
    for (const compiled of rules) if (compiled.source !== '') size++;
    this.size = size;
    this.treeFrom = treeFrom;
  }

  /** Which form answers lookups now: see the module's comment. */
  get form(): 'scan' | 'ranked-scan' | 'tree' {
    return this.table !== undefined ? 'tree' : this.ranked ? 'ranked-scan' : 'scan';
  }

  /** Counts a lookup; on the one after the first {@link BUILD_AFTER}, sorts the rules and, if there are enough, builds the tree. */
  private prepare(): void {
    if (this.lookups < BUILD_AFTER) {
      this.lookups++;
      return;
    }
    // Two entries rank alike only if they are one rule compiled twice alike; either decides the same (the sort is stable).
    const ranked = this.rules.filter((compiled) => compiled.source !== '');
    ranked.sort(this.compare);
    this.rules = ranked;
    this.ranked = true;
    if (this.rules.length < this.treeFrom) return;
    const { table, labels, codesAt } = buildTree(this.rules);
    this.labels = labels;
    this.codesAt = codesAt;
    this.listAt = codesAt - this.rules.length;
    this.rulesAt = this.listAt - this.rules.length * RULE_FIELDS;
    this.table = table;
  }

  /** Whether the rule `compiled` matches the path `text[start, end)`; `mask` is the path's {@link characterMask} or {@link ANY_CHARACTERS}. */
  private static matchesRule(compiled: CompiledRule, text: string, start: number, end: number, mask: number, finder: PieceFinder | undefined): boolean {
    const source = compiled.source;
    if (!compiled.wildcards) {
      const length = source.length;
      if (end - start < length) return false;
      // `endsWith` with an end position: V8's `startsWith` with a position compares character by character, several times slower on long prefixes.
      if (length > SHORT_LITERAL) return text.endsWith(source, start + length);
      // A short one (`/`, `/api/`): compared in place, no call (most fail at their first characters).
      for (let k = 0; k < length; k++) if (text.charCodeAt(start + k) !== source.charCodeAt(k)) return false;
      return true;
    }
    return matchesPatternIn(source, text, start, end, mask, finder);
  }

  /**
   * The matching rule that comes first in the precedence order, if any, for
   * the path `text.slice(start, end)` (all of `text` by default; a URL and
   * the offsets of its path save cutting the path out).
   */
  best(text: string, start = 0, end = text.length): CompiledRule | undefined {
    if (this.table === undefined) {
      if (!this.ranked) this.prepare();
      if (this.table === undefined) return this.ranked ? this.rankedBest(text, start, end) : this.scanBest(text, start, end);
    }
    const rank = this.treeBest(this.table, text, start, end);
    return rank < this.size ? this.rules[rank] : undefined;
  }

  /**
   * Whether no rule matches the path `text.slice(start, end)` or the first in precedence order that
   * matches is an Allow: `best(…)?.kind !== 'disallow'`, answered by the tree from its own
   * table (reading the rule object would cost a cache miss on each question of a crawler's many files).
   */
  allows(text: string, start = 0, end = text.length): boolean {
    if (this.table === undefined) return this.best(text, start, end)?.kind !== 'disallow';
    const rank = this.treeBest(this.table, text, start, end);
    return rank >= this.size || ((this.table[this.rulesAt + rank * RULE_FIELDS] as number) & 2) !== 0;
  }

  /**
   * {@link best} from the rules as given: every rule is checked, and the first in precedence order that matches wins.
   * Each check costs O(rule + path) (see pattern.ts), and a wildcard rule needing a character the path lacks
   * costs O(rule), as in the tree (see {@link FILTER_FROM}).
   */
  private scanBest(text: string, start: number, end: number): CompiledRule | undefined {
    const mask = this.size >= FILTER_FROM ? characterMask(text, start, end) : ANY_CHARACTERS;
    const finder = finderFor(text, start, end);
    let best: CompiledRule | undefined;
    for (const compiled of this.rules) {
      if (compiled.source === '') continue;
      // Only a rule that outranks the best so far is worth matching (an equal one came later in the input, as in the sort).
      if (best !== undefined && this.compare(compiled, best) >= 0) continue;
      if (RuleIndex.matchesRule(compiled, text, start, end, mask, finder)) best = compiled;
    }
    return best;
  }

  /** {@link best} from the rules in precedence order: the first that matches. */
  private rankedBest(text: string, start: number, end: number): CompiledRule | undefined {
    const rules = this.rules;
    const finder = finderFor(text, start, end);
    for (let i = 0; i < rules.length; i++) {
      const compiled = rules[i] as CompiledRule;
      if (RuleIndex.matchesRule(compiled, text, start, end, ANY_CHARACTERS, finder)) return compiled;
    }
    return undefined;
  }

  /**
   * Walks the path `text[start, end)` down the tree and returns the deepest node holding rules whose
   * literal prefix the path starts with (the others are its {@link UP} chain), or -1.
   */
  private walk(table: Int32Array, text: string, start: number, end: number): number {
    const labels = this.labels;
    const codesAt = this.codesAt;
    let node = 0;
    let at = start;
    while (at < end) {
      const code = text.charCodeAt(at);
      // The children of `node`, ascending by their label's first char code.
      let low = table[node * NODE_FIELDS + FIRST_CHILD] as number;
      let high = table[(node + 1) * NODE_FIELDS + FIRST_CHILD] as number;
      let child = -1;
      if (high - low <= SCAN_CHILDREN) {
        for (; low < high; low++) {
          if (table[codesAt + low] === code) {
            child = low;
            break;
          }
        }
      } else {
        while (low < high) {
          const middle = (low + high) >> 1;
          const middleCode = table[codesAt + middle] as number;
          if (middleCode === code) {
            child = middle;
            break;
          }
          if (middleCode < code) low = middle + 1;
          else high = middle;
        }
      }
      if (child < 0) break;
      const base = child * NODE_FIELDS;
      const depth = table[base + DEPTH] as number;
      const next = start + depth;
      if (next > end) break;
      // The label's first character is the one just looked up: compare the rest, in place.
      let k = (table[base + LABEL] as number) + at - start + 1;
      const labelEnd = (table[base + LABEL] as number) + depth;
      let offset = at + 1;
      while (k < labelEnd && labels.charCodeAt(k) === text.charCodeAt(offset)) {
        k++;
        offset++;
      }
      if (k < labelEnd) break;
      at = next;
      node = child;
    }
    const base = node * NODE_FIELDS;
    return (table[base + NODE_FIELDS + RULES] as number) >> 1 > (table[base + RULES] as number) >> 1 ? node : (table[base + UP] as number);
  }

  /**
   * {@link best} by the tree. Deeper nodes are tried first: their literal prefixes are longer, so under
   * `pattern-length` precedence they tend to rank better and cut the scan of
   * the short prefixes (`/`, `/*.php`, …) shared by every path. Returns the rule's rank, or the rule count for none.
   */
  private treeBest(table: Int32Array, text: string, start: number, end: number): number {
    const rulesAt = this.rulesAt;
    const listAt = this.listAt;
    // Once ranked, the rules are the non-empty ones: `size` of them (read here rather than the rules' array,
    // which a prefix-only match never needs: one memory access less on the first question of each file).
    let bestRank = this.size;
    let finder: PieceFinder | undefined | null = null;
    for (let node = this.walk(table, text, start, end); node >= 0; node = table[node * NODE_FIELDS + UP] as number) {
      const base = node * NODE_FIELDS;
      const head = table[base + RULES] as number;
      const last = (table[base + NODE_FIELDS + RULES] as number) >> 1;
      // The path's character summary past this node's prefix: computed at the first wildcard rule, if the node filters.
      let has = -1;
      for (let i = head >> 1; i < last; i++) {
        const rank = table[listAt + i] as number;
        if (rank >= bestRank) break;
        const literal = table[rulesAt + rank * RULE_FIELDS] as number;
        if ((literal & 1) === 0) {
          if ((head & 1) !== 0) {
            if (has === -1) has = characterMask(text, start + (table[base + DEPTH] as number), end);
            if (((table[rulesAt + rank * RULE_FIELDS + 1] as number) & ~has) !== 0) continue;
          }
          if (finder === null) finder = finderFor(text, start, end);
          if (!matchesAfterLiteralSource((this.rules[rank] as CompiledRule).source, literal >> 2, text, start, end, finder)) continue;
        }
        bestRank = rank;
        break;
      }
    }
    return bestRank;
  }

  /**
   * Puts every rule whose full pattern matches `path` into `out` (cleared
   * first, in no particular order) and returns it. Passing the same array
   * each time keeps a lookup free of allocations.
   */
  matches(path: string, out: CompiledRule[] = []): CompiledRule[] {
    out.length = 0;
    if (this.table === undefined && !this.ranked) this.prepare();
    const rules = this.rules;
    const table = this.table;
    const finder = finderFor(path, 0, path.length);
    if (table === undefined) {
      const mask = this.size >= FILTER_FROM ? characterMask(path, 0, path.length) : ANY_CHARACTERS;
      for (const compiled of rules) if (compiled.source !== '' && RuleIndex.matchesRule(compiled, path, 0, path.length, mask, finder)) out.push(compiled);
      return out;
    }
    for (let node = this.walk(table, path, 0, path.length); node >= 0; node = table[node * NODE_FIELDS + UP] as number) {
      const base = node * NODE_FIELDS;
      const head = table[base + RULES] as number;
      const last = (table[base + NODE_FIELDS + RULES] as number) >> 1;
      const has = (head & 1) !== 0 ? characterMask(path, table[base + DEPTH] as number, path.length) : ANY_CHARACTERS;
      for (let i = head >> 1; i < last; i++) {
        const rank = table[this.listAt + i] as number;
        const compiled = rules[rank] as CompiledRule;
        const literal = table[this.rulesAt + rank * RULE_FIELDS] as number;
        if ((literal & 1) !== 0) out.push(compiled);
        else if (
          ((table[this.rulesAt + rank * RULE_FIELDS + 1] as number) & ~has) === 0 &&
          matchesAfterLiteralSource(compiled.source, literal >> 2, path, 0, path.length, finder)
        )
          out.push(compiled);
      }
    }
    return out;
  }
}

/** Where a rule's literal prefix ends: the whole pattern for a plain prefix (no wildcards), else see {@link literalEndOf}. */
function literalEndOfRule(compiled: CompiledRule): number {
  return compiled.wildcards ? literalEndOf(compiled.source) : compiled.source.length;
}

/** Compares the literal prefixes `a[0, aEnd)` and `b[0, bEnd)` by UTF-16 code units, as `<` compares strings. */
function compareLiterals(a: string, aEnd: number, b: string, bEnd: number): number {
  const common = Math.min(aEnd, bEnd);
  for (let k = 0; k < common; k++) {
    const difference = a.charCodeAt(k) - b.charCodeAt(k);
    if (difference !== 0) return difference;
  }
  return aEnd - bEnd;
}

/** The length of the common start of `a[0, aEnd)` and `b[0, bEnd)`. */
function commonStart(a: string, aEnd: number, b: string, bEnd: number): number {
  const common = Math.min(aEnd, bEnd);
  let k = 0;
  while (k < common && a.charCodeAt(k) === b.charCodeAt(k)) k++;
  return k;
}

/** The tree's table and labels for `rules`, sorted by rank (see {@link RuleIndex}'s `table`). */
function buildTree(rules: readonly CompiledRule[]): { table: Int32Array; labels: string; codesAt: number } {
  const ruleCount = rules.length;
  const literalEnds = new Int32Array(ruleCount);
  for (let rank = 0; rank < ruleCount; rank++) literalEnds[rank] = literalEndOfRule(rules[rank] as CompiledRule);
  // The rules by literal prefix (then rank): the tree is built left to right along this order.
  const byLiteral = Array.from({ length: ruleCount }, (_, rank) => rank);
  byLiteral.sort(
    (a, b) =>
      compareLiterals((rules[a] as CompiledRule).source, literalEnds[a] as number, (rules[b] as CompiledRule).source, literalEnds[b] as number) || a - b,
  );

  // Nodes in the order they are made (the root first): depth, a rule through the node, parent.
  const depths: number[] = [0];
  const labelRules: number[] = [0];
  const parents: number[] = [-1];
  const nodeOfRule = new Int32Array(ruleCount);
  const makeNode = (depth: number, labelRule: number, parent: number): number => {
    depths.push(depth);
    labelRules.push(labelRule);
    parents.push(parent);
    return depths.length - 1;
  };
  // The path from the root to the last literal's node: a literal shares its common start with the one before it.
  const path: number[] = [0];
  let previous = -1;
  for (const rank of byLiteral) {
    const source = (rules[rank] as CompiledRule).source;
    const literalEnd = literalEnds[rank] as number;
    const shared = previous < 0 ? 0 : commonStart((rules[previous] as CompiledRule).source, literalEnds[previous] as number, source, literalEnd);
    let top = path[path.length - 1] as number;
    let below = -1;
    while ((depths[top] as number) > shared) {
      below = path.pop() as number;
      top = path[path.length - 1] as number;
    }
    if ((depths[top] as number) < shared) {
      // Split the edge `top → below` at the shared start: `top → middle → below`. (The middle node is
      // made after `below`'s siblings, and `below` was its parent's last child: the children stay in order.)
      const middle = makeNode(shared, rank, top);
      parents[below] = middle;
      path.push(middle);
      top = middle;
    }
    if ((depths[top] as number) < literalEnd) {
      top = makeNode(literalEnd, rank, top);
      path.push(top);
    }
    nodeOfRule[rank] = top;
    previous = rank;
  }

  // Renumber breadth first, so that each node's children are consecutive numbers; children in the
  // order made, which is ascending by first character (the literals were taken in order).
  const nodeCount = depths.length;
  const childCounts = new Int32Array(nodeCount + 1);
  for (let node = 1; node < nodeCount; node++) {
    const slot = (parents[node] as number) + 1;
    childCounts[slot] = (childCounts[slot] as number) + 1;
  }
  for (let node = 1; node <= nodeCount; node++) childCounts[node] = (childCounts[node] as number) + (childCounts[node - 1] as number);
  const childrenOf = new Int32Array(Math.max(0, nodeCount - 1));
  const filled = childCounts.slice(0, nodeCount);
  for (let node = 1; node < nodeCount; node++) {
    const parent = parents[node] as number;
    childrenOf[filled[parent] as number] = node;
    filled[parent] = (filled[parent] as number) + 1;
  }
  const order = new Int32Array(nodeCount);
  const number = new Int32Array(nodeCount);
  const rulesAt = (nodeCount + 1) * NODE_FIELDS;
  const listAt = rulesAt + ruleCount * RULE_FIELDS;
  const codesAt = listAt + ruleCount;
  const table = new Int32Array(codesAt + nodeCount);
  let made = 1;
  const labelParts: string[] = [];
  let labelsLength = 0;
  for (let k = 0; k < nodeCount; k++) {
    const old = order[k] as number;
    const base = k * NODE_FIELDS;
    const depth = depths[old] as number;
    const parentDepth = old === 0 ? 0 : (depths[parents[old] as number] as number);
    const label = old === 0 ? '' : (rules[labelRules[old] as number] as CompiledRule).source;
    table[base + DEPTH] = depth;
    table[base + LABEL] = labelsLength - parentDepth;
    labelParts.push(label.slice(parentDepth, depth));
    labelsLength += depth - parentDepth;
    table[base + FIRST_CHILD] = made;
    table[codesAt + k] = old === 0 ? -1 : label.charCodeAt(parentDepth);
    for (let c = childCounts[old] as number; c < (childCounts[old + 1] as number); c++) {
      const child = childrenOf[c] as number;
      number[child] = made;
      order[made++] = child;
    }
  }
  table[nodeCount * NODE_FIELDS + FIRST_CHILD] = nodeCount;

  // Each node's rules, ascending by rank; whether lookups filter them.
  const ruleCounts = new Int32Array(nodeCount + 1);
  const wildcards = new Int32Array(nodeCount);
  for (let rank = 0; rank < ruleCount; rank++) {
    const compiled = rules[rank] as CompiledRule;
    const source = compiled.source;
    const literalEnd = literalEnds[rank] as number;
    const prefixOnly = !compiled.wildcards || isPrefixOnlySource(source, literalEnd);
    const node = number[nodeOfRule[rank] as number] as number;
    ruleCounts[node + 1] = (ruleCounts[node + 1] as number) + 1;
    if (!prefixOnly) wildcards[node] = (wildcards[node] as number) + 1;
    table[rulesAt + rank * RULE_FIELDS] = literalEnd * 4 + (compiled.kind === 'allow' ? 2 : 0) + (prefixOnly ? 1 : 0);
    const patternEnd = source.charCodeAt(source.length - 1) === 0x24 /* $ */ ? source.length - 1 : source.length;
    table[rulesAt + rank * RULE_FIELDS + 1] = prefixOnly ? 0 : neededCharacters(source, literalEnd, patternEnd);
  }
  for (let node = 1; node <= nodeCount; node++) ruleCounts[node] = (ruleCounts[node] as number) + (ruleCounts[node - 1] as number);
  for (let node = 0; node <= nodeCount; node++) {
    table[node * NODE_FIELDS + RULES] = (ruleCounts[node] as number) * 2 + (node < nodeCount && (wildcards[node] as number) >= FILTER_FROM ? 1 : 0);
  }
  // Breadth first, a parent comes before its children: each node's UP is its parent's if the parent holds no rules, else the parent.
  const parentOf = new Int32Array(nodeCount);
  for (let k = 0; k < nodeCount; k++) {
    for (let child = table[k * NODE_FIELDS + FIRST_CHILD] as number; child < (table[(k + 1) * NODE_FIELDS + FIRST_CHILD] as number); child++)
      parentOf[child] = k;
  }
  table[UP] = -1;
  for (let k = 1; k < nodeCount; k++) {
    const parent = parentOf[k] as number;
    table[k * NODE_FIELDS + UP] = (ruleCounts[parent + 1] as number) > (ruleCounts[parent] as number) ? parent : (table[parent * NODE_FIELDS + UP] as number);
  }
  const next = ruleCounts.slice(0, nodeCount);
  for (let rank = 0; rank < ruleCount; rank++) {
    const node = number[nodeOfRule[rank] as number] as number;
    table[listAt + (next[node] as number)] = rank;
    next[node] = (next[node] as number) + 1;
  }
  return { table, labels: labelParts.join(''), codesAt };
}
