/**
 * robotstxt fetch --sitemaps: each declared sitemap fetched and described, in text and JSON.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useServers } from '../fetch/http-server.ts';
import { runCli } from './run-cli.ts';

const serve = useServers();

describe('robotstxt fetch --sitemaps', () => {
  it('says what each Sitemap: line points at', async () => {
    const server = await serve((request, response) => {
      const origin = `http://${request.headers.host}`;
      if (request.url === '/robots.txt') {
        response
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(
            `User-agent: *\nDisallow:\n\nSitemap: ${origin}/sitemap.xml\nSitemap: ${origin}/news.xml.gz\nSitemap: ${origin}/gone.xml\nSitemap: https://cdn.invalid/s.xml\n`,
          );
      } else if (request.url === '/sitemap.xml') {
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<urlset><url><loc>${origin}/</loc></url><url><loc>${origin}/a</loc></url></urlset>`);
      } else if (request.url === '/news.xml.gz') {
        response.writeHead(200).end(gzipSync(`<sitemapindex><sitemap><loc>${origin}/sitemap.xml</loc></sitemap></sitemapindex>`));
      } else {
        response.writeHead(404).end();
      }
    });
    const text = await runCli(['fetch', server.origin, '--sitemaps', '--timeout', '3000']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`  sitemap    ${server.origin}/sitemap.xml: HTTP 200, sitemap, 2 URLs\n`);
    expect(text.stdout).toContain(`  sitemap    ${server.origin}/news.xml.gz: HTTP 200, sitemap index, 1 sitemap (gzip)\n`);
    expect(text.stdout).toContain(`  sitemap    ${server.origin}/gone.xml: HTTP 404, HTTP 404\n`);
    expect(text.stdout).toMatch(/ {2}sitemap {4}https:\/\/cdn\.invalid\/s\.xml: \S.* \(on another host\)\n/);
    const json = await runCli(['fetch', server.origin, '--sitemaps', '--format', 'json', '--timeout', '3000']);
    const reports = (JSON.parse(json.stdout) as { sitemapReports: { kind: string; count: number }[] }).sitemapReports;
    expect(reports.map((report) => [report.kind, report.count])).toEqual([
      ['urlset', 2],
      ['sitemapindex', 1],
      ['none', 0],
      ['none', 0],
    ]);
  });
});
