/**
 * The semantic model: what a robots.txt says under one dialect.
 *
 * Records (1994, draft-1996) and groups (rfc9309, google) are both
 * {@link Group}s here; where one ends is a rule of the dialect. Every element
 * links back to its line in the syntax tree through a {@link LineRef}.
 *
 * @module
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Dialect, LineRef } from '../match/types.ts';

/** What a directive line means to the dialect. `other` covers every extension field. */
export type FieldKind = 'user-agent' | 'allow' | 'disallow' | 'other';

/** One `field: value` line as the dialect reads it. */
export interface Field {
  readonly kind: FieldKind;
  /** The field name as written, e.g. `Crawl-delay` or `useragent`. */
  readonly name: string;
  /** The field name lower-cased; for google typos, the name it was taken for (`disallow` for `Dissallow`). */
  readonly key: string;
  /** The value, trimmed; `''` when empty. */
  readonly value: string;
  readonly ref: LineRef;
  /** google: the name is one of Google's accepted misspellings. */
  readonly typo?: boolean;
  /** google: the line had no colon and was read by Google's two-word rule. */
  readonly missingColon?: boolean;
}

/** An Allow or Disallow line inside a record or group (revisited-1996: one path root of a Disallow line, R-5). */
export interface Rule {
  readonly kind: 'allow' | 'disallow';
  /** The value as written (trimmed); revisited-1996: the path root. */
  readonly value: string;
  /** The value as the dialect compares it (decoded, escaped, normalised). */
  readonly pattern: string;
  readonly ref: LineRef;
  /** 0-based position of the rule among all rules of the file, i.e. file order. */
  readonly order: number;
}

/** A record (1994, draft-1996) or group (rfc9309, google). */
export interface Group {
  /** 0-based index among the file's groups. */
  readonly index: number;
  /** The User-agent lines. */
  readonly agents: readonly Field[];
  /** The Allow/Disallow lines the dialect recognises, in file order. */
  readonly rules: readonly Rule[];
  /** Every other field inside the group (Crawl-delay, Request-rate, …), in file order. */
  readonly extensions: readonly Field[];
  readonly start: LineRef;
  /** The group's last directive line. */
  readonly end: LineRef;
}

/** The model of a whole file under one dialect. */
export interface RobotsModel {
  readonly dialect: Dialect;
  readonly groups: readonly Group[];
  /** Every directive line, in file order. */
  readonly fields: readonly Field[];
  /** Rules that belong to no group (before any User-agent): ignored by every dialect. */
  readonly ignoredRules: readonly Rule[];
  /** Sitemap URLs (every dialect collects them; only rfc9309 and google define them). */
  readonly sitemaps: readonly string[];
  /** Model-level diagnostics: ignored content, the parse limit. */
  readonly diagnostics: readonly Diagnostic[];
  /** rfc9309: offset at which the parse limit cut the file, when it did. */
  readonly truncatedAt?: number;
}
