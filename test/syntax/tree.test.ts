/**
 * The syntax tree by example: line accessors on tricky lines, positions,
 * the walker, syntax diagnostics, edge-case documents and byte encodings.
 */
import { describe, expect, it } from 'vitest';
import { BREAK, decodeBytes, encodeText, parse, print, printBytes, SKIP, visit, type SyntaxLine, type SyntaxNode, type TokenKind } from '../../src/index.ts';
import { firstInvalidUtf8 } from '../../src/syntax/encoding.ts';
import { assertLossless } from '../helpers/lossless.ts';

/** Parses a one-line text and returns its only line. */
function onlyLine(text: string): SyntaxLine {
  const doc = parse(text);
  assertLossless(doc, text);
  expect(doc.lines).toHaveLength(1);
  const line = doc.lines[0];
  if (!line) throw new Error('no line');
  return line;
}

/** What the accessors of a line return, in one comparable object. */
function accessors(line: SyntaxLine) {
  return {
    kind: line.kind,
    tokens: line.tokens.map((token): [TokenKind, string] => [token.kind, token.text]),
    field: line.field?.text,
    keyword: line.keyword,
    colon: line.colon?.offset,
    value: line.value?.text,
    comment: line.comment?.text,
    strayText: line.strayText?.text,
    lineEnd: line.lineEnd?.text,
    content: line.content,
  };
}

