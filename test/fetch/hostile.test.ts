/**
 * The fetch API against a hostile or careless world: a `fetch`
 * that ignores its AbortSignal, bodies that never end, options out of range,
 * statuses that are not redirects, bodies that are not UTF-8, arguments that
 * are not strings.
 */
import { describe, expect, it } from 'vitest';
import {
  fetchRobotsTxt,
  interpretRobotsTxtResponse,
  MAX_TIMEOUT_MS,
  retrieveRobotsTxt,
  RobotsTxtCache,
  robotsTxtUrl,
  type RobotsTxtCacheOptions,
} from '../../src/index.ts';
import { DIALECTS } from '../../src/match/types.ts';
import { hasStackTrace, runCli } from '../cli/run-cli.ts';
import { redirectChain, reply, useServers } from './http-server.ts';

const RULES = 'User-agent: *\nDisallow: /private/\n';
const SITE = 'https://example.com/';
const serve = useServers();

/** A `fetch` whose promise never settles and that never looks at its signal. */
const deafFetch = (() => new Promise<Response>(() => undefined)) as typeof fetch;

/** A 200 whose body sends `head` and then nothing, forever; cancelling it is ignored too. */
function endlessBodyFetch(head = 'User-agent: *\n') {
  const state = { cancelled: false };
  const fetchFn = (async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
      },
      // pull is never answered: the body neither ends nor errors.
      pull: () => new Promise<void>(() => undefined),
      cancel: () => {
        state.cancelled = true;
        return new Promise<void>(() => undefined);
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/plain' } });
  }) as typeof fetch;
  return { fetch: fetchFn, state };
}

/** A `fetch` that answers every request with `body` (bytes or text) and status 200. */
function bodyFetch(body: Uint8Array | string, headers: Record<string, string> = { 'content-type': 'text/plain' }) {
  return (async () => new Response(typeof body === 'string' ? body : new Uint8Array(body), { status: 200, headers })) as typeof fetch;
}

describe('the time limit holds whatever fetch does', () => {
  it('a fetch that never settles and ignores its AbortSignal still times out', async () => {
    const response = await retrieveRobotsTxt(SITE, { fetch: deafFetch, timeoutMs: 100 });
    expect(response.failure).toEqual({ kind: 'timeout', message: 'No complete answer from https://example.com/robots.txt within 100 ms.' });
    // RFC 9309 §2.3.1.4: a timeout is "unreachable".
    expect(interpretRobotsTxtResponse(response, 'rfc9309').outcome).toBe('disallow-all');
  });

  it('a body stream that never ends times out, and the stream is cancelled', async () => {
    const endless = endlessBodyFetch();
    const result = await fetchRobotsTxt(SITE, { fetch: endless.fetch, timeoutMs: 100 });
    expect(result.failure?.kind).toBe('timeout');
    expect(result.outcome).toBe('disallow-all');
    expect(endless.state.cancelled).toBe(true);
  });

  it('a redirect hop that never answers counts against the same limit', async () => {
    let calls = 0;
    const fetchFn = (async () => {
      calls++;
      if (calls === 1) return new Response(null, { status: 301, headers: { location: 'https://example.com/elsewhere' } });
      return new Promise<Response>(() => undefined);
    }) as typeof fetch;
    const response = await retrieveRobotsTxt(SITE, { fetch: fetchFn, timeoutMs: 100 });
    expect(response).toMatchObject({ failure: { kind: 'timeout' }, redirects: ['https://example.com/elsewhere'], finalUrl: 'https://example.com/elsewhere' });
  });

  it("the caller's signal rejects at once even when fetch ignores it", async () => {
    const controller = new AbortController();
    const pending = retrieveRobotsTxt(SITE, { fetch: deafFetch, signal: controller.signal, timeoutMs: 60_000 });
    setTimeout(() => controller.abort(new Error('caller gave up')), 20);
    await expect(pending).rejects.toThrow('caller gave up');
  });

  it('the cache: a fetch that never settles does not block later gets for the site', async () => {
    let t = Date.UTC(2026, 0, 1);
    let deaf = true;
    const fetchFn = ((...args: Parameters<typeof fetch>) => (deaf ? deafFetch(...args) : bodyFetch(RULES)(...args))) as typeof fetch;
    const cache = new RobotsTxtCache({ fetch: fetchFn, timeoutMs: 100, now: () => t });
    const [first, second] = await Promise.all([cache.get(SITE), cache.get(`${SITE}other`)]);
    expect(first.failure?.kind).toBe('timeout');
    expect(second.failure?.kind).toBe('timeout');
    expect(first.outcome).toBe('disallow-all');
    // The failure is cached for the retry interval (5 minutes); after it, the site is asked again.
    deaf = false;
    expect((await cache.get(SITE)).cache.served).toBe('cached');
    t += 5 * 60_000;
    const later = await cache.get(SITE);
    expect(later).toMatchObject({ outcome: 'rules', cache: { served: 'fetched' } });
  });

  it('the cache: a body that never ends does not block later gets either', async () => {
    const endless = endlessBodyFetch();
    const cache = new RobotsTxtCache({ fetch: endless.fetch, timeoutMs: 100, unreachableRetryMs: 0 });
    expect((await cache.get(SITE)).failure?.kind).toBe('timeout');
    // unreachableRetryMs 0: the next get fetches again rather than waiting on anything left over.
    const again = await cache.get(SITE);
    expect(again.failure?.kind).toBe('timeout');
    expect(again.cache.served).toBe('fetched');
  });
});

