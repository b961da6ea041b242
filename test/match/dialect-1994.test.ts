import { describe, expect, it } from 'vitest';
import { compile } from '../../src/index.ts';
import { allowed, file } from './helpers.ts';

const is = (text: string, agent: string, url: string, options = {}) => allowed(text, agent, url, '1994', options);

describe('1994 §1.1 lines, terminators, comments', () => {
  it('a lone CR ends a line (Mac files work) and CR LF is one terminator', () => {
    const text = 'User-agent: *\rDisallow: /a\r\r\nUser-agent: b\r\nDisallow: /b\r\n';
    expect(is(text, 'x', '/a')).toBe(false);
    expect(is(text, 'b', '/b')).toBe(false);
    expect(is(text, 'b', '/a')).toBe(true);
  });
  it('a comment-only line does not end a record', () => {
    expect(is(file('User-agent: foo', '# note', 'Disallow: /x'), 'foo', '/x')).toBe(false);
  });
  it('a trailing comment and the space before it are not part of the value', () => {
    expect(is(file('User-agent: *', 'Disallow: /tmp/ # soon gone'), 'x', '/tmp/a')).toBe(false);
  });
  it('a whitespace-only line is blank and ends the record (A-15)', () => {
    expect(is(file('User-agent: foo', ' \t', 'Disallow: /x'), 'foo', '/x')).toBe(true);
  });
});

describe('1994 §1.2 records', () => {
  it('a blank line ends the record, so a Disallow after it belongs to no record', () => {
    expect(is(file('User-agent: foo', '', 'Disallow: /x'), 'foo', '/x')).toBe(true);
  });
  it('a User-agent line right after a Disallow line starts a new record (A-5)', () => {
    const text = file('User-agent: foo', 'Disallow: /x', 'User-agent: bar', 'Disallow: /y');
    expect(is(text, 'foo', '/y')).toBe(true);
    expect(is(text, 'bar', '/x')).toBe(true);
    expect(is(text, 'bar', '/y')).toBe(false);
    expect(compile(text, { dialect: '1994' }).model.groups).toHaveLength(2);
  });
  it('a record with agents and no Disallow matches and allows everything (A-4)', () => {
    const text = file('User-agent: webcrawler', '', 'User-agent: *', 'Disallow: /');
    expect(is(text, 'webcrawler', '/anything')).toBe(true);
    expect(is(text, 'other', '/anything')).toBe(false);
  });
  it('rules before any User-agent line are ignored (A-6)', () => {
    expect(is(file('Disallow: /x', '', 'User-agent: *', 'Disallow: /y'), 'foo', '/x')).toBe(true);
  });
});

describe('1994 §1.3 fields', () => {
  it('field names are case-insensitive', () => {
    expect(is(file('USER-AGENT: *', 'disallow: /x'), 'foo', '/x')).toBe(false);
  });
  it('Allow is an unrecognised field: ignored, and it does not end the record', () => {
    const text = file('User-agent: *', 'Allow: /x/y', 'Disallow: /x');
    expect(is(text, 'foo', '/x/y')).toBe(false);
  });
  it('whitespace before the colon is accepted (A-14)', () => {
    expect(is(file('User-agent : *', 'Disallow : /x'), 'foo', '/x')).toBe(false);
  });
});

describe('1994 §1.4 values', () => {
  it('inner whitespace stays part of the value: "/cgi-bin/ /tmp/" is one path', () => {
    const text = file('User-agent: *', 'Disallow: /cgi-bin/ /tmp/');
    expect(is(text, 'foo', '/cgi-bin/x')).toBe(true);
    expect(is(text, 'foo', '/tmp/x')).toBe(true);
    expect(is(text, 'foo', '/cgi-bin/ /tmp/x')).toBe(false);
  });
});

