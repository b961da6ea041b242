/**
 * AI usage preferences: every worked example of docs/spec/extensions.md §1.4 (AIPREF) and §2.6
 * (Content-Signal), the vocabulary's parsing rules (vocab-07 §6.5) and properties.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/index.ts';
import { parseContentSignal, parseContentUsageHeader, parseContentUsageValue, parseUsagePreference, combineUsage } from '../../src/meta.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const U = 'unknown';

describe('extensions.md §1.4 Ex. 1: the draft’s own file', () => {
  const robots = compile(
    'User-Agent: *\nAllow: /\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n\nUser-Agent: ExampleBot\nAllow: /\nContent-Usage: train-ai=y\n',
  );
  it.each([
    ['OtherBot', '/test', true, { 'train-ai': 'disallowed', search: U }],
    ['OtherBot', '/never/test', false, null],
    ['OtherBot', '/ai-ok/test', true, { 'train-ai': 'allowed', search: U }],
    ['ExampleBot', '/never/test', true, { 'train-ai': 'allowed', search: U }],
  ])('%s %s', (agent, path, crawl, categories) => {
    const answer = robots.usagePreferences(path, agent);
    expect(answer.allowed).toBe(crawl);
    expect(answer.categories).toEqual(categories);
    expect(answer.experimental).toContain('attach-05');
  });
  it('names the deciding line', () => {
    const answer = robots.usagePreferences('/ai-ok/test', 'OtherBot');
    expect(answer.rules.map((rule) => rule.ref.line)).toEqual([5]);
    expect(answer.reasons[0]).toContain('line 5');
    expect(robots.usagePreferences('/never/test', 'OtherBot').reasons[0]).toContain('no usage preferences');
  });
});

describe('Ex. 2: no fall-through between path levels', () => {
  const robots = compile('User-agent: *\nContent-Usage: /docs/ train-ai=n, search=y\nContent-Usage: /docs/api/ search=n\n');
  it.each([
    ['/docs/guide', { 'train-ai': 'disallowed', search: 'allowed' }],
    ['/docs/api/v1', { 'train-ai': U, search: 'disallowed' }],
    ['/blog/x', { 'train-ai': U, search: U }],
  ])('%s', (path, categories) => expect(robots.usagePreferences(path, 'AnyBot').categories).toEqual(categories));
});

it('Ex. 3: identical paths combine most-restrictively', () => {
  const robots = compile('User-agent: *\nContent-Usage: /img/ train-ai=y, search=y\nContent-Usage: /img/ train-ai=n\n');
  const answer = robots.usagePreferences('/img/a.png', 'AnyBot');
  expect(answer.categories).toEqual({ 'train-ai': 'disallowed', search: 'allowed' });
  expect(answer.rules).toHaveLength(2);
  expect(answer.reasons[0]).toContain('tied');
});

it('Ex. 4: a specific group does not inherit from *', () => {
  const robots = compile('User-agent: *\nContent-Usage: train-ai=n\n\nUser-agent: FooBot\nDisallow: /private/\n');
  expect(robots.usagePreferences('/page', 'FooBot').categories).toEqual({ 'train-ai': U, search: U });
  expect(robots.usagePreferences('/page', 'FooBot').reasons[0]).toContain('nothing is inherited');
  expect(robots.usagePreferences('/page', 'BarBot').categories).toEqual({ 'train-ai': 'disallowed', search: U });
});

describe('Ex. 5: values that silently become unknown are reported', () => {
  it.each([
    ['train-ai=no', undefined, 'usage-preference-value'],
    ['Train-AI=n', undefined, 'usage-preference-unparsed'],
    ['/restricted/ ai=n train-ai=n', '/restricted/', 'usage-preference-unparsed'],
    ['*.pdf train-ai=n', undefined, 'usage-preference-unparsed'],
    ['/a b/ train-ai=n', '/a', 'usage-preference-unparsed'],
  ])('%s', (value, path, code) => {
    const read = parseContentUsageValue(value);
    expect(read.path).toBe(path);
    expect(read.statement.categories).toEqual({ 'train-ai': U, search: U });
    expect(read.statement.diagnostics.map((d) => d.code)).toContain(code);
  });
  it('a tab separator or trailing tab is trimmed (decision 1) and reported', () => {
    for (const value of ['/x/\ttrain-ai=n', 'train-ai=n\t']) {
      const read = parseContentUsageValue(value);
      expect(read.statement.categories['train-ai']).toBe('disallowed');
      expect(read.statement.diagnostics.map((d) => d.code)).toEqual(['usage-whitespace-trimmed']);
    }
  });
  it('a rule whose preference fails still shadows shorter rules (decision 5)', () => {
    const robots = compile('User-agent: *\nContent-Usage: train-ai=n\nContent-Usage: /a Train-AI=y\n');
    expect(robots.usagePreferences('/a/b', 'X').categories).toEqual({ 'train-ai': U, search: U });
    expect(robots.usagePreferences('/b', 'X').categories).toEqual({ 'train-ai': 'disallowed', search: U });
  });
  it('retired labels are named', () => {
    expect(parseUsagePreference('bots=n').diagnostics[0]?.code).toBe('usage-label-retired');
  });
});

it('Ex. 6: robots.txt and header combine most-restrictively; repeated header lines are one statement (last wins)', () => {
  const robots = compile('User-agent: *\nContent-Usage: /a train-ai=y\n');
  const fromFile = robots.usagePreferences('/a', 'X').categories ?? {};
  const header = parseContentUsageHeader('train-ai=n, search=y').categories;
  expect(combineUsage([fromFile, header])).toEqual({ 'train-ai': 'disallowed', search: 'allowed' });
  expect(parseContentUsageHeader(['train-ai=n', 'train-ai=y']).categories['train-ai']).toBe('allowed');
});

it('Ex. 7: rfc9309 reads Content-Usage as AIPREF’s rule line (it ends the group); google groups as Google’s parser does', () => {
  const text = 'User-agent: a\nContent-Usage: train-ai=n\nUser-agent: b\nDisallow: /x\n';
  expect(compile(text).isAllowed('/x', 'a')).toBe(true);
  expect(compile(text).usagePreferences('/y', 'b').categories?.['train-ai']).toBe('unknown');
  expect(compile(text, { dialect: 'google' }).isAllowed('/x', 'a')).toBe(false);
  expect(compile(text, { dialect: 'google' }).usagePreferences('/y', 'b').categories?.['train-ai']).toBe('disallowed');
});

it('vocab-07 §6.5 examples', () => {
  expect(parseUsagePreference('train-ai=y, search=n').categories).toEqual({ 'train-ai': 'allowed', search: 'disallowed' });
  expect(parseUsagePreference('train-ai=y, train-ai, search=n, search="n"').categories).toEqual({ 'train-ai': U, search: U });
  expect(parseUsagePreference('train-ai;allow=n, train-ai=y').categories['train-ai']).toBe('allowed');
  expect(parseUsagePreference('').categories).toEqual({ 'train-ai': U, search: U });
});

it('decision 2: a path-less rule loses to any path rule, even /', () => {
  const robots = compile('User-agent: *\nContent-Usage: train-ai=n\nContent-Usage: / train-ai=y\n');
  expect(robots.usagePreferences('/x', 'X').categories?.['train-ai']).toBe('allowed');
});

it('wildcards in paths match as for Allow/Disallow', () => {
  const robots = compile('User-agent: *\nContent-Usage: /*.pdf$ train-ai=n\n');
  expect(robots.usagePreferences('/a/b.pdf', 'X').categories?.['train-ai']).toBe('disallowed');
  expect(robots.usagePreferences('/a/b.pdf?x', 'X').categories?.['train-ai']).toBe(U);
});

describe('extensions.md §2.6 Content-Signal', () => {
  const exA =
    'User-Agent: *\nContent-signal: search=yes, ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n# END Cloudflare Managed Content\nUser-agent: *\nDisallow: /lp\n';
  it('Ex. A: GPTBot gets no signals, SomeBot gets the * group’s, a disallowed path none', () => {
    const robots = compile(exA);
    expect(robots.usagePreferences('/page', 'GPTBot')).toMatchObject({ allowed: false, signals: null });
    expect(robots.usagePreferences('/blog', 'SomeBot').signals).toEqual({ search: 'yes', 'ai-input': 'unstated', 'ai-train': 'no', use: 'unstated' });
    expect(robots.usagePreferences('/lp/x', 'SomeBot')).toMatchObject({ allowed: false, signals: null });
  });
  it('Ex. B: use=reference', () => {
    expect(parseContentSignal('search=yes,ai-train=no,use=reference').signals.use).toBe('reference');
  });
  it('Ex. C: malformed values stay unstated and are reported', () => {
    const read = parseContentSignal('search=Yes, ai-train=false');
    expect(read.signals).toEqual({ search: 'unstated', 'ai-input': 'unstated', 'ai-train': 'unstated', use: 'unstated' });
    expect(read.diagnostics.map((d) => d.code)).toEqual(['content-signal-invalid', 'content-signal-invalid']);
  });
  it('Ex. D: both vocabularies in one group are independent statements', () => {
    const robots = compile('User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nContent-Usage: search=y, train-ai=n\nAllow: /\n');
    const answer = robots.usagePreferences('/x', 'Bot');
    expect(answer.categories).toEqual({ 'train-ai': 'disallowed', search: 'allowed' });
    expect(answer.signals).toMatchObject({ search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' });
  });
  it('several lines combine most-restrictively per key', () => {
    const robots = compile('User-agent: *\nContent-Signal: search=yes, use=full\nContent-Signal: search=no, use=reference\n');
    expect(robots.usagePreferences('/x', 'Bot').signals).toMatchObject({ search: 'no', use: 'reference' });
  });
  it('cross-format typos are reported', () => {
    expect(parseContentSignal('train-ai=no').diagnostics[0]?.message).toContain('ai-train');
  });
});

describe('properties', () => {
  const label = fc.constantFrom('train-ai', 'search');
  const pref = fc
    .array(fc.tuple(label, fc.constantFrom('y', 'n')), { minLength: 1, maxLength: 3 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join(', '));
  const path = fc.constantFrom('', '/', '/a', '/a/b', '/b');
  const rule = fc.tuple(path, pref).map(([p, v]) => `Content-Usage: ${p}${p ? ' ' : ''}${v}`);
  it('a Content-Usage rule for another agent never changes this agent’s preferences', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 4 }),
        fc.array(rule, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('/a/b/c', '/b', '/x'),
        (mine, others, url) => {
          const base = `User-agent: MyBot\nAllow: /\n${mine.join('\n')}\n`;
          const withOther = `${base}\nUser-agent: OtherBot\n${others.join('\n')}\n`;
          const interleaved = `User-agent: OtherBot\n${others.join('\n')}\n\n${base}`;
          const expected = compile(base).usagePreferences(url, 'MyBot').categories;
          expect(compile(withOther).usagePreferences(url, 'MyBot').categories).toEqual(expected);
          expect(compile(interleaved).usagePreferences(url, 'MyBot').categories).toEqual(expected);
        },
      ),
      { numRuns: propertyRuns(1000) },
    );
  });
  it('rule order never changes the answer', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 5 }), fc.constantFrom('/a/b/c', '/b', '/x'), (rules, url) => {
        const forward = compile(`User-agent: *\n${rules.join('\n')}\n`).usagePreferences(url, 'X').categories;
        const backward = compile(`User-agent: *\n${[...rules].reverse().join('\n')}\n`).usagePreferences(url, 'X').categories;
        expect(backward).toEqual(forward);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
  it('any string parses without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        parseContentUsageValue(text);
        parseContentSignal(text);
        parseContentUsageHeader(text);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});
