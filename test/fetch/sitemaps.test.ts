/**
 * Sitemaps: fetched under the robots.txt bounds, read by a streaming XML parser, gzip undone within
 * the byte limit, and walked as a tree bounded in depth, files and URLs.
 */
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { inspectSitemap, readSitemap, sitemapUrls } from '../../src/meta.ts';
import { useServers } from './http-server.ts';

const serve = useServers();
const encoder = new TextEncoder();
const urlset = (locs: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc><lastmod>2026-01-01</lastmod></url>`).join('\n')}</urlset>`;
const index = (locs: readonly string[]): string =>
  `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('')}</sitemapindex>`;

describe('readSitemap', () => {
  it('reads a sitemap’s URLs and an index’s sitemaps, prefixes and entities included', () => {
    expect(readSitemap(encoder.encode(urlset(['https://a.example/x?a=1&amp;b=2'])))).toEqual({
      kind: 'urlset',
      entries: [{ loc: 'https://a.example/x?a=1&b=2', lastmod: '2026-01-01' }],
    });
    expect(
      readSitemap(encoder.encode('<sm:sitemapindex xmlns:sm="x"><sm:sitemap><sm:loc> https://a.example/s.xml </sm:loc></sm:sitemap></sm:sitemapindex>')),
    ).toEqual({
      kind: 'sitemapindex',
      entries: [{ loc: 'https://a.example/s.xml' }],
    });
  });

  it('tells a page that is no sitemap, and nothing at all', () => {
    expect(readSitemap(encoder.encode('<!doctype html><html><body><loc>x</loc></body></html>')).kind).toBe('other');
    expect(readSitemap(encoder.encode('User-agent: *')).kind).toBe('other');
    expect(readSitemap(new Uint8Array()).kind).toBe('none');
  });

  it('keeps entries without a loc out, and stops at the entry limit', () => {
    expect(readSitemap(encoder.encode('<urlset><url></url><url><loc>https://a.example/</loc></url></urlset>')).entries).toHaveLength(1);
    expect(readSitemap(encoder.encode(urlset(['https://a.example/1', 'https://a.example/2', 'https://a.example/3'])), 2).entries).toHaveLength(2);
  });

  it('never throws on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.string({ maxLength: 200 }), (bytes, text) => {
        readSitemap(bytes);
        readSitemap(encoder.encode(`<urlset><url><loc>${text}`));
      }),
      { numRuns: propertyRuns(300, 0.01) },
    );
  });
});

describe('inspectSitemap', () => {
  it('says what a sitemap is: status, type, URL count, gzip, another host', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/plain.xml')
        response.writeHead(200, { 'content-type': 'application/xml' }).end(urlset(['https://a.example/1', 'https://a.example/2']));
      else if (request.url === '/packed.xml.gz')
        response.writeHead(200, { 'content-type': 'application/gzip' }).end(gzipSync(index(['https://a.example/s1.xml'])));
      else if (request.url === '/page.html') response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>hello</body></html>');
      else response.writeHead(404).end('gone');
    });
    const site = `${server.origin}/robots.txt`;
    expect(await inspectSitemap(`${server.origin}/plain.xml`, { site })).toMatchObject({
      status: 200,
      kind: 'urlset',
      count: 2,
      gzip: false,
      otherHost: false,
      truncated: false,
    });
    expect(await inspectSitemap(`${server.origin}/packed.xml.gz`, { site })).toMatchObject({
      kind: 'sitemapindex',
      gzip: true,
      sitemaps: ['https://a.example/s1.xml'],
    });
    expect(await inspectSitemap(`${server.origin}/page.html`, { site })).toMatchObject({ kind: 'other', count: 0, contentType: 'text/html' });
    expect(await inspectSitemap(`${server.origin}/missing.xml`, { site })).toMatchObject({ status: 404, kind: 'none', failure: 'HTTP 404' });
    expect(await inspectSitemap(`${server.origin}/plain.xml`, { site: 'https://elsewhere.example/robots.txt' })).toMatchObject({ otherHost: true });
  });

  it('reads a gzip bomb only up to the byte limit', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20));
    const server = await serve((_request, response) => response.writeHead(200).end(bomb));
    const report = await inspectSitemap(`${server.origin}/bomb.xml.gz`, { maxBytes: 1024 * 1024 });
    expect(report).toMatchObject({ gzip: true, truncated: true, kind: 'other', count: 0 });
  });

  it('reports a network failure, never rejects', async () => {
    const server = await serve((request) => request.socket.destroy());
    const report = await inspectSitemap(`${server.origin}/reset.xml`);
    expect(report.kind).toBe('none');
    expect(report.failure).toBeTypeOf('string');
  });
});

describe('sitemapUrls', () => {
  it('walks an index breadth first, each file once, within depth, file and URL bounds', async () => {
    const server = await serve((request, response) => {
      const base = `http://${request.headers.host}`;
      const pages: Record<string, string> = {
        '/index.xml': index([`${base}/a.xml`, `${base}/nested.xml`, `${base}/a.xml`]),
        '/nested.xml': index([`${base}/b.xml`, `${base}/index.xml`]),
        '/a.xml': urlset([`${base}/1`, `${base}/2`]),
        '/b.xml': urlset([`${base}/3`]),
      };
      const page = pages[request.url ?? ''];
      if (page === undefined) response.writeHead(404).end();
      else response.writeHead(200).end(page);
    });
    const collect = async (options = {}): Promise<string[]> => {
      const found: string[] = [];
      for await (const page of sitemapUrls(`${server.origin}/index.xml`, options)) found.push(page.loc.replace(server.origin, ''));
      return found;
    };
    expect(await collect()).toEqual(['/1', '/2', '/3']);
    expect(await collect({ maxDepth: 1 })).toEqual(['/1', '/2']);
    expect(await collect({ maxUrls: 2 })).toEqual(['/1', '/2']);
    expect(await collect({ maxSitemaps: 2 })).toEqual(['/1', '/2']);
    // index.xml, a.xml, nested.xml, b.xml: the index nested.xml lists again is not fetched twice.
    expect(server.requests.filter((request) => request.url === '/index.xml')).toHaveLength(4);
  });
});
