/**
 * The formal grammar of a robots.txt file, as a Chevrotain parser.
 *
 * It is the 1994 "The Format" grammar made total: every line is
 * `<field>:<optionalspace><value><optionalspace>` with an optional comment, or
 * a comment, or blank, or text that fits no directive (kept, never dropped).
 * Records are not part of the grammar: where a record ends is a rule of each
 * dialect (a blank line in 1994, a later user-agent line in RFC 9309), so the
 * semantic model decides it.
 *
 * Totality: every alternative of `lineItem` starts with a different token
 * type, and together they cover every token type except the line end, which
 * ends the line. So every token sequence the lexer can produce (and every
 * other one) is in the language; a parse error is a bug, and tests say so.
 * Error recovery stays off: Chevrotain's recovery drops tokens.
 *
 * The parser builds nothing (no CST, no actions): it recognises. The syntax
 * tree is built from the token stream, which the grammar guarantees is well
 * formed. See `docs/grammar.md` for the EBNF beside the 1994 text.
 *
 * @module
 */
import { EmbeddedActionsParser, type IOrAlt, type IRecognitionException, type IToken } from 'chevrotain';
import { allTokenTypes, ByteOrderMark, Colon, Comment, FieldName, LineEnd, Text, Value, Whitespace } from './tokens.ts';

/** The robots.txt grammar. One instance per process; not re-entrant. */
export class RobotsTxtGrammar extends EmbeddedActionsParser {
  constructor() {
    super(allTokenTypes, { recoveryEnabled: false, maxLookahead: 1 });
    this.performSelfAnalysis();
  }

  // Cached arrays of alternatives (Chevrotain's "Caching Arrays of Alternatives"): without them every
  // token builds a fresh array of closures, and recognition runs two to three times slower, by chance.
  // Declared before the rules, which are created in field order.
  private lineAlternatives: IOrAlt<void>[] | undefined;
  private lineItemAlternatives: IOrAlt<void>[] | undefined;
  private directiveAlternatives: IOrAlt<void>[] | undefined;

  /** robotsTxt = [ ByteOrderMark ] { line } */
  public robotsTxt = this.RULE('robotsTxt', () => {
    this.OPTION(() => this.CONSUME(ByteOrderMark));
    this.MANY(() => this.SUBRULE(this.line));
  });

  /** line = LineEnd | lineContent [ LineEnd ]   (the last line may lack its end) */
  public line = this.RULE('line', () => {
    this.OR(
      (this.lineAlternatives ??= [
        { ALT: () => this.CONSUME(LineEnd) },
        {
          ALT: () => {
            this.SUBRULE(this.lineContent);
            this.OPTION(() => this.CONSUME2(LineEnd));
          },
        },
      ]),
    );
  });

  /** lineContent = lineItem { lineItem } */
  public lineContent = this.RULE('lineContent', () => {
    this.AT_LEAST_ONE(() => this.SUBRULE(this.lineItem));
  });

  /**
   * lineItem = Whitespace | directive | Comment | Text | Value | ByteOrderMark
   *
   * `Value` and a `ByteOrderMark` past offset 0 cannot come from the lexer
   * here; they are alternatives so that the grammar stays total.
   */
  public lineItem = this.RULE('lineItem', () => {
    this.OR(
      (this.lineItemAlternatives ??= [
        { ALT: () => this.CONSUME(Whitespace) },
        { ALT: () => this.SUBRULE(this.directive) },
        { ALT: () => this.CONSUME(Comment) },
        { ALT: () => this.CONSUME(Text) },
        { ALT: () => this.CONSUME(Value) },
        { ALT: () => this.CONSUME(ByteOrderMark) },
      ]),
    );
  });

  /**
   * directive = FieldName [ Whitespace ] [ separator ] | separator
   *
   * `FieldName` is `UserAgentKeyword`, `DisallowKeyword` or `ExtensionName`.
   * A separator with no field name is a line such as `: /x`.
   */
  public directive = this.RULE('directive', () => {
    this.OR(
      (this.directiveAlternatives ??= [
        {
          ALT: () => {
            this.CONSUME(FieldName);
            this.OPTION(() => this.CONSUME(Whitespace));
            this.OPTION2(() => this.SUBRULE(this.separator));
          },
        },
        { ALT: () => this.SUBRULE2(this.separator) },
      ]),
    );
  });

  /** separator = Colon [ Whitespace ] [ Value ]   (the optional space, then the value) */
  public separator = this.RULE('separator', () => {
    this.CONSUME(Colon);
    this.OPTION(() => this.CONSUME(Whitespace));
    this.OPTION2(() => this.CONSUME(Value));
  });
}

let instance: RobotsTxtGrammar | undefined;

/** The shared grammar instance, created on first use. */
export function robotsTxtGrammar(): RobotsTxtGrammar {
  instance ??= new RobotsTxtGrammar();
  return instance;
}

/**
 * Runs the grammar over a token stream and returns the recognition errors
 * (always none for tokens from `tokenize`).
 */
export function recognize(tokens: IToken[]): IRecognitionException[] {
  const grammar = robotsTxtGrammar();
  grammar.input = tokens;
  grammar.robotsTxt();
  return grammar.errors;
}
