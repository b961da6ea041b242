/**
 * RFC 9309's numbered requirements (docs/spec/rfc9309.md §3) that concern
 * parsing and matching, one example each, named by number and section.
 * Access-method requirements (28–41: file location, status codes, redirects,
 * caching) are the fetcher's and are tested in test/fetch.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/index.ts';
import { robotNameToken } from '../../src/internals.ts';
import { file } from './helpers.ts';

const is = (text: string | Uint8Array, agent: string, url: string) => compile(text).isAllowed(url, agent);

describe('RFC 9309 §2.2.1 user-agent line', () => {
  it('R1 product tokens are letters, "_" and "-"; a value that is not one counts by its product (A-9, revised)', () => {
    expect(is(file('User-agent: Foo_Bot-2/1.0', 'Disallow: /'), 'Foo_Bot-2', '/x')).toBe(false);
    expect(is(file('User-agent: Foo_Bot-2/1.0', 'Disallow: /'), 'Foo_Bot-', '/x')).toBe(true);
  });
  it('R2, R3 the product token is the part of the User-Agent header that names the crawler', () => {
    expect(robotNameToken('Mozilla/5.0 (compatible; ExampleBot/0.1; https://www.example.com/bot.html)')).toBe('ExampleBot');
  });
  it('R4 groups are found by case-insensitive product-token matching', () => {
    expect(is(file('user-agent: EXAMPLEBOT', 'disallow: /'), 'examplebot', '/x')).toBe(false);
  });
  it('R5 all matching groups are combined', () => {
    const text = file('user-agent: a', 'disallow: /foo', 'user-agent: b', 'disallow: /x', 'user-agent: a', 'disallow: /bar');
    expect([is(text, 'a', '/foo'), is(text, 'a', '/bar'), is(text, 'a', '/x')]).toEqual([false, false, true]);
  });
  it('R6 with no matching group, the * group applies', () => {
    expect(is(file('user-agent: *', 'disallow: /foo', 'user-agent: BazBot', 'disallow: /bar'), 'ExampleBot', '/foo')).toBe(false);
  });
  it('R7 no matching group and no * group, or no groups: no rules apply', () => {
    expect(is(file('user-agent: a', 'disallow: /'), 'b', '/x')).toBe(true);
    expect(is('', 'b', '/x')).toBe(true);
  });
});

describe('RFC 9309 §2.2.2 allow and disallow lines', () => {
  it('R8, R10, R18 rule paths match the URI path from its first octet, as prefixes', () => {
    const text = file('user-agent: *', 'disallow: /a/b');
    expect([is(text, 'x', '/a/b/c'), is(text, 'x', '/x/a/b'), is(text, 'x', '/a/')]).toEqual([false, true, true]);
  });
  it('R9 matching is case-sensitive', () => {
    expect(is(file('user-agent: *', 'disallow: /A'), 'x', '/a')).toBe(true);
  });
  it('R11, R48 the most specific (longest) match wins', () => {
    expect(is(file('user-agent: *', 'disallow: /a', 'allow: /a/b'), 'x', '/a/b/c')).toBe(true);
  });
  it('R12 duplicate rules change nothing', () => {
    expect(is(file('user-agent: *', 'disallow: /a', 'disallow: /a', 'allow: /a/b'), 'x', '/a/b')).toBe(true);
  });
  it('R13 an allow rule wins over an equivalent disallow rule', () => {
    expect(is(file('user-agent: *', 'disallow: /a', 'allow: /a'), 'x', '/a')).toBe(true);
  });
  it('R14 no matching rule, or a group without rules: allowed', () => {
    expect(is(file('user-agent: *', 'disallow: /a'), 'x', '/b')).toBe(true);
    expect(is(file('user-agent: x'), 'x', '/b')).toBe(true);
  });
  it('R15 /robots.txt is implicitly allowed', () => {
    expect(is(file('user-agent: *', 'disallow: /'), 'x', '/robots.txt')).toBe(true);
  });
  it('R16 non-ASCII octets are percent-encoded on both sides before comparing', () => {
    expect(is(file('user-agent: *', 'disallow: /ツ'), 'x', '/%E3%83%84')).toBe(false);
    expect(is(file('user-agent: *', 'disallow: /%E3%83%84'), 'x', '/ツ')).toBe(false);
  });
  it('R17 percent-encoded unreserved octets in the URI are decoded; reserved ones are not', () => {
    expect(is(file('user-agent: *', 'disallow: /foo/bar/baz'), 'x', '/foo/bar/%62%61%7A')).toBe(false);
    expect(is(file('user-agent: *', 'disallow: /a/b'), 'x', '/a%2Fb')).toBe(true);
  });
  it('R19 Figure 4: an encoded URI matches itself', () => {
    expect(is(file('user-agent: *', 'disallow: /foo/bar/%E3%83%84'), 'x', '/foo/bar/%E3%83%84')).toBe(false);
  });
  it('R20 rules outside any group are ignored', () => {
    expect(is(file('disallow: /', 'user-agent: *', 'disallow: /a'), 'x', '/b')).toBe(true);
  });
  it('R21 a file that is not UTF-8 (Latin-1 bytes) is bridged: é still matches its UTF-8 encoding', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('user-agent: *\ndisallow: /caf'), 0xe9, 0x0a]);
    expect(is(latin1, 'x', '/caf%C3%A9')).toBe(false);
    expect(compile(latin1).diagnostics.map((d) => d.code)).toContain('invalid-utf8');
  });
});

describe('RFC 9309 §2.2.3 special characters', () => {
  it('R22 # comments, $ end anchor, * wildcard (also matching /)', () => {
    const text = file('user-agent: *', 'disallow: /*.gif$ # images', 'disallow: /this/path/exactly$');
    expect([is(text, 'x', '/a/b.gif'), is(text, 'x', '/a.gif?x'), is(text, 'x', '/this/path/exactly'), is(text, 'x', '/this/path/exactly/')]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
  it('R23 %2A and %24 match a literal * and $', () => {
    expect(is(file('user-agent: *', 'disallow: /file-with-a-%2A.html'), 'x', '/file-with-a-*.html')).toBe(false);
    expect(is(file('user-agent: *', 'disallow: /foo-%24'), 'x', '/foo-$')).toBe(false);
  });
});

describe('RFC 9309 §2.2.4 other records', () => {
  it('R24 Sitemap records may be interpreted', () => {
    expect(compile(file('sitemap: https://e.com/s.xml')).sitemaps).toEqual(['https://e.com/s.xml']);
  });
  it('R25 leniency with misspellings is the google dialect (A-21)', () => {
    expect(compile(file('user-agent: *', 'dissallow: /a'), { dialect: 'google' }).isAllowed('/a', 'x')).toBe(false);
  });
  it('R26, R27 other records neither interfere with the rules nor end a group', () => {
    expect(is(file('user-agent: a', 'sitemaps: https://e.com/s.xml', 'crawl-delay: 5', 'user-agent: b', 'disallow: /x'), 'a', '/x')).toBe(false);
  });
});

describe('RFC 9309 §2.3.1.5 parsing errors, §2.5 limits, §3 security', () => {
  it('R37, R38 every line is parsed and the parseable rules are used; bad lines spoil nothing', () => {
    const text = file('<html>', 'user-agent: *', 'Disallow /a', 'garbage:::', 'disallow: /b', '\u0000\u0001');
    expect([is(text, 'x', '/a'), is(text, 'x', '/b')]).toEqual([true, false]);
  });
  it('R42, R43 at least 500 KiB are parsed; the rest may be ignored', () => {
    const rules = `user-agent: *\n${'allow: /x\n'.repeat(52_000)}disallow: /late\n`;
    expect(new TextEncoder().encode(rules).length).toBeGreaterThan(512_000);
    expect(is(rules, 'x', '/late')).toBe(true);
    expect(compile(rules, { parseLimit: 1_000_000 }).isAllowed('/late', 'x')).toBe(false);
  });
  it('R45–R47 untrusted input never throws (see never-throws.test.ts for the property)', () => {
    expect(() => compile('\ud800:\udfff\n*'.repeat(1000)).explain('\ud800', '\udfff')).not.toThrow();
  });
});
