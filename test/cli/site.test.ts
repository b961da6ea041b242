/**
 * The site argument of `robotstxt fetch` (src/cli/io/site.ts): a bare host
 * means https, explicit http stays, and everything else gets a sentence that
 * says what to give instead.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeHost, siteUrl } from '../../src/cli/io/site.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

describe('siteUrl', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['example.com:8080', 'https://example.com:8080'],
    ['example.com/path/page?q=1', 'https://example.com/path/page?q=1'],
    ['localhost:8080', 'https://localhost:8080'],
    ['127.0.0.1:8080', 'https://127.0.0.1:8080'],
    ['[::1]:8080', 'https://[::1]:8080'],
    ['//example.com/x', 'https://example.com/x'],
    ['xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
  ])('a bare host %s means %s', (argument, url) => {
    expect(siteUrl(argument)).toEqual({ url });
  });

  it.each(['http://example.com', 'HTTP://Example.com:81/a', 'https://example.com/robots.txt', 'http://127.0.0.1:8080/'])(
    'an explicit http(s) URL stays as given: %s',
    (argument) => {
      expect(siteUrl(argument)).toEqual({ url: argument });
    },
  );

  it.each([
    ['', /empty URL/],
    ['ftp://example.com', /only http:\/\/ and https:\/\/ URLs are supported/],
    ['file:///etc/robots.txt', /only http:\/\/ and https:\/\//],
    ['./robots.txt', /looks like a file path/],
    ['/srv/robots.txt', /looks like a file path/],
    ['~/robots.txt', /looks like a file path/],
    ['robots.txt', /looks like a file name/],
    ['ROBOTS.TXT', /looks like a file name/],
    ['example.com:http', /neither a host nor an http\(s\) URL/],
    ['http://', /neither a host nor an http\(s\) URL/],
    ['user:secret@example.com', /user name before '@'.*example\.com/],
    ['example .com', /spaces or control characters/],
    ['example.com\n', /spaces or control characters/],
  ])('%j is not a site: %s', (argument, message) => {
    const result = siteUrl(argument);
    expect(result.url).toBeUndefined();
    expect(result.problem).toMatch(message);
  });

  it('whatever it accepts is an absolute http(s) URL with a host, and a bare host keeps its host and port', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.domain(),
          fc.tuple(fc.domain(), fc.integer({ min: 1, max: 65535 })).map(([d, p]) => `${d}:${p}`),
        ),
        (argument) => {
          const result = siteUrl(argument);
          if (result.url === undefined) {
            expect(result.problem).toMatch(/\S/);
            return;
          }
          const url = new URL(result.url);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(url.hostname).not.toBe('');
          if (!/^https?:\/\//i.test(argument)) {
            expect(url.protocol).toBe('https:');
            expect(url.host).toBe(new URL(`https://${argument.replace(/^\/\//, '')}`).host);
          }
        },
      ),
      { numRuns: propertyRuns(1000) },
    );
  });
});

describe('looksLikeHost (the hint when FILE does not exist)', () => {
  it.each([
    ['example.com', true],
    ['www.example.co.uk/page', true],
    ['example.com:8080', true],
    ['robots.txt', false],
    ['robots', false],
    ['./example.com', false],
    ['https://example.com', false],
    ['dir/robots.txt', false],
  ])('%s: %s', (argument, expected) => {
    expect(looksLikeHost(argument)).toBe(expected);
  });
});
