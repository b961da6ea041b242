/** Example tests of the canonical layout and of each rule of "meaning first". */
import { describe, expect, it } from 'vitest';
import { compile, DIAGNOSTIC_CODES, format, formatWithDiagnostics, parse } from '../../src/index.ts';

const codes = (text: string, options = {}) => formatWithDiagnostics(text, options).diagnostics.map((d) => `${d.range.start.line} ${d.code}`);

describe('format: the canonical layout', () => {
  it('spells known field names canonically and keeps unknown names as written', () => {
    expect(
      format(
        'user-AGENT:*\nDISALLOW:/a\nallow:/b\ncrawl-DELAY:1\nHOST:x\nrequest-rate:1/5\nvisit-time:0600-0845\nclean-PARAM:ref\nsitemap:http://x/s\nNoIndex:/c\nconstructor: x\n',
      ),
    ).toBe(
      'User-agent: *\nDisallow: /a\nAllow: /b\nCrawl-delay: 1\nHost: x\nRequest-rate: 1/5\nVisit-time: 0600-0845\nClean-param: ref\nSitemap: http://x/s\nNoIndex: /c\nconstructor: x\n',
    );
  });

  it('writes no space before the colon, one after, one before a trailing comment, no indentation or trailing whitespace', () => {
    expect(format('  User-agent  :   FooBot   #  the bot  \n\tDisallow:\t/x\t\n')).toBe('User-agent: FooBot #  the bot\nDisallow: /x\n');
  });

  it('keeps the inner whitespace of a value (revisited-1996 reads it as a list separator)', () => {
    expect(format('User-agent: a  b\nDisallow: /x \t/y\n')).toBe('User-agent: a  b\nDisallow: /x \t/y\n');
  });

  it('drops blank lines at the start and end, and collapses runs of them', () => {
    expect(format('\n\n# c\n\n\n\nUser-agent: *\nDisallow: /\n\n\n')).toBe('# c\n\nUser-agent: *\nDisallow: /\n');
  });

  it('adds a blank line before a group (and the comments above it) only where every dialect starts one', () => {
    expect(format('User-agent: a\nDisallow: /a\n# b\nUser-agent: b\nDisallow: /b\n')).toBe('User-agent: a\nDisallow: /a\n\n# b\nUser-agent: b\nDisallow: /b\n');
    // After Crawl-delay, rfc9309 starts no group (extension lines do not close one): no blank line, which would split a 1994 record.
    const merged = 'User-agent: a\nCrawl-delay: 1\nUser-agent: b\nDisallow: /b\n';
    expect(format(merged)).toBe(merged);
  });

  it('never removes a blank line inside a record when no dialect is given, and does under rfc9309', () => {
    const text = 'User-agent: a\n\nDisallow: /x\n';
    expect(format(text)).toBe(text);
    expect(compile(format(text), { dialect: '1994' }).isAllowed('/x', 'a')).toBe(true);
    expect(format(text, { dialect: 'rfc9309' })).toBe('User-agent: a\nDisallow: /x\n');
  });

  it('puts one blank line before the Sitemap lines that end the file (and the comments above them) where blank lines mean nothing', () => {
    const text = 'User-agent: *\nDisallow: /a\n\n# sitemaps\nSitemap: https://example.com/a.xml\n\nSitemap: https://example.com/b.xml\n';
    for (const dialect of ['rfc9309', 'google'] as const) {
      expect(format(text, { dialect })).toBe(
        'User-agent: *\nDisallow: /a\n\n# sitemaps\nSitemap: https://example.com/a.xml\nSitemap: https://example.com/b.xml\n',
      );
      expect(format('User-agent: *\nDisallow: /a\n# a comment of the rule\nSitemap: https://example.com/a.xml', { dialect })).toBe(
        'User-agent: *\nDisallow: /a\n\n# a comment of the rule\nSitemap: https://example.com/a.xml\n',
      );
      // A comment after a blank line goes with the rules above it.
      expect(format('User-agent: *\nDisallow: /a\n# a\n\nSitemap: https://example.com/a.xml', { dialect })).toBe(
        'User-agent: *\nDisallow: /a\n# a\n\nSitemap: https://example.com/a.xml\n',
      );
      // Sitemap lines that are not last, or that start the file, stay where they are.
      expect(format('Sitemap: https://example.com/a.xml\nUser-agent: *\nDisallow: /a\n', { dialect })).toBe(
        'Sitemap: https://example.com/a.xml\n\nUser-agent: *\nDisallow: /a\n',
      );
      expect(format('User-agent: *\nSitemap: https://example.com/a.xml\nDisallow: /a\n', { dialect })).toBe(
        'User-agent: *\nSitemap: https://example.com/a.xml\nDisallow: /a\n',
      );
    }
    // The record dialects keep the blank lines as written.
    expect(format(text, { dialect: '1994' })).toBe(text);
    expect(format('User-agent: *\nDisallow: /a\nSitemap: https://example.com/a.xml\n')).toBe(
      'User-agent: *\nDisallow: /a\nSitemap: https://example.com/a.xml\n',
    );
  });

  it('writes one line end (LF, CRLF, or the file’s own), a final one, and drops the BOM unless asked', () => {
    const text = '\ufeffUser-agent: *\r\nDisallow: /a\rDisallow: /b';
    expect(format(text)).toBe('User-agent: *\nDisallow: /a\nDisallow: /b\n');
    expect(format(text, { lineEnding: 'crlf', bom: 'keep' })).toBe('\ufeffUser-agent: *\r\nDisallow: /a\r\nDisallow: /b\r\n');
    expect(format(text, { lineEnding: 'preserve' })).toBe('User-agent: *\r\nDisallow: /a\r\nDisallow: /b\r\n');
    expect(format('')).toBe('');
    expect(format('\n\n')).toBe('');
  });

  it('aligns trailing comments within a block on request', () => {
    expect(format('User-agent: *  # all\nDisallow: /private/ # no\n', { alignComments: true })).toBe('User-agent: *       # all\nDisallow: /private/ # no\n');
  });

  it('accepts bytes and a parsed document', () => {
    expect(format(new TextEncoder().encode('user-agent:*\n'))).toBe('User-agent: *\n');
    expect(format(parse('user-agent:*\n'))).toBe('User-agent: *\n');
    expect(formatWithDiagnostics('User-agent: *\n').changed).toBe(false);
  });
});

