/**
 * Applying a unified diff (`robotstxt fmt --diff`) in tests, to check it
 * turns the old text into the new one.
 */
import { expect } from 'vitest';
import { splitLines } from '../../src/cli/fmt/diff.ts';

/** Applies a unified diff, checking every context and removed line against the old text. */
export function applyUnifiedDiff(before: string, diff: string): string {
  if (diff === '') return before;
  const old = splitLines(before);
  const lines = diff.split('\n');
  lines.pop();
  const out: string[] = [];
  let pos = 0;
  let i = 2;
  while (i < lines.length) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@$/.exec(lines[i] ?? '');
    if (!header) throw new Error(`not a hunk header: ${lines[i]}`);
    const start = Number(header[1]);
    const oldCount = header[2] === undefined ? 1 : Number(header[2]);
    const newCount = header[4] === undefined ? 1 : Number(header[4]);
    const startIndex = oldCount === 0 ? start : start - 1;
    while (pos < startIndex) out.push(old[pos++] ?? '');
    expect(Number(header[3])).toBe(newCount === 0 ? out.length : out.length + 1);
    i++;
    let seenOld = 0;
    let seenNew = 0;
    while (i < lines.length && !(lines[i] ?? '').startsWith('@@')) {
      const line = lines[i] ?? '';
      const noNewline = lines[i + 1] === '\\ No newline at end of file';
      const text = line.slice(1) + (noNewline ? '' : '\n');
      if (line[0] !== '+') {
        expect(old[pos]).toBe(text);
        if (line[0] === ' ') out.push(text);
        pos++;
        seenOld++;
      }
      if (line[0] !== '-') {
        if (line[0] === '+') out.push(text);
        seenNew++;
      }
      i += noNewline ? 2 : 1;
    }
    expect([seenOld, seenNew]).toEqual([oldCount, newCount]);
  }
  while (pos < old.length) out.push(old[pos++] ?? '');
  return out.join('');
}
