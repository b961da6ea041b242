/**
 * Every rule: its documented bad example triggers it, its good example does
 * not; fixtures with the exact ranges; presets, settings and disable comments.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, lint, RULES, type LintOptions } from '../../src/index.ts';
import { ruleDocs } from '../../scripts/rule-docs.ts';

const ROOT = path.join(import.meta.dirname, '../..');

/** The options a rule's example is linted with: its own, with the rule switched on. */
function exampleOptions(rule: (typeof RULES)[number]): LintOptions {
  return { ...rule.exampleOptions, rules: { [rule.code]: 'warn' } };
}

describe('every rule', () => {
  for (const rule of RULES) {
    it(`${rule.code}: the bad example triggers it, the good one does not`, () => {
      if (rule.bad !== '') expect(lint(rule.bad, exampleOptions(rule)).diagnostics.map((d) => d.code)).toContain(rule.code);
      expect(lint(rule.good, exampleOptions(rule)).diagnostics.map((d) => d.code)).not.toContain(rule.code);
    });
  }

  it('every rule code is a DiagnosticCode of the lint stage (or a parse-level code it re-reports)', () => {
    for (const rule of RULES) {
      const info = DIAGNOSTIC_CODES[rule.code];
      expect(info, rule.code).toBeDefined();
      if (info.stage === 'lint') expect(info.severity).toBe(rule.severity.recommended === 'off' ? rule.severity.portable : rule.severity.recommended);
    }
    expect(new Set(RULES.map((rule) => rule.code)).size).toBe(RULES.length);
  });

  it('the encoding rules fire on bytes', () => {
    expect(lint(new Uint8Array([0x55, 0x3a, 0xe9, 0x0a])).diagnostics.map((d) => d.code)).toContain('invalid-utf8');
    expect(lint(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x3a, 0x00])).diagnostics.map((d) => d.code)).toContain('utf16-encoding');
  });
});

describe('docs/rules', () => {
  it('has a page per rule and an index, each as npm run docs:rules writes it', () => {
    for (const [file, text] of ruleDocs()) {
      let onDisk = '';
      try {
        onDisk = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        // missing: fails below
      }
      expect(onDisk, `${file} is missing or stale: run npm run docs:rules`).toBe(text);
    }
  });
});

/** `[code, line, column, endLine, endColumn]` of each finding. */
function where(text: string, options?: LintOptions): [string, number, number, number, number][] {
  return lint(text, options).diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column, d.range.end.line, d.range.end.column]);
}

