/**
 * The little Markdown the editor answers write (paragraphs, `**bold**`, `` `code` ``, links, bare
 * URLs and pipe tables) turned into DOM nodes. Built node by node, never through innerHTML, so the
 * text of a file can never become markup.
 */

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)|(https?:\/\/[^\s)]+)/g;

function link(text: string, href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.target = '_blank';
  anchor.rel = 'noopener';
  anchor.textContent = text;
  return anchor;
}

/** Appends one line of inline Markdown to `parent`. */
export function appendInline(parent: HTMLElement, text: string): void {
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) parent.append(text.slice(at, match.index));
    const [, bold, code, label, href, url] = match;
    if (bold !== undefined) {
      const strong = document.createElement('strong');
      appendInline(strong, bold);
      parent.append(strong);
    } else if (code !== undefined) {
      const element = document.createElement('code');
      element.textContent = code;
      parent.append(element);
    } else if (label !== undefined && href !== undefined) {
      parent.append(link(label, href));
    } else if (url !== undefined) {
      parent.append(link(url, url));
    }
    at = match.index + match[0].length;
  }
  if (at < text.length) parent.append(text.slice(at));
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

function table(lines: readonly string[]): HTMLTableElement {
  const element = document.createElement('table');
  const head = element.createTHead().insertRow();
  for (const name of cellsOf(lines[0] ?? '')) {
    const th = document.createElement('th');
    th.scope = 'col';
    appendInline(th, name);
    head.append(th);
  }
  const body = element.createTBody();
  for (const line of lines.slice(2)) {
    const row = body.insertRow();
    for (const value of cellsOf(line)) appendInline(row.insertCell(), value);
  }
  return element;
}

/** Renders Markdown into a new element: blocks are separated by blank lines; a block of `|` lines is a table. */
export function renderMarkdown(markdown: string, className = 'markdown'): HTMLElement {
  const box = document.createElement('div');
  box.className = className;
  for (const block of markdown.split(/\n{2,}/)) {
    const lines = block.split('\n');
    if (lines.length >= 2 && lines.every((line) => line.trim().startsWith('|'))) {
      box.append(table(lines));
      continue;
    }
    const paragraph = document.createElement('p');
    lines.forEach((line, index) => {
      if (index > 0) paragraph.append(document.createElement('br'));
      appendInline(paragraph, line);
    });
    box.append(paragraph);
  }
  return box;
}
