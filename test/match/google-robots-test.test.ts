/**
 * Every expectation of Google's own test suite (google/robotstxt, robots_test.cc,
 * snapshot of docs/spec/google.md), run under the `google` dialect. Each
 * `describe` is one TEST of that file, under its name; each expectation is
 * written as there: `isUserAgentAllowed(robotstxt, useragent, url)` is
 * Google's `OneAgentAllowedByRobots`, and the agent is passed as given
 * (docs/spec/google.md §3.2). The parser-level tests (line counting, BOM,
 * sitemaps) read the google model's fields, which are what Google's parser
 * hands to its callbacks.
 */
import { describe, expect, it } from 'vitest';
import { compile, parse, type RobotsTxt } from '../../src/index.ts';
import { googleEscapePattern } from '../../src/internals.ts';
import { isValidGoogleAgent } from '../../src/match/agent.ts';
import { matcherGoogle } from '../../src/match/dialects/dialect-google.ts';

function isUserAgentAllowed(robotstxt: string | Uint8Array, useragent: string, url: string): boolean {
  return compile(robotstxt, { dialect: 'google' }).isAllowed(url, useragent);
}

/** What Google's RobotsStatsReporter counts: recognised directives (user-agent, allow, disallow, sitemap) and unknown ones. */
function report(robotstxt: string | Uint8Array): { valid: number; unknown: number; lastLineSeen: number; robots: RobotsTxt } {
  const robots = compile(typeof robotstxt === 'string' ? robotstxt : parse(robotstxt), { dialect: 'google' });
  const fields = robots.model.fields;
  const isKnown = (field: (typeof fields)[number]) => field.kind !== 'other' || field.key === 'sitemap';
  return {
    valid: fields.filter(isKnown).length,
    unknown: fields.filter((field) => !isKnown(field)).length,
    lastLineSeen: Math.max(0, ...fields.map((field) => field.ref.line)),
    robots,
  };
}

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

describe('GoogleOnly_SystemTest', () => {
  const robotstxt = 'user-agent: FooBot\ndisallow: /\n';
  it('empty robots.txt, empty agent, empty URL', () => {
    expect(isUserAgentAllowed('', 'FooBot', '')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, '', '')).toBe(true);
    // An empty URL is the path "/" (GetPathParamsQuery), so it is disallowed.
    expect(isUserAgentAllowed(robotstxt, 'FooBot', '')).toBe(false);
    expect(isUserAgentAllowed('', '', '')).toBe(true);
  });
});

describe('ID_LineSyntax_Line', () => {
  it('a missing colon is assumed in a two-word line', () => {
    const url = 'http://foo.bar/x/y';
    expect(isUserAgentAllowed('user-agent: FooBot\ndisallow: /\n', 'FooBot', url)).toBe(false);
    expect(isUserAgentAllowed('foo: FooBot\nbar: /\n', 'FooBot', url)).toBe(true);
    expect(isUserAgentAllowed('user-agent FooBot\ndisallow /\n', 'FooBot', url)).toBe(false);
  });
});

describe('ID_LineSyntax_Groups', () => {
  const robotstxt =
    'allow: /foo/bar/\n\nuser-agent: FooBot\ndisallow: /\nallow: /x/\nuser-agent: BarBot\ndisallow: /\nallow: /y/\n\n\nallow: /w/\nuser-agent: BazBot\n\nuser-agent: FooBot\nallow: /z/\ndisallow: /\n';
  const [w, x, y, z, foo] = ['w/a', 'x/b', 'y/c', 'z/d', 'foo/bar/'].map((path) => `http://foo.bar/${path}`) as [string, string, string, string, string];
  it('groups combine; rules outside groups are ignored', () => {
    expect(isUserAgentAllowed(robotstxt, 'FooBot', x)).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', z)).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', y)).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'BarBot', y)).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'BarBot', w)).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'BarBot', z)).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'BazBot', z)).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', foo)).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'BarBot', foo)).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'BazBot', foo)).toBe(false);
  });
});