describe('fixtures with ranges', () => {
  it('syntax', () => {
    expect(where('User-agent: *\nDisallow /x\n')).toEqual([
      ['group-without-rules', 1, 1, 1, 14],
      ['missing-colon', 2, 1, 2, 12],
    ]);
    expect(where('User-agent: *\nDisallow  : /x\n')).toEqual([['space-before-colon', 2, 9, 2, 11]]);
    expect(where('User-agent: *\nDissallow: /x\n')).toEqual([['unknown-field', 2, 1, 2, 10]]);
    expect(where('\uFEFFUser-agent: *\nDisallow: /x\n')).toEqual([['byte-order-mark', 1, 1, 1, 2]]);
    expect(where('User-agent: *\nDisallow: /a\u0000b\n')).toEqual([['control-character', 2, 13, 2, 14]]);
  });

  it('structure', () => {
    expect(where('Disallow: /a\nUser-agent: *\nDisallow: /b\n')).toEqual([['rule-outside-group', 1, 1, 1, 13]]);
    expect(where('User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n')).toEqual([['duplicate-star-group', 4, 1, 4, 14]]);
    expect(where('User-agent: *\n\nDisallow: /a\n')).toEqual([['blank-line-in-group', 2, 1, 3, 1]]);
    expect(where('User-agent: a\nDisallow: /a\nUser-agent: b\nDisallow: /b\n', { dialect: '1994' })).toEqual([['missing-blank-line', 3, 1, 3, 14]]);
    expect(where('User-agent: a\nCrawl-delay: 1\nUser-agent: b\nDisallow: /b\n', { rules: { 'non-standard-field': 'off' } })).toEqual([
      ['extension-between-agents', 2, 1, 2, 15],
    ]);
  });

  it('values', () => {
    expect(where('User-agent: *\nDisallow: a/\n')).toEqual([['path-start', 2, 11, 2, 13]]);
    expect(where('User-agent: *\nDisallow: /a$b\n')).toEqual([['dollar-not-at-end', 2, 13, 2, 14]]);
    expect(where('User-agent: *\nCrawl-delay: .5\n', { rules: { 'non-standard-field': 'off' } })).toEqual([]);
    expect(where('User-agent: *\nACAP-disallow-crawl: /a\n').map((d) => d[0])).toEqual(['no-effect-field']);
    expect(where('User-agent: *\nDisallow: /%2fa\n')).toEqual([['percent-escape', 2, 12, 2, 15]]);
    expect(where('User-agent: Foo/1.0\nDisallow: /\n')).toEqual([['agent-not-product-token', 1, 13, 1, 20]]);
    expect(where('Sitemap: sitemap.xml\n')).toEqual([['sitemap-url', 1, 10, 1, 21]]);
    expect(where('User-agent: *\nCrawl-delay: -1\n', { rules: { 'non-standard-field': 'off' } })).toEqual([['crawl-delay-value', 2, 14, 2, 16]]);
    expect(where('User-agent: *\nDisallow: /a\nContent-Usage: train-ai=n\n').map((d) => d[0])).toEqual(['non-standard-field']);
  });

  it('meaning', () => {
    expect(where('User-agent: *\nDisallow: /a\nDisallow: /a\n')).toEqual([['duplicate-rule', 3, 1, 3, 13]]);
    expect(where('User-agent: *\nDisallow: /a\nAllow: /a\n')).toEqual([['unreachable-rule', 2, 1, 2, 13]]);
    expect(
      where('User-agent: *\nDisallow: /a\nAllow: /a/b\n', {
        dialects: ['draft-1996', 'rfc9309'],
        preset: 'strict',
        rules: { 'dialect-verdict-differs': 'off' },
      }),
    ).toEqual([['precedence-differs', 3, 1, 3, 12]]);
    expect(where('User-agent: *\nDisallow: /a\nAllow: /a/b\n', { dialect: 'draft-1996' })).toEqual([['unreachable-rule', 3, 1, 3, 12]]);
    expect(where('User-agent: *\nDisallow: /a\nDisallow: /a/b\n', { dialect: '1994' })).toEqual([['unreachable-rule', 3, 1, 3, 15]]);
    expect(where('User-agent: *\nDisallow: /\n')).toEqual([['disallow-all', 2, 1, 2, 12]]);
    expect(where('User-agent: *\nDisallow:\nDisallow: /a\n')).toEqual([['empty-disallow-with-rules', 2, 1, 2, 10]]);
    const related = lint('User-agent: *\nDisallow: /a\nDisallow: /a\n').diagnostics[0]?.related;
    expect(related?.map((r) => r.range.start.line)).toEqual([2]);
  });
});

describe('configuration', () => {
  const text = 'User-agent: *\nDisallow : /a\nCrawl-delay: x\n';
  it('per-rule settings override the preset', () => {
    const result = lint(text, { rules: { 'crawl-delay-value': 'error', 'space-before-colon': 'off' } });
    expect(result.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['non-standard-field', 'info'],
      ['crawl-delay-value', 'error'],
    ]);
    expect(result.errorCount).toBe(1);
  });

  it('strict raises infos to warnings; portable lints every dialect', () => {
    expect(lint(text, { preset: 'strict' }).infoCount).toBe(0);
    expect(lint(text, { preset: 'portable' }).dialects).toHaveLength(5);
  });

  it('# robotstxt-disable-next-line turns off the codes it names for the next line', () => {
    const disabled = 'User-agent: *\n# robotstxt-disable-next-line space-before-colon\nDisallow : /a\n# robotstxt-disable-next-line\nCrawl-delay: x\n';
    expect(lint(disabled).diagnostics).toEqual([]);
    const other = 'User-agent: *\n# robotstxt-disable-next-line duplicate-rule\nDisallow : /a\n';
    expect(lint(other).diagnostics.map((d) => d.code)).toEqual(['space-before-colon']);
  });

  it('each typo and bad value of a file is its own finding', () => {
    const codes = lint(
      'User-agent: *\nDissallow: /a\nDisalow: /b\nSitemaps: https://x.test/s.xml\nCrawl-delay: abc\nAllow: nope\nUseragent: x\n',
    ).diagnostics.map((d) => d.code);
    expect(codes.filter((code) => code === 'unknown-field')).toHaveLength(4);
    expect(codes).toContain('crawl-delay-value');
    expect(codes).toContain('path-start');
  });

  it('an HTML page and an .htaccess file are not robots.txt', () => {
    expect(lint('<!doctype html><html><body>404</body></html>').diagnostics[0]?.code).toBe('not-robots-txt');
    expect(lint('RewriteEngine On\nRewriteRule ^(.*)$ index.php [L]\n').diagnostics.map((d) => d.code)).toContain('not-robots-txt');
  });

  it('a file over 500 KiB is reported where the limit cuts it', () => {
    const big = `User-agent: *\n${'Disallow: /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n'.repeat(13_000)}`;
    const finding = lint(big).diagnostics.find((d) => d.code === 'file-too-large');
    expect(finding?.range.start.offset).toBe(512_000);
  });
});
