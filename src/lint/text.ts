/**
 * Text helpers several rules share: where a value starts, the span a finding about a line covers, product tokens,
 * UTF-8 byte counts.
 *
 * @module
 */
import { productToken } from '../match/agent.ts';
import type { SyntaxLine, LineView } from '../syntax/tree.ts';
import type { RuleContext } from './rule.ts';
import type { LintLineRef } from './lint-model.ts';

/** Where the value `value` of a directive line starts: after the colon and its blanks, or the line's content end for an empty value. */
export function valueStart(line: LineView, value: string): number {
  if (value === '') return line.contentEnd;
  const source = line.source;
  let start = line.colonOffset + 1;
  while (start < line.contentEnd && (source.charCodeAt(start) === 0x20 || source.charCodeAt(start) === 0x09)) start++;
  return start;
}

/** The line from its field name to `end` (or to the line's end when it has no comment): where a finding about the whole line goes. */
export function wholeOf(line: LineView, end: number): { offset: number; end: number } {
  return { offset: line.textStart, end: line.commentOffset >= 0 ? Math.max(end, line.textStart) : line.contentEnd };
}

/** The span of a directive line's value, or of the whole line when the value is empty. */
export function valueSpan(line: LineView, value: string): { offset: number; end: number } {
  const start = valueStart(line, value);
  return value === '' ? wholeOf(line, start) : { offset: start, end: start + value.length };
}

/** Another line of a finding: its directive's span, and what it is. */
export function relatedAt(context: RuleContext, ref: LintLineRef, message: string): { offset: number; end: number; message: string } {
  return { offset: ref.offset, end: context.contentEnd(ref.line), message };
}

/** An edit deleting line `number` with its line end. */
export function deleteLine(context: RuleContext, number: number): { offset: number; end: number; text: string } {
  const line = context.line(number) as SyntaxLine;
  return { offset: line.offset, end: line.end, text: '' };
}

/** Whether `value` is a non-empty RFC 9309 product token: letters, `_` and `-`. */
export function isProductToken(value: string): boolean {
  return /^[A-Za-z_-]+$/.test(value);
}

/** The name a User-agent value is compared by (`*` or the product token, lower case). */
export function agentName(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '*' || /^\*\s/.test(trimmed)) return '*';
  return productToken(trimmed).toLowerCase();
}

/** `n` with its digits in groups of three, with commas (`toLocaleString('en-US')` without Intl). */
export function groupedDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The offset at which the first `bytes` UTF-8 bytes of `text` end. */
export function offsetAfterUtf8Bytes(text: string, bytes: number): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
    if (count + size > bytes) return i;
    count += size;
    if (size === 4) i++;
  }
  return text.length;
}
