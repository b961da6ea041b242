/**
 * The line pass's fast paths (issue 14, speed) against plain reference
 * implementations: `# robotstxt-disable-next-line` comments read in the line
 * pass and applied once at the end (also to findings reported before the
 * comment was read), control characters in every part of a line, plain
 * Allow/Disallow values that skip the path checks, and the User-agent
 * character runs read without regexes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIALECTS, lint, parse, type Dialect, type LintDiagnostic, type LintOptions, type SyntaxDocument } from '../../src/index.ts';
import type { Finding, LintContext } from '../../src/lint/context.ts';
import {
  checkPath,
  firstControlOf,
  firstFieldIsStandard,
  groupedDigits,
  hasStandardFieldLine,
  isPlainPath,
  LineChecks,
  nextControl,
  noStandardLines,
  offsetAfterUtf8Bytes,
  pathCharacters,
  pathCharactersIn,
  productEnd,
  standardStartMatches,
  startsWithStandardLine,
  valueStart,
} from '../../src/lint/line-checks.ts';
import { lintModelOf } from '../../src/lint/lint-model.ts';
import { dialectFacts, disabledCodes, lintDialects, lintWalkingEveryLine, ruleSeverities } from '../../src/lint/lint.ts';
import { leadingProductToken } from '../../src/match/agent.ts';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 300);

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

describe('plain Allow/Disallow values skip the path checks', () => {
  const valueArb = fc
    .array(fc.constantFrom('/', '*', '$', '%', '%2f', '%aa', 'a', 'Z', '.', '?', '=', ' ', '\t', 'é', '\ud800', '\u0001', '#'), { minLength: 1, maxLength: 8 })
    .map((parts) => parts.join('').trim())
    .filter((value) => value !== '' && !value.includes('#'));

  it('a value the fast path calls plain gets no finding from the path checks, under every set of dialects', () => {
    const dialectSets = [...DIALECTS.map((dialect) => [dialect]), [...DIALECTS]];
    fc.assert(
      fc.property(valueArb, fc.constantFrom('allow', 'disallow'), fc.constantFrom(...dialectSets), (value, key, dialects) => {
        const line = parse(`${key}: ${value}\n`).line(1);
        if (!line) throw new Error('no line');
        const findings: Finding[] = [];
        const context = { facts: dialectFacts(dialects), document: { encoding: 'utf-8' }, report: (finding: Finding) => findings.push(finding) };
        const found = pathCharacters(value);
        const start = key.length + 2;
        checkPath(context as unknown as LintContext, key, value, found, start, start + value.length, line);
        if (isPlainPath(dialectFacts(dialects), key, value, found)) expect(findings).toEqual([]);
        // The characters found are those of the value.
        expect((found & 4) !== 0).toBe(value.includes('*'));
        expect((found & 2) !== 0).toBe(value.includes('$'));
        expect((found & 1) !== 0).toBe(value.includes('%'));
      }),
      { numRuns: RUNS * 3 },
    );
  });
});

/** How {@link pathCharacters} read a value before: a regex for any special character, then a loop over the value. */
function referencePathCharacters(value: string): number {
  if (!/[%$*\t \u0080-\uffff]/.test(value)) return 0;
  let found = 0;
  for (const char of value.split('')) {
    if (char === '%') found |= 1;
    else if (char === '$') found |= 2;
    else if (char === '*') found |= 4;
    else if (char.charCodeAt(0) > 0x7f) found |= 8;
    else if (char === ' ' || char === '\t') found |= 16;
  }
  return found;
}

