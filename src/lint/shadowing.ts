/**
 * `unreachable-rule` under longest match (rfc9309, google): the rules of a
 * group that another rule of the same group always beats.
 *
 * The matcher picks, among the rules that match a path, the one with the
 * longest pattern (its length with `*` and `$` counting 1), an Allow before a
 * Disallow of equal length (RFC 9309 §2.2.2, A-12, A-13). So a rule R never
 * decides any URL when one rule S of its group matches every URL that R
 * matches (L(R) ⊆ L(S)) and outranks it: S is longer, or as long and an Allow
 * where R is a Disallow. Both rules sit in one group, so every robot that
 * gets R gets S too (RFC 9309 merges groups, never splits one).
 *
 * Inclusion is decided soundly and never guessed: S's pattern must match R's
 * pattern read as a string in which each of R's `*` is a symbol only a `*` of
 * S can absorb. Then whatever R's wildcards match, S matches too. (This misses
 * some inclusions, e.g. a rule covered only by several others together: those
 * are not reported.) A longer S needs a `*` to cover a shorter R (a plain
 * pattern covers only its own extensions, which are longer), so only the
 * group's wildcard rules are candidates, found by hashing their literal
 * starts, in time linear in the rules; the same pattern with the opposite
 * kind is found by a map.
 *
 * @module
 */
import type { Dialect } from '../model/dialect.ts';
import { scanRules, type RuleScan } from './group-scan.ts';
import type { LintRule as Rule } from './lint-model.ts';
import { objectList } from './young.ts';

/** A rule another rule of its group always beats, and that rule. */
export interface Shadowed {
  /** The rule that never decides. */
  readonly rule: Rule;
  /** A rule that matches every URL `rule` matches and always wins over it. */
  readonly by: Rule;
  /** `same-pattern`: the same pattern, an Allow beating a Disallow on the tie; `covers`: a wildcard pattern that covers it. */
  readonly how: 'same-pattern' | 'covers';
}

/** The most candidate covering rules tried per rule, and the most pattern comparisons per group (bounds hostile files). */
const MAX_CANDIDATES_PER_RULE = 8;
/** The most wildcard rules looked at per rule, compared or not. */
const MAX_LOOKS_PER_RULE = 24;
const MAX_COMPARISONS_PER_GROUP = 4_000;
/** Patterns longer than this are not compared for inclusion (the comparison is quadratic in the lengths at worst). */
const MAX_COMPARED_LENGTH = 512;

/**
 * The rules of `rules` (one group, in file order) that never decide under
 * longest match, each with a rule that always beats it. `dialect` is `rfc9309`
 * or `google` (Google's `index.htm` rule lets such an Allow decide `/dir/`
 * too: those Allow rules are never reported). `wildcardLines`, if given, holds
 * in ascending order every line whose value has a `*` (rules on other lines are
 * not scanned for one, and a group with no such line and no Allow is done at once).
 * `scanned`, if given, is {@link scanRules} of `rules` and `wildcardLines` (the
 * rule checks look at each rule once for all of them).
 */