describe('ID_LineSyntax_Groups_OtherRules', () => {
  const url = 'http://foo.bar/';
  it('a Sitemap line does not close a group: BarBot shares the * group', () => {
    const robotstxt = 'User-agent: BarBot\nSitemap: https://foo.bar/sitemap\nUser-agent: *\nDisallow: /\n';
    expect(isUserAgentAllowed(robotstxt, 'FooBot', url)).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'BarBot', url)).toBe(false);
  });
  it('an unknown line does not close a group: FooBot shares the * group', () => {
    const robotstxt = 'User-agent: FooBot\nInvalid-Unknown-Line: unknown\nUser-agent: *\nDisallow: /\n';
    expect(isUserAgentAllowed(robotstxt, 'FooBot', url)).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'BarBot', url)).toBe(false);
  });
});

describe('ID_REPLineNamesCaseInsensitive', () => {
  it.each(['USER-AGENT: FooBot\nALLOW: /x/\nDISALLOW: /\n', 'user-agent: FooBot\nallow: /x/\ndisallow: /\n', 'uSeR-aGeNt: FooBot\nAlLoW: /x/\ndIsAlLoW: /\n'])(
    '%j',
    (robotstxt) => {
      expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/x/y')).toBe(true);
      expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/a/b')).toBe(false);
    },
  );
});

describe('ID_VerifyValidUserAgentsToObey', () => {
  it('only non-empty [a-zA-Z_-] names are valid', () => {
    for (const agent of ['Foobot', 'Foobot-Bar', 'Foo_Bar']) expect(isValidGoogleAgent(agent)).toBe(true);
    for (const agent of ['', 'ツ', 'Foobot*', ' Foobot ', 'Foobot/2.1', 'Foobot Bar']) expect(isValidGoogleAgent(agent)).toBe(false);
  });
});

describe('ID_UserAgentValueCaseInsensitive', () => {
  it.each([
    'User-Agent: FOO BAR\nAllow: /x/\nDisallow: /\n',
    'User-Agent: foo bar\nAllow: /x/\nDisallow: /\n',
    'User-Agent: FoO bAr\nAllow: /x/\nDisallow: /\n',
  ])('%j', (robotstxt) => {
    for (const agent of ['Foo', 'foo']) {
      expect(isUserAgentAllowed(robotstxt, agent, 'http://foo.bar/x/y')).toBe(true);
      expect(isUserAgentAllowed(robotstxt, agent, 'http://foo.bar/a/b')).toBe(false);
    }
  });
});

describe('GoogleOnly_AcceptUserAgentUpToFirstSpace', () => {
  it('"User-Agent: Foo Bar" is read as Foo; the caller "Foo Bar" is compared as given', () => {
    expect(isValidGoogleAgent('Foobot Bar')).toBe(false);
    const robotstxt = 'User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n';
    expect(isUserAgentAllowed(robotstxt, 'Foo', 'http://foo.bar/x/y')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'Foo Bar', 'http://foo.bar/x/y')).toBe(false);
  });
});

describe('ID_GlobalGroups_Secondary', () => {
  it('no group for the agent: the * groups; none at all: nothing applies', () => {
    const url = 'http://foo.bar/x/y';
    expect(isUserAgentAllowed('', 'FooBot', url)).toBe(true);
    const global = 'user-agent: *\nallow: /\nuser-agent: FooBot\ndisallow: /\n';
    expect(isUserAgentAllowed(global, 'FooBot', url)).toBe(false);
    expect(isUserAgentAllowed(global, 'BarBot', url)).toBe(true);
    const onlySpecific = 'user-agent: FooBot\nallow: /\nuser-agent: BarBot\ndisallow: /\nuser-agent: BazBot\ndisallow: /\n';
    expect(isUserAgentAllowed(onlySpecific, 'QuxBot', url)).toBe(true);
  });
});

describe('ID_AllowDisallow_Value_CaseSensitive', () => {
  it('rules match URLs case-sensitively', () => {
    expect(isUserAgentAllowed('user-agent: FooBot\ndisallow: /x/\n', 'FooBot', 'http://foo.bar/x/y')).toBe(false);
    expect(isUserAgentAllowed('user-agent: FooBot\ndisallow: /X/\n', 'FooBot', 'http://foo.bar/x/y')).toBe(true);
  });
});

