/**
 * Colouring for robots.txt in CodeMirror: a line-based stream tokenizer (fields, unknown fields,
 * values, the wildcards `*` and `$`, comments). It only colours; what a line means is the library's
 * answer (the linter underlines what is wrong), so the tokenizer may stay simple.
 */
import { HighlightStyle, StreamLanguage, syntaxHighlighting, type StreamParser } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/**
 * Field names coloured as known: the standards' and the extensions docs/spec/extensions.md lists.
 * A name outside it is coloured as unknown; the linter's unknown-field rule says why.
 */
const KNOWN_FIELDS = new Set([
  'user-agent',
  'allow',
  'disallow',
  'sitemap',
  'crawl-delay',
  'clean-param',
  'host',
  'request-rate',
  'visit-time',
  'noindex',
  'nofollow',
  'noarchive',
  'content-signal',
  'content-usage',
  'license',
  'domain',
  'revisit-after',
]);

/** Fields whose value is a path pattern, where `*` and `$` are wildcards. */
const PATH_FIELDS = new Set(['allow', 'disallow']);

interface LineState {
  /** Where on the line the tokenizer is. */
  part: 'field' | 'separator' | 'value';
  /** The lower-case field name of the line. */
  field: string;
}

const parser: StreamParser<LineState> = {
  name: 'robotstxt',
  startState: () => ({ part: 'field', field: '' }),
  copyState: (state) => ({ ...state }),
  token(stream, state) {
    if (stream.sol()) {
      state.part = 'field';
      state.field = '';
    }
    if (stream.eatSpace()) return null;
    if (stream.peek() === '#') {
      stream.skipToEnd();
      return 'comment';
    }
    if (state.part === 'field') {
      const name = stream.match(/^[^:#\s]+/);
      state.part = 'separator';
      if (name && typeof name !== 'boolean') {
        state.field = name[0].toLowerCase();
        return KNOWN_FIELDS.has(state.field) ? 'keyword' : 'typeName';
      }
    }
    if (state.part === 'separator') {
      state.part = 'value';
      if (stream.eat(':')) return 'punctuation';
    }
    if (PATH_FIELDS.has(state.field) && stream.eat(/[*$]/)) return 'operator';
    const wildcards = PATH_FIELDS.has(state.field) ? /^[^#*$\s]+/ : /^[^#\s]+/;
    if (stream.match(wildcards)) return 'string';
    stream.next();
    return 'string';
  },
  languageData: { commentTokens: { line: '#' } },
};

/** The robots.txt language: colouring and `#` as the line comment. */
export const robotsTxtLanguage = StreamLanguage.define(parser);

/** Colours that keep a 4.5:1 contrast on the editor's white background. */
export const robotsTxtHighlighting = syntaxHighlighting(
  HighlightStyle.define([
    { tag: tags.keyword, color: '#1f4fa8', fontWeight: '600' },
    { tag: tags.typeName, color: '#8a4b00', fontStyle: 'italic', textDecoration: 'underline dotted' },
    { tag: tags.punctuation, color: '#555' },
    { tag: tags.string, color: '#0f5e2a' },
    { tag: tags.operator, color: '#a0127a', fontWeight: '700' },
    { tag: tags.comment, color: '#5d6770', fontStyle: 'italic' },
  ]),
);
