/**
 * Robots meta tags and X-Robots-Tag: the decision table of docs/spec/dialects.md §6.1 under both
 * rule sets, the modern directives of §6.2, agent scopes, and properties.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerValues, pageDirectives, parseRobotsMeta, parseXRobotsTag } from '../../src/meta/index.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const page = (content: string | undefined, rules: 'seed' | 'modern', agent = 'AnyBot') =>
  pageDirectives({ html: content === undefined ? '<p>no tag</p>' : `<meta name="robots" content="${content}">`, agent, rules });

describe('docs/spec/dialects.md §6.1 decision table', () => {
  // content, seed (index, follow, robot's choice), modern (index, follow)
  const TABLE: [string | undefined, [boolean, boolean, string[]], [boolean, boolean]][] = [
    [undefined, [true, true, []], [true, true]],
    ['', [true, true, []], [true, true]],
    ['ALL', [true, true, []], [true, true]],
    ['NONE', [false, false, []], [false, false]],
    ['NOINDEX', [false, true, []], [false, true]],
    ['NOFOLLOW', [true, false, []], [true, false]],
    ['noindex, NoFollow', [false, false, []], [false, false]],
    ['NOFOLLOW, ALL', [true, true, []], [true, false]],
    ['FOLLOW, NOFOLLOW', [true, false, ['follow']], [true, false]],
    ['INDEX, NOINDEX', [false, true, ['index']], [false, true]],
    ['frobnicate', [true, true, []], [true, true]],
  ];
  it.each(TABLE)('%s', (content, [seedIndex, seedFollow, choice], [modernIndex, modernFollow]) => {
    const seed = page(content, 'seed');
    expect([seed.index, seed.follow, seed.robotsChoice]).toEqual([seedIndex, seedFollow, choice]);
    const modern = page(content, 'modern');
    expect([modern.index, modern.follow, modern.robotsChoice]).toEqual([modernIndex, modernFollow, []]);
  });
  it('the seed copies’ example "nofollow, all, noindex, nofollow" amounts to all', () => {
    expect(page('nofollow, all, noindex, nofollow', 'seed')).toMatchObject({ index: true, follow: true });
  });
  it('contradictions are reported; an unknown term is a diagnostic, never a throw', () => {
    expect(page('FOLLOW, NOFOLLOW', 'seed').diagnostics.map((d) => d.code)).toEqual(['robots-directives-conflict']);
    expect(page('frobnicate', 'modern').diagnostics.map((d) => d.code)).toEqual(['robots-directive-unknown']);
    expect(page('noodp', 'modern').diagnostics[0]?.message).toContain('defunct');
  });
  it('the default is modern', () => {
    expect(pageDirectives({ html: '<meta name=robots content="nofollow, all">', agent: 'x' })).toMatchObject({ rules: 'modern', follow: false });
  });
});

describe('§6.2 directives', () => {
  it('reads every typed directive', () => {
    const list = parseRobotsMeta(
      'noarchive, nosnippet, max-snippet:50, max-image-preview:LARGE, max-video-preview:-1, notranslate, noimageindex, unavailable_after: Wednesday, 15-Nov-2028 15:00:00 GMT, indexifembedded, nocache',
    );
    expect(list.diagnostics).toEqual([]);
    expect(list.directives.map((d) => d.name)).toEqual([
      'noarchive',
      'nosnippet',
      'max-snippet',
      'max-image-preview',
      'max-video-preview',
      'notranslate',
      'noimageindex',
      'unavailable_after',
      'indexifembedded',
      'noarchive',
    ]);
    const date = list.directives.find((d) => d.name === 'unavailable_after');
    expect(date).toMatchObject({ value: 'Wednesday, 15-Nov-2028 15:00:00 GMT', time: Date.UTC(2028, 10, 15, 15) });
  });
  it('ISO 8601 and RFC 822 dates', () => {
    expect(parseRobotsMeta('unavailable_after: 2028-11-15').directives[0]).toMatchObject({ time: Date.UTC(2028, 10, 15) });
    expect(parseRobotsMeta('unavailable_after: 25 Jun 2030 15:00:00 GMT').directives[0]).toMatchObject({ time: Date.UTC(2030, 5, 25, 15) });
  });
  it.each(['max-snippet:abc', 'max-snippet', 'max-image-preview:huge', 'max-video-preview:-5', 'unavailable_after: someday', 'noindex:yes'])(
    'malformed: %s',
    (term) => {
      const list = parseRobotsMeta(term);
      expect(list.directives).toEqual([]);
      expect(list.diagnostics.map((d) => d.code)).toEqual(['robots-directive-malformed']);
    },
  );
  it('the most restrictive limit wins (modern)', () => {
    const result = pageDirectives({
      html: '<meta name="robots" content="max-snippet:50, max-image-preview:large, max-video-preview:-1"><meta name="robots" content="max-snippet:20, max-image-preview:standard, max-video-preview:10, unavailable_after: 2030-01-01, unavailable_after: 2029-01-01">',
      agent: 'bot',
    });
    expect(result).toMatchObject({ maxSnippet: 20, maxImagePreview: 'standard', maxVideoPreview: 10, unavailableAfter: { value: '2029-01-01' } });
    expect(result.sources.maxSnippet?.term).toBe('max-snippet:20');
  });
  it('nosnippet beats max-snippet', () => {
    const result = pageDirectives({ html: '<meta name=robots content="max-snippet:50, nosnippet">', agent: 'bot' });
    expect(result).toMatchObject({ maxSnippet: 0, nosnippet: true });
    expect(result.sources.maxSnippet?.term).toBe('nosnippet');
  });
});

describe('agent scopes and several tags and headers', () => {
  it('X-Robots-Tag: otherbot: nofollow, noarchive is for otherbot only', () => {
    expect(parseXRobotsTag('otherbot: nofollow, noarchive')).toMatchObject([{ agent: 'otherbot', directives: [{ name: 'nofollow' }, { name: 'noarchive' }] }]);
    const headers = { 'X-Robots-Tag': 'otherbot: nofollow, noarchive' };
    expect(pageDirectives({ headers, agent: 'OtherBot/1.0' })).toMatchObject({ follow: false, noarchive: true });
    expect(pageDirectives({ headers, agent: 'Googlebot' })).toMatchObject({ follow: true, noarchive: false });
  });
  it('a header naming several crawlers, and unavailable_after in a header', () => {
    expect(parseXRobotsTag('googlebot: noindex, bingbot: nofollow').map((l) => [l.agent, l.directives.map((d) => d.name)])).toEqual([
      ['googlebot', ['noindex']],
      ['bingbot', ['nofollow']],
    ]);
    expect(parseXRobotsTag('unavailable_after: 25 Jun 2030 15:00:00 GMT')).toMatchObject([{ agent: undefined, directives: [{ name: 'unavailable_after' }] }]);
  });
  it('meta name=googlebot applies to Googlebot by its product token, case-insensitively', () => {
    const html = '<meta name="robots" content="max-snippet:50"><META NAME="GoogleBot" CONTENT="noindex">';
    expect(pageDirectives({ html, agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }).index).toBe(false);
    expect(pageDirectives({ html, agent: 'Googlebot/2.1' })).toMatchObject({ index: false, maxSnippet: 50 });
    expect(pageDirectives({ html, agent: 'Bingbot' }).index).toBe(true);
  });
  it('headers and tags combine; each directive names its source', () => {
    const result = pageDirectives({
      html: '<meta name="robots" content="nofollow">',
      headers: [
        ['X-Robots-Tag', 'noarchive'],
        ['x-robots-tag', 'googlebot: noindex'],
      ],
      agent: 'Googlebot',
    });
    expect(result).toMatchObject({ index: false, follow: false, noarchive: true });
    expect(result.sources.index).toMatchObject({ kind: 'header', text: 'X-Robots-Tag: googlebot: noindex', agent: 'googlebot' });
    expect(result.sources.follow).toMatchObject({ kind: 'meta', agent: undefined });
    expect(result.applied).toHaveLength(3);
  });
  it('a Headers object', () => {
    const headers = new Headers();
    headers.append('X-Robots-Tag', 'noindex');
    headers.append('X-Robots-Tag', 'nofollow');
    expect(pageDirectives({ headers, agent: 'x' })).toMatchObject({ index: false, follow: false });
  });
});

describe('lists larger than a call can take as arguments', () => {
  // V8 throws "Maximum call stack size exceeded" when ~150,000 values are spread into one call.
  const TERMS = 200_000;
  const terms = Array.from({ length: TERMS }, (_, i) => `b${i}`).join(', ');

  it('a meta tag of 200,000 unknown terms gives a diagnostic per term, and its directives', () => {
    const result = pageDirectives({ html: `<meta name="robots" content="noindex, ${terms}">`, agent: 'x' });
    expect(result.index).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'robots-directive-unknown')).toHaveLength(TERMS);
  });

  it('an X-Robots-Tag of 200,000 unknown terms, and 200,000 header lines, are read without a throw', () => {
    const header = pageDirectives({ headers: { 'X-Robots-Tag': `nofollow, ${terms}` }, agent: 'x' });
    expect(header.follow).toBe(false);
    expect(header.diagnostics.length).toBeGreaterThan(0);
    const lines = Array.from({ length: TERMS }, (_, i) => (i === TERMS - 1 ? 'noindex' : 'all'));
    expect(headerValues({ 'X-Robots-Tag': lines }, 'x-robots-tag')).toHaveLength(TERMS);
    expect(pageDirectives({ headers: { 'X-Robots-Tag': lines }, agent: 'x' }).index).toBe(false);
  });
});

describe('properties', () => {
  const TERMS = [
    'all',
    'none',
    'index',
    'noindex',
    'follow',
    'nofollow',
    'noarchive',
    'nosnippet',
    'max-snippet:10',
    'max-snippet:-1',
    'max-image-preview:standard',
    'max-video-preview:0',
    'notranslate',
    'noimageindex',
    'indexifembedded',
    'unavailable_after: 2030-01-01',
    'bogus',
  ];
  const terms = fc.array(fc.constantFrom(...TERMS), { maxLength: 6 });
  const verdict = (content: string, rules: 'seed' | 'modern') => {
    const { sources: _s, applied: _a, diagnostics: _d, ...rest } = pageDirectives({ html: `<meta name="robots" content="${content}">`, agent: 'bot', rules });
    return rest;
  };
  const messUp = (term: string, upper: boolean[], space: number) => {
    const cased = [...term].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join('');
    return `${' '.repeat(space)}${cased}${' '.repeat(space)}`;
  };
  it('case, spacing and term order never change the result (both rule sets)', () => {
    fc.assert(
      fc.property(terms, fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), fc.nat(3), (list, upper, space) => {
        for (const rules of ['seed', 'modern'] as const) {
          const plain = verdict(list.join(','), rules);
          const messy = verdict(
            [...list]
              .reverse()
              .map((term) => messUp(term, upper, space))
              .join(','),
            rules,
          );
          expect({ ...messy, unavailableAfter: messy.unavailableAfter?.time }).toEqual({ ...plain, unavailableAfter: plain.unavailableAfter?.time });
        }
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
  const RESTRICTIVE = [
    'none',
    'noindex',
    'nofollow',
    'noarchive',
    'nosnippet',
    'max-snippet:0',
    'max-image-preview:none',
    'max-video-preview:0',
    'notranslate',
    'noimageindex',
  ];
  it('modern: adding a more restrictive term never makes a page more permissive', () => {
    const limit = (n: number | undefined) => (n === undefined || n < 0 ? Infinity : n);
    const image = (s: string | undefined) => (s === undefined ? 3 : ['none', 'standard', 'large'].indexOf(s));
    fc.assert(
      fc.property(terms, fc.constantFrom(...RESTRICTIVE), fc.nat(6), (list, extra, at) => {
        const before = verdict(list.join(', '), 'modern');
        const withExtra = [...list];
        withExtra.splice(Math.min(at, list.length), 0, extra);
        const after = verdict(withExtra.join(', '), 'modern');
        expect(after.index <= before.index && after.follow <= before.follow).toBe(true);
        expect(limit(after.maxSnippet) <= limit(before.maxSnippet)).toBe(true);
        expect(limit(after.maxVideoPreview) <= limit(before.maxVideoPreview)).toBe(true);
        expect(image(after.maxImagePreview) <= image(before.maxImagePreview)).toBe(true);
        for (const flag of ['noarchive', 'nosnippet', 'notranslate', 'noimageindex'] as const) expect(after[flag] >= before[flag]).toBe(true);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
  it('any string parses without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        parseRobotsMeta(text);
        parseXRobotsTag(text);
        pageDirectives({ html: text, headers: { 'x-robots-tag': text }, agent: text });
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});