describe('line accessors on tricky lines', () => {
  const cases: { text: string; expected: ReturnType<typeof accessors> }[] = [
    {
      // RFC 9309 allows space before the colon; the field name does not include it.
      text: 'User-agent : *',
      expected: {
        kind: 'directive',
        tokens: [
          ['field-name', 'User-agent'],
          ['whitespace', ' '],
          ['colon', ':'],
          ['whitespace', ' '],
          ['value', '*'],
        ],
        field: 'User-agent',
        keyword: 'user-agent',
        colon: 11,
        value: '*',
        comment: undefined,
        strayText: undefined,
        lineEnd: undefined,
        content: 'User-agent : *',
      },
    },
    {
      // An empty value is no value token, but still a directive (1994: "any empty value").
      text: 'Disallow:',
      expected: {
        kind: 'directive',
        tokens: [
          ['field-name', 'Disallow'],
          ['colon', ':'],
        ],
        field: 'Disallow',
        keyword: 'disallow',
        colon: 8,
        value: undefined,
        comment: undefined,
        strayText: undefined,
        lineEnd: undefined,
        content: 'Disallow:',
      },
    },
    {
      text: ': x',
      expected: {
        kind: 'invalid',
        tokens: [
          ['colon', ':'],
          ['whitespace', ' '],
          ['value', 'x'],
        ],
        field: undefined,
        keyword: undefined,
        colon: 0,
        value: 'x',
        comment: undefined,
        strayText: undefined,
        lineEnd: undefined,
        content: ': x',
      },
    },
    {
      // No colon: not a directive, whatever the words say (Google would read it; the grammar does not).
      text: 'Disallow /x',
      expected: {
        kind: 'invalid',
        tokens: [['text', 'Disallow /x']],
        field: undefined,
        keyword: undefined,
        colon: undefined,
        value: undefined,
        comment: undefined,
        strayText: 'Disallow /x',
        lineEnd: undefined,
        content: 'Disallow /x',
      },
    },
    {
      // The field name runs to the first colon: here it is "Disallow /x", an unknown field, not the keyword.
      text: 'Disallow /x:y',
      expected: {
        kind: 'directive',
        tokens: [
          ['field-name', 'Disallow /x'],
          ['colon', ':'],
          ['value', 'y'],
        ],
        field: 'Disallow /x',
        keyword: undefined,
        colon: 11,
        value: 'y',
        comment: undefined,
        strayText: undefined,
        lineEnd: undefined,
        content: 'Disallow /x:y',
      },
    },
    {
      text: '  # c',
      expected: {
        kind: 'comment',
        tokens: [
          ['whitespace', '  '],
          ['comment', '# c'],
        ],
        field: undefined,
        keyword: undefined,
        colon: undefined,
        value: undefined,
        comment: '# c',
        strayText: undefined,
        lineEnd: undefined,
        content: '  # c',
      },
    },
    {
      text: '\t',
      expected: {
        kind: 'blank',
        tokens: [['whitespace', '\t']],
        field: undefined,
        keyword: undefined,
        colon: undefined,
        value: undefined,
        comment: undefined,
        strayText: undefined,
        lineEnd: undefined,
        content: '\t',
      },
    },
    {
      // A value keeps its colons; the comment starts at `#`; the space between belongs to neither.
      text: 'Sitemap: http://a/b:c # x',
      expected: {
        kind: 'directive',
        tokens: [
          ['field-name', 'Sitemap'],
          ['colon', ':'],
          ['whitespace', ' '],
          ['value', 'http://a/b:c'],
          ['whitespace', ' '],
          ['comment', '# x'],
        ],
        field: 'Sitemap',
        keyword: undefined,
        colon: 7,
        value: 'http://a/b:c',
        comment: '# x',
        strayText: undefined,
        lineEnd: undefined,
        content: 'Sitemap: http://a/b:c # x',
      },
    },
    {
      text: '\ufeffUser-agent: x',
      expected: {
        kind: 'directive',
        tokens: [
          ['bom', '\ufeff'],
          ['field-name', 'User-agent'],
          ['colon', ':'],
          ['whitespace', ' '],
          ['value', 'x'],
        ],
        field: 'User-agent',
        keyword: 'user-agent',
        colon: 11,
        value: 'x',
        comment: undefined,
        strayText: undefined,
        lineEnd: undefined,
        content: '\ufeffUser-agent: x',
      },
    },
    {
      // A misspelt field is an extension field: the name is kept as written.
      text: 'user agent: x',
      expected: {
        kind: 'directive',
        tokens: [
          ['field-name', 'user agent'],
          ['colon', ':'],
          ['whitespace', ' '],
          ['value', 'x'],
        ],
        field: 'user agent',
        keyword: undefined,
        colon: 10,
        value: 'x',
        comment: undefined,
        strayText: undefined,
        lineEnd: undefined,
        content: 'user agent: x',
      },
    },
    {
      // Inner spaces stay in the value (1994: one value "/cgi-bin/ /tmp/"); trailing ones do not.
      text: 'DISALLOW:\t/cgi-bin/ /tmp/ \t# two paths?\r\n',
      expected: {
        kind: 'directive',
        tokens: [
          ['field-name', 'DISALLOW'],
          ['colon', ':'],
          ['whitespace', '\t'],
          ['value', '/cgi-bin/ /tmp/'],
          ['whitespace', ' \t'],
          ['comment', '# two paths?'],
          ['line-end', '\r\n'],
        ],
        field: 'DISALLOW',
        keyword: 'disallow',
        colon: 8,
        value: '/cgi-bin/ /tmp/',
        comment: '# two paths?',
        strayText: undefined,
        lineEnd: '\r\n',
        content: 'DISALLOW:\t/cgi-bin/ /tmp/ \t# two paths?',
      },
    },
    {
      // `#` right after the colon: a comment, no value.
      text: 'Disallow:#nothing\n',
      expected: {
        kind: 'directive',
        tokens: [
          ['field-name', 'Disallow'],
          ['colon', ':'],
          ['comment', '#nothing'],
          ['line-end', '\n'],
        ],
        field: 'Disallow',
        keyword: 'disallow',
        colon: 8,
        value: undefined,
        comment: '#nothing',
        strayText: undefined,
        lineEnd: '\n',
        content: 'Disallow:#nothing',
      },
    },
    {
      // A colon after `#` is inside the comment: the line is a comment, not a directive.
      text: '# User-agent: *',
      expected: {
        kind: 'comment',
        tokens: [['comment', '# User-agent: *']],
        field: undefined,
        keyword: undefined,
        colon: undefined,
        value: undefined,
        comment: '# User-agent: *',
        strayText: undefined,
        lineEnd: undefined,
        content: '# User-agent: *',
      },
    },
    {
      // A keyword without its colon is just text.
      text: 'User-agent\r',
      expected: {
        kind: 'invalid',
        tokens: [
          ['text', 'User-agent'],
          ['line-end', '\r'],
        ],
        field: undefined,
        keyword: undefined,
        colon: undefined,
        value: undefined,
        comment: undefined,
        strayText: 'User-agent',
        lineEnd: '\r',
        content: 'User-agent',
      },
    },
  ];

  it.each(cases)('$text', ({ text, expected }) => {
    expect(accessors(onlyLine(text))).toEqual(expected);
  });

  it('offsets and ends of a line and its tokens are absolute and exclusive', () => {
    const doc = parse('a: b\r\nc: d\n');
    const second = doc.line(2);
    expect(second?.number).toBe(2);
    expect([second?.offset, second?.end]).toEqual([6, 11]);
    expect(second?.value).toMatchObject({ offset: 9, end: 10, text: 'd' });
    expect(doc.line(3)).toBeUndefined();
    expect(doc.line(0)).toBeUndefined();
  });
});

