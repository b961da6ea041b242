/**
 * Every example file of the seed documents (examples/, see its README), with
 * the verdicts the seed text states, under each dialect it belongs to.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile, DIALECT_PROPERTIES, DIALECTS, type Dialect } from '../../src/index.ts';

const example = (name: string): string => readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8');
const verdict = (name: string, dialect: Dialect, agent: string, url: string): boolean => compile(example(name), { dialect }).isAllowed(url, agent);
const EXEMPTS_ROBOTS_TXT: readonly Dialect[] = ['draft-1996', 'rfc9309'];

describe.each(DIALECTS.map((dialect) => [dialect]))('1994 standard, "Examples" (S0, S1, S3c, S4) under %s', (dialect: Dialect) => {
  it.each(['1994-cyberworld.txt'])('%s: no robot may visit /cyberworld/map/, /tmp/ or /foo.html', (name) => {
    for (const url of ['/cyberworld/map/index.html', '/tmp/x', '/foo.html']) expect(verdict(name, dialect, 'AnyBot/1.0', url)).toBe(false);
    expect(verdict(name, dialect, 'AnyBot/1.0', '/cyberworld/index.html')).toBe(true);
  });
  it.each(['1994-cybermapper.txt', 'es-1994-cybermapper.txt'])('%s: no robot may visit /cyberworld/map/, except cybermapper', (name) => {
    expect(verdict(name, dialect, 'AnyBot/1.0', '/cyberworld/map/x')).toBe(false);
    // docs/spec/google.md §3.2: Google's matcher takes the agent as given, so its caller passes the product token.
    expect(verdict(name, dialect, dialect === 'google' ? 'cybermapper' : 'cybermapper/1.0', '/cyberworld/map/x')).toBe(true);
    expect(verdict(name, dialect, 'AnyBot/1.0', '/elsewhere')).toBe(true);
  });
  it.each(['1994-go-away.txt', 'es-1994-go-away.txt', 'faq-go-away.txt', 'ru-machine-1994-example-3.txt'])('%s: no robot may visit the site', (name) => {
    for (const url of ['/', '/index.html', '/a/b?c']) expect(verdict(name, dialect, 'AnyBot', url)).toBe(false);
    expect(verdict(name, dialect, 'AnyBot', '/robots.txt')).toBe(EXEMPTS_ROBOTS_TXT.includes(dialect));
  });
});

describe.each(DIALECTS.map((dialect) => [dialect]))('Russian copies of the 1994 examples under %s', (dialect: Dialect) => {
  it('S4 machine-translated the paths ("/ TMP /"): the rules keep their spaces and block only those strings (revisited-1996: three path roots, "/" among them)', () => {
    expect(verdict('ru-machine-1994-example-1.txt', dialect, 'AnyBot', '/ TMP /x')).toBe(false);
    expect(verdict('ru-machine-1994-example-1.txt', dialect, 'AnyBot', '/tmp/x')).toBe(dialect !== 'revisited-1996');
    expect(verdict('ru-machine-1994-example-2.txt', dialect, 'cybermapper', '/ TMP /x')).toBe(true);
  });
  it('S3c as scraped has a blank line after "User-Agent: *": a record boundary in 1994, the draft and revisited-1996, nothing in rfc9309', () => {
    const legacy = DIALECT_PROPERTIES[dialect].blankLinesEndRecords;
    expect(verdict('ru-1994-example-3.txt', dialect, 'AnyBot', '/index.html')).toBe(legacy);
    expect(verdict('ru-1994-example-1.txt', dialect, 'AnyBot', '/tmp/x')).toBe(legacy);
    expect(verdict('ru-1994-example-2.txt', dialect, 'cybermapper', '/cyberworld/map/x')).toBe(true);
  });
});

describe.each(DIALECTS.map((dialect) => [dialect]))('Web Robots FAQ webcrawler/lycra example (S3a) under %s', (dialect: Dialect) => {
  const name = 'faq-webcrawler-lycra.txt';
  it('webcrawler has nothing disallowed', () => {
    for (const url of ['/', '/tmp/x', '/logs']) expect(verdict(name, dialect, 'webcrawler', url)).toBe(true);
  });
  it('lycra is shut out', () => {
    for (const url of ['/', '/tmp/x', '/index.html']) expect(verdict(name, dialect, 'lycra', url)).toBe(false);
  });
  it('every other robot stays out of /tmp and /logs', () => {
    expect(verdict(name, dialect, 'other', '/tmp/a')).toBe(false);
    expect(verdict(name, dialect, 'other', '/logs/a')).toBe(false);
    expect(verdict(name, dialect, 'other', '/index.html')).toBe(true);
  });
  it('as scraped (the Disallow under webcrawler lost, A-17), webcrawler still goes anywhere in 1994, draft-1996 and revisited-1996 but joins lycra in rfc9309/google', () => {
    const scraped = 'faq-webcrawler-lycra.as-scraped.txt';
    const legacy = DIALECT_PROPERTIES[dialect].blankLinesEndRecords;
    expect(verdict(scraped, dialect, 'webcrawler', '/x')).toBe(legacy);
  });
});

describe('Kollar/Leavitt/Mauldin examples (S3b, §5.1, A-16)', () => {
  it('Example 1 under 1994: "Lycos" names Lycos_Spider_ only in the value-in-token direction (A-1); its one value "/cgi-bin/ /tmp/" blocks neither directory', () => {
    const lycos = 'Lycos_Spider_(Rex)/1.0 libwww/3.1';
    const robots = compile(example('kollar-example-1.txt'), { dialect: '1994', agentMatch: 'value-in-token' });
    expect(robots.isAllowed('/cgi-bin/x', lycos)).toBe(true);
    expect(robots.isAllowed('/tmp/x', lycos)).toBe(true);
    expect(robots.isAllowed('/', 'OtherBot')).toBe(false);
    expect(verdict('kollar-example-1.txt', '1994', lycos, '/cgi-bin/x')).toBe(false);
  });
  it('Example 1 under rfc9309: the Lycos group names the product token Lycos; "/cgi-bin/ /tmp/" has a space and matches neither path', () => {
    expect(verdict('kollar-example-1.txt', 'rfc9309', 'Lycos', '/cgi-bin/x')).toBe(true);
    expect(verdict('kollar-example-1.txt', 'rfc9309', 'OtherBot', '/x')).toBe(false);
  });
  it.each(['1994', 'draft-1996'] as const)(
    'Example 2 under %s (A-9: values read whole): Copernicus and Fred may go anywhere, Rex stays out of /t',
    (dialect) => {
      for (const robot of ['Copernicus', 'Fred', 'Fred/1.0', 'OtherBot']) expect(verdict('kollar-example-2.txt', dialect, robot, '/tmp/x')).toBe(true);
      expect(verdict('kollar-example-2.txt', dialect, 'Rex', '/tmp/x')).toBe(false);
      expect(verdict('kollar-example-2.txt', dialect, 'Rex', '/index.html')).toBe(true);
    },
  );
  it('Example 2 under rfc9309: the blank line does not end the group, so Copernicus and "* Rex" (= *) share /t', () => {
    expect(verdict('kollar-example-2.txt', 'rfc9309', 'Copernicus', '/tea-time/')).toBe(false);
    expect(verdict('kollar-example-2.txt', 'rfc9309', 'Fred', '/top-cat.txt')).toBe(false);
  });
  it.each(DIALECTS.map((dialect) => [dialect]))(
    'Example 3 under %s: /spiders/not/here/ is closed, its parents are not; empty Disallows change nothing',
    (dialect) => {
      const name = 'kollar-example-3.txt';
      expect(verdict(name, dialect, 'AnyBot', '/spiders/not/here/really/')).toBe(false);
      expect(verdict(name, dialect, 'AnyBot', '/spiders/not/here/yes/even/me.html')).toBe(false);
      expect(verdict(name, dialect, 'AnyBot', '/spiders/not/')).toBe(true);
      expect(verdict(name, dialect, 'AnyBot', '/spiders/not/her')).toBe(true);
    },
  );
});

describe('Kollar/Leavitt/Mauldin examples under their own dialect, revisited-1996 (S3b; docs/spec/dialects.md §5.1, A-16)', () => {
  const LYCOS = 'Lycos_Spider_(Rex)/1.0 libwww/3.1';
  const ROBOTS = { Lycos: LYCOS, Copernicus: 'Copernicus/1.0', Fred: 'Fred', Rex: 'Rex/2.0', unnamed: 'AnyBot/1.0' };
  const revisited = (name: string, robot: string, url: string): boolean => verdict(name, 'revisited-1996', robot, url);

  it('Example 1: "the server will be indexed only by Lycos", which may not enter /cgi-bin/ and /tmp/', () => {
    const name = 'kollar-example-1.txt';
    for (const url of ['/', '/index.html', '/cgi-bin/', '/tmp/x']) expect(revisited(name, ROBOTS.unnamed, url)).toBe(false);
    for (const robot of [ROBOTS.Copernicus, ROBOTS.Fred, ROBOTS.Rex]) expect(revisited(name, robot, '/index.html')).toBe(false);
    for (const url of ['/', '/index.html', '/cgi-binx', '/tmp']) expect(revisited(name, LYCOS, url)).toBe(true);
    for (const url of ['/cgi-bin/search', '/tmp/', '/tmp/a/b.html']) expect(revisited(name, LYCOS, url)).toBe(false);
  });
  it('Example 2: Copernicus and Fred may index the whole server; everyone else, and "especially Rex", stays out of /t…', () => {
    const name = 'kollar-example-2.txt';
    for (const robot of [ROBOTS.Copernicus, ROBOTS.Fred]) {
      for (const url of ['/tmp/', '/tea-time/', '/top-cat.txt', '/traverse.this', '/']) expect(revisited(name, robot, url)).toBe(true);
    }
    for (const robot of [ROBOTS.Rex, ROBOTS.unnamed, LYCOS]) {
      for (const url of ['/tmp/', '/tea-time/', '/top-cat.txt', '/traverse.this']) expect(revisited(name, robot, url)).toBe(false);
      expect(revisited(name, robot, '/index.html')).toBe(true);
    }
    expect(compile(example(name), { dialect: 'revisited-1996' }).explain('/t', 'Rex').record?.agents).toEqual(['* Rex']);
  });
  it('Example 3: every robot keeps out of /spiders/not/here/ and what is below, not /spiders/not/ or /spiders/not/her', () => {
    const name = 'kollar-example-3.txt';
    for (const robot of Object.values(ROBOTS)) {
      for (const url of ['/spiders/not/here/', '/spiders/not/here/really/', '/spiders/not/here/yes/even/me.html'])
        expect(revisited(name, robot, url)).toBe(false);
      for (const url of ['/spiders/not/', '/spiders/not/her', '/']) expect(revisited(name, robot, url)).toBe(true);
    }
  });
  it('as scraped, the blank line after every line ends every record before its Disallow: nothing is disallowed, against the text (A-17, §8)', () => {
    for (const n of [1, 2, 3]) {
      const robots = compile(example(`kollar-example-${n}.as-scraped.txt`), { dialect: 'revisited-1996' });
      expect(robots.model.groups.every((group) => group.rules.length === 0)).toBe(true);
      for (const robot of Object.values(ROBOTS)) {
        for (const url of ['/', '/cgi-bin/x', '/tmp/', '/spiders/not/here/']) expect(robots.isAllowed(url, robot)).toBe(true);
      }
    }
  });
});

describe('RFC 9309 §5 example files under rfc9309 and google', () => {
  it.each([['rfc9309'], ['google']] as const)('%s', (dialect) => {
    expect(verdict('rfc9309-5.1-simple.txt', dialect, 'foobot', '/example/allowed.gif')).toBe(true);
    expect(verdict('rfc9309-5.1-simple.txt', dialect, 'otherbot', '/img/a.gif')).toBe(false);
    expect(verdict('rfc9309-5.2-longest-match.txt', dialect, 'foobot', '/example/page/disallowed.gif')).toBe(false);
    expect(verdict('rfc9309-5.2-longest-match.txt', dialect, 'foobot', '/example/page/x')).toBe(true);
  });
});