describe('ID_LongestMatch', () => {
  const url = 'http://foo.bar/x/page.html';
  it('the longest match wins; equivalent allow and disallow: allow', () => {
    expect(isUserAgentAllowed('user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/\n', 'FooBot', url)).toBe(false);
    const allowPage = 'user-agent: FooBot\nallow: /x/page.html\ndisallow: /x/\n';
    expect(isUserAgentAllowed(allowPage, 'FooBot', url)).toBe(true);
    expect(isUserAgentAllowed(allowPage, 'FooBot', 'http://foo.bar/x/')).toBe(false);
    expect(isUserAgentAllowed('user-agent: FooBot\ndisallow: \nallow: \n', 'FooBot', url)).toBe(true);
    expect(isUserAgentAllowed('user-agent: FooBot\ndisallow: /\nallow: /\n', 'FooBot', url)).toBe(true);
    const xSlash = 'user-agent: FooBot\ndisallow: /x\nallow: /x/\n';
    expect(isUserAgentAllowed(xSlash, 'FooBot', 'http://foo.bar/x')).toBe(false);
    expect(isUserAgentAllowed(xSlash, 'FooBot', 'http://foo.bar/x/')).toBe(true);
    expect(isUserAgentAllowed('user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/page.html\n', 'FooBot', url)).toBe(true);
    const star = 'user-agent: FooBot\nallow: /page\ndisallow: /*.html\n';
    expect(isUserAgentAllowed(star, 'FooBot', 'http://foo.bar/page.html')).toBe(false);
    expect(isUserAgentAllowed(star, 'FooBot', 'http://foo.bar/page')).toBe(true);
    const dot = 'user-agent: FooBot\nallow: /x/page.\ndisallow: /*.html\n';
    expect(isUserAgentAllowed(dot, 'FooBot', url)).toBe(true);
    expect(isUserAgentAllowed(dot, 'FooBot', 'http://foo.bar/x/y.html')).toBe(false);
    const groups = 'User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n';
    expect(isUserAgentAllowed(groups, 'FooBot', 'http://foo.bar/x/page')).toBe(true);
    expect(isUserAgentAllowed(groups, 'FooBot', 'http://foo.bar/y/page')).toBe(false);
  });
});

describe('ID_Encoding', () => {
  it('a query with a URL in it stays as it is', () => {
    const robotstxt = 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par\n';
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par')).toBe(true);
  });
  it('a raw 3-byte character in a pattern is percent-encoded; the URL is not', () => {
    const robotstxt = 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/ツ\n';
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar/%E3%83%84')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar/ツ')).toBe(false);
  });
  it('a percent-encoded 3-byte character stays as it is', () => {
    const robotstxt = 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n';
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar/%E3%83%84')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar/ツ')).toBe(false);
  });
  it('percent-encoded unreserved characters are not decoded', () => {
    const robotstxt = 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n';
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar/baz')).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar/%62%61%7A')).toBe(true);
  });
});

describe('ID_SpecialCharacters', () => {
  it('* matches any characters', () => {
    const robotstxt = 'User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n';
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar/quz')).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/quz')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo//quz')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bax/quz')).toBe(true);
  });
  it('$ ends the pattern', () => {
    const robotstxt = 'User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n';
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar')).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar/qux')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar/')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar/baz')).toBe(true);
  });
  it('# starts a comment', () => {
    const robotstxt = 'User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n';
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/bar')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/foo/quz')).toBe(false);
  });
});

describe('GoogleOnly_IndexHTMLisDirectory', () => {
  it('Allow: …/index.html also allows the directory', () => {
    const robotstxt = 'User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n';
    expect(isUserAgentAllowed(robotstxt, 'foobot', 'http://foo.com/allowed-slash/')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'foobot', 'http://foo.com/allowed-slash/index.htm')).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'foobot', 'http://foo.com/allowed-slash/index.html')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'foobot', 'http://foo.com/anyother-url')).toBe(false);
  });
});

