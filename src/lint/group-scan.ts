/**
 * One look at each rule of a group, for every rule check of the group at
 * once: duplicate-rule's copies, disallow-all's `Disallow: /`, the empty
 * Disallow of empty-disallow-with-rules, and what unreachable-rule's search
 * starts from (how many Allow rules, which rules have a `*`). Each check used
 * to walk the rules on its own; on the corpus most of their time was the walk
 * itself (issue 14, speed).
 *
 * @module
 */
import type { LintRule as Rule } from './lint-model.ts';

/** What {@link scanRules} found in a group (one object for every group: a group's checks end before the next's begin). */
export class RuleScan {
  /**
   * `duplicates[2k]` is a rule that repeats the kind and value of the rule `duplicates[2k + 1]` (the first such, on
   * another line), in file order, for `2k < duplicateCount`. The lists are written by index and never shortened
   * (no length set for each of the file's groups): past the count, they hold an earlier group's entries.
   */
  readonly duplicates: Rule[] = [];
  /** How many entries of {@link duplicates} are this group's. */
  duplicateCount = 0;
  /** How many Allow rules have a pattern (not empty). */
  allowCount = 0;
  /** The rules, with a pattern, that may hold a `*` (those on a line the line pass saw a `*` on), in file order, for indexes below {@link wildcardCount}. */
  readonly wildcards: Rule[] = [];
  /** How many entries of {@link wildcards} are this group's. */
  wildcardCount = 0;
  /** Whether an Allow rule has a value (then no Disallow blocks the whole site). */
  allowWithValue = false;
  /** The index of the first `Disallow: /` (or `/*`), -1 for none. */
  disallowAll = -1;
  /** Whether a Disallow rule has no value. */
  emptyDisallow = false;
  /** Whether a rule has a value. */
  someValue = false;
  /**
   * Whether {@link same} is known: found with the duplicates, for a group looked up in a hash table whose patterns
   * are its values (unreachable-rule's search otherwise pairs the rules itself).
   */
  sameKnown = false;
  /**
   * `same[2k]` is each Disallow whose pattern an Allow of the group has too (the first Disallow of each such pattern),
   * `same[2k + 1]` the first such Allow, in file order, for `2k < sameCount` (when {@link sameKnown}).
   */
  readonly same: Rule[] = [];
  /** How many entries of {@link same} are this group's. */
  sameCount = 0;
}

const scan = /* @__PURE__ */ new RuleScan();

/**
 * Looks at each of `rules` (one group, in file order) once. `wildcardLines`, if given, holds in ascending order every
 * line whose value has a `*` (only rules on those lines are {@link RuleScan.wildcards}; without it, every rule with a
 * pattern is). Duplicates are looked for only when `duplicates` holds. The result is reused by the next call.
 */
