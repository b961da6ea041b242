/**
 * Where records and groups start under each dialect, found in one pass with
 * a small state machine per dialect that follows the rules of
 * `src/model/build.ts` (`blankLinesEndRecords`, `extensionLinesAreRuleLines`,
 * A-5), without building models: the formatter only needs to know which
 * lines start a group everywhere, which lines close one, and which group a
 * line is in, to decide where a blank line may go and which lines may move.
 *
 * @module
 */
import { DIALECT_PROPERTIES, type Dialect } from '../model/dialect.ts';
import { directiveReaderOf, fieldKey } from '../model/directives.ts';
import type { FieldKind } from '../model/types.ts';
import type { SyntaxLine } from '../syntax/tree.ts';

/** What the dialects say about each line (arrays indexed by line number; index 0 unused). */
export interface GroupStructure {
  /** The line starts a group (a User-agent line after a rule, a blank line or nothing) under every dialect. */
  readonly startsEverywhere: Uint8Array;
  /** The line is the first rule (or, in draft-1996, extension) line of its group under some dialect: removing it could merge groups. */
  readonly closesSomewhere: Uint8Array;
  /** Per dialect, the 1-based group number each line is in (0: in none). */
  readonly groupOf: readonly Int32Array[];
}

/**
 * The field kind of a line under a dialect, or undefined when the dialect
 * reads no directive there. `key` is the line's field name in lower case
 * (undefined when the syntax tree finds no field), computed once per line.
 */
export type KindReader = (line: SyntaxLine, key: string | undefined) => FieldKind | undefined;

/** Names Google reads as themselves, extension fields (none starts with a name or typo of google/robotstxt's list). */
const GOOGLE_OTHER_KEYS: ReadonlySet<string> = new Set(['sitemap', 'crawl-delay', 'host', 'request-rate', 'visit-time', 'clean-param', 'noindex']);

/** How `dialect` reads each line's kind: the strict readers from the field name alone, Google's through its own reader. */
export function kindReaderOf(dialect: Dialect, latin1: boolean): KindReader {
  const properties = DIALECT_PROPERTIES[dialect];
  if (properties.lenientLines) {
    const read = directiveReaderOf(dialect, latin1);
    return (line, key) => {
      // Google reads these three names as the strict readers do (a name is matched by prefix, and each is its own
      // prefix), unless the line is long enough for Google to cut it or starts the file (a byte-order mark).
      if (key !== undefined && line.offset > 0 && line.contentEnd - line.offset < 4000) {
        if (key === 'user-agent' || key === 'allow' || key === 'disallow') return key;
        if (GOOGLE_OTHER_KEYS.has(key)) return 'other';
      }
      const kind = line.kind;
      if (kind === 'blank' || kind === 'comment') return undefined;
      return read(line)?.kind;
    };
  }
  const allow = properties.allowLines;
  return (_line, key) => {
    if (key === undefined) return undefined;
    if (key === 'user-agent' || key === 'disallow') return key;
    if (key === 'allow' && allow) return 'allow';
    return 'other';
  };
}

/** One dialect's reading as the pass goes. */
interface DialectState {
  /** Lines are read as Google reads them. */
  readonly lenient: boolean;
  /** `Allow` is a rule (else an extension field). */
  readonly allow: boolean;
  readonly blankEnds: boolean;
  readonly extensionCloses: boolean;
  readonly groups: Int32Array;
  /** The current group's number (0: none open). */
  group: number;
  /** A rule line was seen in the current group: the next User-agent line starts a new one. */
  closed: boolean;
  /** How many groups were made so far. */
  made: number;
}

/** Follows the group structure of a document's `lines` under each of `dialects` (see {@link GroupStructure}); `latin1`: decoded from bytes as Latin-1. */
export function groupStructure(lines: readonly SyntaxLine[], dialects: readonly Dialect[], latin1: boolean): GroupStructure {
  const count = lines.length;
  const startsEverywhere = new Uint8Array(count + 1).fill(1);
  const closesSomewhere = new Uint8Array(count + 1);
  const groupOf: Int32Array[] = [];
  const google = dialects.find((dialect) => DIALECT_PROPERTIES[dialect].lenientLines);
  const readGoogle = google === undefined ? undefined : kindReaderOf(google, latin1);
  const states: DialectState[] = dialects.map((dialect) => {
    const properties = DIALECT_PROPERTIES[dialect];
    const groups = new Int32Array(count + 1);
    groupOf.push(groups);
    return {
      lenient: properties.lenientLines,
      allow: properties.allowLines,
      blankEnds: properties.blankLinesEndRecords,
      extensionCloses: properties.extensionLinesAreRuleLines,
      groups,
      group: 0,
      closed: false,
      made: 0,
    };
  });
  for (let number = 1; number <= count; number++) {
    const line = lines[number - 1] as SyntaxLine;
    const name = line.fieldName;
    const key = name === undefined ? undefined : fieldKey(name);
    if (key === undefined && line.kind === 'blank') {
      startsEverywhere[number] = 0;
      for (const state of states) if (state.blankEnds) state.group = 0;
      continue;
    }
    // Each line read once per way of reading: strictly (from the field name) and, when google is considered, as Google does.
    const strict: FieldKind | undefined = key === undefined ? undefined : key === 'user-agent' || key === 'disallow' || key === 'allow' ? key : 'other';
    const lenient = readGoogle === undefined ? undefined : readGoogle(line, key);
    let startsAll = true;
    for (const state of states) {
      const kind = state.lenient ? lenient : strict === 'allow' && !state.allow ? 'other' : strict;
      let starts = false;
      if (kind === 'user-agent') {
        // A User-agent line after a rule starts a new group.
        if (state.group === 0 || state.closed) {
          state.group = ++state.made;
          state.closed = false;
          starts = true;
        }
      } else if ((kind === 'allow' || kind === 'disallow' || (kind === 'other' && state.extensionCloses)) && state.group !== 0 && !state.closed) {
        state.closed = true;
        closesSomewhere[number] = 1;
      }
      if (!starts) startsAll = false;
      state.groups[number] = kind === undefined ? 0 : state.group;
    }
    if (!startsAll) startsEverywhere[number] = 0;
  }
  return { startsEverywhere, closesSomewhere, groupOf };
}
