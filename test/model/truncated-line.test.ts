/**
 * A text that a reader cut at its byte limit (`compile`'s `truncated`, as a fetched body longer than
 * `maxBytes` is): the line the cut falls inside is no rule, under every dialect, and a coded
 * diagnostic says so. The parse limit of rfc9309 (`parseLimit`) drops the line it crosses the same way
 * (see test/match/dialect-rfc9309.test.ts, "RFC 9309 §2.5 limits").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS, type Dialect } from '../../src/index.ts';
import { propertyRuns, robotsTxtText } from '../helpers/arbitraries.ts';

/** What a file says, line refs included: its groups and sitemaps. */
function meaning(text: string | Uint8Array, dialect: Dialect, truncated: boolean): string {
  const { model } = compile(text, { dialect, truncated });
  return JSON.stringify({ groups: model.groups, sitemaps: model.sitemaps, fields: model.fields });
}

/** The text up to its last line end: the lines a cut left whole. */
function wholeLines(text: string): string {
  return text.slice(0, Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r')) + 1);
}

describe('a text cut inside its last line (truncated)', () => {
  it.each(DIALECTS)('%s: the cut line is no rule, and a truncated-line warning says where it starts', (dialect) => {
    // `Disallow: /public-data/only-this` cut to `Disallow: /` would shut the whole site.
    const head = 'User-agent: *\nDisallow: /private\nDisallow: /';
    const robots = compile(head, { dialect, truncated: true });
    expect(robots.isAllowed('/x', 'FooBot')).toBe(true);
    expect(robots.isAllowed('/private/a', 'FooBot')).toBe(false);
    expect(robots.model.groups[0]?.rules.map((rule) => rule.value)).toEqual(['/private']);
    const warning = robots.diagnostics.find((d) => d.code === 'truncated-line');
    expect(warning).toMatchObject({ severity: 'warning', range: { start: { line: 3, column: 1 } } });
    expect(robots.model.truncatedAt).toBe(head.lastIndexOf('\n') + 1);
    // Without the option the text is taken as whole: the last line is a rule.
    expect(compile(head, { dialect }).isAllowed('/x', 'FooBot')).toBe(false);
  });

  it('rfc9309 and google: `Allow: /public-data/only-this` cut to `Allow: /` opens nothing', () => {
    for (const dialect of ['rfc9309', 'google'] as const) {
      const robots = compile('User-agent: *\nDisallow: /\nAllow: /', { dialect, truncated: true });
      expect(robots.isAllowed('/x', 'FooBot')).toBe(false);
    }
  });

  it('a text that ends with a line end loses nothing, and gets no warning', () => {
    for (const ending of ['\n', '\r\n', '\r']) {
      const robots = compile(`User-agent: *${ending}Disallow: /${ending}`, { truncated: true });
      expect(robots.isAllowed('/x', 'FooBot')).toBe(false);
      expect(robots.diagnostics).toEqual([]);
      expect(robots.model.truncatedAt).toBeUndefined();
    }
  });

  it('bytes given directly: the same, and a cut at the parse limit too', () => {
    const bytes = new TextEncoder().encode('User-agent: *\nDisallow: /é\nDisallow: /');
    expect(compile(bytes, { truncated: true }).isAllowed('/x', 'FooBot')).toBe(true);
    const text = 'User-agent: *\nDisallow: /é\nDisallow: /public-data/only-this\n';
    const limit = new TextEncoder().encode('User-agent: *\nDisallow: /é\nDisallow: /').length;
    const atLimit = compile(new TextEncoder().encode(text), { parseLimit: limit });
    expect(atLimit.isAllowed('/x', 'FooBot')).toBe(true);
    expect(atLimit.diagnostics.map((d) => d.code)).toEqual(['parse-limit-exceeded']);
  });

  it('rejects a truncated option that is not a boolean', () => {
    expect(() => compile('', { truncated: 'yes' as unknown as boolean })).toThrow(TypeError);
  });

  it('property: under every dialect, a text cut anywhere means what its whole lines mean (string and UTF-8 bytes)', () => {
    fc.assert(
      fc.property(robotsTxtText(12), fc.nat(), fc.constantFrom(...DIALECTS), (file, at, dialect) => {
        const cut = file.text.slice(0, at % (file.text.length + 1));
        const whole = wholeLines(cut);
        expect(meaning(cut, dialect, true)).toBe(meaning(whole, dialect, false));
        expect(meaning(new TextEncoder().encode(cut), dialect, true)).toBe(meaning(new TextEncoder().encode(whole), dialect, false));
        const codes = compile(cut, { dialect, truncated: true }).diagnostics.map((d) => d.code);
        expect(codes.includes('truncated-line')).toBe(whole.length < cut.length);
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
