/**
 * `robotstxt fetch URL`: fetch a site's /robots.txt as a crawler would and
 * say what the result means under a dialect.
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';

export const fetchCommand: Command = {
  name: 'fetch',
  summary: "Fetch a site's /robots.txt and say what the answer means (rules, allow all, disallow all).",
  usage: ['fetch URL|HOST [--agent NAME] [--dialect D] [--sitemaps] [--format FMT]'],
  description: [
    "Requests /robots.txt at the URL's scheme, host and port; follows up to 5 redirects; reads at most --max-bytes (500 KiB) of the body; gives up after --timeout. A bare host (example.com, example.com:8080, example.com/page) means https://; give http:// explicitly for plain HTTP.",
    'What the status means depends on the dialect: rfc9309 and google: 4xx allows everything, 5xx and network errors disallow everything (google: 429 too); draft-1996: 401/403 disallow everything, and so do 5xx and network errors (the draft says to wait); 1994: any failure means no rules, so everything is allowed.',
    'With --agent, the User-Agent header sent is NAME and the groups that apply to it are shown.',
    '--format json prints one object: url, dialect, status, outcome, reason, finalUrl, redirects, failure (when no answer came), statusText, contentType, contentLength, contentEncoding, encodedLength, bytes, truncated, warnings, groups, rules, sitemaps, with --agent an agent object, and with --sitemaps sitemapReports (one object per sitemap). jsonl prints it on one line.',
    'Exit status: 0 when an HTTP answer came (whatever its status), 2 when none did (network error, timeout, too many redirects) or on usage errors.',
  ],
  options: {
    agent: { ...SHARED.agent, description: 'Send this User-Agent and show the groups that apply to it.' },
    dialect: SHARED.dialect,
    format: SHARED.format,
    sitemaps: {
      type: 'boolean',
      description: 'Also fetch each Sitemap: URL (at most 50) and say what it is: status, sitemap or index, URL count, gzip, another host.',
    },
    timeout: SHARED.timeout,
    'max-bytes': SHARED['max-bytes'],
  },
  examples: [
    'robotstxt fetch example.com',
    'robotstxt fetch http://localhost:8080',
    'robotstxt fetch https://example.com --agent Googlebot --dialect google --format json',
  ],
  load: () => import('./run.ts'),
};
