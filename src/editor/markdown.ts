/**
 * Markdown pieces for the answers: text from the file shown as inline code
 * that no backtick or length in it can break.
 *
 * @module
 */

/** The longest piece of file text an answer quotes; longer text is cut with `…`. */
export const QUOTE_LIMIT = 120;

/**
 * `text` as a markdown code span: fenced with one more backtick than its
 * longest run of backticks, cut at {@link QUOTE_LIMIT} characters, control
 * characters shown as `�`.
 *
 * @example
 * ```ts
 * code('/a');    // '`/a`'
 * code('a`b');   // '``a`b``'
 * ```
 */
export function code(text: string): string {
  let shown = text.replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
  if (shown.length > QUOTE_LIMIT) {
    const high = shown.charCodeAt(QUOTE_LIMIT - 1);
    shown = `${shown.slice(0, high >= 0xd800 && high <= 0xdbff ? QUOTE_LIMIT - 1 : QUOTE_LIMIT)}…`;
  }
  if (shown === '') return '` `';
  let longest = 0;
  for (const run of shown.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  const pad = shown.startsWith('`') || shown.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${shown}${pad}${fence}`;
}

/** Markdown's special characters in plain text escaped, for names and messages that are not code. */
export function escapeText(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+!|<>]/g, '\\$&');
}