describe('path characters read in the document text', () => {
  const partArb = fc.oneof(
    fc.constantFrom('/', '*', '$', '%', '%2f', 'a', ' ', '\t', '\u000b', '\u000c', '\u00a0', 'é', '\ud800', '\u0001', '#', ':', '\r', '\n', '\r\n'),
    fc.string({ maxLength: 2 }),
  );

  it('match the reference reading of the value, where the line pass finds the value in the text', () => {
    fc.assert(
      fc.property(fc.array(partArb, { maxLength: 10 }), fc.constantFrom('Allow', 'disallow', 'User-agent', 'x'), (parts, name) => {
        const text = `# head\n${name}:${parts.join('')}\n`;
        const document = parse(text);
        for (const line of document.lines) {
          const value = line.fieldValue;
          if (value === undefined || value === '') continue;
          const start = valueStart(line, value);
          // The value stands at valueStart in the text, so reading it there reads the value.
          expect(text.slice(start, start + value.length)).toBe(value);
          expect(pathCharactersIn(text, start, start + value.length)).toBe(referencePathCharacters(value));
          expect(pathCharacters(value)).toBe(referencePathCharacters(value));
        }
      }),
      { numRuns: RUNS * 3 },
    );
  });
});

describe('User-agent character runs', () => {
  it('match the regexes they replace', () => {
    const charArb = fc.oneof(
      fc.constantFrom('a', 'Z', '_', '-', '/', '(', ')', ';', ',', ' ', '\t', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028', '1', '.', 'é', '\ud83d'),
      fc.string({ maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.array(charArb, { maxLength: 12 }), (chars) => {
        const value = chars.join('');
        expect(leadingProductToken(value)).toBe(/^[A-Za-z_-]*/.exec(value)?.[0] ?? '');
        expect(value.slice(0, productEnd(value))).toBe(/^[^\s/();,]*/.exec(value)?.[0] ?? '');
      }),
      { numRuns: RUNS * 3 },
    );
    for (let code = 0; code < 0x10000; code++) {
      const value = `${String.fromCharCode(code)}x`;
      expect(productEnd(value) === 0).toBe(/^[\s/();,]/.test(value));
    }
  });
});

describe('where the first bytes of UTF-8 end', () => {
  /** The plain loop `offsetAfterUtf8Bytes` was before its leading ASCII run was scanned natively. */
  function reference(text: string, bytes: number): number {
    let count = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
      if (count + size > bytes) return i;
      count += size;
      if (size === 4) i++;
    }
    return text.length;
  }

  it('agrees with the plain loop, ASCII runs or not', () => {
    const charArb = fc.constantFrom('a', '\u0000', '\u007f', '\u0080', 'é', '\u0800', '\ud83d', '\ude00', '\ud83d\ude00', '\uffff');
    fc.assert(
      fc.property(fc.array(charArb, { maxLength: 16 }), fc.nat(40), (chars, bytes) => {
        const text = chars.join('');
        expect(offsetAfterUtf8Bytes(text, bytes)).toBe(reference(text, bytes));
      }),
      { numRuns: RUNS * 3 },
    );
  });
});

describe('session 8 fast paths of the line checks', () => {
  it('the first control character: native searches on Latin-1 texts, the regex otherwise, the same offset', () => {
    const controls = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f'];
    const partArb = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('User-agent: *\n', 'Disallow: /a/b/c\r\n', '# comment\r', 'x', '\t', 'é', '\u00ff', ' ') },
      { weight: 1, arbitrary: fc.constantFrom(...controls, '\u0100', '\u4e01', '\ud83d\ude00', '\u2028') },
    );
    fc.assert(
      fc.property(fc.array(partArb, { maxLength: 120 }), fc.nat(400), (parts, pad) => {
        // Long and short texts: the native searches start at 256 characters.
        const text = 'a'.repeat(pad) + parts.join('');
        expect(firstControlOf(text)).toBe(nextControl(text, 0));
      }),
      { numRuns: RUNS * 3 },
    );
    for (const control of controls) {
      const long = `${'User-agent: *\n'.repeat(40)}Disallow: /${control}\n`;
      expect(firstControlOf(long)).toBe(long.indexOf(control));
      expect(firstControlOf(`${long}\u4e01`)).toBe(long.indexOf(control));
    }
    expect(firstControlOf('User-agent: *\n'.repeat(40))).toBe(-1);
  });

  it('the lines whose Allow or Disallow value holds a "*", found by one search of the text, are those whose value has one', () => {
    const lineArb = fc.constantFrom(
      'User-agent: *',
      'Disallow: /a*',
      'Disallow: /a',
      'Allow: *',
      'allow:*.php$',
      'Disallow: /a # *',
      'Disallow: # *',
      '# Disallow: /*',
      'Dis*allow: /a',
      'Disallow *: /a',
      'Disallow: /%2a*',
      'Disallow: /é*',
      'Disallow: /a b*',
      'Disallow:',
      'Sitemap: https://e.com/*',
      '*',
      '',
    );
    const offAll = Object.fromEntries(
      ['allow-unsupported', 'path-start', 'dollar-not-at-end', 'wildcard-literal', 'percent-escape', 'non-ascii-path'].map((code) => [code, 'off' as const]),
    );
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 12 }),
        lineEndArb,
        fc.constantFrom<LintOptions>({}, { rules: offAll }, { dialect: 'google' }),
        (lines, end, options) => {
          const text = lines.join(end) + end;
          const document = parse(text);
          const expected = document.lines
            .filter((line) => ['allow', 'disallow'].includes((line.fieldName ?? '').toLowerCase()) && (line.fieldValue ?? '').includes('*'))
            .map((line) => line.number);
          const context = lineContext(document, options);
          const checks = new LineChecks(context);
          lintModelOf(document, lintDialects(options)[0] ?? 'rfc9309', (line, directive) => checks.check(line, directive));
          checks.finish();
          expect(context.wildcardLines).toEqual(expected);
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });

  it('the first lines read by a regex say a standard line first only where reading the lines does', () => {
    const lineArb = fc.constantFrom(
      '',
      '  ',
      '# x',
      ' \t# User-agent: *',
      'User-agent: *',
      'user-AGENT :x',
      'Disallow: /',
      'Allow:',
      'Sitemap: x',
      'Crawl-delay: 1',
      'stray text',
      ': x',
      'User-agent # : x',
      'Usér-agent: x',
      'x'.repeat(2100),
      '# '.repeat(1100),
    );
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), lineEndArb, fc.boolean(), (lines, end, bom) => {
        const text = (bom ? '\ufeff' : '') + lines.join(end) + (lines.length % 2 ? end : '');
        const document = parse(text);
        const head = text.slice(0, 4096);
        const byLines = firstFieldIsStandard(document);
        if (standardStartMatches(document, head)) expect(byLines).toBe(true);
        expect(startsWithStandardLine(document, head)).toBe(byLines);
      }),
      { numRuns: RUNS * 3 },
    );
    // The 16-line bound and the 4,096-character bound of the line reading.
    const late = `${'#\n'.repeat(16)}User-agent: *\n`;
    expect(standardStartMatches(parse(late), late)).toBe(false);
    const long = `User-agent: ${'a'.repeat(4100)}\n`;
    expect(standardStartMatches(parse(long), long.slice(0, 4096))).toBe(false);
    const edge = `User-agent: ${'a'.repeat(4096 - 12)}\nx`;
    expect(standardStartMatches(parse(edge), edge.slice(0, 4096))).toBe(firstFieldIsStandard(parse(edge)));
  });

  it('groups digits as toLocaleString("en-US") does', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(groupedDigits(n)).toBe(n.toLocaleString('en-US'));
      }),
      { numRuns: RUNS * 3 },
    );
  });
});

