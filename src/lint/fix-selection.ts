/**
 * Which safe fixes one pass of {@link fixText} applies: each finding's first
 * safe fix, in the findings' order, unless one of its edits touches an edit
 * already taken (a later pass, on the fixed text, gets another chance).
 *
 * Asking "does this edit touch any taken edit" of a list is O(taken) per
 * edit, O(N²) per pass: 40,000 fixable lines took 17 s. The taken edits are
 * kept instead in a Fenwick tree of the largest `end` among the taken edits
 * that start at or before each offset (offsets are known before the pass, so
 * they are ranked once): the question costs O(log N), a pass O(N log N).
 *
 * @module
 */
import type { TextEdit } from '../format/text-edit.ts';
import type { LintDiagnostic } from './types.ts';

/** The edits of the fixes taken in one pass, and how many fixes they are. */
export interface FixSelection {
  readonly edits: TextEdit[];
  readonly taken: number;
}

/**
 * Whether two edits touch the same text (two at one offset count: their order would be a guess). The rule
 * {@link selectFixes} applies, and the one-by-one reference of its tests.
 */
export function overlaps(a: Pick<TextEdit, 'offset' | 'end'>, b: Pick<TextEdit, 'offset' | 'end'>): boolean {
  return (a.offset < b.end && b.offset < a.end) || a.offset === b.offset;
}

/** The first safe fix of each finding, skipping a fix when one of its edits {@link overlaps} an edit of a fix taken before it. */
export function selectFixes(diagnostics: readonly LintDiagnostic[]): FixSelection {
  const fixes: (readonly TextEdit[])[] = [];
  for (const diagnostic of diagnostics) {
    const fix = diagnostic.fixes.find((candidate) => candidate.kind === 'safe');
    if (fix) fixes.push(fix.edits);
  }
  const taken = new TakenEdits(fixes);
  const edits: TextEdit[] = [];
  let count = 0;
  for (const fix of fixes) {
    if (fix.some((edit) => taken.touches(edit))) continue;
    for (const edit of fix) {
      taken.add(edit);
      edits.push(edit);
    }
    count++;
  }
  return { edits, taken: count };
}

/**
 * The edits taken so far, asked whether any {@link overlaps} a new one. An
 * edit `[a, b)` overlaps a taken `[x, y)` when `x === a`, or when `x < b` and
 * `y > a`: the first is a set lookup, the second asks whether the largest end
 * among the taken edits starting before `b` is past `a` (a prefix maximum).
 */
class TakenEdits {
  /** Every offset an edit of the pass may start at, ascending (the tree's positions). */
  private readonly offsets: number[];
  /** Fenwick tree (1-based): `ends[i]` is the largest end over a range of positions ending at `i`; -1 when none. */
  private readonly ends: Float64Array;
  private readonly starts = new Set<number>();

  constructor(fixes: readonly (readonly TextEdit[])[]) {
    const offsets = new Set<number>();
    for (const fix of fixes) for (const edit of fix) offsets.add(edit.offset);
    this.offsets = [...offsets].sort((a, b) => a - b);
    this.ends = new Float64Array(this.offsets.length + 1).fill(-1);
  }

  touches(edit: TextEdit): boolean {
    if (this.starts.has(edit.offset)) return true;
    // The largest end among the taken edits that start before edit.end.
    let largest = -1;
    for (let i = this.countBelow(edit.end); i > 0; i -= i & -i) largest = Math.max(largest, this.ends[i] as number);
    return largest > edit.offset;
  }

  add(edit: TextEdit): void {
    this.starts.add(edit.offset);
    for (let i = this.countBelow(edit.offset) + 1; i < this.ends.length; i += i & -i) this.ends[i] = Math.max(this.ends[i] as number, edit.end);
  }

  /** How many of the pass's offsets are below `offset` (binary search). */
  private countBelow(offset: number): number {
    let low = 0;
    let high = this.offsets.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.offsets[middle] as number) < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
