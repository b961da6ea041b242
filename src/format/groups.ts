/**
 * Where records and groups start under each dialect, followed line by line
 * with a small state machine per way of grouping that follows the rules of
 * `src/model/build.ts` (`blankLinesEndRecords`, `extensionLinesAreRuleLines`,
 * A-5), without building models: the formatter only needs to know which
 * lines start a group everywhere, which lines close one, and which group a
 * line is in, to decide where a blank line may go and which lines may move.
 * The grouping needs only each line's kind (blank, User-agent, rule, other),
 * read once strictly and, when google is considered, once as Google reads it.
 *
 * @module
 */
import { DIALECT_PROPERTIES, type Dialect } from '../model/dialect.ts';
import { directiveReaderOf } from '../model/directives.ts';
import type { LineView } from '../syntax/tree.ts';

/** A line's field kind as a small number: no directive, User-agent, Allow, Disallow, any other field. */
export type KindCode = 0 | 1 | 2 | 3 | 4;
const NONE = 0;
const USER_AGENT = 1;
const ALLOW = 2;
const DISALLOW = 3;
const OTHER = 4;
/**
 * A line Google reads as some other field or as nothing, not told apart: no
 * grouping of Google's lets another field close a group, and the group of a
 * line is only kept for lines a reading takes for a rule.
 */
const OTHER_OR_NONE = OTHER;

/** Names Google reads as themselves, extension fields (none starts with a name or typo of google/robotstxt's list). */
const GOOGLE_OTHER_KEYS: ReadonlySet<string> = new Set(['sitemap', 'crawl-delay', 'host', 'request-rate', 'visit-time', 'clean-param', 'noindex']);

/** The kind of a field the strict readers see, from its lower-case `key`. */
function strictKindOf(key: string | undefined): KindCode {
  if (key === undefined) return NONE;
  if (key === 'disallow') return DISALLOW;
  if (key === 'user-agent') return USER_AGENT;
  return key === 'allow' ? ALLOW : OTHER;
}

/** How Google reads a line's kind, through its own reader (GroupTracker.read knows the names it reads as the strict readers do). */
function googleKindReader(dialect: Dialect, latin1: boolean): (line: LineView) => KindCode {
  const read = directiveReaderOf(dialect, latin1);
  return (line) => {
    const kind = line.kind;
    if (kind === 'blank' || kind === 'comment') return NONE;
    // Every spelling and typo Google reads as User-agent, Allow or Disallow starts with u, a or d: a line that
    // starts otherwise (after the whitespace Google skips: \v and \f besides the tree's) is none of them.
    if (line.offset > 0) {
      const first = line.source.charCodeAt(line.textStart);
      const lower = first | 0x20;
      if (lower !== 0x75 && lower !== 0x61 && lower !== 0x64 && first !== 0x0b && first !== 0x0c) return OTHER_OR_NONE;
    }
    const field = read(line);
    return field === undefined ? NONE : strictKindOf(field.kind);
  };
}

/** One way of grouping as the lines go by (dialects that group alike share one: 1994 and revisited-1996). */
class Grouping {
  /** Lines are read as Google reads them. */
  readonly lenient: boolean;
  /** `Allow` is a rule (else an extension field). */
  readonly allow: boolean;
  /** A blank line ends the record. */
  readonly blankEnds: boolean;
  /** An extension line closes the record as a rule line does. */
  readonly extensionCloses: boolean;
  /** The 1-based group number of each rule line (see {@link GroupTracker.groupOf}), when asked for. */
  readonly groups: Int32Array | undefined;
  /** The current group's number (0: none open). */
  group = 0;
  /** A rule line was seen in the current group: the next User-agent line starts a new one. */
  closed = false;
  /** How many groups were made so far. */
  made = 0;

  constructor(dialect: Dialect, groups: Int32Array | undefined) {
    const properties = DIALECT_PROPERTIES[dialect];
    this.lenient = properties.lenientLines;
    this.allow = properties.allowLines;
    this.blankEnds = properties.blankLinesEndRecords;
    this.extensionCloses = properties.extensionLinesAreRuleLines;
    this.groups = groups;
  }

  /** Whether `other` groups every file exactly as this one does. */
  sameAs(other: Grouping): boolean {
    return this.lenient === other.lenient && this.allow === other.allow && this.blankEnds === other.blankEnds && this.extensionCloses === other.extensionCloses;
  }
}

