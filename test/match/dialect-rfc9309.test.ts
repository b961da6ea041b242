import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, parse } from '../../src/index.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { RFC9309_SIMPLE_ROBOTS_TXT, RFC9309_SIMPLE_VERDICTS } from '../helpers/spec-examples.ts';
import { allowed, file } from './helpers.ts';

const is = (text: string, agent: string, url: string, options = {}) => allowed(text, agent, url, 'rfc9309', options);

describe('RFC 9309 §5.1 simple example', () => {
  it.each(RFC9309_SIMPLE_VERDICTS)('%s %s → %s', (agent, path, expected) => {
    expect(is(RFC9309_SIMPLE_ROBOTS_TXT, agent, `https://example.com${path}`)).toBe(expected);
  });
});

describe('RFC 9309 §5.2 longest match', () => {
  const text = file('User-Agent: foobot', 'Allow: /example/page/', 'Disallow: /example/page/disallowed.gif');
  it('the longer Disallow decides for /example/page/disallowed.gif', () => {
    expect(is(text, 'foobot', '/example/page/disallowed.gif')).toBe(false);
  });
  it('the literal (erratum 7124) URI /example/page/disallow.gif is allowed', () => {
    expect(is(text, 'foobot', '/example/page/disallow.gif')).toBe(true);
    expect(is(text, 'foobot', '/example/page/x')).toBe(true);
  });
});

describe('RFC 9309 §2.1–2.2 groups', () => {
  it('blank lines never end a group: user-agent lines separated by blank lines form one group', () => {
    const text = file('User-agent: webcrawler', '', 'User-agent: lycra', 'Disallow: /');
    expect(is(text, 'webcrawler', '/x')).toBe(false);
    expect(compile(text).model.groups).toHaveLength(1);
  });
  it('rules after a blank line still belong to the group', () => {
    expect(is(file('User-agent: a', '', 'Disallow: /x'), 'a', '/x')).toBe(false);
  });
  it('other records (Sitemap, Crawl-delay) never end a group (§2.2.4)', () => {
    const text = file('User-agent: a', 'Sitemap: https://example.com/s.xml', 'User-agent: b', 'Disallow: /x');
    expect(is(text, 'a', '/x')).toBe(false);
    expect(is(text, 'b', '/x')).toBe(false);
  });
  it('the last group may have no rules and allows everything', () => {
    const text = file('User-agent: *', 'Disallow: /', '', 'User-agent: quxbot');
    expect(compile(text).explain('/x', 'quxbot')).toMatchObject({ allowed: true, reasonCode: 'record-without-rules' });
    expect(is(text, 'otherbot', '/x')).toBe(false);
  });
  it('rules outside any group are ignored (§2.2.2) and reported', () => {
    const robots = compile(file('Disallow: /x', 'User-agent: *', 'Disallow: /y'));
    expect(robots.isAllowed('/x', 'a')).toBe(true);
    expect(robots.diagnostics.map((d) => d.code)).toContain('rule-outside-group');
  });
});

describe('RFC 9309 §2.2.1 user-agent line', () => {
  it('product tokens match case-insensitively, by equality only', () => {
    const text = file('User-agent: ExampleBot', 'Disallow: /');
    expect(is(text, 'examplebot', '/x')).toBe(false);
    expect(is(text, 'Mozilla/5.0 (compatible; ExampleBot/0.1; https://www.example.com/bot.html)', '/x')).toBe(false);
    expect(is(text, 'ExampleBotNews', '/x')).toBe(true);
    expect(is(file('User-agent: ExampleBot-News', 'Disallow: /'), 'ExampleBot', '/x')).toBe(true);
  });
  it('all groups naming the robot are merged (Figure 2)', () => {
    const text = file('User-agent: ExampleBot', 'Disallow: /foo', 'Disallow: /bar', '', 'User-agent: ExampleBot', 'Disallow: /baz');
    for (const path of ['/foo', '/bar', '/baz']) expect(is(text, 'ExampleBot', path)).toBe(false);
    expect(compile(text).explain('/baz', 'ExampleBot').records).toHaveLength(2);
  });
  it('with no matching group the * group applies (Figure 3)', () => {
    const text = file('User-agent: *', 'Disallow: /foo', '', 'User-agent: BazBot', 'Disallow: /bar');
    expect(is(text, 'ExampleBot', '/foo')).toBe(false);
    expect(is(text, 'ExampleBot', '/bar')).toBe(true);
  });
  it('several * groups are merged (A-3)', () => {
    const text = file('User-agent: *', 'Disallow: /a', '', 'User-agent: a', 'Allow: /', 'User-agent: *', 'Disallow: /b');
    expect(is(text, 'x', '/a')).toBe(false);
    expect(is(text, 'x', '/b')).toBe(false);
  });
  it('no matching group and no * group: no rules apply', () => {
    expect(compile(file('User-agent: a', 'Disallow: /')).explain('/x', 'b').reasonCode).toBe('no-applicable-record');
  });
  it('a value counts by its leading [A-Za-z_-] run; "* x" counts as * (A-9)', () => {
    expect(is(file('User-agent: FooBot/1.0', 'Disallow: /'), 'FooBot', '/x')).toBe(false);
    expect(is(file('User-agent: Copernicus Fred', 'Disallow: /'), 'Copernicus', '/x')).toBe(false);
    expect(is(file('User-agent: Copernicus Fred', 'Disallow: /'), 'Fred', '/x')).toBe(true);
    expect(is(file('User-agent: * Rex', 'Disallow: /'), 'Fred', '/x')).toBe(false);
    expect(is(file('User-agent: *\tRex', 'Disallow: /'), 'Fred', '/x')).toBe(false);
    // `*` glued to more is no `*`, and its leading run is empty: it names nobody.
    expect(is(file('User-agent: *x', 'Disallow: /'), 'Fred', '/x')).toBe(true);
    expect(is(file('User-agent: **', 'Disallow: /'), 'Fred', '/x')).toBe(true);
  });
});

