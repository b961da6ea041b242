import { describe, expect, it } from 'vitest';
import { formatDuration, freshnessOf, parseCacheControl, parseHttpDate, type CacheHeaders } from '../../src/fetch/freshness.ts';

const S = 1000;
const H = 3600 * S;
const LIMITS = { defaultLifetimeMs: 24 * H, maxLifetimeMs: 24 * H, minLifetimeMs: 0 };
const AT = Date.UTC(2026, 0, 1);
const fresh = (headers: CacheHeaders, limits = LIMITS) => freshnessOf(headers, AT, limits);

describe('freshnessOf: HTTP cache control as a private cache (RFC 9309 §2.4 req 40, RFC 9111 §4.2)', () => {
  it('uses max-age, and ignores s-maxage (a crawler is not a shared cache)', () => {
    expect(fresh({ cacheControl: 'public, max-age=3600' })).toMatchObject({ rule: 'max-age', freshForMs: H, staleAllowed: true });
    expect(fresh({ cacheControl: 's-maxage=60, max-age=7200' }).freshForMs).toBe(2 * H);
    expect(fresh({ cacheControl: 's-maxage=60' }).rule).toBe('default');
    expect(fresh({ cacheControl: 'max-age=3600' }).reason).toBe('Cache-Control: max-age=3600: fresh for 1 h.');
  });

  it('subtracts the Age the response already had (RFC 9111 §4.2.3)', () => {
    expect(fresh({ cacheControl: 'max-age=3600', age: '600' })).toMatchObject({ freshForMs: 3000 * S, initialAgeMs: 600 * S });
    expect(fresh({ cacheControl: 'max-age=3600', age: '600, 900' }).initialAgeMs).toBe(600 * S);
    expect(fresh({ cacheControl: 'max-age=3600', age: 'soon' }).initialAgeMs).toBe(0);
  });

  it('caps every lifetime at 24 h, counting the Age too (RFC 9309 §2.4 req 41)', () => {
    const week = fresh({ cacheControl: 'max-age=604800' });
    expect(week).toMatchObject({ rule: 'max-age', ruleLifetimeMs: 168 * H, freshForMs: 24 * H, limitedBy: 'max-lifetime' });
    expect(week.reason).toMatch(/capped at 24 h \(RFC 9309 §2\.4\)/);
    expect(fresh({ cacheControl: 'max-age=604800', age: '3600' }).freshForMs).toBe(23 * H);
    expect(fresh({ cacheControl: 'max-age=99999999999999' }).freshForMs).toBe(24 * H);
  });

  it('uses the default lifetime when the server says nothing', () => {
    expect(fresh({})).toMatchObject({ rule: 'default', freshForMs: 24 * H, staleAllowed: true });
    expect(freshnessOf(undefined, AT, { ...LIMITS, defaultLifetimeMs: 2 * H }).freshForMs).toBe(2 * H);
  });

  it('reads Expires against Date, or against the arrival time without a Date (RFC 9111 §4.2.1)', () => {
    const date = 'Thu, 01 Jan 2026 00:00:00 GMT';
    expect(fresh({ expires: 'Thu, 01 Jan 2026 02:00:00 GMT', date })).toMatchObject({ rule: 'expires', freshForMs: 2 * H });
    // The server's clock is 5 h ahead of ours: only the difference counts.
    expect(fresh({ expires: 'Thu, 01 Jan 2026 07:00:00 GMT', date: 'Thu, 01 Jan 2026 05:00:00 GMT' }).freshForMs).toBe(2 * H);
    expect(fresh({ expires: 'Thu, 01 Jan 2026 03:00:00 GMT' }).freshForMs).toBe(3 * H);
    expect(fresh({ expires: 'Wed, 31 Dec 2025 00:00:00 GMT', date }).freshForMs).toBe(0);
  });

  it('reads an invalid Expires ("0") or max-age as already stale (RFC 9111 §5.3, §4.2.1)', () => {
    expect(fresh({ expires: '0' })).toMatchObject({ rule: 'expires', freshForMs: 0 });
    expect(fresh({ cacheControl: 'max-age=1h' })).toMatchObject({ rule: 'max-age', freshForMs: 0 });
    expect(fresh({ cacheControl: 'max-age' })).toMatchObject({ rule: 'max-age', freshForMs: 0 });
  });

  it('lets max-age win over Expires (RFC 9111 §5.3), and the first max-age win over later ones', () => {
    expect(fresh({ cacheControl: 'max-age=60', expires: '0' })).toMatchObject({ rule: 'max-age', freshForMs: 60 * S });
    expect(fresh({ cacheControl: 'max-age=60, max-age=7200' }).freshForMs).toBe(60 * S);
  });

  it('honours no-store and no-cache as the most restrictive, and forbids stale use for them and must-revalidate', () => {
    expect(fresh({ cacheControl: 'max-age=3600, no-cache' })).toMatchObject({ rule: 'no-cache', freshForMs: 0, staleAllowed: false });
    expect(fresh({ cacheControl: 'no-store, max-age=3600' })).toMatchObject({ rule: 'no-store', freshForMs: 0, staleAllowed: false });
    expect(fresh({ cacheControl: 'max-age=3600, must-revalidate' })).toMatchObject({ rule: 'max-age', freshForMs: H, staleAllowed: false });
  });

  it('ignores a no-cache qualified with field names: it only restricts those fields (RFC 9111 §5.2.2.4)', () => {
    expect(fresh({ cacheControl: 'no-cache="Set-Cookie, X-Session", max-age=600' })).toMatchObject({
      rule: 'max-age',
      freshForMs: 600 * S,
      staleAllowed: true,
    });
  });

  it('raises a lifetime below the minimum, and says so', () => {
    const limits = { ...LIMITS, minLifetimeMs: 60 * S };
    const result = fresh({ cacheControl: 'no-cache' }, limits);
    expect(result).toMatchObject({ rule: 'no-cache', ruleLifetimeMs: 0, freshForMs: 60 * S, limitedBy: 'min-lifetime' });
    expect(result.reason).toBe('Cache-Control: no-cache, raised to the minimum of 1 min so robots.txt is not fetched before every page: fresh for 1 min.');
    expect(fresh({ cacheControl: 'max-age=60', age: '3600' }, limits)).toMatchObject({ freshForMs: 60 * S, limitedBy: 'min-lifetime' });
  });
});

