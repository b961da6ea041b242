/**
 * Diagnostics are data: every stage reports what it noticed as values of
 * this shape and never throws on input.
 *
 * @module
 */
import type { Range } from '../syntax/position.ts';

/** How bad a finding is. */
export type Severity = 'error' | 'warning' | 'info';

/** The standards a diagnostic can cite. */
export type SpecDocument = '1994' | 'draft-1996' | 'rfc9309' | 'google' | 'toolkit';

/**
 * Where the rule a diagnostic enforces is written down.
 *
 * @example
 * ```ts
 * { document: 'rfc9309', section: '2.2', title: 'RFC 9309 §2.2 Formal Syntax',
 *   url: 'https://www.rfc-editor.org/rfc/rfc9309.html#section-2.2' }
 * ```
 */
export interface SpecReference {
  readonly document: SpecDocument;
  /** Section number or heading inside the document, e.g. `2.2.2` or `The Format`. */
  readonly section: string;
  /** Human-readable citation, e.g. `RFC 9309 §2.2.2`. */
  readonly title: string;
  readonly url?: string;
}

/** One finding about the input, with its place and the rule it breaks. */
export interface Diagnostic {
  /** Stable kebab-case identifier, e.g. `missing-colon`. Match on this, not on `message`. */
  readonly code: string;
  readonly severity: Severity;
  /** One sentence saying what is wrong and, where it helps, what to do. */
  readonly message: string;
  /** Where: 1-based line and column, 0-based offset, end exclusive (UTF-16 units). */
  readonly range: Range;
  readonly spec?: SpecReference;
}

const RFC9309_URL = 'https://www.rfc-editor.org/rfc/rfc9309.html';
const ORIG_1994_URL = 'https://www.robotstxt.org/orig.html';
const DRAFT_1996_URL = 'https://www.robotstxt.org/norobots-rfc.txt';
const GOOGLE_URL = 'https://github.com/google/robotstxt';

/** Builds a reference to a section of RFC 9309. */
export function rfc9309(section: string): SpecReference {
  return { document: 'rfc9309', section, title: `RFC 9309 §${section}`, url: `${RFC9309_URL}#section-${section}` };
}

/** Builds a reference to a heading of the 1994 standard. */
export function standard1994(section: string): SpecReference {
  return { document: '1994', section, title: `A Standard for Robot Exclusion (1994), "${section}"`, url: ORIG_1994_URL };
}

/** Builds a reference to a section of draft-koster-robots-00 (1996). */
export function draft1996(section: string): SpecReference {
  return { document: 'draft-1996', section, title: `draft-koster-robots-00 (1996) §${section}`, url: DRAFT_1996_URL };
}

/** Builds a reference to Google's open-source matcher. */
export function google(section: string): SpecReference {
  return { document: 'google', section, title: `Google robotstxt: ${section}`, url: GOOGLE_URL };
}

/** Builds a reference to one of the toolkit's own documented decisions (docs/spec/dialects.md). */
export function toolkit(section: string): SpecReference {
  return { document: 'toolkit', section, title: `robotstxt-toolkit decision ${section}` };
}