export function shadowedRules(rules: readonly Rule[], dialect: Dialect, wildcardLines?: readonly number[], scanned?: RuleScan): readonly Shadowed[] {
  // One look at each rule (by the caller, which shares it with the other rule checks): is there an Allow to tie with,
  // a wildcard to cover with?
  const { allowCount, wildcards, wildcardCount } = scanned ?? scanRules(rules, wildcardLines, false);
  let starts: WildcardStarts | undefined;
  for (let i = 0; i < wildcardCount; i++) {
    const rule = wildcards[i] as Rule;
    // The index is reset for this group when its first wildcard rule is added (a rule with no `*` adds nothing).
    if (rule.pattern.length <= MAX_COMPARED_LENGTH && (starts ?? wildcardStarts.reset()).add(rule)) starts = wildcardStarts;
  }
  // The same pattern with the opposite kind: the Allow wins the tie; the first Disallow of each pattern is reported.
  let found: Shadowed[] | undefined;
  let reported: Set<Rule> | undefined;
  if (allowCount > 0 && allowCount < rules.length) {
    if (scanned?.sameKnown) {
      // Found by the caller's scan, with the duplicates.
      for (let k = 0; k < scanned.sameCount; k += 2) {
        const rule = scanned.same[k] as Rule;
        (found ??= emptyObjectList<Shadowed>()).push({ rule, by: scanned.same[k + 1] as Rule, how: 'same-pattern' });
        (reported ??= new Set()).add(rule);
      }
    } else {
      // An index loop, not `for…of`: the list's elements kind varies (empty or not), and V8's array iterator then deopts.
      const pairs = sameAsAnAllow(rules);
      for (let i = 0; i < pairs.length; i++) {
        const { rule, by } = pairs[i] as { rule: Rule; by: Rule };
        (found ??= emptyObjectList<Shadowed>()).push({ rule, by, how: 'same-pattern' });
        (reported ??= new Set()).add(rule);
      }
    }
  }
  if (!starts) return found ?? NONE;
  starts.prepare();
  // A few starts (most groups have one or two) are compared with each rule directly; many are found by hashing its prefixes.
  const direct = starts.direct();
  const buckets = direct ? starts.sortedBuckets() : bucketList;
  let comparisons = 0;
  // The wildcard rules in file order, and the next one not yet passed: the candidate of the rule searched, if it is one.
  const inOrder = starts.inOrder;
  let nextOwn = 0;
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index] as Rule;
    const pattern = rule.pattern;
    const length = pattern.length;
    let own: Candidate | undefined;
    if (nextOwn < inOrder.length && (inOrder[nextOwn] as Candidate).rule === rule) own = inOrder[nextOwn++];
    // Only a pattern at least as long, with at most as many literal characters, can cover and outrank it: for a wildcard
    // rule, another than itself (more than half of the rules searched on the corpus are wildcard rules, each its own
    // candidate).
    if (length === 0 || !(own === undefined ? starts.mayCover(length) : starts.mayCoverOwn(own)) || reported?.has(rule)) continue;
    // Google's index.htm rule: the Allow also matches its directory, which no other pattern is known to cover.
    if (dialect === 'google' && rule.kind === 'allow' && hasIndexHtmlAlternative(pattern)) continue;
    // The wildcard rules whose literal start begins this rule, the longest start first: likelier to cover it.
    if (!direct) starts.bucketsOf(pattern, bucketList);
    let tried = 0;
    let looked = 0;
    // This rule's shape (see literalsOf, maskOf), each worked out when a candidate first asks: -1 and not `masked` until then.
    let literals = -1;
    let mask = 0;
    let masked = false;
    let symbols: number[] | undefined;
    search: for (let depth = buckets.length - 1; depth >= 0; depth--) {
      const bucket = buckets[depth] as Bucket;
      // A bucket whose longest pattern is shorter than the rule has no candidate to look at (the first one breaks the
      // loop below before it counts as looked at): skipped before its start is compared.
      if (bucket.longest < length || (direct && !bucket.begins(pattern))) continue;
      const candidates = bucket.candidates;
      // Longest first, from the first short enough to cover the rule at all: a candidate covers only patterns with at
      // least its literal characters, and those before it have more than this rule has characters (their length less
      // the bucket's most wildcards). They are skipped, but counted as looked at, as if each failed the literal count below.
      const first = bucket.firstNotLongerThan(length);
      looked += first;
      if (looked > MAX_LOOKS_PER_RULE) break search;
      for (let at = first; at < candidates.length; at++) {
        const candidate = candidates[at] as Candidate;
        // Longest first: once shorter, no later candidate of this bucket outranks the rule.
        if (candidate.length < length) break;
        if (++looked > MAX_LOOKS_PER_RULE) break search;
        // The cheap necessary conditions, the cheapest first (their order changes nothing: a candidate failing any is
        // skipped). The rule itself (a wildcard rule is a candidate of its own search: half of the candidates that pass
        // the others on the corpus) never counts. Each literal character of the other must match one of this rule's: it
        // has at most as many, each one of this rule's (by their summary), and its longest literal run appears in this
        // rule after the start. The count is known without a look at the characters for most rules, the summary is not:
        // it is worked out only for a rule with a candidate that passes the count.
        const other = candidate.rule;
        if (other === rule) continue;
        if (literals < 0) {
          // A wildcard rule's shape is its candidate's; a pattern without `*` has as many literal characters as characters, less a final `$`.
          if (own !== undefined) literals = own.literals;
          else if (pattern.indexOf('*') < 0) literals = length - (pattern.charCodeAt(length - 1) === 0x24 ? 1 : 0);
          else literals = literalsOf(pattern);
        }
        if (candidate.literals > literals) continue;
        if (!masked) {
          mask = own !== undefined ? own.mask : maskOf(pattern);
          masked = true;
        }
        if ((candidate.mask & ~mask) !== 0) continue;
        if (candidate.segmentLength !== 0 && !pattern.includes(candidate.segment(), candidate.start.length)) continue;
        if (!outranks(other, rule) || other.pattern === pattern || !pattern.startsWith(candidate.start)) continue;
        if (++tried > MAX_CANDIDATES_PER_RULE || ++comparisons > MAX_COMPARISONS_PER_GROUP) break search;
        symbols ??= symbolsOf(pattern);
        if (globMatches(globOf(other.pattern), symbols)) {
          // A second copy of a rule is duplicate-rule's finding, not this one's.
          if (!repeatsEarlier(rules, index)) (found ??= emptyObjectList<Shadowed>()).push({ rule, by: other, how: 'covers' });
          break search;
        }
      }
    }
    if (comparisons > MAX_COMPARISONS_PER_GROUP) break;
  }
  return found ?? NONE;
}

