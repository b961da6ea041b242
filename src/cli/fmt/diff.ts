/**
 * A unified diff of two texts (`robotstxt fmt --diff`), in the format of
 * `diff -u` and `git diff`, so `patch -p0` applies it.
 *
 * Lines are split after each `\n`, as `diff` and `patch` read them: a `\r`
 * stays part of the line, so a change of line ends (CRLF → LF) shows as a
 * changed line, and a CR-only file is one long line. The edit script is
 * Myers' O(ND) algorithm (E. W. Myers, "An O(ND) Difference Algorithm and
 * Its Variations", 1986) on the part between the common head and tail. It
 * keeps a copy of its frontier per edit, so above {@link MAX_EDITS} edits it
 * stops and replaces the rest of the middle as a whole: still a correct
 * diff, only not the shortest (a formatter's diff that large is a rewrite
 * of most lines anyway, such as a change of line ends).
 *
 * No dependency: jsdiff would do the same in about 40 KiB of code; this
 * is what fmt needs of it.
 *
 * @module
 */

/** Beyond this many inserted plus deleted lines the middle is shown as one replacement (memory stays under ~16 MB). */
export const MAX_EDITS = 2000;

/** One line of the edit script: kept (` `), deleted (`-`) or inserted (`+`). */
export interface Op {
  readonly kind: ' ' | '-' | '+';
  readonly text: string;
}

/** Splits after each `\n`; the last line may have none. */
export function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if (end < 0) break;
    lines.push(text.slice(start, end + 1));
    start = end + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

/**
 * The unified diff from `before` to `after` with `context` lines around
 * each change, headed `--- oldLabel` / `+++ newLabel`; `''` when equal.
 * Lines are returned with their own line ends; `style` may restyle a
 * line (colour, escaping) and gets it without the `\n`.
 */
export function unifiedDiff(
  before: string,
  after: string,
  labels: { readonly old: string; readonly new: string },
  options: { readonly context?: number; readonly style?: (kind: 'header' | 'hunk' | ' ' | '-' | '+' | 'note', line: string) => string } = {},
): string {
  if (before === after) return '';
  const context = options.context ?? 3;
  const style = options.style ?? ((_kind, line) => line);
  const ops = editScript(splitLines(before), splitLines(after));
  const out: string[] = [`${style('header', `--- ${labels.old}`)}\n`, `${style('header', `+++ ${labels.new}`)}\n`];
  // Positions (in ops) of the changes, grouped into hunks whose gaps are at most 2 × context.
  let index = 0;
  let oldLine = 0;
  let newLine = 0;
  while (index < ops.length) {
    // Skip to the next change, counting lines.
    let firstChange = index;
    while (firstChange < ops.length && ops[firstChange]?.kind === ' ') firstChange++;
    if (firstChange === ops.length) break;
    const start = Math.max(index, firstChange - context);
    oldLine += start - index;
    newLine += start - index;
    // Extend while the next change is within 2 × context of the last one.
    let end = firstChange;
    for (;;) {
      while (end < ops.length && ops[end]?.kind !== ' ') end++;
      let next = end;
      while (next < ops.length && ops[next]?.kind === ' ') next++;
      if (next < ops.length && next - end <= 2 * context) end = next;
      else {
        end = Math.min(end + context, ops.length);
        break;
      }
    }
    const hunk = ops.slice(start, end);
    const oldCount = hunk.filter((op) => op.kind !== '+').length;
    const newCount = hunk.filter((op) => op.kind !== '-').length;
    out.push(`${style('hunk', `@@ -${range(oldLine, oldCount)} +${range(newLine, newCount)} @@`)}\n`);
    for (const op of hunk) {
      const bare = op.text.endsWith('\n') ? op.text.slice(0, -1) : op.text;
      out.push(`${style(op.kind, `${op.kind}${bare}`)}\n`);
      if (!op.text.endsWith('\n')) out.push(`${style('note', '\\ No newline at end of file')}\n`);
    }
    oldLine += oldCount;
    newLine += newCount;
    index = end;
  }
  return out.join('');
}

/** `start,count` as unified diffs write it: 1-based, and the line before when the range is empty. */
function range(start: number, count: number): string {
  if (count === 0) return `${start},0`;
  return count === 1 ? `${start + 1}` : `${start + 1},${count}`;
}

/** The edit script turning `a` into `b`: common head, Myers on the middle, common tail. */
export function editScript(a: readonly string[], b: readonly string[]): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const ops: Op[] = a.slice(0, head).map((text) => ({ kind: ' ', text }));
  const middleA = a.slice(head, a.length - tail);
  const middleB = b.slice(head, b.length - tail);
  const middle = myers(middleA, middleB);
  if (middle) for (const op of middle) ops.push(op);
  else {
    for (const text of middleA) ops.push({ kind: '-', text });
    for (const text of middleB) ops.push({ kind: '+', text });
  }
  for (const text of a.slice(a.length - tail)) ops.push({ kind: ' ', text });
  return ops;
}

/** Myers' greedy forward search with backtracking; `undefined` when more than {@link MAX_EDITS} edits are needed. */
function myers(a: readonly string[], b: readonly string[]): Op[] | undefined {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(n + m, MAX_EDITS);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  // trace[d] holds v[-d-1 … d+1] as it was before step d.
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0)) ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace);
    }
  }
  return undefined;
}

function backtrack(a: readonly string[], b: readonly string[], trace: readonly Int32Array[]): Op[] {
  const ops: Op[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d >= 0; d--) {
    const saved = trace[d] as Int32Array;
    // saved[i] is v[i - d - 1].
    const at = (k: number): number => saved[k + d + 1] ?? 0;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = d === 0 ? 0 : at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      ops.push({ kind: ' ', text: a[x - 1] ?? '' });
      x--;
      y--;
    }
    if (d > 0) {
      if (x === previousX) ops.push({ kind: '+', text: b[y - 1] ?? '' });
      else ops.push({ kind: '-', text: a[x - 1] ?? '' });
      x = previousX;
      y = previousY;
    }
  }
  return ops.reverse();
}
