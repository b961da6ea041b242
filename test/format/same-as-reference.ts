/**
 * The check of the formatter against the formatter as first written
 * (reference-format.ts), shared by reference.test.ts and its corpus suite.
 */
import { expect } from 'vitest';
import { format, formatWithDiagnostics, type FormatOptions } from '../../src/index.ts';
import { referenceFormatWithDiagnostics } from './reference-format.ts';

/** Every opt-in rewrite at once, with the other line end and the BOM kept. */
export const EVERY_OPTION: FormatOptions = {
  lineEnding: 'crlf',
  bom: 'keep',
  alignComments: true,
  sitemapsAtEnd: true,
  removeDuplicates: true,
  repairTypos: true,
  sort: true,
};

/** The fast formatter's answer equals the reference's (text, diagnostics, changed); `format` gives the same text. */
export function expectSameAsReference(input: string | Uint8Array, options: FormatOptions, label: string): void {
  const expected = referenceFormatWithDiagnostics(input, options);
  const actual = formatWithDiagnostics(input, options);
  expect(actual.text, label).toBe(expected.text);
  expect(actual.changed, label).toBe(expected.changed);
  expect(actual.diagnostics, label).toEqual(expected.diagnostics);
  expect(format(input, options), label).toBe(expected.text);
}
