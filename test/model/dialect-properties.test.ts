/**
 * Every cell of DIALECT_PROPERTIES is checked against what the model and the
 * matchers do, so the table stays true and a new dialect's row is tested the
 * moment it is added (`src/model/dialect.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile, DIALECT_PROPERTIES, DIALECTS, GOOGLE_MAX_LINE_BYTES, type PercentHandling, type RulePrecedence } from '../../src/index.ts';

/** The repository root, for the `notes` paths. */
const ROOT = new URL('../../', import.meta.url);

/** How each precedence answers two probes: [Allow /a before Disallow /a/b, Disallow /a before Allow /a/b], both for /a/b. */
const PRECEDENCE_PROBES: Record<RulePrecedence, readonly [boolean, boolean]> = {
  'any-disallow': [false, false],
  'first-match': [true, false],
  'longest-match': [false, true],
};

/** The compared form of `/%7ejoe/é/%20` under each percent handling. */
const PERCENT_FORMS: Record<PercentHandling, string> = {
  'as-written': '/%7ejoe/é/%20',
  decode: '/~joe/%C3%A9/ ',
  normalize: '/~joe/%C3%A9/%20',
  'escape-pattern': '/%7Ejoe/%C3%A9/%20',
};

/**
 * How each percent handling answers three probes (allowed?): rule `/%7ejoe`
 * for the URL path `/~joe`, the same rule for `/%7Ejoe`, and rule `/a%3B` for `/a;`.
 */
const PERCENT_PROBES: Record<PercentHandling, readonly [boolean, boolean, boolean]> = {
  'as-written': [true, true, true],
  decode: [false, false, false],
  normalize: [false, false, true],
  'escape-pattern': [true, false, true],
};

