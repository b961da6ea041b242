/**
 * The linter's invariants, over generated files (test/oracle/generators.ts):
 * safe fixes remove their finding and change no verdict; fixing is a fixed
 * point; witnesses really differ; a file without portability findings means
 * the same under every dialect; and nothing crashes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits, compile, DIALECTS, fixText, lint, type Dialect } from '../../src/index.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { agentArb, generatedFileArb, urlArb } from '../oracle/generators.ts';

const RUNS = propertyRuns(300);

/** The URLs the noise lines are about, checked besides the file's own. */
const NOISE_URLS = ['/n', '/a/b', '/%7ea', '/caf%C3%A9', '/d$x', '/d%24x', '/bz', '/%62z', '/s%20p', '/s p'];

/** Generated files with extra lines the safe fixes act on. */
const noisyFileArb = (dialect: Dialect) =>
  fc
    .record({
      file: generatedFileArb(dialect),
      noise: fc.array(
        fc.constantFrom(
          'Disallow : /n',
          'Disallow: /%7ea',
          'Disallow: /caf\u00e9',
          '',
          'User-agent: NoiseBot',
          'Disallow: /a',
          'Allow  : /a/b',
          'User-agent: NoiseBot*',
          'Disallow: /d$x',
          'Allow: /%62z',
          'Crawl-delay: 1',
          'User-agent: noisebot',
          'Disallow: /s p',
        ),
        {
          maxLength: 4,
        },
      ),
      bom: fc.boolean(),
      at: fc.nat(),
    })
    .map(({ file, noise, bom, at }) => {
      const lines = file.text.split('\n');
      const cut = lines.length === 0 ? 0 : at % lines.length;
      return { ...file, text: `${bom ? '\uFEFF' : ''}${[...lines.slice(0, cut), ...noise, ...lines.slice(cut)].join('\n')}` };
    });

function verdicts(text: string, dialect: Dialect, agents: readonly string[], urls: readonly string[]): boolean[] {
  const robots = compile(text, { dialect });
  return agents.flatMap((agent) => urls.map((url) => robots.isAllowed(url, agent)));
}

