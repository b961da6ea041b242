/**
 * `robotstxt-toolkit/prettier`: a Prettier 3 plugin, so `prettier --write .`
 * and an editor's format-on-save lay out robots.txt files with the toolkit's
 * formatter (the library's `format()`), as `robotstxt fmt` does.
 *
 * ```json
 * // .prettierrc
 * { "plugins": ["robotstxt-toolkit/prettier"], "robotsTxtDialect": "google" }
 * ```
 *
 * Files named `robots.txt` (any case) or `*.robots.txt` are formatted by the
 * parser `robots-txt` (`prettier --parser robots-txt` for other names or
 * standard input). The plugin's options map to {@link FormatOptions}:
 *
 * | Prettier option | FormatOptions | CLI flag |
 * | --- | --- | --- |
 * | `robotsTxtDialect` (`all`, the default, or a dialect) | `dialect` | `--dialect` |
 * | `robotsTxtAlignComments` | `alignComments` | `--align-comments` |
 * | `robotsTxtSitemapsAtEnd` | `sitemapsAtEnd` | `--sitemaps-at-end` |
 * | `robotsTxtRemoveDuplicates` | `removeDuplicates` | `--remove-duplicates` |
 * | `robotsTxtRepairTypos` | `repairTypos` | `--repair-typos` |
 * | `robotsTxtSort` | `sort` | `--sort` |
 *
 * Line ends and the byte-order mark are Prettier's business, as for every
 * language it formats: Prettier's own `endOfLine` (`lf`, the default,
 * `crlf`, `cr`, or `auto` for the file's first line end, which is what
 * `lineEnding: 'preserve'` does) decides the line ends, and a file that
 * starts with a byte-order mark keeps it (Prettier removes it before the
 * plugin sees the text and puts it back after). So there is no
 * `robotsTxtLineEnding` and no `robotsTxtBom`.
 *
 * The module is the plugin (Prettier reads its named exports): name it in
 * a configuration, or pass the namespace in code,
 * `import * as robotsTxt from 'robotstxt-toolkit/prettier'` then
 * `plugins: [robotsTxt]`. (No default export: CommonJS and ES module
 * consumers then see the same shape.)
 *
 * A file that is not UTF-8 is refused, as `robotstxt fmt` refuses it: the
 * parser throws a `SyntaxError` and Prettier leaves the file untouched (see
 * `notUtf8Problem`).
 *
 * The plugin has no Node import: it runs wherever Prettier runs, the
 * browser build included. Prettier is an optional peer dependency.
 *
 * @module
 */
import { format, type FormatOptions } from './format/format.ts';

export type { FormatOptions } from './format/format.ts';
import type { Dialect } from './model/dialect.ts';

/** The tree the plugin hands Prettier: the whole file as one node (the formatter works on its own tree). */
export interface RobotsTxtAst {
  /** Always `robots-txt`. */
  readonly type: 'robots-txt';
  /** The text as Prettier gave it (byte-order mark removed, line ends turned into `\n`). */
  readonly text: string;
}

/** The plugin's options as Prettier passes them to the printer (with Prettier's own, which the plugin does not read). */
export interface RobotsTxtPrettierOptions {
  /** `all` (the default: keep every verdict under every dialect) or one dialect. */
  readonly robotsTxtDialect?: Dialect | 'all';
  /** {@link FormatOptions.alignComments}. */
  readonly robotsTxtAlignComments?: boolean;
  /** {@link FormatOptions.sitemapsAtEnd}. */
  readonly robotsTxtSitemapsAtEnd?: boolean;
  /** {@link FormatOptions.removeDuplicates}. */
  readonly robotsTxtRemoveDuplicates?: boolean;
  /** {@link FormatOptions.repairTypos}. */
  readonly robotsTxtRepairTypos?: boolean;
  /** {@link FormatOptions.sort}. */
  readonly robotsTxtSort?: boolean;
}

/** A language Prettier can infer from a file name (Prettier's `SupportLanguage`). */
export interface RobotsTxtLanguage {
  /** The language's name in `prettier --support-info`. */
  readonly name: string;
  /** The parsers that read it. */
  readonly parsers: string[];
  /** Whole file names (Prettier compares them ignoring case). */
  readonly filenames: string[];
  /** File name endings. */
  readonly extensions: string[];
  /** The language ids of VS Code extensions for robots.txt, for editor integrations. */
  readonly vscodeLanguageIds: string[];
}

