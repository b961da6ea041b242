/**
 * Code actions: each fix of the findings on the requested lines, a comment that disables the finding's rule on its
 * line (kept in the file's line ending and indentation, merged into a disabling comment already above), and fix-all,
 * which gives what `fixText` gives.
 */
import { describe, expect, it } from 'vitest';
import { codeActions, fixAllAction, fixAllEdits } from '../../src/editor.ts';
import { fixText, lint } from '../../src/index.ts';
import { applyLspEdits } from './lsp-edits.ts';

const at = (line: number, character = 0) => ({ start: { line, character }, end: { line, character } });

describe('codeActions', () => {
  it('offers each fix of a finding on the cursor line, the first safe one preferred, then the disabling comment', () => {
    const text = 'User-agent: *\nDisallow : /a\n';
    expect(codeActions(text, at(1))).toEqual([
      {
        title: 'Remove the whitespace before the colon',
        kind: 'quickfix',
        diagnostic: { code: 'space-before-colon', range: { start: { line: 1, character: 8 }, end: { line: 1, character: 9 } } },
        edits: [{ range: { start: { line: 1, character: 8 }, end: { line: 1, character: 9 } }, newText: '' }],
        isPreferred: true,
        safe: true,
      },
      {
        title: 'Disable space-before-colon on this line',
        kind: 'quickfix',
        diagnostic: { code: 'space-before-colon', range: { start: { line: 1, character: 8 }, end: { line: 1, character: 9 } } },
        edits: [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, newText: '# robotstxt-disable-next-line space-before-colon\n' }],
        isPreferred: false,
        safe: true,
      },
    ]);
  });

  it('offers nothing for a line without findings', () => {
    expect(codeActions('User-agent: *\nDisallow : /a\n', at(0))).toEqual([]);
  });

  it('marks a suggestion as not safe and not preferred', () => {
    const actions = codeActions('User-agent: *\nDissallow: /a\n', at(1));
    const suggestion = actions.find((action) => action.title.includes('Disallow') && !action.title.startsWith('Disable'));
    expect(suggestion).toMatchObject({ kind: 'quickfix', isPreferred: false, safe: false });
    expect(applyLspEdits('User-agent: *\nDissallow: /a\n', suggestion?.edits ?? [])).toBe('User-agent: *\nDisallow: /a\n');
  });

  it('disables the rule with a comment the linter reads, so the finding is gone', () => {
    for (const text of [
      'User-agent: *\nDisallow : /a\n',
      'User-agent: *\r\nDisallow : /a\r\n',
      'User-agent: *\rDisallow : /a',
      '\ufeffDisallow : /a\nUser-agent: *\n',
    ]) {
      const line = text.startsWith('\ufeff') ? 0 : 1;
      const disable = codeActions(text, at(line)).find((action) => action.title === 'Disable space-before-colon on this line');
      const disabled = applyLspEdits(text, disable?.edits ?? []);
      expect(
        lint(disabled).diagnostics.map((d) => d.code),
        JSON.stringify(disabled),
      ).not.toContain('space-before-colon');
    }
  });

  it('writes the comment in the file line ending and the line indentation', () => {
    const text = 'User-agent: *\r\n  Disallow : /a\r\n';
    const disable = codeActions(text, at(1)).find((action) => action.title.startsWith('Disable space-before-colon'));
    expect(applyLspEdits(text, disable?.edits ?? [])).toBe('User-agent: *\r\n  # robotstxt-disable-next-line space-before-colon\r\n  Disallow : /a\r\n');
  });

  it('keeps the byte-order mark first when the comment goes above line 1', () => {
    const text = '\ufeffDisallow : /a\nUser-agent: *\n';
    const disable = codeActions(text, at(0)).find((action) => action.title.startsWith('Disable space-before-colon'));
    expect(applyLspEdits(text, disable?.edits ?? [])).toBe('\ufeff# robotstxt-disable-next-line space-before-colon\nDisallow : /a\nUser-agent: *\n');
  });

  it('adds the code to a disabling comment already above the line (a comment reaches only the next line)', () => {
    const text = 'User-agent: *\n# robotstxt-disable-next-line duplicate-rule\nDisallow : /a\n';
    const disable = codeActions(text, at(2)).find((action) => action.title.startsWith('Disable space-before-colon'));
    const disabled = applyLspEdits(text, disable?.edits ?? []);
    expect(disabled).toBe('User-agent: *\n# robotstxt-disable-next-line duplicate-rule space-before-colon\nDisallow : /a\n');
    expect(lint(disabled).diagnostics).toEqual([]);
  });

  it('offers one disabling comment per code and line', () => {
    const text = 'User-agent: *\nDisallow: /a\nDisallow: /a\n';
    const titles = codeActions(text, { start: { line: 0, character: 0 }, end: { line: 2, character: 0 } }).map((action) => action.title);
    expect(titles.filter((title) => title.startsWith('Disable'))).toEqual(['Disable duplicate-rule on this line']);
  });
});

describe('fix-all', () => {
  it('gives what fixText gives, in whole lines', () => {
    const text = 'User-agent: *\nDisallow : /a\nDisallow: /a\n';
    const edits = fixAllEdits(text);
    expect(edits).toEqual([{ range: { start: { line: 1, character: 0 }, end: { line: 3, character: 0 } }, newText: 'Disallow: /a\n' }]);
    expect(applyLspEdits(text, edits)).toBe(fixText(text).text);
  });

  it('never splits a CR LF', () => {
    const text = 'User-agent: *\r\nDisallow : /a\r\nDisallow: /a\r\n';
    const [edit] = fixAllEdits(text);
    expect(edit?.range.start.character).toBe(0);
    expect(edit?.range.end.character).toBe(0);
    expect(applyLspEdits(text, fixAllEdits(text))).toBe(fixText(text).text);
  });

  it('is empty, and no action, when nothing is fixable', () => {
    expect(fixAllEdits('User-agent: *\nDisallow: /a\n')).toEqual([]);
    expect(fixAllAction('User-agent: *\nDisallow: /a\n')).toBeUndefined();
  });

  it('is a source.fixAll action', () => {
    expect(fixAllAction('User-agent: *\nDisallow : /a\n')).toMatchObject({ kind: 'source.fixAll', safe: true, isPreferred: false });
  });
});
