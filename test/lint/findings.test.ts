/**
 * The findings' own code paths (issue 14, speed; src/lint/findings.ts): the
 * position cursor against the line index's binary search, and diagnostics
 * made by a class with the fields, and their order, the object literals had.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lint, parse } from '../../src/index.ts';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 300);

/** Texts of short lines with every line end (LF, CR, CR LF), blank lines, and with or without a final line end. */
const texts = fc
  .array(fc.tuple(fc.constantFrom('', 'a', 'Disallow: /x', 'User-agent: *', '\t#c', 'é'), fc.constantFrom('\n', '\r', '\r\n', '')), { maxLength: 30 })
  .map((lines) => lines.map(([content, end]) => content + end).join(''));

describe('diagnostics', () => {
  it('have the literals’ fields in their order: spec and witness only when present', () => {
    const keys = (text: string, options = {}): string[][] => lint(text, options).diagnostics.map((diagnostic) => Object.keys(diagnostic));
    const withSpec = ['code', 'severity', 'message', 'range', 'spec', 'related', 'fixes', 'dialects', 'docs'];
    expect(keys('User-agent: *\nDisallow: /a\nDisallow: /a\n')).toEqual([withSpec]);
    expect(Object.keys(lint('User-agent: *\nDisallow: /a\nDisallow: /a\n').diagnostics[0]?.range ?? {})).toEqual(['start', 'end']);
    expect(Object.keys(lint('User-agent: *\nDisallow: /a\nDisallow: /a\n').diagnostics[0]?.range.start ?? {})).toEqual(['line', 'column', 'offset']);
    const edit = lint('User-agent: *\nDisallow: /a\nDisallow: /a\n').diagnostics[0]?.fixes[0];
    expect(Object.keys(edit ?? {})).toEqual(['title', 'kind', 'edits']);
    expect(Object.keys(edit?.edits[0] ?? {})).toEqual(['offset', 'end', 'text', 'range']);
    const portable = lint('User-agent: *\nDisallow: /a*\nAllow: /a\n', { dialects: 'all' }).diagnostics.filter((d) => d.code === 'dialect-verdict-differs');
    expect(portable.length).toBeGreaterThan(0);
    for (const diagnostic of portable)
      expect(Object.keys(diagnostic)).toEqual(['code', 'severity', 'message', 'range', 'spec', 'related', 'fixes', 'dialects', 'witness', 'docs']);
  });
});