/** The parser (Prettier's `Parser`): the text as one node. */
export interface RobotsTxtParser {
  /**
   * Wraps the text. Throws a `SyntaxError` with a `loc` when the text is
   * what Prettier made of a file that is not UTF-8 (`notUtf8Problem`),
   * so that Prettier leaves the file alone and says why.
   */
  parse(text: string): RobotsTxtAst;
  /** The printer that prints this tree: `robots-txt`. */
  readonly astFormat: 'robots-txt';
  /** Where a node starts: 0. */
  locStart(node: RobotsTxtAst): number;
  /** Where a node ends: the end of the text. */
  locEnd(node: RobotsTxtAst): number;
  /** Whether the file starts with a `# @format` or `# @prettier` comment (for Prettier's `requirePragma`). */
  hasPragma(text: string): boolean;
}

/** The printer (Prettier's `Printer`): the formatted text. */
export interface RobotsTxtPrinter {
  /**
   * Formats the file with the library's `format()` and the options mapped as the module
   * comment says. `options` is Prettier's whole option object (typed `object`
   * so that Prettier's own `ParserOptions` type is accepted); the plugin reads
   * its {@link RobotsTxtPrettierOptions} from it.
   */
  print(path: { readonly node: RobotsTxtAst }, options: object): string;
}

/** One of the plugin's options, in Prettier's `SupportOption` shape. */
export type RobotsTxtSupportOption =
  | {
      /** A switch. */
      readonly type: 'boolean';
      /** Where `prettier --help` lists it. */
      readonly category: string;
      /** Off unless set. */
      readonly default: boolean;
      /** The help text. */
      readonly description: string;
    }
  | {
      /** One of a list. */
      readonly type: 'choice';
      /** Where `prettier --help` lists it. */
      readonly category: string;
      /** The value when not set. */
      readonly default: string;
      /** The help text. */
      readonly description: string;
      /** The values it takes. */
      readonly choices: RobotsTxtOptionChoice[];
    };

/** One value of a `choice` option. */
export interface RobotsTxtOptionChoice {
  /** The value, as written in a Prettier configuration. */
  readonly value: string;
  /** What it means, for `prettier --help`. */
  readonly description: string;
}

/** The languages the plugin adds: `robots-txt`, for `robots.txt` and `*.robots.txt`. */
export const languages: RobotsTxtLanguage[] = [
  {
    name: 'robots-txt',
    parsers: ['robots-txt'],
    filenames: ['robots.txt'],
    extensions: ['.robots.txt'],
    vscodeLanguageIds: ['robots-txt', 'robots'],
  },
];

const DIALECT_CHOICES: readonly { value: Dialect; description: string }[] = [
  { value: '1994', description: 'The 1994 standard.' },
  { value: 'draft-1996', description: 'The 1996 Internet-Draft.' },
  { value: 'rfc9309', description: 'RFC 9309.' },
  { value: 'google', description: "Google's parser." },
  { value: 'revisited-1996', description: 'The Robot Exclusion Standard Revisited (Kollar, Leavitt and Mauldin, 1996).' },
];

/** The plugin's options (see the module comment for how they map). */
export const options: Record<keyof RobotsTxtPrettierOptions, RobotsTxtSupportOption> = {
  robotsTxtDialect: {
    type: 'choice',
    category: 'robots.txt',
    default: 'all',
    description: 'Format for one dialect only; all (the default) keeps every verdict under every dialect.',
    choices: [{ value: 'all', description: 'Keep the meaning under every dialect.' }, ...DIALECT_CHOICES],
  },
  robotsTxtAlignComments: { type: 'boolean', category: 'robots.txt', default: false, description: 'Align trailing comments within a group.' },
  robotsTxtSitemapsAtEnd: { type: 'boolean', category: 'robots.txt', default: false, description: 'Gather the Sitemap lines at the end of the file.' },
  robotsTxtRemoveDuplicates: { type: 'boolean', category: 'robots.txt', default: false, description: 'Remove exact duplicate rules.' },
  robotsTxtRepairTypos: {
    type: 'boolean',
    category: 'robots.txt',
    default: false,
    description: "Repair Google's typos and missing colons where the dialect already reads them so.",
  },
  robotsTxtSort: { type: 'boolean', category: 'robots.txt', default: false, description: 'Sort the rules of each group.' },
};

/** The Prettier options as {@link FormatOptions}. Line ends stay `\n` (Prettier applies `endOfLine`); the BOM is Prettier's. */
export function toFormatOptions(prettierOptions: RobotsTxtPrettierOptions): FormatOptions {
  const dialect = prettierOptions.robotsTxtDialect;
  return {
    ...(dialect !== undefined && dialect !== 'all' ? { dialect } : {}),
    lineEnding: 'lf',
    bom: 'drop',
    alignComments: prettierOptions.robotsTxtAlignComments === true,
    sitemapsAtEnd: prettierOptions.robotsTxtSitemapsAtEnd === true,
    removeDuplicates: prettierOptions.robotsTxtRemoveDuplicates === true,
    repairTypos: prettierOptions.robotsTxtRepairTypos === true,
    sort: prettierOptions.robotsTxtSort === true,
  };
}

