/** robotsMetaFromHtml on real-world-like markup: comments, scripts, unquoted attributes, noscript, body tags, a huge page. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_META_SCAN_LIMIT, pageDirectives, robotsMetaFromHtml } from '../../src/meta/index.ts';

// The odd-markup page that docs/cli.md shows (`robotstxt meta docs/examples/meta-odd-markup.html`).
const ODD = readFileSync(new URL('../../docs/examples/meta-odd-markup.html', import.meta.url), 'utf8');

describe('robotsMetaFromHtml', () => {
  it('finds the tags a browser’s tokenizer finds, and nothing in comments, scripts, styles, titles, textareas, templates', () => {
    expect(robotsMetaFromHtml(ODD).tags.map((tag) => [tag.name, tag.content])).toEqual([
      ['robots', 'NOARCHIVE'],
      ['googlebot', 'max-snippet:20, max-image-preview:standard'],
      ['bingbot', 'nocache'],
      ['robots', 'nosnippet'],
      ['robots', 'unavailable_after: Wednesday, 15-Nov-2028 15:00:00 GMT'],
      ['robots', 'nofollow'],
    ]);
  });
  it('allNames keeps every named meta tag', () => {
    expect(robotsMetaFromHtml(ODD, { allNames: true }).tags.map((tag) => tag.name)).toContain('description');
  });
  it('the effective directives of the odd page', () => {
    const result = pageDirectives({ html: ODD, agent: 'Googlebot/2.1' });
    expect(result).toMatchObject({ index: true, follow: false, noarchive: true, nosnippet: true, maxSnippet: 0, maxImagePreview: 'standard' });
    expect(result.unavailableAfter?.time).toBe(Date.UTC(2028, 10, 15, 15));
    expect(pageDirectives({ html: ODD, agent: 'bingbot' }).noarchive).toBe(true);
  });
  it('a 10 MB page: reads up to the limit and says so', () => {
    const filler = '<p>' + 'lorem ipsum '.repeat(80) + '</p>\n';
    const big = `<html><head><meta name="robots" content="noindex"></head><body>${filler.repeat(Math.ceil(10_000_000 / filler.length))}<meta name="robots" content="nofollow"></body></html>`;
    expect(big.length).toBeGreaterThan(10_000_000);
    const scan = robotsMetaFromHtml(big);
    expect(scan).toMatchObject({ truncated: true, scanned: DEFAULT_META_SCAN_LIMIT });
    expect(scan.tags.map((tag) => tag.content)).toEqual(['noindex']);
    expect(scan.diagnostics.map((d) => d.code)).toEqual(['meta-scan-limit']);
    expect(robotsMetaFromHtml(big, { maxLength: Infinity }).tags).toHaveLength(2);
  });
  it('broken markup never throws', () => {
    for (const html of [
      '<meta name="robots" content="noindex',
      '<meta',
      '<<<>>>',
      '<meta name=robots content=noindex',
      '\u0000<meta name=robots content=none>',
      '<!--',
      '<script>',
    ]) {
      expect(() => robotsMetaFromHtml(html)).not.toThrow();
    }
    expect(robotsMetaFromHtml('<meta name=robots content=none>\u0000').tags).toHaveLength(1);
  });
});
