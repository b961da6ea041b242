/**
 * `editorDiagnostics`: the linter's findings in LSP's `Diagnostic` shape, with the rule's page, the related places,
 * the tags editors draw, and the fixes code actions need.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_TAGS, editorDiagnostics, REPOSITORY_URL, ruleDocsUrl, tagsOf } from '../../src/editor.ts';
import { lint, RULES } from '../../src/index.ts';
import { repoPath } from '../helpers/paths.ts';

describe('editorDiagnostics', () => {
  it('gives each finding with 0-based range, LSP severity, source, page and fixes', () => {
    const [diagnostic] = editorDiagnostics('User-agent: *\nDisallow : /a\n');
    expect(diagnostic).toEqual({
      range: { start: { line: 1, character: 8 }, end: { line: 1, character: 9 } },
      severity: 3,
      code: 'space-before-colon',
      source: 'robotstxt',
      message: expect.stringContaining('Whitespace between the field name and its colon'),
      codeDescription: { href: 'https://github.com/robotstxt-toolkit/robotstxt-toolkit/blob/main/docs/rules/space-before-colon.md' },
      relatedInformation: [],
      data: {
        fixes: [
          {
            title: 'Remove the whitespace before the colon',
            safe: true,
            edits: [{ range: { start: { line: 1, character: 8 }, end: { line: 1, character: 9 } }, newText: '' }],
          },
        ],
        dialects: ['rfc9309'],
      },
    });
  });

  it('maps error, warning and info to LSP severities 1, 2 and 3', () => {
    const text = 'User-agent: *\nDisallow: /a\nDisallow: /a\nDissallow: /b\nDisallow : /c\n';
    const options = { rules: { 'unknown-field': 'error' } } as const;
    const bySeverity = new Map(lint(text, options).diagnostics.map((d) => [d.code, d.severity]));
    for (const diagnostic of editorDiagnostics(text, options)) {
      expect(diagnostic.severity).toBe({ error: 1, warning: 2, info: 3 }[bySeverity.get(diagnostic.code) as string]);
    }
    expect(new Set(editorDiagnostics(text, options).map((d) => d.severity))).toEqual(new Set([1, 2, 3]));
  });

  it('gives the related places as ranges with their messages, without a URI', () => {
    const [duplicate] = editorDiagnostics('User-agent: *\nDisallow: /a\nDisallow: /a\n');
    expect(duplicate?.code).toBe('duplicate-rule');
    expect(duplicate?.relatedInformation).toEqual([
      { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 12 } }, message: 'the first copy' },
    ]);
  });

  it('tags a line that does nothing as Unnecessary, an obsolete field as Deprecated too, and others not at all', () => {
    const text = 'User-agent: *\nDisallow: /a\nDisallow: /a\nNoindex: /b\nCrawl-delay: x\n';
    const tags = Object.fromEntries(editorDiagnostics(text).map((d) => [d.code, d.tags]));
    expect(tags['duplicate-rule']).toEqual([1]);
    expect(tags['no-effect-field']).toEqual([1, 2]);
    expect(tags['crawl-delay-value']).toBeUndefined();
  });

  it('carries the witness of a portability finding in data', () => {
    const diagnostic = editorDiagnostics('User-agent: *\nDisallow: /*.pdf\n', { dialects: 'all' }).find((d) => d.code === 'dialect-verdict-differs');
    expect(diagnostic?.data.witness).toMatchObject({ agent: expect.any(String), url: expect.any(String) });
  });

  it('reads the linter options: a rule turned off is not reported', () => {
    const text = 'User-agent: *\nDisallow : /a\n';
    expect(editorDiagnostics(text, { rules: { 'space-before-colon': 'off' } })).toEqual([]);
  });
});

describe('the tag table', () => {
  it('names only lint rules, with tags 1 and 2', () => {
    const codes = new Set(RULES.map((rule) => rule.code));
    for (const [code, tags] of Object.entries(DIAGNOSTIC_TAGS)) {
      expect(codes.has(code as never), code).toBe(true);
      for (const tag of tags ?? []) expect([1, 2]).toContain(tag);
    }
  });

  it('gives no tag to a code it does not name (a rule added later)', () => {
    expect(tagsOf('some-new-rule')).toEqual([]);
    expect(tagsOf('toString')).toEqual([]);
  });
});

describe('rule pages', () => {
  it('link to docs/rules/<code>.md on the repository package.json names', () => {
    const pkg = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { repository: { url: string }; homepage: string };
    expect(pkg.repository.url).toBe(`git+${REPOSITORY_URL}.git`);
    expect(pkg.homepage.startsWith(REPOSITORY_URL)).toBe(true);
    expect(ruleDocsUrl('unknown-field')).toBe(`${REPOSITORY_URL}/blob/main/docs/rules/unknown-field.md`);
  });

  it('exist for every rule', () => {
    for (const rule of RULES) expect(() => readFileSync(repoPath(`docs/rules/${rule.code}.md`)), rule.code).not.toThrow();
  });
});
