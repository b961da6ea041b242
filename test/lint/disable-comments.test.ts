/**
 * `# robotstxt-disable-next-line` comments, read as the walk passes them and applied once at the end (also to
 * findings reported before the comment was read), against a reference that reads every comment up front; and
 * control characters found in every part of a line, only in robots.txt files.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lint, type LintDiagnostic, type LintOptions } from '../../src/index.ts';
import { disabledCodes } from '../../src/lint/lint.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(300);

/** How the disable comments were read before: the whole comment token, by the regex alone. */
function referenceDisabledCodes(comment: string): ReadonlySet<string> | undefined {
  const match = /#\s*robotstxt-disable-next-line\b([^#]*)/.exec(comment);
  if (!match) return undefined;
  const codes = (match[1] ?? '').split(/[\s,]+/).filter((code) => code !== '' && code !== '--');
  return new Set(codes.length > 0 ? codes : ['*']);
}

/** Each line's content (without its line end) and where it starts, split as the scanner splits (CR LF, CR, LF). */
function linesOf(text: string): { start: number; content: string }[] {
  const lines: { start: number; content: string }[] = [];
  const pattern = /([^\r\n]*)(\r\n|\r|\n|$)/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    lines.push({ start: match.index, content: match[1] ?? '' });
    if (match[2] === '') break;
  }
  return lines;
}

/** The findings of `text`, less those a reference reading of its disable comments turns off. */
function referenceLint(text: string, options: LintOptions = {}): LintDiagnostic[] {
  // The comments blanked to the same length: offsets and every other finding stay, nothing is disabled.
  const lines = linesOf(text);
  const disabled = new Map<number, ReadonlySet<string>>();
  let blanked = text;
  lines.forEach((line, i) => {
    const hash = line.content.indexOf('#');
    if (hash < 0) return;
    const codes = referenceDisabledCodes(line.content.slice(hash));
    if (!codes) return;
    disabled.set(i + 2, codes);
    const from = line.start + hash + 1;
    blanked = blanked.slice(0, from) + 'x'.repeat(line.content.length - hash - 1) + blanked.slice(from + line.content.length - hash - 1);
  });
  return lint(blanked, options).diagnostics.filter((d) => {
    const off = disabled.get(d.range.start.line);
    return !(off && (off.has('*') || off.has(d.code)));
  });
}

const lineArb = fc.constantFrom(
  'User-agent: *',
  'User-agent: FooBot/1.0',
  'Disallow : /a',
  'Disallow: /a',
  'Disallow: /a',
  'Allow: /a$b',
  'Disallow: /%zz',
  'Crawl-delay: x',
  'Sitemap: nope',
  'Host: a',
  'Host: b',
  '',
  '# a comment',
  '# robotstxt-disable-next-line',
  '# robotstxt-disable-next-line duplicate-rule',
  '# robotstxt-disable-next-line space-before-colon, path-start -- why',
  '  # robotstxt-disable-next-line duplicate-host',
  'Disallow: /x # robotstxt-disable-next-line duplicate-rule',
  '# x # robotstxt-disable-next-line',
  '#robotstxt-disable-next-line',
  '# robotstxt-disable-next-lines',
  'Dissallow: /b',
);
const lineEndArb = fc.constantFrom('\n', '\r\n', '\r');

describe('disable comments, read in the line pass', () => {
  it('reads a comment as the whole-comment regex did', () => {
    const piece = fc.constantFrom('#', ' ', '\t', '\u00a0', 'robotstxt-disable-next-line', 'robotstxt-disable', 'duplicate-rule', ',', '--', 'x', 's', '*');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const comment = `#${pieces.join('')}`;
        expect(disabledCodes(comment)).toEqual(referenceDisabledCodes(comment));
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('turns off the same findings as the comments read up front, whatever the line ends', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 14 }), lineEndArb, fc.boolean(), (lines, end, bom) => {
        const text = (bom ? '\ufeff' : '') + lines.join(end) + end;
        expect(lint(text).diagnostics).toEqual(referenceLint(text));
        expect(lint(text, { preset: 'strict', dialect: 'google' }).diagnostics).toEqual(referenceLint(text, { preset: 'strict', dialect: 'google' }));
      }),
      { numRuns: RUNS },
    );
  });

  it('turns off a finding reported before the line pass read the comment (a whole-file check)', () => {
    // Invalid UTF-8 on line 2 is reported when the whole-file checks run, before any line is read.
    const bytes = (comment: string): Uint8Array =>
      new Uint8Array([...new TextEncoder().encode(`${comment}\nDisallow: /a`), 0xff, ...new TextEncoder().encode('\nUser-agent: *\n')]);
    expect(lint(bytes('# plain')).diagnostics.map((d) => d.code)).toContain('invalid-utf8');
    expect(lint(bytes('# robotstxt-disable-next-line invalid-utf8')).diagnostics.map((d) => d.code)).not.toContain('invalid-utf8');
    // And a group check's finding, reported after the pass, on the line after the comment.
    const duplicate = 'User-agent: *\nDisallow: /a\n# robotstxt-disable-next-line duplicate-rule\nDisallow: /a\n';
    expect(lint(duplicate).diagnostics).toEqual([]);
  });

  it('a disable comment in an HTML page still applies (the page gets no line checks)', () => {
    const page = '<!doctype html>\n# robotstxt-disable-next-line\n<p>x</p>\n';
    expect(lint(page).diagnostics).toEqual(referenceLint(page));
  });
});

describe('control characters, found only in robots.txt files', () => {
  const controlArb = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f');
  // No disable comment: it would turn the next line's finding off.
  const plainLineArb = lineArb.filter((line) => !line.includes('robotstxt-disable'));
  it('reports the first control character of each line, in any part of the line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ line: plainLineArb, control: fc.option(controlArb), at: fc.nat() }), { minLength: 1, maxLength: 10 }),
        lineEndArb,
        fc.constantFrom('', '\ufeff', 'é'),
        (lines, end, head) => {
          const written = lines.map(({ line, control, at }) => {
            if (control === null) return line;
            const cut = at % (line.length + 1);
            return line.slice(0, cut) + control + line.slice(cut);
          });
          const text = `${head}User-agent: *${end}${written.join(end)}${end}`;
          const expected = linesOf(text).flatMap(({ start, content }) => {
            const at = content.search(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
            return at >= 0 ? [start + at] : [];
          });
          const found = lint(text)
            .diagnostics.filter((d) => d.code === 'control-character')
            .map((d) => d.range.start.offset);
          expect(found).toEqual(expected);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('an HTML page gets no control-character finding', () => {
    expect(lint('<!doctype html>\n<p>\u0001</p>\n').diagnostics.map((d) => d.code)).toEqual(['not-robots-txt']);
  });
});
