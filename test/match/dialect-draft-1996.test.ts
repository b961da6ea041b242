import { describe, expect, it } from 'vitest';
import { compile } from '../../src/index.ts';
import { FICT_ORG_ROBOTS_TXT, FICT_ORG_VERDICTS } from '../helpers/spec-examples.ts';
import { allowed, file } from './helpers.ts';

const is = (text: string, agent: string, url: string, options = {}) => allowed(text, agent, url, 'draft-1996', options);

describe('draft-1996 §4 example (unhipbot, webcrawler, excite, OtherBot)', () => {
  it.each(FICT_ORG_VERDICTS.map(([path, ...verdicts]) => [`http://www.fict.org${path}`, ...verdicts] as const))('%s', (url, unhip, crawler, other) => {
    expect(is(FICT_ORG_ROBOTS_TXT, 'unhipbot', url)).toBe(unhip);
    expect(is(FICT_ORG_ROBOTS_TXT, 'webcrawler/3.0', url)).toBe(crawler);
    expect(is(FICT_ORG_ROBOTS_TXT, 'Excite', url)).toBe(crawler);
    expect(is(FICT_ORG_ROBOTS_TXT, 'OtherBot/1.0', url)).toBe(other);
  });
});

describe('draft-1996 §2.2 records', () => {
  it('a blank line ends the record', () => {
    expect(is(file('User-agent: foo', '', 'Disallow: /x'), 'foo', '/x')).toBe(true);
  });
  it('extension lines count as rule lines: a User-agent line after one starts a new record (A-5)', () => {
    const text = file('User-agent: a', 'Crawl-delay: 5', 'User-agent: b', 'Disallow: /');
    expect(is(text, 'a', '/x')).toBe(true);
    expect(is(text, 'b', '/x')).toBe(false);
    expect(compile(text, { dialect: 'draft-1996' }).model.groups).toHaveLength(2);
  });
  it('rule lines before any User-agent are ignored (A-6)', () => {
    expect(is(file('Disallow: /', 'User-agent: *', 'Allow: /a'), 'x', '/b')).toBe(true);
  });
});

describe('draft-1996 §2.5 user-agent matching', () => {
  it('the first record whose value contains the name token, case-insensitively', () => {
    const text = file('User-agent: figtree-crawler', 'Disallow: /a', '', 'User-agent: FigTree', 'Disallow: /b');
    expect(is(text, 'FigTree/0.1 Robot libwww-perl/5.04', '/a')).toBe(false);
    expect(is(text, 'FigTree/0.1 Robot libwww-perl/5.04', '/b')).toBe(true);
  });
  it('else the first * record; later * records are ignored (A-3)', () => {
    const text = file('User-agent: *', 'Disallow: /a', '', 'User-agent: *', 'Disallow: /b');
    expect(is(text, 'x', '/a')).toBe(false);
    expect(is(text, 'x', '/b')).toBe(true);
  });
  it('A-9: "* Rex" is read whole: it names Rex and is not the default record', () => {
    const text = file('User-agent: * Rex', 'Disallow: /t');
    expect(is(text, 'Rex', '/tmp')).toBe(false);
    expect(is(text, 'Fred', '/tmp')).toBe(true);
    expect(is(file('User-agent: * Rex', 'Disallow: /t', '', 'User-agent: *', 'Disallow: /f'), 'Fred', '/f')).toBe(false);
    expect(is(file('User-agent: Copernicus Fred', 'Disallow: /t'), 'Fred', '/tmp')).toBe(false);
  });
});

describe('draft-1996 §2.6 path matching', () => {
  it('%XX is decoded on both sides, hex case does not matter', () => {
    expect(is(file('User-agent: *', 'Disallow: /a%3cd.html'), 'x', '/a%3Cd.html')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /a%3Cd.html'), 'x', '/a%3cd.html')).toBe(false);
  });
  it('%2F is not decoded: /a%2fb.html and /a/b.html do not match each other', () => {
    expect(is(file('User-agent: *', 'Disallow: /a%2fb.html'), 'x', '/a/b.html')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /a/b.html'), 'x', '/a%2fb.html')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /a%2fb.html'), 'x', '/a%2Fb.html')).toBe(false);
  });
  it('~ and %7E are interchangeable in both directions', () => {
    expect(is(file('User-agent: *', 'Disallow: /~joe/'), 'x', '/%7Ejoe/index.html')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /%7ejoe/'), 'x', '/~joe/index.html')).toBe(false);
  });
  it('prefix test, case-sensitive; * and $ are ordinary characters', () => {
    expect(is(file('User-agent: *', 'Disallow: /tmp'), 'x', '/tmp.html')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /tmp'), 'x', '/TMP')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /*.gif'), 'x', '/a.gif')).toBe(true);
  });
  it('/robots.txt is always allowed', () => {
    expect(is(file('User-agent: *', 'Disallow: /'), 'x', '/robots.txt')).toBe(true);
    expect(compile(file('User-agent: *', 'Disallow: /'), { dialect: 'draft-1996' }).explain('/robots.txt', 'x').reasonCode).toBe('robots-txt-always-allowed');
  });
});

describe('draft-1996 §2.7 first match wins', () => {
  it('Allow before Disallow allows; Disallow before Allow disallows', () => {
    expect(is(file('User-agent: *', 'Allow: /a/b', 'Disallow: /a'), 'x', '/a/b/c')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /a', 'Allow: /a/b'), 'x', '/a/b/c')).toBe(false);
  });
  it('explain names the first matching line and every line that matched', () => {
    const explanation = compile(file('User-agent: *', 'Disallow: /a', 'Allow: /a/b'), { dialect: 'draft-1996' }).explain('/a/b', 'x');
    expect(explanation.rule?.line).toBe(2);
    expect(explanation.matchedRules.map((rule) => rule.line)).toEqual([2, 3]);
  });
});

describe('draft-1996 §2.8 empty rules', () => {
  it('an empty Disallow alone allows everything (D §4)', () => {
    expect(is(file('User-agent: *', 'Disallow: '), 'x', '/a')).toBe(true);
  });
  it('an empty Disallow or Allow mixed with rules matches nothing (A-7, A-8)', () => {
    expect(is(file('User-agent: *', 'Disallow:', 'Disallow: /a'), 'x', '/a')).toBe(false);
    expect(is(file('User-agent: *', 'Allow:', 'Disallow: /a'), 'x', '/a')).toBe(false);
  });
});