describe('RFC 9309 §2.2.2 allow and disallow lines', () => {
  it('matching is case-sensitive and anchored at the first octet', () => {
    const text = file('User-agent: *', 'Disallow: /Foo');
    expect(is(text, 'x', '/foo')).toBe(true);
    expect(is(text, 'x', '/a/Foo')).toBe(true);
    expect(is(text, 'x', '/Foo/bar')).toBe(false);
  });
  it('the longest match wins; Allow wins a tie of equal length (A-13)', () => {
    expect(is(file('User-agent: *', 'Disallow: /a', 'Allow: /a/b'), 'x', '/a/b')).toBe(true);
    expect(is(file('User-agent: *', 'Allow: /a', 'Disallow: /a/b'), 'x', '/a/b')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /page', 'Allow: /page'), 'x', '/page')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /pag*', 'Allow: /page'), 'x', '/page')).toBe(true);
  });
  it('rule order within a group does not matter', () => {
    expect(is(file('User-agent: *', 'Allow: /a/b', 'Disallow: /a'), 'x', '/a/b')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /a', 'Allow: /a/b'), 'x', '/a/b')).toBe(true);
  });
  it('specificity by matched octets is an option (A-12)', () => {
    const text = file('User-agent: *', 'Allow: /a*', 'Disallow: /a/b/c');
    expect(is(text, 'x', '/a/b/c/d')).toBe(false);
    expect(is(text, 'x', '/a/b/c/d', { specificity: 'matched-octets' })).toBe(true);
  });
  it('an empty Disallow matches nothing (A-7)', () => {
    expect(is(file('User-agent: *', 'Disallow:'), 'x', '/a')).toBe(true);
  });
  it('/robots.txt is implicitly allowed', () => {
    expect(is(file('User-agent: *', 'Disallow: /'), 'x', '/robots.txt')).toBe(true);
  });
  it('Figure 4: percent-encoding is normalised on both sides', () => {
    // Row 2 of Figure 4 (reserved characters of a query encoded) is not adopted: `/` is reserved too.
    expect(is(file('User-agent: *', 'Disallow: /foo/bar?baz=https://foo.bar'), 'x', '/foo/bar?baz=https://foo.bar')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /foo/bar?baz=https%3A%2F%2Ffoo.bar'), 'x', '/foo/bar?baz=https%3a%2f%2ffoo.bar')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /foo/bar/ツ'), 'x', '/foo/bar/%E3%83%84')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /foo/bar/%E3%83%84'), 'x', '/foo/bar/ツ')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /foo/bar/baz'), 'x', '/foo/bar/%62%61%7A')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /~joe'), 'x', '/%7Ejoe')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /a%2fb'), 'x', '/a%2Fb')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /a%2Fb'), 'x', '/a/b')).toBe(true);
  });
});

describe('RFC 9309 §2.2.3 special characters', () => {
  it('* matches any run of characters, / included', () => {
    const text = file('User-agent: *', 'Disallow: /this/*/exactly');
    expect(is(text, 'x', '/this/a/b/exactly')).toBe(false);
    expect(is(text, 'x', '/this/exactly')).toBe(true);
  });
  it('$ anchors the end of the path', () => {
    const text = file('User-agent: *', 'Disallow: /this/path/exactly$');
    expect(is(text, 'x', '/this/path/exactly')).toBe(false);
    expect(is(text, 'x', '/this/path/exactly/')).toBe(true);
  });
  it('%2A and %24 in a pattern match a literal * and $', () => {
    expect(is(file('User-agent: *', 'Disallow: /path/file-with-a-%2A.html'), 'x', '/path/file-with-a-*.html')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /path/file-with-a-%2A.html'), 'x', '/path/file-with-a-b.html')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /path/foo-%24'), 'x', '/path/foo-$')).toBe(false);
  });
  it('# starts a comment', () => {
    expect(is(file('User-agent: *', 'Disallow: /a#b'), 'x', '/a')).toBe(false);
  });
});

