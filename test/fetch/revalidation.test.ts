/**
 * RobotsTxtCache revalidates a stale copy with a conditional request (RFC 9110
 * §13.1: `If-None-Match` from the stored `ETag`, `If-Modified-Since` from the
 * stored `Last-Modified`); a 304 keeps the stored body and compiled file and
 * renews freshness from the 304's headers (RFC 9111 §4.3.4, within RFC 9309
 * §2.4's 24 h). Real 127.0.0.1 servers; the cache's clock is moved by hand.
 */
import { describe, expect, it } from 'vitest';
import { fetchRobotsTxt, RobotsTxtCache } from '../../src/index.ts';
import { reply, useServers, type Handler } from './http-server.ts';

const MIN = 60_000;
const H = 60 * MIN;
const DAY = 24 * H;
const RULES = 'User-agent: *\nDisallow: /private/\n';
const NEW_RULES = 'User-agent: *\nDisallow: /other/\n';
const ETAG = '"v1"';
const LAST_MODIFIED = 'Tue, 15 Nov 1994 12:45:26 GMT';

const serve = useServers();

function clock(start = Date.UTC(2026, 0, 1)) {
  const state = { t: start };
  return { now: () => state.t, advance: (ms: number) => (state.t += ms) };
}

/** A server whose answer the test switches. */
async function switchable(initial: Handler) {
  const state = { handler: initial };
  const server = await serve((request, response) => state.handler(request, response));
  return { server, set: (handler: Handler) => (state.handler = handler) };
}

/** Answers 304 to a request carrying `If-None-Match: "v1"`, the rules with that ETag otherwise. */
const etagSite: Handler = (request, response) => {
  if (request.headers['if-none-match'] === ETAG) response.writeHead(304, { etag: ETAG, 'cache-control': 'max-age=600' }).end();
  else response.writeHead(200, { 'content-type': 'text/plain', etag: ETAG, 'cache-control': 'max-age=60' }).end(RULES);
};

