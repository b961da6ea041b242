/**
 * `testUrls`: each robot, URL and dialect with the verdict, the deciding line (0-based) and the reason, and the pairs
 * on which the dialects disagree.
 */
import { describe, expect, it } from 'vitest';
import { testUrls } from '../../src/editor.ts';
import { DIALECTS } from '../../src/index.ts';

const TEXT = 'User-agent: *\nDisallow: /a\nAllow: /a/b\n';

describe('testUrls', () => {
  it('gives a row per robot, URL and dialect, with the deciding line and the reason', () => {
    const { rows } = testUrls(TEXT, { agents: ['FooBot'], urls: ['/a/b', '/c'], dialects: ['rfc9309', '1994'] });
    expect(rows).toEqual([
      { agent: 'FooBot', url: '/a/b', dialect: 'rfc9309', allowed: true, line: 2, rule: 'Allow: /a/b', reason: expect.any(String) },
      { agent: 'FooBot', url: '/a/b', dialect: '1994', allowed: false, line: 1, rule: 'Disallow: /a', reason: expect.any(String) },
      { agent: 'FooBot', url: '/c', dialect: 'rfc9309', allowed: true, line: undefined, rule: undefined, reason: expect.stringContaining('Allowed') },
      { agent: 'FooBot', url: '/c', dialect: '1994', allowed: true, line: undefined, rule: undefined, reason: expect.stringContaining('Allowed') },
    ]);
  });

  it('lists the pairs the dialects disagree on, with each verdict', () => {
    const { disagreements } = testUrls(TEXT, { agents: ['FooBot'], urls: ['/a/b', '/c'] });
    expect(disagreements).toEqual([
      { agent: 'FooBot', url: '/a/b', verdicts: { '1994': false, 'draft-1996': false, rfc9309: true, google: true, 'revisited-1996': false } },
    ]);
  });

  it('tests every dialect by default, and takes full URLs', () => {
    const { rows } = testUrls(TEXT, { agents: ['FooBot/1.0'], urls: ['https://example.com/a?x'] });
    expect(rows.map((row) => row.dialect)).toEqual([...DIALECTS]);
    expect(rows.every((row) => !row.allowed)).toBe(true);
  });

  it('gives no rows without robots or URLs', () => {
    expect(testUrls(TEXT, { agents: [], urls: ['/a'] })).toEqual({ rows: [], disagreements: [] });
  });
});
