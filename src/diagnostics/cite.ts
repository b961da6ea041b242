/**
 * Spec citations for diagnostics: each function builds a {@link SpecReference}
 * to a section of one standard. Import the module as a namespace so that a
 * call reads as what it is (`cite.rfc9309('2.5')`), never as a dialect name:
 *
 * ```ts
 * import * as cite from '../diagnostics/cite.ts';
 * spec: cite.rfc9309('2.2.2');
 * ```
 *
 * Internal: not exported from the package root.
 *
 * @module
 */
import type { SpecReference } from './diagnostic.ts';

/** RFC 9309, *Robots Exclusion Protocol* (2022). */
export const RFC9309_URL = 'https://www.rfc-editor.org/rfc/rfc9309.html';
/** *A Standard for Robot Exclusion* (Koster, 1994). */
export const STANDARD_1994_URL = 'https://www.robotstxt.org/orig.html';
/** draft-koster-robots-00, *A Method for Web Robots Control* (1996). */
export const DRAFT_1996_URL = 'https://www.robotstxt.org/norobots-rfc.txt';
/** Google's open-source robots.txt parser and matcher. */
export const GOOGLE_URL = 'https://github.com/google/robotstxt';

/** A reference to a section of RFC 9309. */
/* @__NO_SIDE_EFFECTS__ */
export function rfc9309(section: string): SpecReference {
  return { document: 'rfc9309', section, title: `RFC 9309 §${section}`, url: `${RFC9309_URL}#section-${section}` };
}

/** A reference to a heading of the 1994 standard. */
/* @__NO_SIDE_EFFECTS__ */
export function standard1994(section: string): SpecReference {
  return { document: '1994', section, title: `A Standard for Robot Exclusion (1994), "${section}"`, url: STANDARD_1994_URL };
}

/** A reference to a section of draft-koster-robots-00 (1996). */
/* @__NO_SIDE_EFFECTS__ */
export function draft1996(section: string): SpecReference {
  return { document: 'draft-1996', section, title: `draft-koster-robots-00 (1996) §${section}`, url: DRAFT_1996_URL };
}

/** A reference to Google's open-source matcher. */
/* @__NO_SIDE_EFFECTS__ */
export function google(section: string): SpecReference {
  return { document: 'google', section, title: `Google robotstxt: ${section}`, url: GOOGLE_URL };
}

/** A reference to one of the toolkit's own documented decisions (`docs/spec/dialects.md`). */
/* @__NO_SIDE_EFFECTS__ */
export function toolkit(section: string): SpecReference {
  return { document: 'toolkit', section, title: `robotstxt-toolkit decision ${section}` };
}

/** A reference to the IETF AIPREF drafts (experimental: attach-05, vocab-07). */
/* @__NO_SIDE_EFFECTS__ */
export function aipref(section: string): SpecReference {
  return { document: 'aipref', section, title: `IETF AIPREF ${section}`, url: 'https://datatracker.ietf.org/wg/aipref/documents/' };
}

/** A reference to Cloudflare's Content Signals Policy. */
export function contentSignals(section: string): SpecReference {
  return { document: 'content-signals', section, title: `Cloudflare Content Signals Policy (${section})`, url: 'https://contentsignals.org' };
}

/** A reference to Google's robots meta tag and X-Robots-Tag specification. */
export function robotsMeta(section: string): SpecReference {
  return {
    document: 'robots-meta',
    section,
    title: `Google robots meta specification (${section})`,
    url: 'https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag',
  };
}

/** A reference to a page of Google Search Central's documentation (what Google's crawlers do, beyond the parser). */
/* @__NO_SIDE_EFFECTS__ */
export function googleSearch(page: string, url: string): SpecReference {
  return { document: 'google', section: page, title: `Google Search Central: ${page}`, url };
}
