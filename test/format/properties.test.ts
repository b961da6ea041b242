/**
 * The formatter's invariants on thousands of generated files:
 * idempotent for every option set, every verdict and answer kept under each
 * dialect it must keep, comments kept in order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format, formatWithDiagnostics, parse } from '../../src/index.ts';
import { agentArb, urlArb } from '../oracle/generators.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';
import { answers, commentsOf, dialectsOf, fileArb, optionsArb } from './helpers.ts';

const RUNS = Math.max(1000, Math.floor(FUZZ_RUNS / 4));

/** A file, an option set, and (agent, URL) pairs drawn from the file. */
const caseArb = fc.tuple(fileArb, optionsArb).chain(([file, options]) =>
  fc.record({
    file: fc.constant(file),
    options: fc.constant(options),
    pairs: fc.array(fc.tuple(agentArb(file.agents), urlArb(file.paths)), { minLength: 1, maxLength: 4 }),
  }),
);

describe('format', () => {
  it(`is idempotent for every option set (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileArb, optionsArb, (file, options) => {
        const once = format(file.text, options);
        expect(format(once, options)).toBe(once);
        expect(formatWithDiagnostics(once, options).changed).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it(`keeps every verdict, crawl-delay, request-rate, host and sitemap under each dialect it must keep (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(caseArb, ({ file, options, pairs }) => {
        const formatted = format(file.text, options);
        for (const dialect of dialectsOf(options)) {
          for (const [agent, url] of pairs) {
            expect(answers(formatted, dialect, agent, url), `${dialect} ${agent} ${url}`).toEqual(answers(file.text, dialect, agent, url));
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(`keeps every comment's text, in order when nothing moves (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileArb, optionsArb, (file, options) => {
        const formatted = format(file.text, options);
        const before = commentsOf(file.text);
        const after = commentsOf(formatted);
        if (options.sitemapsAtEnd || options.sort) expect([...after].sort()).toEqual([...before].sort());
        else expect(after).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('writes the canonical layout: one line end, no trailing whitespace, no blank line at either end or twice', () => {
    fc.assert(
      fc.property(fileArb, optionsArb, (file, options) => {
        const { text, diagnostics } = formatWithDiagnostics(file.text, options);
        if (diagnostics.some((d) => d.code === 'format-parse-limit-kept')) return;
        const eol = options.lineEnding === 'crlf' ? '\r\n' : options.lineEnding === 'preserve' ? undefined : '\n';
        const body = text.startsWith('\ufeff') ? text.slice(1) : text;
        if (eol !== undefined && body !== '') {
          expect(body.endsWith(eol)).toBe(true);
          expect(body.split(eol).slice(0, -1).join('')).not.toMatch(/[\r\n]/);
        }
        if (!diagnostics.some((d) => d.code === 'format-long-line')) for (const line of parse(body).lines) expect(line.content).not.toMatch(/^[ \t]|[ \t]$/);
        const lines = parse(body).lines;
        expect(lines[0]?.kind).not.toBe('blank');
        expect(lines[lines.length - 1]?.kind).not.toBe('blank');
        for (let i = 1; i < lines.length; i++) expect(lines[i]?.kind === 'blank' && lines[i - 1]?.kind === 'blank').toBe(false);
        // Where blank lines mean nothing, one still comes before the Sitemap lines that end the file (as every writer puts it).
        if ((options.dialect === 'rfc9309' || options.dialect === 'google') && diagnostics.length === 0) {
          const sitemap = (line: (typeof lines)[number]): boolean => line.kind === 'directive' && line.fieldName === 'Sitemap';
          let start = lines.length;
          while (start > 0 && (lines[start - 1]?.kind !== 'directive' || sitemap(lines[start - 1] as (typeof lines)[number]))) start--;
          const trailing = lines.slice(start);
          if (start > 0 && trailing.some(sitemap)) expect(trailing.slice(0, trailing.findIndex(sitemap)).some((line) => line.kind === 'blank')).toBe(true);
        }
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });
});
