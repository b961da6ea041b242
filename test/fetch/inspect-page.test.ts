/**
 * inspectPage against real HTTP servers on 127.0.0.1: robots.txt disallowing the page, X-Robots-Tag
 * on a PDF, meta in the body, a page that never ends, a redirect chain, usage preferences.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { RobotsTxtCache } from '../../src/index.ts';
import { inspectPage } from '../../src/meta.ts';
import { useServers } from './http-server.ts';

const serve = useServers();

type Route = (request: IncomingMessage, response: ServerResponse) => void;

/** A site: `/robots.txt` from `robots`, every other path from `routes` (404 otherwise). */
function site(robots: string, routes: Record<string, Route>): Route {
  return (request, response) => {
    const path = request.url ?? '/';
    if (path === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
    else if (routes[path]) routes[path](request, response);
    else response.writeHead(404).end();
  };
}
const html =
  (body: string, headers: Record<string, string> = {}): Route =>
  (_q, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);

describe('inspectPage', () => {
  it('a page disallowed in robots.txt is never fetched: its noindex cannot be seen', async () => {
    const server = await serve(site('User-agent: *\nDisallow: /private/\n', { '/private/page': html('<meta name="robots" content="noindex">') }));
    const verdict = await inspectPage(`${server.origin}/private/page`, { agent: 'FooBot/1.0' });
    expect(verdict.fetch).toMatchObject({ allowed: false, outcome: 'rules', line: { number: 2, text: 'Disallow: /private/' } });
    expect(verdict).toMatchObject({ index: undefined, follow: undefined, page: undefined, directives: undefined });
    expect(verdict.usage.categories).toBeNull();
    expect(verdict.interplay[0]).toContain('cannot be seen');
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt']);
    expect(server.requests[0]?.headers['user-agent']).toBe('FooBot/1.0');
  });

  it('X-Robots-Tag on a PDF', async () => {
    const server = await serve(
      site('User-agent: *\nAllow: /\n', {
        '/report.pdf': (_q, response) =>
          response
            .writeHead(200, { 'content-type': 'application/pdf', 'x-robots-tag': 'noindex, nosnippet' })
            .end('%PDF-1.4 <meta name=robots content=nofollow>'),
      }),
    );
    const verdict = await inspectPage(`${server.origin}/report.pdf`, { agent: 'FooBot' });
    expect(verdict).toMatchObject({ index: false, follow: true, fetch: { allowed: true } });
    expect(verdict.directives?.maxSnippet).toBe(0);
    expect(verdict.directives?.sources.index?.text).toBe('X-Robots-Tag: noindex, nosnippet');
    expect(verdict.interplay.join(' ')).toContain('not HTML');
  });

  it('meta in the body, agent-scoped, with usage preferences from robots.txt and headers', async () => {
    const server = await serve(
      site('User-agent: *\nAllow: /\nContent-Usage: train-ai=y, search=y\nContent-Signal: search=yes, ai-train=no\n', {
        '/article': html('<html><head><title>x</title></head><body><p>hi</p><meta name="foobot" content="nofollow, max-snippet:30"></body></html>', {
          'content-usage': 'train-ai=n',
          'content-signal': 'ai-input=no',
        }),
      }),
    );
    const verdict = await inspectPage(`${server.origin}/article`, { agent: 'FooBot/2.0' });
    expect(verdict).toMatchObject({ index: true, follow: false, directives: { maxSnippet: 30 } });
    expect(verdict.directives?.sources.follow?.text).toBe('<meta name="foobot" content="nofollow, max-snippet:30">');
    expect(verdict.usage.robotsTxt.categories).toEqual({ 'train-ai': 'allowed', search: 'allowed' });
    expect(verdict.usage.categories).toEqual({ 'train-ai': 'disallowed', search: 'allowed' });
    expect(verdict.usage.robotsTxt.signals).toMatchObject({ search: 'yes', 'ai-train': 'no' });
    expect(verdict.usage.signalHeader?.signals['ai-input']).toBe('no');
    const other = await inspectPage(`${server.origin}/article`, { agent: 'OtherBot' });
    expect(other.follow).toBe(true);
  });

  it('a page that never ends: the time limit holds', async () => {
    const server = await serve(
      site('User-agent: *\nDisallow:\n', {
        '/endless': (_q, response) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.write('<meta name="robots" content="noindex">');
          // …and never ends.
        },
      }),
    );
    const started = Date.now();
    const verdict = await inspectPage(`${server.origin}/endless`, { agent: 'FooBot', timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(verdict.page?.failure?.kind).toBe('timeout');
    expect(verdict.index).toBeUndefined();
  });

  it('a huge page is read up to maxBytes', async () => {
    const server = await serve(
      site('', { '/big': html(`<meta name="robots" content="noarchive">${'x'.repeat(100_000)}<meta name="robots" content="noindex">`) }),
    );
    const verdict = await inspectPage(`${server.origin}/big`, { agent: 'FooBot', maxBytes: 10_000 });
    expect(verdict).toMatchObject({ index: true, page: { truncated: true, bytes: 10_000 }, directives: { noarchive: true } });
  });

  it('a redirect chain is followed up to maxRedirects', async () => {
    const hop =
      (to: string): Route =>
      (_q, response) =>
        response.writeHead(301, { location: to }).end();
    const server = await serve(site('User-agent: *\nAllow: /\n', { '/a': hop('/b'), '/b': hop('/c'), '/c': html('<meta name=robots content=none>') }));
    const verdict = await inspectPage(`${server.origin}/a`, { agent: 'FooBot' });
    expect(verdict).toMatchObject({ index: false, follow: false, page: { status: 200, redirects: [`${server.origin}/b`, `${server.origin}/c`] } });
    const tooMany = await inspectPage(`${server.origin}/a`, { agent: 'FooBot', maxRedirects: 1 });
    expect(tooMany.page?.failure?.kind).toBe('too-many-redirects');
  });

  it('a same-origin redirect into a disallowed path is not followed: the target is never requested and the verdict is its own', async () => {
    const server = await serve(
      site('User-agent: *\nDisallow: /private/\n', {
        '/a': (_q, response) => response.writeHead(302, { location: '/private/x' }).end(),
        '/private/x': html('<p>secret</p>'),
      }),
    );
    const verdict = await inspectPage(`${server.origin}/a`, { agent: 'FooBot' });
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt', '/a']);
    expect(verdict.fetch).toMatchObject({
      allowed: false,
      url: `${server.origin}/private/x`,
      refusedRedirect: 1,
      line: { number: 2, text: 'Disallow: /private/' },
    });
    expect(verdict.fetch.hops.map((hop) => [hop.url, hop.allowed])).toEqual([
      [`${server.origin}/a`, true],
      [`${server.origin}/private/x`, false],
    ]);
    expect(verdict.page).toMatchObject({ finalUrl: `${server.origin}/a`, redirects: [], failure: { kind: 'redirect-refused' } });
    expect(verdict.page?.failure?.message).toContain('Disallow: /private/');
    expect(verdict).toMatchObject({ index: undefined, follow: undefined, directives: undefined });
    expect(verdict.usage.categories).toBeNull();
  });

  it("a redirect to another origin is checked against that origin's robots.txt before it is requested", async () => {
    const other = await serve(site('User-agent: *\nDisallow: /closed\n', { '/closed': html('<p>x</p>'), '/open': html('<meta name=robots content=noindex>') }));
    const server = await serve(
      site('User-agent: *\nAllow: /\n', {
        '/to-closed': (_q, response) => response.writeHead(301, { location: `${other.origin}/closed` }).end(),
        '/to-open': (_q, response) => response.writeHead(308, { location: `${other.origin}/open` }).end(),
      }),
    );
    const closed = await inspectPage(`${server.origin}/to-closed`, { agent: 'FooBot' });
    expect(closed.fetch).toMatchObject({ allowed: false, url: `${other.origin}/closed`, robotsTxtUrl: `${other.origin}/robots.txt`, refusedRedirect: 1 });
    expect(other.requests.map((r) => r.url)).toEqual(['/robots.txt']);
    const open = await inspectPage(`${server.origin}/to-open`, { agent: 'FooBot' });
    expect(open.fetch).toMatchObject({ allowed: true, url: `${other.origin}/open`, robotsTxtUrl: `${other.origin}/robots.txt` });
    expect(open.fetch.refusedRedirect).toBeUndefined();
    expect(open).toMatchObject({ index: false, page: { status: 200, finalUrl: `${other.origin}/open` } });
  });

  it('a refused redirect later in the chain: the allowed hops are followed, the refused one is named', async () => {
    const hop =
      (to: string): Route =>
      (_q, response) =>
        response.writeHead(303, { location: to }).end();
    const server = await serve(site('User-agent: FooBot\nDisallow: /c\n', { '/a': hop('/b'), '/b': hop('/c'), '/c': html('') }));
    const verdict = await inspectPage(`${server.origin}/a`, { agent: 'FooBot/3' });
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt', '/a', '/b']);
    expect(verdict.fetch).toMatchObject({ allowed: false, refusedRedirect: 2, url: `${server.origin}/c` });
    expect(verdict.page?.redirects).toEqual([`${server.origin}/b`]);
    const other = await inspectPage(`${server.origin}/a`, { agent: 'OtherBot' });
    expect(other.fetch).toMatchObject({ allowed: true, url: `${server.origin}/c` });
    expect(other.fetch.hops).toHaveLength(3);
  });

  it('uses the given cache for robots.txt', async () => {
    const server = await serve(site('User-agent: *\nAllow: /\n', { '/x': html('') }));
    const cache = new RobotsTxtCache();
    await inspectPage(`${server.origin}/x`, { agent: 'FooBot', cache });
    await inspectPage(`${server.origin}/x`, { agent: 'FooBot', cache });
    expect(server.requests.filter((r) => r.url === '/robots.txt')).toHaveLength(1);
  });

  it('rejects bad arguments with a TypeError', async () => {
    await expect(inspectPage('not a url', { agent: 'x' })).rejects.toThrow(TypeError);
    await expect(inspectPage('ftp://example.com/', { agent: 'x' })).rejects.toThrow(TypeError);
    await expect(inspectPage('https://example.com/', { agent: '' })).rejects.toThrow(TypeError);
  });
});
