import { describe, expect, it } from 'vitest';
import { compile } from '../../src/index.ts';
import { allowed, file } from './helpers.ts';

const is = (text: string, agent: string, url: string) => allowed(text, agent, url, 'google');

describe('docs/spec/google.md §2 line parsing', () => {
  it('§2.5 the first # anywhere starts a comment, even inside a value', () => {
    expect(is(file('User-agent: *', 'Disallow: /foo/quz#qux'), 'x', '/foo/quz')).toBe(false);
  });
  it('§2.7 a two-word line without a colon is a directive; one or three words are not', () => {
    expect(is(file('user-agent FooBot', 'disallow /x'), 'FooBot', '/x')).toBe(false);
    expect(is(file('User-agent: FooBot', 'disallow /x /y'), 'FooBot', '/x')).toBe(true);
    const robots = compile(file('user-agent FooBot', 'disallow /x'), { dialect: 'google' });
    expect(robots.model.fields.every((field) => field.missingColon)).toBe(true);
  });
  it('§2.7 "disallow /foo:bar" has key "disallow /foo" (still Disallow by prefix) and value "bar"', () => {
    const robots = compile(file('User-agent: *', 'disallow /foo:bar'), { dialect: 'google' });
    expect(robots.model.groups[0]?.rules[0]).toMatchObject({ kind: 'disallow', value: 'bar' });
  });
  it('§2.9 keys match by case-insensitive prefix, with the accepted typos', () => {
    for (const key of ['Disallowed', 'dissallow', 'DISSALOW', 'disalow', 'diasllow', 'disallaw']) {
      expect(is(file('User-agent: *', `${key}: /x`), 'a', '/x')).toBe(false);
    }
    expect(is(file('useragent: a', 'Disallow: /x'), 'a', '/x')).toBe(false);
    expect(is(file('user agent: a', 'Disallow: /x'), 'a', '/x')).toBe(false);
    expect(is(file('user_agent: a', 'Disallow: /x'), 'a', '/x')).toBe(true);
    const robots = compile(file('User-agent: *', 'Dissallow: /x', 'Site-map: https://e.com/s.xml'), { dialect: 'google' });
    expect(robots.model.fields.filter((field) => field.typo).map((field) => field.name)).toEqual(['Dissallow', 'Site-map']);
    expect(robots.sitemaps).toEqual(['https://e.com/s.xml']);
  });
  it('typos and missing colons are not accepted under rfc9309 (A-21)', () => {
    expect(allowed(file('User-agent: *', 'Dissallow: /x'), 'a', '/x', 'rfc9309')).toBe(true);
    expect(allowed(file('User-agent: *', 'disallow /x'), 'a', '/x', 'rfc9309')).toBe(true);
  });
  it('§2.3 lines longer than 16,663 bytes are cut and still used', () => {
    const long = `/${'a'.repeat(20_000)}`;
    const robots = compile(file('User-agent: *', `Disallow: ${long}`), { dialect: 'google' });
    expect(robots.isAllowed(long.slice(0, 16_663 - 'Disallow: '.length), 'x')).toBe(false);
    expect(allowed(file('User-agent: *', `Disallow: ${long}`), 'x', long.slice(0, 16_000), 'rfc9309')).toBe(true);
  });
});

describe('docs/spec/google.md §3.2 user-agent lines and groups', () => {
  it('"* anything" is global; "*foo" is not', () => {
    expect(is(file('User-agent: * foo', 'Disallow: /'), 'x', '/a')).toBe(false);
    expect(is(file('User-agent: *foo', 'Disallow: /'), 'x', '/a')).toBe(true);
  });
  it('values are cut to their leading [A-Za-z_-] run: "FOO BAR" is FOO, "FooBot2" is FooBot', () => {
    expect(is(file('User-agent: FOO BAR', 'Disallow: /'), 'foo', '/a')).toBe(false);
    expect(is(file('User-agent: FOO BAR', 'Disallow: /'), 'bar', '/a')).toBe(true);
    expect(is(file('User-agent: FooBot2', 'Disallow: /'), 'FooBot', '/a')).toBe(false);
  });
  it('sitemap and unknown lines never close a group; blank lines neither', () => {
    const text = file('User-agent: a', 'Sitemap: https://e.com/s.xml', 'Foo: bar', '', 'User-agent: b', 'Disallow: /x');
    expect(is(text, 'a', '/x')).toBe(false);
  });
  it('a group naming the robot and * feeds the robot only', () => {
    const text = file('User-agent: a', 'User-agent: *', 'Disallow: /x', '', 'User-agent: *', 'Disallow: /y');
    expect(is(text, 'a', '/y')).toBe(true);
    expect(is(text, 'b', '/x')).toBe(false);
    expect(is(text, 'b', '/y')).toBe(false);
  });
});

describe('docs/spec/google.md §3.3 rule evaluation', () => {
  it('once a group names the robot, * groups are ignored even without rules', () => {
    expect(is(file('User-agent: *', 'Disallow: /', '', 'User-agent: a', 'Disallow:'), 'a', '/x')).toBe(true);
  });
  it('priority is the escaped pattern length; Allow wins ties', () => {
    expect(is(file('User-agent: *', 'Allow: /a$', 'Disallow: /a/'), 'x', '/a/')).toBe(false);
    expect(is(file('User-agent: *', 'Allow: /abc', 'Disallow: /ab*'), 'x', '/abcd')).toBe(true);
  });
  it('Allow: /d/index.html also allows exactly /d/', () => {
    const text = file('User-agent: *', 'Disallow: /d/', 'Allow: /d/index.html');
    expect(is(text, 'x', '/d/')).toBe(true);
    expect(is(text, 'x', '/d/other')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /d/', 'Allow: /d/index.htm'), 'x', '/d/')).toBe(true);
    expect(allowed(text, 'x', '/d/', 'rfc9309')).toBe(false);
  });
  it('no exemption for /robots.txt', () => {
    expect(is(file('User-agent: *', 'Disallow: /'), 'x', '/robots.txt')).toBe(false);
  });
});

describe('docs/spec/google.md §3.4 pattern matcher and §2.10 escaping', () => {
  it('$ is special only at the end: /a$$ matches /a$', () => {
    expect(is(file('User-agent: *', 'Disallow: /a$$'), 'x', '/a$')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /a$$'), 'x', '/a$b')).toBe(true);
  });
  it('the query is part of the matched text', () => {
    expect(is(file('User-agent: *', 'Disallow: /*.php$'), 'x', '/a.php?x')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /*.php'), 'x', '/index?f=filename.php/')).toBe(false);
  });
  it('patterns are escaped (hex upper-cased, non-ASCII encoded), URLs are matched as given', () => {
    expect(is(file('User-agent: *', 'Disallow: /ツ'), 'x', '/%E3%83%84')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /ツ'), 'x', '/ツ')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /%aa'), 'x', '/%aa')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /%aa'), 'x', '/%AA')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /%62az'), 'x', '/baz')).toBe(true);
  });
  it('patterns that start with neither / nor * never match', () => {
    expect(is(file('User-agent: *', 'Disallow: x'), 'a', '/x')).toBe(true);
  });
  it('§3.1 GetPathParamsQuery: scheme, authority and fragment are dropped; params kept', () => {
    const text = file('User-agent: *', 'Disallow: /a;b');
    expect(is(text, 'x', 'http://example.com/a;b#c')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /?a'), 'x', 'example.com?a')).toBe(false);
  });
});
