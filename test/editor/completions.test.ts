/**
 * `completionsAt`: field names at the start of a line, known crawler tokens after `User-agent:`, and the keys and
 * values of the Content-Signal and Content-Usage vocabularies.
 */
import { describe, expect, it } from 'vitest';
import { completionsAt } from '../../src/editor.ts';
import { KNOWN_CRAWLERS } from '../../src/index.ts';

const complete = (text: string, line: number, character: number) => completionsAt(text, { line, character });

describe('field names', () => {
  it('are offered in canonical spelling at the start of a line, with a colon and a space', () => {
    const items = complete('User-agent: *\nDis', 1, 3);
    const disallow = items.find((item) => item.label === 'Disallow');
    expect(disallow).toMatchObject({
      kind: 'field',
      detail: 'standard field',
      insertText: 'Disallow: ',
      range: { start: { line: 1, character: 0 }, end: { line: 1, character: 3 } },
    });
    expect(disallow?.documentation.startsWith('**Disallow**\n\n')).toBe(true);
    expect(items.map((item) => item.label)).toEqual(
      expect.arrayContaining(['User-agent', 'Allow', 'Sitemap', 'Crawl-delay', 'Content-Signal', 'Content-Usage']),
    );
    expect(items.find((item) => item.label === 'Crawl-delay')?.detail).toBe('extension (not in RFC 9309)');
  });

  it('replace only the name when the line already has its colon', () => {
    const item = complete('Disalow: /a\n', 0, 3).find((each) => each.label === 'Disallow');
    expect(item?.insertText).toBe('Disallow');
    expect(item?.range).toEqual({ start: { line: 0, character: 0 }, end: { line: 0, character: 3 } });
  });

  it('are offered on an empty text, after the last line end, and after indentation', () => {
    expect(complete('', 0, 0).length).toBeGreaterThan(4);
    expect(complete('User-agent: *\n', 1, 0).find((item) => item.label === 'Disallow')?.range).toEqual({
      start: { line: 1, character: 0 },
      end: { line: 1, character: 0 },
    });
    expect(complete('  Al', 0, 4).find((item) => item.label === 'Allow')?.range.start).toEqual({ line: 0, character: 2 });
  });

  it('are not offered inside a comment', () => {
    expect(complete('# Dis', 0, 5)).toEqual([]);
  });
});

describe('User-agent values', () => {
  it('are `*` and every known crawler token, with operator and purpose', () => {
    const items = complete('User-agent: GPT', 0, 15);
    expect(items[0]).toMatchObject({ label: '*', kind: 'agent' });
    expect(items).toHaveLength(KNOWN_CRAWLERS.length + 1);
    expect(items.find((item) => item.label === 'GPTBot')).toMatchObject({
      kind: 'agent',
      detail: 'OpenAI · AI model training',
      insertText: 'GPTBot',
      range: { start: { line: 0, character: 12 }, end: { line: 0, character: 15 } },
    });
  });

  it('start right after the colon when nothing is typed yet', () => {
    expect(complete('User-agent:', 0, 11)[0]?.range).toEqual({ start: { line: 0, character: 11 }, end: { line: 0, character: 11 } });
  });
});

describe('Content-Signal and Content-Usage', () => {
  it('offer the Content-Signal keys, then the values of the key being written', () => {
    expect(complete('Content-Signal: ', 0, 16).map((item) => item.label)).toEqual(['search=', 'ai-input=', 'ai-train=', 'use=']);
    expect(complete('Content-Signal: search=yes, ai-tr', 0, 33)[0]?.range).toEqual({ start: { line: 0, character: 28 }, end: { line: 0, character: 33 } });
    const values = complete('Content-Signal: search=yes, ai-train=', 0, 37);
    expect(values.map((item) => item.label)).toEqual(['yes', 'no']);
    expect(values[0]).toMatchObject({
      kind: 'value',
      detail: 'Content-Signal: ai-train=yes',
      documentation: '**ai-train**: training or fine-tuning AI models.',
    });
  });

  it('offer the AIPREF categories with y and n, after an optional path', () => {
    expect(complete('Content-Usage: ', 0, 15).map((item) => item.label)).toEqual(['train-ai=', 'search=']);
    expect(complete('Content-Usage: /blog/ train-ai=', 0, 31).map((item) => item.label)).toEqual(['y', 'n']);
    expect(complete('Content-Usage: /blog/ tr', 0, 24)[0]?.range.start).toEqual({ line: 0, character: 22 });
  });

  it('offer nothing for an unknown key or another field value', () => {
    expect(complete('Content-Signal: foo=', 0, 20)).toEqual([]);
    expect(complete('Disallow: /a', 0, 12)).toEqual([]);
  });
});
