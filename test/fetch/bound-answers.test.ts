/**
 * What the fetch layer hands a crawler is bound to the site it came from
 * (RFC 9309 §2.3: the rules apply to the scheme, host and port the file was
 * fetched from): a URL of another origin gets `undefined`, as robots-parser's
 * `isAllowed` does, and a path is read on the site. The cache answers for its
 * own agent unless a call names another, and every URL argument may be a
 * `URL` object. Real 127.0.0.1 servers.
 */
import { describe, expect, it } from 'vitest';
import { fetchRobotsTxt, RobotsTxtCache } from '../../src/index.ts';
import { inspectPage } from '../../src/meta.ts';
import { redirectChain, reply, useServers } from './http-server.ts';

const RULES = 'User-agent: *\nDisallow: /private/\n\nUser-agent: FooBot\nDisallow: /\n';

const serve = useServers();

describe('fetchRobotsTxt binds its file to the origin it was fetched from', () => {
  it('answers for URLs and paths of the origin, undefined for another origin', async () => {
    const server = await serve(reply(200, RULES));
    const { robots } = await fetchRobotsTxt(`${server.origin}/some/page`);
    expect(robots.url).toBe(`${server.origin}/robots.txt`);
    expect(robots.origin).toBe(server.origin);
    expect(robots.isAllowed(`${server.origin}/private/a`, 'BarBot')).toBe(false);
    expect(robots.isAllowed('/private/a', 'BarBot')).toBe(false);
    expect(robots.isAllowed('/public', 'BarBot')).toBe(true);
    const port = Number(new URL(server.origin).port);
    for (const elsewhere of [
      'https://example.org/public',
      `http://localhost:${port}/public`,
      `http://127.0.0.1:${port + 1}/public`,
      `https://127.0.0.1:${port}/`,
    ]) {
      expect(robots.isAllowed(elsewhere, 'BarBot'), elsewhere).toBeUndefined();
      expect(robots.explain(elsewhere, 'BarBot').reasonCode).toBe('other-origin');
    }
  });

  it('binds the synthetic files of allow-all and disallow-all too', async () => {
    for (const [status, outcome] of [
      [404, 'allow-all'],
      [503, 'disallow-all'],
    ] as const) {
      const server = await serve(reply(status));
      const result = await fetchRobotsTxt(server.origin);
      expect(result.outcome).toBe(outcome);
      expect(result.robots.isAllowed('/a', 'BarBot')).toBe(outcome === 'allow-all');
      expect(result.robots.isAllowed('https://example.org/a', 'BarBot')).toBeUndefined();
    }
  });

  it('after redirects, the rules still speak for the origin first asked (RFC 9309 §2.3.1.2), not the redirect target', async () => {
    const target = await serve(reply(200, RULES));
    const site = await serve((_request, response) => response.writeHead(301, { location: `${target.origin}/robots.txt` }).end());
    const result = await fetchRobotsTxt(site.origin);
    expect(result.finalUrl).toBe(`${target.origin}/robots.txt`);
    expect(result.robots.origin).toBe(site.origin);
    expect(result.robots.isAllowed(`${site.origin}/private/a`, 'BarBot')).toBe(false);
    expect(result.robots.isAllowed(`${target.origin}/private/a`, 'BarBot')).toBeUndefined();
  });

  it('takes a URL object, and its answers take URL objects', async () => {
    const server = await serve(redirectChain(1, RULES));
    const result = await fetchRobotsTxt(new URL(`${server.origin}/x`));
    expect(result.robots.isAllowed(new URL(`${server.origin}/private/a`), 'BarBot')).toBe(false);
    expect(result.robots.matchingLine(new URL(`${server.origin}/private/a`), 'BarBot')).toBe(2);
    expect(result.robots.isAllowed(new URL('https://example.org/private/a'), 'BarBot')).toBeUndefined();
  });
});

