/**
 * diffMeaning: a change of meaning is shown by a URL that really gets the two verdicts stated; a
 * change of layout, order or comments reports nothing; and "same meaning" holds for every robot
 * and URL a large sample tries.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { compile, diffMeaning, DIALECTS, format, type Dialect } from '../../src/index.ts';
import { pathsNear } from '../../src/match/diff.ts';

describe('diffMeaning', () => {
  it('shows a widened Disallow with the URL and the lines before and after, most severe first', () => {
    const change = diffMeaning(
      'User-agent: *\nDisallow: /search\n\nUser-agent: Googlebot\nAllow: /\n',
      'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n',
    );
    expect(change.same).toBe(false);
    expect(change.robots).toHaveLength(1);
    const [robot] = change.robots;
    expect(robot?.severity).toBe('lost-root');
    expect(robot?.agents).toContain('UnlistedBot');
    expect(robot?.agents).toContain('GPTBot');
    expect(robot?.agents).not.toContain('Googlebot');
    expect(robot?.changes[0]).toEqual({ path: '/', before: { allowed: true, line: undefined }, after: { allowed: false, line: 2 } });
  });

  it('says nothing for a change of layout, order, case or comments', () => {
    const before = 'User-agent: a\nDisallow: /x\n\nUser-agent: *\nDisallow: /private/\nAllow: /private/open\n';
    const after = '# the same rules\nuser-agent: *\nallow: /private/open   # open\ndisallow: /private/\n\nUSER-AGENT: a\nDISALLOW: /x\n';
    expect(diffMeaning(before, after)).toMatchObject({ same: true, robots: [] });
  });

  it('tells a named robot that gained URLs from one that lost them', () => {
    const change = diffMeaning(
      'User-agent: FooBot\nDisallow: /a\n\nUser-agent: BarBot\nAllow: /\n',
      'User-agent: FooBot\nAllow: /\n\nUser-agent: BarBot\nDisallow: /b/\n',
    );
    expect(change.robots.map((robot) => [robot.agents[0], robot.severity])).toEqual([
      ['BarBot', 'lost'],
      ['FooBot', 'gained'],
    ]);
  });

  it('finds a robot moved between groups, and a typo that sends a robot to the * group', () => {
    const moved = diffMeaning('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n', 'User-agent: GPTBott\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
    expect(moved.robots.find((robot) => robot.agents.includes('GPTBot'))?.severity).toBe('gained');
    expect(moved.robots.find((robot) => robot.agents.includes('GPTBott'))?.severity).toBe('lost-root');
  });

  it('reads both files under the dialect asked for', () => {
    // Under 1994 the blank line ends the record: the Disallow belongs to nobody.
    const before = 'User-agent: *\nDisallow: /x\n';
    const after = 'User-agent: *\n\nDisallow: /x\n';
    expect(diffMeaning(before, after).same).toBe(true);
    expect(diffMeaning(before, after, { dialect: '1994' }).same).toBe(false);
    expect(() => diffMeaning(compile(before, { dialect: '1994' }), compile(after))).toThrow(TypeError);
  });

  it('reports sitemaps, host, crawl-delay, request-rate and AI usage per robot', () => {
    const change = diffMeaning(
      'User-agent: *\nCrawl-delay: 5\nRequest-rate: 1/5s\nContent-Signal: ai-train=yes\n\nSitemap: https://example.com/a.xml\nHost: example.com\n',
      'User-agent: *\nCrawl-delay: 10\nContent-Signal: ai-train=no\nContent-Usage: train-ai=n\n\nSitemap: https://example.com/b.xml\n',
    );
    expect(change.robots).toEqual([]);
    expect(change.same).toBe(false);
    expect(change.sitemaps).toEqual({ added: ['https://example.com/b.xml'], removed: ['https://example.com/a.xml'] });
    expect(change.host).toEqual({ before: 'example.com', after: undefined });
    expect(change.crawlDelay).toMatchObject([{ before: 5, after: 10 }]);
    expect(change.crawlDelay[0]?.agents).toContain('UnlistedBot');
    expect(change.requestRate).toMatchObject([{ before: '1/5s', after: undefined }]);
    expect(change.contentSignal).toMatchObject([{ before: 'ai-train=yes', after: 'ai-train=no' }]);
    expect(change.contentUsage).toMatchObject([{ before: undefined, after: expect.stringContaining('train-ai=disallowed') }]);
  });

  it('bounds the paths it compares on a huge file', () => {
    const text = `User-agent: *\n${Array.from({ length: 5000 }, (_, i) => `Disallow: /p${i}\n`).join('')}`;
    expect(diffMeaning(text, text).compared.paths).toBeLessThanOrEqual(2000);
  });

  it('never throws on hostile text', () => {
    for (const [a, b] of [
      ['', '\u0000'],
      ['User-agent: \uffff\nDisallow: %zz*$$', 'Disallow: /'],
      ['\ufeffUser-agent: *\r\rDisallow: /\r', ''],
    ] as const) {
      expect(() => diffMeaning(a, b)).not.toThrow();
    }
  });

  it('writes a rule out as paths it matches and a step past it', () => {
    expect(pathsNear('/a*b$')).toEqual(['/axb', '/ab', '/a*b$', '/abx', '/axb/x']);
    expect(pathsNear('/private/')).toEqual(['/private/', '/private/x']);
    expect(pathsNear('x%41')).toContain('/xA');
  });
});

// --- properties on generated pairs of files -------------------------------------------------

const agentName = fc.constantFrom(
  '*',
  'GPTBot',
  'gptbot',
  'FooBot',
  'FooBot/1.0',
  'Foo',
  'BarBot',
  'Googlebot',
  'Google-Extended',
  '* Rex',
  'Mediapartners-Google*',
);
const pathValue = fc.constantFrom('/', '/a', '/a/', '/a/b', '/ab', '/*.pdf$', '/a*b', '/b*', '', '/c$', '/%61', '/a%2Fb', '/x/');
const ruleLine = fc.tuple(fc.constantFrom('Allow', 'Disallow'), pathValue).map(([kind, path]) => `${kind}: ${path}`);
const otherLine = fc.constantFrom('Crawl-delay: 5', 'Sitemap: https://example.com/s.xml', '# comment', 'Content-Signal: ai-train=no');
const group = fc
  .tuple(
    fc.array(agentName, { minLength: 1, maxLength: 2 }),
    fc.array(fc.oneof({ weight: 4, arbitrary: ruleLine }, { weight: 1, arbitrary: otherLine }), { maxLength: 4 }),
    fc.boolean(),
  )
  .map(([agents, lines, blank]) => [...agents.map((name) => `User-agent: ${name}`), ...lines, ...(blank ? [''] : [])]);
const fileLines = fc.array(group, { maxLength: 4 }).map((groups) => groups.flat());

/** The edits people make: add a group, widen or narrow a rule, a typo, move a line, delete one. */
function edited(lines: readonly string[]): fc.Arbitrary<string[]> {
  const at = fc.nat({ max: Math.max(0, lines.length - 1) });
  return fc.oneof(
    fc
      .tuple(
        at,
        fc.array(
          fc.oneof(
            agentName.map((name) => `User-agent: ${name}`),
            ruleLine,
          ),
          { minLength: 1, maxLength: 3 },
        ),
      )
      .map(([i, added]) => [...lines.slice(0, i), ...added, ...lines.slice(i)]),
    at.map((i) => lines.filter((_, j) => j !== i)),
    fc.tuple(at, at).map(([i, j]) => {
      const moved = [...lines];
      const [line] = moved.splice(i, 1);
      if (line !== undefined) moved.splice(j, 0, line);
      return moved;
    }),
    fc.tuple(at, ruleLine).map(([i, rule]) => lines.map((line, j) => (j === i ? rule : line))),
    at.map((i) => lines.map((line, j) => (j === i ? line.replace(/t/, 'tt') : line))),
  );
}