describe('documents at the edges', () => {
  it('empty input: no lines, no diagnostics, position 1:1', () => {
    const doc = parse('');
    assertLossless(doc, '');
    expect(doc.lines).toEqual([]);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.bom).toBeUndefined();
    expect(doc.encoding).toBe('string');
    expect(doc.position(0)).toEqual({ line: 1, column: 1, offset: 0 });
    expect([doc.offset, doc.end]).toEqual([0, 0]);
  });

  it('a CR-only (classic Mac) file has one line per CR', () => {
    const text = 'User-agent: *\rDisallow: /\r';
    const doc = parse(text);
    assertLossless(doc, text);
    expect(doc.lines.map((line) => [line.kind, line.field?.text, line.value?.text, line.lineEnd?.text])).toEqual([
      ['directive', 'User-agent', '*', '\r'],
      ['directive', 'Disallow', '/', '\r'],
    ]);
    expect(doc.position(14)).toEqual({ line: 2, column: 1, offset: 14 });
    expect(doc.position(text.length)).toEqual({ line: 3, column: 1, offset: text.length });
  });

  it('no final newline: the last line has no line end and ends at the end of the text', () => {
    const text = 'User-agent: *\nDisallow: /';
    const doc = parse(text);
    const last = doc.lines.at(-1);
    expect(doc.lines).toHaveLength(2);
    expect(last?.lineEnd).toBeUndefined();
    expect(last?.end).toBe(text.length);
    expect(doc.position(text.length)).toEqual({ line: 2, column: 12, offset: text.length });
  });

  it('CR LF is one line end; LF CR is two', () => {
    expect(parse('\r\n').lines.map((line) => line.lineEnd?.text)).toEqual(['\r\n']);
    expect(parse('\n\r').lines.map((line) => line.lineEnd?.text)).toEqual(['\n', '\r']);
    expect(parse('\r\r\n\n').lines.map((line) => line.lineEnd?.text)).toEqual(['\r', '\r\n', '\n']);
  });

  it('a BOM alone is a blank line; a BOM past offset 0 is an ordinary character', () => {
    expect(parse('\ufeff').lines.map((line) => [line.kind, line.content])).toEqual([['blank', '\ufeff']]);
    const doc = parse('x: \ufeff\n\ufeff# c');
    expect(doc.bom).toBeUndefined();
    expect(doc.lines.map((line) => line.kind)).toEqual(['directive', 'invalid']);
    expect(doc.line(1)?.value?.text).toBe('\ufeff');
    expect(doc.line(2)?.strayText?.text).toBe('\ufeff');
  });
});