describe('format: lines it leaves as written, with a diagnostic', () => {
  it('a value running into #, a spaced field name, a line without a directive', () => {
    expect(codes('User-agent: *\nDisallow: /a#b\nUser agent: x\n<html>\n')).toEqual([
      '2 format-value-with-hash',
      '3 format-spaced-field-name',
      '4 format-invalid-line-kept',
    ]);
    expect(format('User-agent: *\nDisallow: /a#b\n')).toBe('User-agent: *\nDisallow: /a#b\n');
  });

  it('a Google typo under a non-Google reading; repaired only with dialect google', () => {
    const text = 'User-agent: *\nDissallow: /x\nDisallow /y\n';
    expect(codes(text)).toEqual(['2 format-typo-kept', '3 format-invalid-line-kept']);
    expect(format(text, { repairTypos: true })).toBe(text);
    expect(format(text, { dialect: 'rfc9309', repairTypos: true })).toBe(text);
    expect(format(text, { dialect: 'google', repairTypos: true })).toBe('User-agent: *\nDisallow: /x\nDisallow: /y\n');
  });

  it('a line near Google’s line limit', () => {
    const long = `User-agent: *\nDisallow:/${'a'.repeat(16_700)}\n`;
    expect(codes(long)).toEqual(['2 format-long-line']);
    expect(format(long)).toBe(long);
  });

  it('the lines up to rfc9309’s parse limit of a longer file', () => {
    const text = `User-agent: *\n${'disallow:/x\n'.repeat(3)}`;
    const result = formatWithDiagnostics(text, { parseLimit: 20 });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['format-parse-limit-kept']);
    expect(result.text).toBe('User-agent: *\ndisallow:/x\nDisallow: /x\nDisallow: /x\n');
  });

  it('refuses to sort where order decides, and to move a Sitemap line that closes a draft-1996 record', () => {
    expect(codes('User-agent: *\nDisallow: /b\nAllow: /a\n', { sort: true })).toEqual(['1 format-sort-refused']);
    expect(format('User-agent: *\nDisallow: /b\nAllow: /a\n', { sort: true, dialect: 'google' })).toBe('User-agent: *\nAllow: /a\nDisallow: /b\n');
    const text = 'User-agent: a\nSitemap: http://x/s\nUser-agent: b\nDisallow: /\n';
    expect(codes(text, { sitemapsAtEnd: true })).toEqual(['2 format-sitemaps-kept']);
    expect(format(text, { sitemapsAtEnd: true, dialect: 'rfc9309' })).toBe('User-agent: a\nUser-agent: b\nDisallow: /\n\nSitemap: http://x/s\n');
  });

  it('removes exact duplicate rules of one group on request', () => {
    expect(format('User-agent: *\nDisallow: /a\nDisallow: /a\nDisallow: /a # why\n', { removeDuplicates: true })).toBe(
      'User-agent: *\nDisallow: /a\nDisallow: /a # why\n',
    );
  });

  it('every diagnostic has the severity of the table', () => {
    const all = formatWithDiagnostics('User-agent: *\nDisallow: /a#b\nUser agent: x\n<html>\nDissallow: /x\n', { sort: true }).diagnostics;
    for (const d of all) expect(d.severity).toBe(DIAGNOSTIC_CODES[d.code].severity);
  });
});
