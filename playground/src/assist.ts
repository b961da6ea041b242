/**
 * Completion and hover answers in the editor.
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { EditorView, Tooltip } from '@codemirror/view';
import { KNOWN_CRAWLERS, knownCrawler } from '../../src/index.ts';

const FIELDS = ['User-agent', 'Allow', 'Disallow', 'Sitemap', 'Crawl-delay', 'Content-Signal', 'Content-Usage'];

/** Field names at the start of a line; crawler tokens after `User-agent:`. */
export function complete(context: CompletionContext): CompletionResult | null {
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  const agent = /^\s*user-?agent\s*:\s*([^#\s]*)$/i.exec(before);
  if (agent) {
    return {
      from: context.pos - (agent[1] ?? '').length,
      options: KNOWN_CRAWLERS.map((crawler) => ({ label: crawler.token, detail: crawler.operator ?? '', type: 'constant' })),
      validFor: /^[^#\s]*$/,
    };
  }
  const field = /^\s*([A-Za-z-]*)$/.exec(before);
  if (field && (context.explicit || (field[1] ?? '').length > 0)) {
    return { from: context.pos - (field[1] ?? '').length, options: FIELDS.map((name) => ({ label: `${name}: `, type: 'keyword' })), validFor: /^[A-Za-z-]*$/ };
  }
  return null;
}

/** Who runs the crawler a User-agent line names. */
export function hover(view: EditorView, pos: number): Tooltip | null {
  const line = view.state.doc.lineAt(pos);
  const match = /^(\s*user-?agent\s*:\s*)([^#\s]+)/i.exec(line.text);
  if (!match) return null;
  const from = line.from + (match[1] ?? '').length;
  const to = from + (match[2] ?? '').length;
  if (pos < from || pos > to) return null;
  const crawler = knownCrawler(match[2] ?? '');
  if (!crawler) return null;
  return {
    pos: from,
    end: to,
    above: true,
    create() {
      const dom = document.createElement('div');
      dom.className = 'hover';
      dom.textContent = `${crawler.token}: ${crawler.operator ?? 'operator unknown'}, ${crawler.purpose}; obeys robots.txt: ${crawler.obeysRobotsTxt}.`;
      return { dom };
    },
  };
}
