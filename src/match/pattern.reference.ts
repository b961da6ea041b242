/**
 * The readable reference for `pattern.ts`: a rule's pattern matched the obvious way, by backtracking
 * over every place a `*` could end. Exponential in the number of `*`s, so never used to answer a
 * question; test/match/pattern-reference.test.ts holds the fast matchers equal to it.
 *
 * - Without wildcards (1994, draft-1996), a pattern is a plain prefix of the path.
 * - With wildcards (rfc9309, google), the pattern is anchored at the path's first character and is
 *   a prefix match; `*` matches any run of characters, empty included; `$` is special only as the
 *   pattern's last character, where it requires the end of the path; every other character
 *   compares exactly.
 *
 * @module
 */

/** Whether `pattern` matches `path` (an empty pattern matches everything). */
export function referenceMatches(pattern: string, path: string, wildcards: boolean): boolean {
  if (!wildcards) return path.startsWith(pattern);
  return matchesFrom(pattern, 0, path, 0);
}

/** Whether `pattern[p…]` matches `path` from `path[s]` on. */
function matchesFrom(pattern: string, p: number, path: string, s: number): boolean {
  // Literal characters in a loop, not by recursion, so that long patterns do not exhaust the stack.
  for (; p < pattern.length; p++, s++) {
    const ch = pattern.charAt(p);
    if (ch === '$' && p === pattern.length - 1) return s === path.length;
    if (ch === '*') {
      for (let next = s; next <= path.length; next++) if (matchesFrom(pattern, p + 1, path, next)) return true;
      return false;
    }
    if (s >= path.length || path.charAt(s) !== ch) return false;
  }
  return true; // a prefix match: the rest of the path is free
}

/**
 * How many characters of `path` a match of `pattern` covers, the largest when `*` allows several
 * (as a greedy `*` would), or -1 if the pattern does not match.
 */
export function referenceMatchedOctets(pattern: string, path: string, wildcards: boolean): number {
  if (!wildcards) return path.startsWith(pattern) ? pattern.length : -1;
  return longestFrom(pattern, 0, path, 0);
}

/** The largest end in `path` of a match of `pattern[p…]` starting at `path[s]`, or -1. */
function longestFrom(pattern: string, p: number, path: string, s: number): number {
  for (; p < pattern.length; p++, s++) {
    const ch = pattern.charAt(p);
    if (ch === '$' && p === pattern.length - 1) return s === path.length ? s : -1;
    if (ch === '*') {
      let best = -1;
      for (let next = s; next <= path.length; next++) best = Math.max(best, longestFrom(pattern, p + 1, path, next));
      return best;
    }
    if (s >= path.length || path.charAt(s) !== ch) return -1;
  }
  return s;
}
