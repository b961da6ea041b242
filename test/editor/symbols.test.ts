/**
 * The outline (`documentSymbols`) and `foldingRanges`: groups as the dialect forms them, their lines as children,
 * the file's own lines (Sitemap) apart.
 */
import { describe, expect, it } from 'vitest';
import { documentSymbols, foldingRanges, SYMBOL_KIND } from '../../src/editor.ts';

const TEXT =
  '# Robots\n# for example.com\nUser-agent: a\nUser-agent: b\nDisallow: /x\nCrawl-delay: 5\n\nUser-agent: *\nAllow: /\n\nSitemap: https://example.com/s.xml\n';

describe('documentSymbols', () => {
  it('gives each group with its agents, rules and fields, then the Sitemap lines', () => {
    const symbols = documentSymbols(TEXT);
    expect(symbols.map((symbol) => [symbol.name, symbol.detail, symbol.kind])).toEqual([
      ['a, b', 'User-agents, 1 rule', SYMBOL_KIND.group],
      ['*', 'User-agent, 1 rule', SYMBOL_KIND.group],
      ['https://example.com/s.xml', 'Sitemap', SYMBOL_KIND.field],
    ]);
    const [group] = symbols;
    expect(group?.range).toEqual({ start: { line: 2, character: 0 }, end: { line: 5, character: 14 } });
    expect(group?.selectionRange).toEqual({ start: { line: 2, character: 0 }, end: { line: 2, character: 13 } });
    expect(group?.children.map((child) => [child.name, child.detail, child.kind])).toEqual([
      ['a', 'User-agent', SYMBOL_KIND.agent],
      ['b', 'User-agent', SYMBOL_KIND.agent],
      ['/x', 'Disallow', SYMBOL_KIND.rule],
      ['5', 'Crawl-delay', SYMBOL_KIND.field],
    ]);
    expect(group?.children[2]?.selectionRange).toEqual({ start: { line: 4, character: 10 }, end: { line: 4, character: 12 } });
  });

  it('groups as the dialect does: a blank line ends a 1994 record', () => {
    const text = 'User-agent: a\n\nDisallow: /x\n';
    expect(documentSymbols(text).map((symbol) => symbol.name)).toEqual(['a']);
    expect(documentSymbols(text)[0]?.children.map((child) => child.name)).toEqual(['a', '/x']);
    expect(documentSymbols(text, { dialect: '1994' }).map((symbol) => symbol.name)).toEqual(['a', '/x']);
  });

  it('lists an empty value as (empty) and a rule before any group at top level', () => {
    const symbols = documentSymbols('Disallow: /early\nUser-agent: x\nDisallow:\n');
    expect(symbols.map((symbol) => symbol.name)).toEqual(['/early', 'x']);
    expect(symbols[1]?.children.map((child) => child.name)).toEqual(['x', '(empty)']);
  });
});

describe('foldingRanges', () => {
  it('folds each group over several lines and each run of comment lines', () => {
    expect(foldingRanges(TEXT)).toEqual([
      { startLine: 0, endLine: 1, kind: 'comment' },
      { startLine: 2, endLine: 5, kind: 'region' },
      { startLine: 7, endLine: 8, kind: 'region' },
    ]);
  });

  it('folds nothing in an empty file or a one-line group', () => {
    expect(foldingRanges('')).toEqual([]);
    expect(foldingRanges('User-agent: *\n# one comment\n')).toEqual([]);
  });
});
