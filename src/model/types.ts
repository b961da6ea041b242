/**
 * The semantic model: what a robots.txt says under one dialect.
 *
 * Records (1994, draft-1996) and groups (rfc9309, google) are both
 * {@link Group}s here; where one ends is a rule of the dialect
 * ({@link DIALECT_PROPERTIES}). Every element links back to its line in the
 * syntax tree through a {@link LineRef}.
 *
 * @module
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Dialect } from './dialect.ts';
import type { ContentSignalStatement, UsageStatement } from './usage.ts';

/**
 * A reference to one line of the robots.txt, for the model, explanations and tools.
 *
 * It lives in the model, not the syntax layer: the syntax tree has its own
 * handles ({@link SyntaxLine}, {@link Range}); a `LineRef` is the small,
 * serialisable pointer the model hands upward, built by the model's directive
 * reader for each directive line it keeps.
 *
 * In a model, `column` and `text` are getters that read the document's text
 * on demand (compiling computes neither, and a ref keeps two numbers and the
 * text it points into), so `{ ...ref }` copies `line` and `offset` only: name
 * `column` and `text` when copying. `JSON.stringify` gives all four fields.
 */
export interface LineRef {
  /** 1-based line number. */
  readonly line: number;
  /** 1-based column where the line's directive starts. */
  readonly column: number;
  /** 0-based offset (UTF-16 units) where the line's directive starts. */
  readonly offset: number;
  /** The line's text without its line end, e.g. `Disallow: /tmp/ # scratch`. */
  readonly text: string;
}

/** What a directive line means to the dialect. `other` covers every extension field. */
export type FieldKind = 'user-agent' | 'allow' | 'disallow' | 'other';

/** One `field: value` line as the dialect reads it. */
export interface Field {
  /** What the line means to the dialect. */
  readonly kind: FieldKind;
  /** The field name as written, e.g. `Crawl-delay` or `useragent`. */
  readonly name: string;
  /** The field name lower-cased; for google typos, the name it was taken for (`disallow` for `Dissallow`). */
  readonly key: string;
  /** The value, trimmed; `''` when empty. */
  readonly value: string;
  /** The line it is on. */
  readonly ref: LineRef;
  /** google: the name is one of Google's accepted misspellings (set on a line Google reads leniently, absent on the others). */
  readonly typo?: boolean;
  /** google: the line had no colon and was read by Google's two-word rule (set on a line Google reads leniently, absent on the others). */
  readonly missingColon?: boolean;
}

/** An Allow or Disallow line inside a record or group (revisited-1996: one path root of a Disallow line, R-5). */
export interface Rule {
  /** Allow or Disallow. */
  readonly kind: 'allow' | 'disallow';
  /** The value as written (trimmed); revisited-1996: the path root. */
  readonly value: string;
  /** The value as the dialect compares it (decoded, escaped, normalized). */
  readonly pattern: string;
  /** The line it is on. */
  readonly ref: LineRef;
  /** 0-based position of the rule among all rules of the file, i.e. file order. */
  readonly order: number;
}

/**
 * A `Content-Usage` line (AIPREF attach-05 §3, experimental): a rule of its
 * group with an optional path and a preference (docs/spec/extensions.md §1.3).
 */
export interface ContentUsageRule {
  /** The value as written (trimmed), e.g. `/ai-ok/ train-ai=y`. */
  readonly value: string;
  /** The path as written, or `undefined` when the rule has none (it applies to every path, with match length 0). */
  readonly path: string | undefined;
  /** The path as the dialect compares it (as an Allow/Disallow pattern), or `undefined`. */
  readonly pattern: string | undefined;
  /** The preference, read. */
  readonly statement: UsageStatement;
  /** The line it is on. */
  readonly ref: LineRef;
}

/** A `Content-Signal` line (Cloudflare Content Signals Policy): group-scoped, no path (docs/spec/extensions.md §2). */
export interface ContentSignalLine {
  /** The value as written (trimmed). */
  readonly value: string;
  /** The signals, read. */
  readonly statement: ContentSignalStatement;
  /** The line it is on. */
  readonly ref: LineRef;
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
  /** The group's `Content-Usage` lines (AIPREF, experimental), read; they stay in `extensions` too. */
  readonly contentUsage: readonly ContentUsageRule[];
  /** The group's `Content-Signal` lines (Cloudflare), read; they stay in `extensions` too. */
  readonly contentSignals: readonly ContentSignalLine[];
  /** The group's first line (its first User-agent line). */
  readonly start: LineRef;
  /** The group's last directive line. */
  readonly end: LineRef;
}

/** The model of a whole file under one dialect. */
export interface RobotsModel {
  /** The dialect the file was read under. */
  readonly dialect: Dialect;
  /** The records or groups, in file order. */
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
