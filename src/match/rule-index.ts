/**
 * An index of rules by the literal start of their patterns, so that a lookup
 * touches only the rules that can match a path instead of all of them.
 *
 * Every pattern starts with a literal part (up to its first `*`, or without a
 * final `$`). A rule can only match a path that starts with that literal
 * part. The index files each rule under a key the path must share:
 *
 * - literal part holds a second `/` (`/admin/x*`): key = up to and including
 *   that slash (`/admin/`), compared with the path's first segment;
 * - else, at least 3 characters (`/adm*`): key = the first 3 (`/ad`),
 *   compared with the path's first 3;
 * - else (`/`, `/a`, `*.gif`): a short list checked for every path.
 *
 * A lookup is two map lookups plus a check of each candidate's full pattern
 * (no backtracking: see pattern.ts), whatever the number of rules.
 *
 * @module
 */
import type { CompiledRule } from './dialects/dialect.ts';

/** The literal prefix of a pattern: up to its first `*`, or without its final `$`. */
function literalPrefix(source: string, wildcards: boolean): string {
  if (!wildcards) return source;
  const star = source.indexOf('*');
  const literal = star < 0 ? source : source.slice(0, star);
  return star < 0 && literal.endsWith('$') ? literal.slice(0, -1) : literal;
}

/** The path's first segment with its slashes (`/admin/` of `/admin/x`), or `undefined`. */
function firstSegment(text: string): string | undefined {
  const slash = text.indexOf('/', 1);
  return text.charCodeAt(0) === 0x2f && slash > 0 ? text.slice(0, slash + 1) : undefined;
}

const HEAD_LENGTH = 3;

function add(map: Map<string, CompiledRule[]>, key: string, rule: CompiledRule): void {
  const list = map.get(key);
  if (list) list.push(rule);
  else map.set(key, [rule]);
}

/** Rules indexed by literal start. Empty patterns are left out: they match nothing in any dialect. */
export class RuleIndex {
  private readonly bySegment = new Map<string, CompiledRule[]>();
  private readonly byHead = new Map<string, CompiledRule[]>();
  private readonly short: CompiledRule[] = [];
  readonly size: number;

  constructor(rules: readonly CompiledRule[], wildcards: boolean) {
    let size = 0;
    for (const compiled of rules) {
      if (compiled.pattern.source === '') continue;
      size++;
      const literal = literalPrefix(compiled.pattern.source, wildcards);
      const segment = firstSegment(literal);
      if (segment !== undefined) add(this.bySegment, segment, compiled);
      else if (literal.length >= HEAD_LENGTH) add(this.byHead, literal.slice(0, HEAD_LENGTH), compiled);
      else this.short.push(compiled);
    }
    this.size = size;
  }

  /**
   * Puts every rule whose full pattern matches `path` into `out` (cleared
   * first, in no particular order) and returns it. Passing the same array
   * each time keeps a lookup free of allocations.
   */
  matches(path: string, out: CompiledRule[] = []): CompiledRule[] {
    out.length = 0;
    for (const compiled of this.short) if (compiled.pattern.matches(path)) out.push(compiled);
    if (this.byHead.size > 0 && path.length >= HEAD_LENGTH) {
      const candidates = this.byHead.get(path.slice(0, HEAD_LENGTH));
      if (candidates) for (const compiled of candidates) if (compiled.pattern.matches(path)) out.push(compiled);
    }
    if (this.bySegment.size > 0) {
      const segment = firstSegment(path);
      const candidates = segment === undefined ? undefined : this.bySegment.get(segment);
      if (candidates) for (const compiled of candidates) if (compiled.pattern.matches(path)) out.push(compiled);
    }
    return out;
  }
}