/** The buckets of a rule, when found by hashing (one list for every search: the search of a group ends before the next begins). */
const bucketList: Bucket[] = [];

/**
 * An empty list whose elements kind is already "objects": V8 gives `[]` the kind of small integers until an object
 * is pushed, so lists that are sometimes empty and sometimes not reach the code reading them with two hidden classes,
 * and its optimised code was thrown away again and again ("wrong map", at every pass after a full collection).
 */
function emptyObjectList<T extends object>(): T[] {
  const list = [{}] as T[];
  list.length = 0;
  return list;
}

const NONE: readonly Shadowed[] = emptyObjectList<Shadowed>();

/** The search's index of the wildcard rules of `rules`, for the linter to keep alive (see `keepShapesAlive` in lint.ts). */
export function shadowingShapes(rules: readonly Rule[]): object {
  const starts = wildcardStarts.reset();
  for (const rule of rules) starts.add(rule);
  const found: Bucket[] = [];
  starts.bucketsOf('/a', found);
  // The index is reset for the next group: its buckets (and their candidates) are kept by a copy of its list.
  return { starts, buckets: starts.sortedBuckets().slice(), found };
}

/** Groups of at most this many rules are searched for equal patterns without a map. */
const SMALL_GROUP = 16;

/** Groups with fewer Allow patterns than this find a Disallow's equal Allow by comparing it with those of its length (bounds the comparisons on hostile files). */
const CHAINED_ALLOWS = 64;

/** `lastOfLength[n]`: the last (plus one) of the group's first Allow rules whose pattern is `n` long, 0 for none (cleared after each group). */
const lastOfLength = new Int32Array(MAX_COMPARED_LENGTH + 1);
/** `chainedBefore[i]`: the one before (plus one) the `i`th of those Allow rules with a pattern of its length, 0 for none. */
const chainedBefore = new Int32Array(CHAINED_ALLOWS);
/** `tagged[i]`: the {@link tagOf} of the `i`th of those Allow rules' pattern. */
const tagged = new Int32Array(CHAINED_ALLOWS);
/** `paired[i]`: whether the `i`th of those Allow rules has been paired with a Disallow. */
const paired = new Uint8Array(CHAINED_ALLOWS);