describe('GoogleOnly_LineTooLong', () => {
  const eolLength = 1;
  const maxLineLength = 2083 * 8;
  it('a disallow rule cut at the line limit matches as the shorter prefix', () => {
    let longline = '/x/';
    const maxLength = maxLineLength - longline.length - 'disallow: '.length + eolLength;
    while (longline.length < maxLength) longline += 'a';
    const robotstxt = `user-agent: FooBot\ndisallow: ${longline}/qux\n`;
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/fux')).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', `http://foo.bar${longline}/fux`)).toBe(false);
  });
  it('allow rules cut at the line limit', () => {
    let longlineA = '/x/';
    let longlineB = '/x/';
    const maxLength = maxLineLength - longlineA.length - 'allow: '.length + eolLength;
    while (longlineA.length < maxLength) {
      longlineA += 'a';
      longlineB += 'b';
    }
    const robotstxt = `user-agent: FooBot\ndisallow: /\nallow: ${longlineA}/qux\nallow: ${longlineB}/qux\n`;
    expect(isUserAgentAllowed(robotstxt, 'FooBot', 'http://foo.bar/')).toBe(false);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', `http://foo.bar${longlineA}/qux`)).toBe(true);
    expect(isUserAgentAllowed(robotstxt, 'FooBot', `http://foo.bar${longlineB}/fux`)).toBe(true);
  });
});

describe('GoogleOnly_DocumentationChecks', () => {
  const check = (rules: string, allowed: readonly string[], disallowed: readonly string[]) => {
    const robotstxt = `user-agent: FooBot\n${rules}`;
    for (const url of allowed) expect(isUserAgentAllowed(robotstxt, 'FooBot', url), url).toBe(true);
    for (const url of disallowed) expect(isUserAgentAllowed(robotstxt, 'FooBot', url), url).toBe(false);
  };
  const at = (...paths: string[]) => paths.map((path) => `http://foo.bar${path}`);
  it('allow: /fish', () => {
    check(
      'disallow: /\nallow: /fish\n',
      at('/fish', '/fish.html', '/fish/salmon.html', '/fishheads', '/fishheads/yummy.html', '/fish.html?id=anything'),
      at('/bar', '/Fish.asp', '/catfish', '/?id=fish'),
    );
  });
  it('"/fish*" equals "/fish"', () => {
    check(
      'disallow: /\nallow: /fish*\n',
      at('/fish', '/fish.html', '/fish/salmon.html', '/fishheads', '/fishheads/yummy.html', '/fish.html?id=anything'),
      at('/bar', '/Fish.bar', '/catfish', '/?id=fish'),
    );
  });
  it('"/fish/" does not equal "/fish"', () => {
    check(
      'disallow: /\nallow: /fish/\n',
      at('/fish/', '/fish/salmon', '/fish/?salmon', '/fish/salmon.html', '/fish/?id=anything'),
      at('/bar', '/fish', '/fish.html', '/Fish/Salmon.html'),
    );
  });
  it('"/*.php"', () => {
    check(
      'disallow: /\nallow: /*.php\n',
      at('/filename.php', '/folder/filename.php', '/folder/filename.php?parameters', '//folder/any.php.file.html', '/filename.php/', '/index?f=filename.php/'),
      at('/bar', '/php/', '/index?php', '/windows.PHP'),
    );
  });
  it('"/*.php$"', () => {
    check(
      'disallow: /\nallow: /*.php$\n',
      at('/filename.php', '/folder/filename.php'),
      at('/bar', '/filename.php?parameters', '/filename.php/', '/filename.php5', '/php/', '/filename?php', '/aaaphpaaa', '//windows.PHP'),
    );
  });
  it('"/fish*.php"', () => {
    check('disallow: /\nallow: /fish*.php\n', at('/fish.php', '/fishheads/catfish.php?parameters'), at('/bar', '/Fish.PHP'));
  });
  it('order of precedence for group-member records', () => {
    check('allow: /p\ndisallow: /\n', ['http://example.com/page'], []);
    check('allow: /folder\ndisallow: /folder\n', ['http://example.com/folder/page'], []);
    check('allow: /page\ndisallow: /*.htm\n', [], ['http://example.com/page.htm']);
    check('allow: /$\ndisallow: /\n', ['http://example.com/'], ['http://example.com/page.html']);
  });
});

