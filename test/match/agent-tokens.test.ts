/**
 * What a robot's agent string is compared by, per dialect: products as people
 * write them (docs/spec/dialects.md §0.2, A-9 revised) in rfc9309, 1994 and
 * draft-1996; the caller's string as given in google (docs/spec/google.md §3.2)
 * and with `agentToken: 'as-given'`.
 */
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS } from '../../src/index.ts';
import { robotNameToken } from '../../src/internals.ts';
import { agentValueToken, productToken } from '../../src/match/agent.ts';
import { allowed, file } from './helpers.ts';

const rfc = (text: string, agent: string, options = {}) => allowed(text, agent, '/x', 'rfc9309', options);

describe('docs/spec/dialects.md A-9 (revised): products in rfc9309', () => {
  it('a value counts by its run up to whitespace, /, (, ), ; or ,', () => {
    expect(productToken('FooBot/1.0')).toBe('FooBot');
    expect(productToken('FooBot (+http://x)')).toBe('FooBot');
    expect(productToken('FooBot;x')).toBe('FooBot');
    expect(productToken('FooBot,BarBot')).toBe('FooBot');
    expect(productToken('Copernicus Fred')).toBe('Copernicus');
    expect(productToken('* Rex')).toBe('*');
    expect(productToken('*\tRex')).toBe('*');
  });
  it('digits, dots and non-ASCII stay: MJ12bot, archive.org_bot, Ai2Bot', () => {
    expect(rfc(file('User-agent: MJ12bot', 'Disallow: /'), 'MJ12bot')).toBe(false);
    expect(rfc(file('User-agent: MJ12bot', 'Disallow: /'), 'MJ')).toBe(true);
    expect(rfc(file('User-agent: archive.org_bot', 'Disallow: /'), 'archive.org_bot')).toBe(false);
    expect(rfc(file('User-agent: archive.org_bot', 'Disallow: /'), 'archive')).toBe(true);
    expect(rfc(file('User-agent: Ai2Bot', 'Disallow: /'), 'ai2bot')).toBe(false);
    expect(rfc(file('User-agent: Яндекс', 'Disallow: /'), 'яндекс/1.0')).toBe(false);
  });
  it('crawler1 never matches a group for crawler2', () => {
    const text = file('User-agent: crawler2', 'Disallow: /', '', 'User-agent: *', 'Allow: /');
    expect(rfc(text, 'crawler1')).toBe(true);
    expect(rfc(text, 'crawler2/1.0')).toBe(false);
  });
  it('§0.2: the compatible; rule finds the robot in a browser-style header', () => {
    const text = file('User-agent: MJ12bot', 'Disallow: /');
    expect(rfc(text, 'Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)')).toBe(false);
    expect(compile(text).explain('/x', 'Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)').token).toBe('MJ12bot');
  });
  it('the value keeps its version-free product: "FooBot/2.1" names FooBot, "FooBot 2" names FooBot', () => {
    expect(rfc(file('User-agent: FooBot/2.1', 'Disallow: /'), 'FooBot')).toBe(false);
    expect(rfc(file('User-agent: FooBot 2', 'Disallow: /'), 'FooBot')).toBe(false);
  });
  it('"*" followed by whitespace is *; "*Rex" is not', () => {
    expect(rfc(file('User-agent: * Rex', 'Disallow: /'), 'AnyBot')).toBe(false);
    expect(rfc(file('User-agent: *Rex', 'Disallow: /'), 'AnyBot')).toBe(true);
  });
});

describe('docs/spec/dialects.md A-9: a product followed only by * is the product in rfc9309', () => {
  it('agentValueToken drops a run of * that ends the product, unless nothing else is left', () => {
    expect(agentValueToken('Mediapartners-Google*')).toBe('Mediapartners-Google');
    expect(agentValueToken('FooBot**')).toBe('FooBot');
    expect(agentValueToken('FooBot*/1.0')).toBe('FooBot');
    expect(agentValueToken('Foo*Bot')).toBe('Foo*Bot');
    expect(agentValueToken('*')).toBe('*');
    expect(agentValueToken('**')).toBe('**');
    expect(agentValueToken('* Rex')).toBe('*');
  });
  it('"User-agent: Mediapartners-Google*" names Mediapartners-Google, as Google reads it', () => {
    const text = file('User-agent: Mediapartners-Google*', 'Disallow: /', '', 'User-agent: *', 'Allow: /');
    expect(rfc(text, 'Mediapartners-Google')).toBe(false);
    expect(rfc(text, 'mediapartners-google/2.1')).toBe(false);
    expect(allowed(text, 'Mediapartners-Google', '/x', 'google')).toBe(false);
    expect(rfc(text, 'Mediapartners')).toBe(true);
    expect(rfc(text, 'OtherBot')).toBe(true);
  });
  it('the group is found both ways: by the first robot asked (one pass) and through the agent index', () => {
    const robots = compile(file('User-agent: FooBot*', 'Disallow: /a', '', 'User-agent: BarBot', 'Disallow: /b'));
    expect(robots.isAllowed('/a', 'FooBot')).toBe(false);
    expect(robots.isAllowed('/b', 'BarBot')).toBe(false);
    expect(robots.isAllowed('/a', 'FooBot')).toBe(false);
    expect(robots.isAllowed('/a', 'foobot')).toBe(false);
    expect(robots.explain('/a', 'FooBot').record?.agents).toEqual(['FooBot*']);
  });
  it('explain says when a group applies because "Product*" is read as the product', () => {
    const text = file('User-agent: Mediapartners-Google*', 'Disallow: /', '', 'User-agent: *', 'Allow: /');
    expect(compile(text).explain('/x', 'Mediapartners-Google').reason).toMatch(
      /User-agent "Mediapartners-Google\*" names "Mediapartners-Google": a product followed only by \* is the product \(A-9\)\.$/,
    );
    expect(compile(text).explain('/x', 'OtherBot').reason).not.toMatch(/A-9/);
    expect(compile(text, { dialect: 'google' }).explain('/x', 'Mediapartners-Google').reason).not.toMatch(/A-9/);
  });
  it('a * inside or before the product is literal: "Foo*Bot" and "*FooBot" name neither Foo nor FooBot', () => {
    expect(rfc(file('User-agent: Foo*Bot', 'Disallow: /'), 'FooBot')).toBe(true);
    expect(rfc(file('User-agent: Foo*Bot', 'Disallow: /'), 'Foo')).toBe(true);
    expect(rfc(file('User-agent: *FooBot', 'Disallow: /'), 'FooBot')).toBe(true);
  });
  it('1994 and draft-1996 read the value whole: "FooBot*" holds the name FooBot', () => {
    for (const dialect of ['1994', 'draft-1996'] as const) expect(allowed(file('User-agent: FooBot*', 'Disallow: /'), 'FooBot', '/x', dialect)).toBe(false);
  });
});

