/**
 * A naive backtracking matcher for rfc9309/google path patterns, kept
 * deliberately simple so that it is obviously right (not fast: exponential in
 * the number of `*`; keep property-test inputs small).
 *
 * Semantics (RFC 9309 §2.2.2-§2.2.3, docs/spec/dialects.md §3.6; docs/spec/google.md §3.4):
 * - the pattern is anchored at the first octet of the path and is a prefix
 *   match: path octets after the pattern's end are fine;
 * - `*` matches any run of octets, empty included, `/` and `?` included;
 * - `$` is special only as the pattern's **last** character, where it requires
 *   the end of the path; elsewhere it is a literal `$`;
 * - every other character compares exactly (case-sensitive).
 *
 * Both arguments are compared char by char; the dialects pass octet strings.
 *
 * @module
 */

/** Whether `pattern` matches `path` (see the module comment). An empty pattern matches. */
export function naiveWildcardMatch(pattern: string, path: string): boolean {
  return matchFrom(pattern, 0, path, 0);
}

function matchFrom(pattern: string, p: number, path: string, s: number): boolean {
  // Literal characters are walked in a loop (not by recursion) so that long
  // patterns (Google's 16,663-octet lines) do not exhaust the stack; only `*` branches.
  for (; p < pattern.length; p++, s++) {
    const ch = pattern.charAt(p);
    if (ch === '$' && p === pattern.length - 1) return s === path.length;
    if (ch === '*') {
      for (let next = s; next <= path.length; next++) {
        if (matchFrom(pattern, p + 1, path, next)) return true;
      }
      return false;
    }
    if (s >= path.length || path.charAt(s) !== ch) return false;
  }
  return true; // prefix match: the rest of the path is free
}

/**
 * How many octets of `path` the pattern covers, or -1 if it does not match.
 * With `*` several lengths are possible; this returns the **largest** (as a
 * greedy `*` would), which is the oracle's reading of A-12's "number of URL
 * octets matched". A pattern ending in `*` or `$` therefore covers the whole path.
 */
export function naiveWildcardMatchLength(pattern: string, path: string): number {
  return longestFrom(pattern, 0, path, 0);
}

function longestFrom(pattern: string, p: number, path: string, s: number): number {
  for (; p < pattern.length; p++, s++) {
    const ch = pattern.charAt(p);
    if (ch === '$' && p === pattern.length - 1) return s === path.length ? s : -1;
    if (ch === '*') {
      let best = -1;
      for (let next = s; next <= path.length; next++) {
        best = Math.max(best, longestFrom(pattern, p + 1, path, next));
      }
      return best;
    }
    if (s >= path.length || path.charAt(s) !== ch) return -1;
  }
  return s;
}