describe('RobotsTxtCache answers for its agent', () => {
  it('isAllowed and explain use the agent given to the cache when a call names none', async () => {
    const server = await serve(reply(200, RULES));
    const cache = new RobotsTxtCache({ agent: 'FooBot/2.0 (+https://example.com/bot)' });
    expect(cache.agent).toBe('FooBot/2.0 (+https://example.com/bot)');
    expect(await cache.isAllowed(`${server.origin}/public`)).toBe(false);
    expect((await cache.explain(`${server.origin}/public`)).rule?.line).toBe(5);
    expect(server.requests[0]?.headers['user-agent']).toBe('FooBot/2.0 (+https://example.com/bot)');
  });

  it('an agent given to the call wins', async () => {
    const server = await serve(reply(200, RULES));
    const cache = new RobotsTxtCache({ agent: 'FooBot/2.0' });
    expect(await cache.isAllowed(`${server.origin}/public`, 'BarBot')).toBe(true);
    expect(await cache.isAllowed(`${server.origin}/private/a`, 'BarBot')).toBe(false);
    expect((await cache.explain(`${server.origin}/public`, 'BarBot')).allowed).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('without an agent option, the User-Agent sent (robotstxt-toolkit) is the one answered for', async () => {
    const server = await serve(reply(200, 'User-agent: robotstxt-toolkit\nDisallow: /\n'));
    const cache = new RobotsTxtCache();
    expect(cache.agent).toBe('robotstxt-toolkit');
    expect(await cache.isAllowed(`${server.origin}/a`)).toBe(false);
    expect(await cache.isAllowed(`${server.origin}/a`, 'BarBot')).toBe(true);
  });

  it("under google the default is the header's product token, since Google's matcher compares the agent as given", async () => {
    const server = await serve(reply(200, RULES));
    const cache = new RobotsTxtCache({ agent: 'FooBot/2.0 (+https://example.com/bot)', dialect: 'google' });
    expect(cache.agent).toBe('FooBot');
    expect(await cache.isAllowed(`${server.origin}/public`)).toBe(false);
  });

  it('rejects an agent that is not a string, before any request', async () => {
    const server = await serve(reply(200, RULES));
    const cache = new RobotsTxtCache();
    await expect(cache.isAllowed(`${server.origin}/a`, 42 as never)).rejects.toThrow(new TypeError('isAllowed: agent must be a string, not number 42.'));
    await expect(cache.explain(`${server.origin}/a`, null as never)).rejects.toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });

  it('answers never undefined: the file is bound to the origin of the URL asked about', async () => {
    const a = await serve(reply(200, RULES));
    const b = await serve(reply(200, 'User-agent: *\nDisallow: /\n'));
    const cache = new RobotsTxtCache({ agent: 'BarBot' });
    expect(await cache.isAllowed(`${a.origin}/public`)).toBe(true);
    expect(await cache.isAllowed(`${b.origin}/public`)).toBe(false);
    const site = await cache.get(a.origin);
    expect(site.robots.isAllowed(`${b.origin}/public`, 'BarBot')).toBeUndefined();
  });

  it('every method takes a URL object', async () => {
    const server = await serve(reply(200, RULES));
    const cache = new RobotsTxtCache({ agent: 'BarBot' });
    const page = new URL(`${server.origin}/private/a`);
    expect(await cache.isAllowed(page)).toBe(false);
    expect((await cache.explain(page)).allowed).toBe(false);
    expect((await cache.get(page)).robots.isAllowed(page, 'BarBot')).toBe(false);
    expect(cache.peek(page)?.outcome).toBe('rules');
    expect(cache.delete(page)).toBe(true);
    expect(cache.size).toBe(0);
  });

  it('inspectPage takes a URL object', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end(RULES);
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<html><head><meta name="robots" content="noindex"></head></html>');
    });
    const result = await inspectPage(new URL(`${server.origin}/page`), { agent: 'BarBot' });
    expect(result.fetch.allowed).toBe(true);
    expect(result.index).toBe(false);
  });
});