/** A line checks' context of `document` with `options`' settings, as `lint` makes it (only what the line checks read). */
function lineContext(document: SyntaxDocument, options: LintOptions): LintContext & { wildcardLines: readonly number[] | undefined } {
  const severities = ruleSeverities(options);
  const dialects = lintDialects(options);
  const context = {
    document,
    text: document.text,
    dialects,
    facts: dialectFacts(dialects),
    primary: dialects[0],
    severities,
    wildcardLines: undefined as readonly number[] | undefined,
    enabled: (code: string) => (severities.get(code as LintDiagnostic['code']) ?? 'off') !== 'off',
    report: () => undefined,
    readComment: () => undefined,
    line: (number: number) => document.line(number),
    contentEnd: (number: number) => document.line(number)?.contentEnd ?? 0,
    modelUnder: (dialect: Dialect) => lintModelOf(document, dialect),
  };
  return context as unknown as LintContext & { wildcardLines: readonly number[] | undefined };
}

describe('a page that is no robots.txt skips the walk when no line is read by a check', () => {
  const fieldLineArb = fc.constantFrom(
    'User-agent: *',
    'Disallow: /x',
    ' allow :x',
    'SITEMAP: https://e.com/s.xml',
    '\tuser-agent\t: x',
    'user-agentx: y',
    'user agent: y',
    'useragent: y',
    'Dissallow: /y',
    'x User-agent: *',
    '# User-agent: *',
    ': User-agent',
    'User-agent # : x',
    'Sitemap',
  );
  const pageLineArb = fc.constantFrom(
    '<p>x</p>',
    'color: red;',
    'Host: x',
    '',
    '  ',
    '# c',
    'Crawl-delay: 1',
    '</html>',
    'RewriteRule ^x$ y',
    'a\u0001b',
    '\ufeffUser-agent: x',
  );

  it('finds the lines with a standard field name as the scanner reads them', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fieldLineArb, pageLineArb), { maxLength: 8 }), lineEndArb, fc.boolean(), (lines, end, bom) => {
        const document = parse((bom ? '\ufeff' : '') + lines.join(end));
        const expected = document.lines.some((line) => ['user-agent', 'allow', 'disallow', 'sitemap'].includes((line.fieldName ?? '').toLowerCase()));
        expect(hasStandardFieldLine(document)).toBe(expected);
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('says no standard line without the model where the model says none', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fieldLineArb, pageLineArb), { maxLength: 8 }), lineEndArb, fc.constantFrom(...DIALECTS), (lines, end, dialect) => {
        const document = parse(lines.join(end));
        const context = lineContext(document, { dialect });
        expect(noStandardLines(context)).toBe(lintModelOf(document, dialect).standardLines === 0);
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('reports what the walk over every line reports, under every dialect and preset', () => {
    const optionsArb = fc.constantFrom<LintOptions>(
      {},
      { preset: 'strict' },
      { preset: 'portable' },
      { dialect: 'google' },
      { dialect: '1994' },
      { dialect: 'draft-1996' },
      { dialect: 'revisited-1996', preset: 'strict' },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('<!doctype html>', '<html>', '<p>x</p>\n<html lang="en">', 'RewriteEngine On', 'x'),
        fc.array(fc.oneof({ weight: 4, arbitrary: pageLineArb }, { weight: 1, arbitrary: fieldLineArb }), { maxLength: 10 }),
        lineEndArb,
        optionsArb,
        (head, lines, end, options) => {
          const text = [head, ...lines].join(end) + end;
          expect(lint(text, options).diagnostics).toEqual(lintWalkingEveryLine(text, options).diagnostics);
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });

  it('reports what the walk reports on bytes with an encoding finding past line 1, a disable comment above it or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ weight: 4, arbitrary: pageLineArb }, { weight: 1, arbitrary: fieldLineArb }), { maxLength: 8 }),
        fc.nat(),
        fc.boolean(),
        (lines, at, utf16) => {
          const all = ['<!doctype html>', ...lines];
          const text = all.join('\n') + '\n';
          let bytes = new TextEncoder().encode(text);
          if (utf16) {
            // UTF-16LE with its mark: the utf16-encoding finding.
            bytes = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8])]);
          } else {
            // A byte that is no UTF-8 at the start of a line: the text is read as Latin-1, with an invalid-utf8 finding there.
            const cut = new TextEncoder().encode(all.slice(0, at % all.length).join('\n') + (at % all.length > 0 ? '\n' : '')).length;
            bytes = new Uint8Array([...bytes.slice(0, cut), 0xff, ...bytes.slice(cut)]);
          }
          expect(lint(bytes).diagnostics).toEqual(lintWalkingEveryLine(bytes).diagnostics);
        },
      ),
      { numRuns: RUNS * 3 },
    );
    const disabled = new Uint8Array([...new TextEncoder().encode('<!doctype html>\n# robotstxt-disable-next-line\nab'), 0xff, 0x0a]);
    expect(lint(disabled).diagnostics.map((d) => d.code)).toEqual(['not-robots-txt']);
  });
});
