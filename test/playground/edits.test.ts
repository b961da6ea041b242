/**
 * The page changes the editor's text through LSP-shaped edits (fixes, fix-all) and whole-text
 * replacements (Format, Open, a shared link): both must give exactly the text the library gives.
 */
import { EditorState } from '@codemirror/state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorDiagnostics, fixAllEdits } from '../../src/editor.ts';
import { fixText } from '../../src/index.ts';
import { smallestChange } from '../../playground/src/edits.ts';
import { applyLspEdits, offsetOf } from '../../playground/src/problems.ts';

const line = fc.constantFrom(
  'User-agent: *',
  'user-agent : FooBot',
  'Disallow : /a',
  'Disallow: /a',
  'Allow: /a/',
  'Disalow: /x',
  'Crawl-delay: x',
  '',
  '# c',
  'Sitemap: /s',
);
const lineEnd = fc.constantFrom('\n', '\r\n', '\r');
/** A file, its lines ended by LF, CR LF, CR or a mix. */
const file = fc.array(fc.tuple(line, lineEnd), { maxLength: 10 }).map((lines) => lines.map(([text, end]) => text + end).join(''));

describe('editing the page’s text', () => {
  it('Fix all safe gives exactly what fixText gives', () => {
    fc.assert(
      fc.property(file, (text) => {
        expect(applyLspEdits(text, fixAllEdits(text))).toBe(fixText(text).text);
      }),
      { numRuns: 300 },
    );
  });

  it('each quick fix applies its edits where the finding is', () => {
    const text = 'User-agent: *\r\nDisallow : /a\r\n';
    const doc = EditorState.create({ doc: text }).doc;
    const [finding] = editorDiagnostics(text);
    expect(finding?.code).toBe('space-before-colon');
    expect(offsetOf(doc, finding!.range.start)).toBe(22);
    expect(applyLspEdits(text, finding!.data.fixes[0]!.edits)).toBe('User-agent: *\r\nDisallow: /a\r\n');
  });

  it('reads positions past a line or the text as its end', () => {
    const doc = EditorState.create({ doc: 'ab\ncd' }).doc;
    expect(offsetOf(doc, { line: 0, character: 9 })).toBe(2);
    expect(offsetOf(doc, { line: 7, character: 0 })).toBe(5);
    expect(offsetOf(doc, { line: 1, character: 1 })).toBe(4);
    const edit = (line: number, character: number) => [{ range: { start: { line, character }, end: { line, character } }, newText: '|' }];
    expect(applyLspEdits('ab\r\ncd', edit(0, 9))).toBe('ab|\r\ncd');
    expect(applyLspEdits('ab\r\ncd', edit(7, 0))).toBe('ab\r\ncd|');
    expect(applyLspEdits('ab\r\ncd', edit(1, 1))).toBe('ab\r\nc|d');
  });

  it('replaces a whole text by the one span that differs', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (before, after) => {
        const change = smallestChange(before, after);
        expect(before.slice(0, change.from) + change.insert + before.slice(change.to)).toBe(after);
        expect(change.to - change.from).toBeLessThanOrEqual(before.length);
      }),
      { numRuns: 500 },
    );
  });
});