/** Why a text cannot be formatted, and where: what `notUtf8Problem` finds. */
interface RobotsTxtEncodingProblem {
  readonly message: string;
  /** 1-based line and column of the first character that shows it. */
  readonly line: number;
  readonly column: number;
}

/**
 * Whether `text` is what Prettier made of a file that is not UTF-8, and why.
 *
 * Prettier reads every file as UTF-8 before a plugin sees it, and writes
 * U+FFFD (the replacement character) for each byte that is not UTF-8: a
 * Latin-1 `é` and the byte-order mark of a UTF-16 file (FF FE or FE FF)
 * become U+FFFD, and the ASCII of a UTF-16 file comes with a NUL beside
 * every character. Formatting that text and writing it back would put
 * U+FFFD where the bytes were (a rule's path would change meaning) and
 * destroy a UTF-16 file. So the text itself is the evidence: a U+FFFD or a
 * NUL means "not this file's real text". The plugin does not re-read the
 * file's bytes from `options.filepath`: it is library code that runs in
 * browsers and editors, where there is no file system (only the CLI reads
 * files), and an editor hands it the buffer, not the file. The cost is that a
 * UTF-8 file that really holds U+FFFD or NUL is refused too; `robotstxt fmt`,
 * which reads the bytes, formats it.
 */
function notUtf8Problem(text: string): RobotsTxtEncodingProblem | undefined {
  const replacement = text.indexOf('\uFFFD');
  const nul = text.indexOf('\u0000');
  if (replacement === -1 && nul === -1) return undefined;
  const at = replacement === -1 ? nul : nul === -1 ? replacement : Math.min(replacement, nul);
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - (before.lastIndexOf('\n') + 1) + 1;
  const advice = 'Convert it to UTF-8 first, as RFC 9309 §2.3 asks';
  let message: string;
  if (text.startsWith('\uFFFD\uFFFD') && nul !== -1) {
    const order = text.charAt(2) === '\u0000' ? 'big' : 'little';
    message = `the file is UTF-16 (${order}-endian, with a byte-order mark), which Prettier reads as UTF-8; formatting would destroy it, so it was left alone. ${advice} (iconv -f UTF-16 -t UTF-8).`;
  } else if (at === nul) {
    message = `the file holds NUL characters, as UTF-16 without a byte-order mark does; formatting could destroy it, so it was left alone. ${advice} (iconv -f UTF-16 -t UTF-8), or use robotstxt fmt, which reads the bytes.`;
  } else {
    message = `the file is not valid UTF-8 (Prettier reads it as UTF-8 and puts U+FFFD where a byte is not: Latin-1?); formatting would write U+FFFD in the file, so it was left alone. ${advice} (iconv -f LATIN1 -t UTF-8, if that is what it is). If the file really holds U+FFFD, use robotstxt fmt, which reads the bytes.`;
  }
  return { message, line, column };
}

/**
 * The error Prettier expects from a parser: a `SyntaxError` with a `loc`.
 * Prettier then prints `[error] FILE: SyntaxError: MESSAGE (LINE:COLUMN)`
 * with a code frame, leaves the file as it is (`--write` writes nothing,
 * editors keep the buffer) and exits with status 2, as `robotstxt fmt`
 * does for such a file. The alternatives are worse: printing the text
 * unchanged would keep the file but tell nobody why it is not formatted,
 * and an error without a `loc` is printed with its stack trace, as a bug.
 */
function encodingError(problem: RobotsTxtEncodingProblem): SyntaxError {
  const error = new SyntaxError(problem.message) as SyntaxError & { loc: { start: { line: number; column: number } } };
  error.loc = { start: { line: problem.line, column: problem.column } };
  return error;
}

/** The parsers the plugin adds: `robots-txt`. */
export const parsers: Record<'robots-txt', RobotsTxtParser> = {
  'robots-txt': {
    parse: (text) => {
      const problem = notUtf8Problem(text);
      if (problem) throw encodingError(problem);
      return { type: 'robots-txt', text };
    },
    astFormat: 'robots-txt',
    locStart: () => 0,
    locEnd: (node) => node.text.length,
    // A pragma counts in the comments and blank lines that open the file.
    hasPragma: (text) => /^(?:[ \t]*(?:#[^\n]*)?\n)*?[ \t]*#[ \t]*@(?:format|prettier)\b/.test(text),
  },
};

/** The printers the plugin adds: `robots-txt`. */
export const printers: Record<'robots-txt', RobotsTxtPrinter> = {
  'robots-txt': {
    print: (path, printOptions) => format(path.node.text, toFormatOptions(printOptions as RobotsTxtPrettierOptions)),
  },
};