describe('safe fixes', () => {
  for (const dialect of DIALECTS) {
    it(`${dialect}: each safe fix removes its finding and changes no verdict`, () => {
      fc.assert(
        fc.property(
          noisyFileArb(dialect).chain((file) =>
            fc.record({
              file: fc.constant(file),
              agents: fc.array(agentArb(file.agents), { minLength: 1, maxLength: 3 }),
              urls: fc.array(urlArb(file.paths), { minLength: 1, maxLength: 6 }),
            }),
          ),
          ({ file, agents, urls }) => {
            const result = lint(file.text, { dialect, preset: 'strict' });
            const before = verdicts(file.text, dialect, [...agents, 'NoiseBot'], [...urls, ...NOISE_URLS]);
            for (const diagnostic of result.diagnostics) {
              for (const fix of diagnostic.fixes) {
                if (fix.kind !== 'safe') continue;
                const fixed = applyEdits(file.text, fix.edits);
                expect(verdicts(fixed, dialect, [...agents, 'NoiseBot'], [...urls, ...NOISE_URLS]), `${diagnostic.code}: ${JSON.stringify(file.text)}`).toEqual(
                  before,
                );
                const after = lint(fixed, { dialect, preset: 'strict' }).diagnostics;
                const count = (list: readonly { code: string }[]) => list.filter((d) => d.code === diagnostic.code).length;
                expect(count(after), diagnostic.code).toBeLessThan(count(result.diagnostics));
              }
            }
          },
        ),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    });
  }

  it('fixText is idempotent and keeps every verdict, under every dialect linted together', () => {
    fc.assert(
      fc.property(noisyFileArb('rfc9309'), (file) => {
        const once = fixText(file.text, { dialects: 'all' });
        expect(fixText(once.text, { dialects: 'all' }).text).toBe(once.text);
        for (const dialect of DIALECTS) {
          expect(verdicts(once.text, dialect, [...file.agents, 'NoiseBot'], [...file.paths, '/n', '/a/b'])).toEqual(
            verdicts(file.text, dialect, [...file.agents, 'NoiseBot'], [...file.paths, '/n', '/a/b']),
          );
        }
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });
});

describe('portability (dialects: all)', () => {
  it('every witness gets the verdicts it names', () => {
    fc.assert(
      fc.property(generatedFileArb('rfc9309'), (file) => {
        const result = lint(file.text, { dialects: 'all', preset: 'portable' });
        for (const diagnostic of result.diagnostics) {
          if (diagnostic.code !== 'dialect-verdict-differs') continue;
          const witness = diagnostic.witness;
          expect(witness).toBeDefined();
          if (!witness) continue;
          expect(witness.allowedBy.length).toBeGreaterThan(0);
          expect(witness.disallowedBy.length).toBeGreaterThan(0);
          for (const dialect of witness.allowedBy) expect(compile(file.text, { dialect }).isAllowed(witness.url, witness.agent)).toBe(true);
          for (const dialect of witness.disallowedBy) expect(compile(file.text, { dialect }).isAllowed(witness.url, witness.agent)).toBe(false);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a file with no portability finding gets one verdict under every dialect for its URLs and agents', () => {
    fc.assert(
      fc.property(
        generatedFileArb('1994').chain((file) => fc.record({ file: fc.constant(file), agent: agentArb(file.agents), url: urlArb(file.paths) })),
        ({ file, agent, url }) => {
          const result = lint(file.text, { dialects: 'all', preset: 'portable' });
          // Google's leniency (a typo such as `Disalow`, a line without its colon) has rules of its own, which
          // say how Google reads the line: those findings count as the portability finding too.
          const portability = new Set(['dialect-verdict-differs', 'unknown-field', 'missing-colon']);
          if (result.diagnostics.some((d) => portability.has(d.code))) return;
          // Witnesses are searched among the file's own paths and robot names: check exactly those.
          if (!file.paths.some((path) => url === path || url.startsWith(path))) return;
          // A URL the dialects read differently by itself (a dot segment, `\`, a tab: the path that will be
          // fetched under RFC 9309, as given under Google) differs whatever the file says: not a file finding.
          if (/(^|\/)(\.|%2e){1,2}(\/|$|\?)|\\|\t|\r|\n/i.test(url)) return;
          if (!/^[A-Za-z_-]+$/.test(agent) && agent !== '*') return;
          // Witness robots are the ones the file names, one it does not name at all, and for each name
          // the name less its last letter (`BarBo`: named by the 1994 and draft substring test, not by
          // RFC 9309 equality) and the name with `Bot` after it (named by the Revisited id test). Any
          // other part of a named agent (`B` for `BarBot`) picks a set of records of its own, not searched.
          const lower = agent.toLowerCase();
          const searchedPart = (named: string): boolean => named.slice(0, -1).toLowerCase() === lower;
          if (file.agents.some((named) => named.toLowerCase() !== lower && named.toLowerCase().includes(lower) && !searchedPart(named))) return;
          const answers = new Set(DIALECTS.map((dialect) => compile(file.text, { dialect }).isAllowed(url, agent)));
          expect(answers.size, `${JSON.stringify(file.text)} ${url} ${agent}`).toBe(1);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the witness of a wildcard rule shows the literal reading', () => {
    const finding = lint('User-agent: *\nDisallow: /*.pdf\n', { dialects: 'all' }).diagnostics.find((d) => d.code === 'dialect-verdict-differs');
    expect(finding?.witness).toEqual({
      url: '/x.pdf',
      agent: 'UnlistedBot',
      allowedBy: ['1994', 'draft-1996', 'revisited-1996'],
      disallowedBy: ['rfc9309', 'google'],
    });
  });
});

describe('robustness', () => {
  it('lints any text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const result = lint(text, { dialects: 'all', preset: 'strict' });
        for (const d of result.diagnostics) expect(d.range.end.offset).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: RUNS },
    );
  });
});
