/**
 * The dialects and what sets them apart, as one table: {@link DIALECT_PROPERTIES}.
 * Code that needs to know "does this dialect end records at blank lines?"
 * reads the table instead of naming dialects, so a new dialect is one row
 * here plus its matcher in `src/match/dialects/`.
 *
 * @module
 */
import { DRAFT_1996_URL, GOOGLE_URL, RFC9309_URL, STANDARD_1994_URL } from '../diagnostics/cite.ts';

/**
 * The standards a robots.txt can be read under.
 *
 * - `1994`: *A Standard for Robot Exclusion* (Koster, 1994): Disallow only, prefix match.
 * - `draft-1996`: draft-koster-robots-00: Allow lines, first match wins, `%XX` decoding.
 * - `rfc9309`: RFC 9309 (2022): groups, longest match, `*` and `$`. The default.
 * - `google`: exactly what Google's open-source matcher (google/robotstxt) does.
 * - `revisited-1996`: Kollar/Leavitt/Mauldin, *Robot Exclusion Standard Revisited* (1996):
 *   1994 records, but a User-Agent line lists several agent ids and a Disallow line several
 *   path roots (`docs/spec/dialects.md` §5.1 and the R-n decisions).
 *
 * {@link DIALECT_PROPERTIES} says how they differ.
 */
export type Dialect = '1994' | 'draft-1996' | 'rfc9309' | 'google' | 'revisited-1996';

/** Every dialect: the four of the main line, oldest first, then the 1996 side branch. */
export const DIALECTS: readonly Dialect[] = ['1994', 'draft-1996', 'rfc9309', 'google', 'revisited-1996'];

/**
 * RFC 9309 §2.5: a crawler must parse at least the first 500 KiB (512,000
 * bytes) of a robots.txt. The default of `compile`'s `parseLimit` (rfc9309)
 * and of the bytes a fetch reads (`maxBytes`).
 */
export const DEFAULT_PARSE_LIMIT = 512_000;

/**
 * How the rules that apply to a robot decide a path.
 *
 * - `any-disallow`: any matching Disallow disallows (1994 has no Allow).
 * - `first-match`: the first matching Allow or Disallow line in file order decides.
 * - `longest-match`: the matching rule with the longest pattern decides; Allow wins a tie.
 */
export type RulePrecedence = 'any-disallow' | 'first-match' | 'longest-match';

/**
 * Which records or groups apply to a robot.
 *
 * - `first-matching-record`: the first record whose User-agent value names the
 *   robot (case-insensitive substring), else the first `*` record. (1994 and
 *   draft-1996 read the value whole: `Copernicus Fred` names Fred, A-9.)
 * - `merged-groups`: every group naming the robot's product token, merged;
 *   else every `*` group, merged. (rfc9309 reads a value's product followed
 *   only by `*`, `Mediapartners-Google*`, as the product: A-9.)
 */
export type AgentSelection = 'first-matching-record' | 'merged-groups';

/**
 * How `%XX` escapes and non-ASCII characters are treated before a rule's
 * pattern and a path are compared (docs: `docs/spec/dialects.md` A-11).
 *
 * - `as-written`: compared as written, byte for byte.
 * - `decode`: draft-1996: escapes decoded on both sides except `%2F`.
 * - `normalize`: rfc9309: both sides normalized (unreserved escapes decoded, hex upper-cased, non-ASCII encoded).
 * - `escape-pattern`: google: the pattern's hex upper-cased and non-ASCII encoded; the URL compared as given.
 */
export type PercentHandling = 'as-written' | 'decode' | 'normalize' | 'escape-pattern';

/** What one dialect says, as data. See {@link DIALECT_PROPERTIES}. */
export interface DialectProperties {
  /** The standard's name, e.g. `RFC 9309 (2022)`. */
  readonly title: string;
  /** Where the standard is published. */
  readonly url: string;
  /** The toolkit's notes on the dialect: a file and section of this repository. */
  readonly notes: string;
  /** What the dialect calls a block of User-agent lines and their rules. */
  readonly unit: 'record' | 'group';
  /** A blank line ends the current record. */
  readonly blankLinesEndRecords: boolean;
  /**
   * An extension line (any field but User-agent, Allow, Disallow) closes the
   * record like a rule line: the next User-agent line starts a new record.
   */
  readonly extensionLinesAreRuleLines: boolean;
  /**
   * A `Content-Usage` line (IETF AIPREF, experimental) is a rule line: it
   * closes the group, so the next User-agent line starts a new one
   * (draft-ietf-aipref-attach-05 §3 updates RFC 9309; docs/spec/extensions.md §1.4 Ex. 4, Ex. 7).
   * Google's parser does not know it and never lets an unknown line close a group.
   */
  readonly usageLinesAreRuleLines: boolean;
  /**
   * User-agent and Disallow values are whitespace-separated lists: several
   * agent ids, several path roots, each path root a rule of its own
   * (revisited-1996, R-4, R-5). Otherwise a value is one agent or one path.
   */
  readonly valueLists: boolean;
  /** `Allow` is a rule (in 1994 it is an unknown field). */
  readonly allowLines: boolean;
  /** Which records or groups apply to a robot. */
  readonly agentSelection: AgentSelection;
  /** How the applicable rules decide. */
  readonly precedence: RulePrecedence;
  /** `*` matches any run of characters and a final `$` anchors the end (else both are literal). */
  readonly wildcards: boolean;
  /** How escapes and non-ASCII are compared. */
  readonly percent: PercentHandling;
  /** The path `/robots.txt` is always allowed, whatever the rules say. */
  readonly robotsTxtAlwaysAllowed: boolean;
  /** Only the first `parseLimit` bytes are read (`DEFAULTS.compile.parseLimit` by default). */
  readonly parseLimit: boolean;
  /**
   * Lines are read the way Google's parser reads them: accepted typos,
   * field names matched by prefix, a missing colon between two words, lines
   * cut at {@link GOOGLE_MAX_LINE_BYTES}. Otherwise a directive is a
   * well-formed `field: value` line of the syntax tree.
   */
  readonly lenientLines: boolean;
  /**
   * A file that starts with a UTF-16 byte-order mark is decoded as UTF-16 and
   * its rules apply. Otherwise (google) it is read byte for byte, as Google's
   * parser reads it (`readAsBytes`): every other byte is a NUL, which ends
   * Google's line, so few or no directives of such a file are read (docs/spec/google.md §2.1).
   */
  readonly decodesUtf16: boolean;
}