describe("agentToken: 'as-given' (A-9 option)", () => {
  it("compares the caller's string whole with each value's product, in rfc9309", () => {
    const text = file('User-agent: FooBot', 'Disallow: /');
    expect(rfc(text, 'FooBot/2.1', { agentToken: 'as-given' })).toBe(true);
    expect(rfc(text, 'foobot', { agentToken: 'as-given' })).toBe(false);
    expect(compile(text, { agentToken: 'as-given' }).explain('/x', 'FooBot/2.1').token).toBe('FooBot/2.1');
  });
  it.each(DIALECTS.map((dialect) => [dialect]))('is accepted by %s and never throws', (dialect) => {
    const robots = compile(file('User-agent: FooBot', 'Disallow: /'), { dialect, agentToken: 'as-given' });
    expect(robots.isAllowed('/x', 'FooBot')).toBe(false);
    // The whole header is compared: no value equals it or contains it. Under revisited-1996 the
    // agent id must occur inside the robot's string, and `FooBot` occurs inside the header.
    expect(robots.isAllowed('/x', 'Mozilla/5.0 (compatible; FooBot/2.1)')).toBe(dialect !== 'revisited-1996');
  });
});

describe("docs/spec/google.md §3.2: google compares the caller's agent as given", () => {
  const google = (text: string, agent: string) => allowed(text, agent, '/x', 'google');
  it('a caller "Foo Bar" does not match "User-Agent: Foo Bar", which Google reads as Foo', () => {
    const text = file('User-Agent: *', 'Disallow: /x', 'User-Agent: Foo Bar', 'Allow: /x', 'Disallow: /');
    expect(google(text, 'Foo')).toBe(true);
    expect(google(text, 'Foo Bar')).toBe(false);
  });
  it('a full header or a versioned name names no group', () => {
    const text = file('User-agent: FooBot', 'Disallow: /');
    expect(google(text, 'FooBot')).toBe(false);
    expect(google(text, 'FooBot/2.1')).toBe(true);
    expect(google(text, 'Mozilla/5.0 (compatible; FooBot/2.1)')).toBe(true);
    expect(compile(text, { dialect: 'google' }).explain('/x', 'FooBot/2.1').token).toBe('FooBot/2.1');
  });
  it('an empty agent names only groups whose leading [A-Za-z_-] run is empty', () => {
    expect(google(file('User-agent: 123', 'Disallow: /'), '')).toBe(false);
    expect(google(file('User-agent: 123', 'Disallow: /'), '123')).toBe(true);
    expect(google(file('User-agent: FooBot', 'Disallow: /'), '')).toBe(true);
  });
  it('case-insensitive for ASCII letters only (the Kelvin sign is not k)', () => {
    expect(google(file('User-agent: kbot', 'Disallow: /'), 'KBOT')).toBe(false);
    expect(google(file('User-agent: kbot', 'Disallow: /'), '\u212Abot')).toBe(true);
  });
});

describe('docs/matching.md "Inputs" example', () => {
  it('runs as written', () => {
    const text = 'User-agent: FooBot\nDisallow: /\n';
    expect(compile(text).isAllowed('/x', 'Mozilla/5.0 (compatible; FooBot/2.1)')).toBe(false);
    expect(compile(text, { dialect: 'google' }).isAllowed('/x', 'Mozilla/5.0 (compatible; FooBot/2.1)')).toBe(true);
    expect(compile(text, { dialect: 'google' }).isAllowed('/x', 'FooBot')).toBe(false);
    expect(compile(text).isAllowed('https://example.com/a/../x', 'FooBot')).toBe(false);
  });
  it('the CompileOptions.agentToken example', () => {
    const text = 'User-agent: FooBot\nDisallow: /\n';
    expect(compile(text).isAllowed('/x', 'FooBot/2.1')).toBe(false);
    expect(compile(text, { agentToken: 'as-given' }).isAllowed('/x', 'FooBot/2.1')).toBe(true);
  });
  it('the robotNameToken examples', () => {
    expect(robotNameToken('FooBot/2.1')).toBe('FooBot');
    expect(robotNameToken('Mozilla/5.0 (compatible; FooBot/2.1)')).toBe('FooBot');
    expect(robotNameToken('Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)')).toBe('MJ12bot');
    expect(robotNameToken('Lycos_Spider_(Rex)/1.0 libwww/3.1')).toBe('Lycos_Spider_');
    expect(robotNameToken('FigTree/0.1 Robot libwww-perl/5.04')).toBe('FigTree');
    expect(robotNameToken('archive.org_bot')).toBe('archive.org_bot');
  });
});
