/**
 * aiAccess: each known crawler's verdicts come from the matcher under the dialect, sections come
 * from the file's rules, and the findings name what likely does not do what the writer meant.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { aiAccess, compile, DIALECTS, knownCrawler, KNOWN_CRAWLERS, type AiAccessReport, type CrawlerAccess } from '../../src/index.ts';
import { editDistance, samplePath } from '../../src/match/ai-access.ts';

function entry(report: AiAccessReport, token: string): CrawlerAccess {
  const found = report.crawlers.find((candidate) => candidate.crawler.token === token);
  if (found === undefined) throw new Error(`${token} is not in the report`);
  return found;
}

const codes = (report: AiAccessReport): string[] => report.findings.map((finding) => finding.kind);

describe('aiAccess', () => {
  it('answers for every known crawler, in table order, and counts each purpose', () => {
    const report = aiAccess('User-agent: GPTBot\nDisallow: /\n');
    expect(report.crawlers.map((found) => found.crawler)).toEqual(KNOWN_CRAWLERS);
    const total = report.purposes.reduce((sum, purpose) => sum + purpose.allowed + purpose.partly + purpose.blocked, 0);
    expect(total).toBe(KNOWN_CRAWLERS.length);
    expect(report.purposes.find((purpose) => purpose.purpose === 'training')?.blocked).toBe(1);
  });

  it('tells blocked, partly and allowed apart over / and the sections the rules name', () => {
    const report = aiAccess('User-agent: GPTBot\nDisallow: /\n\nUser-agent: ClaudeBot\nDisallow: /private/\n\nUser-agent: *\nAllow: /\n');
    expect(report.sections).toEqual(['/private/']);
    expect(entry(report, 'GPTBot')).toMatchObject({ access: 'blocked', named: true, root: { path: '/', allowed: false, line: 2 } });
    expect(entry(report, 'ClaudeBot')).toMatchObject({ access: 'partly', named: true, sections: [{ path: '/private/', allowed: false, line: 5 }] });
    expect(entry(report, 'Googlebot')).toMatchObject({ access: 'allowed', named: false, root: { allowed: true, line: 8 } });
  });

  it('blocks a crawler whose / is closed even when a section is open: partly', () => {
    const report = aiAccess('User-agent: CCBot\nDisallow: /\nAllow: /public/\n');
    expect(entry(report, 'CCBot').access).toBe('partly');
  });

  it('asks about the paths given instead of the rules’ paths', () => {
    const report = aiAccess('User-agent: *\nDisallow: /a/\n', { paths: ['/b/', '/c/'] });
    expect(report.sections).toEqual(['/b/', '/c/']);
    expect(entry(report, 'GPTBot').access).toBe('allowed');
  });

  it('reads the file under the dialect asked for, or the one it was compiled under', () => {
    // Under 1994 a blank line ends a record: the Disallow belongs to nobody.
    const text = 'User-agent: GPTBot\n\nDisallow: /\n';
    expect(entry(aiAccess(text), 'GPTBot').access).toBe('blocked');
    expect(entry(aiAccess(text, { dialect: '1994' }), 'GPTBot').access).toBe('allowed');
    expect(aiAccess(compile(text, { dialect: 'draft-1996' })).dialect).toBe('draft-1996');
  });

  it('lets a crawler that ignores * groups fetch everything unless a group names it', () => {
    const closed = aiAccess('User-agent: *\nDisallow: /\n');
    expect(entry(closed, 'AdsBot-Google')).toMatchObject({ access: 'allowed', named: false });
    expect(entry(closed, 'AdsBot-Google').notes[0]).toMatch(/ignores User-agent: \*/);
    expect(entry(aiAccess('User-agent: AdsBot-Google\nDisallow: /\n'), 'AdsBot-Google').access).toBe('blocked');
  });

  it('notes a crawler that does not obey robots.txt', () => {
    expect(entry(aiAccess('User-agent: *\nDisallow: /\n'), 'Perplexity-User').notes.join(' ')).toMatch(/does not obey robots.txt/);
  });

  it('reports the Content-Signal of a crawler’s groups even where it may not fetch', () => {
    const report = aiAccess('User-agent: GPTBot\nDisallow: /\nContent-Signal: ai-train=yes\n');
    expect(entry(report, 'GPTBot').signals).toMatchObject({ 'ai-train': 'yes' });
    expect(entry(report, 'GPTBot').usage).toBeNull();
    expect(codes(report)).toEqual(['signal-allows-blocked-training']);
  });

  it('finds training crawlers let in while the file says ai-train=no, once per signal line', () => {
    const report = aiAccess('User-agent: *\nContent-Signal: ai-train=no\nAllow: /\n');
    const found = report.findings.filter((finding) => finding.kind === 'training-allowed-despite-signal');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 2 });
    expect(found[0]?.message).toMatch(/ClaudeBot/);
    expect(codes(aiAccess('User-agent: *\nContent-Signal: ai-train=no\nDisallow: /\n'))).toEqual([]);
  });

  it('says a blocked control token does not stop the crawler that fetches', () => {
    const report = aiAccess('User-agent: Google-Extended\nDisallow: /\n');
    expect(report.findings).toMatchObject([{ kind: 'control-token-only', line: 1, crawler: 'Google-Extended' }]);
    expect(codes(aiAccess('User-agent: Google-Extended\nUser-agent: Googlebot\nDisallow: /\n'))).toEqual([]);
  });

  it('names a retired token and its successor, unless the file names the successor too', () => {
    const report = aiAccess('User-agent: anthropic-ai\nDisallow: /\n');
    expect(report.findings).toMatchObject([{ kind: 'retired-token', line: 1, crawler: 'anthropic-ai' }]);
    expect(report.findings[0]?.message).toMatch(/ClaudeBot/);
    expect(codes(aiAccess('User-agent: anthropic-ai\nUser-agent: ClaudeBot\nDisallow: /\n'))).toEqual([]);
  });

  it('suggests the known token one or two edits away from a name no crawler has', () => {
    expect(aiAccess('User-agent: PerplexityBott\nDisallow: /\n').findings).toMatchObject([{ kind: 'near-known-token', crawler: 'PerplexityBot' }]);
    expect(aiAccess('User-agent: CaludeBot\nDisallow: /\n').findings).toMatchObject([{ kind: 'near-known-token', crawler: 'ClaudeBot' }]);
    expect(codes(aiAccess('User-agent: FooBot\nDisallow: /\n'))).toEqual([]);
    expect(codes(aiAccess('User-agent: GPTBot\nUser-agent: GPTBott\nDisallow: /\n'))).toEqual([]);
  });

  it('allows two edits only in a name of ten letters or more', () => {
    expect(aiAccess('User-agent: googlebot_nws\nDisallow: /\n').findings).toMatchObject([{ kind: 'near-known-token', crawler: 'Googlebot-News' }]);
    expect(codes(aiAccess('User-agent: GPTBotxx\nDisallow: /\n'))).toEqual([]);
  });

  it('says a name some lists give is not the product token the crawler obeys', () => {
    const report = aiAccess('User-agent: Terra Cotta\nDisallow: /\n');
    expect(report.findings).toMatchObject([{ kind: 'listed-alias', line: 1, crawler: 'TerraCotta' }]);
    expect(report.crawlers.find((entry) => entry.crawler.token === 'TerraCotta')?.access).toBe('allowed');
    // A listed name whose product is the token names the crawler.
    expect(codes(aiAccess('User-agent: Brightbot 1.0\nDisallow: /\n'))).toEqual([]);
  });

  it('bounds the sections on a file with many rules', () => {
    const text = `User-agent: *\n${Array.from({ length: 500 }, (_, i) => `Disallow: /p${i}/\n`).join('')}`;
    expect(aiAccess(text).sections).toHaveLength(40);
  });

  it('never throws on hostile text', () => {
    for (const text of ['', '\u0000', 'User-agent: \uFFFF\nDisallow: /\u0000*$$\n', 'Content-Signal: ai-train=yes\n', 'User-agent: *\nDisallow: *\n']) {
      expect(() => aiAccess(text)).not.toThrow();
    }
  });
});

