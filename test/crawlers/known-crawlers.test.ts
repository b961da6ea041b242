/**
 * The known-crawler table: every fact has a source, names are unique, and the cross-references
 * (a control token's crawler, a retired token's successor) point at entries of the table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crawlersPage } from '../../scripts/crawlers-docs.ts';
import { repoPath } from '../helpers/paths.ts';
import { AI_ROBOTS_TXT, CRAWLER_PURPOSES, KNOWN_CRAWLERS, knownCrawler } from '../../src/index.ts';

describe('the known-crawler table', () => {
  it('knows each name once, case-insensitively, across tokens and listed names', () => {
    const seen = new Map<string, string>();
    for (const crawler of KNOWN_CRAWLERS) {
      for (const name of [crawler.token, ...(crawler.listedAs ?? [])]) {
        const key = name.toLowerCase();
        expect(seen.get(key), `${name} is also ${seen.get(key)}`).toBeUndefined();
        seen.set(key, crawler.token);
      }
    }
  });

  it('writes each token as a product: no whitespace, no version', () => {
    for (const { token } of KNOWN_CRAWLERS) expect(token).toMatch(/^[^\s/()]+$/);
  });

  it('gives every fact a source: an https page or the ai.robots.txt list', () => {
    for (const crawler of KNOWN_CRAWLERS) {
      expect(crawler.source === AI_ROBOTS_TXT || /^https:\/\/[^\s]+$/.test(crawler.source), crawler.token).toBe(true);
    }
  });

  it('uses only the documented purposes', () => {
    const purposes = new Set(CRAWLER_PURPOSES.map((entry) => entry.purpose));
    for (const crawler of KNOWN_CRAWLERS) expect(purposes.has(crawler.purpose), crawler.token).toBe(true);
  });

  it('points control tokens and retired tokens at crawlers of the table', () => {
    for (const crawler of KNOWN_CRAWLERS) {
      for (const target of [crawler.controls, crawler.replacedBy]) {
        if (target !== undefined) expect(knownCrawler(target)?.token, `${crawler.token} → ${target}`).toBe(target);
      }
    }
  });

  it('is ordered by token, so a reader finds an entry and a diff shows one line', () => {
    const tokens = KNOWN_CRAWLERS.map((crawler) => crawler.token.toLowerCase());
    expect(tokens).toEqual([...tokens].sort((a, b) => a.localeCompare(b)));
  });

  it('has the search engines and the AI crawlers site owners ask about', () => {
    expect(knownCrawler('Googlebot')).toMatchObject({ operator: 'Google', purpose: 'search', crawlDelay: 'ignores', rendersPages: true });
    expect(knownCrawler('bingbot')).toMatchObject({ operator: 'Microsoft', purpose: 'search', crawlDelay: 'obeys' });
    expect(knownCrawler('GPTBot')).toMatchObject({ operator: 'OpenAI', purpose: 'training', obeysRobotsTxt: 'yes' });
    expect(knownCrawler('OAI-SearchBot')?.purpose).toBe('ai-search');
    expect(knownCrawler('ChatGPT-User')?.purpose).toBe('user-fetch');
    expect(knownCrawler('ClaudeBot')?.purpose).toBe('training');
    expect(knownCrawler('Perplexity-User')?.obeysRobotsTxt).toBe('no');
    expect(knownCrawler('AdsBot-Google')?.obeysOnlyWhenNamed).toBe(true);
  });

  it('says which tokens govern another crawler and which are retired', () => {
    expect(knownCrawler('Google-Extended')?.controls).toBe('Googlebot');
    expect(knownCrawler('Applebot-Extended')?.controls).toBe('Applebot');
    expect(knownCrawler('anthropic-ai')?.replacedBy).toBe('ClaudeBot');
    expect(knownCrawler('Claude-Web')?.replacedBy).toBe('ClaudeBot');
  });

  it('finds a crawler by a listed spelling, and nothing for names it does not know', () => {
    expect(knownCrawler('Brightbot 1.0')?.token).toBe('Brightbot');
    expect(knownCrawler('  gptbot ')?.token).toBe('GPTBot');
    expect(knownCrawler('NoSuchBot')).toBeUndefined();
    expect(knownCrawler('')).toBeUndefined();
    expect(knownCrawler('*')).toBeUndefined();
  });

  it('is published in docs/crawlers.md as npm run docs:crawlers writes it', () => {
    expect(readFileSync(repoPath('docs/crawlers.md'), 'utf8'), 'docs/crawlers.md is stale: run npm run docs:crawlers').toBe(crawlersPage());
  });
});
