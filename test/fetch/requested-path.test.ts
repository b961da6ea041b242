/**
 * End to end: the verdict is for the page `fetch` really requests. A URL the
 * WHATWG parser reads leniently (`http:/host/...`, `http:\\host\...`, any
 * scheme case) names the same page as its tidy spelling, so a disallowed page
 * stays disallowed however its URL is written (docs/matching.md).
 */
import { describe, expect, it } from 'vitest';
import { compile, fetchRobotsTxt, type Dialect } from '../../src/index.ts';
import { useServers } from './http-server.ts';

const RULES = 'User-agent: *\nDisallow: /private/\n';
const FETCHING: readonly Dialect[] = ['1994', 'draft-1996', 'rfc9309', 'revisited-1996'];

const serve = useServers();

/** A site whose robots.txt disallows /private/, serving a page there. */
async function site() {
  return serve((request, response) => {
    if (request.url === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end(RULES);
    else if (request.url === '/private/secret') response.writeHead(200, { 'content-type': 'text/plain' }).end('the secret');
    else response.writeHead(404).end();
  });
}

/** Spellings of `${origin}/private/secret` that the URL parser (and so `fetch`) accepts. */
function spellings(origin: string): string[] {
  const host = origin.slice('http://'.length);
  return [
    `http:/${host}/private/secret`,
    `http:${host}/private/secret`,
    `http:///${host}/private/secret`,
    `http:\\\\${host}\\private\\secret`,
    `HtTp:/\\/${host}/private/secret`,
  ];
}

describe('a page fetch() requests is answered for the path it requests', () => {
  it.each(FETCHING.map((dialect) => [dialect]))('%s: the disallowed page, however the URL is spelled, bound or not', async (dialect) => {
    const server = await site();
    const unbound = compile(RULES, { dialect });
    const bound = compile(RULES, { dialect, url: `${server.origin}/robots.txt` });
    for (const url of spellings(server.origin)) {
      const response = await fetch(url);
      expect(await response.text(), url).toBe('the secret');
      expect(server.requests.at(-1)?.url, url).toBe('/private/secret');
      expect(unbound.isAllowed(url, 'FooBot'), url).toBe(false);
      expect(bound.isAllowed(url, 'FooBot'), url).toBe(false);
      expect(bound.explain(url, 'FooBot'), url).toMatchObject({ allowed: false, path: '/private/secret' });
    }
  });

  it('fetchRobotsTxt of such a URL reads that site, and its file disallows the page', async () => {
    const server = await site();
    const url = `http:/${server.origin.slice('http://'.length)}/private/secret`;
    const result = await fetchRobotsTxt(url);
    expect(result.outcome).toBe('rules');
    expect(server.requests.map((request) => request.url)).toEqual(['/robots.txt']);
    expect(result.robots.isAllowed(url, 'FooBot')).toBe(false);
  });
});
