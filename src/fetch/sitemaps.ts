/**
 * The sitemaps a robots.txt declares (`Sitemap:` lines, RFC 9309 §2.2.4): fetch each under the
 * same bounds as robots.txt (a time limit, a byte limit, bounded redirects), read it with a
 * streaming XML parser (htmlparser2 in XML mode, never regular expressions: `meta/sitemap-xml.ts`), and say what it is:
 * a sitemap (`<urlset>`), a sitemap index (`<sitemapindex>`) or neither, with its URL count, whether
 * it was gzipped and whether it lives on another host. For crawlers, {@link sitemapUrls} walks a
 * tree of sitemaps and yields its page URLs, bounded in depth, count and bytes.
 *
 * @module
 */
import { readSitemap, type SitemapContent } from '../meta/sitemap-xml.ts';
import { readHead, type BodyHead } from './body.ts';
import { checkRetrieveOptions, retrieveResource, type RetrieveOptions } from './retrieve.ts';

/** The sitemaps protocol's limit on one file, uncompressed: 50 MiB (and 50,000 URLs). */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/** What {@link inspectSitemap} and {@link sitemapUrls} take besides the URL. */
export interface SitemapOptions extends RetrieveOptions {
  /** How many levels of sitemap index {@link sitemapUrls} follows below the first file; default 2. */
  readonly maxDepth?: number;
  /** How many sitemap files {@link sitemapUrls} fetches in all; default 1,000. */
  readonly maxSitemaps?: number;
  /** How many page URLs {@link sitemapUrls} yields in all; default 1,000,000. */
  readonly maxUrls?: number;
  /** The site the sitemap was declared for (its robots.txt URL), to tell sitemaps on another host. */
  readonly site?: string | URL;
}

/** One sitemap file, fetched and read. */
export interface SitemapReport {
  /** The URL asked for. */
  readonly url: string;
  /** The URL of the last request (after redirects). */
  readonly finalUrl: string;
  /** The final HTTP status; `undefined` when there was none (see `failure`). */
  readonly status: number | undefined;
  /** The `Content-Type` of the final response, if any. */
  readonly contentType: string | undefined;
  /** Why there is no sitemap to read: a network failure, a non-2xx status. */
  readonly failure?: string;
  /** `urlset` (a sitemap), `sitemapindex` (a sitemap index), `other` (XML or text that is neither), `none` (nothing read). */
  readonly kind: 'urlset' | 'sitemapindex' | 'other' | 'none';
  /** Whether the body was gzip-compressed (a `.gz` sitemap), beyond any `Content-Encoding` the transport removed. */
  readonly gzip: boolean;
  /** How many `<loc>` entries it lists: page URLs in a sitemap, sitemaps in an index. */
  readonly count: number;
  /** The sitemaps an index lists (empty for a sitemap). */
  readonly sitemaps: readonly string[];
  /** Whether the sitemap is on another host than `options.site`. */
  readonly otherHost: boolean;
  /** Whether the file was longer than the byte limit (or its URL count over the protocol's 50,000) and was cut. */
  readonly truncated: boolean;
}

/** A page URL a sitemap lists. */
export interface SitemapUrl {
  /** The page URL, as the sitemap writes it (trimmed). */
  readonly loc: string;
  /** The entry's `<lastmod>`, as written. */
  readonly lastmod?: string;
  /** The sitemap file that listed it. */
  readonly sitemap: string;
}

/** Whether bytes start with gzip's magic number. */
function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Decompresses gzip, reading at most `maxBytes` of output (a small file can expand to gigabytes). */
async function gunzip(bytes: Uint8Array, maxBytes: number): Promise<BodyHead> {
  try {
    return await readHead(new Blob([bytes.slice()]).stream().pipeThrough(new DecompressionStream('gzip')), maxBytes);
  } catch {
    // A corrupt stream: there is no sitemap to read.
    return { bytes: new Uint8Array(0), truncated: false };
  }
}

