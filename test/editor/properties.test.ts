/**
 * The editor answers' invariants: none throws on any text or position; the safe code actions (fixes and disabling
 * comments) change no verdict; fix-all gives what `fixText` gives; a hover's example URL matches its rule (checked
 * with the independent oracle of test/oracle).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeActions,
  completionsAt,
  documentSymbols,
  editorDiagnostics,
  exampleUrl,
  fixAllEdits,
  foldingRanges,
  hoverAt,
  testUrls,
  type EditorSymbol,
} from '../../src/editor.ts';
import { compile, DIALECTS, fixText, parse, type Dialect } from '../../src/index.ts';
import { buildModel } from '../../src/internals.ts';
import { propertyRuns, robotsTxtString, utf16String } from '../helpers/arbitraries.ts';
import { generatedFileArb } from '../oracle/generators.ts';
import { oracleIsAllowed } from '../oracle/oracle.ts';
import { applyLspEdits } from './lsp-edits.ts';

const anyText = fc.oneof(robotsTxtString(80), utf16String(40));
const position = fc.record({ line: fc.integer({ min: -2, max: 12 }), character: fc.integer({ min: -2, max: 40 }) });
const dialect = fc.constantFrom(...DIALECTS);

/** Noise lines the fixes and disabling comments act on, spliced into a generated file. */
const NOISE = [
  'Disallow : /n',
  'Disallow: /a',
  '  Disallow: /a',
  'Allow  : /a/b',
  'Disallow: /%7ea',
  'Crawl-delay: x',
  'Noindex: /b',
  '',
  'User-agent: NoiseBot*',
];
const NOISE_URLS = ['/', '/n', '/a', '/a/b', '/%7ea', '/~a', '/b', '/x.pdf'];

const noisyFileArb = (of: Dialect) =>
  fc
    .record({ file: generatedFileArb(of), noise: fc.array(fc.constantFrom(...NOISE), { maxLength: 4 }), at: fc.nat(), crlf: fc.boolean() })
    .map(({ file, noise, at, crlf }) => {
      const lines = file.text.split('\n');
      const cut = at % Math.max(1, lines.length);
      const text = [...lines.slice(0, cut), ...noise, ...lines.slice(cut)].join(crlf ? '\r\n' : '\n');
      return { ...file, text };
    });

function verdicts(text: string, of: Dialect, agents: readonly string[], urls: readonly string[]): boolean[] {
  const robots = compile(text, { dialect: of });
  return [...agents, 'NoiseBot', 'OtherBot'].flatMap((agent) => [...urls, ...NOISE_URLS].map((url) => robots.isAllowed(url, agent)));
}

describe('every answer', () => {
  it('never throws, on any text, position and dialect', () => {
    fc.assert(
      fc.property(anyText, position, position, dialect, (text, from, to, of) => {
        const options = { dialect: of };
        editorDiagnostics(text, options);
        codeActions(text, { start: from, end: to }, options);
        hoverAt(text, from, options);
        completionsAt(text, from, options);
        documentSymbols(text, options);
        foldingRanges(text, options);
        testUrls(text, { agents: ['FooBot', ''], urls: ['/', 'https://example.com/a', '%', ''], dialects: [of] });
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('gives ranges inside the text, start before end', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const lines = text.split(/\r\n|\r|\n/);
        const inside = (range: { start: { line: number; character: number }; end: { line: number; character: number } }): void => {
          expect(range.start.line).toBeGreaterThanOrEqual(0);
          expect(range.end.line).toBeLessThan(lines.length);
          expect(range.start.line < range.end.line || range.start.character <= range.end.character).toBe(true);
          expect(range.end.character).toBeLessThanOrEqual((lines[range.end.line] ?? '').length);
        };
        for (const diagnostic of editorDiagnostics(text)) inside(diagnostic.range);
        const walk = (symbols: readonly EditorSymbol[]): void => {
          for (const symbol of symbols) {
            inside(symbol.range);
            inside(symbol.selectionRange);
            walk(symbol.children);
          }
        };
        walk(documentSymbols(text));
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});

describe('code actions', () => {
  for (const of of DIALECTS) {
    it(`${of}: every safe action, fix or disabling comment, keeps every verdict`, () => {
      fc.assert(
        fc.property(noisyFileArb(of), (file) => {
          const before = verdicts(file.text, of, file.agents, file.paths);
          const lineCount = file.text.split(/\r\n|\r|\n/).length;
          for (let line = 0; line < lineCount; line++) {
            for (const action of codeActions(file.text, { start: { line, character: 0 }, end: { line, character: 0 } }, { dialect: of })) {
              if (!action.safe) continue;
              const after = applyLspEdits(file.text, action.edits);
              expect(verdicts(after, of, file.agents, file.paths), `${action.title}: ${JSON.stringify(file.text)}`).toEqual(before);
            }
          }
        }),
        { numRuns: propertyRuns(40, 0.05) },
      );
    });
  }

  it('fix-all gives what fixText gives, on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          noisyFileArb('rfc9309').map((file) => file.text),
        ),
        dialect,
        (text, of) => {
          expect(applyLspEdits(text, fixAllEdits(text, { dialect: of }))).toBe(fixText(text, { dialect: of }).text);
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });
});

describe('hover', () => {
  for (const of of DIALECTS) {
    it(`${of}: the example URL of a rule matches the rule (the oracle says so), and the hover shows it`, () => {
      fc.assert(
        fc.property(generatedFileArb(of), (file) => {
          const document = parse(file.text);
          for (const group of buildModel(document, of).groups) {
            for (const rule of group.rules) {
              const example = exampleUrl(rule.kind, rule.value, of);
              if (example === undefined) continue;
              // The same value as a Disallow of a one-group file: the robot may not fetch the example.
              expect(oracleIsAllowed(of, `User-agent: *\nDisallow: ${rule.value}\n`, 'AnyRobot', example), `${rule.value} ${example}`).toBe(false);
              const line = document.line(rule.ref.line);
              // Google reads lines without a colon: no value token to hover on there.
              if (!line?.value) continue;
              const character = (line?.value?.offset ?? 0) - (line?.offset ?? 0);
              expect(hoverAt(file.text, { line: rule.ref.line - 1, character }, { dialect: of })?.markdown).toContain(`Matches, for example, \``);
            }
          }
        }),
        { numRuns: propertyRuns(60, 0.1) },
      );
    });
  }
});
