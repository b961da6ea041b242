/**
 * The model's links back to the syntax tree: line references (read from the
 * line on demand) and field names (common spellings shared, not copied).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS } from '../../src/index.ts';
import { fieldNameAt } from '../../src/syntax/tree.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(1000);

describe('line references', () => {
  const text = '\ufeffUser-agent: *\r\n  Disallow: /tmp/ # scratch\nAllow: /tmp/ok\n';

  it.each(DIALECTS.map((dialect) => [dialect]))('%s: number, column, offset and text of each directive line', (dialect) => {
    const group = compile(text, { dialect }).model.groups[0];
    expect(group).toBeDefined();
    const [agent] = group?.agents ?? [];
    const [disallow] = group?.rules ?? [];
    // The byte-order mark is no part of the line's text, and the column counts from after it.
    expect([agent?.ref.line, agent?.ref.column, agent?.ref.offset, agent?.ref.text]).toEqual([1, 2, 1, 'User-agent: *']);
    expect([disallow?.ref.line, disallow?.ref.column, disallow?.ref.offset, disallow?.ref.text]).toEqual([2, 3, 18, '  Disallow: /tmp/ # scratch']);
    expect(text.slice(disallow?.ref.offset)).toMatch(/^Disallow: \/tmp\//);
  });

  it(`agree with the syntax tree's line for any text, under every dialect (${RUNS} runs)`, () => {
    // Column and text are read back from the document's text: they must be the line's own.
    const piece = fc.constantFrom('User-agent: a', 'Disallow: /x', 'allow /y', ' ', '\t', '#c', ':', '\r', '\n', '\r\n', '\ufeff', 'é', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.constantFrom(...DIALECTS), (pieces, dialect) => {
        const robots = compile(pieces.join(''), { dialect });
        for (const field of robots.model.fields) {
          const line = robots.document.line(field.ref.line);
          expect(line).toBeDefined();
          const content = line?.offset === 0 ? line.content.replace(/^\ufeff/, '') : line?.content;
          expect([field.ref.column, field.ref.offset, field.ref.text]).toEqual([(line?.textStart ?? 0) - (line?.offset ?? 0) + 1, line?.textStart, content]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a rule line is one object in the fields and in its group (one object a rule line, not two)', () => {
    const model = compile('User-agent: *\nDisallow: /a\nAllow: /b\n').model;
    expect(model.fields[1]).toBe(model.groups[0]?.rules[0]);
    expect(model.fields[2]).toBe(model.groups[0]?.rules[1]);
  });

  it('serialise as their four fields (the CLI prints models and explanations as JSON)', () => {
    const robots = compile(text);
    const rule = robots.model.groups[0]?.rules[0];
    expect(JSON.parse(JSON.stringify(rule?.ref))).toEqual({ line: 2, column: 3, offset: 18, text: '  Disallow: /tmp/ # scratch' });
    const explanation = robots.explain('/tmp/x', 'FooBot');
    expect(JSON.parse(JSON.stringify(explanation.rule))).toMatchObject({
      line: 2,
      column: 3,
      offset: 18,
      text: '  Disallow: /tmp/ # scratch',
      kind: 'disallow',
    });
    expect(JSON.parse(JSON.stringify(explanation.record))).toMatchObject({ start: { line: 1, column: 2, offset: 1, text: 'User-agent: *' } });
    // A spread copies line and offset; column and text are getters, read from the document's text on demand.
    expect({ ...rule?.ref }).toEqual({ line: 2, offset: 18 });
    expect(rule?.ref.column).toBe(3);
    expect(rule?.ref.text).toBe('  Disallow: /tmp/ # scratch');
  });
});

describe('field names', () => {
  it('a common spelling is the shared constant; any other name is its exact text', () => {
    const source = 'xDisallow:Disallowed:disallow:DISALLOW';
    expect(fieldNameAt(source, 1, 9)).toBe('Disallow');
    expect(fieldNameAt(source, 10, 20)).toBe('Disallowed');
    expect(fieldNameAt(source, 21, 29)).toBe('disallow');
    expect(fieldNameAt(source, 30, 38)).toBe('DISALLOW');
  });

  it(`equals the slice for any text and range (${RUNS} runs)`, () => {
    const piece = fc.constantFrom('Disallow', 'User-agent', 'Allow', 'Sitemap', 'disallow', 'Crawl-delay', 'User-Agent', 'Allo', 'x', ' ', ':');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.nat(), fc.nat(), (pieces, a, b) => {
        const source = pieces.join('');
        const start = a % (source.length + 1);
        const end = start + (b % (source.length - start + 1));
        expect(fieldNameAt(source, start, end)).toBe(source.slice(start, end));
      }),
      { numRuns: RUNS },
    );
  });

  it('the model reports the names as written under every dialect', () => {
    for (const dialect of DIALECTS) {
      const names = compile('User-Agent: a\nDisallow: /x\ndisallow: /y\nCrawl-Delay: 5\n', { dialect }).model.fields.map((field) => field.name);
      expect(names).toEqual(['User-Agent', 'Disallow', 'disallow', 'Crawl-Delay']);
    }
  });
});
