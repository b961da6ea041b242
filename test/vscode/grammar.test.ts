/**
 * The extension's TextMate grammar (editors/vscode/syntaxes/), run by
 * vscode-textmate over vscode-oniguruma as VS Code runs it: the scopes of
 * sample lines, every known field of the linter's list, and on random lines
 * the same field name, colon and comment as the toolkit's own parser.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IGrammar } from 'vscode-textmate';
import { EXTENSION_FIELDS, KNOWN_FIELD_KEYS, STANDARD_FIELDS } from '../../src/lint/fields.ts';
import { FUZZ_RUNS, robotsTxtString } from '../helpers/arbitraries.ts';
import { disagreements, KNOWN_FIELD_SCOPE, loadGrammar, scopedText, tokenizeLines, UNKNOWN_FIELD_SCOPE, type Token } from './textmate.ts';

let grammar: IGrammar;
beforeAll(async () => {
  grammar = await loadGrammar();
});

const tokensOf = (line: string): Token[] => tokenizeLines(grammar, [line])[0]!;

/** Each token as `text` → its innermost scope (the meta.directive scopes left out), for comparing whole lines. */
function innermost(line: string): [string, string][] {
  return tokensOf(line)
    .filter((token) => token.text.trim() !== '')
    .map((token) => [token.text, token.scopes.at(-1) ?? '']);
}

describe('the scopes of each part of a line', () => {
  it('a User-agent line: the field, the separator, the product token, the rest of the value and the comment', () => {
    expect(innermost('User-agent: Googlebot/2.1 # the search robot')).toEqual([
      ['User-agent', 'keyword.other.field.standard.user-agent.robots-txt'],
      [':', 'punctuation.separator.key-value.robots-txt'],
      ['Googlebot', 'entity.name.type.product-token.robots-txt'],
      ['/2.1 ', 'string.unquoted.user-agent.robots-txt'],
      ['#', 'punctuation.definition.comment.robots-txt'],
      [' the search robot', 'comment.line.number-sign.robots-txt'],
    ]);
    expect(innermost('user-AGENT : *')).toEqual([
      ['user-AGENT', 'keyword.other.field.standard.user-agent.robots-txt'],
      [':', 'punctuation.separator.key-value.robots-txt'],
      ['*', 'constant.language.wildcard.all-robots.robots-txt'],
    ]);
  });

  it('a path: the * wildcard, a final $ and percent escapes, and a $ elsewhere as text', () => {
    expect(innermost('Disallow: /a*b%2F$')).toEqual([
      ['Disallow', 'keyword.other.field.standard.disallow.robots-txt'],
      [':', 'punctuation.separator.key-value.robots-txt'],
      ['/a', 'string.unquoted.path.robots-txt'],
      ['*', 'keyword.operator.wildcard.robots-txt'],
      ['b', 'string.unquoted.path.robots-txt'],
      ['%2F', 'constant.character.escape.percent.robots-txt'],
      ['$', 'keyword.operator.anchor.end.robots-txt'],
    ]);
    expect(innermost('Allow:/x$y')).toEqual([
      ['Allow', 'keyword.other.field.standard.allow.robots-txt'],
      [':', 'punctuation.separator.key-value.robots-txt'],
      ['/x$y', 'string.unquoted.path.robots-txt'],
    ]);
    expect(innermost('Disallow: /*.pdf$ # PDFs')).toContainEqual(['$', 'keyword.operator.anchor.end.robots-txt']);
  });

  it("a Sitemap's URL is a link that ends where the comment starts", () => {
    expect(innermost('Sitemap: https://example.com/sitemap.xml#top')).toEqual([
      ['Sitemap', 'keyword.other.field.standard.sitemap.robots-txt'],
      [':', 'punctuation.separator.key-value.robots-txt'],
      ['https://example.com/sitemap.xml', 'markup.underline.link.robots-txt'],
      ['#', 'punctuation.definition.comment.robots-txt'],
      ['top', 'comment.line.number-sign.robots-txt'],
    ]);
  });

  it('a Crawl-delay number is numeric, and a value that is not a number is not', () => {
    expect(innermost('Crawl-delay: 1.5')).toContainEqual(['1.5', 'constant.numeric.robots-txt']);
    expect(innermost('Crawl-delay: 10')).toContainEqual(['10', 'constant.numeric.robots-txt']);
    expect(innermost('Crawl-delay: soon')).toContainEqual(['soon', 'string.unquoted.value.robots-txt']);
  });

  it("Content-Signal's and Content-Usage's key=value pairs, and Content-Usage's path", () => {
    expect(innermost('Content-Signal: search=yes, ai-train=no')).toEqual([
      ['Content-Signal', 'keyword.other.field.extension.content-signal.robots-txt'],
      [':', 'punctuation.separator.key-value.robots-txt'],
      ['search', 'entity.other.attribute-name.preference.robots-txt'],
      ['=', 'punctuation.separator.key-value.preference.robots-txt'],
      ['yes', 'constant.language.preference-value.robots-txt'],
      [',', 'punctuation.separator.comma.robots-txt'],
      ['ai-train', 'entity.other.attribute-name.preference.robots-txt'],
      ['=', 'punctuation.separator.key-value.preference.robots-txt'],
      ['no', 'constant.language.preference-value.robots-txt'],
    ]);
    expect(innermost('Content-Usage: /ai-ok/ train-ai=y')).toEqual([
      ['Content-Usage', 'keyword.other.field.extension.content-usage.robots-txt'],
      [':', 'punctuation.separator.key-value.robots-txt'],
      ['/ai-ok/', 'string.unquoted.path.robots-txt'],
      ['train-ai', 'entity.other.attribute-name.preference.robots-txt'],
      ['=', 'punctuation.separator.key-value.preference.robots-txt'],
      ['y', 'constant.language.preference-value.robots-txt'],
    ]);
  });

  it('an unknown field has its own scope; a line without a colon has no field scope at all', () => {
    expect(innermost('Dissallow: /private')).toEqual([
      ['Dissallow', UNKNOWN_FIELD_SCOPE],
      [':', 'punctuation.separator.key-value.robots-txt'],
      ['/private', 'string.unquoted.value.robots-txt'],
    ]);
    expect(innermost('user agent: x')[0]).toEqual(['user agent', UNKNOWN_FIELD_SCOPE]);
    expect(innermost('Disallow /x')).toEqual([['Disallow /x', '']]);
  });

  it('a comment line, and # inside a value, start a comment', () => {
    expect(innermost('  # only a comment')).toEqual([
      ['#', 'punctuation.definition.comment.robots-txt'],
      [' only a comment', 'comment.line.number-sign.robots-txt'],
    ]);
    expect(scopedText(tokensOf('Disallow: /a#b'), 'string.unquoted.path')).toBe('/a');
  });

  it('a line keeps no state for the next: a value never runs on to the next line', () => {
    const [first, second] = tokenizeLines(grammar, ['Disallow: /a*', 'Sitemap: https://example.com/s.xml']);
    expect(scopedText(first!, 'keyword.operator.wildcard')).toBe('*');
    expect(second![0]!.scopes).toContain('keyword.other.field.standard.sitemap.robots-txt');
  });
});