export function scanRules(rules: readonly Rule[], wildcardLines: readonly number[] | undefined, duplicates: boolean): RuleScan {
  let duplicateCount = 0;
  let wildcardCount = 0;
  let allowCount = 0;
  let allowWithValue = false;
  let disallowAll = -1;
  let emptyDisallow = false;
  let someValue = false;
  // Duplicates: a few rules are compared directly; larger groups look each rule up in a hash table of the earlier ones.
  const table = duplicates && rules.length > SMALL_GROUP ? emptyTable(rules.length) : undefined;
  const compared = duplicates && table === undefined;
  // The table hashes the end of each value until too many slots are shared (then it hashes whole values, after the loop).
  let byTail = table !== undefined;
  extraProbes = 0;
  const probeLimit = 4 * rules.length + 64;
  // Whether every pattern is its value (then a Disallow's equal Allow is found in the table).
  let patternsAreValues = true;
  // The next line with a `*` at or after the rule's line (rules come in line order).
  let next = wildcardLines === undefined || rules.length === 0 ? 0 : firstAtOrAfter(wildcardLines, (rules[0] as Rule).line);
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as Rule;
    // By lengths and character codes: most values are neither empty nor one of the two values disallow-all looks for.
    const length = rule.value.length;
    if (rule.kind === 'allow') {
      if (length !== 0) allowWithValue = true;
    } else if (length === 0) emptyDisallow = true;
    else if (disallowAll < 0 && length <= 2 && isDisallowAllValue(rule.value)) disallowAll = i;
    if (length !== 0) someValue = true;
    if (rule.pattern !== rule.value) patternsAreValues = false;
    if (byTail || compared) {
      const earlier = table === undefined ? firstWithValue(rules, i, rule) : firstInTable(table, rules, i, TAIL);
      if (earlier !== undefined) firstOfValue[i] = 0;
      if (earlier !== undefined && earlier.line !== rule.line) {
        scan.duplicates[duplicateCount++] = rule;
        scan.duplicates[duplicateCount++] = earlier;
      }
      if (extraProbes > probeLimit) byTail = false;
    }
    if (rule.pattern === '') continue;
    if (rule.kind === 'allow') allowCount++;
    if (wildcardLines !== undefined) {
      while (next < wildcardLines.length && (wildcardLines[next] as number) < rule.line) next++;
      if (next === wildcardLines.length || wildcardLines[next] !== rule.line) continue;
    }
    scan.wildcards[wildcardCount++] = rule;
  }
  if (table !== undefined && !byTail) duplicateCount = duplicatesByWholeValues(rules, table);
  scan.duplicateCount = duplicateCount;
  scan.sameKnown = table !== undefined && patternsAreValues;
  scan.sameCount = scan.sameKnown && allowCount > 0 && allowCount < rules.length ? pairWithAllows(rules, table as Int32Array) : 0;
  scan.wildcardCount = wildcardCount;
  scan.allowCount = allowCount;
  scan.allowWithValue = allowWithValue;
  scan.disallowAll = disallowAll;
  scan.emptyDisallow = emptyDisallow;
  scan.someValue = someValue;
  return scan;
}

/** Whether a value of at most two characters is `/` or `/*`. */
function isDisallowAllValue(value: string): boolean {
  return value.charCodeAt(0) === 0x2f && (value.length === 1 || value.charCodeAt(1) === 0x2a);
}

/** Groups of at most this many rules are searched for duplicates without a table. */
const SMALL_GROUP = 12;

/** The first of `rules[0, before)` of the same kind and value as `rule`. */
function firstWithValue(rules: readonly Rule[], before: number, rule: Rule): Rule | undefined {
  for (let j = 0; j < before; j++) {
    const other = rules[j] as Rule;
    // The lengths first: an inline compare spares most string comparisons.
    if (other.value.length === rule.value.length && other.kind === rule.kind && other.value === rule.value) return other;
  }
  return undefined;
}

/**
 * The duplicates of `rules` (as {@link RuleScan.duplicates}, whose count it returns), found in `table` (cleared) by
 * hashing whole values: for a group whose values share so many ends that hashing only their ends put many in the same
 * slots (a hostile file; on the corpus, values that share their last 16 characters and length differ once in 30).
 */
function duplicatesByWholeValues(rules: readonly Rule[], table: Int32Array): number {
  table.fill(0);
  let count = 0;
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as Rule;
    const earlier = firstInTable(table, rules, i, WHOLE);
    if (earlier !== undefined) firstOfValue[i] = 0;
    if (earlier !== undefined && earlier.line !== rule.line) {
      scan.duplicates[count++] = rule;
      scan.duplicates[count++] = earlier;
    }
  }
  return count;
}

/**
 * Fills {@link RuleScan.same} (returning its count) from `table`, as {@link firstInTable} left it: each Disallow first
 * of its value is looked up as an Allow of that value, by the hash of its value kept by the table, no character read.
 */