/** Each Disallow whose pattern an Allow of the group has too (the first Disallow of each such pattern), with the first such Allow. */
function sameAsAnAllow(rules: readonly Rule[]): { rule: Rule; by: Rule }[] {
  const pairs = emptyObjectList<{ rule: Rule; by: Rule }>();
  if (rules.length <= SMALL_GROUP) {
    // A few rules are compared directly (no map: most groups are small).
    next: for (let i = 0; i < rules.length; i++) {
      const rule = rules[i] as Rule;
      const pattern = rule.pattern;
      if (rule.kind !== 'disallow' || pattern === '') continue;
      for (let j = 0; j < i; j++) {
        const earlier = rules[j] as Rule;
        if (earlier.kind === 'disallow' && earlier.pattern === pattern) continue next;
      }
      for (const allow of rules) {
        if (allow.kind === 'allow' && allow.pattern === pattern) {
          pairs.push({ rule, by: allow });
          break;
        }
      }
    }
    return pairs;
  }
  // The first Allow of each pattern, chained by the pattern's length: a Disallow is compared with the Allow rules of
  // its length only. Many Allow patterns (or a very long one) go in a map instead.
  const firstAllows = objectList<Rule>();
  let chained = true;
  next: for (const rule of rules) {
    const pattern = rule.pattern;
    if (rule.kind !== 'allow' || pattern === '') continue;
    if (pattern.length > MAX_COMPARED_LENGTH || firstAllows.length === CHAINED_ALLOWS) {
      chained = false;
      break;
    }
    const tag = tagOf(pattern);
    for (let at = lastOfLength[pattern.length] as number; at > 0; at = chainedBefore[at - 1] as number)
      if (tagged[at - 1] === tag && (firstAllows[at - 1] as Rule).pattern === pattern) continue next;
    firstAllows.push(rule);
    tagged[firstAllows.length - 1] = tag;
    chainedBefore[firstAllows.length - 1] = lastOfLength[pattern.length] as number;
    lastOfLength[pattern.length] = firstAllows.length;
  }
  if (chained) {
    // Whether each of those Allow rules has been paired with a Disallow (the first Disallow of each pattern is).
    paired.fill(0, 0, firstAllows.length);
    for (const rule of rules) {
      const pattern = rule.pattern;
      if (rule.kind !== 'disallow' || pattern === '' || pattern.length > MAX_COMPARED_LENGTH) continue;
      let at = lastOfLength[pattern.length] as number;
      // Most Disallow patterns have no Allow of their length: no tag to work out.
      if (at === 0) continue;
      const tag = tagOf(pattern);
      for (; at > 0; at = chainedBefore[at - 1] as number) {
        const allow = firstAllows[at - 1] as Rule;
        if (tagged[at - 1] !== tag || allow.pattern !== pattern) continue;
        if (paired[at - 1] === 0) {
          paired[at - 1] = 1;
          pairs.push({ rule, by: allow });
        }
        break;
      }
    }
  }
  // The chains' heads back to none, for the next group.
  for (const allow of firstAllows) if (allow.pattern.length <= MAX_COMPARED_LENGTH) lastOfLength[allow.pattern.length] = 0;
  if (chained) return pairs;
  const allows = new Map<string, Rule>();
  for (const rule of rules) if (rule.kind === 'allow' && rule.pattern !== '' && !allows.has(rule.pattern)) allows.set(rule.pattern, rule);
  const patterns = new Set<string>();
  for (const rule of rules) {
    if (rule.kind !== 'disallow' || rule.pattern === '') continue;
    const allow = allows.get(rule.pattern);
    if (!allow || patterns.has(rule.pattern)) continue;
    patterns.add(rule.pattern);
    pairs.push({ rule, by: allow });
  }
  return pairs;
}

/**
 * Two characters of a (non-empty) pattern as one number, its last and its middle one: patterns of one length whose
 * tags differ are different, and comparing the tags spares most string comparisons of the chains above (many
 * patterns of a group share a length and a start, few their last and middle characters).
 */
function tagOf(pattern: string): number {
  return (pattern.charCodeAt(pattern.length - 1) << 16) | pattern.charCodeAt(pattern.length >> 1);
}

/** The wildcard rules of a group with one literal start (or one hash of it), longest pattern first. */
class Bucket {
  /** The literal start of its first candidate (of all of them, unless two starts' hashes collided). */
  readonly start: string;
  /** The hash of the start with its length (see {@link WildcardStarts.add}). */
  readonly key: number;
  readonly candidates: Candidate[] = [];
  /** The most characters a candidate's pattern has beyond its literal ones (its `*`s and final `$`). */
  private widest = 0;
  /** The length of its longest pattern. */
  longest = 0;

  /** The first character of the start, -1 for an empty start. */
  readonly first: number;

  constructor(start: string, key: number) {
    this.start = start;
    this.key = key;
    this.first = start.length === 0 ? -1 : start.charCodeAt(0);
  }

  /** Whether `pattern` begins with the start (the first character compared first: most starts are one `/`). */
  begins(pattern: string): boolean {
    const first = this.first;
    return first < 0 || (pattern.charCodeAt(0) === first && (this.start.length === 1 || pattern.startsWith(this.start)));
  }

  add(candidate: Candidate): void {
    this.candidates.push(candidate);
    const wide = candidate.length - candidate.literals;
    if (wide > this.widest) this.widest = wide;
    if (candidate.length > this.longest) this.longest = candidate.length;
  }

  /** Sorts the candidates, longest pattern first (the sort is stable: file order among equals). */
  sort(): void {
    const candidates = this.candidates;
    // Most buckets hold one candidate, or are in order already: no sort (it copies the list).
    let sorted = true;
    for (let i = 1; i < candidates.length && sorted; i++) sorted = (candidates[i - 1] as Candidate).length >= (candidates[i] as Candidate).length;
    if (!sorted) sortByLength(candidates);
  }

