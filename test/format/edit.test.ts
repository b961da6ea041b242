/**
 * The editing API: minimal edits, untouched lines byte-identical,
 * new lines in the file's line end and the canonical layout, and an added
 * rule changes verdicts only for its robot and only on URLs it matches.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits, compile, DIALECTS, DIALECT_PROPERTIES, edit, parse } from '../../src/index.ts';
import { AGENT_POOL, agentArb, PLAIN_PATH_POOL, urlArb, WILDCARD_PATH_POOL } from '../oracle/generators.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';
import { fileArb } from './helpers.ts';
import type { Dialect } from '../../src/index.ts';

const { addGroup, addRule, addSitemap, removeField, removeGroup, removeRule, removeSitemap, renameAgent, setField, setSitemaps } = edit;

const RUNS = Math.max(1000, Math.floor(FUZZ_RUNS / 5));
const targetArb = fc.constantFrom(...AGENT_POOL.filter((agent) => agent !== '*'), 'GPTBot');
const pathArb = fc.constantFrom(...PLAIN_PATH_POOL.filter((path) => !/[\s#]/.test(path)), ...WILDCARD_PATH_POOL.filter((path) => !/[\s#]/.test(path)));

/** Whether the robot `agent` reads a group naming `target` in `text` (rfc9309 unless another dialect is named). */
function appliesTo(text: string, target: string, agent: string, dialect: Dialect = 'rfc9309'): boolean {
  return compile(text, { dialect })
    .groupsFor(agent)
    .some((group) => group.agents.some((field) => field.value.toLowerCase() === target.toLowerCase()));
}

