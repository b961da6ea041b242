import { describe, expect, it } from 'vitest';
import { compilePattern, localPath, normalizeRfc9309, robotNameToken } from '../../src/internals.ts';

describe('docs/spec/dialects.md §0.2 the robot name token (A-9, revised: the product, digits and dots kept)', () => {
  it.each([
    ['FooBot/2.1', 'FooBot'],
    ['Mozilla/5.0 (compatible; FooBot/2.1)', 'FooBot'],
    ['Lycos_Spider_(Rex)/1.0 libwww/3.1', 'Lycos_Spider_'],
    ['FigTree/0.1 Robot libwww-perl/5.04', 'FigTree'],
    ['Mozilla/5.0 (compatible; ExampleBot/0.1; https://www.example.com/bot.html)', 'ExampleBot'],
    ['cybermapper', 'cybermapper'],
    ['  Googlebot-Image/1.0', 'Googlebot-Image'],
    ['', ''],
    ['123', '123'],
    ['Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)', 'MJ12bot'],
    ['archive.org_bot', 'archive.org_bot'],
    ['Ai2Bot', 'Ai2Bot'],
    ['crawler1/2.0', 'crawler1'],
    ['Яндекс/1.0', 'Яндекс'],
    ['FooBot,BarBot', 'FooBot'],
    ['FooBot;x', 'FooBot'],
    ['Foo Bar', 'Foo'],
  ])('%j → %j', (agent, token) => {
    expect(robotNameToken(agent)).toBe(token);
  });
});

describe('URL to local path (docs/spec/google.md §3.1 GetPathParamsQuery)', () => {
  it.each([
    ['', '/'],
    ['http://www.example.com', '/'],
    ['http://www.example.com/', '/'],
    ['example.com?a', '/?a'],
    ['a/b', '/b'],
    ['/a', '/a'],
    ['//a/b/c', '/b/c'],
    ['example.com/a;b#c', '/a;b'],
    ['https://example.com/a/b?c=http://d.e/#f', '/a/b?c=http://d.e/'],
    ['/a/b?c=http://d.e/', '/a/b?c=http://d.e/'],
    ['http://example.com#frag/x', '/'],
  ])('%j → %j', (url, path) => {
    expect(localPath(url)).toBe(path);
  });
});

describe('RFC 9309 normalisation (§2.2.2, §2.2.3)', () => {
  it.each([
    ['/foo/bar/%62%61%7A', 'path', '/foo/bar/baz'],
    ['/a%2fb', 'path', '/a%2Fb'],
    ['/ツ', 'path', '/%E3%83%84'],
    ['/a b', 'path', '/a%20b'],
    ['/100%', 'path', '/100%25'],
    ['/a*b$', 'path', '/a%2Ab%24'],
    ['/a*b$', 'pattern', '/a*b$'],
    ['/a$b', 'pattern', '/a%24b'],
    ['/caf%C3%A9', 'path', '/caf%C3%A9'],
    ['/caf%c3%a9', 'path', '/caf%C3%A9'],
    ['/caf%C3%a9%7e', 'path', '/caf%C3%A9~'],
    ['/%2F%2f%Zz%4', 'path', '/%2F%2F%25Zz%254'],
  ] as const)('%j as %s → %j', (text, role, expected) => {
    expect(normalizeRfc9309(text, role)).toBe(expected);
  });
});

describe('wildcard patterns never backtrack', () => {
  it('a pattern of many stars against a long non-matching path answers', () => {
    const pattern = compilePattern(`/${'*a'.repeat(2000)}b`, true);
    expect(pattern.matches(`/${'a'.repeat(8000)}`)).toBe(false);
    expect(pattern.matches(`/${'a'.repeat(8000)}b`)).toBe(true);
  });
});
