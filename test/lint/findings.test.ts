/**
 * Diagnostics have their fields in one order (src/lint/findings.ts), so JSON output and snapshots never change by
 * the path a finding took.
 */
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/index.ts';

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