describe('options are checked', () => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['timeoutMs Infinity', { timeoutMs: Number.POSITIVE_INFINITY }, /timeoutMs must be a whole number from 1 to 2,147,483,647, not Infinity/],
    ['timeoutMs NaN', { timeoutMs: Number.NaN }, /timeoutMs .* not NaN/],
    ['timeoutMs 0', { timeoutMs: 0 }, /timeoutMs .* not 0/],
    ['timeoutMs negative', { timeoutMs: -5 }, /timeoutMs .* not -5/],
    ['timeoutMs 2³¹', { timeoutMs: 2 ** 31 }, /timeoutMs .* not 2147483648/],
    ['timeoutMs fractional', { timeoutMs: 1.5 }, /timeoutMs/],
    ['maxBytes NaN', { maxBytes: Number.NaN }, /maxBytes must be a whole number from 1 up, not NaN/],
    ['maxBytes negative', { maxBytes: -1 }, /maxBytes/],
    ['maxBytes fractional', { maxBytes: 10.5 }, /maxBytes/],
    ['maxBytes 0', { maxBytes: 0 }, /maxBytes/],
    ['maxRedirects NaN', { maxRedirects: Number.NaN }, /maxRedirects must be a whole number from 0 up, not NaN/],
    ['maxRedirects negative', { maxRedirects: -1 }, /maxRedirects/],
    ['maxRedirects Infinity', { maxRedirects: Number.POSITIVE_INFINITY }, /maxRedirects/],
  ];

  it.each(bad)('%s: fetchRobotsTxt and retrieveRobotsTxt reject with a RangeError, before any request', async (_name, options, message) => {
    let requests = 0;
    const fetchFn = (async () => {
      requests++;
      return new Response(RULES);
    }) as typeof fetch;
    await expect(fetchRobotsTxt(SITE, { ...options, fetch: fetchFn })).rejects.toThrow(RangeError);
    await expect(retrieveRobotsTxt(SITE, { ...options, fetch: fetchFn })).rejects.toThrow(message);
    expect(requests).toBe(0);
  });

  it.each(bad)('%s: the RobotsTxtCache constructor throws the same RangeError', (_name, options, message) => {
    expect(() => new RobotsTxtCache(options)).toThrow(RangeError);
    expect(() => new RobotsTxtCache(options)).toThrow(message);
  });

  const badCache: [string, RobotsTxtCacheOptions, RegExp][] = [
    ['maxEntries 0', { maxEntries: 0 }, /maxEntries must be a whole number from 1 up, not 0/],
    ['maxEntries NaN', { maxEntries: Number.NaN }, /maxEntries/],
    ['maxEntries fractional', { maxEntries: 2.5 }, /maxEntries/],
    ['maxMemoryBytes NaN', { maxMemoryBytes: Number.NaN }, /maxMemoryBytes must be a whole number from 1 up, not NaN/],
    ['maxMemoryBytes negative', { maxMemoryBytes: -1 }, /maxMemoryBytes/],
    ['maxMemoryBytes Infinity', { maxMemoryBytes: Number.POSITIVE_INFINITY }, /maxMemoryBytes/],
    ['maxStaleMs negative', { maxStaleMs: -1 }, /maxStaleMs must be a duration in ms, 0 or more \(Infinity for no limit\), not -1/],
    ['defaultLifetimeMs NaN', { defaultLifetimeMs: Number.NaN }, /defaultLifetimeMs/],
    ['minLifetimeMs Infinity', { minLifetimeMs: Number.POSITIVE_INFINITY }, /minLifetimeMs must be a duration in ms, 0 or more, finite, not Infinity/],
    ['unreachableRetryMs Infinity', { unreachableRetryMs: Number.POSITIVE_INFINITY }, /unreachableRetryMs/],
  ];
  it.each(badCache)('cache %s: RangeError naming the option and the range', (_name, options, message) => {
    expect(() => new RobotsTxtCache(options)).toThrow(RangeError);
    expect(() => new RobotsTxtCache(options)).toThrow(message);
  });

  it('accepts the ends of every range', async () => {
    const fetchFn = bodyFetch(RULES);
    for (const options of [{ timeoutMs: 1 }, { timeoutMs: MAX_TIMEOUT_MS }, { maxBytes: 1 }, { maxRedirects: 0 }]) {
      await expect(retrieveRobotsTxt(SITE, { ...options, fetch: fetchFn })).resolves.toHaveProperty('url');
    }
    expect(
      () =>
        new RobotsTxtCache({
          maxEntries: 1,
          maxMemoryBytes: 1,
          maxStaleMs: Number.POSITIVE_INFINITY,
          maxLifetimeMs: Number.POSITIVE_INFINITY,
          minLifetimeMs: 0,
        }),
    ).not.toThrow();
  });

  it('a timeout of 2³¹ − 1 ms does not fire at once (timers clamp 2³¹ and more to 1 ms)', async () => {
    const controller = new AbortController();
    const pending = retrieveRobotsTxt(SITE, { fetch: deafFetch, timeoutMs: MAX_TIMEOUT_MS, signal: controller.signal });
    const raced = await Promise.race([pending.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 50))]);
    expect(raced).toBe('pending');
    controller.abort(new Error('done'));
    await expect(pending).rejects.toThrow('done');
  });

  it('options of the wrong type are a TypeError', async () => {
    await expect(fetchRobotsTxt(SITE, { timeoutMs: '100' as unknown as number })).rejects.toThrow(/timeoutMs must be a number, not "100"/);
    await expect(fetchRobotsTxt(SITE, { dialect: 'rfc-9309' as never })).rejects.toThrow(
      /Unknown dialect "rfc-9309": use one of 1994, draft-1996, rfc9309, google/,
    );
    await expect(fetchRobotsTxt(SITE, { fetch: 'nope' as unknown as typeof fetch })).rejects.toThrow(/options.fetch must be a function/);
    await expect(fetchRobotsTxt(SITE, 5 as never)).rejects.toThrow(/options must be an object, not number 5/);
    expect(() => new RobotsTxtCache({ dialect: 'Google' as never })).toThrow(TypeError);
    expect(() => new RobotsTxtCache({ now: 5 as never })).toThrow(/now must be a function/);
    const response = await retrieveRobotsTxt(SITE, { fetch: bodyFetch(RULES) });
    expect(() => interpretRobotsTxtResponse(response, 'rfc9309', Number.NaN)).toThrow(RangeError);
    expect(() => interpretRobotsTxtResponse(response, 'RFC9309' as never)).toThrow(TypeError);
    await expect(new RobotsTxtCache({ fetch: bodyFetch(RULES) }).get(SITE, null as never)).rejects.toThrow(/options must be an object, not null/);
  });

  it('the CLI turns an out-of-range --timeout into a usage error (exit 2), without a stack trace', async () => {
    const result = await runCli(['fetch', 'http://127.0.0.1:9/', '--timeout', '2147483648']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--timeout 2147483648 is too large; the most is 2,147,483,647 ms/);
    expect(hasStackTrace(result.stderr)).toBe(false);
    for (const value of ['0', '-1', 'NaN', 'Infinity', '1.5']) {
      const bad = await runCli(['fetch', 'http://127.0.0.1:9/', `--timeout=${value}`]);
      expect(bad.code, value).toBe(2);
      expect(bad.stderr, value).toMatch(/--timeout needs a whole number/);
    }
  });
});