describe('ID_LinesNumbersAreCountedCorrectly', () => {
  it.each([
    ['unix', 'User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\nDisallow: /\n'],
    ['dos', 'User-Agent: foo\r\nAllow: /some/path\r\nUser-Agent: bar\r\n\r\n\r\nDisallow: /\r\n'],
    ['mac', 'User-Agent: foo\rAllow: /some/path\rUser-Agent: bar\r\r\rDisallow: /\r'],
    ['no final newline', 'User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\nDisallow: /'],
    ['mixed', 'User-Agent: foo\nAllow: /some/path\r\nUser-Agent: bar\n\r\n\nDisallow: /'],
  ])('%s line endings', (_name, robotstxt) => {
    const counted = report(robotstxt);
    expect(counted.valid).toBe(4);
    expect(counted.lastLineSeen).toBe(6);
  });
});

describe('ID_UTF8ByteOrderMarkIsSkipped', () => {
  const body = 'User-Agent: foo\nAllow: /AnyValue\n';
  it('a full BOM is skipped', () => {
    expect(report(bytes([0xef, 0xbb, 0xbf], body))).toMatchObject({ valid: 2, unknown: 0 });
  });
  it('partial BOMs are skipped as well', () => {
    expect(report(bytes([0xef, 0xbb], body))).toMatchObject({ valid: 2, unknown: 0 });
    expect(report(bytes([0xef], body))).toMatchObject({ valid: 2, unknown: 0 });
  });
  it('a broken BOM: the first line is garbage ("\\x11\\xBFUser-Agent")', () => {
    expect(report(bytes([0xef, 0x11, 0xbf], body))).toMatchObject({ valid: 1, unknown: 1 });
  });
  it("a BOM in the middle of the file is content: that line's key is unknown", () => {
    expect(report(bytes('User-Agent: foo\n', [0xef, 0xbb, 0xbf], 'Allow: /AnyValue\n'))).toMatchObject({ valid: 1, unknown: 1 });
  });
});

describe('ID_NonStandardLineExample_Sitemap', () => {
  const sitemap = 'http://foo.bar/sitemap.xml';
  const groups = 'User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\n';
  it('a sitemap line after the groups', () => {
    expect(report(`${groups}Sitemap: ${sitemap}\n`).robots.sitemaps).toEqual([sitemap]);
  });
  it('a sitemap line may appear anywhere in the file', () => {
    expect(report(`Sitemap: ${sitemap}\n${groups}`).robots.sitemaps).toEqual([sitemap]);
  });
});

describe('TestGetPathParamsQuery', () => {
  it.each([
    ['', '/'],
    ['http://www.example.com', '/'],
    ['http://www.example.com/', '/'],
    ['http://www.example.com/a', '/a'],
    ['http://www.example.com/a/', '/a/'],
    ['http://www.example.com/a/b?c=http://d.e/', '/a/b?c=http://d.e/'],
    ['http://www.example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
    ['example.com', '/'],
    ['example.com/', '/'],
    ['example.com/a', '/a'],
    ['example.com/a/', '/a/'],
    ['example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
    ['a', '/'],
    ['a/', '/'],
    ['/a', '/a'],
    ['a/b', '/b'],
    ['example.com?a', '/?a'],
    ['example.com/a;b#c', '/a;b'],
    ['//a/b/c', '/b/c'],
  ])('%j → %j', (url, path) => {
    expect(matcherGoogle.pathOf(url)).toBe(path);
  });
});

describe('TestMaybeEscapePattern', () => {
  it.each([
    ['http://www.example.com', 'http://www.example.com'],
    ['/a/b/c', '/a/b/c'],
    ['á', '%C3%A1'],
    ['%aa', '%AA'],
  ])('%j → %j', (pattern, escaped) => {
    expect(googleEscapePattern(pattern)).toBe(escaped);
  });
});
