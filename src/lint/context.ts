/**
 * A rule's findings before the linter adds severity and positions, what the dialects linted share, and the two
 * helpers every rule's messages and fixes use.
 *
 * @module
 */
import type { LintDiagnosticCode, SpecReference } from '../diagnostics/diagnostic.ts';
import type { Dialect } from '../model/dialect.ts';
import type { FixKind, Witness } from './types.ts';

/** One edit of a fix, in offsets (the linter adds line and column). */
export interface EditDraft {
  readonly offset: number;
  readonly end: number;
  readonly text: string;
}

/** A fix before positions are added. */
export interface FixDraft {
  readonly title: string;
  readonly kind: FixKind;
  readonly edits: readonly EditDraft[];
}

/** A finding before severity and positions are added. */
export interface Finding {
  readonly code: LintDiagnosticCode;
  readonly message: string;
  readonly offset: number;
  readonly end: number;
  readonly spec?: SpecReference;
  readonly related?: readonly { readonly offset: number; readonly end: number; readonly message: string }[];
  readonly fixes?: readonly FixDraft[];
  readonly dialects?: readonly Dialect[];
  readonly witness?: Witness;
}

/**
 * What the dialects linted have in common, worked out once per call instead
 * of once per line (the value checks ask on every rule line).
 */
export interface DialectFacts {
  /** Every dialect linted reads Allow/Disallow and User-agent values as lists (revisited-1996, R-4, R-5). */
  readonly valueLists: boolean;
  /** The dialects linted that have no Allow. */
  readonly withoutAllow: readonly Dialect[];
  /** The dialects linted where `*` and `$` are literal. */
  readonly literalWildcards: readonly Dialect[];
  /** Every dialect linted normalizes %-escapes on both sides. */
  readonly normalized: boolean;
  /** Every dialect linted reads lines leniently (Google's typos and missing colons). */
  readonly allLenient: boolean;
  /** The dialects linted where a blank line ends a record. */
  readonly splitting: readonly Dialect[];
  /** The dialects linted that obey only the first record naming a robot. */
  readonly firstRecordOnly: readonly Dialect[];
}

/** A fix that is safe when `safe` holds, else a suggestion. */
export function fixOf(title: string, safe: boolean, edits: readonly EditDraft[]): FixDraft {
  return { title, kind: safe ? 'safe' : 'suggestion', edits };
}

/** `a, b and c`. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
