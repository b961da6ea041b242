/**
 * The linter reports malformed AI usage preference lines (issue 15), reading them with the model's own
 * readers (src/model/usage.ts): `Content-Usage` (IETF AIPREF, experimental) and Cloudflare's
 * `Content-Signal`, each on the line's value.
 */
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/index.ts';

function findings(text: string, code: string): { line: number; column: number }[] {
  return lint(text)
    .diagnostics.filter((d) => d.code === code)
    .map((d) => ({ line: d.range.start.line, column: d.range.start.column }));
}

describe('content-usage-value', () => {
  it('a value other than y or n, a retired label, a value that is no dictionary: one finding each, on the value', () => {
    expect(findings('User-agent: *\nContent-Usage: train-ai=no\n', 'content-usage-value')).toEqual([{ line: 2, column: 16 }]);
    expect(findings('User-agent: *\nContent-Usage: /x/ ai=n\n', 'content-usage-value')).toEqual([{ line: 2, column: 16 }]);
    expect(findings('User-agent: *\nContent-Usage: train-ai=n;;\n', 'content-usage-value')).toHaveLength(1);
  });
  it('well-formed preferences, with or without a path, give none', () => {
    for (const value of ['train-ai=n', 'train-ai=n, search=y', '/docs/ train-ai=y']) {
      expect(findings(`User-agent: *\nContent-Usage: ${value}\n`, 'content-usage-value'), value).toEqual([]);
    }
  });
});

describe('content-signal-value', () => {
  it('a value outside the vocabulary is reported; a valid signal is not', () => {
    expect(findings('User-agent: *\nContent-Signal: ai-train=maybe\n', 'content-signal-value')).toEqual([{ line: 2, column: 17 }]);
    expect(findings('User-agent: *\nContent-Signal: search=yes, ai-train=no\n', 'content-signal-value')).toEqual([]);
  });
});
