/**
 * RobotsTxtCache honours `Retry-After` (RFC 9110 §10.2.3) on a 429 or 503: the
 * site is not asked again before the time it names, bounded below by
 * `minLifetimeMs` (a past date or 0 must not make a crawler hammer) and above
 * by `maxRetryAfterMs` (24 h: years must not stall it). Meanwhile the answer
 * follows the dialect's status rules (RFC 9309 §2.3.1.4: unreachable →
 * complete disallow, or the last good copy while it may stand in).
 * Real 127.0.0.1 servers; the cache's clock is moved by hand.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULTS, RobotsTxtCache, type RobotsTxtCacheOptions } from '../../src/index.ts';
import { retryAfterMs } from '../../src/index.ts';
import { reply, useServers, type Handler } from './http-server.ts';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;
const RULES = 'User-agent: *\nDisallow: /private/\n';

const serve = useServers();

function clock(start = Date.UTC(2026, 0, 1)) {
  const state = { t: start };
  return { now: () => state.t, advance: (ms: number) => (state.t += ms) };
}

/** A cache over a server that answers `handler`; `expectNextRequestAfter(ms)` checks the wait. */
async function setup(handler: Handler, options: RobotsTxtCacheOptions = {}) {
  const time = clock();
  const server = await serve(handler);
  const cache = new RobotsTxtCache({ now: time.now, ...options });
  const first = await cache.get(server.origin);
  /** No request before `ms` have passed on the cache's clock, one at `ms`. */
  const expectNextRequestAfter = async (ms: number): Promise<void> => {
    const seen = server.requests.length;
    time.advance(ms - 1);
    await cache.get(server.origin);
    expect(server.requests).toHaveLength(seen);
    time.advance(1);
    await cache.get(server.origin);
    expect(server.requests).toHaveLength(seen + 1);
  };
  return { time, server, cache, first, expectNextRequestAfter };
}