describe('positions', () => {
  const text = 'a\r\nb\rc\nd😀: e';
  const doc = parse(text);

  it('are 1-based lines and columns over 0-based offsets; CR LF, CR and LF end lines', () => {
    expect(doc.position(0)).toEqual({ line: 1, column: 1, offset: 0 });
    expect(doc.position(1)).toEqual({ line: 1, column: 2, offset: 1 }); // the CR
    expect(doc.position(2)).toEqual({ line: 1, column: 3, offset: 2 }); // the LF of CR LF stays on line 1
    expect(doc.position(3)).toEqual({ line: 2, column: 1, offset: 3 });
    expect(doc.position(5)).toEqual({ line: 3, column: 1, offset: 5 });
    expect(doc.position(7)).toEqual({ line: 4, column: 1, offset: 7 });
  });

  it('count UTF-16 code units: an astral character takes two columns', () => {
    const colon = doc.line(4)?.colon;
    expect(colon?.offset).toBe(10);
    expect(doc.position(colon?.offset ?? -1)).toEqual({ line: 4, column: 4, offset: 10 });
  });

  it('clamp offsets outside the text', () => {
    expect(doc.position(-5)).toEqual({ line: 1, column: 1, offset: 0 });
    expect(doc.position(Number.NaN)).toEqual({ line: 1, column: 1, offset: 0 });
    expect(doc.position(1e9)).toEqual(doc.position(text.length));
    expect(doc.position(2.7)).toEqual(doc.position(2));
  });

  it('doc.range covers a token or line, end exclusive', () => {
    const value = doc.line(4)?.value;
    expect(value && doc.range(value)).toEqual({
      start: { line: 4, column: 6, offset: 12 },
      end: { line: 4, column: 7, offset: 13 },
    });
    const first = doc.line(1);
    // A line's range ends after its line end: at the start of the next line.
    expect(first && doc.range(first)).toEqual({
      start: { line: 1, column: 1, offset: 0 },
      end: { line: 2, column: 1, offset: 3 },
    });
  });
});

describe('visit', () => {
  const doc = parse('a: b\n# c\n');

  /** Records every enter and leave as `enter line 1`, `leave token ":"`, … */
  function label(node: SyntaxNode): string {
    if (node.type === 'document') return 'document';
    if (node.type === 'line') return `line ${node.number}`;
    return `token ${JSON.stringify(node.text)}`;
  }

  it('walks depth-first in source order, enter before children and leave after', () => {
    const events: string[] = [];
    const record = {
      enter: (node: SyntaxNode) => void events.push(`enter ${label(node)}`),
      leave: (node: SyntaxNode) => void events.push(`leave ${label(node)}`),
    };
    expect(visit(doc, { document: record, line: record, token: record })).toBe(true);
    expect(events).toEqual([
      'enter document',
      'enter line 1',
      'enter token "a"',
      'leave token "a"',
      'enter token ":"',
      'leave token ":"',
      'enter token " "',
      'leave token " "',
      'enter token "b"',
      'leave token "b"',
      'enter token "\\n"',
      'leave token "\\n"',
      'leave line 1',
      'enter line 2',
      'enter token "# c"',
      'leave token "# c"',
      'enter token "\\n"',
      'leave token "\\n"',
      'leave line 2',
      'leave document',
    ]);
  });

  it('passes the parent: the document for a line, the line for a token', () => {
    const parents: string[] = [];
    visit(doc, {
      line: (line, parent) => void parents.push(`${label(line)} in ${label(parent)}`),
      token: (token, parent) => void parents.push(`${label(token)} in ${label(parent)}`),
    });
    expect(parents.slice(0, 3)).toEqual(['line 1 in document', 'token "a" in line 1', 'token ":" in line 1']);
  });

  it('SKIP from enter skips the children and the leave of that node', () => {
    const events: string[] = [];
    visit(doc, {
      line: {
        enter: (line) => (line.kind === 'directive' ? SKIP : void events.push(`enter ${label(line)}`)),
        leave: (line) => void events.push(`leave ${label(line)}`),
      },
      token: {
        enter: (token) => (token.kind === 'line-end' ? SKIP : void events.push(`enter ${label(token)}`)),
        leave: (token) => void events.push(`leave ${label(token)}`),
      },
    });
    expect(events).toEqual(['enter line 2', 'enter token "# c"', 'leave token "# c"', 'leave line 2']);
  });

  it('SKIP on the document skips everything', () => {
    const events: string[] = [];
    expect(visit(doc, { document: { enter: () => SKIP, leave: () => void events.push('leave') }, line: () => void events.push('line') })).toBe(true);
    expect(events).toEqual([]);
  });

  it('BREAK stops the whole walk and makes visit return false', () => {
    const seen: string[] = [];
    const result = visit(doc, {
      token: (token) => {
        seen.push(token.text);
        return token.kind === 'colon' ? BREAK : undefined;
      },
      line: { leave: () => void seen.push('leave line') },
    });
    expect(result).toBe(false);
    expect(seen).toEqual(['a', ':']);
  });

  it('BREAK from a leave handler stops the walk too', () => {
    const lines: number[] = [];
    const result = visit(doc, { line: { enter: (line) => void lines.push(line.number), leave: () => BREAK } });
    expect(result).toBe(false);
    expect(lines).toEqual([1]);
  });

  it('can start at a line or a token', () => {
    const kinds: string[] = [];
    const line = doc.line(2);
    if (!line) throw new Error('no line 2');
    expect(visit(line, { token: (token) => void kinds.push(token.kind) })).toBe(true);
    expect(kinds).toEqual(['comment', 'line-end']);
    const token = line.tokens[0];
    if (!token) throw new Error('no token');
    expect(visit(token, { token: () => BREAK })).toBe(false);
  });
});