function pairWithAllows(rules: readonly Rule[], table: Int32Array): number {
  const mask = table.length - 1;
  let count = 0;
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as Rule;
    if (rule.kind !== 'disallow' || rule.value.length === 0 || firstOfValue[i] === 0) continue;
    const value = rule.value;
    for (let slot = withKind(valueHashes[i] as number, 'allow') & mask; ; slot = (slot + 1) & mask) {
      const entry = table[slot] as number;
      if (entry === 0) break;
      const other = rules[entry - 1] as Rule;
      if (other.kind === 'allow' && other.value === value) {
        scan.same[count++] = rule;
        scan.same[count++] = other;
        break;
      }
    }
  }
  return count;
}

/**
 * How many characters, from the end, {@link firstInTable} hashes of a value (with its length): most values of a large
 * group share their start (`/catalog/…`) and differ near the end; the characters before those were a third of the
 * hashing on the corpus (issue 14, speed). {@link WHOLE}: every character.
 */
const TAIL = 16;
const WHOLE = 0x7fffffff;

/** How many slots {@link firstInTable} has looked at, since the group's scan began, beyond the first of each lookup. */
let extraProbes = 0;

/** `valueHashes[i]`: the hash of the value of the group's `i`th rule, before its kind is mixed in (kept by {@link firstInTable}). */
let valueHashes = new Int32Array(1024);
/** `firstOfValue[i]`: 1 when the group's `i`th rule is the first of its kind and value (set by {@link firstInTable}, cleared by its callers for a copy). */
let firstOfValue = new Uint8Array(1024);

/**
 * The table {@link firstInTable} uses: open addressing, each slot the index (plus one) of the first rule with a
 * kind and value, 0 for none. One buffer serves every group of every file (a map per large group cost the most
 * allocations of the group checks: issue 14, speed).
 */
let slots = new Int32Array(1024);

/** {@link slots}, cleared and at least twice as large as `count` (a power of two), as a view of its used part. */
function emptyTable(count: number): Int32Array {
  if (valueHashes.length < count) {
    valueHashes = new Int32Array(count * 2);
    firstOfValue = new Uint8Array(count * 2);
  }
  let size = 64;
  while (size < count * 2) size *= 2;
  if (slots.length < size) slots = new Int32Array(size);
  const table = slots.subarray(0, size);
  table.fill(0);
  return table;
}

/**
 * The first of `rules[0, index)` with the kind and value of `rules[index]`, found in `table` (filled with the rules
 * before it, each hashed by its last `hashed` characters); when there is none, `rules[index]` is added as the first
 * of its kind and value.
 */
function firstInTable(table: Int32Array, rules: readonly Rule[], index: number, hashed: number): Rule | undefined {
  const rule = rules[index] as Rule;
  const value = rule.value;
  const length = value.length;
  // FNV-1a over the value's last `hashed` characters, its length and kind mixed in last.
  let hash = 0x811c9dc5 | 0;
  for (let i = length > hashed ? length - hashed : 0; i < length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ length, 0x01000193);
  valueHashes[index] = hash;
  // Stored on every call, on every path (a store only some calls make, first made after the function was optimised,
  // deoptimised it, and the code made again read the values several times slower).
  firstOfValue[index] = 1;
  const mask = table.length - 1;
  for (let slot = withKind(hash, rule.kind) & mask; ; slot = (slot + 1) & mask) {
    const entry = table[slot] as number;
    if (entry === 0) {
      table[slot] = index + 1;
      return undefined;
    }
    const other = rules[entry - 1] as Rule;
    if (other.kind === rule.kind && other.value === value) return other;
    extraProbes++;
  }
}

/** The hash of a value (from {@link firstInTable}) with a rule's kind mixed in. */
function withKind(hash: number, kind: Rule['kind']): number {
  return Math.imul(hash ^ (kind === 'allow' ? 1 : 2), 0x01000193);
}

/** The index of the first of `lines` (ascending) at or after `line`. */
function firstAtOrAfter(lines: readonly number[], line: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((lines[middle] as number) < line) low = middle + 1;
    else high = middle;
  }
  return low;
}