describe.each(DIALECTS)('DIALECT_PROPERTIES[%s] describes what the dialect does', (dialect) => {
  const row = DIALECT_PROPERTIES[dialect];

  it('unit: explanations call a block a record or a group', () => {
    const reason = compile('User-agent: *\nDisallow: /x\n', { dialect }).explain('/y', 'bot').reason;
    expect(reason).toContain(`the ${row.unit} at line 1`);
  });

  it('blankLinesEndRecords: a blank line between User-agent and Disallow leaves the rule outside any record', () => {
    const model = compile('User-agent: a\n\nDisallow: /x\n', { dialect }).model;
    expect(model.ignoredRules.length === 1).toBe(row.blankLinesEndRecords);
  });

  it('extensionLinesAreRuleLines: a User-agent line after an extension line starts a new record', () => {
    const model = compile('User-agent: a\nCrawl-delay: 1\nUser-agent: b\nDisallow: /\n', { dialect }).model;
    expect(model.groups.length === 2).toBe(row.extensionLinesAreRuleLines);
  });

  it('allowLines: Allow is a rule', () => {
    const model = compile('User-agent: *\nAllow: /x\n', { dialect }).model;
    expect(model.groups[0]?.rules.length === 1).toBe(row.allowLines);
  });

  it('agentSelection: two records naming the robot are merged, or the first applies', () => {
    const robots = compile('User-agent: foo\nDisallow: /a\n\nUser-agent: foo\nDisallow: /b\n', { dialect });
    expect(robots.groupsFor('foo').length).toBe(row.agentSelection === 'merged-groups' ? 2 : 1);
  });

  it('precedence: how Allow and Disallow on the same path decide', () => {
    const first = compile('User-agent: *\nAllow: /a\nDisallow: /a/b\n', { dialect }).isAllowed('/a/b', 'bot');
    const second = compile('User-agent: *\nDisallow: /a\nAllow: /a/b\n', { dialect }).isAllowed('/a/b', 'bot');
    expect([first, second]).toEqual(PRECEDENCE_PROBES[row.precedence]);
  });

  it('wildcards: `*` and a final `$` are special', () => {
    const robots = compile('User-agent: *\nDisallow: /*.php$\n', { dialect });
    expect(robots.isAllowed('/x.php', 'bot')).toBe(!row.wildcards);
    expect(robots.isAllowed('/x.php5', 'bot')).toBe(true);
  });

  it('percent: the form a rule is compared in', () => {
    const rule = compile('User-agent: *\nDisallow: /%7ejoe/é/%20\n', { dialect }).model.groups[0]?.rules[0];
    expect(rule?.pattern).toBe(PERCENT_FORMS[row.percent]);
    // The path side, read by the matcher: the two sides must agree.
    const joe = compile('User-agent: *\nDisallow: /%7ejoe\n', { dialect });
    const semicolon = compile('User-agent: *\nDisallow: /a%3B\n', { dialect });
    const answers = [joe.isAllowed('https://example.com/~joe', 'bot'), joe.isAllowed('/%7Ejoe', 'bot'), semicolon.isAllowed('/a;', 'bot')];
    expect(answers).toEqual(PERCENT_PROBES[row.percent]);
  });

  it('usageLinesAreRuleLines: a Content-Usage line closes the group (AIPREF attach-05 §3)', () => {
    const model = compile('User-agent: a\nContent-Usage: train-ai=n\nUser-agent: b\nDisallow: /x\n', { dialect }).model;
    const closes = row.usageLinesAreRuleLines || row.extensionLinesAreRuleLines;
    expect(model.groups.length).toBe(closes ? 2 : 1);
  });

  it('robotsTxtAlwaysAllowed: /robots.txt is allowed even under Disallow: /', () => {
    expect(compile('User-agent: *\nDisallow: /\n', { dialect }).isAllowed('/robots.txt', 'bot')).toBe(row.robotsTxtAlwaysAllowed);
  });

  it('parseLimit: only the first parseLimit bytes are read', () => {
    const robots = compile('User-agent: *\nDisallow: /a\nDisallow: /b\n', { dialect, parseLimit: 30 });
    expect(robots.model.truncatedAt !== undefined).toBe(row.parseLimit);
    expect(robots.isAllowed('/b', 'bot')).toBe(row.parseLimit);
  });

  it("lenientLines: Google's typos, missing colons and line cut", () => {
    const model = compile('User-agent: *\nDissallow: /typo\nDisallow /colon\n', { dialect }).model;
    expect(model.groups[0]?.rules.map((rule) => rule.value)).toEqual(row.lenientLines ? ['/typo', '/colon'] : []);
    const long = compile(`User-agent: *\nDisallow: /${'x'.repeat(GOOGLE_MAX_LINE_BYTES)}\n`, { dialect }).model;
    expect((long.groups[0]?.rules[0]?.value.length ?? 0) < GOOGLE_MAX_LINE_BYTES).toBe(row.lenientLines);
  });

  it('decodesUtf16: a UTF-16 file (with its byte-order mark) is decoded and its rules apply, or read as bytes and holds none', () => {
    const text = 'User-agent: *\nDisallow: /\n';
    const bytes = new Uint8Array(2 + 2 * text.length);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + 2 * i] = text.charCodeAt(i);
    const robots = compile(bytes, { dialect });
    expect(robots.isAllowed('/x', 'bot')).toBe(!row.decodesUtf16);
    expect(robots.document.encoding).toBe(row.decodesUtf16 ? 'utf-16le' : 'latin1');
  });

  it('title, url and notes: the standard is named, published and described in this repository', () => {
    expect(row.title).not.toBe('');
    expect(row.url).toMatch(/^https:\/\//);
    const notesFile = row.notes.split(' ')[0] ?? '';
    expect(existsSync(new URL(notesFile, ROOT)), notesFile).toBe(true);
  });
});

describe('the dialect table of docs/matching.md', () => {
  const docs = readFileSync(new URL('docs/matching.md', ROOT), 'utf8');
  const tableStart = docs.indexOf('| property |');
  const table = docs.slice(tableStart, docs.indexOf('\n\n', tableStart));
  const rows = new Map(
    [...table.matchAll(/^\| `([a-zA-Z0-9]+)` \|(.*)\|$/gm)].map((match) => [match[1] as string, (match[2] as string).split('|').map((cell) => cell.trim())]),
  );

  it.each(Object.keys(DIALECT_PROPERTIES.rfc9309).filter((key) => !['title', 'url', 'notes'].includes(key)))('row `%s` shows DIALECT_PROPERTIES', (key) => {
    const shown = (value: unknown): string => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : key === 'unit' ? String(value) : `\`${String(value)}\``);
    expect(rows.get(key)).toEqual(DIALECTS.map((dialect) => shown(DIALECT_PROPERTIES[dialect][key as keyof (typeof DIALECT_PROPERTIES)['rfc9309']])));
  });

  it('its example gives what it says', () => {
    expect(DIALECT_PROPERTIES['draft-1996'].precedence).toBe('first-match');
    expect(DIALECT_PROPERTIES.rfc9309.unit).toBe('group');
    expect(DIALECTS.filter((d) => DIALECT_PROPERTIES[d].wildcards)).toEqual(['rfc9309', 'google']);
  });
});
