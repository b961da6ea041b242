/**
 * Properties of RobotsTxtCache against a real 127.0.0.1 server whose answers
 * a sequence picks, on the cache's own clock (no timers): a 304 never changes
 * a verdict, and no sequence of answers (caching headers, validators, 304s,
 * 4xx, 5xx, hostile Retry-After values) makes the cache ask the site more
 * often than its minimum (1 min) or leave it unasked past its maximum (24 h).
 */
import type { ServerResponse } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULTS, RobotsTxtCache, type Dialect } from '../../src/index.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';
import { startServer } from './http-server.ts';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
/** Each run makes real requests: a few dozen runs cover the shapes. */
const RUNS = Math.min(FUZZ_RUNS, 40);

const pathArb = fc
  .array(fc.constantFrom('a', 'b', 'private', 'x.html', '*', '$', '%41', '?q'), { minLength: 0, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`);
const ruleArb = fc.tuple(fc.constantFrom('Allow', 'Disallow'), pathArb).map(([kind, path]) => `${kind}: ${path}`);
const fileArb = fc
  .array(fc.tuple(fc.constantFrom('*', 'FooBot', 'BarBot'), fc.array(ruleArb, { maxLength: 5 })), { minLength: 1, maxLength: 3 })
  .map((groups) => groups.map(([agent, rules]) => [`User-agent: ${agent}`, ...rules].join('\n')).join('\n\n'));

describe('RobotsTxtCache (properties, real server)', () => {
  it('a 304 keeps the compiled file: every verdict is the same after revalidation', async () => {
    const state = { body: '' };
    const server = await startServer((request, response) => {
      if (request.headers['if-none-match'] === '"same"') response.writeHead(304).end();
      else response.writeHead(200, { 'content-type': 'text/plain', etag: '"same"', 'cache-control': 'max-age=60' }).end(state.body);
    });
    try {
      await fc.assert(
        fc.asyncProperty(
          fileArb,
          fc.array(pathArb, { minLength: 1, maxLength: 8 }),
          fc.constantFrom<Dialect>('rfc9309', 'google', 'draft-1996'),
          async (body, paths, dialect) => {
            state.body = body;
            let t = Date.UTC(2026, 0, 1);
            const cache = new RobotsTxtCache({ now: () => t, dialect });
            const verdicts = async () =>
              Promise.all(paths.flatMap((path) => ['FooBot', 'BarBot'].map((agent) => cache.isAllowed(`${server.origin}${path}`, agent))));
            const before = await verdicts();
            const first = await cache.get(server.origin);
            t += DAY;
            const renewed = await cache.get(server.origin);
            expect(renewed.cache.served).toBe('revalidated');
            expect(renewed.robots).toBe(first.robots);
            expect(await verdicts()).toEqual(before);
          },
        ),
        { numRuns: RUNS },
      );
    } finally {
      await server.close();
    }
  });

  it('for any answers and waits, requests are at least minLifetimeMs apart, and one comes within 24 h of the last', async () => {
    const retryAfterArb = fc.oneof(
      fc.integer({ min: 0, max: 20 * 365 * 86_400 }).map(String),
      fc.constantFrom('-1', '1.5', 'soon', '', '99999999999999999999999', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 01 Jan 2100 00:00:00 GMT'),
      fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }).map((d) => d.toUTCString()),
    );
    const maxAgeArb = fc.option(
      fc.oneof(
        fc.integer({ min: 0, max: 10 * 365 * 86_400 }).map((s) => `max-age=${s}`),
        fc.constantFrom('no-store', 'no-cache', 'max-age=-1', 'max-age=x'),
      ),
    );
    const answerArb = fc.oneof(
      fc.record({ status: fc.constant(200), cacheControl: maxAgeArb, etag: fc.option(fc.constantFrom('"a"', '"b"', 'W/"a"')), lastModified: fc.boolean() }),
      fc.record({ status: fc.constant(304), cacheControl: maxAgeArb }),
      fc.record({ status: fc.constantFrom(404, 500, 300), cacheControl: maxAgeArb }),
      fc.record({ status: fc.constantFrom(429, 503), retryAfter: fc.option(retryAfterArb) }),
    );
    const stepArb = fc.record({ answer: answerArb, waitMs: fc.oneof(fc.integer({ min: 0, max: 2 * MIN }), fc.integer({ min: 0, max: 2 * DAY })) });
    type Answer = { status: number; cacheControl?: string | null; etag?: string | null; lastModified?: boolean; retryAfter?: string | null };
    const state: { answer: Answer } = { answer: { status: 200 } };
    const server = await startServer((_request, response: ServerResponse) => {
      const { status, cacheControl, etag, lastModified, retryAfter } = state.answer;
      const headers: Record<string, string> = { 'content-type': 'text/plain' };
      if (cacheControl) headers['cache-control'] = cacheControl;
      if (etag) headers.etag = etag;
      if (lastModified) headers['last-modified'] = 'Tue, 15 Nov 1994 12:45:26 GMT';
      if (retryAfter !== undefined && retryAfter !== null) headers['retry-after'] = retryAfter;
      response.writeHead(status, headers).end(status === 200 ? 'User-agent: *\nDisallow: /private/\n' : '');
    });
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), fc.constantFrom<Dialect>('rfc9309', 'google'), async (steps, dialect) => {
          let t = Date.UTC(2026, 0, 1);
          const cache = new RobotsTxtCache({ now: () => t, dialect });
          let lastRequestAt: number | undefined;
          for (const step of steps) {
            state.answer = step.answer;
            t += step.waitMs;
            const seen = server.requests.length;
            const answer = await cache.get(server.origin);
            const requests = server.requests.length - seen;
            expect(requests).toBeLessThanOrEqual(1);
            // A stale answer may follow a fetch that found the site down, or come from the cache.
            if (answer.cache.served !== 'stale') expect(requests === 1).toBe(answer.cache.served === 'fetched' || answer.cache.served === 'revalidated');
            if (lastRequestAt !== undefined && requests === 1) expect(t - lastRequestAt).toBeGreaterThanOrEqual(DEFAULTS.cache.minLifetimeMs);
            if (lastRequestAt === undefined || t - lastRequestAt >= DAY) expect(requests).toBe(1);
            if (requests === 1) lastRequestAt = t;
            expect(answer.cache.expiresAt - t).toBeLessThanOrEqual(DAY);
          }
        }),
        { numRuns: RUNS },
      );
    } finally {
      await server.close();
    }
  });
});
