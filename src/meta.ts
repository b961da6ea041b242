/**
 * `robotstxt-toolkit/meta`: beyond robots.txt. ROBOTS meta tags and
 * `X-Robots-Tag` headers read into typed directives, combined for one crawler
 * under modern or 1996 rules, and `inspectPage`, which answers for one page
 * whether a crawler may fetch it, index it, follow its links, show a snippet,
 * train on it, each answer with its source (docs/meta.md).
 *
 * A subpath of its own because it reads HTML with htmlparser2's tokenizer:
 * the root entry stays free of packages. The AI usage preference parsers
 * (`Content-Usage`, experimental AIPREF; `Content-Signal`), their
 * vocabularies and `combineUsage` live here too; the root keeps only the
 * types `RobotsTxt` answers with.
 *
 * @example
 * ```ts
 * import { pageDirectives } from 'robotstxt-toolkit/meta';
 *
 * const page = pageDirectives({ html: '<meta name="robots" content="noindex">', agent: 'FooBot' });
 * page.index;               // false
 * page.sources.index?.text; // '<meta name="robots" content="noindex">'
 * ```
 *
 * @packageDocumentation
 */
export * from './meta/index.ts';
export { AIPREF_REVISION, AIPREF_VOCABULARY, CONTENT_SIGNAL_VOCABULARY, RETIRED_AIPREF_LABELS, combineUsage } from './model/usage.ts';
export {
  inspectPage,
  DEFAULT_PAGE_MAX_BYTES,
  type InspectPageOptions,
  type PageInspection,
  type FetchVerdict,
  type UrlVerdict,
  type DecidingLine,
  type PageResponse,
  type PageUsage,
} from './fetch/inspect-page.ts';
// The sitemaps a robots.txt declares: fetched, read with htmlparser2's XML mode, walked for crawlers.
export { inspectSitemap, sitemapUrls, SITEMAP_MAX_BYTES, type SitemapOptions, type SitemapReport, type SitemapUrl } from './fetch/sitemaps.ts';