describe('addRule', () => {
  it(`changes verdicts only for its robot and only on URLs the rule matches, by inserting lines only (${RUNS} runs)`, () => {
    const caseArb = fc.tuple(fileArb, targetArb, fc.constantFrom('allow' as const, 'disallow' as const), pathArb).chain(([file, target, kind, path]) =>
      fc.record({
        file: fc.constant(file),
        target: fc.constant(target),
        kind: fc.constant(kind),
        path: fc.constant(path),
        probes: fc.array(fc.tuple(agentArb([...file.agents, target]), urlArb([...file.paths, path])), { minLength: 1, maxLength: 6 }),
      }),
    );
    fc.assert(
      fc.property(caseArb, ({ file, target, kind, path, probes }) => {
        const edits = addRule(file.text, target, kind, path);
        for (const edit of edits) expect(edit.end).toBe(edit.offset);
        const after = applyEdits(file.text, edits);
        const before = compile(file.text, { dialect: 'rfc9309' });
        const changed = compile(after, { dialect: 'rfc9309' });
        const matcher = compile(`User-agent: *\nDisallow: ${path}\n`, { dialect: 'rfc9309' });
        for (const [agent, url] of probes) {
          if (before.isAllowed(url, agent) === changed.isAllowed(url, agent)) continue;
          expect(appliesTo(after, target, agent), `${agent} ${url}`).toBe(true);
          expect(matcher.isAllowed(url, agent), `${path} matches ${url}`).toBe(false);
        }
        // The rule is there for the robot: asking again adds nothing.
        expect(addRule(after, target, kind, path)).toEqual(edits.length === 0 ? [] : addRule(after, target, kind, path));
        expect(changed.rulesFor(target).some((rule) => rule.kind === kind && rule.value === path)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('appends to the robot’s own group, in the file’s line end', () => {
    const text = 'User-agent: FooBot\r\nDisallow: /a\r\n\r\nUser-agent: *\r\nDisallow: /tmp/\r\n';
    expect(applyEdits(text, addRule(text, 'foobot', 'allow', '/a/b'))).toBe(
      'User-agent: FooBot\r\nDisallow: /a\r\nAllow: /a/b\r\n\r\nUser-agent: *\r\nDisallow: /tmp/\r\n',
    );
  });

  it('creates a group (with the * rules the robot followed) at the end, or at the start when the last group has no rule yet', () => {
    expect(applyEdits('User-agent: *\nDisallow: /x', addRule('User-agent: *\nDisallow: /x', 'GPTBot', 'disallow', '/'))).toBe(
      'User-agent: *\nDisallow: /x\n\nUser-agent: GPTBot\nDisallow: /x\nDisallow: /\n',
    );
    const open = '\ufeffUser-agent: *\nDisallow: /x\n\nUser-agent: Late\n';
    expect(applyEdits(open, addRule(open, 'GPTBot', 'disallow', '/'))).toBe(
      '\ufeffUser-agent: GPTBot\nDisallow: /x\nDisallow: /\n\nUser-agent: *\nDisallow: /x\n\nUser-agent: Late\n',
    );
    expect(applyEdits('', addRule('', 'GPTBot', 'disallow', '/'))).toBe('User-agent: GPTBot\nDisallow: /\n');
  });

  it('refuses a path that would break the line, and writes # as %23', () => {
    expect(() => addRule('', 'x', 'disallow', '/a\nUser-agent: evil')).toThrow(RangeError);
    expect(applyEdits('', addRule('', 'x', 'disallow', '/a#b'))).toBe('User-agent: x\nDisallow: /a%23b\n');
  });
});

describe('addRule under every dialect (the record dialects: the first record a robot matches is the one it follows)', () => {
  const dialectArb = fc.constantFrom(...DIALECTS);
  it(`the robot follows the new rule, and only robots that now read a group naming it change verdicts (${RUNS} runs)`, () => {
    const caseArb = fc
      .tuple(fileArb, targetArb, fc.constantFrom('allow' as const, 'disallow' as const), pathArb, dialectArb)
      .chain(([file, target, kind, path, dialect]) =>
        fc.record({
          file: fc.constant(file),
          target: fc.constant(target),
          kind: fc.constant(kind),
          path: fc.constant(path),
          dialect: fc.constant(dialect),
          probes: fc.array(fc.tuple(agentArb([...file.agents, target]), urlArb([...file.paths, path])), { minLength: 1, maxLength: 6 }),
        }),
      );
    fc.assert(
      fc.property(caseArb, ({ file, target, kind, path, dialect, probes }) => {
        if (kind === 'allow' && !DIALECT_PROPERTIES[dialect].allowLines) {
          expect(() => addRule(file.text, target, kind, path, { dialect })).toThrow(RangeError);
          return;
        }
        const edits = addRule(file.text, target, kind, path, { dialect });
        for (const edit of edits) expect(edit.end).toBe(edit.offset);
        const after = applyEdits(file.text, edits);
        const before = compile(file.text, { dialect });
        const changed = compile(after, { dialect });
        // The robot itself: the rule is among those it follows, and its verdicts change only where the rule matches.
        expect(changed.rulesFor(target).some((rule) => rule.kind === kind && rule.value === path)).toBe(true);
        // The rule alone, as the dialect reads it (Google's Allow of `/index.html` also matches its directory).
        const alone = compile(`User-agent: *\n${kind === 'allow' ? 'Allow' : 'Disallow'}: ${path}\n`, { dialect });
        for (const [agent, url] of [...probes, ...probes.map(([, url]): [string, string] => [target, url])]) {
          if (before.isAllowed(url, agent) === changed.isAllowed(url, agent)) continue;
          expect(appliesTo(after, target, agent, dialect), `${agent} ${url}`).toBe(true);
          if (agent === target) expect(alone.matchingLine(url, agent), `${path} matches ${url}`).toBe(2);
        }
        expect(addRule(after, target, kind, path, { dialect })).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('a robot named in a shared record gets a record of its own before it (a later one would never be read)', () => {
    const text = 'User-agent: a\nUser-agent: GPTBot\nDisallow: /x\n';
    for (const dialect of ['1994', 'draft-1996', 'revisited-1996'] as const) {
      const after = applyEdits(text, addRule(text, 'GPTBot', 'disallow', '/y', { dialect }));
      expect(after).toBe('User-agent: GPTBot\nDisallow: /x\nDisallow: /y\n\nUser-agent: a\nUser-agent: GPTBot\nDisallow: /x\n');
      expect(compile(after, { dialect }).isAllowed('/y', 'GPTBot')).toBe(false);
      expect(compile(after, { dialect }).isAllowed('/y', 'a')).toBe(true);
    }
    // Merged groups: the new group adds to the shared one.
    expect(applyEdits(text, addRule(text, 'GPTBot', 'disallow', '/y'))).toBe(`${text}\nUser-agent: GPTBot\nDisallow: /y\n`);
  });

  it('the record a robot follows takes the line, not a later one naming it', () => {
    const text = 'User-agent: GPTBot\nDisallow: /x\n\nUser-agent: GPTBot\nDisallow: /z\n';
    expect(applyEdits(text, addRule(text, 'GPTBot', 'disallow', '/y', { dialect: '1994' }))).toBe(text.replace('/x\n', '/x\nDisallow: /y\n'));
  });

  it('refuses an Allow line under 1994, which has none', () => {
    expect(() => addRule('User-agent: *\nDisallow: /\n', 'GPTBot', 'allow', '/ok', { dialect: '1994' })).toThrow(/no Allow lines/);
  });

  it('setField under a record dialect goes to the record the robot follows', () => {
    const text = 'User-agent: a\nUser-agent: GPTBot\nDisallow: /x\n';
    const after = applyEdits(text, setField(text, 'GPTBot', 'Crawl-delay', '5', { dialect: 'draft-1996' }));
    expect(after).toBe('User-agent: GPTBot\nDisallow: /x\nCrawl-delay: 5\n\nUser-agent: a\nUser-agent: GPTBot\nDisallow: /x\n');
    expect(compile(after, { dialect: 'draft-1996' }).crawlDelay('GPTBot')).toBe(5);
    expect(compile(after, { dialect: 'draft-1996' }).crawlDelay('a')).toBeUndefined();
  });
});

describe('the other edits', () => {
  const text =
    '# shop\nUser-agent: FooBot\nUser-agent: BarBot\nDisallow: /a\nDisallow: /b\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /tmp/\nSitemap: https://example.com/a.xml\n';

  it('removeRule deletes the lines, and leaves an empty Disallow in a group it would empty', () => {
    expect(applyEdits(text, removeRule(text, 'FooBot', 'disallow', '/a'))).toBe(text.replace('Disallow: /a\n', ''));
    expect(applyEdits(text, removeRule(text, '*', 'disallow', '/tmp/'))).toBe(text.replace('Disallow: /tmp/', 'Disallow:'));
  });

  it('removeRule and removeGroup delete 200,000 lines (more than a call takes as arguments; 1994 reads past 500 KiB)', () => {
    const many = `User-agent: FooBot\n${'Disallow: /a\n'.repeat(200_000)}Disallow: /b\n`;
    expect(applyEdits(many, removeRule(many, 'FooBot', 'disallow', '/a', { dialect: '1994' }))).toBe('User-agent: FooBot\nDisallow: /b\n');
    const agents = `${'User-agent: FooBot\n'.repeat(200_000)}User-agent: BarBot\nDisallow: /a\n`;
    expect(applyEdits(agents, removeGroup(agents, 'FooBot', { dialect: '1994' }))).toBe('User-agent: BarBot\nDisallow: /a\n');
  });

  it('removeGroup removes a robot from a shared group, or the whole group but its sitemaps', () => {
    expect(applyEdits(text, removeGroup(text, 'barbot'))).toBe(text.replace('User-agent: BarBot\n', ''));
    expect(applyEdits(text, removeGroup(text, '*'))).toBe(text.replace('User-agent: *\nDisallow: /tmp/\n', ''));
  });

  it('renameAgent changes the values only', () => {
    const edits = renameAgent(text, 'FOOBOT', 'FooBot-News');
    expect(edits).toHaveLength(1);
    expect(edits[0]?.range.start).toEqual({ line: 2, column: 13, offset: 19 });
    expect(applyEdits(text, edits)).toBe(text.replace('User-agent: FooBot', 'User-agent: FooBot-News'));
  });

  it('sitemaps: add (once), remove, set', () => {
    expect(addSitemap(text, 'https://example.com/a.xml')).toEqual([]);
    expect(applyEdits(text, addSitemap(text, 'https://example.com/b.xml'))).toBe(`${text}\nSitemap: https://example.com/b.xml\n`);
    expect(applyEdits(text, removeSitemap(text, 'https://example.com/a.xml'))).toBe(text.replace('Sitemap: https://example.com/a.xml\n', ''));
    const set = applyEdits(text, setSitemaps(text, ['https://example.com/c.xml']));
    expect(compile(set).sitemaps).toEqual(['https://example.com/c.xml']);
  });

  it('setField replaces a value in place or adds a line; removeField deletes', () => {
    expect(applyEdits(text, setField(text, 'foobot', 'crawl-delay', '10'))).toBe(text.replace('Crawl-delay: 5', 'Crawl-delay: 10'));
    expect(applyEdits(text, setField(text, '*', 'Crawl-delay', '1'))).toBe(
      text.replace('Disallow: /tmp/\nSitemap: https://example.com/a.xml\n', 'Disallow: /tmp/\nSitemap: https://example.com/a.xml\nCrawl-delay: 1\n'),
    );
    expect(applyEdits(text, setField(text, undefined, 'host', 'example.com'))).toBe(text.replace('# shop\n', '# shop\nHost: example.com\n\n'));
    expect(applyEdits(text, removeField(text, 'BarBot', 'Crawl-delay'))).toBe(text.replace('Crawl-delay: 5\n', ''));
    expect(compile(applyEdits(text, setField(text, '*', 'Crawl-delay', '1'))).crawlDelay('Other')).toBe(1);
  });

  it('addGroup writes the canonical layout', () => {
    const edits = addGroup(text, { agents: ['GPTBot', 'CCBot'], rules: [{ kind: 'disallow', path: '/' }], comments: ['AI crawlers'] });
    expect(applyEdits(text, edits)).toBe(`${text}\n# AI crawlers\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n`);
  });

  it('every line it does not touch stays byte for byte', () => {
    const after = applyEdits(text, [...addRule(text, 'BarBot', 'allow', '/a/ok'), ...renameAgent(text, 'FooBot', 'FooBot-News')]);
    const kept = parse(text).lines.map((line) => line.content);
    const now = parse(after).lines.map((line) => line.content);
    // Every line but the renamed one is found, in order, byte for byte.
    const untouched = kept.filter((line) => line !== 'User-agent: FooBot');
    let at = 0;
    for (const line of now) if (line === untouched[at]) at++;
    expect(at).toBe(untouched.length);
    expect(now).toContain('User-agent: FooBot-News');
    expect(now).toContain('Allow: /a/ok');
  });
});