describe('parseCacheControl', () => {
  it('lower-cases names, keeps first occurrences, unquotes values', () => {
    expect(parseCacheControl(' Max-Age = 60 ,NO-CACHE="a, b\\"c", public,max-age=5')).toEqual(
      new Map<string, string | true>([
        ['max-age', '60'],
        ['no-cache', 'a, b"c'],
        ['public', true],
      ]),
    );
    expect(parseCacheControl('')).toEqual(new Map());
    expect(parseCacheControl(',,, ,')).toEqual(new Map());
  });
});

describe('parseHttpDate (RFC 9110 §5.6.7)', () => {
  const expected = Date.UTC(1994, 10, 6, 8, 49, 37);
  it.each(['Sun, 06 Nov 1994 08:49:37 GMT', 'Sunday, 06-Nov-94 08:49:37 GMT', 'Sun Nov  6 08:49:37 1994'])('reads %s as GMT', (text) => {
    expect(parseHttpDate(text)).toBe(expected);
  });

  it.each(['0', '', '-1', '2026-01-01T00:00:00Z', 'Thu, 31 Feb 2026 00:00:00 GMT', 'Thu, 01 Foo 2026 00:00:00 GMT', 'Thu, 01 Jan 2026 25:00:00 GMT'])(
    'rejects %j',
    (text) => expect(parseHttpDate(text)).toBeUndefined(),
  );
});

describe('formatDuration', () => {
  it('uses the largest unit that divides evenly, days from two up', () => {
    expect([86_400_000, 2_592_000_000, 5_400_000, 1500, 0, Number.POSITIVE_INFINITY].map(formatDuration)).toEqual([
      '24 h',
      '30 d',
      '90 min',
      '1,500 ms',
      '0 ms',
      'forever',
    ]);
  });
});