describe('1994 §1.5 user-agent matching', () => {
  it('case-insensitive substring of the name without version (token inside value, A-1 default)', () => {
    const text = file('User-agent: FooBot-Images', 'Disallow: /');
    expect(is(text, 'foobot/2.1', '/x')).toBe(false);
    expect(is(text, 'Mozilla/5.0 (compatible; FooBot/2.1)', '/x')).toBe(false);
    expect(is(text, 'Images', '/x')).toBe(false);
    expect(is(text, 'BarBot', '/x')).toBe(true);
  });
  it('the other direction is an option: the value inside the robot name (A-1)', () => {
    const text = file('User-agent: bot', 'Disallow: /');
    expect(is(text, 'Spambot', '/x')).toBe(true);
    expect(is(text, 'Spambot', '/x', { agentMatch: 'value-in-token' })).toBe(false);
    expect(is(text, 'Dont-Bother-Me', '/x', { agentMatch: 'value-in-token' })).toBe(false);
  });
  it('* is the default for robots matching no other record, wherever it sits', () => {
    const text = file('User-agent: *', 'Disallow: /', '', 'User-agent: cybermapper', 'Disallow:');
    expect(is(text, 'cybermapper', '/x')).toBe(true);
    expect(is(text, 'other', '/x')).toBe(false);
  });
  it('A-9: the value is read whole, so "* Rex" is not the default record but names Rex, and "Copernicus Fred" names both', () => {
    const text = file('User-agent: * Rex', 'Disallow: /t');
    expect(is(text, 'Fred', '/tmp')).toBe(true);
    expect(is(text, 'Rex', '/tmp')).toBe(false);
    expect(is(text, 'Rex/2.0', '/tmp')).toBe(false);
    const named = file('User-agent: Copernicus Fred', 'Disallow: /t', '', 'User-agent: *', 'Disallow:');
    expect(is(named, 'Copernicus', '/tmp')).toBe(false);
    expect(is(named, 'Fred', '/tmp')).toBe(false);
    expect(is(named, 'Rex', '/tmp')).toBe(true);
  });
  it('A-9: only a value that is exactly * is the default record', () => {
    const text = file('User-agent: * Rex', 'Disallow: /a', '', 'User-agent: *', 'Disallow: /b');
    expect(is(text, 'OtherBot', '/a')).toBe(true);
    expect(is(text, 'OtherBot', '/b')).toBe(false);
    expect(is(text, 'Rex', '/a')).toBe(false);
    expect(is(text, 'Rex', '/b')).toBe(true);
  });
  it("A-9: the robot's side is its product, digits kept (crawler1 is not in crawler2), found inside the whole value", () => {
    const text = file('User-agent: crawler2/1.0', 'Disallow: /');
    expect(is(text, 'crawler1', '/x')).toBe(true);
    expect(is(text, 'crawler2', '/x')).toBe(false);
    expect(is(text, 'Mozilla/5.0 (compatible; crawler2/3.1)', '/x')).toBe(false);
    expect(is(text, 'crawler', '/x')).toBe(false);
    // value-in-token: the whole value "crawler2/1.0" does not occur inside the robot's product.
    expect(is(text, 'crawler', '/x', { agentMatch: 'value-in-token' })).toBe(true);
    expect(is(text, 'crawler2', '/x', { agentMatch: 'value-in-token' })).toBe(true);
    expect(is(file('User-agent: MJ12bot', 'Disallow: /'), 'Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)', '/x')).toBe(false);
  });
  it("agentToken: 'as-given' compares the caller's string whole", () => {
    const text = file('User-agent: FooBot', 'Disallow: /');
    // token-in-value: the whole string "FooBot/2.1" does not occur in the product "FooBot"; value-in-token: the reverse does.
    expect(is(text, 'FooBot/2.1', '/x', { agentToken: 'as-given' })).toBe(true);
    expect(is(text, 'FooBot', '/x', { agentToken: 'as-given' })).toBe(false);
    expect(is(text, 'FooBot/2.1', '/x', { agentToken: 'as-given', agentMatch: 'value-in-token' })).toBe(false);
    expect(is(text, 'Mozilla/5.0 (compatible; FooBot/2.1)', '/x', { agentToken: 'as-given' })).toBe(true);
  });
  it('several matching records: the first applies (A-3)', () => {
    const text = file('User-agent: foo', 'Disallow: /a', '', 'User-agent: foo', 'Disallow: /b');
    expect(is(text, 'foo', '/a')).toBe(false);
    expect(is(text, 'foo', '/b')).toBe(true);
  });
  it('no match and no * record: nothing is disallowed', () => {
    expect(is(file('User-agent: foo', 'Disallow: /'), 'bar', '/x')).toBe(true);
  });
});

describe('1994 §1.6 path matching', () => {
  const text = file('User-agent: *', 'Disallow: /help');
  it('/help disallows /help.html and /help/index.html', () => {
    expect(is(text, 'x', '/help.html')).toBe(false);
    expect(is(text, 'x', '/help/index.html')).toBe(false);
  });
  it('/help/ disallows /help/index.html but allows /help.html', () => {
    const slash = file('User-agent: *', 'Disallow: /help/');
    expect(is(slash, 'x', '/help/index.html')).toBe(false);
    expect(is(slash, 'x', '/help.html')).toBe(true);
  });
  it('matching is case-sensitive', () => {
    expect(is(text, 'x', '/HELP.html')).toBe(true);
  });
  it('the query is part of the URL', () => {
    expect(is(file('User-agent: *', 'Disallow: /search?q='), 'x', 'http://a.example/search?q=cats')).toBe(false);
  });
  it('no %XX decoding, and * and $ are ordinary characters', () => {
    expect(is(file('User-agent: *', 'Disallow: /a%3Cd'), 'x', '/a<d')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /*.gif$'), 'x', '/a.gif')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /*.gif$'), 'x', '/*.gif$')).toBe(false);
  });
  it('no exemption for /robots.txt (A-11)', () => {
    expect(is(file('User-agent: *', 'Disallow: /'), 'x', '/robots.txt')).toBe(false);
  });
});

describe('1994 §1.8 empty Disallow', () => {
  it('alone, it allows everything', () => {
    expect(is(file('User-agent: *', 'Disallow:'), 'x', '/anything')).toBe(true);
    expect(compile(file('User-agent: *', 'Disallow:'), { dialect: '1994' }).explain('/a', 'x').reasonCode).toBe('empty-disallow');
  });
  it('mixed with other rules it is a no-op (A-7)', () => {
    expect(is(file('User-agent: *', 'Disallow: /x', 'Disallow:'), 'y', '/x')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /x', 'Disallow:'), 'y', '/z')).toBe(true);
  });
});

describe('1994 §1.9 empty file', () => {
  it('an empty or comment-only file welcomes every robot', () => {
    expect(is('', 'x', '/')).toBe(true);
    expect(is('# nothing\n', 'x', '/')).toBe(true);
    expect(compile('', { dialect: '1994' }).explain('/', 'x').reasonCode).toBe('empty-file');
  });
});