describe('only 301, 302, 303, 307 and 308 are redirects', () => {
  it('a 300 Multiple Choices with a Location is not followed: no file was reached, so everything is allowed under every dialect', async () => {
    const server = await serve(redirectChain(1, 'User-agent: *\nDisallow: /\n', 300));
    const response = await retrieveRobotsTxt(server.origin);
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt']);
    expect(response).toMatchObject({ status: 300, redirects: [], body: new Uint8Array(0) });
    for (const dialect of DIALECTS) {
      const result = interpretRobotsTxtResponse(response, dialect);
      // RFC 9309 §2.3.1.2: a redirect that reaches no file may be treated as unavailable (4xx: allow all).
      expect(result.outcome, dialect).toBe('allow-all');
      expect(result.reason, dialect).toMatch(/^HTTP 300 Multiple Choices: /);
      expect(result.robots.isAllowed('/anything', 'bot')).toBe(true);
    }
    expect(interpretRobotsTxtResponse(response, 'rfc9309').reason).toMatch(/only 301, 302, 303, 307 and 308 are followed.*RFC 9309 §2\.3\.1\.2/);
  });

  it('a 304 to a request that was not conditional is not followed either, and reads the same', async () => {
    const server = await serve(reply(304, '', { location: '/elsewhere' }));
    const result = await fetchRobotsTxt(server.origin);
    expect(server.requests).toHaveLength(1);
    expect(result).toMatchObject({ status: 304, outcome: 'allow-all', redirects: [] });
  });

  it('the cache keeps a final 3xx like a 4xx (an answer, not "unreachable")', async () => {
    const cache = new RobotsTxtCache({ fetch: (async () => new Response(null, { status: 300 })) as typeof fetch });
    const result = await cache.get(SITE);
    expect(result.outcome).toBe('allow-all');
    expect(result.cache.unreachable).toBeUndefined();
    expect(result.cache.freshness.rule).not.toBe('unreachable');
  });
});