const pair = fileLines.chain((lines) => fc.tuple(fc.constant(lines), edited(lines))).map(([a, b]) => [`${a.join('\n')}\n`, `${b.join('\n')}\n`] as const);
const urlPath = fc.array(fc.constantFrom('a', 'b', 'c', 'x', '/', '.pdf', '%61', '%2F', '$', '*'), { maxLength: 6 }).map((parts) => `/${parts.join('')}`);
const sampleAgents = ['GPTBot', 'FooBot', 'Foo', 'FooBot/2.0', 'BarBot', 'Googlebot', 'Google-Extended', 'Rex', 'Mediapartners-Google', 'OtherBot'];

describe('diffMeaning on generated pairs of edited files', () => {
  it('every change it reports is real: its URL gets the two verdicts stated', () => {
    fc.assert(
      fc.property(pair, fc.constantFrom<Dialect>(...DIALECTS), ([a, b], dialect) => {
        const before = compile(a, { dialect });
        const after = compile(b, { dialect });
        for (const robot of diffMeaning(before, after).robots) {
          for (const agent of robot.agents.slice(0, 3)) {
            for (const change of robot.changes) {
              expect(before.isAllowed(change.path, agent)).toBe(change.before.allowed);
              expect(after.isAllowed(change.path, agent)).toBe(change.after.allowed);
            }
          }
        }
      }),
      { numRuns: propertyRuns(300, 0.01) },
    );
  });

  it('"same verdicts" holds for every robot and URL of a sample', () => {
    fc.assert(
      fc.property(pair, fc.constantFrom<Dialect>(...DIALECTS), fc.array(urlPath, { minLength: 20, maxLength: 40 }), ([a, b], dialect, urls) => {
        const before = compile(a, { dialect });
        const after = compile(b, { dialect });
        if (diffMeaning(before, after).robots.length > 0) return;
        for (const agent of sampleAgents) {
          for (const url of urls) expect(after.isAllowed(url, agent), `${agent} ${url}`).toBe(before.isAllowed(url, agent));
        }
      }),
      { numRuns: propertyRuns(300, 0.01) },
    );
  });

  it('a file and its formatted self have the same meaning', () => {
    fc.assert(
      fc.property(fileLines, fc.constantFrom<Dialect>(...DIALECTS), (lines, dialect) => {
        const text = `${lines.join('\n')}\n`;
        expect(diffMeaning(text, format(text, { dialect }), { dialect }).robots).toEqual([]);
      }),
      { numRuns: propertyRuns(200, 0.01) },
    );
  });
});
