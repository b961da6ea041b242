/**
 * The "Test URL…" command's input and output without VS Code
 * (editors/vscode/src/test-url.ts): what the two input boxes read, and the
 * quick pick's rows and the output channel's table made from an answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTestUrlAnswer, parseAgents, parseUrls, resultItems, resultText } from '../../editors/vscode/src/test-url.ts';
import { testUrls } from '../../src/editor.ts';
import { DIALECTS } from '../../src/model/dialect.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';

describe('the input boxes', () => {
  it('robots are separated by commas, so a whole User-Agent string with spaces is one robot', () => {
    expect(parseAgents('Googlebot, Mozilla/5.0 (compatible; Bingbot/2.0) ,, GPTBot')).toEqual(['Googlebot', 'Mozilla/5.0 (compatible; Bingbot/2.0)', 'GPTBot']);
    expect(parseAgents(' , ')).toEqual([]);
  });

  it('URLs are separated by spaces or commas, each once', () => {
    expect(parseUrls('/  /private/x https://example.com/a?b=c,/x /')).toEqual(['/', '/private/x', 'https://example.com/a?b=c', '/x']);
    expect(parseUrls('   ')).toEqual([]);
  });

  it('never keep an empty or padded name', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const part of [...parseAgents(text), ...parseUrls(text)]) expect(part).toBe(part.trim());
        for (const part of [...parseAgents(text), ...parseUrls(text)]) expect(part).not.toBe('');
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});

/** Koster's FAQ example with webcrawler's Disallow line lost: the dialects with records and those with groups disagree on webcrawler. */
const FILE = 'User-agent: webcrawler\n\nUser-agent: lycra\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n';

describe('the answer', () => {
  const answer = testUrls(FILE, { agents: ['webcrawler', 'other'], urls: ['/private/x', '/a.pdf'] });

  it('is checked before it is shown', () => {
    expect(isTestUrlAnswer(answer)).toBe(true);
    expect(isTestUrlAnswer({ rows: [{ agent: 'a', url: '/', dialect: 'rfc9309', allowed: 'yes' }], disagreements: [] })).toBe(false);
    expect(isTestUrlAnswer(null)).toBe(false);
    expect(isTestUrlAnswer({ rows: [] })).toBe(false);
  });

  it('becomes a heading per robot and URL and a row per dialect, each row pointing at its deciding line', () => {
    const items = resultItems(answer);
    expect(items.filter((item) => item.kind === 'heading')).toHaveLength(4);
    const verdicts = items.filter((item) => item.kind === 'verdict');
    expect(verdicts).toHaveLength(answer.rows.length);
    for (const item of verdicts) {
      const { row } = item;
      expect(item.label).toBe(`${row.allowed ? '$(pass)' : '$(error)'} ${row.allowed ? 'allowed' : 'disallowed'}`);
      expect(item.line).toBe(row.line);
      expect(item.detail).toBe(row.reason);
      expect(item.description.startsWith(`${row.dialect} · `)).toBe(true);
      if (row.line !== undefined) expect(item.description).toContain(`line ${row.line + 1}: ${FILE.split('\n')[row.line]}`);
      else expect(item.description).toContain('no rule decides');
    }
    // Each heading is followed by its robot's and URL's rows, one per dialect.
    const heading = items.findIndex((item) => item.kind === 'heading' && item.label.startsWith('other · /private/x'));
    expect(items.slice(heading + 1, heading + 1 + DIALECTS.length).map((item) => item.kind === 'verdict' && item.row.dialect)).toEqual(DIALECTS);
  });

  it('says on the heading where the dialects disagree', () => {
    const headings = resultItems(answer).filter((item) => item.kind === 'heading');
    for (const heading of headings) {
      const [agent, url] = heading.label.split(' · ');
      const disagree = answer.disagreements.some((d) => d.agent === agent && d.url === url);
      expect(heading.label.endsWith(' · the dialects disagree')).toBe(disagree);
    }
    expect(answer.disagreements.length).toBeGreaterThan(0);
  });

  it('becomes a text table: a line per robot and URL, a column per dialect, * where they disagree', () => {
    const lines = resultText(answer).trimEnd().split('\n');
    expect(lines[0]!.split(/\s{2,}/).filter(Boolean)).toEqual(['robot', ...DIALECTS, 'url']);
    expect(lines).toHaveLength(1 + 4 + 1);
    for (const { agent, url } of answer.disagreements)
      expect(lines.find((line) => line.includes(` ${agent} `) && line.endsWith(url))!.startsWith('*')).toBe(true);
    const row = answer.rows.find((r) => r.agent === 'other' && r.url === '/private/x' && r.dialect === 'rfc9309')!;
    expect(lines.find((line) => line.includes('other') && line.endsWith('/private/x'))).toContain(`disallowed (line ${row.line! + 1})`);
  });
});