describe('bodies that are not UTF-8 say so', () => {
  const utf16 = (text: string, endian: 'le' | 'be', bom: boolean): Uint8Array => {
    const out: number[] = bom ? (endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
    for (const char of text) {
      const unit = char.charCodeAt(0);
      if (endian === 'le') out.push(unit & 0xff, unit >> 8);
      else out.push(unit >> 8, unit & 0xff);
    }
    return new Uint8Array(out);
  };

  it.each(['le', 'be'] as const)('UTF-16%s without a byte-order mark: no rules, and a body-utf16-without-bom warning', async (endian) => {
    const result = await fetchRobotsTxt(SITE, { fetch: bodyFetch(utf16(RULES, endian, false)) });
    expect(result.outcome).toBe('rules');
    // Read as UTF-8, every other character is a NUL: no line is a directive.
    expect(result.robots.isAllowed('/private/x', 'bot')).toBe(true);
    expect(result.warnings.map((d) => d.code)).toEqual(['body-utf16-without-bom']);
    expect(result.warnings[0]?.message).toMatch(
      new RegExp(`^The body looks like UTF-16${endian.toUpperCase()} without a byte-order mark .* few or no rules apply`),
    );
  });

  it('UTF-16 with a byte-order mark: decoded, its rules apply, and a body-utf16 warning', async () => {
    const result = await fetchRobotsTxt(SITE, { fetch: bodyFetch(utf16(RULES, 'le', true)) });
    expect(result.robots.isAllowed('/private/x', 'bot')).toBe(false);
    expect(result.warnings.map((d) => d.code)).toEqual(['body-utf16']);
  });

  it('UTF-16 with a byte-order mark under google: read byte for byte as Google reads it, no rules, and a body-utf16 warning that says so', async () => {
    const bytes = utf16(RULES, 'le', true);
    const result = await fetchRobotsTxt(SITE, { dialect: 'google', fetch: bodyFetch(bytes) });
    expect(result.robots.isAllowed('/private/x', 'bot')).toBe(true);
    expect(result.robots.document.encoding).toBe('latin1');
    expect(result.warnings.map((d) => d.code)).toEqual(['body-utf16']);
    expect(result.warnings[0]?.message).toMatch(/^The body is UTF-16LE \(it starts with a byte-order mark\); under google it was read byte for byte/);
  });

  it('invalid UTF-8: read as Latin-1, and a body-not-utf8 warning with the offset', async () => {
    // A Windows-1252 "café" in a comment: the ASCII rules still apply, but the file is not UTF-8.
    const bytes = new Uint8Array([...new TextEncoder().encode('User-agent: *\nDisallow: /private/ # caf'), 0xe9, 0x0a]);
    const result = await fetchRobotsTxt(SITE, { fetch: bodyFetch(bytes) });
    expect(result.robots.document.encoding).toBe('latin1');
    expect(result.robots.isAllowed('/private/x', 'bot')).toBe(false);
    expect(result.warnings.map((d) => d.code)).toEqual(['body-not-utf8']);
    expect(result.warnings[0]?.message).toMatch(/\(the first bad byte is at offset 39\), so it was read as Latin-1/);
    // The same fact as the parser's diagnostic.
    expect(result.robots.diagnostics.map((d) => d.code)).toContain('invalid-utf8');
  });

  it('plain UTF-8 and ASCII bodies, NUL-free or with a stray NUL, get no encoding warning', async () => {
    for (const body of [RULES, 'User-agent: *\nDisallow: /é/\n', 'User-agent: *\nDisallow: /a\u0000b\n']) {
      const result = await fetchRobotsTxt(SITE, { fetch: bodyFetch(body) });
      expect(result.warnings, JSON.stringify(body)).toEqual([]);
    }
  });
});

describe('non-string arguments: a TypeError that names what was given, never calling its code', () => {
  const throwing = {
    toString() {
      throw new Error('toString was called');
    },
  };
  const values: [string, unknown, RegExp][] = [
    ['null', null, /url must be a string or a URL object, not null\./],
    ['undefined', undefined, /not undefined/],
    ['Object.create(null)', Object.create(null), /not an object/],
    ['an object whose toString throws', throwing, /not an object/],
    ['a number', 42, /not number 42/],
  ];
  it.each(values)('%s', async (_name, value, message) => {
    const url = value as string;
    expect(() => robotsTxtUrl(url)).toThrow(TypeError);
    expect(() => robotsTxtUrl(url)).toThrow(message);
    await expect(fetchRobotsTxt(url)).rejects.toThrow(message);
    await expect(retrieveRobotsTxt(url)).rejects.toThrow(TypeError);
    const cache = new RobotsTxtCache({ fetch: deafFetch });
    await expect(cache.get(url)).rejects.toThrow(message);
    expect(() => cache.peek(url)).toThrow(message);
    expect(() => cache.delete(url)).toThrow(message);
  });

  it('a URL object is accepted, and a long bad string is quoted only in part', async () => {
    expect(robotsTxtUrl(new URL('https://example.com/a?b'))).toBe('https://example.com/robots.txt');
    const long = `x${'y'.repeat(100_000)}`;
    let message = '';
    try {
      robotsTxtUrl(long);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Not an absolute URL: "xy+"… \(100,001 characters\)\. Give one like https:\/\/example\.com\/\.$/);
    expect(message.length).toBeLessThan(200);
  });
});
