/**
 * The oracle against the spec's own examples. Every test names the section it
 * checks; docs/spec/dialects.md is "dm", docs/spec/rfc9309.md is "rm", docs/spec/google.md is "gm".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { applyParseLimit } from './dialect-rfc9309.ts';
import { draftDecode } from './dialect-draft-1996.ts';
import { getPathParamsQuery, googleKeyType, googleKeyValue, googleLines } from './dialect-google.ts';
import { FICT_ORG_ROBOTS_TXT, FICT_ORG_VERDICTS, RFC9309_SIMPLE_ROBOTS_TXT, RFC9309_SIMPLE_VERDICTS } from '../helpers/spec-examples.ts';
import { agreeingFileArb, caseArb } from './generators.ts';
import {
  naiveWildcardMatch,
  naiveWildcardMatchLength,
  ORACLE_DIALECTS,
  oracleIsAllowed,
  tokenFromAgent,
  urlToPath,
  type OracleDialect,
  type OracleOptions,
} from './oracle.ts';

/** Asserts a table of [agent, url, allowed] rows for one file and dialect. */
function expectTable(dialect: OracleDialect, text: string | Uint8Array, rows: readonly (readonly [string, string, boolean])[], options?: OracleOptions): void {
  for (const [agent, url, allowed] of rows) {
    expect({ agent, url, allowed: oracleIsAllowed(dialect, text, agent, url, options) }).toEqual({ agent, url, allowed });
  }
}

const lines = (...ls: string[]) => ls.join('\n');

// ---------------------------------------------------------------------------
describe('token and URL helpers', () => {
  it('dm §0.2: token derivation examples', () => {
    expect(tokenFromAgent('FooBot/2.1')).toBe('FooBot');
    expect(tokenFromAgent('Mozilla/5.0 (compatible; FooBot/2.1)')).toBe('FooBot');
    expect(tokenFromAgent('Lycos_Spider_(Rex)/1.0 libwww/3.1')).toBe('Lycos_Spider_');
    expect(tokenFromAgent('FigTree/0.1 Robot libwww-perl/5.04')).toBe('FigTree');
    expect(tokenFromAgent('cybermapper/1.0')).toBe('cybermapper');
    expect(tokenFromAgent('Mozilla/5.0 (compatible; ExampleBot/0.1; https://www.example.com/bot.html)')).toBe('ExampleBot');
    // A-9 (revised): digits, dots and non-ASCII stay in the product.
    expect(tokenFromAgent('Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)')).toBe('MJ12bot');
    expect(tokenFromAgent('archive.org_bot')).toBe('archive.org_bot');
    expect(tokenFromAgent('Ai2Bot-Dolma (+https://allenai.org)')).toBe('Ai2Bot-Dolma');
    expect(tokenFromAgent('Яндекс/1.0')).toBe('Яндекс');
  });

  it('dm §0.2 "U": path plus query, no fragment, empty path is /', () => {
    expect(urlToPath('/a/b?c=d')).toBe('/a/b?c=d');
    expect(urlToPath('http://example.com/a/b?c=d#frag')).toBe('/a/b?c=d');
    expect(urlToPath('http://example.com')).toBe('/');
    expect(urlToPath('http://example.com?q=1')).toBe('/?q=1');
    expect(urlToPath('https://u@Example.COM:8080/%7Ex#f')).toBe('/%7Ex');
    expect(urlToPath('/a#frag')).toBe('/a');
  });

  it('docs/matching.md: any run of / and \\ after a special scheme comes before the host; ; does not end it', () => {
    for (const url of [
      'https:/h/private',
      'https:///h/private',
      'https:\\h/private',
      'HtTpS:/\\/h/private',
      'https:h/private',
      'https://h;x/private',
      '///h/private',
    ]) {
      expect(urlToPath(url)).toBe('/private');
    }
    expect(urlToPath('file:/h/private')).toBe('/h/private');
    expect(urlToPath('file:///h/private')).toBe('/h/private');
  });
});

