/**
 * `dialect-verdict-differs` searches robots named by part of an agent: the
 * 1994 rules and the draft pick a record whose name contains the robot's
 * (`BarBot` names `BarBo`), the Revisited format one whose id is inside the
 * robot's name (`Q` names `QBot`); RFC 9309 and Google compare whole
 * names (docs/spec/dialects.md §1.5, §2.5, A-9).
 */
import { describe, expect, it } from 'vitest';
import { compile, lint } from '../../src/index.ts';

function witnesses(text: string) {
  return lint(text, { dialects: 'all' }).diagnostics.flatMap((d) => (d.code === 'dialect-verdict-differs' && d.witness ? [d.witness] : []));
}

describe('portability witnesses for robots named by part of an agent', () => {
  it('a robot whose name is part of a group name: the substring readers obey the group, RFC 9309 does not', () => {
    // (Each pair of deciding lines is reported once: a file where no other robot shows this difference.)
    const text = 'User-agent: BarBot\nDisallow: /a/\n\nUser-agent: *\nDisallow: /x/\n';
    const found = witnesses(text);
    const partial = found.find((w) => w.agent === 'BarBo');
    expect(partial).toBeDefined();
    expect(partial?.disallowedBy).toEqual(expect.arrayContaining(['1994', 'draft-1996']));
    expect(partial?.allowedBy).toEqual(expect.arrayContaining(['rfc9309', 'google']));
    for (const w of found) {
      for (const dialect of w.allowedBy) expect(compile(text, { dialect }).isAllowed(w.url, w.agent)).toBe(true);
      for (const dialect of w.disallowedBy) expect(compile(text, { dialect }).isAllowed(w.url, w.agent)).toBe(false);
    }
  });

  it('a robot whose name holds a group id: the Revisited format obeys the group, RFC 9309 does not', () => {
    const text = 'User-agent: Q\nDisallow: /q/\n\nUser-agent: *\nDisallow: /x/\n';
    const found = witnesses(text).find((w) => w.agent === 'QBot');
    expect(found?.disallowedBy).toContain('revisited-1996');
    expect(found?.allowedBy).toContain('rfc9309');
  });

  it('a partial name that lands where an unnamed robot does adds no finding of its own', () => {
    const text = 'User-agent: *\nDisallow: /*.pdf\n\nUser-agent: FooBot\nAllow: /\n';
    const agents = new Set(witnesses(text).map((w) => w.agent));
    expect(agents.has('UnlistedBot')).toBe(true);
  });
});
