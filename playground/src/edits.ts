/**
 * Changing the editor's text to a whole new text (formatted, opened, restored) as the smallest
 * replacement, so the cursor and the undo history stay where the person left them.
 */

/** The span of `before` that differs from `after`, as one replacement. */
export function smallestChange(before: string, after: string): { from: number; to: number; insert: string } {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  return { from: start, to: endBefore, insert: after.slice(start, endAfter) };
}