// ---------------------------------------------------------------------------
describe('naive wildcard matcher (gm §3.4, R §2.2.3)', () => {
  it('gm §3.4: prefix match, * over anything, $ only at the end', () => {
    expect(naiveWildcardMatch('/a', '/abc')).toBe(true);
    expect(naiveWildcardMatch('/a$', '/abc')).toBe(false);
    expect(naiveWildcardMatch('/a$', '/a')).toBe(true);
    expect(naiveWildcardMatch('/*.php$', '/a.php?x')).toBe(false);
    expect(naiveWildcardMatch('/*.php', '/index?f=filename.php/')).toBe(true);
    expect(naiveWildcardMatch('/a$$', '/a$')).toBe(true);
    expect(naiveWildcardMatch('/a$b', '/a$b')).toBe(true);
    expect(naiveWildcardMatch('x', '/x')).toBe(false);
    expect(naiveWildcardMatch('', '/x')).toBe(true);
    expect(naiveWildcardMatch('*', '/x')).toBe(true);
  });

  it('A-12: matched length is the longest possible match', () => {
    expect(naiveWildcardMatchLength('/a', '/abc')).toBe(2);
    expect(naiveWildcardMatchLength('/a*', '/abc')).toBe(4);
    expect(naiveWildcardMatchLength('/a*b', '/axbyb?')).toBe(6);
    expect(naiveWildcardMatchLength('/a*b$', '/axbyb')).toBe(6);
    expect(naiveWildcardMatchLength('/x', '/abc')).toBe(-1);
  });

  it('gm §3.4: agrees with an equivalent regular expression on small inputs', () => {
    const alphabet = fc.constantFrom('/', 'a', 'b', '*', '$', '?');
    const str = (max: number) => fc.array(alphabet, { maxLength: max }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(str(6), str(8), (pattern, path) => {
        const anchored = pattern.endsWith('$');
        const body = anchored ? pattern.slice(0, -1) : pattern;
        const source = body
          .split('')
          .map((ch) => (ch === '*' ? '[^]*' : ch.replace(/[$?/*]/g, '\\$&')))
          .join('');
        const regex = new RegExp('^' + source + (anchored ? '$' : ''));
        expect(naiveWildcardMatch(pattern, path)).toBe(regex.test(path));
        expect(naiveWildcardMatchLength(pattern, path) >= 0).toBe(regex.test(path));
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});

// ---------------------------------------------------------------------------
describe('dialect 1994 (dm §1, seed S0)', () => {
  const example1 = lines(
    '# robots.txt for http://www.example.com/',
    '',
    'User-agent: *',
    'Disallow: /cyberworld/map/ # This is an infinite virtual URL space',
    'Disallow: /tmp/ # these will soon disappear',
    'Disallow: /foo.html',
  );
  const cybermapper = lines(
    '# robots.txt for http://www.example.com/',
    '',
    'User-agent: *',
    'Disallow: /cyberworld/map/ # This is an infinite virtual URL space',
    '',
    '# Cybermapper knows where to go.',
    'User-agent: cybermapper',
    'Disallow:',
  );

  it('S0 Examples, first file: /cyberworld/map/, /tmp/ and /foo.html are closed to all', () => {
    expectTable('1994', example1, [
      ['AnyBot/1.0', '/cyberworld/map/index.html', false],
      ['AnyBot/1.0', '/tmp/x', false],
      ['AnyBot/1.0', '/foo.html', false],
      ['AnyBot/1.0', '/tmp', true],
      ['AnyBot/1.0', '/cyberworld/', true],
      ['AnyBot/1.0', '/bar.html', true],
    ]);
  });

  it('S0 Examples, cybermapper: the * record for others, cybermapper goes anywhere (every dialect)', () => {
    for (const dialect of ORACLE_DIALECTS) {
      // gm §3.2: Google compares the caller's agent as given, so a crawler passes its product token.
      expectTable(dialect, cybermapper, [
        [dialect === 'google' ? 'cybermapper' : 'cybermapper/1.0', '/cyberworld/map/index.html', true],
        ['AnyBot/1.0', '/cyberworld/map/index.html', false],
        ['AnyBot/1.0', '/index.html', true],
      ]);
    }
  });

  it('S3c cybermapper without Disallow (A-4, A-17): a record without rules allows everything', () => {
    const text = cybermapper.replace(/\nDisallow:$/, '');
    expectTable('1994', text, [
      ['cybermapper/1.0', '/cyberworld/map/x', true],
      ['AnyBot', '/cyberworld/map/x', false],
    ]);
    expectTable('rfc9309', text, [['cybermapper/1.0', '/cyberworld/map/x', true]]);
  });

  it('S0 Examples, "go away": everything disallowed, /robots.txt too (§1.6, A-11: no exemption)', () => {
    const text = lines('# go away', 'User-agent: *', 'Disallow: /');
    expectTable('1994', text, [
      ['AnyBot', '/', false],
      ['AnyBot', '/index.html', false],
      ['AnyBot', '/robots.txt', false],
    ]);
  });

  it('S0 Disallow: /help covers /help.html and /help/index.html; /help/ only the latter (§1.6)', () => {
    expectTable('1994', 'User-agent: *\nDisallow: /help', [
      ['X', '/help.html', false],
      ['X', '/help/index.html', false],
    ]);
    expectTable('1994', 'User-agent: *\nDisallow: /help/', [
      ['X', '/help.html', true],
      ['X', '/help/index.html', false],
    ]);
  });

  it('S3a FAQ webcrawler/lycra as given (A-17): webcrawler free, lycra shut out, others not /tmp or /logs', () => {
    const faq = lines(
      '# /robots.txt file for http://webcrawler.com/',
      '# mail webmaster@webcrawler.com for constructive criticism',
      '',
      'User-agent: webcrawler',
      '',
      'User-agent: lycra',
      'Disallow: /',
      '',
      'User-agent: *',
      'Disallow: /tmp',
      'Disallow: /logs',
    );
    for (const dialect of ['1994', 'draft-1996'] as const) {
      expectTable(dialect, faq, [
        ['WebCrawler/3.0', '/', true],
        ['webcrawler', '/tmp/x', true],
        ['lycra', '/', false],
        ['lycra', '/index.html', false],
        ['OtherBot', '/tmp', false],
        ['OtherBot', '/tmp.html', false],
        ['OtherBot', '/logs/today', false],
        ['OtherBot', '/log', true],
        ['OtherBot', '/index.html', true],
      ]);
    }
    // dm §3.2: in RFC 9309 the blank line does not end the group, so webcrawler shares lycra's rules.
    for (const dialect of ['rfc9309', 'google'] as const) {
      expectTable(dialect, faq, [
        [dialect === 'google' ? 'WebCrawler' : 'WebCrawler/3.0', '/index.html', false],
        ['lycra', '/', false],
        ['OtherBot', '/tmp', false],
      ]);
    }
  });

  it('§1.1: a comment-only line does not end a record; a whitespace-only line does (A-15)', () => {
    expectTable('1994', 'User-agent: FooBot\n# note\nDisallow: /x', [['FooBot', '/x', false]]);
    expectTable('1994', 'User-agent: FooBot\n \t \nDisallow: /x', [['FooBot', '/x', true]]);
  });

  it('§1.1: CR, CR LF and LF all end lines', () => {
    for (const eol of ['\r', '\r\n', '\n']) {
      expectTable('1994', `User-agent: FooBot${eol}Disallow: /x${eol}${eol}User-agent: *${eol}Disallow: /`, [
        ['FooBot', '/x', false],
        ['FooBot', '/y', true],
        ['BarBot', '/y', false],
      ]);
    }
  });

  it('§1.3: field names are case-insensitive; Allow is an unknown field', () => {
    expectTable('1994', 'USER-AGENT: *\ndisallow: /x', [['A', '/x', false]]);
    expectTable('1994', 'User-agent: *\nAllow: /a\nDisallow: /', [['A', '/a', false]]);
  });

  it('§1.4: inner whitespace stays in the value (S3b Example 1: one path "/cgi-bin/ /tmp/")', () => {
    const text = lines('User-Agent: *', 'Disallow: /', '', 'User-Agent: Lycos', 'Disallow: /cgi-bin/ /tmp/');
    const lycos = 'Lycos_Spider_(Rex)/1.0 libwww/3.1';
    // token-in-value: `Lycos_Spider_` is not inside `Lycos`, so the * record applies.
    expectTable('1994', text, [[lycos, '/index.html', false]]);
    // value-in-token (S3b's own direction): the Lycos record, with a single odd path.
    expectTable(
      '1994',
      text,
      [
        [lycos, '/index.html', true],
        [lycos, '/cgi-bin/x', true],
        [lycos, '/cgi-bin/ /tmp/x', false],
      ],
      { agentMatch: 'value-in-token' },
    );
  });

  it('§1.5 A-1: token-in-value by default, value-in-token as an option', () => {
    const text = 'User-agent: FooBot-Images\nDisallow: /';
    expectTable('1994', text, [
      ['FooBot/2.1', '/x', false],
      ['Foo', '/x', false],
      ['FooBotX', '/x', true],
    ]);
    expectTable(
      '1994',
      text,
      [
        ['FooBot/2.1', '/x', true],
        ['FooBot-Images-Extra', '/x', false],
      ],
      { agentMatch: 'value-in-token' },
    );
  });

  it('S3b Example 2 under A-9: values are read whole, so `Copernicus Fred` names Fred and `* Rex` names Rex but is not *', () => {
    const text = lines('User-Agent: Copernicus Fred', '', 'User-Agent: * Rex', 'Disallow: /t');
    for (const dialect of ['1994', 'draft-1996'] as const) {
      expectTable(dialect, text, [
        ['Fred/1.0', '/tmp', true],
        ['Copernicus', '/tmp', true],
        ['Rex/1.0', '/tmp', false],
        ['Rex/1.0', '/a', true],
        ['Lycos/1.0', '/tmp', true],
      ]);
    }
    // dm §5.1 and A-9: in RFC 9309 both user-agent lines form one group, and `* Rex` is `*`.
    for (const dialect of ['rfc9309', 'google'] as const) {
      expectTable(dialect, text, [
        ['Copernicus', '/tmp', false],
        ['Fred', '/tmp', false],
        ['Lycos', '/tmp', false],
      ]);
    }
  });

  it('S3b Example 3 (A-7, A-17): empty Disallow lines are no-ops beside a real one', () => {
    const text = lines(
      '# This is for every spider!',
      'User-Agent: *',
      '# stay away from this',
      'Disallow: /spiders/not/here/ #and everything in it',
      'Disallow: # a little nothing',
      'Disallow: #This could be habit forming!',
      "# Don't comments make code much more readable!!!",
    );
    expectTable('1994', text, [
      ['Spider', '/spiders/not/here/really/', false],
      ['Spider', '/spiders/not/here/yes/even/me.html', false],
      ['Spider', '/spiders/not/', true],
      ['Spider', '/spiders/not/her', true],
    ]);
  });

  it('§1.5: * applies only to robots no other record names, wherever it sits; first match (A-3)', () => {
    const text = lines('User-agent: *', 'Disallow: /', '', 'User-agent: FooBot', 'Disallow: /x', '', 'User-agent: foobot', 'Disallow: /y');
    expectTable('1994', text, [
      ['FooBot', '/a', true],
      ['FooBot', '/x', false],
      ['FooBot', '/y', true],
      ['BarBot', '/a', false],
    ]);
  });

  it('A-5: a User-agent line after a Disallow line starts a new record', () => {
    const text = lines('User-agent: AlphaBot', 'Disallow: /x', 'User-agent: BetaBot', 'Disallow: /y');
    expectTable('1994', text, [
      ['AlphaBot', '/x', false],
      ['AlphaBot', '/y', true],
      ['BetaBot', '/x', true],
      ['BetaBot', '/y', false],
    ]);
  });

  it('A-6: rules before any User-agent are ignored', () => {
    expectTable('1994', 'Disallow: /\n\nUser-agent: FooBot\nDisallow: /x', [
      ['BarBot', '/a', true],
      ['FooBot', '/a', true],
    ]);
  });

  it('§1.6: no %XX decoding, * and $ are literal, the query is part of the path (A-10, A-11)', () => {
    expectTable('1994', 'User-agent: *\nDisallow: /%7Efoo', [
      ['A', '/~foo', true],
      ['A', '/%7Efoo/x', false],
      ['A', '/%7efoo', true],
    ]);
    expectTable('1994', 'User-agent: *\nDisallow: /a*', [
      ['A', '/ab', true],
      ['A', '/a*b', false],
    ]);
    expectTable('1994', 'User-agent: *\nDisallow: /search?q=', [
      ['A', '/search?q=cats', false],
      ['A', '/search', true],
    ]);
    expectTable('1994', 'User-agent: *\nDisallow: /Help', [['A', '/help', true]]);
  });

  it('oracle decision (no text covers it): an empty token or an empty User-agent value names nobody', () => {
    for (const agentMatch of ['token-in-value', 'value-in-token'] as const) {
      expectTable('1994', 'User-agent:\nDisallow: /', [['FooBot', '/a', true]], { agentMatch });
      expectTable(
        '1994',
        'User-agent: FooBot\nDisallow: /\n\nUser-agent: *\nDisallow: /x',
        [
          ['123', '/a', true],
          ['123', '/x', false],
        ],
        { agentMatch },
      );
    }
  });

  it('§1.5: no matching record and no * record: allowed; empty file: allowed (§1.9)', () => {
    expectTable('1994', 'User-agent: BarBot\nDisallow: /', [['FooBot', '/', true]]);
    expectTable('1994', '', [['FooBot', '/', true]]);
  });
});

// ---------------------------------------------------------------------------
describe('dialect draft-1996 (dm §2, D §3.2.2, D §4)', () => {
  it('D §3.2.2 table: prefix matching after %XX decoding, except %2F', () => {
    const rows: [string, string, boolean][] = [
      ['/tmp', '/tmp', true],
      ['/tmp', '/tmp.html', true],
      ['/tmp', '/tmp/a.html', true],
      ['/tmp/', '/tmp', false],
      ['/tmp/', '/tmp/', true],
      ['/tmp/', '/tmp/a.html', true],
      ['/a%3cd.html', '/a%3cd.html', true],
      ['/a%3Cd.html', '/a%3cd.html', true],
      ['/a%3cd.html', '/a%3Cd.html', true],
      ['/a%3Cd.html', '/a%3Cd.html', true],
      ['/a%2fb.html', '/a%2fb.html', true],
      ['/a%2fb.html', '/a/b.html', false],
      ['/a/b.html', '/a%2fb.html', false],
      ['/a/b.html', '/a/b.html', true],
      ['/%7ejoe/index.html', '/~joe/index.html', true],
      ['/~joe/index.html', '/%7Ejoe/index.html', true],
    ];
    for (const [record, url, matches] of rows) {
      expect({ record, url, allowed: oracleIsAllowed('draft-1996', `User-agent: *\nDisallow: ${record}`, 'Robot', url) }).toEqual({
        record,
        url,
        allowed: !matches,
      });
    }
  });

  it('A-11: %2F and %2f are the same escape; other escapes decode to octets', () => {
    expect(draftDecode('/a%2fb')).toBe('/a%2Fb');
    expect(draftDecode('/caf%C3%A9')).toBe(draftDecode('/café'));
    expectTable('draft-1996', 'User-agent: *\nDisallow: /a%2fb', [
      ['R', '/a%2Fb', false],
      ['R', '/a/b', true],
    ]);
  });

  it('D §4 example (fict.org): unhipbot, webcrawler & excite, and other robots', () => {
    const text = FICT_ORG_ROBOTS_TXT;
    for (const [path, unhip, crawler, other] of FICT_ORG_VERDICTS) {
      const url = `http://www.fict.org${path}`;
      expectTable('draft-1996', text, [
        ['UnhipBot/0.1', url, unhip],
        ['WebCrawler/3.0', url, crawler],
        ['Excite/1.0', url, crawler],
        ['OtherBot/1.0', url, other],
      ]);
    }
  });

  it('§2.5: the name token must occur inside the value (FigTree example); S2 reverse as an option (A-2)', () => {
    const figtree = 'FigTree/0.1 Robot libwww-perl/5.04';
    expectTable('draft-1996', 'User-agent: figtree\nDisallow: /', [[figtree, '/a', false]]);
    // S2's `User-Agent: bot` example only works in the value-in-token direction.
    const bot = 'User-agent: bot\nDisallow: /';
    for (const robot of ['Robot', 'Bottom-Feeder', 'Spambot', 'Dont-Bother-Me']) {
      expectTable('draft-1996', bot, [[robot, '/a', false]], { agentMatch: 'value-in-token' });
      expectTable('draft-1996', bot, [[robot, '/a', true]]);
    }
  });

  it('§2.7: Allow and Disallow are tried in file order, the first match wins', () => {
    expectTable('draft-1996', 'User-agent: *\nAllow: /a/b\nDisallow: /a', [
      ['R', '/a/b/c', true],
      ['R', '/a/c', false],
    ]);
    expectTable('draft-1996', 'User-agent: *\nDisallow: /a\nAllow: /a/b', [['R', '/a/b/c', false]]);
  });

  it('§2.8, A-7, A-8: empty Allow and Disallow match nothing', () => {
    expectTable('draft-1996', 'User-agent: *\nAllow:\nDisallow: /', [['R', '/a', false]]);
    expectTable('draft-1996', 'User-agent: *\nDisallow:\nDisallow: /x', [
      ['R', '/x', false],
      ['R', '/y', true],
    ]);
  });

  it('§2.2, A-5: extension lines are rule lines, so a User-agent after one starts a new record', () => {
    const text = lines('User-agent: AlphaBot', 'Crawl-delay: 5', 'User-agent: BetaBot', 'Disallow: /');
    expectTable('draft-1996', text, [
      ['AlphaBot', '/x', true],
      ['BetaBot', '/x', false],
    ]);
    // In 1994 Crawl-delay is merely ignored: one record for both.
    expectTable('1994', text, [['AlphaBot', '/x', false]]);
  });

  it('§2.6: * and $ are ordinary characters; /robots.txt is always allowed', () => {
    expectTable('draft-1996', 'User-agent: *\nDisallow: /a*', [
      ['R', '/ab', true],
      ['R', '/a*b', false],
    ]);
    expectTable('draft-1996', 'User-agent: *\nDisallow: /', [
      ['R', '/robots.txt', true],
      ['R', '/robots.txt.bak', false],
    ]);
  });
});

// ---------------------------------------------------------------------------
describe('dialect rfc9309 (dm §3, rm)', () => {
  const simple = RFC9309_SIMPLE_ROBOTS_TXT;
  const simpleRows = RFC9309_SIMPLE_VERDICTS;

  it('R §5.1 simple example, rm §4 table (rfc9309 and google agree)', () => {
    expectTable('rfc9309', simple, simpleRows);
    expectTable('google', simple, simpleRows);
  });

  it('R §5.2 longest match, with errata 7124 (rm §4)', () => {
    const text = lines('User-Agent: foobot', 'Allow: /example/page/', 'Disallow: /example/page/disallowed.gif');
    for (const dialect of ['rfc9309', 'google'] as const) {
      expectTable(dialect, text, [
        ['foobot', '/example/page/disallow.gif', true],
        ['foobot', '/example/page/disallowed.gif', false],
        ['foobot', '/example/page/x', true],
      ]);
    }
  });

  it('R §2.2.1 (rm #4, #5): case-insensitive product tokens; matching groups merge', () => {
    const text = lines('user-agent: ExampleBot', 'disallow: /foo', 'disallow: /bar', '', 'user-agent: examplebot', 'disallow: /baz');
    expectTable('rfc9309', text, [
      ['Mozilla/5.0 (compatible; ExampleBot/0.1; https://www.example.com/bot.html)', '/foo', false],
      ['EXAMPLEBOT', '/bar', false],
      ['ExampleBot', '/baz', false],
      ['ExampleBot', '/qux', true],
    ]);
  });

  it('R §2.2.1 (rm #6): without a matching group the * group applies, other groups are ignored; all * groups merge (A-3)', () => {
    const text = lines('User-agent: *', 'Disallow: /a', 'User-agent: BazBot', 'Disallow: /foo', 'User-agent: *', 'Disallow: /b');
    expectTable('rfc9309', text, [
      ['ExampleBot', '/foo', true],
      ['ExampleBot', '/a', false],
      ['ExampleBot', '/b', false],
      ['BazBot', '/a', true],
    ]);
  });

  it('R §2.2.1 (rm #7): no matching group and no * group, or no groups: no rules apply', () => {
    expectTable('rfc9309', 'User-agent: BarBot\nDisallow: /', [['FooBot', '/', true]]);
    expectTable('rfc9309', 'Disallow: /', [['FooBot', '/', true]]);
    expectTable('rfc9309', '', [['FooBot', '/', true]]);
  });

  it('A-9 (revised): a value counts by its product, up to whitespace, /, (, ), ; or ,; `*` + whitespace is *', () => {
    expectTable('rfc9309', 'User-agent: FooBot/1.0\nDisallow: /', [['FooBot', '/a', false]]);
    expectTable('rfc9309', 'User-agent: FooBot BarBot\nDisallow: /', [
      ['FooBot', '/a', false],
      ['BarBot', '/a', true],
    ]);
    expectTable('rfc9309', 'User-agent: * Rex\nDisallow: /', [['AnyBot', '/a', false]]);
    expectTable('rfc9309', 'User-agent: *Rex\nDisallow: /', [['AnyBot', '/a', true]]);
    // Digits and dots stay: FooBot2 is not FooBot, crawler1 is not crawler2.
    expectTable('rfc9309', 'User-agent: FooBot2\nDisallow: /', [
      ['FooBot', '/a', true],
      ['FooBot2/1.0', '/a', false],
    ]);
    expectTable('rfc9309', 'User-agent: crawler2\nDisallow: /', [
      ['crawler1', '/a', true],
      ['crawler2', '/a', false],
    ]);
    expectTable('rfc9309', 'User-agent: MJ12bot\nDisallow: /', [['Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)', '/a', false]]);
    expectTable('rfc9309', 'User-agent: archive.org_bot\nDisallow: /', [
      ['archive.org_bot', '/a', false],
      ['archive', '/a', true],
    ]);
  });

  it('dm §3.2, R §2.2.4: blank lines and other records never end a group; rules outside groups are ignored', () => {
    expectTable('rfc9309', 'User-agent: FooBot\n\nDisallow: /', [['FooBot', '/a', false]]);
    const text = lines('Disallow: /orphan', 'User-agent: FooBot', 'Sitemap: https://example.com/s.xml', 'Crawl-delay: 5', 'User-agent: BarBot', 'Disallow: /x');
    expectTable('rfc9309', text, [
      ['FooBot', '/x', false],
      ['BarBot', '/x', false],
      ['FooBot', '/orphan', true],
    ]);
  });

  it('oracle decision (A-9 leaves it open): a value whose product is empty names nobody', () => {
    expectTable('rfc9309', 'User-agent: /123\nDisallow: /', [
      ['', '/a', true],
      ['FooBot', '/a', true],
    ]);
    expectTable('rfc9309', 'User-agent: 123\nDisallow: /', [
      ['123', '/a', false],
      ['FooBot', '/a', true],
    ]);
    // Google compares the empty run with the caller's agent as given: only an empty agent matches it (gm §3.2).
    expectTable('google', 'User-agent: 123\nDisallow: /', [
      ['123', '/a', true],
      ['', '/a', false],
      ['FooBot', '/a', true],
    ]);
  });

  it('A-21: typos and missing colons are not rules in rfc9309', () => {
    expectTable('rfc9309', 'User-agent: *\nDisallow /x\nDissallow: /y\nDisallowed: /z', [
      ['R', '/x', true],
      ['R', '/y', true],
      ['R', '/z', true],
    ]);
    expectTable('rfc9309', 'User-agent : *\nDisallow\t:\t/x', [['R', '/x', false]]);
  });

  it('R §2.2.2 (rm #13), A-13: an equivalent allow wins; equal length wins too (Google reading)', () => {
    expectTable('rfc9309', 'User-agent: *\nDisallow: /a\nAllow: /a', [['R', '/a', true]]);
    expectTable('rfc9309', 'User-agent: *\nDisallow: /ab\nAllow: /a*', [['R', '/ab', true]]);
    expectTable('rfc9309', 'User-agent: *\nDisallow: /abc\nAllow: /a*', [['R', '/abc', false]]);
  });

  it('A-12 option: specificity by matched octets', () => {
    const text = 'User-agent: *\nAllow: /a*\nDisallow: /a/b.html';
    // By pattern length /a/b.html (9) beats /a* (3); by matched octets /a* covers the whole path (10 > 9).
    expectTable('rfc9309', text, [['R', '/a/b.html?', false]]);
    expectTable('rfc9309', text, [['R', '/a/b.html?', true]], { specificity: 'matched-octets' });
  });

  it('A-7, A-8: empty patterns match nothing', () => {
    expectTable('rfc9309', 'User-agent: *\nDisallow:', [['R', '/a', true]]);
    expectTable('rfc9309', 'User-agent: *\nAllow:\nDisallow: /a', [['R', '/a', false]]);
  });

  it('R §2.2.2 (rm #15): /robots.txt is implicitly allowed', () => {
    expectTable('rfc9309', 'User-agent: *\nDisallow: /', [
      ['R', '/robots.txt', true],
      ['R', 'http://example.com/robots.txt', true],
      ['R', '/robots.txt.x', false],
    ]);
    // Oracle decision: the exemption is for the path exactly; with a query it is another URL.
    expectTable('rfc9309', 'User-agent: *\nDisallow: /', [['R', '/robots.txt?x=1', false]]);
  });

  it('R §2.2.2 Figure 4 (rm #19): unreserved escapes decode, others and non-ASCII are compared encoded', () => {
    expectTable('rfc9309', 'User-agent: *\nDisallow: /foo/bar/baz', [
      ['R', '/foo/bar/%62%61%7A', false],
      ['R', '/foo/bar/%62%61%7a', false],
    ]);
    expectTable('rfc9309', 'User-agent: *\nDisallow: /foo/bar/%E3%83%84', [
      ['R', '/foo/bar/ツ', false],
      ['R', '/foo/bar/%e3%83%84', false],
    ]);
    expectTable('rfc9309', 'User-agent: *\nDisallow: /foo/bar/ツ', [['R', '/foo/bar/%E3%83%84', false]]);
    expectTable('rfc9309', 'User-agent: *\nDisallow: /foo/bar?baz=https://foo.bar', [['R', '/foo/bar?baz=https%3A%2F%2Ffoo.bar', true]]);
    expectTable('rfc9309', 'User-agent: *\nDisallow: /%7Ex', [
      ['R', '/~x', false],
      ['R', '/%7ex', false],
    ]);
    expectTable('rfc9309', 'User-agent: *\nDisallow: /a%2fb', [
      ['R', '/a%2Fb', false],
      ['R', '/a/b', true],
    ]);
  });

  it('R §2.2.3 (rm #22, #23): * and $ are special; %2A and %24 match a literal * and $', () => {
    expectTable('rfc9309', 'User-agent: *\nDisallow: /path/file-with-a-%2A.html', [
      ['R', '/path/file-with-a-*.html', false],
      ['R', '/path/file-with-a-x.html', true],
    ]);
    expectTable('rfc9309', 'User-agent: *\nDisallow: /path/foo-%24', [['R', '/path/foo-$', false]]);
    expectTable('rfc9309', 'User-agent: *\nAllow: /this/path/exactly$\nDisallow: /this', [
      ['R', '/this/path/exactly', true],
      ['R', '/this/path/exactly/', false],
    ]);
    expectTable('rfc9309', 'User-agent: *\nDisallow: /this/*/exactly', [
      ['R', '/this/a/b/exactly', false],
      ['R', '/this/exactly', true],
    ]);
    // Oracle decision: a `$` not at the end is a literal dollar (gm §3.4 agrees).
    expectTable('rfc9309', 'User-agent: *\nDisallow: /a$$', [
      ['R', '/a$', false],
      ['R', '/a', true],
    ]);
  });

  it('R §2.5: only the first 500 KiB are parsed; a line cut by the limit is dropped', () => {
    const head = 'User-agent: *\n';
    const padding = ('#' + 'x'.repeat(98) + '\n').repeat(Math.ceil(512_000 / 100));
    expectTable('rfc9309', head + padding + 'Disallow: /\n', [['R', '/a', true]]);
    expectTable('rfc9309', head + 'Disallow: /\n' + padding, [['R', '/a', false]]);
    const text = 'User-agent: *\nDisallow: /private\n'; // 14 + 18 octets, then LF
    expect(applyParseLimit(text, 32)).toBe('User-agent: *\nDisallow: /private');
    expect(applyParseLimit(text, 31)).toBe('User-agent: *\n');
    expectTable(
      'rfc9309',
      text,
      [
        ['R', '/pri', true],
        ['R', '/private', false],
      ],
      { parseLimit: 32 },
    );
    expectTable(
      'rfc9309',
      text,
      [
        ['R', '/pri', true],
        ['R', '/private', true],
      ],
      { parseLimit: 30 },
    );
  });

  it('dm §3.10: a UTF-8 BOM is skipped', () => {
    expectTable('rfc9309', '\uFEFFUser-agent: *\nDisallow: /', [['R', '/a', false]]);
    expectTable('rfc9309', new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('User-agent: *\nDisallow: /')]), [['R', '/a', false]]);
  });
});

// ---------------------------------------------------------------------------
describe('dialect google (gm)', () => {
  const ua = 'User-agent: FooBot\n';

  it('gm §2.1: full and partial BOM prefixes are skipped; at the first mismatch skipping stops', () => {
    const body = Buffer.from('User-agent: FooBot\nDisallow: /');
    expectTable('google', new Uint8Array([0xef, 0xbb, 0xbf, ...body]), [['FooBot', '/a', false]]);
    expectTable('google', new Uint8Array([0xef, 0xbb, ...body]), [['FooBot', '/a', false]]);
    expectTable('google', new Uint8Array([0xef, ...body]), [['FooBot', '/a', false]]);
    expectTable('google', new Uint8Array([0xef, 0x11, 0xbf, ...body]), [['FooBot', '/a', true]]);
    expect(googleLines('\xEF\x11\xBFa')).toEqual(['\x11\xBFa']);
  });

  it('gm §2.2: LF, CR and CR LF end lines; N terminators make N+1 lines', () => {
    expect(googleLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
    expect(googleLines('a\r\r\n')).toEqual(['a', '', '']);
    expect(googleLines('a\n')).toEqual(['a', '']);
    expectTable('google', 'User-agent: FooBot\rDisallow: /x', [['FooBot', '/x', false]]);
  });

  it('gm §2.3: lines are cut to 16,663 octets, and the cut line is still used', () => {
    const text = ua + 'Disallow: /' + 'a'.repeat(20_000);
    const keptA = 16_663 - 'Disallow: /'.length;
    expectTable('google', text, [
      ['FooBot', '/' + 'a'.repeat(keptA) + 'b', false],
      ['FooBot', '/' + 'a'.repeat(keptA - 1) + 'b', true],
    ]);
  });

  it('gm §2.5: the first # starts a comment, even inside a value', () => {
    expectTable('google', ua + 'Disallow: /foo/quz#qux', [['FooBot', '/foo/quzzz', false]]);
  });

  it('gm §2.7: a missing colon is accepted between exactly two words', () => {
    expectTable('google', 'user-agent FooBot\ndisallow /x', [['FooBot', '/x/y', false]]);
    expectTable('google', ua + 'disallow /x y', [['FooBot', '/x', true]]);
    expect(googleKeyValue('disallow /foo:bar')).toEqual({ key: 'disallow /foo', value: 'bar' });
    expectTable('google', ua + 'disallow /foo:bar', [['FooBot', '/foo', true]]);
    expect(googleKeyValue('Error')).toBeUndefined();
    expect(googleKeyValue(': /a')).toBeUndefined();
  });

  it('gm §2.9: keys match case-insensitively as prefixes, with the typo list', () => {
    for (const key of ['useragent', 'user agent', 'USER-AGENTS']) expect(googleKeyType(key)).toBe('user-agent');
    for (const key of ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw', 'Disallowed']) expect(googleKeyType(key)).toBe('disallow');
    expect(googleKeyType('allowance')).toBe('allow');
    expect(googleKeyType('site-map')).toBe('sitemap');
    expect(googleKeyType('user_agent')).toBe('unknown');
    expectTable('google', 'useragent: FooBot\nDissallow: /x', [['FooBot', '/x', false]]);
    expectTable('google', 'user_agent: FooBot\nDisallow: /x', [['FooBot', '/x', true]]);
  });

  it('gm §2.10, §3.1: patterns are escaped (hex upper-cased, non-ASCII encoded), URLs are used as given', () => {
    expectTable('google', ua + 'Disallow: /%aa', [
      ['FooBot', '/%AA', false],
      ['FooBot', '/%aa', true],
    ]);
    expectTable('google', ua + 'Disallow: /ツ', [
      ['FooBot', '/%E3%83%84', false],
      ['FooBot', '/ツ', true],
    ]);
    expectTable('google', ua + 'Disallow: /baz', [['FooBot', '/%62%61%7A', true]]);
  });

  it('gm §3.1: GetPathParamsQuery tested examples', () => {
    const table: [string, string][] = [
      ['', '/'],
      ['http://www.example.com', '/'],
      ['example.com?a', '/?a'],
      ['a/b', '/b'],
      ['/a', '/a'],
      ['//a/b/c', '/b/c'],
      ['example.com/a;b#c', '/a;b'],
      ['/a/b?c=http://d.e/', '/a/b?c=http://d.e/'],
      ['http://example.com#frag/x', '/'],
    ];
    for (const [url, path] of table) expect({ url, path: getPathParamsQuery(url) }).toEqual({ url, path });
    expectTable('google', ua + 'Disallow: /a;b', [['FooBot', 'example.com/a;b#c', false]]);
  });

  it('gm §3.2: `*` and `* x` are global, `*foo` is not (its empty token matches only an empty caller token)', () => {
    expectTable('google', 'User-agent: * foo\nDisallow: /', [['FooBot', '/a', false]]);
    expectTable('google', 'User-agent: *foo\nDisallow: /', [
      ['FooBot', '/a', true],
      ['', '/a', false],
      ['123bot', '/a', true],
    ]);
  });

  it('gm §3.2: values are cut to their leading [A-Za-z_-] run and compared case-insensitively', () => {
    expectTable('google', 'User-agent: FOO BAR\nDisallow: /', [
      ['foo', '/a', false],
      ['bar', '/a', true],
    ]);
    expectTable('google', 'User-agent: FooBot2\nDisallow: /', [['FooBot', '/a', false]]);
    expectTable('google', 'User-agent: Googlebot/2.1\nDisallow: /', [['googlebot', '/a', false]]);
  });

  it('gm §3.2: group boundaries and merging', () => {
    // Blank lines, sitemaps and unknown keys do not close a group; rules before any user-agent are ignored.
    const text = lines('Disallow: /orphan', 'User-agent: FooBot', '', 'Sitemap: https://x/s.xml', 'Foo: bar', 'User-agent: BarBot', 'Disallow: /x');
    expectTable('google', text, [
      ['FooBot', '/x', false],
      ['BarBot', '/x', false],
      ['FooBot', '/orphan', true],
    ]);
    // Every group naming the agent merges; a group naming it and `*` feeds the specific bucket.
    const merged = lines('User-agent: FooBot', 'Disallow: /a', 'User-agent: *', 'Disallow: /', 'User-agent: foobot', 'User-agent: *', 'Disallow: /b');
    expectTable('google', merged, [
      ['FooBot', '/a', false],
      ['FooBot', '/b', false],
      ['FooBot', '/c', true],
      ['BarBot', '/c', false],
    ]);
  });

  it('gm §3.3: priority is the pattern length, allow wins ties, an empty pattern has priority 0', () => {
    expectTable('google', ua + 'Disallow: /a\nAllow: /a', [['FooBot', '/a', true]]);
    expectTable('google', ua + 'Disallow: /ab\nAllow: /a*', [['FooBot', '/ab', true]]);
    expectTable('google', ua + 'Disallow: /abc\nAllow: /a*', [['FooBot', '/abc', false]]);
    expectTable('google', ua + 'Disallow:\nAllow:', [['FooBot', '/a', true]]);
  });

  it('gm §3.3: once a group named the agent, the * group is ignored even if the specific group decided nothing', () => {
    expectTable('google', 'User-agent: *\nDisallow: /\nUser-agent: FooBot\nDisallow:', [
      ['FooBot', '/x', true],
      ['BarBot', '/x', false],
    ]);
    expectTable('google', 'User-agent: *\nDisallow: /\nUser-agent: FooBot', [['FooBot', '/x', true]]);
    expectTable('google', 'User-agent: *\nDisallow: /\nUser-agent: FooBot\nDisallow: /private', [['FooBot', '/x', true]]);
  });

  it('gm §3.3: Allow: …/index.htm(l) also allows the directory itself (not in rfc9309)', () => {
    const text = ua + 'Allow: /d/index.html\nDisallow: /d/';
    expectTable('google', text, [
      ['FooBot', '/d/', true],
      ['FooBot', '/d/x', false],
      ['FooBot', '/d/index.html', true],
    ]);
    expectTable('rfc9309', text, [['FooBot', '/d/', false]]);
    expectTable('google', ua + 'Allow: /index.htm\nDisallow: /', [
      ['FooBot', '/', true],
      ['FooBot', '/x', false],
    ]);
    // Disallow rules are never rewritten.
    expectTable('google', ua + 'Disallow: /d/index.html', [['FooBot', '/d/', true]]);
  });

  it('gm §3.4: $ is special only at the end; * crosses / and ?; patterns must start with / or *', () => {
    expectTable('google', ua + 'Disallow: /a$$', [
      ['FooBot', '/a$', false],
      ['FooBot', '/a', true],
    ]);
    expectTable('google', ua + 'Disallow: /*.php$', [
      ['FooBot', '/a.php?x', true],
      ['FooBot', '/a/b.php', false],
    ]);
    expectTable('google', ua + 'Disallow: /*.php', [['FooBot', '/index?f=filename.php/', false]]);
    expectTable('google', ua + 'Disallow: x', [['FooBot', '/x', true]]);
  });

  it('gm §5: no /robots.txt exemption', () => {
    expectTable('google', 'User-agent: *\nDisallow: /', [['FooBot', '/robots.txt', false]]);
  });
});

// ---------------------------------------------------------------------------
describe('generators', () => {
  it('agreeingFileArb: all four dialects of the oracle agree (dm §4 side by side)', () => {
    fc.assert(
      fc.property(agreeingFileArb(), ({ text, agent, url }) => {
        // gm §3.2: Google compares the agent as given, so its caller passes the product token.
        const verdicts = ORACLE_DIALECTS.map((d) => oracleIsAllowed(d, text, d === 'google' ? tokenFromAgent(agent) : agent, url));
        expect(new Set(verdicts).size).toBe(1);
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('caseArb: produces both verdicts in every dialect', () => {
    for (const dialect of ORACLE_DIALECTS) {
      const verdicts = fc.sample(caseArb(dialect), 400).map((c) => oracleIsAllowed(dialect, c.text, c.agent, c.url));
      expect(verdicts.filter((v) => !v).length).toBeGreaterThan(10);
      expect(verdicts.filter((v) => v).length).toBeGreaterThan(10);
    }
  });
});
