/**
 * `space-in-path`: an Allow or Disallow value with a space or tab inside it (`Disallow: /my page/`, `Disallow: /a /b`).
 * A URL never holds a raw space (a crawler sends `%20`), and the dialects disagree about the line: RFC 9309 and the
 * 1996 draft compare the space as `%20`, Google's parser and the 1994 readers keep the raw space and so match no real
 * URL, and the 1996 "revisited" lists read one path per word. Writing `%20` is safe where every dialect linted already
 * reads the space as `%20`; a value whose every word is a path was most likely meant as several lines.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { DIALECT_PROPERTIES, type Dialect } from '../../model/dialect.ts';
import { fixOf, listOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'space-in-path',
  family: 'values',
  title: 'Space inside a path',
  what: 'An Allow or Disallow value with a space or tab inside it.',
  why: 'URLs hold no raw spaces. RFC 9309 compares the space as `%20`, but Google’s parser keeps it and never matches the `%20` a crawler sends, and the 1996 "revisited" readers take each word for a path of its own: one line, three meanings.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.2'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'safe',
  bad: 'User-agent: *\nDisallow: /my page/\n',
  good: 'User-agent: *\nDisallow: /my%20page/\n',
  fix: 'Write the space as `%20` (safe where every dialect linted reads it so); put several paths on lines of their own.',
  anchors: [],
};

/** How a dialect reads a space inside a path. */
function readingOf(dialect: Dialect): 'encoded' | 'raw' | 'list' {
  const properties = DIALECT_PROPERTIES[dialect];
  if (properties.valueLists) return 'list';
  return properties.percent === 'normalize' || properties.percent === 'decode' ? 'encoded' : 'raw';
}

const NAMES: Readonly<Record<Dialect, string>> = {
  '1994': '1994 readers',
  'draft-1996': 'the 1996 draft',
  rfc9309: 'RFC 9309',
  google: "Google's parser",
  'revisited-1996': 'the 1996 "revisited" lists',
};

export function create(context: RuleContext): RuleListeners {
  // Where every dialect linted reads lists, several paths to a line are the syntax.
  if (context.facts.valueLists) return {};
  const readings = { encoded: [] as string[], raw: [] as string[], list: [] as string[] };
  for (const dialect of context.dialects) readings[readingOf(dialect)].push(NAMES[dialect]);
  const safe = readings.raw.length === 0 && readings.list.length === 0;
  return {
    directive({ line, name, key, value }: RuleDirective): void {
      // A line Google reads without its colon has no value to rewrite in place.
      if ((key !== 'allow' && key !== 'disallow') || !/[ \t]/.test(value) || line.colonOffset < 0) return;
      const words = value.split(/[ \t]+/);
      const encoded = value.replace(/ /g, '%20').replace(/\t/g, '%09');
      const readsAs = [
        readings.encoded.length > 0 ? `${listOf(readings.encoded)} ${readings.encoded.length === 1 ? 'reads' : 'read'} it as "${encoded}"` : '',
        readings.raw.length > 0 ? `${listOf(readings.raw)} ${readings.raw.length === 1 ? 'keeps' : 'keep'} the raw space, so the line matches no URL` : '',
        readings.list.length > 0 ? `${listOf(readings.list)} read ${words.length} paths (${words.map((word) => `"${word}"`).join(', ')})` : '',
      ].filter((part) => part !== '');
      // Google is the reader most files are written for: say what it does even when it is not linted.
      const google = context.dialects.includes('google') ? '' : " (Google's parser keeps the raw space and never matches it)";
      const start = valueStart(line, value);
      const severalPaths = words.length > 1 && words.every((word) => word.startsWith('/') || word.startsWith('*'));
      const lineEnd = context.line(line.number)?.lineEnd?.text ?? '\n';
      const fix = severalPaths
        ? fixOf(`Put each path on a ${name} line of its own`, false, [{ offset: start, end: start + value.length, text: words.join(`${lineEnd}${name}: `) }])
        : fixOf(`Write "${encoded}"`, safe, [{ offset: start, end: start + value.length, text: encoded }]);
      context.report({
        code: 'space-in-path',
        message: `${name} "${value}" holds a space, which no URL does (a crawler sends %20): ${readsAs.join('; ')}${google}. ${severalPaths ? `Put each path on a ${name} line of its own.` : `Write "${encoded}".`}`,
        offset: start,
        end: start + value.length,
        fixes: [fix],
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
