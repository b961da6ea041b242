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
import { changesOf, offsetOf } from '../../playground/src/problems.ts';

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
const file = fc.array(line, { maxLength: 10 }).map((lines) => lines.join('\n'));

function apply(text: string, changes: { from: number; to: number; insert: string }[]): string {
  const state = EditorState.create({ doc: text });
  return state.update({ changes }).state.doc.toString();
}

describe('editing the page’s text', () => {
  it('Fix all safe gives exactly what fixText gives', () => {
    fc.assert(
      fc.property(file, (text) => {
        const doc = EditorState.create({ doc: text }).doc;
        expect(apply(text, changesOf(doc, fixAllEdits(text)))).toBe(fixText(text).text);
      }),
      { numRuns: 300 },
    );
  });

  it('each quick fix applies its edits where the finding is', () => {
    const text = 'User-agent: *\nDisallow : /a\n';
    const doc = EditorState.create({ doc: text }).doc;
    const [finding] = editorDiagnostics(text);
    expect(finding?.code).toBe('space-before-colon');
    expect(offsetOf(doc, finding!.range.start)).toBe(22);
    expect(apply(text, changesOf(doc, finding!.data.fixes[0]!.edits))).toBe('User-agent: *\nDisallow: /a\n');
  });

  it('reads positions past a line or the text as its end', () => {
    const doc = EditorState.create({ doc: 'ab\ncd' }).doc;
    expect(offsetOf(doc, { line: 0, character: 9 })).toBe(2);
    expect(offsetOf(doc, { line: 7, character: 0 })).toBe(5);
    expect(offsetOf(doc, { line: 1, character: 1 })).toBe(4);
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
