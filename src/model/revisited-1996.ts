/**
 * How *Robot Exclusion Standard Revisited* (Kollar, Leavitt, Mauldin 1996;
 * docs/spec/dialects.md §5.1, seed S3b) reads a value: a `User-Agent:` line
 * lists **one or more** `agent_id`s and a `Disallow:` line **zero or more**
 * `path_root`s, separated by whitespace. The seed's `WS` is a space or a tab
 * (its octal codes are swapped, docs/grammar.md), so nothing else separates:
 * a vertical tab or a no-break space is part of the id or path.
 *
 * The syntax tree already trimmed the value and cut the comment off, so the
 * tree is the same as in every other dialect; only this reading differs.
 *
 * @module
 */

/** A run of the seed's `WS` (space, tab). */
const WHITESPACE_RUN = /[ \t]+/;

/**
 * The whitespace-separated words of a trimmed value: the agent ids of a
 * `User-Agent` value or the path roots of a `Disallow` value. `[]` for `''`.
 *
 * @example
 * ```ts
 * valueWords('Copernicus Fred');   // ['Copernicus', 'Fred']
 * valueWords('/cgi-bin/ \t/tmp/'); // ['/cgi-bin/', '/tmp/']
 * valueWords('');                  // []
 * ```
 */
export function valueWords(value: string): string[] {
  if (value === '') return [];
  // Values are trimmed; a value without a space or tab (nearly all of them) is one word.
  if (value.indexOf(' ') < 0 && value.indexOf('\t') < 0) return [value];
  return value.split(WHITESPACE_RUN).filter((word) => word !== '');
}

/**
 * The path roots of a `Disallow` value, each a rule of its own; an empty
 * value (zero path roots) gives one empty root, so that the line stays a rule
 * line that matches nothing (A-7, R-5).
 */
export function pathRoots(value: string): string[] {
  const roots = valueWords(value);
  return roots.length === 0 ? [''] : roots;
}
