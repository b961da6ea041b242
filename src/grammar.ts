/**
 * `robotstxt-toolkit/grammar`: the formal grammar of robots.txt, for tooling
 * authors. The Chevrotain lexer and parser of `grammar/` and a `parse` that
 * runs them, giving the same `SyntaxDocument` as the root `parse` (the
 * hand-compiled line scanner, several times faster; the tests hold the two to
 * the same tree on every corpus file and on random text).
 *
 * This entry point loads Chevrotain; the root entry point never does.
 *
 * @example
 * ```ts
 * import { parse, tokenize } from 'robotstxt-toolkit/grammar';
 *
 * parse('User-agent: *\nDisallow: /tmp/\n').lines[1]?.value?.text; // '/tmp/'
 * tokenize('Disallow: /x').tokens.map((token) => token.tokenType.name); // ['DisallowKeyword', 'Colon', 'Whitespace', 'Value']
 * ```
 *
 * @packageDocumentation
 */
export { parseWithGrammar as parse } from './syntax/grammar-engine.ts';
export { RobotsTxtGrammar, robotsTxtGrammar, recognize } from '../grammar/parser.ts';
export {
  tokenize,
  allTokenTypes,
  lineModeTokens,
  valueModeTokens,
  LineEnd,
  FieldName,
  ByteOrderMark,
  Newline,
  ValueNewline,
  Whitespace,
  Comment,
  Colon,
  UserAgentKeyword,
  DisallowKeyword,
  ExtensionName,
  Text,
  Value,
} from '../grammar/tokens.ts';