/** What {@link GroupTracker} records, besides what {@link GroupTracker.read} answers. */
export interface GroupTrackerOptions {
  /** Record which lines close a group somewhere ({@link GroupTracker.closesSomewhere}). */
  readonly closes: boolean;
  /** Record which group each line is in ({@link GroupTracker.groupOf}). */
  readonly groups: boolean;
}

/**
 * Follows the group structure of a document under each of `dialects`, one
 * line at a time, in order: {@link read} says whether the line starts a
 * group (a User-agent line after a rule, a blank line or nothing) under
 * every dialect.
 */
export class GroupTracker {
  /** Per line number: the line is the first rule (or, in draft-1996, extension) line of its group under some dialect: removing it could merge groups. */
  readonly closesSomewhere: Uint8Array | undefined;
  /**
   * Per way of grouping (dialects that group alike share one), the 1-based
   * group number each line the strict or Google's reading takes for an Allow
   * or Disallow line is in (0: in none, or another line).
   */
  readonly groupOf: readonly Int32Array[];
  private readonly groupings: readonly Grouping[];
  private readonly readGoogle: ((line: LineView) => KindCode) | undefined;

  /** `lineCount` sizes the arrays of `options`; `latin1`: the text was decoded from bytes as Latin-1. */
  constructor(dialects: readonly Dialect[], latin1: boolean, lineCount: number, options: GroupTrackerOptions) {
    this.closesSomewhere = options.closes ? new Uint8Array(lineCount + 1) : undefined;
    const groupings: Grouping[] = [];
    for (const dialect of dialects) {
      const grouping = new Grouping(dialect, options.groups ? new Int32Array(lineCount + 1) : undefined);
      if (!groupings.some((other) => other.sameAs(grouping))) groupings.push(grouping);
    }
    this.groupings = groupings;
    this.groupOf = options.groups ? groupings.map((grouping) => grouping.groups as Int32Array) : [];
    const google = dialects.find((dialect) => DIALECT_PROPERTIES[dialect].lenientLines);
    this.readGoogle = google === undefined ? undefined : googleKindReader(google, latin1);
  }

  /**
   * Reads line `number` (lines must come in order, each once); `key` is its
   * field name in lower case (undefined when the syntax tree finds no field).
   * Returns whether the line starts a group under every dialect.
   */
  read(line: LineView, number: number, key: string | undefined): boolean {
    const groupings = this.groupings;
    if (key === undefined && line.kind === 'blank') {
      for (let i = 0; i < groupings.length; i++) {
        const grouping = groupings[i] as Grouping;
        if (grouping.blankEnds) grouping.group = 0;
      }
      return false;
    }
    // Each line read once per way of reading: strictly (from the field name) and, when google is considered, as Google does.
    const strict = strictKindOf(key);
    let lenient: KindCode = NONE;
    if (this.readGoogle !== undefined) {
      // Google reads the usual names as the strict readers do (a name is matched by prefix, and each is its own
      // prefix), unless the line is long enough for Google to cut it or starts the file (a byte-order mark).
      const usual = key !== undefined && (strict !== OTHER || GOOGLE_OTHER_KEYS.has(key)) && line.offset > 0 && line.contentEnd - line.offset < 4000;
      lenient = usual ? strict : this.readGoogle(line);
    }
    const rule = strict === ALLOW || strict === DISALLOW || lenient === ALLOW || lenient === DISALLOW;
    let startsAll = true;
    for (let i = 0; i < groupings.length; i++) {
      const grouping = groupings[i] as Grouping;
      const kind = grouping.lenient ? lenient : strict === ALLOW && !grouping.allow ? OTHER : strict;
      let starts = false;
      if (kind === USER_AGENT) {
        // A User-agent line after a rule starts a new group.
        if (grouping.group === 0 || grouping.closed) {
          grouping.group = ++grouping.made;
          grouping.closed = false;
          starts = true;
        }
      } else if ((kind === ALLOW || kind === DISALLOW || (kind === OTHER && grouping.extensionCloses)) && grouping.group !== 0 && !grouping.closed) {
        grouping.closed = true;
        if (this.closesSomewhere !== undefined) this.closesSomewhere[number] = 1;
      }
      if (!starts) startsAll = false;
      if (grouping.groups !== undefined && rule) grouping.groups[number] = kind === NONE ? 0 : grouping.group;
    }
    return startsAll;
  }
}