describe('conditional requests', () => {
  it('sends no validators on the first request, then If-None-Match with the stored ETag once the copy is stale', async () => {
    const time = clock();
    const server = await serve(etagSite);
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(server.origin);
    expect(server.requests[0]?.headers['if-none-match']).toBeUndefined();
    expect(server.requests[0]?.headers['if-modified-since']).toBeUndefined();
    time.advance(MIN);
    await cache.get(server.origin);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['if-none-match']).toBe(ETAG);
  });

  it('a 304 keeps the stored body and compiled file, served as revalidated and fresh again', async () => {
    const time = clock();
    const server = await serve(etagSite);
    const cache = new RobotsTxtCache({ now: time.now });
    const first = await cache.get(server.origin);
    time.advance(MIN);
    const again = await cache.get(`${server.origin}/page`);
    expect(again.cache.served).toBe('revalidated');
    expect(again.robots).toBe(first.robots);
    expect(again).toMatchObject({ outcome: 'rules', status: 200, bytes: RULES.length });
    expect(again.robots.isAllowed('/private/a', 'FooBot')).toBe(false);
    expect(again.cache.fetchedAt).toBe(time.now());
    expect(again.cache.reason).toMatch(/^HTTP 304 Not Modified: the cached copy is unchanged\. Cache-Control: max-age=600/);
    // Fresh for the 304's max-age=600, not the 200's max-age=60.
    time.advance(10 * MIN - 1);
    expect((await cache.get(server.origin)).cache.served).toBe('cached');
    expect(server.requests).toHaveLength(2);
    time.advance(1);
    expect((await cache.get(server.origin)).cache.served).toBe('revalidated');
    expect(server.requests).toHaveLength(3);
  });

  it('sends If-Modified-Since from a valid Last-Modified', async () => {
    const time = clock();
    const { server, set } = await switchable(reply(200, RULES, { 'last-modified': LAST_MODIFIED }));
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(server.origin);
    set(reply(304));
    time.advance(DAY);
    expect((await cache.get(server.origin)).cache.served).toBe('revalidated');
    expect(server.requests[1]?.headers['if-modified-since']).toBe(LAST_MODIFIED);
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
  });

  it('a 304 without caching headers keeps the stored Cache-Control (RFC 9111 §4.3.4), still capped at 24 h', async () => {
    const time = clock();
    const { server, set } = await switchable(reply(200, RULES, { etag: ETAG, 'cache-control': 'max-age=604800' }));
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(server.origin);
    set(reply(304));
    time.advance(DAY);
    const renewed = await cache.get(server.origin);
    expect(renewed.cache.served).toBe('revalidated');
    expect(renewed.cache.freshness).toMatchObject({ rule: 'max-age', limitedBy: 'max-lifetime', freshForMs: DAY });
    expect(renewed.cache.expiresAt).toBe(time.now() + DAY);
  });

  it('a 200 to a conditional request replaces the copy: the new rules apply', async () => {
    const time = clock();
    const { server, set } = await switchable(reply(200, RULES, { etag: ETAG }));
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(server.origin);
    set(reply(200, NEW_RULES, { etag: '"v2"' }));
    time.advance(DAY);
    const changed = await cache.get(server.origin);
    expect(changed.cache.served).toBe('fetched');
    expect(changed.robots.isAllowed('/private/a', 'FooBot')).toBe(true);
    expect(changed.robots.isAllowed('/other/a', 'FooBot')).toBe(false);
    time.advance(DAY);
    await cache.get(server.origin);
    expect(server.requests[2]?.headers['if-none-match']).toBe('"v2"');
  });

  it('a 304 while the site was unreachable brings the copy back and ends the outage', async () => {
    const time = clock();
    const { server, set } = await switchable(reply(200, RULES, { etag: ETAG }));
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(server.origin);
    set(reply(503));
    time.advance(DAY);
    expect((await cache.get(server.origin)).cache.served).toBe('stale');
    set(reply(304));
    time.advance(5 * MIN);
    const back = await cache.get(server.origin);
    expect(back.cache.served).toBe('revalidated');
    expect(back.cache.unreachable).toBeUndefined();
    expect(back.robots.isAllowed('/private/a', 'FooBot')).toBe(false);
  });

  it('never sends validators for a body cut at maxBytes, nor for an answer that is not a file (4xx)', async () => {
    const time = clock();
    const long = `${RULES}${'# padding\n'.repeat(100)}`;
    const truncated = await serve(reply(200, long, { etag: ETAG, 'last-modified': LAST_MODIFIED }));
    const cache = new RobotsTxtCache({ now: time.now, maxBytes: 100 });
    expect((await cache.get(truncated.origin)).truncated).toBe(true);
    const missing = await serve(reply(404, '', { etag: ETAG, 'last-modified': LAST_MODIFIED }));
    await cache.get(missing.origin);
    time.advance(DAY);
    await cache.get(truncated.origin);
    await cache.get(missing.origin);
    for (const server of [truncated, missing]) {
      expect(server.requests).toHaveLength(2);
      expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
      expect(server.requests[1]?.headers['if-modified-since']).toBeUndefined();
    }
  });

  it('never sends a validator that is unusable: an ETag of kilobytes, a Last-Modified that is not a date', async () => {
    const time = clock();
    const server = await serve(reply(200, RULES, { etag: `"${'x'.repeat(4000)}"`, 'last-modified': 'yesterday' }));
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(server.origin);
    time.advance(DAY);
    expect((await cache.get(server.origin)).cache.served).toBe('fetched');
    expect(server.requests[1]?.headers['if-none-match']).toBeUndefined();
    expect(server.requests[1]?.headers['if-modified-since']).toBeUndefined();
  });

  it('sends the validators only to the URL that served the body, not to the redirects before it', async () => {
    const time = clock();
    const server = await serve((request, response) => {
      if (request.url === '/robots.txt') response.writeHead(301, { location: '/real/robots.txt' }).end();
      else if (request.headers['if-none-match'] === ETAG) response.writeHead(304).end();
      else response.writeHead(200, { 'content-type': 'text/plain', etag: ETAG }).end(RULES);
    });
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(server.origin);
    time.advance(DAY);
    expect((await cache.get(server.origin)).cache.served).toBe('revalidated');
    expect(server.requests.map((r) => [r.url, r.headers['if-none-match']])).toEqual([
      ['/robots.txt', undefined],
      ['/real/robots.txt', undefined],
      ['/robots.txt', undefined],
      ['/real/robots.txt', ETAG],
    ]);
  });

  it('a 304 to a request that was not conditional (no stored copy: a server bug) is read by the status rules: no file, allow all', async () => {
    const time = clock();
    const server = await serve(reply(304));
    const cache = new RobotsTxtCache({ now: time.now });
    const answer = await cache.get(server.origin);
    expect(answer).toMatchObject({ outcome: 'allow-all', status: 304, cache: { served: 'fetched' } });
    expect(answer.reason).toMatch(/^HTTP 304 Not Modified: only 301, 302, 303, 307 and 308 are followed/);
    expect(await fetchRobotsTxt(server.origin)).toMatchObject({ outcome: 'allow-all', status: 304 });
  });

  it('a 304 that came from another URL than the one asked conditionally is read by the status rules', async () => {
    const time = clock();
    const state = { moved: false };
    const server = await serve((request, response) => {
      if (request.url === '/robots.txt' && state.moved) response.writeHead(301, { location: '/elsewhere.txt' }).end();
      else if (request.url === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain', etag: ETAG }).end(RULES);
      else response.writeHead(304).end();
    });
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(server.origin);
    state.moved = true;
    time.advance(DAY);
    const answer = await cache.get(server.origin);
    expect(answer).toMatchObject({ outcome: 'allow-all', status: 304, cache: { served: 'fetched' } });
    expect(server.requests[1]?.headers['if-none-match']).toBe(ETAG);
    expect(server.requests[2]?.headers['if-none-match']).toBeUndefined();
  });
});