describe('syntax diagnostics', () => {
  it('missing-colon covers exactly the stray text and cites the 1994 format', () => {
    const doc = parse('User-agent: *\n  Disallow /x  # no colon\n');
    expect(doc.diagnostics).toHaveLength(1);
    const [diagnostic] = doc.diagnostics;
    expect(diagnostic).toMatchObject({
      code: 'missing-colon',
      severity: 'warning',
      range: { start: { line: 2, column: 3, offset: 16 }, end: { line: 2, column: 14, offset: 27 } },
      spec: { document: '1994', section: 'The Format' },
    });
    expect(doc.text.slice(diagnostic?.range.start.offset, diagnostic?.range.end.offset)).toBe('Disallow /x');
  });

  it('missing-field-name runs from the colon to the end of the line content (line end excluded)', () => {
    const doc = parse('a: b\r\n : /x # c\r\n');
    expect(doc.diagnostics).toHaveLength(1);
    const [diagnostic] = doc.diagnostics;
    expect(diagnostic).toMatchObject({
      code: 'missing-field-name',
      severity: 'warning',
      range: { start: { line: 2, column: 2, offset: 7 }, end: { line: 2, column: 10, offset: 15 } },
      spec: { document: '1994', section: 'The Format' },
    });
    expect(doc.text.slice(diagnostic?.range.start.offset, diagnostic?.range.end.offset)).toBe(': /x # c');
  });

  it('come in line order, one per invalid line, none for directives, comments or blank lines', () => {
    const doc = parse('<html>\nUser-agent: *\n: x\n\n# c\nfoo bar\nDisallow:\n');
    expect(doc.diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([
      ['missing-colon', 1],
      ['missing-field-name', 3],
      ['missing-colon', 6],
    ]);
    expect(doc.diagnostics.every((d) => d.message.length > 0)).toBe(true);
  });
});

describe('encodings', () => {
  const text = 'User-agent: *\nDisallow: /café\n';

  it('a string is UTF-8 when printed as bytes', () => {
    const doc = parse(text);
    expect(doc.encoding).toBe('string');
    expect(printBytes(doc)).toEqual(new TextEncoder().encode(text));
  });

  it('UTF-8 bytes with a BOM keep the BOM as a token and print back exactly', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    const doc = parse(bytes);
    expect(doc.encoding).toBe('utf-8');
    expect(doc.bom?.text).toBe('\ufeff');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.line(2)?.value?.text).toBe('/café');
    expect(printBytes(doc)).toEqual(bytes);
  });

  it.each(['utf-16le', 'utf-16be'] as const)('%s with a BOM is decoded, flagged and printed back exactly', (encoding) => {
    const bytes = encodeText(`\ufeff${text}`, encoding);
    expect([...bytes.subarray(0, 2)]).toEqual(encoding === 'utf-16le' ? [0xff, 0xfe] : [0xfe, 0xff]);
    const doc = parse(bytes);
    expect(doc.encoding).toBe(encoding);
    expect(doc.text).toBe(`\ufeff${text}`);
    expect(doc.line(2)?.value?.text).toBe('/café');
    expect(doc.diagnostics).toHaveLength(1);
    expect(doc.diagnostics[0]).toMatchObject({
      code: 'utf16-encoding',
      severity: 'warning',
      range: { start: { offset: 0 }, end: { offset: 1 } },
      spec: { document: 'rfc9309', section: '2.3' },
    });
    expect(printBytes(doc)).toEqual(bytes);
  });

  it('invalid UTF-8 is read as Latin-1, flagged at the first bad byte, and printed back exactly', () => {
    const bytes = encodeText(text, 'latin1'); // é is the single byte E9: not UTF-8
    const doc = parse(bytes);
    expect(doc.encoding).toBe('latin1');
    expect(doc.text).toBe(text);
    expect(doc.diagnostics).toHaveLength(1);
    expect(doc.diagnostics[0]).toMatchObject({
      code: 'invalid-utf8',
      severity: 'warning',
      range: { start: { line: 2, column: 15, offset: 28 }, end: { line: 2, column: 16, offset: 29 } },
      spec: { document: 'rfc9309', section: '2.3' },
    });
    expect(doc.diagnostics[0]?.message).toContain('offset 28');
    expect(printBytes(doc)).toEqual(bytes);
  });

  it('a UTF-16 BOM with a body that is not UTF-16 (odd length) falls back to Latin-1', () => {
    const bytes = Uint8Array.from([0xff, 0xfe, 0x41]);
    const doc = parse(bytes);
    expect(doc.encoding).toBe('latin1');
    expect(doc.diagnostics.map((d) => d.code)).toEqual(['invalid-utf8', 'missing-colon']);
    expect(printBytes(doc)).toEqual(bytes);
  });

  it('decodeBytes finds the first ill-formed UTF-8 sequence (Unicode Table 3-7)', () => {
    const at = (...bytes: number[]) => firstInvalidUtf8(Uint8Array.from(bytes));
    expect(at(0x41, 0xc3, 0xa9)).toBe(3); // well formed: the length
    expect(at(0x41, 0xc0, 0x80)).toBe(1); // overlong
    expect(at(0xed, 0xa0, 0x80)).toBe(0); // a surrogate
    expect(at(0xf4, 0x90, 0x80, 0x80)).toBe(0); // above U+10FFFF
    expect(at(0x41, 0x42, 0xe2, 0x82)).toBe(2); // truncated at the end
    expect(decodeBytes(Uint8Array.from([0x41, 0xff]))).toEqual({ text: 'A\u00ff', encoding: 'latin1', invalidUtf8At: 1 });
  });

  it('print gives the source of any node', () => {
    const doc = parse(text);
    expect(print(doc)).toBe(text);
    expect(doc.lines.map((line) => print(line))).toEqual(['User-agent: *\n', 'Disallow: /café\n']);
    expect(
      doc
        .line(2)
        ?.tokens.map((token) => print(token))
        .join(''),
    ).toBe('Disallow: /café\n');
  });
});
