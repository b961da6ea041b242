/**
 * Sitemaps (sitemaps.org 0.9) read from their bytes with htmlparser2's streaming parser in XML mode:
 * the reading behind `inspectSitemap` and `sitemapUrls` (src/fetch/sitemaps.ts). It sits beside the
 * HTML meta tag reader because both need htmlparser2, which only this subpath loads.
 *
 * @module
 */
import { Parser } from './markup.ts';

/** One `<url>` or `<sitemap>` entry. */
export interface SitemapEntry {
  /** Its `<loc>`: a page URL in a sitemap, a sitemap URL in an index. */
  readonly loc: string;
  /** Its `<lastmod>`, as written. */
  readonly lastmod?: string;
}

/** The entries of one sitemap file, read. */
export interface SitemapContent {
  /** `urlset` (a sitemap), `sitemapindex` (a sitemap index), `other` (XML or text that is neither), `none` (no bytes). */
  readonly kind: 'urlset' | 'sitemapindex' | 'other' | 'none';
  /** Each `<url>` or `<sitemap>` with a `<loc>`: its `loc` and `lastmod` as written (trimmed). */
  readonly entries: readonly SitemapEntry[];
}

/**
 * Reads a sitemap or sitemap index from its bytes with a streaming XML parser: the root element
 * decides the kind, and each `<url>` or `<sitemap>` gives its `<loc>` (and `<lastmod>`). Element
 * names are compared without their namespace prefix. Never throws.
 */
export function readSitemap(bytes: Uint8Array, maxEntries = Number.MAX_SAFE_INTEGER): SitemapContent {
  let root: string | undefined;
  const entries: { loc: string; lastmod?: string }[] = [];
  let entry: { loc: string; lastmod?: string } | undefined;
  let field: 'loc' | 'lastmod' | undefined;
  let text = '';
  const local = (name: string): string => name.slice(name.indexOf(':') + 1).toLowerCase();
  const parser = new Parser(
    {
      onopentag(name) {
        const element = local(name);
        root ??= element;
        if ((element === 'url' || element === 'sitemap') && entries.length < maxEntries) entry = { loc: '' };
        else if (entry && (element === 'loc' || element === 'lastmod')) {
          field = element;
          text = '';
        }
      },
      ontext(data) {
        if (field) text += data;
      },
      onclosetag(name) {
        const element = local(name);
        if (entry && field === element) {
          entry[field] = text.trim();
          field = undefined;
        } else if (entry && (element === 'url' || element === 'sitemap')) {
          if (entry.loc !== '') entries.push(entry);
          entry = undefined;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  // Fed in pieces, as it would be from the network: the parser keeps only the element it is in.
  const decoder = new TextDecoder('utf-8');
  const piece = 64 * 1024;
  for (let start = 0; start < bytes.length; start += piece) parser.write(decoder.decode(bytes.subarray(start, start + piece), { stream: true }));
  parser.end(decoder.decode());
  const kind = root === 'urlset' ? 'urlset' : root === 'sitemapindex' ? 'sitemapindex' : bytes.length === 0 ? 'none' : 'other';
  return { kind, entries: kind === 'other' ? [] : entries };
}
