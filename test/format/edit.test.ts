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
import { fileArb, type FileWithNames } from './helpers.ts';
import type { Dialect } from '../../src/index.ts';

const { addGroup, addRule, addSitemap, removeField, removeGroup, removeRule, removeSitemap, renameAgent, setField, setSitemaps } = edit;

const RUNS = Math.max(1000, Math.floor(FUZZ_RUNS / 5));
const targetArb = fc.constantFrom(...AGENT_POOL, 'GPTBot');
const pathArb = fc.constantFrom(...PLAIN_PATH_POOL.filter((path) => !/[\s#]/.test(path)), ...WILDCARD_PATH_POOL.filter((path) => !/[\s#]/.test(path)));

/** Whether the robot `agent` reads a group naming `target` in `text` (rfc9309 unless another dialect is named). */
function appliesTo(text: string, target: string, agent: string, dialect: Dialect = 'rfc9309'): boolean {
  return compile(text, { dialect })
    .groupsFor(agent)
    .some((group) => group.agents.some((field) => field.value.toLowerCase() === target.toLowerCase()));
}

/** A record of `*` (several in one file: the record dialects read only the first). */
const starRecordArb = fc
  .constantFrom(...PLAIN_PATH_POOL.filter((path) => !/[\s#]/.test(path)))
  .map((path) => ({ lines: ['User-agent: *', `Disallow: ${path}`], path }));

/**
 * Generated files as a tooling author meets them: the records of the oracle's
 * generators (comments, odd spacing, every line end, no final line end) with
 * more `*` records before and after them, and the layout `writeRobotsTxt`
 * writes at the end: a blank line, Sitemap lines, maybe a comment.
 */
const editFileArb: fc.Arbitrary<FileWithNames> = fc
  .record({
    file: fileArb,
    before: fc.array(starRecordArb, { maxLength: 1 }),
    after: fc.array(starRecordArb, { maxLength: 2 }),
    sitemaps: fc.array(fc.constantFrom('Sitemap: https://example.com/sitemap.xml', 'Sitemap: https://example.com/news.xml', '# sitemaps'), { maxLength: 3 }),
    finalEol: fc.boolean(),
  })
  .map(({ file, before, after, sitemaps, finalEol }) => {
    const eol = /\r\n|\r|\n/.exec(file.text)?.[0] ?? '\n';
    const body = file.text === '' || /[\r\n]$/.test(file.text) ? file.text : file.text + eol;
    const blocks = [...before.map((record) => record.lines), ...after.map((record) => record.lines), ...(sitemaps.length > 0 ? [sitemaps] : [])];
    const head = before.map((record) => record.lines.join(eol) + eol + eol).join('');
    const tail = [...after.map((record) => record.lines), ...(sitemaps.length > 0 ? [sitemaps] : [])].map((lines) => eol + lines.join(eol) + eol).join('');
    let text = head + body + tail;
    if (!finalEol && blocks.length > 0) text = text.slice(0, -eol.length);
    return { text, agents: [...file.agents, '*'], paths: [...file.paths, ...before.map((record) => record.path), ...after.map((record) => record.path)] };
  });

const dialectArb = fc.constantFrom(undefined, ...DIALECTS);
const kindArb = fc.constantFrom('allow' as const, 'disallow' as const);

/** A robot that no group of the generated files names. */
const UNNAMED = 'Qzx';

/** The robot an edit for `target` is about: `*` stands for the robots no group names. */
function follower(target: string): string {
  return target === '*' ? UNNAMED : target;
}

/** (agent, URL) pairs to ask about: drawn from the file and the edit, and the edited robot itself on every URL. */
function probesArb(file: FileWithNames, target: string, paths: readonly string[]): fc.Arbitrary<[string, string][]> {
  return fc
    .array(fc.tuple(agentArb([...file.agents, target]), urlArb([...file.paths, ...paths])), { minLength: 1, maxLength: 6 })
    .map((probes) => [...probes, ...probes.map(([, url]): [string, string] => [follower(target), url])]);
}

/** The kind of the line above the one holding `offset` (`none` at the start). */
function lineAbove(text: string, offset: number): string {
  const lines = parse(text).lines;
  const at = lines.findIndex((line) => line.offset <= offset && offset < Math.max(line.end, line.offset + 1));
  return at <= 0 ? 'none' : (lines[at - 1]?.kind ?? 'none');
}

describe('every edit, under every dialect, on files with trailing sitemaps, comments and several * records', () => {
  it(`addRule: the robot follows the new rule, and verdicts change only for robots that now read a group naming it, only on URLs the rule matches (${RUNS} runs)`, () => {
    const caseArb = fc
      .record({ file: editFileArb, target: targetArb, kind: kindArb, path: pathArb, dialect: dialectArb })
      .chain((input) => fc.record({ input: fc.constant(input), probes: probesArb(input.file, input.target, [input.path]) }));
    fc.assert(
      fc.property(caseArb, ({ input: { file, target, kind, path, dialect }, probes }) => {
        const read = dialect ?? 'rfc9309';
        const options = dialect === undefined ? {} : { dialect };
        if (kind === 'allow' && !DIALECT_PROPERTIES[read].allowLines) {
          expect(() => addRule(file.text, target, kind, path, options)).toThrow(RangeError);
          return;
        }
        const edits = addRule(file.text, target, kind, path, options);
        for (const edit of edits) expect(edit.end).toBe(edit.offset);
        const after = applyEdits(file.text, edits);
        const before = compile(file.text, { dialect: read });
        const changed = compile(after, { dialect: read });
        expect(changed.rulesFor(follower(target)).some((rule) => rule.kind === kind && rule.value === path)).toBe(true);
        // The rule alone, as the dialect reads it (Google's Allow of `/index.html` also matches its directory).
        const alone = compile(`User-agent: *\n${kind === 'allow' ? 'Allow' : 'Disallow'}: ${path}\n`, { dialect: read });
        for (const [agent, url] of probes) {
          if (before.isAllowed(url, agent) === changed.isAllowed(url, agent)) continue;
          expect(appliesTo(after, target, agent, read), `${agent} ${url}`).toBe(true);
          expect(alone.matchingLine(url, 'x'), `${path} matches ${url}`).toBe(2);
        }
        expect(addRule(after, target, kind, path, options)).toEqual([]);
        // No rule line outside a group (records), and no blank line put inside one (groups): the new line follows a non-blank line.
        expect(changed.model.ignoredRules.length).toBe(before.model.ignoredRules.length);
        for (const edit of edits) expect(lineAbove(after, edit.offset + edit.text.lastIndexOf(kind === 'allow' ? 'Allow: ' : 'Disallow: '))).not.toBe('blank');
      }),
      { numRuns: RUNS },
    );
  });
  it(`setField: the robot reads the value, no verdict changes, and no other robot's field does unless it reads a group naming the robot (${RUNS} runs)`, () => {
    const caseArb = fc
      .record({ file: editFileArb, target: targetArb, value: fc.constantFrom('7', '10'), dialect: dialectArb })
      .chain((input) => fc.record({ input: fc.constant(input), probes: probesArb(input.file, input.target, []) }));
    fc.assert(
      fc.property(caseArb, ({ input: { file, target, value, dialect }, probes }) => {
        const read = dialect ?? 'rfc9309';
        const edits = setField(file.text, target, 'Crawl-delay', value, dialect === undefined ? {} : { dialect });
        const after = applyEdits(file.text, edits);
        const before = compile(file.text, { dialect: read });
        const changed = compile(after, { dialect: read });
        expect(
          changed.groupsFor(follower(target)).some((group) => group.extensions.some((field) => field.key === 'crawl-delay' && field.value === value)),
        ).toBe(true);
        for (const [agent, url] of probes) {
          expect(changed.isAllowed(url, agent), `${agent} ${url}`).toBe(before.isAllowed(url, agent));
          if (changed.crawlDelay(agent) !== before.crawlDelay(agent)) expect(appliesTo(after, target, agent, read), agent).toBe(true);
        }
        expect(changed.model.ignoredRules.length).toBe(before.model.ignoredRules.length);
      }),
      { numRuns: RUNS },
    );
  });

  it(`removeRule: verdicts change only for robots that read a group naming the robot, only on URLs the rule matches, and no group naming it keeps the rule (${RUNS} runs)`, () => {
    const caseArb = fc.record({ file: editFileArb, target: targetArb, kind: kindArb, dialect: dialectArb }).chain((input) =>
      fc.record({
        input: fc.constant(input),
        // A path of the file's rules, most of the time.
        path: fc.oneof(fc.constantFrom(...input.file.paths, '/'), pathArb),
        probes: probesArb(input.file, input.target, []),
      }),
    );
    fc.assert(
      fc.property(caseArb, ({ input: { file, target, kind, dialect }, path, probes }) => {
        const read = dialect ?? 'rfc9309';
        const after = applyEdits(file.text, removeRule(file.text, target, kind, path, dialect === undefined ? {} : { dialect }));
        const before = compile(file.text, { dialect: read });
        const changed = compile(after, { dialect: read });
        const named = (group: { agents: readonly { value: string }[] }): boolean =>
          group.agents.some((field) => field.value.toLowerCase() === target.toLowerCase());
        expect(changed.model.groups.filter(named).some((group) => group.rules.some((rule) => rule.kind === kind && rule.value === path))).toBe(false);
        const alone = compile(`User-agent: *\n${kind === 'allow' ? 'Allow' : 'Disallow'}: ${path}\n`, { dialect: read });
        for (const [agent, url] of probes) {
          if (before.isAllowed(url, agent) === changed.isAllowed(url, agent)) continue;
          expect(appliesTo(file.text, target, agent, read), `${agent} ${url}`).toBe(true);
          expect(alone.matchingLine(url, 'x'), `${path} matches ${url}`).toBe(2);
        }
        expect(changed.model.groups.length).toBe(before.model.groups.length);
      }),
      { numRuns: RUNS },
    );
  });

  it(`removeGroup, renameAgent, removeField: verdicts and fields change only for robots that read a group naming the robot, before or after (${RUNS} runs)`, () => {
    const caseArb = fc
      .record({ file: editFileArb, target: targetArb, action: fc.constantFrom('removeGroup', 'renameAgent', 'removeField'), dialect: dialectArb })
      .chain((input) => fc.record({ input: fc.constant(input), probes: probesArb(input.file, input.target, []) }));
    fc.assert(
      fc.property(caseArb, ({ input: { file, target, action, dialect }, probes }) => {
        const read = dialect ?? 'rfc9309';
        const options = dialect === undefined ? {} : { dialect };
        const renamed = 'Renamed-Bot';
        const edits =
          action === 'removeGroup'
            ? removeGroup(file.text, target, options)
            : action === 'renameAgent'
              ? renameAgent(file.text, target, renamed, options)
              : removeField(file.text, target, 'Crawl-delay', options);
        const after = applyEdits(file.text, edits);
        const before = compile(file.text, { dialect: read });
        const changed = compile(after, { dialect: read });
        for (const [agent, url] of probes) {
          const same = before.isAllowed(url, agent) === changed.isAllowed(url, agent) && before.crawlDelay(agent) === changed.crawlDelay(agent);
          if (same) continue;
          const reads = appliesTo(file.text, target, agent, read) || (action === 'renameAgent' && appliesTo(after, renamed, agent, read));
          expect(reads, `${action} ${agent} ${url}`).toBe(true);
        }
        if (action === 'removeGroup')
          expect(changed.model.groups.some((group) => group.agents.some((field) => field.value.toLowerCase() === target.toLowerCase()))).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it(`addGroup changes verdicts only for robots that read the new group; the sitemap edits change none, and the file lists the sitemaps asked for (${RUNS} runs)`, () => {
    const sitemapArb = fc.constantFrom('https://example.com/sitemap.xml', 'https://example.com/news.xml', 'https://example.com/other.xml');
    const caseArb = fc
      .record({ file: editFileArb, target: targetArb, path: pathArb, sitemaps: fc.uniqueArray(sitemapArb, { maxLength: 2 }), dialect: dialectArb })
      .chain((input) => fc.record({ input: fc.constant(input), probes: probesArb(input.file, input.target, [input.path]) }));
    fc.assert(
      fc.property(caseArb, ({ input: { file, target, path, sitemaps, dialect }, probes }) => {
        const read = dialect ?? 'rfc9309';
        const options = dialect === undefined ? {} : { dialect };
        const before = compile(file.text, { dialect: read });
        const grouped = applyEdits(file.text, addGroup(file.text, { agents: [target], rules: [{ kind: 'disallow', path }] }, options));
        const withGroup = compile(grouped, { dialect: read });
        const set = applyEdits(file.text, setSitemaps(file.text, sitemaps, options));
        const added = sitemaps[0] === undefined ? file.text : applyEdits(file.text, addSitemap(file.text, sitemaps[0], options));
        const removed = sitemaps[0] === undefined ? file.text : applyEdits(file.text, removeSitemap(file.text, sitemaps[0], options));
        expect([...new Set(compile(set, { dialect: read }).sitemaps)].sort()).toEqual([...sitemaps].sort());
        if (sitemaps[0] !== undefined) {
          expect(compile(added, { dialect: read }).sitemaps).toContain(sitemaps[0]);
          expect(compile(removed, { dialect: read }).sitemaps).not.toContain(sitemaps[0]);
        }
        for (const [agent, url] of probes) {
          for (const text of [set, added, removed])
            expect(compile(text, { dialect: read }).isAllowed(url, agent), `${agent} ${url}`).toBe(before.isAllowed(url, agent));
          if (withGroup.isAllowed(url, agent) !== before.isAllowed(url, agent)) expect(appliesTo(grouped, target, agent, read), `${agent} ${url}`).toBe(true);
        }
        expect(withGroup.model.ignoredRules.length).toBe(before.model.ignoredRules.length);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('deleting lines', () => {
  it('never joins a CR and an LF into one line end, so a blank line that ends a record stays', () => {
    const text = 'User-agent: *\nCrawl-delay: 5\rSitemap: https://example.com/s.xml\n\nUser-agent: *\nDisallow: /';
    const edited = applyEdits(text, setSitemaps(text, [], { dialect: '1994' }));
    expect(edited).toBe('User-agent: *\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /');
    expect(compile(edited, { dialect: '1994' }).isAllowed('/x', 'FooBot')).toBe(true);
  });
});

describe('addRule', () => {
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

describe('edits for `*` and files that end with sitemaps', () => {
  const RECORDS = ['1994', 'draft-1996', 'revisited-1996'] as const;

  it('an edit for * goes into the first * record, the one the record dialects obey (a second one is never read)', () => {
    const text = 'User-agent: *\nDisallow: /admin/\n';
    for (const dialect of RECORDS) {
      const after = applyEdits(text, addRule(text, '*', 'disallow', '/private/', { dialect }));
      expect(after).toBe('User-agent: *\nDisallow: /admin/\nDisallow: /private/\n');
      expect(compile(after, { dialect }).isAllowed('/private/x', 'AnyBot')).toBe(false);
      const delayed = applyEdits(text, setField(text, '*', 'Crawl-delay', '5', { dialect }));
      expect(delayed).toBe('User-agent: *\nDisallow: /admin/\nCrawl-delay: 5\n');
    }
    const two = 'User-agent: *\nDisallow: /a\n\nUser-agent: FooBot\nDisallow: /f\n\nUser-agent: *\nDisallow: /b\n';
    expect(applyEdits(two, addRule(two, '*', 'disallow', '/c', { dialect: '1994' }))).toBe(two.replace('/a\n', '/a\nDisallow: /c\n'));
  });

  it('a * record that names other robots too gets a * record of its own before it', () => {
    const text = 'User-agent: FooBot\nUser-agent: *\nDisallow: /a\n';
    const after = applyEdits(text, addRule(text, '*', 'disallow', '/b', { dialect: 'draft-1996' }));
    expect(after).toBe(`User-agent: *\nDisallow: /a\nDisallow: /b\n\n${text}`);
    expect(compile(after, { dialect: 'draft-1996' }).isAllowed('/b', 'AnyBot')).toBe(false);
    expect(compile(after, { dialect: 'draft-1996' }).isAllowed('/b', 'FooBot')).toBe(true);
  });

  it('a rule goes inside the last group, before the blank line and the Sitemap lines after it, under every dialect', () => {
    const text = 'User-agent: *\r\nDisallow: /admin/\r\n\r\nSitemap: https://example.com/sitemap.xml';
    for (const dialect of DIALECTS) {
      const after = applyEdits(text, addRule(text, '*', 'disallow', '/private/', { dialect }));
      expect(after).toBe(text.replace('/admin/\r\n', '/admin/\r\nDisallow: /private/\r\n'));
      expect(compile(after, { dialect }).isAllowed('/private/x', 'AnyBot')).toBe(false);
    }
  });

  it('a new group goes before the Sitemap lines at the end, which stay last', () => {
    const text = 'User-agent: *\nDisallow: /admin/\n# end of the rules\n\n# sitemaps\nSitemap: https://example.com/sitemap.xml\n';
    for (const dialect of DIALECTS) {
      expect(applyEdits(text, addRule(text, 'GPTBot', 'disallow', '/', { dialect }))).toBe(
        text.replace('rules\n', 'rules\n\nUser-agent: GPTBot\nDisallow: /admin/\nDisallow: /\n'),
      );
    }
    // Without a blank line, the Sitemap line is the group's last line: the new group goes after it.
    const joined = 'User-agent: *\nDisallow: /admin/\nSitemap: https://example.com/sitemap.xml\n';
    expect(applyEdits(joined, addGroup(joined, { agents: ['GPTBot'], rules: [{ kind: 'disallow', path: '/' }] }))).toBe(
      `${joined}\nUser-agent: GPTBot\nDisallow: /\n`,
    );
  });

  it('a field for a robot no group names, placed before a group, closes its group with an empty Disallow', () => {
    // The last group has no rule yet, so the new group goes first; a User-agent line after a group without rules would join it.
    const text = 'User-agent: FooBot\nDisallow: /f\n\nUser-agent: Late\n';
    const after = applyEdits(text, setField(text, 'GPTBot', 'Crawl-delay', '5'));
    expect(after).toBe(`User-agent: GPTBot\nDisallow:\nCrawl-delay: 5\n\n${text}`);
    expect(compile(after).isAllowed('/f', 'GPTBot')).toBe(true);
    expect(compile(after).crawlDelay('FooBot')).toBeUndefined();
  });

  it('a robot only a * record matches gets a record at the end, unless one there would not be read', () => {
    // revisited-1996: `FooBot` names `FooBot-Images` too; a record before the `* Rex` record would take it from its own.
    const text = 'User-agent: * Rex\nDisallow: /r\n\nUser-agent: FooBot-Images\nDisallow: /i\n';
    const after = applyEdits(text, addRule(text, 'FooBot', 'disallow', '/f', { dialect: 'revisited-1996' }));
    expect(after).toBe(`${text}\nUser-agent: FooBot\nDisallow: /r\nDisallow: /f\n`);
    expect(compile(after, { dialect: 'revisited-1996' }).isAllowed('/i', 'FooBot-Images')).toBe(false);
    // A `*` record that names the robot too: a record at the end would never be read.
    const named = 'User-agent: *\nUser-agent: GPTBot\nDisallow: /x\n';
    expect(applyEdits(named, addRule(named, 'GPTBot', 'disallow', '/y', { dialect: '1994' }))).toBe(
      `User-agent: GPTBot\nDisallow: /x\nDisallow: /y\n\n${named}`,
    );
  });

  it('removeRule keeps the other path roots of a revisited-1996 line', () => {
    const text = 'User-agent: FooBot\nDisallow: /a /b # both\n';
    const after = applyEdits(text, removeRule(text, 'FooBot', 'disallow', '/a', { dialect: 'revisited-1996' }));
    expect(after).toBe('User-agent: FooBot\nDisallow: /b # both\n');
    expect(compile(after, { dialect: 'revisited-1996' }).isAllowed('/b', 'FooBot')).toBe(false);
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

  it('setSitemaps deletes 200,000 Sitemap lines between two robot lists, each line read a bounded number of times', () => {
    const sitemaps = `User-agent: *\n${'Sitemap: https://example.com/s.xml\n'.repeat(200_000)}User-agent: FooBot\nDisallow: /\n`;
    expect(applyEdits(sitemaps, setSitemaps(sitemaps, [], { dialect: 'draft-1996' }))).toBe('User-agent: *\nDisallow:\nUser-agent: FooBot\nDisallow: /\n');
  });

  it('removeGroup removes a robot from a shared group, or the whole group but its sitemaps', () => {
    expect(applyEdits(text, removeGroup(text, 'barbot'))).toBe(text.replace('User-agent: BarBot\n', ''));
    expect(applyEdits(text, removeGroup(text, '*'))).toBe(text.replace('User-agent: *\nDisallow: /tmp/\n', ''));
  });

  it("removeGroup keeps a field between User-agent lines in its group: the next robot's line moves up (it would join the group above)", () => {
    const shared = 'User-agent: a\nDisallow: /x\n\nUser-agent: b\nCrawl-delay: 5\nUser-agent: c # kept\nDisallow: /y\n';
    const after = applyEdits(shared, removeGroup(shared, 'b', { dialect: 'google' }));
    expect(after).toBe('User-agent: a\nDisallow: /x\n\nUser-agent: c # kept\nCrawl-delay: 5\nDisallow: /y\n');
    const [before, changed] = [compile(shared, { dialect: 'google' }), compile(after, { dialect: 'google' })];
    expect([changed.crawlDelay('a'), changed.crawlDelay('c')]).toEqual([before.crawlDelay('a'), before.crawlDelay('c')]);
  });

  it('removing the field line that parts two robot lists leaves an empty Disallow there, so the lists stay apart (draft-1996)', () => {
    const parted = 'User-agent: *\nSitemap: https://example.com/s.xml\nUser-agent: FooBot\nDisallow: /\n';
    const after = applyEdits(parted, setSitemaps(parted, [], { dialect: 'draft-1996' }));
    expect(after).toBe('User-agent: *\nDisallow:\nUser-agent: FooBot\nDisallow: /\n');
    expect(compile(after, { dialect: 'draft-1996' }).isAllowed('/x', 'BarBot')).toBe(compile(parted, { dialect: 'draft-1996' }).isAllowed('/x', 'BarBot'));
    // Where the line parts nothing (RFC 9309 and 1994 read one group here), it is simply deleted.
    for (const dialect of ['rfc9309', '1994'] as const) {
      expect(applyEdits(parted, removeSitemap(parted, 'https://example.com/s.xml', { dialect }))).toBe('User-agent: *\nUser-agent: FooBot\nDisallow: /\n');
    }
  });

  it('renameAgent changes the values only', () => {
    const edits = renameAgent(text, 'FOOBOT', 'FooBot-News');
    expect(edits).toHaveLength(1);
    expect(edits[0]?.range.start).toEqual({ line: 2, column: 13, offset: 19 });
    expect(applyEdits(text, edits)).toBe(text.replace('User-agent: FooBot', 'User-agent: FooBot-News'));
  });

  it('sitemaps: add (once), remove, set', () => {
    expect(addSitemap(text, 'https://example.com/a.xml')).toEqual([]);
    // Next to the last Sitemap line, so that the sitemaps stay one block.
    expect(applyEdits(text, addSitemap(text, 'https://example.com/b.xml'))).toBe(`${text}Sitemap: https://example.com/b.xml\n`);
    const noSitemap = 'User-agent: *\nDisallow: /tmp/\n';
    expect(applyEdits(noSitemap, addSitemap(noSitemap, 'https://example.com/b.xml'))).toBe(`${noSitemap}\nSitemap: https://example.com/b.xml\n`);
    expect(applyEdits(text, removeSitemap(text, 'https://example.com/a.xml'))).toBe(text.replace('Sitemap: https://example.com/a.xml\n', ''));
    const set = applyEdits(text, setSitemaps(text, ['https://example.com/c.xml']));
    expect(compile(set).sitemaps).toEqual(['https://example.com/c.xml']);
  });

  it('setField replaces a value in place or adds a line; removeField deletes', () => {
    expect(applyEdits(text, setField(text, 'foobot', 'crawl-delay', '10'))).toBe(text.replace('Crawl-delay: 5', 'Crawl-delay: 10'));
    // Inside the group, before the Sitemap line after it.
    expect(applyEdits(text, setField(text, '*', 'Crawl-delay', '1'))).toBe(text.replace('Disallow: /tmp/\n', 'Disallow: /tmp/\nCrawl-delay: 1\n'));
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