describe('field names', () => {
  it("every field the linter knows (src/lint/fields.ts) gets a known field's scope, in any ASCII case and with spaces before the colon", () => {
    const names = [...STANDARD_FIELDS.values(), ...[...EXTENSION_FIELDS.values()].map((field) => field.name)];
    expect(names.map((name) => name.toLowerCase()).sort()).toEqual([...KNOWN_FIELD_KEYS].sort());
    for (const name of names)
      for (const spelling of [name, name.toUpperCase(), name.toLowerCase()])
        for (const line of [`${spelling}: x`, `  ${spelling} \t: x`]) {
          const tokens = tokensOf(line);
          expect(scopedText(tokens, KNOWN_FIELD_SCOPE), line).toBe(spelling);
          expect(tokens.find((token) => token.text === spelling)!.scopes.join(' '), line).toContain(`.${name.toLowerCase()}.robots-txt`);
        }
  });

  it('a name that only folds to a known one outside ASCII (U+017F long s) is unknown, as the toolkit reads it', () => {
    expect(scopedText(tokensOf('\u017Fitemap: /x'), UNKNOWN_FIELD_SCOPE)).toBe('\u017Fitemap');
    expect(disagreements('\u017Fitemap: /x', tokensOf('\u017Fitemap: /x'))).toEqual([]);
  });

  it('typos and names with spaces are unknown fields', () => {
    for (const name of ['Dissallow', 'useragent', 'User agent', 'Disallow x', 'Crawl_delay', 'X-Robots-Tag'])
      expect(scopedText(tokensOf(`${name}: /x`), UNKNOWN_FIELD_SCOPE), name).toBe(name);
  });
});

describe('any line', () => {
  it('is tokenised without an exception, the tokens cover it, and its field name, colon and comment are the toolkit parser’s', () => {
    const line = robotsTxtString(60).map((text) => text.replace(/[\r\n]/g, ''));
    fc.assert(
      fc.property(line, (text) => {
        expect(disagreements(text, tokensOf(text))).toEqual([]);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it('tokenising many lines in a row carries no state that changes a line’s tokens', () => {
    const lines = fc.array(
      robotsTxtString(40).map((text) => text.replace(/[\r\n]/g, '')),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(lines, (texts) => {
        const together = tokenizeLines(grammar, texts);
        texts.forEach((text, index) => expect(together[index]).toEqual(tokensOf(text)));
      }),
      { numRuns: FUZZ_RUNS / 4 },
    );
  });
});