describe('RFC 9309 §2.5 limits', () => {
  it('the first 500 KiB are parsed; the rest is ignored with a diagnostic', () => {
    const filler = `# ${'x'.repeat(98)}\n`.repeat(5200);
    const text = `User-agent: *\nDisallow: /a\n${filler}Disallow: /b\n`;
    const robots = compile(text);
    expect(robots.isAllowed('/a', 'x')).toBe(false);
    expect(robots.isAllowed('/b', 'x')).toBe(true);
    expect(robots.diagnostics.map((d) => d.code)).toContain('parse-limit-exceeded');
    expect(compile(text, { parseLimit: 2_000_000 }).isAllowed('/b', 'x')).toBe(false);
  });

  it('the limit cuts before the first line whose text crosses it, counting UTF-8 bytes (property)', () => {
    const unit = fc.constantFrom('a', ' ', 'é', '😀', '\ud800', '\n', '\r\n', 'Disallow: /x', '\u4e2d');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), fc.nat(120), (text, limit) => {
        const doc = parse(text);
        // The reference: line by line, with TextEncoder.
        let bytes = 0;
        let expected: number | undefined;
        for (const line of doc.lines) {
          const contentBytes = new TextEncoder().encode(line.content).length;
          if (bytes + contentBytes > limit) {
            expected = line.offset;
            break;
          }
          bytes += contentBytes + (line.end - line.contentEnd);
        }
        expect(compile(doc, { parseLimit: limit }).model.truncatedAt).toBe(expected);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('the limit counts UTF-8 bytes, not characters: a line of multi-byte text crossing it is dropped whole', () => {
    // 'é' is 2 bytes, '😀' (a surrogate pair) 4, a lone surrogate 3 (as U+FFFD).
    const lines = ['User-agent: *', 'Disallow: /a', `# ${'é😀\ud800'.repeat(20)}`, 'Disallow: /b'];
    const text = `${lines.join('\n')}\n`;
    const bytesBefore = new TextEncoder().encode(`${lines.slice(0, 3).join('\n')}\n`).length;
    const cutInsideB = bytesBefore + 5;
    expect(compile(text, { parseLimit: cutInsideB }).isAllowed('/b', 'x')).toBe(true);
    expect(compile(text, { parseLimit: cutInsideB }).diagnostics.map((d) => d.code)).toContain('parse-limit-exceeded');
    expect(compile(text, { parseLimit: bytesBefore + 'Disallow: /b'.length }).isAllowed('/b', 'x')).toBe(false);
    expect(compile(text, { parseLimit: bytesBefore - 1 }).isAllowed('/a', 'x')).toBe(false);
  });
});

describe('accessors', () => {
  const text = file(
    'Sitemap: https://example.com/a.xml',
    'User-agent: *',
    'Crawl-delay: 10',
    'Request-rate: 1/5m',
    'Disallow: /x',
    'User-agent: FooBot',
    'Crawl-delay: 2.5',
    'Disallow: /y',
    'Host: example.com',
    'Sitemap: https://example.com/b.xml',
  );
  const robots = compile(text);
  it('sitemaps, host', () => {
    expect(robots.sitemaps).toEqual(['https://example.com/a.xml', 'https://example.com/b.xml']);
    expect(robots.host).toBe('example.com');
  });
  it('crawlDelay and requestRate of the group that applies', () => {
    expect(robots.crawlDelay('FooBot')).toBe(2.5);
    expect(robots.crawlDelay('other')).toBe(10);
    expect(robots.requestRate('other')).toEqual({ requests: 1, seconds: 300 });
    expect(robots.requestRate('FooBot')).toBeUndefined();
  });
  it('groupsFor and rulesFor', () => {
    expect(robots.groupsFor('FooBot').map((group) => group.start.line)).toEqual([6]);
    expect(robots.rulesFor('other').map((rule) => rule.value)).toEqual(['/x']);
  });
});

describe('model diagnostics', () => {
  it('a rule outside any group is reported over exactly its line', () => {
    const robots = compile('  Disallow: /x # early\nUser-agent: *\n');
    const diagnostic = robots.diagnostics.find((d) => d.code === 'rule-outside-group');
    expect(diagnostic?.range.start).toEqual({ line: 1, column: 3, offset: 2 });
    expect(diagnostic?.range.end).toEqual({ line: 1, column: 23, offset: 22 });
    expect(diagnostic?.spec?.section).toBe('2.2.2');
  });
});