/** Google's maximum line length in bytes: longer lines are cut (`docs/spec/google.md` §2.3). */
export const GOOGLE_MAX_LINE_BYTES = 2083 * 8 - 1;

/**
 * What each dialect says, one row per dialect. The user guide
 * (`docs/matching.md`, "Dialects") shows the same table in prose, and
 * `test/model/dialect-properties.test.ts` checks every cell against what the
 * parser and matchers do.
 *
 * @example
 * ```ts
 * DIALECT_PROPERTIES['draft-1996'].precedence;           // 'first-match'
 * DIALECT_PROPERTIES.rfc9309.unit;                       // 'group'
 * DIALECTS.filter((d) => DIALECT_PROPERTIES[d].wildcards); // ['rfc9309', 'google']
 * ```
 */
export const DIALECT_PROPERTIES: Readonly<Record<Dialect, DialectProperties>> = {
  '1994': {
    title: 'A Standard for Robot Exclusion (1994)',
    url: STANDARD_1994_URL,
    notes: 'docs/spec/dialects.md §1',
    unit: 'record',
    blankLinesEndRecords: true,
    extensionLinesAreRuleLines: false,
    usageLinesAreRuleLines: false,
    valueLists: false,
    allowLines: false,
    agentSelection: 'first-matching-record',
    precedence: 'any-disallow',
    wildcards: false,
    percent: 'as-written',
    robotsTxtAlwaysAllowed: false,
    parseLimit: false,
    lenientLines: false,
    decodesUtf16: true,
  },
  'draft-1996': {
    title: 'draft-koster-robots-00 (1996)',
    url: DRAFT_1996_URL,
    notes: 'docs/spec/dialects.md §2',
    unit: 'record',
    blankLinesEndRecords: true,
    extensionLinesAreRuleLines: true,
    usageLinesAreRuleLines: false,
    valueLists: false,
    allowLines: true,
    agentSelection: 'first-matching-record',
    precedence: 'first-match',
    wildcards: false,
    percent: 'decode',
    robotsTxtAlwaysAllowed: true,
    parseLimit: false,
    lenientLines: false,
    decodesUtf16: true,
  },
  rfc9309: {
    title: 'RFC 9309 (2022)',
    url: RFC9309_URL,
    notes: 'docs/spec/dialects.md §3',
    unit: 'group',
    blankLinesEndRecords: false,
    extensionLinesAreRuleLines: false,
    usageLinesAreRuleLines: true,
    valueLists: false,
    allowLines: true,
    agentSelection: 'merged-groups',
    precedence: 'longest-match',
    wildcards: true,
    percent: 'normalize',
    robotsTxtAlwaysAllowed: true,
    parseLimit: true,
    lenientLines: false,
    decodesUtf16: true,
  },
  google: {
    title: "Google's robots.txt parser and matcher (google/robotstxt)",
    url: GOOGLE_URL,
    notes: 'docs/spec/google.md',
    unit: 'group',
    blankLinesEndRecords: false,
    extensionLinesAreRuleLines: false,
    usageLinesAreRuleLines: false,
    valueLists: false,
    allowLines: true,
    agentSelection: 'merged-groups',
    precedence: 'longest-match',
    wildcards: true,
    percent: 'escape-pattern',
    robotsTxtAlwaysAllowed: false,
    parseLimit: false,
    lenientLines: true,
    decodesUtf16: false,
  },
  'revisited-1996': {
    title: 'Robot Exclusion Standard Revisited (Kollar, Leavitt, Mauldin, 1996)',
    url: STANDARD_1994_URL,
    notes: 'docs/spec/dialects.md §5.1 (R-1…R-10)',
    unit: 'record',
    blankLinesEndRecords: true,
    extensionLinesAreRuleLines: false,
    usageLinesAreRuleLines: false,
    valueLists: true,
    allowLines: false,
    agentSelection: 'first-matching-record',
    precedence: 'any-disallow',
    wildcards: false,
    percent: 'as-written',
    robotsTxtAlwaysAllowed: false,
    parseLimit: false,
    lenientLines: false,
    decodesUtf16: true,
  },
};
