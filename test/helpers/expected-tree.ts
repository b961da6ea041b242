/**
 * A compact description of what a parsed document should look like, line by
 * line, and a way to read the same description off a real tree so the two
 * compare with one `toEqual`.
 *
 * @example
 * ```ts
 * expect(describeLines(parse(text))).toEqual([
 *   comment('# go away'),
 *   directive('User-agent', '*'),
 *   directive('Disallow', '/'),
 * ]);
 * ```
 *
 * @module
 */
import type { FieldKeyword, LineKind, SyntaxDocument } from '../../src/index.ts';

/** What one line holds. Parts the line lacks are absent (`undefined`). */
export interface ExpectedLine {
  readonly kind: LineKind;
  /** `field.text`: the field name as written. */
  readonly field?: string;
  /** `field.keyword`, for the two 1994 keywords. */
  readonly keyword?: FieldKeyword;
  /** `value.text`: trimmed, inner spaces kept; absent when empty. */
  readonly value?: string;
  /** `comment.text`, `#` included. */
  readonly comment?: string;
  /** `strayText.text`: the words of a line without a colon. */
  readonly stray?: string;
}

/**
 * The 1994 keyword a field name is, by an independent rule: the name, in any
 * case, is exactly `user-agent` or `disallow`.
 */
export function keywordOf(fieldName: string): FieldKeyword | undefined {
  const lower = fieldName.toLowerCase();
  return lower === 'user-agent' || lower === 'disallow' ? lower : undefined;
}

/** Drops the `undefined` entries so that `toEqual` output stays short. */
function defined(line: ExpectedLine): ExpectedLine {
  return Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined)) as unknown as ExpectedLine;
}

/** A `field: value # comment` line. An empty `value` means the line has no value token. */
export function directive(field: string, value = '', comment?: string): ExpectedLine {
  return defined({ kind: 'directive', field, keyword: keywordOf(field), value: value === '' ? undefined : value, comment });
}

/** A comment-only line. */
export function comment(text: string): ExpectedLine {
  return { kind: 'comment', comment: text };
}

/** An empty or whitespace-only line. */
export function blank(): ExpectedLine {
  return { kind: 'blank' };
}

/** A line with text but no colon (`Disallow /x`, an HTML tag, a sentence). */
export function stray(text: string, commentText?: string): ExpectedLine {
  return defined({ kind: 'invalid', stray: text, comment: commentText });
}

/** A line that starts with a colon (`: /x`): no field name. */
export function noFieldName(value = '', commentText?: string): ExpectedLine {
  return defined({ kind: 'invalid', value: value === '' ? undefined : value, comment: commentText });
}

/** Reads the {@link ExpectedLine} description off every line of a parsed document. */
export function describeLines(doc: SyntaxDocument): ExpectedLine[] {
  return doc.lines.map((line) =>
    defined({
      kind: line.kind,
      field: line.field?.text,
      keyword: line.keyword,
      value: line.value?.text,
      comment: line.comment?.text,
      stray: line.strayText?.text,
    }),
  );
}