  /**
   * The index of the first candidate that may cover a pattern of `length` characters: those before it are longer than
   * `length` plus their wildcards, so they have more literal characters than the pattern has characters. A binary search.
   */
  firstNotLongerThan(length: number): number {
    const candidates = this.candidates;
    const longest = length + this.widest;
    if (candidates.length === 0 || (candidates[0] as Candidate).length <= longest) return 0;
    let low = 0;
    let high = candidates.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((candidates[middle] as Candidate).length > longest) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** A wildcard rule with its literal start and the shape of its literal characters. */
class Candidate {
  constructor(
    readonly rule: Rule,
    /** The length of its pattern. */
    readonly length: number,
    /** `pattern[0, first *)`. */
    readonly start: string,
    /** How many literal characters its pattern has (see {@link literalsOf}). */
    readonly literals: number,
    /** Which literal characters (see {@link maskOf}). */
    readonly mask: number,
    /** Where its {@link segment} begins in the pattern. */
    private readonly segmentFrom: number,
    /** The length of its {@link segment}, 0 for none. */
    readonly segmentLength: number,
  ) {}

  /** The segment, once made (see {@link segment}). */
  private segmentText: string | undefined = undefined;

  /**
   * The longest run of literal characters after the start (without a final `$`): a pattern it covers holds it. Made
   * when first asked: few candidates pass the tests before this one, and a string for each cost more than they.
   */
  segment(): string {
    return (this.segmentText ??= this.rule.pattern.slice(this.segmentFrom, this.segmentFrom + this.segmentLength));
  }
}

/**
 * The group's wildcard rules by their literal start, hashed with its length:
 * a rule's prefixes are hashed as it is read, and looked up only at the start
 * lengths that occur (one or two in most groups), with no string made. One
 * instance serves every group (see {@link reset}).
 */
class WildcardStarts {
  /** The buckets, in the order made (a few are found by a look at each, more by hash: see {@link bucketSlots}). */
  private readonly made: Bucket[] = [];
  /** The size of the hash table in {@link bucketSlots} (a power of two), 0 while the buckets are few. */
  private tableSize = 0;
  /** The buckets, shortest start first (made by {@link prepare}). */
  private readonly buckets: Bucket[] = [];
  /** The candidates, in the order added (file order). */
  readonly inOrder: Candidate[] = [];
  /** Whether two starts of one length share a hash (then the buckets are found by hashing, never by their start). */
  private collided = false;
  /** One more than the longest literal start: {@link longestAt} is filled below it. */
  private startsBelow = 0;
  private sorted = false;
  /** The most literal characters of a wildcard pattern. */
  private mostLiterals = 0;

  /** Empties the index for the next group. */
  reset(): this {
    this.made.length = 0;
    this.tableSize = 0;
    this.buckets.length = 0;
    this.inOrder.length = 0;
    longestAt.fill(0, 0, this.startsBelow);
    this.startsBelow = 0;
    this.collided = false;
    this.sorted = false;
    this.mostLiterals = 0;
    return this;
  }

  /** Adds a rule if its pattern (at most {@link MAX_COMPARED_LENGTH} long) has a `*`; whether it had. */
  add(rule: Rule): boolean {
    const pattern = rule.pattern;
    const length = pattern.length;
    // One look at each character: the start's hash up to the first `*`, the literal characters' count and summary,
    // the longest literal run after the start.
    let hash = HASH_SEED;
    let mask = 0;
    let star = 0;
    for (; star < length; star++) {
      const code = pattern.charCodeAt(star);
      if (code === 0x2a) break;
      hash = Math.imul(hash ^ code, HASH_PRIME);
      mask |= 1 << (code & 31);
    }
    if (star === length) return false;
    const end = pattern.charCodeAt(length - 1) === 0x24 ? length - 1 : length;
    let literals = star;
    let runFrom = star;
    let bestFrom = star;
    let bestLength = 0;
    for (let i = star; i <= end; i++) {
      const code = i === end ? 0x2a : pattern.charCodeAt(i);
      if (code === 0x2a) {
        if (i - runFrom > bestLength) {
          bestFrom = runFrom;
          bestLength = i - runFrom;
        }
        runFrom = i + 1;
      } else {
        literals++;
        mask |= 1 << (code & 31);
      }
    }
    const key = Math.imul(hash ^ star, HASH_PRIME);
    const made = this.made;
    let bucket: Bucket | undefined;
    if (this.tableSize === 0) {
      for (let i = 0; i < made.length; i++) {
        if ((made[i] as Bucket).key === key) {
          bucket = made[i];
          break;
        }
      }
    } else bucket = this.find(key);
    let start: string;
    if (!bucket) {
      start = pattern.slice(0, star);
      bucket = new Bucket(start, key);
      made.push(bucket);
      // Past the few, and whenever the table is half full: a new table, twice as large as the buckets need.
      if (made.length > FEW_STARTS && made.length * 2 > this.tableSize) this.rehash();
      else if (this.tableSize > 0) this.insert(made.length - 1);
    } else {
      start = bucket.start;
      if (start.length !== star || !pattern.startsWith(start)) {
        start = pattern.slice(0, star);
        this.collided = true;
      }
    }
    const candidate = new Candidate(rule, length, start, literals, mask, bestFrom, bestLength);
    bucket.add(candidate);
    this.inOrder.push(candidate);
    if (length > (longestAt[star] as number)) longestAt[star] = length;
    if (star >= this.startsBelow) this.startsBelow = star + 1;
    this.sorted = false;
    return true;
  }

  /** Whether a rule's buckets are found by comparing its start with each (a few starts, no two sharing a hash). */
  direct(): boolean {
    return !this.collided && this.made.length <= FEW_STARTS;
  }

  /** A new table for the buckets made so far, at least four slots per bucket. */
  private rehash(): void {
    let size = 64;
    while (size < this.made.length * 4) size *= 2;
    if (bucketSlots.length < size) bucketSlots = new Int32Array(size);
    bucketSlots.fill(0, 0, size);
    this.tableSize = size;
    for (let i = 0; i < this.made.length; i++) this.insert(i);
  }

  /** Puts `made[index]` in the table (open addressing: the next free slot from its hash). */
  private insert(index: number): void {
    const mask = this.tableSize - 1;
    let slot = (this.made[index] as Bucket).key & mask;
    while ((bucketSlots[slot] as number) !== 0) slot = (slot + 1) & mask;
    bucketSlots[slot] = index + 1;
  }

  /** The bucket with the hash `key`, from the table. */
  private find(key: number): Bucket | undefined {
    const mask = this.tableSize - 1;
    for (let slot = key & mask; ; slot = (slot + 1) & mask) {
      const entry = bucketSlots[slot] as number;
      if (entry === 0) return undefined;
      const bucket = this.made[entry - 1] as Bucket;
      if (bucket.key === key) return bucket;
    }
  }

  /** The buckets, shortest start first (after {@link prepare}). */
  sortedBuckets(): readonly Bucket[] {
    return this.buckets;
  }

  /**
   * Whether some wildcard pattern may cover a pattern of `length` characters: one at least as long, with at most
   * `length` literal characters (a pattern covers only patterns with at least its literal characters). When none is,
   * every candidate would fail those two tests of the search, so the rule is not searched at all.
   */
  mayCover(length: number): boolean {
    this.prepare();
    return (longestWith[length < this.mostLiterals ? length : this.mostLiterals] as number) >= length;
  }

  /**
   * Whether a wildcard pattern other than `own`'s may cover `own`'s: one at least as long, with at most its literal
   * characters. `own` is one of the patterns {@link secondWith} counts, so another is when the second longest is long enough.
   */
  mayCoverOwn(own: Candidate): boolean {
    this.prepare();
    return (secondWith[own.literals] as number) >= own.length;
  }

  /**
   * Sorts each bucket, longest pattern first, and the buckets by the length of their start, and fills
   * {@link longestWith} and {@link secondWith} for this group (the groups of a file are searched one after the other).
   */
  prepare(): void {
    if (this.sorted) return;
    this.sorted = true;
    let most = 0;
    for (const bucket of this.made) for (const candidate of bucket.candidates) if (candidate.literals > most) most = candidate.literals;
    longestWith.fill(0, 0, most + 1);
    secondWith.fill(0, 0, most + 1);
    for (const bucket of this.made) {
      bucket.sort();
      for (const candidate of bucket.candidates) {
        const literals = candidate.literals;
        const length = candidate.length;
        if (length > (longestWith[literals] as number)) {
          secondWith[literals] = longestWith[literals] as number;
          longestWith[literals] = length;
        } else if (length > (secondWith[literals] as number)) secondWith[literals] = length;
      }
    }
    // From "exactly n literal characters" to "at most n": the two longest of the two longest with n and with fewer.
    for (let n = 1; n <= most; n++) {
      const longest = longestWith[n] as number;
      const second = secondWith[n] as number;
      const fewerLongest = longestWith[n - 1] as number;
      const fewerSecond = secondWith[n - 1] as number;
      if (fewerLongest >= longest) {
        longestWith[n] = fewerLongest;
        secondWith[n] = fewerSecond > longest ? fewerSecond : longest;
      } else secondWith[n] = second > fewerLongest ? second : fewerLongest;
    }
    this.mostLiterals = most;
    const buckets = this.buckets;
    buckets.length = 0;
    for (const bucket of this.made) buckets.push(bucket);
    if (buckets.length > 1) sortByStartLength(buckets);
  }

  /** Fills `out` with the buckets whose start may begin `pattern` (shortest start first; a hash may collide: check the start), each longest pattern first. */
  bucketsOf(pattern: string, out: Bucket[]): void {
    this.prepare();
    out.length = 0;
    if (this.direct()) {
      // A few starts (most groups have one or two): compared directly, shortest first, as the hashes below would find them.
      for (const bucket of this.buckets) if (pattern.startsWith(bucket.start)) out.push(bucket);
      return;
    }
    const below = this.startsBelow;
    const length = pattern.length;
    let hash = HASH_SEED;
    for (let i = 0; i < below; i++) {
      // Only at the lengths of some start, and only where a pattern of that start is long enough to outrank this rule
      // (the search skips the other buckets without looking at a candidate).
      if ((longestAt[i] as number) >= length) {
        const bucket = this.find(Math.imul(hash ^ i, HASH_PRIME));
        if (bucket) out.push(bucket);
      }
      // A `*` of the rule can only be absorbed by a `*` of the other: a literal start stops there.
      if (i >= pattern.length) break;
      const code = pattern.charCodeAt(i);
      if (code === 0x2a) break;
      hash = Math.imul(hash ^ code, HASH_PRIME);
    }
  }
}

/**
 * `longestAt[n]`: the longest wildcard pattern of the group being indexed whose literal start is `n` long, 0 for none
 * (one buffer, like {@link longestWith}: a start is shorter than its pattern, at most {@link MAX_COMPARED_LENGTH}).
 */
const longestAt = new Int32Array(MAX_COMPARED_LENGTH + 1);

/** The hash table of {@link WildcardStarts} when a group has many starts: each slot the index (plus one) of a bucket, 0 for none. */
let bucketSlots = new Int32Array(64);

/**
 * The one index of wildcard rules, reset for each group searched. Made by a call marked pure: a bundle that does not
 * lint (e.g. compile + isAllowed in a browser) drops this module (test/package/bundle-size.test.ts).
 */
const wildcardStarts = /* @__PURE__ */ new WildcardStarts();

/**
 * `longestWith[n]`: the longest wildcard pattern of the group being searched with at most `n` literal characters
 * (filled by `WildcardStarts.prepare`; one buffer for every group: candidates are at most {@link MAX_COMPARED_LENGTH} long).
 */
const longestWith = new Int32Array(MAX_COMPARED_LENGTH + 1);

/** `secondWith[n]`: the second longest such pattern (as long as the longest when two are), 0 for none (filled with {@link longestWith}). */
const secondWith = new Int32Array(MAX_COMPARED_LENGTH + 1);

/** Groups with at most this many distinct literal starts find a rule's buckets by comparing the starts, not by hashing its prefixes. */
const FEW_STARTS = 6;

/** Sorts candidates longest first, stably (file order among equals), by insertion: most buckets are short and nearly in order. */
function sortByLength(candidates: Candidate[]): void {
  if (candidates.length > INSERTION_SORTED) {
    candidates.sort((a, b) => b.length - a.length);
    return;
  }
  for (let i = 1; i < candidates.length; i++) {
    const candidate = candidates[i] as Candidate;
    let at = i;
    while (at > 0 && (candidates[at - 1] as Candidate).length < candidate.length) {
      candidates[at] = candidates[at - 1] as Candidate;
      at--;
    }
    candidates[at] = candidate;
  }
}

/** Sorts buckets by the length of their start, shortest first, stably (the order made among equals). */
function sortByStartLength(buckets: Bucket[]): void {
  if (buckets.length > INSERTION_SORTED) {
    buckets.sort((a, b) => a.start.length - b.start.length);
    return;
  }
  for (let i = 1; i < buckets.length; i++) {
    const bucket = buckets[i] as Bucket;
    let at = i;
    while (at > 0 && (buckets[at - 1] as Bucket).start.length > bucket.start.length) {
      buckets[at] = buckets[at - 1] as Bucket;
      at--;
    }
    buckets[at] = bucket;
  }
}

/** Lists up to this long are sorted by insertion (quadratic at worst), longer ones by the built-in sort. */
const INSERTION_SORTED = 32;

/** FNV-1a's offset basis and prime (32 bits). */
const HASH_SEED = 0x811c9dc5 | 0;
const HASH_PRIME = 0x01000193;

/** Whether a rule before `rules[index]` has its kind and pattern. */
function repeatsEarlier(rules: readonly Rule[], index: number): boolean {
  const rule = rules[index] as Rule;
  for (let j = 0; j < index; j++) {
    const other = rules[j] as Rule;
    if (other.kind === rule.kind && other.pattern === rule.pattern) return true;
  }
  return false;
}

/** How many literal characters a pattern has: its characters other than `*`, a final `$` left out. */
function literalsOf(pattern: string): number {
  const end = pattern.charCodeAt(pattern.length - 1) === 0x24 ? pattern.length - 1 : pattern.length;
  let literals = 0;
  for (let i = 0; i < end; i++) if (pattern.charCodeAt(i) !== 0x2a) literals++;
  return literals;
}

/** A 32-bit summary of which literal characters a pattern has (bit `code & 31` of each; `*` and a final `$` left out). */
function maskOf(pattern: string): number {
  const end = pattern.charCodeAt(pattern.length - 1) === 0x24 ? pattern.length - 1 : pattern.length;
  let mask = 0;
  for (let i = 0; i < end; i++) {
    const code = pattern.charCodeAt(i);
    if (code !== 0x2a) mask |= 1 << (code & 31);
  }
  return mask;
}

/** Whether `a` wins over `b` wherever both match: a longer pattern, or as long and an Allow against a Disallow. */
function outranks(a: Rule, b: Rule): boolean {
  return a.pattern.length > b.pattern.length || (a.pattern.length === b.pattern.length && a.kind === 'allow' && b.kind === 'disallow');
}

/** Google's `index.htm` rule applies to the pattern (docs/spec/google.md §3.3; see `indexHtmlAlternative` of the matcher). */
function hasIndexHtmlAlternative(pattern: string): boolean {
  const slash = pattern.lastIndexOf('/');
  return slash >= 0 && pattern.startsWith('/index.htm', slash);
}

/** The glob a pattern is over the whole path: its body, then `*` unless a final `$` anchors it. */
function globOf(pattern: string): string {
  return pattern.charCodeAt(pattern.length - 1) === 0x24 ? pattern.slice(0, -1) : `${pattern}*`;
}

/** A pattern as symbols for {@link globMatches}: its characters, -1 for each `*`, and a final -1 when no `$` anchors it. */
function symbolsOf(pattern: string): number[] {
  const anchored = pattern.charCodeAt(pattern.length - 1) === 0x24;
  const end = anchored ? pattern.length - 1 : pattern.length;
  const symbols: number[] = [];
  for (let i = 0; i < end; i++) {
    const code = pattern.charCodeAt(i);
    symbols.push(code === 0x2a ? -1 : code);
  }
  if (!anchored) symbols.push(-1);
  return symbols;
}

/**
 * Whether every path the pattern `inner` matches is matched by `outer`
 * (sound, not complete; see the module comment). Each of `inner`'s `*` (and
 * its open end) is a symbol that only a `*` of `outer` may absorb.
 */
export function covers(outer: string, inner: string): boolean {
  return globMatches(globOf(outer), symbolsOf(inner));
}

/** Whether the glob (`*` any run of symbols) matches all of `text`; literal characters never match a -1 symbol. Classic two-pointer matching with one backtrack point. */
function globMatches(glob: string, text: readonly number[]): boolean {
  let g = 0;
  let t = 0;
  let starAt = -1;
  let resumeAt = 0;
  while (t < text.length) {
    const code = glob.charCodeAt(g);
    if (g < glob.length && code === 0x2a) {
      starAt = g++;
      resumeAt = t;
    } else if (g < glob.length && code === text[t]) {
      g++;
      t++;
    } else if (starAt >= 0) {
      g = starAt + 1;
      t = ++resumeAt;
    } else return false;
  }
  while (g < glob.length && glob.charCodeAt(g) === 0x2a) g++;
  return g === glob.length;
}
