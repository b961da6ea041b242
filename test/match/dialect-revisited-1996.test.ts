/**
 * Dialect `revisited-1996`: Kollar, Leavitt and Mauldin, *Robot Exclusion
 * Standard Revisited* (1996), as the seed S3b gives it (docs/spec/seeds/003_eb321f428e92f254.txt),
 * with the toolkit's decisions R-1…R-10 (docs/spec/dialects.md, "Decisions of the toolkit", §5.1).
 * The seed's Examples 1–3 are in seed-examples.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS, parse } from '../../src/index.ts';
import { valueWords } from '../../src/model/revisited-1996.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { allowed, file } from './helpers.ts';

const is = (text: string, agent: string, url: string, options = {}) => allowed(text, agent, url, 'revisited-1996', options);
const LYCOS = 'Lycos_Spider_(Rex)/1.0 libwww/3.1';
const RUNS = propertyRuns(1000);

describe('revisited-1996: the same tree, another reading of values (docs/grammar.md, "The 1996 … BNF, rule by rule")', () => {
  it('"User-Agent: Copernicus Fred # both" has the same tokens as ever; one value, read as two agent ids only here', () => {
    const text = 'User-Agent: Copernicus Fred # both\n';
    const line = parse(text).lines[0];
    expect(line?.tokens.map((token) => [token.kind, token.text])).toEqual([
      ['field-name', 'User-Agent'],
      ['colon', ':'],
      ['whitespace', ' '],
      ['value', 'Copernicus Fred'],
      ['whitespace', ' '],
      ['comment', '# both'],
      ['line-end', '\n'],
    ]);
    for (const dialect of DIALECTS) expect(compile(text, { dialect }).model.groups[0]?.agents.map((agent) => agent.value)).toEqual(['Copernicus Fred']);
    expect(valueWords('Copernicus Fred')).toEqual(['Copernicus', 'Fred']);
  });
});

describe('revisited-1996: values are lists (S3b BNF; §5.1)', () => {
  it('"User-Agent: [ [ WS ]+ agent_id ]+": one line lists several robots, and the record applies to each (S3b: "the path_root condition holds for all alike")', () => {
    const text = file('User-Agent: Copernicus Fred', 'Disallow: /x');
    for (const robot of ['Copernicus', 'Fred', 'Fred/2.0', 'Mozilla/5.0 (compatible; Copernicus/1.1)']) expect(is(text, robot, '/x')).toBe(false);
    expect(is(text, 'Barney', '/x')).toBe(true);
  });
  it('"Disallow: [ [ WS ]+ path_root ]*": each path root is a prefix rule of its own (R-5)', () => {
    const text = file('User-Agent: *', 'Disallow: /cgi-bin/ /tmp/');
    expect(is(text, 'AnyBot', '/cgi-bin/search')).toBe(false);
    expect(is(text, 'AnyBot', '/tmp/a.html')).toBe(false);
    expect(is(text, 'AnyBot', '/cgi-bin/ /tmp/')).toBe(false);
    expect(is(text, 'AnyBot', '/index.html')).toBe(true);
    expect(is(text, 'AnyBot', '/tmp')).toBe(true);
  });
  it('the model holds one rule per path root, each pointing at the line, in file order', () => {
    const robots = compile(file('User-Agent: *', 'Disallow: /a\t /b  /c # comment', 'Disallow: /d'), { dialect: 'revisited-1996' });
    const rules = robots.model.groups[0]?.rules ?? [];
    expect(rules.map((rule) => [rule.value, rule.pattern, rule.ref.line, rule.order])).toEqual([
      ['/a', '/a', 2, 0],
      ['/b', '/b', 2, 1],
      ['/c', '/c', 2, 2],
      ['/d', '/d', 3, 3],
    ]);
    expect(robots.model.fields[1]?.value).toBe('/a\t /b  /c');
  });
  it('WS is a space or a tab only (R-4): other whitespace is part of the path root', () => {
    expect(valueWords('/a\u000b/b')).toEqual(['/a\u000b/b']);
    expect(valueWords('/a\u00a0/b')).toEqual(['/a\u00a0/b']);
    expect(is(file('User-Agent: *', 'Disallow: /a\u00a0/b'), 'x', '/a')).toBe(true);
    expect(is(file('User-Agent: *', 'Disallow: /a\t/b'), 'x', '/b/c')).toBe(false);
  });
  it('zero path roots is an empty Disallow: it matches nothing, alone or beside others (R-5, A-7)', () => {
    expect(is(file('User-Agent: *', 'Disallow:'), 'x', '/a')).toBe(true);
    expect(is(file('User-Agent: *', 'Disallow: # nothing', 'Disallow: /a'), 'x', '/a')).toBe(false);
    expect(compile(file('User-Agent: *', 'Disallow: # a little nothing'), { dialect: 'revisited-1996' }).explain('/a', 'x').reasonCode).toBe('empty-disallow');
  });
  it('a comment ends a User-Agent or Disallow line; "#" right after a path root starts it too (R-10)', () => {
    expect(is(file('User-Agent: Fred # and nobody else', 'Disallow: /a #and everything in it'), 'Fred', '/a/b')).toBe(false);
    expect(is(file('User-Agent: Fred#x', 'Disallow: /a#b'), 'Fred', '/a')).toBe(false);
  });
});

describe('revisited-1996: which record applies (S3b; R-1, R-2, R-3)', () => {
  it('an agent id names a robot when it occurs, ignoring case, inside its product token: Lycos in Lycos_Spider_(Rex)/1.0 libwww/3.1 (R-1)', () => {
    for (const id of ['Lycos', 'lycos', 'SPIDER', 'Lycos_Spider_', 's_S']) expect(is(file(`User-Agent: ${id}`, 'Disallow: /'), LYCOS, '/a')).toBe(false);
  });
  it("the product token is the robot's name without version (dialects.md §0.2), not the whole header: libwww, 1.0 and (Rex) name nobody (R-1)", () => {
    expect(compile('', { dialect: 'revisited-1996' }).explain('/', LYCOS).token).toBe('Lycos_Spider_');
    for (const id of ['libwww', 'Rex', '1.0', 'Lycos_Spider_(Rex)', 'Mozilla']) expect(is(file(`User-Agent: ${id}`, 'Disallow: /'), LYCOS, '/a')).toBe(true);
    expect(is(file('User-Agent: FooBot', 'Disallow: /'), 'Mozilla/5.0 (compatible; FooBot/2.1)', '/a')).toBe(false);
  });
  it('the product token keeps digits and dots (§0.2 as written): MJ12bot, archive.org_bot and a part of them name those robots (R-1)', () => {
    const mj12 = 'Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)';
    expect(compile('', { dialect: 'revisited-1996' }).explain('/', mj12).token).toBe('MJ12bot');
    for (const id of ['MJ12bot', 'mj12', '12']) expect(is(file(`User-Agent: ${id}`, 'Disallow: /'), mj12, '/a')).toBe(false);
    expect(is(file('User-Agent: org_bot', 'Disallow: /'), 'archive.org_bot', '/a')).toBe(false);
    expect(is(file('User-Agent: MJ12bot', 'Disallow: /'), 'MJ13bot', '/a')).toBe(true);
  });
  it('the direction is fixed: the id inside the token, so a longer id names nobody; the agentMatch option does not apply (R-1)', () => {
    const text = file('User-Agent: FooBot-Images', 'Disallow: /');
    expect(is(text, 'FooBot', '/a')).toBe(true);
    expect(is(text, 'FooBot', '/a', { agentMatch: 'token-in-value' })).toBe(true);
    expect(is(file('User-Agent: bot', 'Disallow: /'), 'Spambot', '/a', { agentMatch: 'token-in-value' })).toBe(false);
  });
  it('"*" among the ids is every robot: "* Rex" and "Rex *" both (R-3)', () => {
    for (const value of ['*', '* Rex', 'Rex *', 'Fred\t*']) expect(is(file(`User-Agent: ${value}`, 'Disallow: /'), 'AnyBot', '/a')).toBe(false);
  });
  it('an id that only contains "*" is a literal id, not every robot (R-3)', () => {
    expect(is(file('User-Agent: *bot', 'Disallow: /'), 'AnyBot', '/a')).toBe(true);
    expect(is(file('User-Agent: **', 'Disallow: /'), 'AnyBot', '/a')).toBe(true);
  });
  it('the first record naming the robot applies, even below a * record; else the first * record (R-2)', () => {
    const text = file(
      'User-Agent: *',
      'Disallow: /star',
      '',
      'User-Agent: Fred',
      'Disallow: /fred1',
      '',
      'User-Agent: Fred',
      'Disallow: /fred2',
      '',
      'User-Agent: * Rex',
      'Disallow: /rex',
    );
    expect(is(text, 'Fred', '/star')).toBe(true);
    expect(is(text, 'Fred', '/fred1')).toBe(false);
    expect(is(text, 'Fred', '/fred2')).toBe(true);
    expect(is(text, 'Rex', '/rex')).toBe(false);
    expect(is(text, 'Rex', '/star')).toBe(true);
    expect(is(text, 'AnyBot', '/star')).toBe(false);
    expect(is(text, 'AnyBot', '/rex')).toBe(true);
  });
  it('no record names the robot and none lists *: the robot ignores the file (S3b; R-2)', () => {
    const robots = compile(file('User-Agent: Fred', 'Disallow: /'), { dialect: 'revisited-1996' });
    expect(robots.isAllowed('/a', 'AnyBot')).toBe(true);
    expect(robots.explain('/a', 'AnyBot').reasonCode).toBe('no-applicable-record');
  });
  it('a robot without a name token is named by no id; only * applies to it', () => {
    expect(is(file('User-Agent: a', 'Disallow: /'), '1234', '/x')).toBe(true);
    expect(is(file('User-Agent: a', 'Disallow: /', '', 'User-Agent: *', 'Disallow: /x'), '1234', '/x')).toBe(false);
  });
  it('explain says the seed lets the robot obey any matching record, and which one the toolkit took (R-2)', () => {
    const explanation = compile(file('User-Agent: *', 'Disallow: /', '', 'User-Agent: Lycos', 'Disallow: /cgi-bin/ /tmp/'), {
      dialect: 'revisited-1996',
    }).explain('/tmp/x', LYCOS);
    expect(explanation).toMatchObject({
      allowed: false,
      reasonCode: 'rule-matched',
      record: { index: 1, agents: ['Lycos'] },
      rule: { line: 5, value: '/tmp/', pattern: '/tmp/' },
    });
    expect(explanation.reason).toBe(
      'Disallowed by line 5 "Disallow: /cgi-bin/ /tmp/" of the record at line 4 for "Lycos_Spider_". Robot Exclusion Standard Revisited lets a robot that several records match obey any of them; the toolkit takes the first record naming it, else the first * record.',
    );
    expect(compile('User-Agent: Fred\nDisallow: /\n', { dialect: 'revisited-1996' }).explain('/', 'Barney').reason).toBe(
      'Allowed: no record for "Barney" and no default (*) record.',
    );
  });
});

describe('revisited-1996: records (R-7, as 1994 §1.2)', () => {
  it('"[ NL ]+" ends a record: a blank line, or a whitespace-only one (A-15), cuts the Disallow off', () => {
    expect(is(file('User-Agent: Fred', '', 'Disallow: /a'), 'Fred', '/a')).toBe(true);
    expect(is(file('User-Agent: Fred', ' \t', 'Disallow: /a'), 'Fred', '/a')).toBe(true);
  });
  it('comment lines sit anywhere in a record ("[ # comment string NL ]*")', () => {
    expect(is(file('# for Fred', 'User-Agent: Fred', '# stay away', 'Disallow: /a', '# more'), 'Fred', '/a')).toBe(false);
  });
  it('several User-Agent lines in a row share the record; one after a Disallow starts a new record (A-5)', () => {
    const text = file('User-Agent: Fred', 'User-Agent: Barney', 'Disallow: /a', 'User-Agent: Wilma', 'Disallow: /b');
    expect(is(text, 'Barney', '/a')).toBe(false);
    expect(is(text, 'Wilma', '/a')).toBe(true);
    expect(compile(text, { dialect: 'revisited-1996' }).model.groups).toHaveLength(2);
  });
  it("a record without Disallow lines matches its robots and allows everything (A-4; Example 2's Copernicus Fred)", () => {
    const text = file('User-Agent: Fred', '', 'User-Agent: *', 'Disallow: /');
    expect(is(text, 'Fred', '/a')).toBe(true);
    expect(compile(text, { dialect: 'revisited-1996' }).explain('/a', 'Fred').reasonCode).toBe('record-without-rules');
  });
  it('Disallow lines outside a record are ignored (A-6), with one finding per line however many path roots', () => {
    const robots = compile(file('Disallow: /a /b', '', 'User-Agent: *', 'Disallow: /c'), { dialect: 'revisited-1996' });
    expect(robots.isAllowed('/a', 'x')).toBe(true);
    expect(robots.model.ignoredRules.map((rule) => rule.value)).toEqual(['/a', '/b']);
    expect(robots.diagnostics.filter((d) => d.code === 'rule-outside-group')).toHaveLength(1);
  });
  it('Allow is not in the BNF: an unrecognised field, ignored, and it neither ends a record nor counts as a rule line (R-6)', () => {
    const text = file('User-Agent: *', 'Allow: /a/b', 'Disallow: /a');
    expect(is(text, 'x', '/a/b')).toBe(false);
    expect(compile(text, { dialect: 'revisited-1996' }).model.groups[0]?.rules).toHaveLength(1);
    expect(is(file('User-Agent: Fred', 'Crawl-delay: 5', 'User-Agent: Barney', 'Disallow: /'), 'Fred', '/a')).toBe(false);
  });
  it('field keywords are case-insensitive (S3b: "case plays no role")', () => {
    expect(is(file('USER-AGENT: *', 'disallow: /a'), 'x', '/a')).toBe(false);
  });
  it('an empty file, or one without records, allows everything (R-9)', () => {
    expect(compile('', { dialect: 'revisited-1996' }).explain('/a', 'x').reasonCode).toBe('empty-file');
    expect(is('# only a comment\n', 'x', '/a')).toBe(true);
  });
});

describe('revisited-1996: paths (S3b: "case in path_root matters"; R-8)', () => {
  it('a literal, case-sensitive prefix, query included', () => {
    const text = file('User-Agent: *', 'Disallow: /Tmp/ /search?q=');
    expect(is(text, 'x', '/Tmp/a')).toBe(false);
    expect(is(text, 'x', '/tmp/a')).toBe(true);
    expect(is(text, 'x', 'http://example.com/search?q=cats')).toBe(false);
  });
  it('no %XX decoding, no wildcards, no /robots.txt exemption', () => {
    const text = file('User-Agent: *', 'Disallow: /%7Ejim /*.gif /a$');
    expect(is(text, 'x', '/~jim/')).toBe(true);
    expect(is(text, 'x', '/%7Ejim/')).toBe(false);
    expect(is(text, 'x', '/x.gif')).toBe(true);
    expect(is(text, 'x', '/*.gif')).toBe(false);
    expect(is(text, 'x', '/a$b')).toBe(false);
    expect(is(text, 'x', '/a')).toBe(true);
    expect(is(file('User-Agent: *', 'Disallow: /'), 'x', '/robots.txt')).toBe(false);
  });
  it('any matching path root disallows, wherever it stands', () => {
    const text = file('User-Agent: *', 'Disallow: /x', 'Disallow: /a/b /a');
    const explanation = compile(text, { dialect: 'revisited-1996' }).explain('/a/b/c', 'x');
    expect(explanation.allowed).toBe(false);
    expect(explanation.matchedRules.map((rule) => rule.value)).toEqual(['/a/b', '/a']);
  });
});

describe('revisited-1996: the example of docs/matching.md', () => {
  it('Lycos obeys its own record below the * record; everyone else is shut out', () => {
    const robots = compile('User-Agent: *\nDisallow: /\n\nUser-Agent: Lycos\nDisallow: /cgi-bin/ /tmp/\n', { dialect: 'revisited-1996' });
    expect(robots.isAllowed('/index.html', LYCOS)).toBe(true);
    expect(robots.isAllowed('/tmp/x', LYCOS)).toBe(false);
    expect(robots.isAllowed('/index.html', 'FooBot')).toBe(false);
  });
});

describe('revisited-1996: a list means the same as one line per item (property)', () => {
  // Records of User-Agent lines listing ids and Disallow lines listing path roots, written once with
  // the lists on one line (space/tab runs) and once with one id or root per line.
  const ids = fc.constantFrom('Copernicus', 'Fred', 'Rex', 'Lycos', '*', 'oo', 'FooBot', 'spider');
  const roots = fc.constantFrom('/', '/a', '/a/b', '/tmp/', '/t', '/cgi-bin/', '/A', '/x?y', '/%7E', '/*.gif');
  const separator = fc.constantFrom(' ', '\t', '  ', ' \t ');
  const listArb = (item: fc.Arbitrary<string>, minLength: number): fc.Arbitrary<List> => fc.tuple(fc.array(item, { minLength, maxLength: 3 }), separator);
  const recordArb = fc.record({ agents: fc.array(listArb(ids, 1), { minLength: 1, maxLength: 2 }), rules: fc.array(listArb(roots, 0), { maxLength: 3 }) });
  const fileArb = fc.array(recordArb, { minLength: 1, maxLength: 3 });
  type List = [items: string[], separator: string];
  const write = (records: readonly { agents: List[]; rules: List[] }[], split: boolean): string =>
    records
      .map(({ agents, rules }) => {
        const lines = (key: string, lists: List[]) =>
          lists.flatMap(([items, sep]) => (split && items.length > 0 ? items.map((item) => `${key}: ${item}`) : [`${key}: ${items.join(sep)}`]));
        return [...lines('User-Agent', agents), ...lines('Disallow', rules)].join('\n');
      })
      .join('\n\n');
  const agentArb = fc.constantFrom('Copernicus/1.0', 'fred', 'Rex', LYCOS, 'Mozilla/5.0 (compatible; FooBot/2.1)', 'Stranger', '');
  const urlArb = fc.tuple(roots, fc.constantFrom('', 'x', '/', '.gif', '?q')).map(([root, tail]) => root.replace('*', 'z') + tail);

  it(`on ${RUNS} generated files`, () => {
    fc.assert(
      fc.property(fileArb, agentArb, urlArb, (records, agent, url) => {
        const joined = compile(write(records, false), { dialect: 'revisited-1996' });
        const split = compile(write(records, true), { dialect: 'revisited-1996' });
        expect(joined.isAllowed(url, agent)).toBe(split.isAllowed(url, agent));
      }),
      { numRuns: RUNS },
    );
  });
});