function hostOf(url: string | URL | undefined): string | undefined {
  try {
    return url === undefined ? undefined : new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Fetches one sitemap and reads it; the entries beside the report, for {@link sitemapUrls}. */
async function fetchSitemap(url: string, options: SitemapOptions): Promise<{ report: SitemapReport; content: SitemapContent }> {
  const checked = checkRetrieveOptions({ ...options, maxBytes: options.maxBytes ?? SITEMAP_MAX_BYTES });
  const { response } = await retrieveResource(url, checked, 'application/xml, text/xml;q=0.9, */*;q=0.1');
  const site = hostOf(options.site);
  const base = {
    url,
    finalUrl: response.finalUrl,
    status: response.status,
    contentType: response.contentType,
    otherHost: site !== undefined && hostOf(url) !== site,
  };
  const failure = response.failure
    ? response.failure.message
    : response.status === undefined || response.status < 200 || response.status > 299
      ? `HTTP ${response.status}`
      : undefined;
  if (failure !== undefined) {
    const content: SitemapContent = { kind: 'none', entries: [] };
    return { report: { ...base, failure, kind: 'none', gzip: false, count: 0, sitemaps: [], truncated: false }, content };
  }
  const gzip = isGzip(response.body);
  const body = gzip ? await gunzip(response.body, checked.maxBytes) : { bytes: response.body, truncated: response.truncated };
  // The protocol allows 50,000 URLs a file: more is read as a cut file, bounded.
  const content = readSitemap(body.bytes, 50_000);
  const cut = body.truncated || response.truncated || content.entries.length >= 50_000;
  const sitemaps = content.kind === 'sitemapindex' ? content.entries.map((entry) => entry.loc) : [];
  return { report: { ...base, kind: content.kind, gzip, count: content.entries.length, sitemaps, truncated: cut }, content };
}

/**
 * Fetches a sitemap and says what it is. Never rejects for network or HTTP trouble (that is in
 * `failure`); rejects only for a bad argument or option, as `retrieveRobotsTxt` does.
 *
 * @example
 * ```ts
 * const report = await inspectSitemap('https://example.com/sitemap.xml', { site: 'https://example.com/robots.txt' });
 * report.kind; // 'urlset'
 * report.count; // 2
 * ```
 */
export async function inspectSitemap(url: string | URL, options: SitemapOptions = {}): Promise<SitemapReport> {
  return (await fetchSitemap(String(url), options)).report;
}

/**
 * The page URLs of a tree of sitemaps, breadth first: an index's sitemaps are fetched in turn, down
 * to `maxDepth` levels, each file at most once, at most `maxSitemaps` files and `maxUrls` URLs in
 * all. Files that fail are skipped (inspect them with {@link inspectSitemap}).
 *
 * @example
 * ```ts
 * const pages: string[] = [];
 * for await (const page of sitemapUrls('https://example.com/sitemap.xml')) pages.push(page.loc);
 * pages; // ['https://example.com/', 'https://example.com/about']
 * ```
 */
export async function* sitemapUrls(start: string | URL | readonly (string | URL)[], options: SitemapOptions = {}): AsyncGenerator<SitemapUrl> {
  const maxDepth = options.maxDepth ?? 2;
  const maxSitemaps = options.maxSitemaps ?? 1000;
  let urlsLeft = options.maxUrls ?? 1_000_000;
  const queue = (typeof start === 'string' || start instanceof URL ? [start] : start).map((url) => ({ url: String(url), depth: 0 }));
  const seen = new Set(queue.map((item) => item.url));
  for (let fetched = 0; queue.length > 0 && fetched < maxSitemaps && urlsLeft > 0; fetched++) {
    const { url, depth } = queue.shift() as { url: string; depth: number };
    const { content } = await fetchSitemap(url, options);
    for (const entry of content.entries) {
      if (content.kind === 'sitemapindex') {
        if (depth < maxDepth && !seen.has(entry.loc)) {
          seen.add(entry.loc);
          queue.push({ url: entry.loc, depth: depth + 1 });
        }
      } else if (urlsLeft > 0) {
        urlsLeft--;
        yield { loc: entry.loc, ...(entry.lastmod ? { lastmod: entry.lastmod } : {}), sitemap: url };
      }
    }
  }
}