describe('samplePath and editDistance', () => {
  it('turns a rule into a path it matches', () => {
    expect(samplePath('/private/')).toBe('/private/');
    expect(samplePath('/private/*')).toBe('/private/');
    expect(samplePath('/*.pdf$')).toBe('/x.pdf');
    expect(samplePath('*.gif')).toBeUndefined();
    expect(samplePath('')).toBeUndefined();
    const robots = compile('User-agent: *\nDisallow: /*.pdf$\n');
    expect(robots.isAllowed(samplePath('/*.pdf$') as string, 'x')).toBe(false);
  });

  it('counts edits, an adjacent swap as one, and gives up past the limit', () => {
    expect(editDistance('claudebot', 'claudebot', 2)).toBe(0);
    expect(editDistance('caludebot', 'claudebot', 2)).toBe(1);
    expect(editDistance('gptbott', 'gptbot', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(knownCrawler('ClaudeBot')).toBeDefined();
  });
});

describe('aiAccess agrees with asking the matcher crawler by crawler', () => {
  const agent = fc.constantFrom(
    '*',
    'GPTBot',
    'gptbot',
    'ClaudeBot',
    'Googlebot',
    'Googlebot-News',
    'Google-Extended',
    'AdsBot-Google',
    'CCBot/2.0',
    'Bingbot',
    'FooBot',
    'Mediapartners-Google*',
    '* Rex',
  );
  const rule = fc.tuple(fc.constantFrom('Allow', 'Disallow'), fc.constantFrom('/', '/a', '/a/', '/a/b', '/*.pdf$', '/b*', '', '/c$'));
  const group = fc.tuple(fc.array(agent, { minLength: 1, maxLength: 3 }), fc.array(rule, { maxLength: 4 }), fc.boolean());
  const file = fc
    .array(group, { maxLength: 5 })
    .map((groups) =>
      groups
        .map(
          ([agents, rules, blank]) =>
            `${agents.map((name) => `User-agent: ${name}\n`).join('')}${rules.map(([kind, path]) => `${kind}: ${path}\n`).join('')}${blank ? '\n' : ''}`,
        )
        .join(''),
    );
  const crawlers = ['GPTBot', 'ClaudeBot', 'Googlebot', 'Googlebot-News', 'Google-Extended', 'CCBot', 'Bingbot', 'PerplexityBot'].map((token) =>
    knownCrawler(token)!,
  );

  it('every verdict and deciding line, under every dialect', () => {
    fc.assert(
      fc.property(file, fc.constantFrom(...DIALECTS), (text, dialect) => {
        const robots = compile(text, { dialect });
        const report = aiAccess(robots, { crawlers });
        for (const found of report.crawlers) {
          for (const asked of [found.root, ...found.sections]) {
            expect(asked.allowed).toBe(robots.isAllowed(asked.path, found.crawler.token));
            expect(asked.line).toBe(robots.matchingLine(asked.path, found.crawler.token));
          }
        }
      }),
      { numRuns: propertyRuns(300, 0.01) },
    );
  });
});
