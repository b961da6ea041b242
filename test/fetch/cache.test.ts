import { describe, expect, it } from 'vitest';
import { RobotsTxtCache, type RobotsTxtCacheOptions } from '../../src/index.ts';
import { reply, startServer, useServers, type Handler } from './http-server.ts';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;
const RULES = 'User-agent: *\nDisallow: /private/\n';
const NEW_RULES = 'User-agent: *\nDisallow: /other/\n';
const SITE = 'https://example.com';

/** A clock the test moves by hand. */
function clock(start = Date.UTC(2026, 0, 1)) {
  const state = { t: start };
  return {
    now: () => state.t,
    advance: (ms: number) => (state.t += ms),
    get t() {
      return state.t;
    },
  };
}

/** A `fetch` that answers from `answer` (a Response, or an Error to throw as a network failure) and counts calls. */
function fakeFetch(answer: (url: string) => Response | Error | Promise<Response>) {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const result = await answer(url);
    if (result instanceof Error) throw result;
    return result;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const ok = (body = RULES, headers: Record<string, string> = {}) => new Response(body, { status: 200, headers: { 'content-type': 'text/plain', ...headers } });
const status = (code: number) => new Response(null, { status: code });

/** A cache over a site whose answer the test changes with `site.answer = ...`. */
function setup(options: RobotsTxtCacheOptions = {}) {
  const time = clock();
  const site = { answer: (): Response | Error => ok() };
  const fake = fakeFetch(() => site.answer());
  const cache = new RobotsTxtCache({ now: time.now, fetch: fake.fetch, ...options });
  return { time, site, calls: fake.calls, cache };
}

/** The copy is fresh for exactly `ms` more: a question just before reuses it, one at `ms` fetches again. */
async function expectRefetchAfter({ cache, calls, time }: ReturnType<typeof setup>, ms: number): Promise<void> {
  const fetched = calls.length;
  time.advance(ms - 1);
  await cache.get(SITE);
  expect(calls).toHaveLength(fetched);
  time.advance(1);
  await cache.get(SITE);
  expect(calls).toHaveLength(fetched + 1);
}

describe('RobotsTxtCache: reuse (RFC 9309 §2.4 req 39 MAY cache, req 40 MAY apply HTTP cache control)', () => {
  it('fetches once per site and answers from the cache while fresh', async () => {
    const { cache, calls, time } = setup();
    const first = await cache.get(`${SITE}/a/page?x=1`);
    expect(first).toMatchObject({ outcome: 'rules', status: 200, url: `${SITE}/robots.txt` });
    expect(first.cache).toMatchObject({ served: 'fetched', fetchedAt: time.t, ageMs: 0, expiresAt: time.t + DAY });
    time.advance(H);
    const second = await cache.get(`${SITE}/b`);
    expect(second.cache).toMatchObject({ served: 'cached', ageMs: H, expiresAt: first.cache.expiresAt });
    expect(second.robots.isAllowed('/private/x', 'bot')).toBe(false);
    expect(second.robots).toBe(first.robots);
    expect(calls).toEqual([`${SITE}/robots.txt`]);
  });

  it('keys by scheme, host and port (RFC 9309 §2.3)', async () => {
    const { cache, calls } = setup();
    for (const url of [`${SITE}/`, `${SITE}:443/x`, 'http://example.com/', 'https://example.com:8443/', 'https://www.example.com/']) await cache.get(url);
    expect(calls).toHaveLength(4);
    expect(cache.size).toBe(4);
  });

  it('honours Cache-Control: max-age, and counts the Age header into the age', async () => {
    const { cache, calls, site, time } = setup();
    site.answer = () => ok(RULES, { 'cache-control': 'max-age=3600', age: '600' });
    const first = await cache.get(SITE);
    expect(first.cache).toMatchObject({ ageMs: 600 * S, expiresAt: time.t + 3000 * S });
    expect(first.cache.freshness).toMatchObject({ rule: 'max-age', ruleLifetimeMs: H });
    expect(first.cache.reason).toBe('Cache-Control: max-age=3600, already 10 min old (Age): fresh for 50 min.');
    time.advance(3000 * S - 1);
    expect((await cache.get(SITE)).cache.served).toBe('cached');
    time.advance(1);
    site.answer = () => ok(NEW_RULES);
    const refreshed = await cache.get(SITE);
    expect(refreshed.cache.served).toBe('fetched');
    expect(refreshed.robots.isAllowed('/other/', 'bot')).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('does not use a copy for more than 24 hours, whatever the server says (RFC 9309 §2.4 req 41)', async () => {
    const env = setup();
    const { cache, site } = env;
    site.answer = () => ok(RULES, { 'cache-control': 'max-age=31536000' });
    const first = await cache.get(SITE);
    expect(first.cache.freshness).toMatchObject({ limitedBy: 'max-lifetime', freshForMs: DAY });
    await expectRefetchAfter(env, DAY);
  });

  it('uses 24 h when the server says nothing; both limits are options', async () => {
    const { cache } = setup({ defaultLifetimeMs: 2 * H });
    expect((await cache.get(SITE)).cache.freshness).toMatchObject({ rule: 'default', freshForMs: 2 * H });
    const long = setup({ maxLifetimeMs: 7 * DAY });
    long.site.answer = () => ok(RULES, { 'cache-control': 'max-age=259200' });
    expect((await long.cache.get(SITE)).cache.freshness.freshForMs).toBe(3 * DAY);
  });

  it('follows the 1996 draft under draft-1996: 7 days without headers, the headers otherwise, uncapped (D §3.4)', async () => {
    const { cache, site } = setup({ dialect: 'draft-1996' });
    expect((await cache.get(SITE)).cache.freshness).toMatchObject({ rule: 'default', freshForMs: 7 * DAY });
    site.answer = () => ok(RULES, { 'cache-control': 'max-age=2592000' });
    expect((await cache.get('https://other.example/')).cache.freshness).toMatchObject({ freshForMs: 30 * DAY });
  });

  it('reads no-store and no-cache as "refetch soon": after the 1 minute minimum, or at once with minLifetimeMs 0', async () => {
    const env = setup();
    const { cache, site } = env;
    site.answer = () => ok(RULES, { 'cache-control': 'no-store' });
    expect((await cache.get(SITE)).cache.freshness).toMatchObject({ rule: 'no-store', freshForMs: MIN, limitedBy: 'min-lifetime' });
    await expectRefetchAfter(env, MIN);

    const strict = setup({ minLifetimeMs: 0 });
    strict.site.answer = () => ok(RULES, { 'cache-control': 'no-cache' });
    await strict.cache.get(SITE);
    await strict.cache.get(SITE);
    expect(strict.calls).toHaveLength(2);
  });

  it('caches a 4xx (allow-all) like a file, and a 4xx after rules replaces them: the site is reachable', async () => {
    const { cache, site, time } = setup();
    await cache.get(SITE);
    time.advance(DAY);
    site.answer = () => status(404);
    const gone = await cache.get(SITE);
    expect(gone).toMatchObject({ outcome: 'allow-all', status: 404 });
    expect(gone.cache).toMatchObject({ served: 'fetched', expiresAt: time.t + DAY });
    expect(gone.cache.unreachable).toBeUndefined();
  });
});

describe('RobotsTxtCache: unreachable sites (RFC 9309 §2.4 req 41 exception, §2.3.1.4 req 35, 36)', () => {
  it('keeps serving the cached copy when a refresh gets a 5xx, and retries every 5 minutes', async () => {
    const { cache, calls, site, time } = setup();
    const fetchedAt = time.t;
    await cache.get(SITE);
    time.advance(DAY);
    site.answer = () => status(503);
    const stale = await cache.get(SITE);
    expect(stale).toMatchObject({ outcome: 'rules', status: 200 });
    expect(stale.robots.isAllowed('/private/x', 'bot')).toBe(false);
    expect(stale.robots.isAllowed('/public', 'bot')).toBe(true);
    expect(stale.cache).toMatchObject({ served: 'stale', fetchedAt, ageMs: DAY, expiresAt: time.t + 5 * MIN });
    expect(stale.cache.unreachable).toEqual({ at: time.t, since: time.t, status: 503, reason: expect.stringMatching(/HTTP 503.*§2\.3\.1\.4/) });
    expect(stale.cache.reason).toBe(
      'The site has been unreachable (HTTP 503) since 2026-01-02T00:00:00.000Z, so the copy fetched 24 h ago stands in (RFC 9309 §2.4) for at most 30 d past its expiry; retry in 5 min.',
    );
    const since = time.t;
    time.advance(5 * MIN - 1);
    expect((await cache.get(SITE)).cache.served).toBe('stale');
    expect(calls).toHaveLength(2);
    time.advance(1);
    const again = await cache.get(SITE);
    expect(calls).toHaveLength(3);
    expect(again.cache).toMatchObject({ served: 'stale', unreachable: { since, at: time.t } });
    // Back up: the new file replaces the copy and the failure is forgotten.
    time.advance(5 * MIN);
    site.answer = () => ok(NEW_RULES);
    const back = await cache.get(SITE);
    expect(back.cache.served).toBe('fetched');
    expect(back.cache.unreachable).toBeUndefined();
    expect(back.robots.isAllowed('/private/x', 'bot')).toBe(true);
  });

  it('does the same after a network error', async () => {
    const { cache, site, time } = setup();
    await cache.get(SITE);
    time.advance(DAY);
    site.answer = () => new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    const stale = await cache.get(SITE);
    expect(stale).toMatchObject({ outcome: 'rules', cache: { served: 'stale', unreachable: { status: undefined, failure: { kind: 'network' } } } });
    expect(stale.cache.reason).toMatch(/^The site has been unreachable \(network error\)/);
  });

  it('counts a timeout as unreachable too', async () => {
    const time = clock();
    let hang = false;
    const fetch = ((_url: string, init?: RequestInit) =>
      hang
        ? new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
        : Promise.resolve(ok())) as typeof globalThis.fetch;
    const cache = new RobotsTxtCache({ now: time.now, fetch, timeoutMs: 20 });
    await cache.get(SITE);
    time.advance(DAY);
    hang = true;
    expect(await cache.get(SITE)).toMatchObject({ outcome: 'rules', cache: { served: 'stale', unreachable: { failure: { kind: 'timeout' } } } });
  });

  it("gives the copy up 30 days past its expiry, then the dialect's unreachable outcome applies (req 36)", async () => {
    const { cache, site, time } = setup();
    await cache.get(SITE);
    site.answer = () => status(500);
    time.advance(DAY + 30 * DAY);
    expect((await cache.get(SITE)).cache.served).toBe('stale');
    time.advance(5 * MIN);
    const given = await cache.get(SITE);
    expect(given).toMatchObject({ outcome: 'disallow-all', status: 500, cache: { served: 'fetched' } });
    expect(given.robots.isAllowed('/public', 'bot')).toBe(false);
    expect(given.cache.reason).toMatch(
      /the cached copy is more than 30 d past its expiry: the dialect's rule for an unreachable file applies; retry in 5 min\.$/,
    );
  });

  it('keeps the copy as long as maxStaleMs says (Infinity: for ever, as Google does after 30 days)', async () => {
    const { cache, site, time } = setup({ maxStaleMs: Number.POSITIVE_INFINITY });
    await cache.get(SITE);
    site.answer = () => status(500);
    time.advance(365 * DAY);
    expect((await cache.get(SITE)).cache.served).toBe('stale');
    const short = setup({ maxStaleMs: H });
    await short.cache.get(SITE);
    short.site.answer = () => status(500);
    short.time.advance(DAY + H + 1);
    expect((await short.cache.get(SITE)).outcome).toBe('disallow-all');
  });

  it('without a copy, an unreachable site is disallowed and retried after 5 minutes, not 24 hours', async () => {
    const { cache, calls, site, time } = setup({ unreachableRetryMs: 2 * MIN });
    site.answer = () => status(502);
    const first = await cache.get(SITE);
    expect(first).toMatchObject({ outcome: 'disallow-all', cache: { served: 'fetched', expiresAt: time.t + 2 * MIN, freshness: { rule: 'unreachable' } } });
    expect(first.cache.reason).toMatch(/and no earlier copy is cached: the dialect's rule/);
    time.advance(MIN);
    expect((await cache.get(SITE)).cache.served).toBe('cached');
    time.advance(MIN);
    site.answer = () => ok();
    expect((await cache.get(SITE)).outcome).toBe('rules');
    expect(calls).toHaveLength(2);
  });

  it('does not serve a copy stale when its headers forbid it (no-cache, must-revalidate: RFC 9111 §4.2.4)', async () => {
    for (const header of ['max-age=3600, must-revalidate', 'no-cache']) {
      const { cache, site, time } = setup();
      site.answer = () => ok(RULES, { 'cache-control': header });
      await cache.get(SITE);
      time.advance(H);
      site.answer = () => status(503);
      const result = await cache.get(SITE);
      expect(result.outcome, header).toBe('disallow-all');
      expect(result.cache.reason).toMatch(/headers forbid using it stale/);
    }
  });

  it('applies to every dialect: under 1994 an unreachable file without a copy means allow-all', async () => {
    const { cache, site, time } = setup({ dialect: '1994' });
    site.answer = () => status(503);
    expect((await cache.get(SITE)).outcome).toBe('allow-all');
    time.advance(5 * MIN);
    site.answer = () => ok();
    await cache.get(SITE);
    time.advance(DAY);
    site.answer = () => status(503);
    expect(await cache.get(SITE)).toMatchObject({ outcome: 'rules', cache: { served: 'stale' } });
  });

  it('counts 429 as unreachable under google (a server error for Google), as unavailable under rfc9309', async () => {
    for (const [dialect, served, outcome] of [
      ['google', 'stale', 'rules'],
      ['rfc9309', 'fetched', 'allow-all'],
    ] as const) {
      const { cache, site, time } = setup({ dialect });
      await cache.get(SITE);
      time.advance(DAY);
      site.answer = () => status(429);
      expect(await cache.get(SITE), dialect).toMatchObject({ outcome, cache: { served } });
    }
  });
});

describe('RobotsTxtCache: concurrency, size, peek, delete, clear', () => {
  it('shares one fetch between concurrent gets for a site', async () => {
    const time = clock();
    let release: (response: Response) => void = () => undefined;
    const fake = fakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const cache = new RobotsTxtCache({ now: time.now, fetch: fake.fetch });
    const pending = [cache.get(`${SITE}/a`), cache.get(`${SITE}/b`), cache.get(SITE)];
    await expect.poll(() => fake.calls.length).toBe(1);
    release(ok());
    const results = await Promise.all(pending);
    expect(fake.calls).toHaveLength(1);
    expect(results.map((r) => r.cache.served)).toEqual(['fetched', 'fetched', 'fetched']);
    expect(new Set(results.map((r) => r.robots)).size).toBe(1);
  });

  it('lets one caller abort without failing the others or losing the fetch', async () => {
    const time = clock();
    let release: (response: Response) => void = () => undefined;
    const fake = fakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const cache = new RobotsTxtCache({ now: time.now, fetch: fake.fetch });
    const controller = new AbortController();
    const aborted = cache.get(SITE, { signal: controller.signal });
    const patient = cache.get(SITE);
    controller.abort(new Error('caller gave up'));
    await expect(aborted).rejects.toThrow('caller gave up');
    await expect.poll(() => fake.calls.length).toBe(1);
    release(ok());
    expect((await patient).outcome).toBe('rules');
    expect(cache.peek(SITE)?.outcome).toBe('rules');
    await expect(cache.get(SITE, { signal: AbortSignal.abort(new Error('already')) })).rejects.toThrow('already');
  });

  it('keeps at most maxEntries sites, dropping the least recently used', async () => {
    const { cache, calls } = setup({ maxEntries: 2 });
    await cache.get('https://a.example/');
    await cache.get('https://b.example/');
    await cache.get('https://a.example/'); // a is now the most recently used
    await cache.get('https://c.example/');
    expect(cache.size).toBe(2);
    expect(cache.peek('https://b.example/')).toBeUndefined();
    expect(cache.peek('https://a.example/')).toBeDefined();
    cache.peek('https://a.example/'); // peek does not count as a use
    await cache.get('https://c.example/');
    await cache.get('https://d.example/');
    expect(cache.peek('https://a.example/')).toBeUndefined();
    expect(calls).toHaveLength(4);
  });

  it('peeks without fetching, also at an expired entry', async () => {
    const { cache, calls, time } = setup();
    expect(cache.peek(SITE)).toBeUndefined();
    await cache.get(SITE);
    time.advance(2 * DAY);
    const peeked = cache.peek(`${SITE}/x`);
    expect(peeked?.cache).toMatchObject({ served: 'cached', ageMs: 2 * DAY });
    expect(peeked!.cache.expiresAt).toBeLessThan(time.t);
    expect(calls).toHaveLength(1);
  });

  it('deletes a site and clears all; a fetch in flight then is not stored', async () => {
    const { cache, calls } = setup();
    await cache.get(SITE);
    expect(cache.delete(`${SITE}/any`)).toBe(true);
    expect(cache.delete(SITE)).toBe(false);
    const inFlight = cache.get(SITE);
    expect(cache.delete(SITE)).toBe(true);
    expect((await inFlight).outcome).toBe('rules');
    expect(cache.size).toBe(0);
    await cache.get('https://a.example/');
    const cleared = cache.get('https://b.example/');
    cache.clear();
    await cleared;
    expect(cache.size).toBe(0);
    expect(calls).toHaveLength(4);
  });

  it('rejects bad URLs with a TypeError and bad options with a RangeError', async () => {
    const { cache } = setup();
    await expect(cache.get('example.com')).rejects.toThrow(TypeError);
    expect(() => cache.peek('ftp://example.com/')).toThrow(TypeError);
    expect(() => new RobotsTxtCache({ maxEntries: 0 })).toThrow(RangeError);
    expect(() => new RobotsTxtCache({ maxStaleMs: -1 })).toThrow(RangeError);
    expect(() => new RobotsTxtCache({ defaultLifetimeMs: Number.NaN })).toThrow(RangeError);
  });
});

describe('RobotsTxtCache over HTTP (real 127.0.0.1 servers)', () => {
  const serve = useServers();

  /** A server whose handler the test can swap. */
  async function switchable(initial: Handler) {
    const state = { handler: initial };
    const server = await serve((request, response) => state.handler(request, response));
    return { server, set: (handler: Handler) => (state.handler = handler) };
  }

  it('honours Cache-Control: max-age from the server (req 40)', async () => {
    const time = clock();
    const server = await serve(reply(200, RULES, { 'cache-control': 'public, max-age=60' }));
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(`${server.origin}/a`);
    expect((await cache.get(`${server.origin}/b`)).cache.served).toBe('cached');
    expect(server.requests).toHaveLength(1);
    time.advance(60 * S);
    expect((await cache.get(server.origin)).cache.served).toBe('fetched');
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt', '/robots.txt']);
  });

  it("reads Expires against the server's Date", async () => {
    const time = clock();
    const headers = { date: 'Thu, 01 Jan 2026 10:00:00 GMT', expires: 'Thu, 01 Jan 2026 10:30:00 GMT' };
    const server = await serve(reply(200, RULES, headers));
    const cache = new RobotsTxtCache({ now: time.now });
    expect((await cache.get(server.origin)).cache).toMatchObject({ expiresAt: time.t + 30 * MIN, freshness: { rule: 'expires' } });
  });

  it('caps a year-long max-age at 24 h (req 41)', async () => {
    const time = clock();
    const server = await serve(reply(200, RULES, { 'cache-control': 'max-age=31536000, immutable' }));
    const cache = new RobotsTxtCache({ now: time.now });
    await cache.get(server.origin);
    time.advance(DAY - 1);
    await cache.get(server.origin);
    expect(server.requests).toHaveLength(1);
    time.advance(1);
    await cache.get(server.origin);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps the stale copy through a 5xx and through a dead server (req 41 exception)', async () => {
    const time = clock();
    const { server, set } = await switchable(reply(200, RULES));
    const cache = new RobotsTxtCache({ now: time.now, timeoutMs: 2000 });
    await cache.get(server.origin);
    time.advance(DAY);
    set(reply(503, 'down for maintenance', { 'retry-after': '3600' }));
    const during = await cache.get(server.origin);
    expect(during).toMatchObject({ outcome: 'rules', status: 200, cache: { served: 'stale', unreachable: { status: 503 } } });
    expect(during.robots.isAllowed('/private/', 'bot')).toBe(false);
    await server.close();
    time.advance(H); // the 503's Retry-After: 3600 holds the next request off for an hour
    const dead = await cache.get(server.origin);
    expect(dead).toMatchObject({ outcome: 'rules', cache: { served: 'stale', unreachable: { failure: { kind: 'network' } } } });
    expect(dead.cache.unreachable?.since).toBe(during.cache.unreachable?.since);
  });

  it('sends one request for many concurrent gets', async () => {
    const time = clock();
    let answer: () => void = () => undefined;
    const server = await serve((_request, response) => {
      answer = () => response.writeHead(200, { 'content-type': 'text/plain' }).end(RULES);
    });
    const cache = new RobotsTxtCache({ now: time.now });
    const pending = Array.from({ length: 20 }, (_, i) => cache.get(`${server.origin}/page/${i}`));
    await expect.poll(() => server.requests.length).toBe(1);
    answer();
    const results = await Promise.all(pending);
    expect(results.every((r) => r.outcome === 'rules')).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('stays within maxEntries across sites, refetching an evicted one', async () => {
    const time = clock();
    const servers = await Promise.all([1, 2, 3].map(() => serve(reply(200, RULES))));
    const [a, b, c] = servers as [(typeof servers)[0], (typeof servers)[0], (typeof servers)[0]];
    const cache = new RobotsTxtCache({ now: time.now, maxEntries: 2 });
    for (const server of [a, b, c, a]) await cache.get(server.origin);
    expect(cache.size).toBe(2);
    expect(servers.map((server) => server.requests.length)).toEqual([2, 1, 1]);
    expect(cache.peek(b.origin)).toBeUndefined();
  });

  it('refused connection without a copy: disallow-all, then a retry after the short delay', async () => {
    const time = clock();
    const gone = await startServer(reply(200));
    await gone.close();
    const cache = new RobotsTxtCache({ now: time.now });
    const result = await cache.get(gone.origin);
    expect(result).toMatchObject({ outcome: 'disallow-all', failure: { kind: 'network' }, cache: { expiresAt: time.t + 5 * MIN } });
  });
});