describe('Retry-After on 429 and 503', () => {
  it('a 503 with Retry-After in seconds holds the next request off that long (not the 5 min unreachable retry)', async () => {
    const { first, expectNextRequestAfter } = await setup(reply(503, '', { 'retry-after': '7200' }));
    expect(first).toMatchObject({ outcome: 'disallow-all', cache: { expiresAt: Date.UTC(2026, 0, 1) + 2 * H, freshness: { rule: 'retry-after' } } });
    expect(first.cache.reason).toMatch(/no earlier copy is cached: the dialect's rule for an unreachable file applies; retry in 2 h\./);
    await expectNextRequestAfter(2 * H);
  });

  it('a Retry-After HTTP-date counts from the response Date, so the server clock is compared with itself', async () => {
    const date = 'Sun, 06 Nov 1994 08:49:37 GMT';
    const { first, expectNextRequestAfter } = await setup(reply(503, '', { date, 'retry-after': 'Sun, 06 Nov 1994 09:19:37 GMT' }));
    expect(first.cache.freshness).toMatchObject({ rule: 'retry-after', ruleLifetimeMs: 30 * MIN, freshForMs: 30 * MIN });
    await expectNextRequestAfter(30 * MIN);
  });

  it('a 429 under rfc9309 (a 4xx: allow all) is not asked again before its Retry-After', async () => {
    const { first, expectNextRequestAfter } = await setup(reply(429, '', { 'retry-after': '600' }));
    expect(first).toMatchObject({ outcome: 'allow-all', status: 429 });
    await expectNextRequestAfter(10 * MIN);
  });

  it('a 429 under google (a server error: disallow all) is not asked again before its Retry-After', async () => {
    const { first, expectNextRequestAfter } = await setup(reply(429, '', { 'retry-after': '600' }), { dialect: 'google' });
    expect(first).toMatchObject({ outcome: 'disallow-all', status: 429, cache: { unreachable: { status: 429 } } });
    await expectNextRequestAfter(10 * MIN);
  });

  it('meanwhile the last good copy stands in for a 503 (RFC 9309 §2.4), for as long as the Retry-After', async () => {
    const time = clock();
    const state = { down: false };
    const server = await serve((_request, response) => {
      if (state.down) response.writeHead(503, { 'retry-after': '3600' }).end();
      else response.writeHead(200, { 'content-type': 'text/plain' }).end(RULES);
    });
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(server.origin);
    state.down = true;
    time.advance(DAY);
    const during = await cache.get(server.origin);
    expect(during).toMatchObject({ outcome: 'rules', cache: { served: 'stale', unreachable: { status: 503 }, expiresAt: time.now() + H } });
    expect(await cache.isAllowed(`${server.origin}/private/a`)).toBe(false);
    time.advance(H - 1);
    expect((await cache.get(server.origin)).cache.served).toBe('stale');
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ['ten years', String(10 * 365 * 86_400), DAY],
    ['more seconds than a number holds', '9'.repeat(400), DAY],
    ['a date ten years ahead', 'Thu, 01 Jan 2037 00:00:00 GMT', DAY],
  ])('a hostile Retry-After (%s) is capped at maxRetryAfterMs (24 h)', async (_what, value, wait) => {
    const { first, expectNextRequestAfter } = await setup(reply(503, '', { date: 'Thu, 01 Jan 2027 00:00:00 GMT', 'retry-after': value }));
    expect(first.cache.freshness).toMatchObject({ rule: 'retry-after', limitedBy: 'max-retry-after', freshForMs: wait });
    expect(first.cache.freshness.reason).toMatch(/capped at 24 h \(maxRetryAfterMs\)/);
    await expectNextRequestAfter(wait);
  });

  it.each([
    ['0', '0'],
    ['a date in the past', 'Sun, 06 Nov 1994 08:49:37 GMT'],
  ])('a Retry-After of %s waits minLifetimeMs (1 min), never less', async (_what, value) => {
    const { first, expectNextRequestAfter } = await setup(reply(503, '', { 'retry-after': value }));
    expect(first.cache.freshness).toMatchObject({ rule: 'retry-after', ruleLifetimeMs: 0, limitedBy: 'min-lifetime', freshForMs: MIN });
    await expectNextRequestAfter(MIN);
  });

  it.each(['-5', '1.5', 'soon', '', '120, 60', `${'1'.repeat(5000)}x`])(
    'an unusable Retry-After (%j) is ignored: the unreachable retry applies',
    async (value) => {
      const { first, expectNextRequestAfter } = await setup(reply(503, '', { 'retry-after': value }));
      expect(first.cache.freshness.rule).toBe('unreachable');
      await expectNextRequestAfter(DEFAULTS.cache.unreachableRetryMs);
    },
  );

  it('maxRetryAfterMs sets the cap; a Retry-After on another status (500, 200) is not read', async () => {
    const capped = await setup(reply(503, '', { 'retry-after': '7200' }), { maxRetryAfterMs: H });
    await capped.expectNextRequestAfter(H);
    const internal = await setup(reply(500, '', { 'retry-after': '7200' }));
    await internal.expectNextRequestAfter(DEFAULTS.cache.unreachableRetryMs);
    const ok = await setup(reply(200, RULES, { 'retry-after': '7200', 'cache-control': 'max-age=60' }));
    await ok.expectNextRequestAfter(MIN);
  });

  it('maxRetryAfterMs is checked like the other durations', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => new RobotsTxtCache({ maxRetryAfterMs: bad })).toThrow(RangeError);
    }
    expect(() => new RobotsTxtCache({ maxRetryAfterMs: '1' as never })).toThrow(TypeError);
    expect(DEFAULTS.cache.maxRetryAfterMs).toBe(DAY);
  });
});

describe('retryAfterMs reads the header', () => {
  it.each([
    [{ retryAfter: '120' }, 120 * S],
    [{ retryAfter: ' 120 ' }, 120 * S],
    [{ retryAfter: 'Sun, 06 Nov 1994 08:51:37 GMT', date: 'Sun, 06 Nov 1994 08:49:37 GMT' }, 2 * MIN],
    [{ retryAfter: 'Sunday, 06-Nov-94 08:51:37 GMT', date: 'Sun, 06 Nov 1994 08:49:37 GMT' }, 2 * MIN],
    [{ retryAfter: 'Sun, 06 Nov 1994 08:49:37 GMT', date: 'Sun, 06 Nov 1994 08:51:37 GMT' }, 0],
    [{ retryAfter: '-1' }, undefined],
    [{ retryAfter: '1e3' }, undefined],
    [{ retryAfter: 'Sun, 31 Feb 1994 08:49:37 GMT' }, undefined],
    [{}, undefined],
  ])('%j → %s', (headers, expected) => {
    expect(retryAfterMs(headers, Date.UTC(1994, 10, 6, 8, 49, 37))).toBe(expected);
  });

  it('an HTTP-date without a valid Date counts from the arrival', () => {
    expect(retryAfterMs({ retryAfter: 'Sun, 06 Nov 1994 08:50:37 GMT', date: 'garbage' }, Date.UTC(1994, 10, 6, 8, 49, 37))).toBe(MIN);
  });
});
